/**
 * XSS payloads for the sanitizer tests. Each payload, if it ever runs, calls `window.__xss(id)`
 * (the end-to-end test installs that marker in every frame and fails on any call, and on any
 * dialog). The unit tests pass every payload through both sanitizers and check the output carries
 * nothing executable; the console's e2e test stores each one as an article body and title, as a
 * link URL, and pastes it into the editor, in Chromium.
 *
 * `surface` names the surface of the issue the payload is aimed at; every payload is tried on every
 * surface all the same. `url` is set for payloads that are a URL first (the link surface uses it).
 */
export type XssSurface = 'paste' | 'title' | 'link' | 'svg' | 'attribute';

export type XssVector =
  | 'script'
  | 'event-handler'
  | 'url'
  | 'svg'
  | 'mathml'
  | 'mutation'
  | 'entities'
  | 'srcdoc'
  | 'meta-refresh'
  | 'base'
  | 'css'
  | 'broken-markup'
  | 'attribute-breakout'
  | 'office-paste';

export interface XssPayload {
  id: number;
  vector: XssVector;
  surface: XssSurface;
  /** The markup (or text) sent as a body, a title and a paste. */
  html: string;
  /** The URL form, for payloads that are a URL. */
  url?: string;
}

type Draft = Omit<XssPayload, 'id' | 'html' | 'url'> & {
  html: (call: string, id: number) => string;
  url?: (call: string, id: number) => string;
};

const payloads: XssPayload[] = [];
function add(draft: Draft) {
  const id = payloads.length + 1;
  const call = `__xss(${id})`;
  payloads.push({
    id,
    vector: draft.vector,
    surface: draft.surface,
    html: draft.html(call, id),
    ...(draft.url ? { url: draft.url(call, id) } : {}),
  });
}
const html = (vector: XssVector, surface: XssSurface, make: Draft['html']) =>
  add({ vector, surface, html: make });

// Classic script tags.
html('script', 'paste', (c) => `<script>${c}</script>`);
html('script', 'paste', (c) => `<SCRIPT>${c}</SCRIPT>`);
html('script', 'paste', (c) => `<script type="text/javascript">${c};</script>`);
html('script', 'paste', (c) => `<script/x>${c}</script>`);
html('script', 'paste', (c) => `<scr<script>ipt>${c}</scr</script>ipt>`);
html('script', 'paste', (c) => `<script src="data:text/javascript,${c}"></script>`);
html('script', 'paste', (c) => `<script>/*</script><script>*/${c}</script>`);
html('script', 'title', (c) => `</title><script>${c}</script>`);
html('script', 'paste', (c) => `<p>ok</p><script\n>${c}</script\n>`);
html('script', 'paste', (c) => `<script>setTimeout(()=>${c})</script>`);
html('script', 'paste', (c) => `<div><script>${c}</script></div>`);
html('script', 'paste', (c) => `<table><tr><td><script>${c}</script></td></tr></table>`);

