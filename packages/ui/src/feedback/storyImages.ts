/**
 * Sample pictures for the stories, inline so they load at once and identically on every run. Their
 * colours are picture content, not interface colours.
 */
const svg = (markup: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;

export const portraitSrc = svg(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#3a6ea5"/><circle cx="48" cy="38" r="18" fill="#f2d0b1"/><path d="M14 96c4-22 18-32 34-32s30 10 34 32z" fill="#1d2939"/><path d="M30 34c0-14 8-22 18-22s18 8 18 22c-4-8-10-10-18-10s-14 2-18 10z" fill="#2b1d14"/></svg>`,
);

export const portraitAltSrc = svg(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#b54708"/><circle cx="48" cy="40" r="18" fill="#e8b894"/><path d="M14 96c4-22 18-32 34-32s30 10 34 32z" fill="#f8f9fb"/><path d="M28 44c-2-20 8-30 20-30s22 10 20 30c-2-10-8-14-20-14s-18 4-20 14z" fill="#101828"/></svg>`,
);

export const coverSrc = svg(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><rect width="320" height="180" fill="#14264d"/><g fill="none" stroke="#84adff" stroke-width="4"><path d="M0 140 L50 120 L90 128 L140 80 L190 96 L240 50 L320 30"/></g><g fill="#75e0a7"><rect x="30" y="150" width="20" height="30"/><rect x="70" y="140" width="20" height="40"/><rect x="110" y="155" width="20" height="25"/><rect x="150" y="130" width="20" height="50"/><rect x="190" y="145" width="20" height="35"/><rect x="230" y="120" width="20" height="60"/><rect x="270" y="135" width="20" height="45"/></g></svg>`,
);

/** Fails at once and the same way every time: a `data:` URL that is not an image. */
export const brokenSrc = 'data:text/plain,not-an-image';
