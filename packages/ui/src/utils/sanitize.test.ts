import { describe, expect, it } from 'vitest';
import { cleanPastedHtml, htmlToText, sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and javascript: URLs', () => {
    const out = sanitizeHtml(
      '<p onclick="steal()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">x</a><img src="https://cdn.example.com/x.png" onerror="boom()"></p>',
    );
    expect(out).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(out).toContain('<p>Hi <a>x</a><img src="https://cdn.example.com/x.png"></p>');
  });

  it('keeps the rich-text structure the editor writes', () => {
    const html =
      '<h2>Markets</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code></p><ul><li>one</li></ul><ol start="3"><li>two</li></ol><blockquote><p>q</p></blockquote><table><tbody><tr><td colspan="2">cell</td></tr></tbody></table><hr><p><a href="https://example.com" target="_blank">l</a></p>';
    const out = sanitizeHtml(html);
    for (const tag of ['<h2>', '<strong>', '<em>', '<u>', '<s>', '<code>', '<ol start="3">']) {
      expect(out).toContain(tag);
    }
    expect(out).toContain('<td colspan="2">cell</td>');
    expect(out).toContain('rel="noopener noreferrer"');
  });

  it('drops inline styles and classes', () => {
    expect(sanitizeHtml('<p style="color:red" class="x">t</p>')).toBe('<p>t</p>');
  });
});

describe('cleanPastedHtml', () => {
  it('cleans Word markup and turns its list paragraphs into lists', () => {
    const word = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{margin:0}</style></head><body>
<!--[if gte mso 9]><xml><w:WordDocument></w:WordDocument></xml><![endif]-->
<p class="MsoNormal"><b><span style="font-family:Calibri">Rates</span></b><o:p></o:p></p>
<p class="MsoListParagraph" style="mso-list:l0 level1 lfo1"><span style="mso-list:Ignore">·<span>&nbsp;&nbsp;</span></span>First</p>
<p class="MsoListParagraph" style="mso-list:l0 level1 lfo1"><span style="mso-list:Ignore">·<span>&nbsp;&nbsp;</span></span>Second</p>
<p class="MsoListParagraph" style="mso-list:l1 level1 lfo2"><span style="mso-list:Ignore">1.<span>&nbsp;</span></span>Step</p>
<p class="MsoNormal"><o:p>&nbsp;</o:p></p>
</body></html>`;
    const out = cleanPastedHtml(word).replace(/\s*\n\s*/g, '');
    expect(out).toBe(
      '<p><b>Rates</b></p><ul><li>First</li><li>Second</li></ul><ol><li>Step</li></ol>',
    );
  });

  it('keeps the meaning of Google Docs styles and drops its wrapper', () => {
    const gdocs =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><p dir="ltr"><span style="font-weight:700;">Bold</span> <span style="font-style:italic;">it</span> <span style="text-decoration:underline;">u</span></p></b>';
    expect(cleanPastedHtml(gdocs)).toBe('<p><strong>Bold</strong> <em>it</em> <u>u</u></p>');
  });

  it('drops scripts, iframes, forms and unknown tags but keeps their text', () => {
    const out = cleanPastedHtml(
      '<div class="article"><font color="red">Red</font><iframe src="https://x"></iframe><script>x()</script><form><input value="v"></form><p>Body</p></div>',
    );
    expect(out).toBe('Red<p>Body</p>');
  });
});

describe('htmlToText', () => {
  it('gives the text with one line per block', () => {
    expect(htmlToText('<h2>A</h2><p>b &amp; c</p><ul><li>d</li></ul>')).toBe('A\nb & c\nd');
  });
});
