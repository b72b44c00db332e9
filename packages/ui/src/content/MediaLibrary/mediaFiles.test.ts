// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mediaExtensionOf, uploadKindOf } from './mediaFiles';

describe('type by extension (content §5)', () => {
  it('reads reports, pictures, video and audio from the extension, in any case', () => {
    expect(['a.pdf', 'b.DOC', 'c.docx', 'd.xls', 'e.XLSX'].map(uploadKindOf)).toEqual(
      Array(5).fill('report'),
    );
    expect(['a.jpg', 'b.JPEG', 'c.png'].map(uploadKindOf)).toEqual(Array(3).fill('picture'));
    expect(uploadKindOf('clip.mp4')).toBe('video');
    expect(uploadKindOf('brief.mp3')).toBe('audio');
    expect(uploadKindOf('notes.txt')).toBe('other');
    expect(uploadKindOf('README')).toBe('other');
  });
});

describe('the extension column', () => {
  const base = {
    id: 1,
    title: 'T',
    type: 'pdf' as const,
    size: 1,
    created_at: 0,
    is_report: true,
    author: null,
    version: 1,
  };
  it('prefers the stored key, then the name, then the URL', () => {
    expect(mediaExtensionOf({ ...base, name: 'a.doc', url: '/s/a.pdf', extension: 'PDF' })).toBe(
      'PDF',
    );
    expect(mediaExtensionOf({ ...base, name: 'Report.DOCX', url: '/s/u1' })).toBe('docx');
    expect(mediaExtensionOf({ ...base, name: 'README', url: '/storage/u1.xlsx?x=1' })).toBe('xlsx');
    expect(mediaExtensionOf({ ...base, name: 'README', url: '/storage/u1' })).toBe('');
  });
});
