import { brotliCompressSync, constants } from 'node:zlib';
import type { Page, Request, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, newPage, startStack, trackNetwork, type Stack } from './harness';
import { atReferenceSpeed, scaledGate } from './machine';

/**
 * What a staff member gets, measured in Chromium against the built console on the reference API
 * (issue 18, item 5), with budgets so a regression fails CI:
 * - the JavaScript the browser downloads from the login page to the first article list, summed
 *   over the script responses it really received (brotli, as the server sends it);
 * - sign-in (the click) to the first rows of the article list;
 * - opening the editor from the list (the click on a title to the editor's title field).
 * Figures are printed as `[perf] …` lines for the notes. The timed ones are taken at the reference
 * machine's speed: slowed to it on a faster machine (`atReferenceSpeed`), with gates scaled on a
 * slower one (`scaledGate`), so a target reads the same on any machine.
 */
/**
 * Targets of issue 18 and the gates CI enforces today. Where a target is not met yet, the gate sits
 * just above today's figure so any regression fails, and the `[perf]` line says how far off the
 * target is; lower a gate as the work gets there, until it reaches its target.
 */
// 255 → 280 kB when the console grew from 6 to 50 routes: the same modules now land in 80 smaller
// shared chunks instead of 33 (each with its own wrapper and a worse compression ratio), 275.7 kB
// measured. 280 → 265 kB (stop 25): the sign-in form without react-hook-form (login page 174.1 →
// 160.5 kB) and the libraries every screen runs in one `vendor` chunk, 260.3 kB in 76 files.
// 265 → 255 kB (2026-11-27): the tag and author lookups in their own modules, so the list no longer
// loads the tag and user screens' GraphQL documents (a 9.3 kB chunk), 251.0 kB in 77 files.
// 255 → 250 kB (2026-11-28): the stored locale's messages only (4.5 kB for English instead of
// 12 kB for all six locales), 247.5 kB in 81 files.
// 250 → 200 kB (2026-11-28, night): pickers, menus and long lists load downshift, floating-ui and
// the virtualizer after the screen shows (dormant components), and the areas' pages load with the
// first screen of an area, 194.8 kB in 75 files.
// 200 → 180 kB, the target (2026-11-29): the first visit's code in a few chunks planned by which
// landing screens need it (build/screenChunks.ts) instead of 70-odd small ones, 172.7 kB in 11 files.
const JS = { target: 180, gate: Number(process.env.INITIAL_JS_BUDGET_KB ?? 180) };
// 600 → 700 ms (2026-11-27): the same build measured medians of 474 and 507 ms in the morning and
// 617 and 629 ms (a clean-clone rehearsal) two hours later on the same quiet machine, nothing on
// the sign-in path changed between them; the gate sits above that spread.
// 700 → 500 ms (2026-11-29): medians 294 to 334 ms since 2026-11-28 (dormant pickers, the first
// visit in 11 chunks), 294.5 ms in a clean-clone rehearsal; the gate sits 50% above the worst.
// Kept at 500 ms (2026-11-29, evening): Argon2id (the server's sign-in 78 → 9 ms of hashing), the
// list's route resolved and its read's code loaded on the login page: medians 263.9 to 327.7 ms
// alone on this machine, so around the target, not reliably under it.
const SIGN_IN_MS = { target: 300, gate: 500 };
// 550 → 650 ms (stop 26): with what stops 24–25 added to the editor (the related-content panel,
// the audience's user groups read through Apollo, local drafts) it opened in a median 689 ms. Two
// causes were fixed (a hover read dropped at the click, closed comboboxes measuring themselves):
// medians 461 and 582 ms in two runs since, 5 opens each. The gate sits just above those.
// 650 → 600 ms (2026-11-27): the test now waits for the editor's prefetch to finish before the
// click (it raced the download, 350-860 ms), and the editor mounts its content section first and
// the rest of the form in the next frames (`progressive`): medians 358, 375, 426 (clean-clone
// rehearsal) and 448 ms here. 600, not lower: this machine's medians drift by a third over hours.
// 600 → 500 ms (2026-11-29): medians 260 to 317 ms since 2026-11-28, 279.5 ms in a clean-clone
// rehearsal; the gate sits 50% above the worst.
// 500 → 400 ms (2026-11-29, evening): the router resolves the editor's route ahead (readyRoutes)
// and the preview's editor mounts after the first paint: medians 215.6 to 267.3 ms in six runs.
const EDITOR_OPEN_MS = { target: 300, gate: 400 };
const verdict = (value: number, { target }: { target: number }) =>
  value <= target ? 'target met' : `target ${target} not met yet`;
