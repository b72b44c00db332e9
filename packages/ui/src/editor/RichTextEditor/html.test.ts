import { createPlateEditor } from 'platejs/react';
import { describe, expect, it } from 'vitest';
import { deserializeHtml, emptyValue, serializeHtml, valueText } from './html';
import { editorPlugins } from './plugins';
import { countWords } from './wordCount';

const editor = () => createPlateEditor({ plugins: editorPlugins });
const roundTrip = (html: string) => serializeHtml(deserializeHtml(editor(), html));

describe('article body HTML', () => {
  it('round-trips every block and mark the toolbar offers', () => {
    const html = [
      '<h1>One</h1>',
      '<h2>Two</h2>',
      '<h3>Three</h3>',
      '<p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code> <a href="https://example.com/x" target="_blank" rel="noopener noreferrer">link</a></p>',
      '<blockquote>quoted</blockquote>',
      '<ul><li>a</li><li>b<ul><li>b.1</li></ul></li><li>c</li></ul>',
      '<ol><li>first</li><li>second</li></ol>',
      '<img src="https://cdn.example.com/a.png" alt="chart">',
      '<hr>',
      '<table><tbody><tr><td><p>r1c1</p></td><td><p>r1c2</p></td></tr></tbody></table>',
      '<pre><code>const a = 1;\nconst b = 2;</code></pre>',
    ].join('');
    expect(roundTrip(html)).toBe(html);
  });

  it('keeps the start of a numbered list and the spans of table cells', () => {
    const html =
      '<ol start="3"><li>third</li><li>fourth</li></ol><p>then</p>' +
      '<table><tbody><tr><th colspan="2"><p>Rates</p></th></tr><tr><td rowspan="2"><p>LPR</p></td><td><p>1Y</p></td></tr></tbody></table>';
    expect(roundTrip(html)).toBe(html);
  });

  it('drops a table left without rows (the editor cannot show one)', () => {
    const value = deserializeHtml(editor(), '<p>a</p><table><style>x</style></table>');
    expect(value).toEqual([{ type: 'p', children: [{ text: 'a' }] }]);
  });

  it('writes a body of images only (it is not empty)', () => {
    const html = '<img src="https://cdn.example.com/a.png" alt="chart">';
    expect(roundTrip(`<p>${html}</p>`)).toBe(html);
  });

  it('sanitises stored HTML before reading it', () => {
    expect(
      roundTrip(
        '<p onclick="x()">Hi<script>alert(1)</script></p><iframe src="https://x"></iframe>',
      ),
    ).toBe('<p>Hi</p>');
  });

  it('writes an empty document as an empty string and reads one back as a paragraph', () => {
    expect(serializeHtml(emptyValue())).toBe('');
    expect(deserializeHtml(editor(), '')).toEqual(emptyValue());
    expect(roundTrip('<p> </p>')).toBe('');
  });

  it('escapes text', () => {
    expect(serializeHtml([{ type: 'p', children: [{ text: '<b> & "q"' }] }])).toBe(
      '<p>&lt;b&gt; &amp; "q"</p>',
    );
  });
});

describe('countWords', () => {
  it('counts CJK characters one by one and other words as runs', () => {
    expect(countWords('央行维持LPR不变 in May, 3.45%')).toBe(6 + 1 + 1 + 1 + 2);
    expect(countWords('')).toBe(0);
    expect(countWords('  —  ')).toBe(0);
  });

  it('counts the text of a document', () => {
    const value = deserializeHtml(
      editor(),
      '<h2>Markets</h2><p>Stocks rose 2%.</p><ul><li>央行</li></ul>',
    );
    expect(countWords(valueText(value))).toBe(1 + 3 + 2);
  });
});
