import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, newPage, signIn, startStack, toasts, type Stack } from './harness';

/**
 * The task of an API data source (issue #15, designed here) on its page: frequency and next run,
 * Run now fetching a local fixture API (on an address the server's allow-list permits), the runs
 * recorded with their rows, and a failed run saying why.
 */
let stack: Stack;
let api: Server;
let status = 200;
beforeAll(async () => {
  api = createServer((_req, res) => {
    if (status !== 200) {
      res.writeHead(status);
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify([
        { date: '2026-11-20', close: 7.12 },
        { date: '2026-11-23', close: 7.13 },
        { date: '2026-11-24', close: 7.14 },
      ]),
    );
  });
  await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
  stack = await startStack({
    port: Number(process.env.E2E_PORT ?? 5016),
    serverEnv: { CRAWLER_ALLOW_NETWORKS: '127.0.0.1/32' },
  });
});
afterAll(async () => {
  await stack?.stop();
  await new Promise((r) => api?.close(r));
});

async function createApiSource() {
  const login = await fetch(`${stack.url}/v1/admin/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: DEMO.admin.email, password: DEMO.admin.password }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const port = (api.address() as AddressInfo).port;
  const res = await fetch(`${stack.url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Token': token },
    body: JSON.stringify({
      query: 'mutation($input: DataSourceInput!) { createDataSource(input: $input) { id symbol } }',
      variables: {
        input: {
          symbol: 'E2E-FX',
          name: 'E2E exchange rate',
          type: 'API',
          columns: [{ name: 'date' }, { name: 'close' }],
          datetime_column: 'date',
          datetime_format: 'YYYY-MM-DD',
          unique_key: 'date',
          task_frequency: 1,
          task_frequency_unit: 'DAYS',
          input_type: 'json',
          source_code: `fetch('http://127.0.0.1:${port}/fx.json').then((r) => r.json())`,
          rows: [
            ['2026-11-19', '7.10'],
            ['2026-11-20', '7.11'],
          ],
        },
      },
    }),
  });
  const body = (await res.json()) as { errors?: unknown };
  expect(body.errors).toBeUndefined();
}

describe('API data task', () => {
  it('shows the task, runs it now, records the rows and says why a run failed', async () => {
    await createApiSource();
    const { page, context } = await newPage(stack);
    await context.addInitScript(() => window.localStorage.setItem('locale', JSON.stringify('en')));
    await page.goto('/content/data/sources/E2E-FX');
    await signIn(page, 'admin', 'en');
    const task = page.getByRole('region', { name: 'Task' });
    await task.waitFor();
    await expect.poll(() => task.getByText('Every 1 days').count()).toBe(1);
    await expect.poll(() => task.getByText('No runs yet').count()).toBe(1);

    await task.getByRole('button', { name: 'Run now' }).click();
    await toasts(page)
      .filter({ hasText: 'Task run: 3 rows fetched, 2 added, 1 updated' })
      .first()
      .waitFor();
    const runs = task.getByRole('table', { name: 'Latest runs' });
    await expect.poll(() => runs.getByRole('row').count()).toBe(2);
    const first = runs.getByRole('row').nth(1);
    await expect.poll(() => first.textContent()).toMatch(/Manual.*\d+ ms.*3.*2.*1.*Succeeded/);

    status = 500;
    await task.getByRole('button', { name: 'Run now' }).click();
    await toasts(page)
      .filter({ hasText: 'The task failed: The API answered HTTP 500' })
      .first()
      .waitFor();
    await expect.poll(() => runs.getByRole('row').count()).toBe(3);
    await expect
      .poll(() => runs.getByRole('row').nth(1).textContent())
      .toContain('The API answered HTTP 500');
    status = 200;

    await context.close();
  });
});
