import { describe, expect, it } from 'vitest';
import { htmlHasContent } from './sanitize';

describe('htmlHasContent (every rich text body’s "empty" rule)', () => {
  it('finds no content in what an empty editor gives', () => {
    expect(htmlHasContent('')).toBe(false);
    expect(htmlHasContent('<p></p>')).toBe(false);
    expect(htmlHasContent('<p>&nbsp; </p><p><br></p>')).toBe(false);
    // A script is not content: the sanitizer drops it first.
    expect(htmlHasContent('<p><script>alert(1)</script></p>')).toBe(false);
  });

  it('counts text, an image, a table or a rule as content', () => {
    expect(htmlHasContent('<p>Rates</p>')).toBe(true);
    expect(htmlHasContent('<p><img src="/a.png" alt=""></p>')).toBe(true);
    expect(htmlHasContent('<table><tbody><tr><td></td></tr></tbody></table>')).toBe(true);
    expect(htmlHasContent('<hr>')).toBe(true);
  });
});
