/**
 * HTML the article editor writes (see `serializeHtml` in packages/ui's RichTextEditor/html.ts),
 * plus the attachments and table heads other writers of stored HTML produce, each in the exact
 * form a browser serialises it. Every fixture must come out of `client sanitize → server save →
 * reload → client sanitize` byte for byte unchanged: both sanitizers' round-trip tests and the
 * console's end-to-end sanitizer test read this one list.
 */
export interface RoundTripFixture {
  name: string;
  html: string;
}

export const ROUND_TRIP_FIXTURES: readonly RoundTripFixture[] = [
  {
    name: 'a numbered list starting at 3',
    html: '<ol start="3"><li>third</li><li>fourth</li></ol>',
  },
  {
    name: 'nested bullet and numbered lists',
    html: '<ul><li>a</li><li>b<ul><li>b.1</li></ul></li></ul><ol><li>first</li><li>second</li></ol>',
  },
  {
    name: 'an attachment link',
    html: '<p><a href="https://cdn.newsdesk.test/storage/report.pdf" data-attachment="42" download="report.pdf">Weekly report (PDF)</a></p>',
  },
  {
    name: 'an attachment link with a bare download attribute and a relative URL',
    html: '<p><a href="/storage/weekly-data.xlsx" data-attachment="weekly-data" download="">weekly-data.xlsx</a></p>',
  },
  {
    name: 'a table with a head, colspan and rowspan',
    html: '<table><thead><tr><th colspan="2">Rates</th><th scope="col">Change</th></tr></thead><tbody><tr><td rowspan="2">LPR</td><td>1Y</td><td>0</td></tr><tr><td colspan="2">5Y unchanged</td></tr></tbody></table>',
  },
  {
    name: 'the editor table (cells holding paragraphs)',
    html: '<table><tbody><tr><td><p>r1c1</p></td><td colspan="2"><p>r1c2</p></td></tr></tbody></table>',
  },
  {
    name: 'a link opening a new tab (rel as the editor writes it)',
    html: '<p>See <a href="https://example.com/x?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">the source</a>.</p>',
  },
  {
    name: 'links in the same tab, mail and relative',
    html: '<p><a href="https://example.com/">web</a> <a href="mailto:desk@newsdesk.test" title="Write to the desk">mail</a> <a href="#notes">notes</a></p>',
  },
  {
    name: 'images with alt, size and a storage URL',
    html: '<p><img src="https://cdn.example.com/a.png" alt="chart"><img src="/storage/3f2a.png" alt="" width="640" height="360"></p>',
  },
  {
    name: 'a figure with a caption',
    html: '<figure><img src="https://cdn.example.com/fig.png" alt="Figure 1"><figcaption>Figure 1: yields</figcaption></figure>',
  },
  {
    name: 'headings',
    html: '<h1>One</h1><h2>Two</h2><h3>Three</h3><h4>Four</h4>',
  },
  {
    name: 'a blockquote',
    html: '<blockquote>quoted</blockquote><blockquote><p>quoted paragraph</p></blockquote>',
  },
  {
    name: 'a code block and inline code',
    html: '<pre><code>const a = 1;\nif (a &lt; 2 &amp;&amp; b &gt; 1) {}</code></pre><p>Call <code>f()</code> now.</p>',
  },
  {
    name: 'every mark the toolbar offers',
    html: '<p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code> <sub>2</sub><sup>3</sup> <del>old</del><ins>new</ins> <mark>hl</mark></p>',
  },
  {
    name: 'line breaks, a rule and escaped text',
    html: '<p>one<br>two</p><hr><p>&lt;b&gt; &amp; "q" \'s\' 3 &gt; 2</p>',
  },
  {
    name: 'CJK text and a non-breaking space',
    html: '<p>央行维持LPR不变&nbsp;3.45%</p>',
  },
  {
    name: 'a video with a poster',
    html: '<video src="https://cdn.example.com/clip.mp4" poster="https://cdn.example.com/clip.jpg" controls=""></video>',
  },
];
