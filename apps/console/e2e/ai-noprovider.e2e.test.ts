import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, newPage, signIn, startStack, type Stack } from './harness';

/**
 * AI content and summaries with the reference server started without any `AI_*` setting (issues
 * #15 and #19: "with none set, answers with a clear 'no AI provider configured' error"): the
 * console says so where the cost would be, offers neither Generate nor Summarize, and nothing is
 * charged, not even when the calls are made directly.
 */
let stack: Stack;
beforeAll(async () => {
  // The stack inherits this process's environment: no provider of any earlier test leaks in.
  for (const key of Object.keys(process.env)) {
    if (key.startsWith('AI_')) Reflect.deleteProperty(process.env, key);
  }
  stack = await startStack({ port: Number(process.env.E2E_PORT ?? 4976) });
});
afterAll(async () => {
  await stack?.stop();
});

async function editorToken(): Promise<string> {
  const login = await fetch(`${stack.url}/v1/admin/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: DEMO.editor.email, password: DEMO.editor.password }),
  });
  return ((await login.json()) as { data: { token: string } }).data.token;
}

async function status(token: string) {
  const res = await fetch(`${stack.url}/v1/admin/ai/status`, { headers: { 'X-Token': token } });
  return ((await res.json()) as { data: { configured: boolean; balance: number } }).data;
}

describe('AI content without a provider', () => {
  it('says "no AI provider configured", offers no generation and charges nothing', async () => {
    const token = await editorToken();
    const before = await status(token);
    expect(before.configured).toBe(false);
    expect(before.balance).toBeGreaterThan(0);

    const { page, context } = await newPage(stack);
    await context.addInitScript(() => window.localStorage.setItem('locale', JSON.stringify('en')));
    await page.goto('/content/ai/content');
    await signIn(page, 'editor', 'en');
    await page.getByRole('heading', { level: 1, name: 'AI content' }).waitFor();

    // The draft generator: the words instead of the cost, and no Generate.
    await page.getByText('no AI provider configured').first().waitFor();
    expect(await page.getByText(/^Costs \d+ credits/).count()).toBe(0);
    await expect
      .poll(() => page.getByRole('button', { name: 'Generate', exact: true }).isDisabled())
      .toBe(true);

    // The summary tool: an article picked, still no Summarize.
    await page.goto('/content/ai/content?tab=summary');
    await page.getByText('no AI provider configured').first().waitFor();
    await page.getByRole('button', { name: 'Choose an article' }).click();
    const panel = page.getByRole('dialog', { name: 'Select an article' });
    await panel.getByRole('listitem').first().click();
    await panel.getByRole('button', { name: 'Select', exact: true }).click();
    await panel.waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.getByRole('button', { name: 'Summarize' }).isDisabled())
      .toBe(true);
    await context.close();

    // The calls themselves are refused in the same words, before anything is charged.
    for (const [path, body] of [
      ['/v1/admin/ai/summarize', { article_id: 1 }],
      ['/v1/admin/ai/summarize', { report_id: 1 }],
    ] as const) {
      const res = await fetch(`${stack.url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Token': token },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(422);
      expect(((await res.json()) as { message: string }).message).toBe('no AI provider configured');
    }
    expect((await status(token)).balance).toBe(before.balance);
  });
});