const RUNS = 5;
/** The published articles (a scheduled one would open with the cancel-schedule question). */
const LOGIN_TO_LIST = `/auth/login?redirect=${encodeURIComponent('/content/article/list?status=2')}`;

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ port: Number(process.env.E2E_PORT ?? 4311) });
}, 240_000);
afterAll(() => stack?.stop());

const median = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.floor(ms.length / 2)]!;
const round = (n: number) => Math.round(n * 10) / 10;
/** How a `[perf]` line says at what speed its figure was taken (machine.ts `atReferenceSpeed`). */
const speed = (rate: number) =>
  rate > 1
    ? `at the reference machine's speed: this page's CPU slowed ×${rate.toFixed(2)}`
    : `at this machine's speed`;

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
    const network = trackNetwork(page);
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
    const onRequest = (request: Request) => {
      if (request.resourceType() !== 'script') return;
      scripts.push(
        request.response().then(async (response) => ({
          path: new URL(request.url()).pathname,
          start: request.timing().startTime,
          size: response ? await wireSize(response) : 0,
        })),
      );
    };
    page.on('request', onRequest);
    // The list prefetches the editor 800 ms after its rows show, then when the browser is idle:
    // later than the 500 ms of quiet that 'networkidle' waits for, so that alone measured 0 kB of
    // prefetch (stop 24). Waiting for the editor's chunk keeps the prefetch in the figure.
    const editorPrefetched = page.waitForResponse((r) =>
      /ArticleEditorPage-[\w-]+\.js$/.test(r.url()),
    );
    await page.goto(LOGIN_TO_LIST);
    await englishLogin(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await firstArticleLink(page).waitFor();
    await editorPrefetched;
    await network.quiet();
    const marks = await page.evaluate(
      () => (window as unknown as { __marks: { login: number; rows: number } }).__marks,
    );
    // Scripts asked for from here on (the idle prefetch goes on) are not measured: without this, a
    // request still open when the context closed rejected its response() (4 unhandled errors, CI).
    page.off('request', onRequest);
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
    let rate = 1;
    for (let run = 0; run < RUNS; run++) {
      const { context, page } = await newPage(stack);
      rate = await atReferenceSpeed(page);
      const network = trackNetwork(page);
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
      // Until 2026-11-27 this waited for 'networkidle', which had already fired on the login page:
      // the click came while the editor's ~45 modules were still downloading (its figures varied
      // from 350 to 860 ms with how far the download had got). It now waits for the download.
      await page.waitForResponse((r) => /ArticleEditorPage-[\w-]+\.js$/.test(r.url()));
      await network.quiet();
      await firstArticleLink(page).click();
      await page.getByRole('textbox', { name: /^Title/ }).waitFor();
      await expect.poll(async () => (await times()).editor).toBeDefined();
      const open = await times();
      opens.push(open.editor! - open.open!);
      await context.close();
    }
    // The gates are the reference machine's, scaled to this one's speed (machine.ts).
    const signInGate = await scaledGate(stack.browser, SIGN_IN_MS.gate);
    const openGate = await scaledGate(stack.browser, EDITOR_OPEN_MS.gate);
    console.log(
      `[perf] sign-in to first rows, ${speed(rate)}: median ${round(median(signIns))} ms (${signIns.map(round).join(', ')}; ${signInGate.says}; ${verdict(median(signIns), SIGN_IN_MS)})`,
    );
    console.log(
      `[perf] article list to editor open, ${speed(rate)}: median ${round(median(opens))} ms (${opens.map(round).join(', ')}; ${openGate.says}; ${verdict(median(opens), EDITOR_OPEN_MS)})`,
    );
    expect(median(signIns)).toBeLessThanOrEqual(signInGate.gate);
    expect(median(opens)).toBeLessThanOrEqual(openGate.gate);
  });
});

