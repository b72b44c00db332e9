import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, newPage, signIn, startStack, type Stack } from './harness';

/**
 * Related content on a fresh start (#11, designed here): the demo's newest published articles come
 * with related articles and reports, and the article editor shows them in its related lists.
 */
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ port: Number(process.env.E2E_PORT ?? 4986) });
});
afterAll(() => stack?.stop());

/** The newest published article (not a post) of the demo list, over the API. */
async function newestArticle(): Promise<{ id: number; title: string }> {
  const login = await fetch(`${stack.url}/v1/admin/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: DEMO.editor.email, password: DEMO.editor.password }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const list = await fetch(`${stack.url}/v1/admin/article?status=published&limit=20`, {
    headers: { 'X-Token': token },
  });
  const items = (
    (await list.json()) as {
      data: { items: { id: number; title: string; article_type: string }[] };
    }
  ).data.items;
  return items.find((a) => a.article_type === 'article')!;
}

describe('related content of the demo articles', () => {
  it('opens the newest published article with its related articles and reports', async () => {
    const article = await newestArticle();
    const { page, context } = await newPage(stack);
    await context.addInitScript(() => window.localStorage.setItem('locale', '"en"'));
    const path = `/content/article/${article.id}`;
    await page.goto(path);
    await signIn(page, 'editor', 'en');
    await page.waitForURL((u) => u.pathname === path);
    await page.getByRole('heading', { name: 'Edit article' }).waitFor();
    const relatedArticles = page.getByRole('list', { name: 'Related articles' });
    const relatedReports = page.getByRole('list', { name: 'Related reports' });
    await expect.poll(() => relatedArticles.getByRole('listitem').count()).toBe(2);
    await expect.poll(() => relatedReports.getByRole('listitem').count()).toBeGreaterThan(0);
    expect((await relatedArticles.getByRole('listitem').first().textContent())?.trim()).not.toBe(
      '',
    );
    await context.close();
  });
});
