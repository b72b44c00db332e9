// @vitest-environment node
import { emptyRoadshowValues } from '@newsdesk/ui';
import { describe, expect, it } from 'vitest';
import type { Roadshow } from '../../../data/roadshows';
import { roadshowToValues, valuesToInput, valuesToPatch } from './mapping';

const saved = {
  __typename: 'Roadshow',
  id: '5',
  title: 'Q2 outlook',
  live_status: 'IN_PROGRESS',
  live_method: 'online',
  people: 'Zhang Min',
  poster: 'http://localhost/storage/p.png',
  start_time: 1000,
  end_time: 2000,
  roadshow_date: null,
  summary: null,
  body: '<p>Agenda</p>',
  status: 'PUBLISHED',
  video_id: null,
  video: null,
  message: null,
  vip_visibility: 'BLACK_GOLD',
  tags: [{ __typename: 'Tag', id: '7', name: 'Macro' }],
  tag_relations: [],
  is_home: true,
  channel: 'TENCENT_MEETING',
  auto_create_meeting: true,
  tencent_meeting: {
    meeting_id: 'm1',
    meeting_code: '1',
    join_url: null,
    password: '2468',
    wl_include: [{ key: '2', kind: 'MEMBERSHIP_LEVEL', name: 'Black Gold' }],
    wl_exclude: [],
  },
  password_user_group: { id: '3', name: 'Clients' },
  related_article_ids: [],
  related_report_ids: [],
  related_articles: [],
  related_reports: [],
  version: 4,
  created_at: 1,
  updated_at: 2,
} as unknown as Roadshow;

describe('roadshow editor mapping', () => {
  it('reads the GraphQL names as the numbers of content §3', () => {
    const v = roadshowToValues(saved);
    expect(v).toMatchObject({
      live_status: 2,
      vip_visibility: 2,
      poster: null,
      poster_url: 'http://localhost/storage/p.png',
      meeting_password: '2468',
      password_user_group: { id: 3, name: 'Clients' },
      tags: [{ id: 7, name: 'Macro' }],
    });
  });

  it('keeps the poster out of a patch unless it changed, and the status always', () => {
    const v = roadshowToValues(saved);
    const patch = valuesToPatch(v, saved);
    expect(patch).not.toHaveProperty('poster');
    expect(patch).not.toHaveProperty('status');
    expect(patch).toMatchObject({
      live_status: 'IN_PROGRESS',
      vip_visibility: 'BLACK_GOLD',
      tencent_meeting: { password: '2468', wl_include: [{ key: '2', kind: 'MEMBERSHIP_LEVEL' }] },
      password_user_group_id: '3',
    });
    expect(valuesToPatch({ ...v, poster: 'k.png', poster_url: 'u' }, saved).poster).toBe('k.png');
    expect(valuesToPatch({ ...v, poster: null, poster_url: null }, saved).poster).toBeNull();
  });

  it('drops the meeting settings without a meeting channel', () => {
    const input = valuesToInput(
      {
        ...emptyRoadshowValues(),
        title: ' T ',
        body: '<p>b</p>',
        start_time: 5,
        meeting_password: 'x',
      },
      true,
    );
    expect(input).toMatchObject({
      title: 'T',
      status: 'PUBLISHED',
      channel: 'NONE',
      tencent_meeting: null,
      auto_create_meeting: false,
      password_user_group_id: null,
    });
  });
});