/**
 * Issue #13: the dashboard `/` on the demo data, signed in as an Admin (so the revenue charts are
 * drawn too): its largest contentful paint (PerformanceObserver `largest-contentful-paint`, the last
 * candidate once every panel has loaded; median of 5 cold loads with a stored session) and the chart
 * code (nivo and the chart components) it downloads, which the article list never loads.
 */
// Target 1.0 s (issue #13), not met yet. Medians measured on a shared 2-core machine under heavy
// load (load average 15-20): 3,500, 2,600 and 4,224 ms; in the same run the gates above measured
// 1.3-1.9 times their own values (sign-in 788 ms, editor open 1,028 ms). The largest content is the
// counts' "Last week: ¥…" line, drawn when the GraphQL revenue read (Apollo's chunk, then the query)
// answers. The gate is today's best figure scaled to a quiet run (as this file runs in CI, alone);
// DASHBOARD_LCP_BUDGET_MS overrides it. Lower it as the revenue line comes sooner, to the target.
// 2,000 → 2,400 ms and 3 → 5 loads (2026-11-27): the same build measured medians of 1,644 and
// 2,136 ms (2,004-2,304) an hour apart on this quiet machine, the second only 61 ms under its
// scaled gate (2,197 ms); a fresh stack's first reads are part of it. Five loads steady the median.
// 2026-11-27 (evening), on a machine whose bench is 38-40 ms (the reference's 70): medians 836,
// 868 and 900 ms before, 700, 740 and 712 ms once the route's revenue read stays in Apollo's cache
// (it was 'no-cache', so the page asked again) and the page's first render shows what has arrived
// (the counts and the revenue) instead of a skeleton for one more render; then 724, 620 and 740 ms
// (the waterfall script: 556-620 ms, in the page's first frame) once the revenue is asked at once
// with fetch rather than after Apollo's chunk, and the panels below the counts render just after
// the first frame.
// 2,400 → 1,600 ms (2026-11-27, night): every timed figure here is now taken at the reference
// machine's speed (machine.ts `atReferenceSpeed`: on a faster machine the page's CPU is slowed by
// the bench ratio, ×1.66-1.73 on this one). Medians so measured: 932 and 1,068 ms in this test
// (896-1,148), and 920, 952 and 1,004 ms (780-1,144) in seven-load runs of a script beside it;
// unthrottled, the same build measured 640 ms. The gate sits 50% above, for a loaded CI machine.
// Kept at 1,600 ms (2026-11-29). Which element is largest depends on the demo data: while this
// week's revenue is below last week's, the counts' "Last week: ¥… · down …%" line (4,760 px²,
// painted at once) is; once it is above ("· up …%", shorter), the revenue chart's caption is, but
// only when the chart is ready: its "Show as table" button then makes the caption wrap to two
// lines (5,385 px², against 3,063 on one line while loading). The LCP is then the chart's, medians
// 1,356-1,444 ms, against 796-912 ms for the counts' line earlier the same day. A clean-clone CI
// run measured 1,608 ms and failed.
// Same day, later: the chart's header keeps its layout in every state (the switch's place is kept,
// hidden, while loading), and the charts' frames (captions and skeletons) paint in the page's first
// frame, before the chart code arrives. The caption is then the largest element from the first
// paint, whatever the data, and nothing larger comes later: medians 1,052, 1,020 and 896 ms.
const DASHBOARD_LCP_MS = {
  target: 1000,
  gate: Number(process.env.DASHBOARD_LCP_BUDGET_MS ?? 1600),
};
const CHARTS_KB = { target: 100, gate: 100 };
const LCP_RUNS = 5;
/** Chart code: the nivo chunks and the chart components' own chunks. */
const isChartScript = (path: string) => /nivo|Chart-[\w-]+\.js$/.test(path);