// Event handlers on every kind of element, including the allowed ones.
const handlerCases: [XssSurface, (c: string) => string][] = [
  ['attribute', (c) => `<img src=x onerror=${c}>`],
  ['attribute', (c) => `<img src="x" onerror="${c}" alt="chart">`],
  ['attribute', (c) => `<IMG SRC=x ONERROR=${c}>`],
  ['attribute', (c) => `<img src=x:x onerror=javascript:${c}>`],
  ['attribute', (c) => `<p onclick="${c}">click</p>`],
  ['attribute', (c) => `<a href="https://example.com" onclick="${c}">link</a>`],
  ['attribute', (c) => `<a onmouseover="${c}">hover</a>`],
  ['attribute', (c) => `<h2 onmouseenter="${c}">Heading</h2>`],
  ['attribute', (c) => `<blockquote onfocus="${c}" tabindex="0" autofocus>q</blockquote>`],
  ['attribute', (c) => `<table onmouseover="${c}"><tr><td onclick="${c}">cell</td></tr></table>`],
  ['attribute', (c) => `<ol start="3" onpointerenter="${c}"><li>x</li></ol>`],
  ['attribute', (c) => `<li onclick="${c}">item</li>`],
  ['attribute', (c) => `<code onauxclick="${c}">c</code>`],
  ['attribute', (c) => `<figure onload="${c}"><figcaption>cap</figcaption></figure>`],
  ['attribute', (c) => `<body onload="${c}">`],
  ['attribute', (c) => `<body onpageshow="${c}">`],
  ['attribute', (c) => `<iframe onload="${c}"></iframe>`],
  ['attribute', (c) => `<input autofocus onfocus="${c}">`],
  ['attribute', (c) => `<select autofocus onfocus="${c}"></select>`],
  ['attribute', (c) => `<textarea autofocus onfocus="${c}"></textarea>`],
  ['attribute', (c) => `<button autofocus onfocus="${c}">b</button>`],
  ['attribute', (c) => `<details open ontoggle="${c}"><summary>s</summary></details>`],
  ['attribute', (c) => `<marquee onstart="${c}">m</marquee>`],
  ['attribute', (c) => `<video><source onerror="${c}"></video>`],
  ['attribute', (c) => `<video src="x" onerror="${c}"></video>`],
  ['attribute', (c) => `<video poster="x" onloadstart="${c}" src="x"></video>`],
  ['attribute', (c) => `<audio src="x" onerror="${c}"></audio>`],
  ['attribute', (c) => `<object data="x" onerror="${c}"></object>`],
  ['attribute', (c) => `<embed src="x" onload="${c}">`],
  ['attribute', (c) => `<input type="image" src="x" onerror="${c}">`],
  ['attribute', (c) => `<form onsubmit="${c}"><button>go</button></form>`],
  ['attribute', (c) => `<div contenteditable onfocus="${c}" autofocus>d</div>`],
  ['attribute', (c) => `<x-tag tabindex="1" autofocus onfocus="${c}">x</x-tag>`],
  ['attribute', (c) => `<span onanimationstart="${c}" style="animation:spin 1s">s</span>`],
  ['attribute', (c) => `<div onpointerover="${c}" style="position:fixed;inset:0">cover</div>`],
  ['attribute', (c) => `<frameset onload="${c}"></frameset>`],
  ['attribute', (c) => `<picture><img src=x onerror="${c}"></picture>`],
  ['attribute', (c) => `<img src=x onerror="${c}" data-attachment="1" download>`],
  ['attribute', (c) => `<img srcset="x 1x" onerror="${c}">`],
  ['attribute', (c) => `<link rel="stylesheet" href="x" onerror="${c}">`],
  ['attribute', (c) => `<style onload="${c}"></style>`],
  [
    'attribute',
    (c) => `<dialog open onclose="${c}"><form method="dialog"><button>x</button></form></dialog>`,
  ],
];
for (const [surface, make] of handlerCases) html('event-handler', surface, make);

