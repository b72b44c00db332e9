import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type Request,
} from 'playwright-core';
import { expect, inject, onTestFailed } from 'vitest';

const ROOT = path.resolve(__dirname, '../../..');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface Stack {
  url: string;
  browser: Browser;
  stop(): Promise<void>;
}

/**
 * The reference API serving the built console (apps/console/dist, or `CONSOLE_DIST`), on its own
 * ports (`E2E_PORT` and the next one, else random) and a fresh data folder with the demo seed, and
 * the worker's headless Debian chromium (`workerBrowser`: shared by the worker's files; `stop`
 * closes this file's contexts). The data folder is a copy of the run's seeded template
 * (`globalSetup.ts`) unless `env` asks for something else, in which case the API migrates and seeds
 * its own.
 */
export async function startStack(
  options: {
    port?: number;
    env?: Record<string, string>;
    /**
     * Variables for the API process that change how it behaves, not its data (an AI provider, the
     * crawler's allow-list): the stack still starts on a copy of the seeded template.
     */
    serverEnv?: Record<string, string>;
    /** How long the API may take to answer /healthz (a large seed takes longer). */
    startTimeoutMs?: number;
  } = {},
): Promise<Stack> {
  const port =
    options.port ??
    (process.env.E2E_PORT ? Number(process.env.E2E_PORT) : 4200 + Math.floor(Math.random() * 500));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'newsdesk-e2e-'));
  const template = options.env ? undefined : inject('e2eTemplate');
  if (template) cpSync(template, dataDir, { recursive: true });
  const url = `http://localhost:${port}`;
  const server: ChildProcess = spawn('node', [inject('e2eServer')], {
    cwd: path.join(ROOT, 'apps/api'),
    env: {
      ...process.env,
      PORT: String(port),
      SECOND_PORT: String(port + 1),
      DATA_DIR: dataDir,
      CONSOLE_DIST: process.env.CONSOLE_DIST ?? path.join(ROOT, 'apps/console/dist'),
      PUBLIC_URL: url,
      SECOND_PUBLIC_URL: `http://localhost:${port + 1}`,
      LOG_LEVEL: 'warn',
      SCHEDULER_INTERVAL_MS: '1000',
      ...options.serverEnv,
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Ready when /healthz answers: polled (the state), not a fixed wait.
  const startTimeoutMs = options.startTimeoutMs ?? 90_000;
  const deadline = Date.now() + startTimeoutMs;
  const healthy = () =>
    fetch(`${url}/healthz`).then(
      (res) => res.ok,
      () => false, // not listening yet
    );
  while (!(await healthy())) {
    if (server.exitCode !== null) throw new Error(`the API exited with ${server.exitCode}`);
    if (Date.now() > deadline) {
      // Never leave a half-started server holding the port for the next file.
      server.kill('SIGKILL');
      throw new Error(`the API did not start within ${startTimeoutMs / 1000} s`);
    }
    await delay(300);
  }
  // Warm the server up before a test's first sign-in, which on a cold process (password hashing,
  // the database's first pages, the console's files) took over 30 s on a loaded machine: one
  // sign-in through the API and the console's page. Anything but a success is the test's to see.
  await fetch(`${url}/v1/admin/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: DEMO.editor.email, password: DEMO.editor.password }),
  })
    .then((res) => res.arrayBuffer())
    .catch(() => undefined);
  await fetch(`${url}/auth/login`)
    .then((res) => res.arrayBuffer())
    .catch(() => undefined);
  const browser = await workerBrowser();
  return {
    url,
    browser,
    async stop() {
      // The browser stays for the worker's next file; this file's profiles go.
      await Promise.all(browser.contexts().map((context) => context.close().catch(() => {})));
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One headless chromium per worker process, shared by the files the worker runs one after another
 * (the e2e config sets `isolate: false`): a launch per file cost about 0.5 s of CPU. Each test still
 * works in its own context (a fresh profile), and a file's contexts are closed when its stack stops.
 * A browser that has gone (crashed) is replaced.
 */
let launched: Promise<Browser> | undefined;
function workerBrowser(): Promise<Browser> {
  const previous = launched;
  // Chained, so that two stacks started together share one launch.
  launched = (async () => {
    const current = await previous?.catch(() => undefined);
    if (current?.isConnected()) return current;
    return chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  })();
  return launched;
}

/** A fresh browser profile (its own localStorage) and a page on it. */
export async function newPage(
  stack: Stack,
  options: { locale?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await stack.browser.newContext({
    baseURL: stack.url,
    viewport: { width: 1400, height: 900 },
    locale: options.locale ?? 'zh-CN',
    timezoneId: 'America/New_York',
  });
  const page = await context.newPage();
  // E2E_CPU_THROTTLE=4 runs the page four times slower (Chromium's CPU throttling), to reproduce
  // locally the races a slower CI machine meets.
  const throttle = Number(process.env.E2E_CPU_THROTTLE ?? 0);
  if (throttle > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  }
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  // A failing test leaves a screenshot (and the page's errors) in .tmp/e2e-failures.
  onTestFailed(async ({ task }) => {
    const dir = path.join(ROOT, '.tmp/e2e-failures');
    mkdirSync(dir, { recursive: true });
    const name = task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
    await page.screenshot({ path: path.join(dir, `${name}.png`) }).catch(() => {});
    if (errors.length) console.error(`page errors in "${task.name}":\n${errors.join('\n')}`);
    // CI keeps only the log: say where the page was and what it said (toasts, dialogs, alerts).
    const said = await page
      .locator('[role=alert], [role=alertdialog], [role=dialog], [role=status]')
      .allTextContents()
      .catch(() => [] as string[]);
    // And what the page showed, in short (a list's rows, an empty state, a form's values).
    const shown = await page
      .locator('main')
      .first()
      .innerText({ timeout: 1_000 })
      .then((text) => text.replace(/\s+/g, ' ').slice(0, 600))
      .catch(() => '');
    const focused = await page
      .evaluate(() => {
        const el = document.activeElement;
        return el ? `${el.tagName.toLowerCase()} ${el.getAttribute('aria-label') ?? el.id}` : '';
      })
      .catch(() => '');
    console.error(
      `"${task.name}" failed on ${page.url()}; the page said: ${JSON.stringify(said.filter(Boolean))}; focus on: ${focused}; it showed: ${shown}`,
    );
  });
  return { context, page };
}

export const DEMO = {
  admin: { email: 'admin@newsdesk.test', password: 'newsdesk-admin' },
  editor: { email: 'editor@newsdesk.test', password: 'newsdesk-editor' },
} as const;

/** A GraphQL call as a demo user, straight to the API (test data and checks); errors throw. */
export async function graphqlAs<T>(
  stack: Stack,
  who: keyof typeof DEMO,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const login = await fetch(`${stack.url}/v1/admin/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: DEMO[who].email, password: DEMO[who].password }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const res = await fetch(`${stack.url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Token': token },
    body: JSON.stringify({ query, variables }),
  });
  const json = (await res.json()) as { data: T; errors?: unknown };
  if (json.errors) throw new Error(JSON.stringify(json.errors));
  return json.data;
}

/** Signs in through the login form (Chinese labels by default, English when `en`). */
export async function signIn(
  page: Page,
  who: keyof typeof DEMO = 'editor',
  lang: 'zh' | 'en' = 'zh',
) {
  // After opening a protected page, the console redirects to login (keeping the path): wait for it.
  const onLogin = await page
    .waitForURL(/\/auth\/login/, { timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (!onLogin) await page.goto('/auth/login');
  await page.getByLabel(lang === 'zh' ? /邮箱/ : /Email/).fill(DEMO[who].email);
  await page.getByLabel(lang === 'zh' ? /密码/ : /Password/).fill(DEMO[who].password);
  await page.getByRole('button', { name: lang === 'zh' ? '登录' : 'Sign in' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
}

/** The toasts on screen: the items of the notifications region (any interface language). */
export const toasts = (page: Page): Locator =>
  page
    .getByRole('region', { name: /^(Notifications|通知|Benachrichtigungen|Notificaciones)/ })
    .getByRole('listitem');

/** Waits until no toast is shown (the mouse leaves them first: hovering pauses their timer). */
export async function waitForToastsToClose(page: Page) {
  await page.mouse.move(0, 450);
  await toasts(page).first().waitFor({ state: 'detached', timeout: 10_000 });
}

/** The body rows of the page's table (the header row left out). */
export const tableRows = (page: Page): Locator =>
  page.getByRole('table').getByRole('rowgroup').last().getByRole('row');

/**
 * The body rows holding a link to `href`, as one lazy locator. Rows are matched when asked, never
 * by position: a list that re-renders between two reads (a refetch after a write) cannot leave a
 * stale n-th row for a read to wait on (up to 30 s per read: the likely cause of a rehearsal's
 * row-menu test running out of its 60 s).
 */
const rowsLinkingTo = (page: Page, href: string): Locator =>
  tableRows(page).filter({
    has: page.getByRole('link').and(page.locator(`[href="${href.replace(/["\\]/g, '\\$&')}"]`)),
  });