describe('the dashboard (#13)', () => {
  it(`paints its largest content within ${DASHBOARD_LCP_MS.gate} ms on the reference machine (median of ${LCP_RUNS}) and loads at most ${CHARTS_KB.gate} kB (brotli) of chart code, only there`, async () => {
    // One sign-in (Admin) through the article list: no chart code on the way.
    const { context, page } = await newPage(stack);
    const network = trackNetwork(page);
    await context.addInitScript(() => window.localStorage.setItem('locale', '"en"'));
    const listScripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') listScripts.push(new URL(request.url()).pathname);
    });
    await page.goto(LOGIN_TO_LIST);
    await page.getByLabel(/Email/).fill(DEMO.admin.email);
    await page.getByLabel(/Password/).fill(DEMO.admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await firstArticleLink(page).waitFor();
    await network.quiet();
    expect(listScripts.filter(isChartScript)).toEqual([]);
    const session = await context.storageState();
    await context.close();

    const lcps: number[] = [];
    const largest: string[] = [];
    let charts: { path: string; size: number }[] = [];
    let rate = 1;
    for (let run = 0; run < LCP_RUNS; run++) {
      // A new profile each run (cold HTTP cache) with the stored session, as newPage makes them.
      const fresh = await stack.browser.newContext({
        baseURL: stack.url,
        viewport: { width: 1400, height: 900 },
        locale: 'en-US',
        timezoneId: 'America/New_York',
        storageState: session,
      });
      await fresh.addInitScript(() => {
        const w = window as unknown as { __lcp: { at: number; element: string } };
        w.__lcp = { at: 0, element: '' };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            element?: Element | null;
          })[]) {
            const el = entry.element;
            w.__lcp = {
              at: entry.startTime,
              element: el
                ? `<${el.tagName.toLowerCase()}> ${(el.textContent ?? '').trim().slice(0, 40)}`
                : '(removed)',
            };
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      const p = await fresh.newPage();
      rate = await atReferenceSpeed(p);
      const scripts: Promise<{ path: string; size: number }>[] = [];
      p.on('response', (response) => {
        const path = new URL(response.url()).pathname;
        if (response.request().resourceType() === 'script' && isChartScript(path))
          scripts.push(wireSize(response).then((size) => ({ path, size })));
      });
      await p.goto('/');
      await p.getByRole('heading', { level: 1, name: /^Hello, / }).waitFor();
      await p
        .getByRole('figure', { name: 'Revenue, last 30 days (yuan)' })
        .getByRole('img')
        .waitFor();
      await p.getByRole('region', { name: 'Newest published' }).getByRole('link').first().waitFor();
      await p.waitForLoadState('networkidle');
      const lcp = await p.evaluate(
        () => (window as unknown as { __lcp: { at: number; element: string } }).__lcp,
      );
      expect(lcp.at).toBeGreaterThan(0);
      lcps.push(lcp.at);
      largest.push(lcp.element);
      charts = await Promise.all(scripts);
      await fresh.close();
    }
    const chartKb = charts.reduce((n, s) => n + s.size, 0) / 1024;
    for (const s of charts)
      console.log(`[perf]   ${(s.size / 1024).toFixed(1).padStart(6)} kB  ${s.path}`);
    const lcpGate = await scaledGate(stack.browser, DASHBOARD_LCP_MS.gate);
    console.log(
      `[perf] dashboard LCP (Admin, demo data, cold cache), ${speed(rate)}: median ${round(median(lcps))} ms (${lcps.map(round).join(', ')}; ${lcpGate.says}; ${verdict(median(lcps), DASHBOARD_LCP_MS)}); largest: ${largest.join(' | ')}`,
    );
    console.log(
      `[perf] dashboard chart code (brotli): ${chartKb.toFixed(1)} kB in ${charts.length} files (gate ${CHARTS_KB.gate} kB, ${verdict(chartKb, CHARTS_KB)}); none on the article list`,
    );
    expect(charts.length).toBeGreaterThan(0);
    expect(chartKb).toBeLessThanOrEqual(CHARTS_KB.gate);
    expect(median(lcps)).toBeLessThanOrEqual(lcpGate.gate);
  });
});
