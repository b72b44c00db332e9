import { brotliCompressSync, constants } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, newPage, startStack, type Stack } from './harness';

/**
 * What a staff member gets, measured in Chromium against the built console on the reference API
 * (issue 18, item 5), with budgets so a regression fails CI:
 * - the JavaScript the browser downloads from the login page to the first article list, summed
 *   over the script responses it really received (brotli, as the server sends it);
 * - sign-in (the click) to the first rows of the article list;
 * - opening the editor from the list (the click on a title to the editor's title field).
 * Figures are printed as `[perf] …` lines for the notes.
 */
/**
 * Targets of issue 18 and the gates CI enforces today. Where a target is not met yet, the gate sits
 * just above today's figure so any regression fails, and the `[perf]` line says how far off the
 * target is; lower a gate as the work gets there, until it reaches its target.
 */
// 255 → 280 kB when the console grew from 6 to 50 routes: the same modules now land in 80 smaller
// shared chunks instead of 33 (each with its own wrapper and a worse compression ratio), 275.7 kB
// measured. Merging them is #18's next step; the gate stays just above the figure.
const JS = { target: 180, gate: Number(process.env.INITIAL_JS_BUDGET_KB ?? 280) };
const SIGN_IN_MS = { target: 300, gate: 600 };
const EDITOR_OPEN_MS = { target: 300, gate: 550 };
const verdict = (value: number, { target }: { target: number }) =>
  value <= target ? 'target met' : `target ${target} not met yet`;
const RUNS = 5;
/** The published articles (a scheduled one would open with the cancel-schedule question). */
const LOGIN_TO_LIST = `/auth/login?redirect=${encodeURIComponent('/content/article/list?status=2')}`;

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ port: 4311 });
}, 240_000);
afterAll(() => stack?.stop());

const median = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.floor(ms.length / 2)]!;
const round = (n: number) => Math.round(n * 10) / 10;

/** The rows of the article list that show an article (its title is a link to the editor). */
const firstArticleLink = (page: Page) =>
  page.getByRole('row').getByRole('link').filter({ hasNotText: /^$/ }).first();

/**
 * Bytes on the wire of one script response: the encoded body size Chromium reports when the server
 * compressed it, else what brotli (quality 11, as a static host would pre-compress) makes of it.
 */