/** The first body row that links to `href`, or null when none does now. */
export async function rowLinkingTo(page: Page, href: string): Promise<Locator | null> {
  const rows = rowsLinkingTo(page, href);
  return (await rows.count()) > 0 ? rows.first() : null;
}

/** How many body rows link to `href` now. */
export async function countRowsLinkingTo(page: Page, href: string): Promise<number> {
  return rowsLinkingTo(page, href).count();
}

/**
 * Opens a row's actions menu and chooses `item`. A list that re-renders while the menu opens (a
 * refetch after a filter change) closes the menu with its row: the pair is tried again, up to
 * `attempts` times, instead of waiting 30 s on a menu item that is gone.
 */
export async function chooseRowAction(
  page: Page,
  row: () => Locator,
  item: string,
  attempts = 5,
): Promise<void> {
  for (let i = 1; ; i++) {
    try {
      await row()
        .getByRole('button', { name: /^Actions for |的操作$/ })
        .click({ timeout: 10_000 });
      await page.getByRole('menuitem', { name: item }).click({ timeout: 3_000 });
      return;
    } catch (e) {
      if (i >= attempts) throw e;
      await page.keyboard.press('Escape');
    }
  }
}

/**
 * Tracks the page's requests so a test can wait until the network has been quiet, as a person
 * reading a screen would: `quiet(ms)` resolves once no request has been in flight for `ms`.
 * Playwright's 'networkidle' is a load state of the document: in this single-page app it fires
 * once, after the first load, and waiting for it later returns at once, however much a screen is
 * still loading (the editor's prefetch was still downloading at the click of the timed open).
 */
export function trackNetwork(page: Page): { quiet: (ms?: number) => Promise<void> } {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const settle = (request: Request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', (request) => {
    inFlight.add(request);
    lastChange = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    quiet: async (ms = 500) => {
      await expect
        .poll(() => inFlight.size === 0 && Date.now() - lastChange >= ms, {
          timeout: 30_000,
          interval: 50,
        })
        .toBe(true);
    },
  };
}
