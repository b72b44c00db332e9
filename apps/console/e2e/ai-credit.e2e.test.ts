import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, signIn, startStack, type Stack } from './harness';

/**
 * Users' credit on /content/ai/credit (issue #15) against the reference server on the demo data:
 * the users with a credit subscription and their points, a keyword narrowing the list, and a name
 * opening the user's Member Ship tab.
 */

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ port: Number(process.env.E2E_PORT ?? 4906) });
});
afterAll(async () => {
  await stack?.stop();
});

describe("Users' credit", () => {
  it('lists the holders with their points, narrows by keyword and links to the Member Ship tab', async () => {
    const { page, context } = await newPage(stack);
    await context.addInitScript(() => window.localStorage.setItem('locale', JSON.stringify('en')));
    await page.goto('/content/ai/credit');
    await signIn(page, 'editor', 'en');
    await page.waitForURL((u) => u.pathname === '/content/ai/credit');
    const list = page.getByRole('region', { name: "Users' credit" });
    await list.getByRole('heading', { name: "Users' credit" }).waitFor();
    const rows = list
      .getByRole('table')
      .getByRole('rowgroup')
      .last()
      .getByRole('row')
      .filter({ has: page.locator('a[href*="/membership"]') });
    await rows.first().waitFor();
    const before = await rows.count();
    expect(before).toBeGreaterThan(1);
    // Every row: a plan and a whole number of points left.
    for (const text of await rows.allTextContents()) {
      expect(text).toMatch(/Monthly|Yearly|Internal/);
      expect(text).toMatch(/\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/);
    }

    const name = (await rows.nth(1).getByRole('link').textContent())!.trim();
    await list.getByRole('searchbox', { name: 'Nickname, e-mail or phone' }).fill(name);
    await list.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('keyword') === name);
    await expect
      .poll(async () => {
        const texts = await rows.allTextContents();
        return texts.length > 0 && texts.length < before && texts.every((t) => t.includes(name));
      })
      .toBe(true);

    const link = rows.first().getByRole('link', { name });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/users\/profile\/\d+\/membership$/);
    await link.click();
    await page.waitForURL((u) => u.pathname === href);
    await context.close();
  });
});
