import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, signIn, startStack, tableRows, toasts, type Stack } from './harness';

/**
 * Sources, source groups and external items (issue #15, operations §2, §3, §8) against the
 * reference server on the demo data: search, every field of a source, the server's duplicate-key
 * refusal next to the field, "Sources not found", groups with related sources, external items
 * with their link to the source and their review, the leave guard.
 */

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ port: Number(process.env.E2E_PORT ?? 4881) });
});
afterAll(() => stack?.stop());

async function signedIn(path: string, lang: 'en' | 'zh' = 'en') {
  const { page, context } = await newPage(stack);
  await context.addInitScript(
    (locale) => window.localStorage.setItem('locale', JSON.stringify(locale)),
    lang === 'en' ? 'en' : 'zh-CN',
  );
  await page.goto(path);
  await signIn(page, 'admin', lang);
  await page.waitForURL((u) => u.pathname === path);
  return { page, context };
}

describe('sources', () => {
  it('searches, opens a source, refuses a duplicate key next to the field, saves, and creates one', async () => {
    const { page, context } = await signedIn('/content/sources/list');
    await page.getByRole('heading', { level: 1, name: 'Sources' }).waitFor();
    await expect.poll(() => tableRows(page).count()).toBe(10);
    await page.getByRole('searchbox', { name: 'Keyword' }).fill('fed');
    await page.waitForURL((u) => u.searchParams.get('k') === 'fed');
    await expect.poll(() => tableRows(page).count()).toBe(1);
    await tableRows(page).getByRole('link', { name: 'Federal Reserve' }).click();
    await page.getByRole('heading', { level: 1, name: 'Federal Reserve' }).waitFor();

    // Every field of §3 is on the form with the source's values.
    const key = page.getByRole('textbox', { name: /^Key/ });
    await expect.poll(() => key.inputValue()).toBe('fed');
    expect(await page.getByRole('textbox', { name: /^Website/ }).inputValue()).toBe(
      'https://www.example.cn/fed',
    );
    expect(await page.getByRole('textbox', { name: /^Crawler source/ }).inputValue()).toBe(
      'crawler-fed',
    );
    expect(await page.getByRole('textbox', { name: /^Type/ }).inputValue()).toBe('official');

    // Another source's key: the server refuses, the reason is next to the key, nothing changes.
    await key.fill('pbc');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('This key is already used by another source').waitFor();
    await page.reload();
    await expect.poll(() => page.getByRole('textbox', { name: /^Key/ }).inputValue()).toBe('fed');

    // A real change is saved.
    const frequency = page.getByRole('textbox', { name: /^Publish frequency/ });
    await frequency.fill('monthly');
    await page.getByRole('button', { name: 'Save' }).click();
    await toasts(page).filter({ hasText: 'saved' }).first().waitFor();
    await page.reload();
    await expect
      .poll(() => page.getByRole('textbox', { name: /^Publish frequency/ }).inputValue())
      .toBe('monthly');

    // A new source: empty required fields say so; a filled form creates it and opens it.
    await page.goto('/content/sources/new');
    await page.getByRole('heading', { level: 1, name: 'New source' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    expect(await page.getByText('This is a required field').count()).toBe(2);
    await page.getByRole('textbox', { name: /^Name/ }).fill('E2E source');
    await page.getByRole('textbox', { name: /^Key/ }).fill('e2e-source');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((u) => /^\/content\/sources\/\d+$/.test(u.pathname));
    await page.getByRole('heading', { level: 1, name: 'E2E source' }).waitFor();
    await context.close();
  });

  it('says "Sources not found" for a missing source and asks before leaving a dirty form', async () => {
    const { page, context } = await signedIn('/content/sources/999999');
    await page.getByRole('heading', { name: 'Sources not found' }).waitFor();

    await page.goto('/content/sources/1');
    const name = page.getByRole('textbox', { name: /^Name/ });
    await expect.poll(() => name.inputValue()).not.toBe('');
    await name.fill('Changed but not saved');
    await page.getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Leave without saving?').waitFor();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/content/sources/1');
    expect(await name.inputValue()).toBe('Changed but not saved');
    await context.close();
  });

  it('shows the screens in Chinese', async () => {
    const { page, context } = await signedIn('/content/sources/list', 'zh');
    await page.getByRole('heading', { level: 1, name: '来源' }).waitFor();
    await expect.poll(() => tableRows(page).count()).toBe(10);
    await page.getByRole('button', { name: '新建来源' }).waitFor();
    await context.close();
  });
});

describe('source groups', () => {
  it('opens a group and changes its related sources', async () => {
    const { page, context } = await signedIn('/content/sources/groups');
    await page.getByRole('heading', { level: 1, name: 'Source groups' }).waitFor();
    await expect.poll(() => tableRows(page).count()).toBe(5);
    await tableRows(page).getByRole('link', { name: '交易所' }).click();
    await page.getByRole('heading', { level: 1, name: '交易所' }).waitFor();
    const sources = page.getByRole('combobox', { name: /^Related sources/ });
    await sources.fill('bloomberg');
    await page.getByRole('option', { name: 'Bloomberg (bloomberg)' }).click();
    await sources.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Save' }).click();
    await toasts(page).filter({ hasText: 'saved' }).first().waitFor();

    await page.goto('/content/sources/groups');
    const row = tableRows(page).filter({ has: page.getByRole('link', { name: '交易所' }) });
    await row.getByText('Bloomberg').waitFor();
    await row.getByText('4 sources').waitFor();
    await context.close();
  });
});

describe('external items', () => {
  it('narrows by source, links to the source, and reviews an item', async () => {
    const { page, context } = await signedIn('/content/sources/external-items');
    await page.getByRole('heading', { level: 1, name: 'External items' }).waitFor();
    await expect.poll(() => tableRows(page).count()).toBe(10);
    await page.getByRole('searchbox', { name: 'Keyword' }).fill('财新网');
    await page.waitForURL((u) => u.searchParams.get('k') === '财新网');
    await expect
      .poll(async () =>
        (await tableRows(page).allTextContents()).every((text) => text.includes('财新网')),
      )
      .toBe(true);
    const first = tableRows(page).first();
    const sourceLink = first.getByRole('link', { name: '财新网', exact: true });
    expect(await sourceLink.getAttribute('href')).toMatch(/^\/content\/sources\/\d+$/);

    await first.getByRole('link').first().click();
    await page.getByRole('heading', { level: 1, name: 'External item' }).waitFor();
    const review = page.getByRole('region', { name: 'Review' });
    const sync = review.getByRole('switch', { name: 'Synchronize' });
    const was = await sync.isChecked();
    await sync.click();
    await review.getByRole('button', { name: 'Save' }).click();
    await toasts(page).filter({ hasText: 'saved' }).first().waitFor();
    await page.reload();
    await expect
      .poll(() => page.getByRole('region', { name: 'Review' }).getByRole('switch').isChecked())
      .toBe(!was);

    await page.getByRole('link', { name: /^财新网 \(caixin\)$/ }).click();
    await page.getByRole('heading', { level: 1, name: '财新网' }).waitFor();
    await context.close();
  });
});