async function wireSize(response: Response) {
  const encoding = (await response.allHeaders())['content-encoding'];
  const sizes = await response.request().sizes();
  if (encoding === 'br') return sizes.responseBodySize;
  const body = await response.body();
  return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

async function englishLogin(page: Page) {
  await page.getByLabel(/Email/).fill(DEMO.editor.email);
  await page.getByLabel(/Password/).fill(DEMO.editor.password);
}

describe('what the browser downloads and waits for', () => {
  it(`loads at most ${JS.gate} kB of JS (brotli) from login to the first article list`, async () => {
    const { context, page } = await newPage(stack);
    await context.addInitScript(() => window.localStorage.setItem('locale', '"en"'));
    // The moments (epoch ms) the login form and the first article rows appear in the document.
    await context.addInitScript(() => {
      const marks: Record<string, number> = {};
      (window as unknown as { __marks: typeof marks }).__marks = marks;
      const now = () => performance.timeOrigin + performance.now();
      new MutationObserver(() => {
        marks.login ??= document.querySelector('form button[type=submit]') ? now() : undefined!;
        marks.rows ??= document.querySelector('tr a[href], [role=row] a[href]')
          ? now()
          : undefined!;
      }).observe(document, { childList: true, subtree: true });
    });
    const scripts: Promise<{ path: string; start: number; size: number }>[] = [];
    page.on('request', (request) => {
      if (request.resourceType() !== 'script') return;
      scripts.push(
        request.response().then(async (response) => ({
          path: new URL(request.url()).pathname,
          start: request.timing().startTime,
          size: response ? await wireSize(response) : 0,
        })),
      );
    });
    await page.goto(LOGIN_TO_LIST);
    await englishLogin(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await firstArticleLink(page).waitFor();
    // What the list prefetches for the next screens (the editor) is fetched after its rows show.
    await page.waitForLoadState('networkidle');
    const marks = await page.evaluate(
      () => (window as unknown as { __marks: { login: number; rows: number } }).__marks,
    );
    const all = await Promise.all(scripts);
    const sum = (list: typeof all) => list.reduce((n, s) => n + s.size, 0) / 1024;
    const beforeLogin = all.filter((s) => s.start <= marks.login);
    const beforeRows = all.filter((s) => s.start <= marks.rows);
    const after = all.filter((s) => s.start > marks.rows);
    for (const s of [...beforeRows].sort((a, b) => b.size - a.size))
      console.log(`[perf]   ${(s.size / 1024).toFixed(1).padStart(6)} kB  ${s.path}`);
    console.log(
      `[perf] initial JS (brotli, in Chromium): login page ${sum(beforeLogin).toFixed(1)} kB; login to the first article list ${sum(beforeRows).toFixed(1)} kB in ${beforeRows.length} files (gate ${JS.gate} kB, ${verdict(sum(beforeRows), JS)}); prefetched after the rows for the next screens ${sum(after).toFixed(1)} kB in ${after.length} files`,
    );
    expect(sum(beforeRows)).toBeLessThanOrEqual(JS.gate);
    await context.close();
  });

  it(`shows the first rows within ${SIGN_IN_MS.gate} ms of signing in, and opens the editor from the list within ${EDITOR_OPEN_MS.gate} ms`, async () => {
    const signIns: number[] = [];
    const opens: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const { context, page } = await newPage(stack);
      await context.addInitScript(() => window.localStorage.setItem('locale', '"en"'));
      // Timed in the page, as the user sees it: from the submit (or the click on a title) to the
      // first frame painted with the rows (or the editor's title field).
      await context.addInitScript(() => {
        const t: Record<string, number> = {};
        (window as unknown as { __t: typeof t }).__t = t;
        const painted = (key: string) =>
          requestAnimationFrame(() => {
            t[key] ??= performance.now();
          });
        document.addEventListener('submit', () => (t.submit = performance.now()), true);
        document.addEventListener(
          'click',
          (e) => {
            if ((e.target as Element).closest('tr a[href]')) t.open = performance.now();
          },
          true,
        );
        new MutationObserver(() => {
          if (t.submit && !t.rows && document.querySelector('tr a[href]')) painted('rows');
          if (t.open && !t.editor && document.querySelector('input[name="title"]'))
            painted('editor');
        }).observe(document, { childList: true, subtree: true });
      });
      const times = () =>
        page.evaluate(() => (window as unknown as { __t: Record<string, number> }).__t);
      await page.goto(LOGIN_TO_LIST);
      await englishLogin(page);
      // The login page settles (its prefetch of the list is done) as it would while a person types.
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await firstArticleLink(page).waitFor();
      await expect.poll(async () => (await times()).rows).toBeDefined();
      const signIn = await times();
      signIns.push(signIn.rows! - signIn.submit!);

      // The list prefetches the editor once it has settled; a person reads the list meanwhile.
      await page.waitForResponse((r) => /ArticleEditorPage-[\w-]+\.js$/.test(r.url()));
      await page.waitForLoadState('networkidle');
      await firstArticleLink(page).click();
      await page.getByRole('textbox', { name: /^Title/ }).waitFor();
      await expect.poll(async () => (await times()).editor).toBeDefined();
      const open = await times();
      opens.push(open.editor! - open.open!);
      await context.close();
    }
    console.log(
      `[perf] sign-in to first rows: median ${round(median(signIns))} ms (${signIns.map(round).join(', ')}; gate ${SIGN_IN_MS.gate} ms, ${verdict(median(signIns), SIGN_IN_MS)})`,
    );
    console.log(
      `[perf] article list to editor open: median ${round(median(opens))} ms (${opens.map(round).join(', ')}; gate ${EDITOR_OPEN_MS.gate} ms, ${verdict(median(opens), EDITOR_OPEN_MS)})`,
    );
    expect(median(signIns)).toBeLessThanOrEqual(SIGN_IN_MS.gate);
    expect(median(opens)).toBeLessThanOrEqual(EDITOR_OPEN_MS.gate);
  });
});
