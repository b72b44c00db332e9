import { describe, expect, it } from 'vitest';
import { uploadKindOf } from './mediaFiles';

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
