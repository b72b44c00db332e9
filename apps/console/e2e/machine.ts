import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * How much slower than the reference machine this one runs a browser, so the time budgets of the
 * timed e2e tests mean the same thing on any machine (as Lighthouse's benchmark index does).
 *
 * The budgets (sign-in to rows, editor open, dashboard LCP, month render…) were set on the
 * reference machine: 2 cores of the `node` kind, quiet. A CI machine of the same kind ran the same
 * build 1.4–1.9 times slower (type check 165 s against 88 s), and a gate set at 600 ms failed at
 * 600.3 ms. So each timed test first runs a fixed workload in Chromium (JS objects, JSON, string
 * sorting, DOM building and layout: what rendering a screen costs), and scales its gates by the
 * ratio of its median to the reference's, never below 1: a faster machine keeps the reference
 * gates, a slower one gets proportionally more time, and a regression still fails on both. Every
 * `[perf]` line prints the raw figure, the factor and the scaled gate.
 */
const REFERENCE_MS = Number(process.env.E2E_BENCH_REFERENCE_MS ?? 70);
/** Beyond this the machine is too slow for the figures to mean anything: the gates stop growing. */
const MAX_FACTOR = 4;

/**
 * The workload, as source text so no bundler helper leaks into it: integer arithmetic, 200,000
 * integers sorted, and 2,000 elements built and laid out. Three
 * warm-up runs (the JIT), then 9 timed ones, of which the fastest counts: the others differ by the
 * machine's noise (GC, other processes), the fastest by its speed.
 */
const WORKLOAD = `(() => {
  const once = function () {
    const t0 = performance.now();
    let x = 0;
    for (let i = 0; i < 10000000; i++) x = (x * 31 + i) | 0;
    const keys = new Int32Array(200000);
    for (let i = 0; i < keys.length; i++) keys[i] = ((i * 7919) ^ x) % 200000;
    keys.sort();
    const main = document.querySelector('main');
    const list = document.createElement('ul');
    for (let i = 0; i < 2000; i++) {
      const li = document.createElement('li');
      li.textContent = 'Row ' + keys[i];
      list.append(li);
    }
    main.append(list);
    void main.getBoundingClientRect().height;
    list.remove();
    return performance.now() - t0;
  };
  for (let i = 0; i < 10; i++) once();
  return Array.from({ length: 7 }, once);
})()`;

/** By test file: a worker runs several files in one process (isolate: false), each measures. */
const cached = new Map<string, Promise<{ benchMs: number; factor: number }>>();

/** The machine factor (≥ 1), measured once per test file in a fresh page of `browser`. */
export function machineFactor(browser: Browser): Promise<{ benchMs: number; factor: number }> {
  const file = expect.getState().testPath ?? '';
  const known = cached.get(file);
  if (known) return known;
  const measured = (async () => {
    // Three fresh pages: in a browser just launched, a page now and then runs the whole workload a
    // third slower (seen here), while the browser's own start-up still takes the other core.
    const runs: number[] = [];
    for (let i = 0; i < 3; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.setContent('<!doctype html><main></main>');
      runs.push(...((await page.evaluate(WORKLOAD)) as number[]));
      await context.close();
    }
    const benchMs = Math.min(...runs);
    return { benchMs, factor: Math.min(MAX_FACTOR, Math.max(1, benchMs / REFERENCE_MS)) };
  })();
  cached.set(file, measured);
  return measured;
}

/**
 * Runs `page` at the reference machine's speed where this machine is faster: Chromium's CPU
 * throttling (DevTools' "CPU slowdown", applied to the page's renderer) by the bench ratio, so a
 * figure measured here is what the reference machine would show, and a target (issues #13, #18)
 * is judged as written. On a machine as slow or slower nothing changes: `scaledGate` gives it
 * time instead. The server, the network and the browser's other processes are not slowed, so the
 * figure is if anything a little kind. Returns the rate (1: not throttled). Call it before `goto`.
 */
export async function atReferenceSpeed(page: Page): Promise<number> {
  // E2E_CPU_THROTTLE (harness.ts `newPage`) has already set this page's speed by hand.
  const manual = Number(process.env.E2E_CPU_THROTTLE ?? 0);
  if (manual > 1) return manual;
  const { benchMs } = await machineFactor(page.context().browser()!);
  const rate = REFERENCE_MS / benchMs;
  if (rate <= 1.05) return 1;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return rate;
}

/** A gate for this machine, and the words a `[perf]` line uses for it. */
export async function scaledGate(browser: Browser, gateMs: number) {
  const { benchMs, factor } = await machineFactor(browser);
  const gate = Math.round(gateMs * factor);
  return {
    gate,
    says:
      factor > 1
        ? `gate ${gate} ms = ${gateMs} ms × ${factor.toFixed(2)} (machine bench ${benchMs.toFixed(0)} ms against ${REFERENCE_MS} ms)`
        : `gate ${gateMs} ms (machine bench ${benchMs.toFixed(0)} ms, reference ${REFERENCE_MS} ms)`,
  };
}
