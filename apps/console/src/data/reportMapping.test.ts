// @vitest-environment node
import { emptyReportValues } from '@newsdesk/ui';
import { describe, expect, it } from 'vitest';
import { storageKeyOf, type ReportDetail } from './reports';
import { reportToValues, valuesToWrite } from './reportMapping';

describe('report form mapping', () => {
  it('recovers storage keys from the URLs the server derived from them', () => {
    expect(storageKeyOf('http://localhost:4000/storage/u1-outlook.pdf')).toBe('u1-outlook.pdf');
    expect(storageKeyOf('https://cdn.example.org/other/x.pdf')).toBeNull();
    expect(storageKeyOf(null)).toBeNull();
  });

  it('reads a report as form values, JSON as text and audience as its number', () => {
    const v = reportToValues({
      id: '5',
      title: 'Outlook',
      status: 'PUBLISHED',
      display_time: 1000,
      vip_visibility: 'META',
      summary: null,
      extension: 'pdf',
      url: 'http://localhost:4000/storage/u1-outlook.pdf',
      markdown: '# A',
      feed_info: { layout: 'card' },
      body_audio_url: 'http://localhost:4000/storage/u1-voice.mp3',
      content_url: null,
      reference_blocks: [{ source: 'IMF' }],
      tags: [{ id: '7', name: 'Semis' }],
      counter: { viewed: 0, liked: 0, collected: 0, commented: 0 },
      report_images: [
        {
          image_id: '1',
          media_id: '9',
          serial_number: 1,
          title: 'Chart',
          description: 'Capacity by region',
          url: 'http://localhost:4000/storage/u1-chart.png',
          width: 1600,
          height: 900,
          display_time: null,
          created_at: 1,
          updated_at: 1,
        },
      ],
      version: 3,
      created_at: 1,
      updated_at: 1,
    } as unknown as ReportDetail);
    expect(v).toMatchObject({
      file_uri: 'u1-outlook.pdf',
      vip_visibility: 3,
      body_audio_uri: 'u1-voice.mp3',
      tags: [{ id: 7, name: 'Semis' }],
      images: [
        {
          uri: 'u1-chart.png',
          title: 'Chart',
          description: 'Capacity by region',
          width: 1600,
          height: 900,
          media_id: 9,
        },
      ],
    });
    expect(JSON.parse(v.feed_info)).toEqual({ layout: 'card' });
  });

  it('writes each image with its size, description and library file', () => {
    const body = valuesToWrite({
      ...emptyReportValues(),
      title: 'Outlook',
      file_uri: 'u1.pdf',
      images: [
        {
          uri: 'u1-chart.png',
          url: 'http://localhost:4000/storage/u1-chart.png',
          title: ' Chart ',
          description: '',
          width: 1600,
          height: null,
          media_id: 9,
        },
      ],
    });
    expect(body.images).toEqual([
      {
        uri: 'u1-chart.png',
        media_id: 9,
        title: 'Chart',
        description: null,
        width: 1600,
        height: null,
      },
    ]);
  });

  it('writes trimmed text, parsed JSON and nulls for empty fields', () => {
    const body = valuesToWrite({
      ...emptyReportValues(),
      title: '  Outlook ',
      file_uri: 'u1.pdf',
      reference_blocks: '[{"a":1}]',
      content_url: ' ',
    });
    expect(body).toMatchObject({
      title: 'Outlook',
      file_uri: 'u1.pdf',
      summary: null,
      feed_info: null,
      reference_blocks: [{ a: 1 }],
      content_url: null,
      tag_ids: [],
      images: [],
    });
  });
});