// URLs with scripting schemes in every URL sink.
const urlCases: [XssSurface, (u: string) => string][] = [
  ['link', (u) => `<a href="${u}">link</a>`],
  ['link', (u) => `<a href="${u}" target="_blank">new tab</a>`],
  ['link', (u) => `<a href="${u}" data-attachment="9" download="r.pdf">attachment</a>`],
  ['attribute', (u) => `<img src="${u}">`],
  ['attribute', (u) => `<iframe src="${u}"></iframe>`],
  ['attribute', (u) => `<form action="${u}"><button>go</button></form>`],
  ['attribute', (u) => `<button formaction="${u}">go</button>`],
  ['attribute', (u) => `<object data="${u}"></object>`],
  ['attribute', (u) => `<embed src="${u}">`],
  ['svg', (u) => `<svg><a xlink:href="${u}"><text x="20" y="20">svg link</text></a></svg>`],
  ['svg', (u) => `<math><a href="${u}">math link</a></math>`],
  ['attribute', (u) => `<video poster="${u}" src="${u}"></video>`],
  ['attribute', (u) => `<area href="${u}">`],
];
const scriptUrls: [string, (c: string) => string][] = [
  ['javascript', (c) => `javascript:${c}`],
  ['javascript-entities', (c) => `&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;:${c}`],
  ['javascript-tab', (c) => `java&#x09;script:${c}`],
];
for (const [, url] of scriptUrls) {
  for (const [surface, sink] of urlCases) {
    add({ vector: 'url', surface, html: (c) => sink(url(c)), url: (c) => url(c) });
  }
}
const moreUrls: ((c: string, id: number) => string)[] = [
  (c) => `JaVaScRiPt:${c}`,
  (c) => ` javascript:${c}`,
  (c) => `javascript&colon;${c}`,
  (c) => `javascript:void(${c})`,
  (c) => `vbscript:${c}`,
  (c) => `data:text/html,<script>parent.${c}</script>`,
  (c) => `data:text/html;base64,${btoaAscii(`<script>parent.${c}</script>`)}`,
  (c) => `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="${c}"/>`,
  (c) => `jav\tascript:${c}`,
  (c) => `\x01javascript:${c}`,
  (c) => `javascript://%0a${c}`,
  (c) => `javascript:/*--></title></style></textarea></script><svg/onload=${c}>*/`,
];
for (const url of moreUrls) {
  add({
    vector: 'url',
    surface: 'link',
    html: (c, id) => `<a href="${escapeAttribute(url(c, id))}">link</a>`,
    url: (c, id) => url(c, id),
  });
}

// SVG.
html('svg', 'svg', (c) => `<svg onload="${c}">`);
html('svg', 'svg', (c) => `<svg/onload=${c}>`);
html('svg', 'svg', (c) => `<svg><script>${c}</script></svg>`);
html('svg', 'svg', (c) => `<svg><script href="data:text/javascript,${c}"/></svg>`);
html('svg', 'svg', (c) => `<svg><animate onbegin="${c}" attributeName="x" dur="1s"/></svg>`);
html('svg', 'svg', (c) => `<svg><set onbegin="${c}" attributeName="x" to="1"/></svg>`);
html(
  'svg',
  'svg',
  (c) =>
    `<svg><a><set attributeName="href" to="javascript:${c}"/><text x="20" y="20">t</text></a></svg>`,
);
html(
  'svg',
  'svg',
  (c) =>
    `<svg><animate xlink:href="#x" attributeName="href" values="javascript:${c}"/><a id="x"><text>t</text></a></svg>`,
);
html('svg', 'svg', (c) => `<svg><foreignObject><img src=x onerror="${c}"></foreignObject></svg>`);
html(
  'svg',
  'svg',
  (c) =>
    `<svg><foreignObject><iframe srcdoc="&lt;script&gt;parent.${c}&lt;/script&gt;"></iframe></foreignObject></svg>`,
);
html('svg', 'svg', (c) => `<svg><image href="x" onerror="${c}"/></svg>`);
html(
  'svg',
  'svg',
  (c) =>
    `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='${c}'/></svg>#x"/></svg>`,
);
html('svg', 'svg', (c) => `<svg><style>@import url("javascript:${c}")</style></svg>`);
html('svg', 'svg', (c) => `<svg><desc><img src=x onerror="${c}"></desc></svg>`);
html('svg', 'svg', (c) => `<svg><title><img src=x onerror="${c}"></title></svg>`);
html(
  'svg',
  'svg',
  (c) =>
    `<svg><handler xmlns:ev="http://www.w3.org/2001/xml-events" ev:event="load">${c}</handler></svg>`,
);
html(
  'svg',
  'svg',
  (c) => `<img src="data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='${c}'/>">`,
);
html('svg', 'svg', (c) => `<svg><feImage href="javascript:${c}"/></svg>`);
html('svg', 'svg', (c) => `<svg><discard onbegin="${c}"/></svg>`);
html('svg', 'svg', (c) => `<svg><p><style><img src=x onerror="${c}"></style></p></svg>`);

// MathML.
html(
  'mathml',
  'svg',
  (c) => `<math><maction actiontype="statusline" onclick="${c}">m</maction></math>`,
);
html('mathml', 'svg', (c) => `<math><mi xlink:href="javascript:${c}">m</mi></math>`);
html('mathml', 'svg', (c) => `<math href="javascript:${c}"><mi>m</mi></math>`);
html('mathml', 'svg', (c) => `<math><mtext><img src=x onerror="${c}"></mtext></math>`);
html(
  'mathml',
  'svg',
  (c) =>
    `<math><annotation-xml encoding="text/html"><img src=x onerror="${c}"></annotation-xml></math>`,
);
html(
  'mathml',
  'svg',
  (c) =>
    `<math><mtext><table><mglyph><style><img src=x onerror="${c}"></style></mglyph></table></mtext></math>`,
);
html(
  'mathml',
  'svg',
  (c) =>
    `<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror='${c}'>"></style></mtext></svg></mglyph></h1></mtext></math>`,
);

// Mutation XSS: nesting that re-parses differently after serialisation.
html(
  'mutation',
  'paste',
  (c) => `<noscript><p title="</noscript><img src=x onerror=${c}>"></noscript>`,
);
html('mutation', 'paste', (c) => `<style><img src=x onerror="${c}"></style>`);
html('mutation', 'paste', (c) => `<template><img src=x onerror="${c}"></template>`);
html('mutation', 'paste', (c) => `<textarea></textarea><img src=x onerror="${c}">`);
html('mutation', 'paste', (c) => `<textarea><img src=x onerror="${c}"></textarea>`);
html('mutation', 'paste', (c) => `<textarea><p title="</textarea><img src=x onerror=${c}>">`);
html('mutation', 'paste', (c) => `<xmp><p title="</xmp><img src=x onerror=${c}>"></xmp>`);
html(
  'mutation',
  'paste',
  (c) => `<noembed><p title="</noembed><img src=x onerror=${c}>"></noembed>`,
);
html(
  'mutation',
  'paste',
  (c) => `<noframes><p title="</noframes><img src=x onerror=${c}>"></noframes>`,
);
html('mutation', 'paste', (c) => `<iframe><p title="</iframe><img src=x onerror=${c}>"></iframe>`);
html('mutation', 'title', (c) => `<title><p title="</title><img src=x onerror=${c}>"></title>`);
html('mutation', 'paste', (c) => `<svg></p><style><a id="</style><img src=1 onerror=${c}>">`);
html('mutation', 'paste', (c) => `<svg><p><style><a id="</style><img src=1 onerror=${c}>">`);
html(
  'mutation',
  'paste',
  (c) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${c}>`,
);
html(
  'mutation',
  'paste',
  (c) =>
    `<math><mtext><table><mglyph><svg><mtext><style><path id="</style><img onerror=${c} src>">`,
);
html(
  'mutation',
  'paste',
  (c) =>
    `<select><template><style><!--</style><a rel="--></style></template></select><img src=x onerror=${c}>">`,
);
html('mutation', 'paste', (c) => `<a title="<!--"></a><img src=x onerror="${c}">--></a>`);
html('mutation', 'paste', (c) => `<!--<img src="--><img src=x onerror=${c}//">`);
html('mutation', 'paste', (c) => `<![CDATA[><img src=x onerror=${c}//]]>`);
html('mutation', 'paste', (c) => `<table><style><img src=x onerror="${c}"></style></table>`);
html(
  'mutation',
  'paste',
  (c) => `<p><template><p title="</template><img src=x onerror=${c}>"></p>`,
);
html('mutation', 'paste', (c) => `<plaintext><img src=x onerror="${c}">`);
html(
  'mutation',
  'paste',
  (c) => `<div id="x"><noscript><img src=x onerror="${c}"></noscript></div>`,
);
html('mutation', 'paste', (c) => `<svg><![CDATA[</svg><img src=x onerror=${c}>]]></svg>`);
html('mutation', 'paste', (c) => `<math><style><img src=x onerror="${c}"></style></math>`);

// Encoded entities.
html('entities', 'attribute', (c) => `<img src=x onerror="&#95;&#95;xss(${c.slice(6, -1)})">`);
html(
  'entities',
  'attribute',
  (c) => `<img src=x onerror=&#x5f;&#x5f;xss&#x28;${c.slice(6, -1)}&#x29;>`,
);
html('entities', 'paste', (c) => `&lt;script&gt;${c}&lt;/script&gt;`);
html('entities', 'paste', (c) => `&lt;img src=x onerror=${c}&gt;`);
html(
  'entities',
  'link',
  (c) => `<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;${c}">x</a>`,
);
html(
  'entities',
  'link',
  (c) =>
    `<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058${c}">x</a>`,
);
html('entities', 'link', (c) => `<a href="javascript&NewLine;:${c}">x</a>`);
html('entities', 'link', (c) => `<a href="jav&Tab;ascript:${c}">x</a>`);
html('entities', 'attribute', (c) => `<p title="&quot;&gt;&lt;img src=x onerror=${c}&gt;">t</p>`);
html('entities', 'paste', (c) => `\\u003cimg src=x onerror=${c}\\u003e`);
html('entities', 'paste', (c) => `%3Cscript%3E${c}%3C/script%3E`);

// srcdoc.
html('srcdoc', 'attribute', (c) => `<iframe srcdoc="<script>parent.${c}</script>"></iframe>`);
html(
  'srcdoc',
  'attribute',
  (c) => `<iframe srcdoc="&lt;img src=x onerror=parent.${c}&gt;"></iframe>`,
);
html('srcdoc', 'attribute', (c) => `<p srcdoc="<script>${c}</script>">p</p>`);
html(
  'srcdoc',
  'attribute',
  (c) => `<iframe src="data:text/html,<script>parent.${c}</script>"></iframe>`,
);

// <meta http-equiv=refresh> and <base>.
html('meta-refresh', 'paste', (c) => `<meta http-equiv="refresh" content="0;url=javascript:${c}">`);
html(
  'meta-refresh',
  'paste',
  (c) => `<meta http-equiv="refresh" content="0;url=data:text/html,<script>opener.${c}</script>">`,
);
html(
  'meta-refresh',
  'paste',
  (c) =>
    `<meta charset="x-imap4-modified-utf7">&ADz&AGn&AG0&AEf&ACA&AHM&AHI&AGO&AD0&AGn&ACA&AG8Abg&AGUAcgByAG8AcgA9AGEAbABlAHIAdAAoADEAKQ&ACAAPABi>${c}`,
);
html('base', 'link', (c) => `<base href="javascript:${c}//"><a href="/x">relative link</a>`);
html(
  'base',
  'link',
  (c) => `<base href="data:text/html,<script>parent.${c}</script>"><img src="x">`,
);

// CSS.
html('css', 'attribute', (c) => `<div style="background:url(javascript:${c})">d</div>`);
html('css', 'attribute', (c) => `<div style="width:expression(${c})">d</div>`);
html('css', 'paste', (c) => `<style>@import 'javascript:${c}';</style>`);
html(
  'css',
  'paste',
  (c) => `<style>@keyframes k{}</style><p style="animation-name:k" onanimationstart="${c}">p</p>`,
);
html('css', 'paste', (c) => `<style>*{background:url("javascript:${c}")}</style>`);
html('css', 'paste', (c) => `<link rel="stylesheet" href="data:text/css,*{x:expression(${c})}">`);
html('css', 'attribute', (c) => `<p style="-moz-binding:url(data:text/xml,${c})">p</p>`);
html(
  'css',
  'paste',
  (c) => `<style>p{transition:color 0s}</style><p ontransitionend="${c}" style="color:red">p</p>`,
);

// Broken markup.
html('broken-markup', 'paste', (c) => `<img src=x onerror=${c}//`);
html('broken-markup', 'paste', (c) => `<<script>script>${c}<</script>/script>`);
html('broken-markup', 'paste', (c) => `<img """><script>${c}</script>">`);
html('broken-markup', 'paste', (c) => `<img/src=x/onerror=${c}>`);
html('broken-markup', 'paste', (c) => `<img src=x onerror\n=\n"${c}">`);
html('broken-markup', 'paste', (c) => `<img src=\`x\` onerror=\`${c}\`>`);
html('broken-markup', 'paste', (c) => `<svg/onload=${c}`);
html('broken-markup', 'paste', (c) => `<a href="javascript:${c}"`);
html('broken-markup', 'paste', (c) => `<iframe/src="data:text/html,<svg onload=parent.${c}>">`);
html('broken-markup', 'paste', (c) => `<p>unclosed <b><i>marks<img src=x onerror=${c}></p></b>`);
html('broken-markup', 'paste', (c) => `<img src=x onerror=${c} <p>`);
html('broken-markup', 'paste', (c) => `<scri\0pt>${c}</scri\0pt>`);
html('broken-markup', 'paste', (c) => `<img src=x\0onerror=${c}>`);
html('broken-markup', 'paste', (c) => `<a onclick=${c}//>link`);

// Attribute break-outs: markup inside values of allowed attributes.
html('attribute-breakout', 'attribute', (c) => `"><img src=x onerror=${c}>`);
html('attribute-breakout', 'attribute', (c) => `'><script>${c}</script>`);
html(
  'attribute-breakout',
  'attribute',
  (c) => `<img alt='"><img src=x onerror=${c}>' src="https://x/a.png">`,
);
html(
  'attribute-breakout',
  'attribute',
  (c) => `<a title='"><svg onload=${c}>' href="https://x">t</a>`,
);
html(
  'attribute-breakout',
  'attribute',
  (c) => `<a data-attachment='"><img src=x onerror=${c}>' download='"><script>${c}</script>'>a</a>`,
);
html(
  'attribute-breakout',
  'attribute',
  (c) => `<a href="https://x/&quot;onmouseover=&quot;${c}">x</a>`,
);
html(
  'attribute-breakout',
  'attribute',
  (c) => `<img src="https://x/a.png" alt="x" onerror  =  "${c}">`,
);
html('attribute-breakout', 'attribute', (c) => `<td colspan="2 onclick=${c}">c</td>`);
html('attribute-breakout', 'title', (c) => `" autofocus onfocus="${c}`);
html('attribute-breakout', 'title', (c) => `{{constructor.constructor('${c}')()}}`);
html('attribute-breakout', 'title', (c) => `\${${c}}`);

// Office and web clipboards carrying scripts.
html(
  'office-paste',
  'paste',
  (c) =>
    `<html xmlns:o="urn:schemas-microsoft-com:office:office"><body><!--[if gte mso 9]><script>${c}</script><![endif]--><p class="MsoNormal">Word</p><img src=x onerror=${c}></body></html>`,
);
html(
  'office-paste',
  'paste',
  (c) =>
    `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><p dir="ltr"><span style="font-weight:700;" onmouseover="${c}">Docs</span></p></b>`,
);
html(
  'office-paste',
  'paste',
  (c) => `<!--StartFragment--><p>Web</p><script>${c}</script><!--EndFragment-->`,
);
html(
  'office-paste',
  'paste',
  (c) =>
    `<p class="MsoListParagraph" style="mso-list:l0 level1 lfo1"><span style="mso-list:Ignore">·</span><img src=x onerror=${c}>item</p>`,
);

function escapeAttribute(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function btoaAscii(s: string): string {
  // Payloads are ASCII: base64 without Buffer/btoa, so the corpus runs anywhere.
  const table = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let out = '';
  for (let i = 0; i < s.length; i += 3) {
    const n =
      (s.charCodeAt(i) << 16) | ((s.charCodeAt(i + 1) || 0) << 8) | (s.charCodeAt(i + 2) || 0);
    out += table[(n >> 18) & 63]! + table[(n >> 12) & 63]!;
    out += i + 1 < s.length ? table[(n >> 6) & 63]! : '=';
    out += i + 2 < s.length ? table[n & 63]! : '=';
  }
  return out;
}

/** Every payload of the corpus, ids 1…n. */
export const XSS_CORPUS: readonly XssPayload[] = payloads;
