import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, signIn, startStack, tableRows, toasts, type Stack } from './harness';

/**
 * Calendar, tags and the desk (issue #12) against the reference server on the demo data: the tag
 * list with the hot search words editor, creating a tag with the spec's validation ("Please input
 * title first", the server's "Repeat Tag"), the tag detail with its contents by channel, and the
 * company and industry lists kept apart.
 */

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ port: Number(process.env.E2E_PORT ?? 4841) });
});
afterAll(() => stack?.stop());

async function signedIn(to: string): Promise<{ context: BrowserContext; page: Page }> {
  const { page, context } = await newPage(stack);
  await context.addInitScript(() => window.localStorage.setItem('locale', '"en"'));
  await page.goto(to);
  await signIn(page, 'editor', 'en');
  await page.waitForURL((u) => `${u.pathname}${u.search}` === to);
  return { page, context };
}

const toast = (page: Page, text: string | RegExp) => toasts(page).filter({ hasText: text });

describe('tags', () => {
  it('edits the hot search words with the confirm, and they stay after a reload', async () => {
    const { page, context } = await signedIn('/content/tags');
    await page.getByRole('heading', { level: 1, name: 'Tags' }).waitFor();
    const words = page.getByRole('textbox', { name: 'Hot search words' });
    // The demo words are loaded as chips.
    await page.getByRole('button', { name: 'Remove 黄金' }).waitFor();
    // Empty input adds nothing: Save stays disabled.
    await words.fill('   ');
    await words.press('Enter');
    expect(await page.getByRole('button', { name: 'Save hot words' }).isDisabled()).toBe(true);
    await words.fill('降准  社融');
    await words.press('Enter');
    await page.getByRole('button', { name: 'Remove 黄金' }).click();
    await page.getByRole('button', { name: 'Save hot words' }).click();
    const ask = page.getByRole('alertdialog');
    await expect
      .poll(() => ask.textContent())
      .toContain(
        'confirm updating hot search words to 美联储, 人民币汇率, 新能源车, AI算力, 降准, 社融',
      );
    await ask.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'saved').first().waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Remove 社融' }).waitFor();
    expect(await page.getByRole('button', { name: 'Remove 黄金' }).count()).toBe(0);
    await context.close();
  });

  it('creates a tag with the spec validation, refuses a repeat, and opens its detail', async () => {
    const { page, context } = await signedIn('/content/tags');
    await page.getByRole('button', { name: 'New tag' }).click();
    const dialog = page.getByRole('dialog', { name: 'New tag' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText('Please input title first').waitFor();
    // A name already used (a demo tag) is refused by the server, next to the field.
    await dialog.getByRole('textbox', { name: /Name/ }).fill(' 宏观 ');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText('Repeat Tag').waitFor();
    await dialog.getByRole('textbox', { name: /Name/ }).fill('E2E Liquidity');
    await dialog.getByRole('textbox', { name: 'Hot words' }).fill('MLF SLF');
    await dialog.getByRole('textbox', { name: 'Hot words' }).press('Enter');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL((u) => /^\/content\/tags\/\d+$/.test(u.pathname));
    await page.getByRole('heading', { level: 1, name: 'E2E Liquidity' }).waitFor();
    await page.getByRole('button', { name: 'Remove SLF' }).waitFor();
    // A published tag without content: its channel list is empty.
    await page.getByText('No content in this channel').waitFor();
    await context.close();
  });

  it('lists the contents of a tag by channel, ALL covering every group, while it is published', async () => {
    const { page, context } = await signedIn('/content/tags?k=%E5%AE%8F%E8%A7%82');
    await page.getByRole('link', { name: '宏观', exact: true }).click();
    await page.waitForURL((u) => /^\/content\/tags\/\d+$/.test(u.pathname));
    const list = page.getByRole('table', { name: 'Contents of the channel' });
    await list.getByRole('row').nth(1).waitFor();
    const all = Number(await list.getAttribute('aria-rowcount')) - 1;
    expect(all).toBeGreaterThan(0);
    await page.getByRole('combobox', { name: 'Channel', exact: true }).click();
    await page.getByRole('option', { name: 'Research articles' }).click();
    await page.waitForURL((u) => u.searchParams.get('group') === '6');
    // The demo data relates the tag's content with group NONE only: the research channel is empty.
    await page.getByText('No content in this channel').waitFor();
    await page.getByRole('combobox', { name: 'Channel', exact: true }).click();
    await page.getByRole('option', { name: 'ALL' }).click();
    await expect.poll(async () => Number(await list.getAttribute('aria-rowcount')) - 1).toBe(all);

    // Unpublishing: its content is not listed until it is published again.
    const unpublished = page.getByText(
      'This tag is not published: its content shows once it is published.',
    );
    await page.getByRole('switch', { name: 'Published' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'saved').first().waitFor();
    await unpublished.waitFor();
    expect(await list.count()).toBe(0);
    // It stays so after a reload (the server keeps the status).
    await page.reload();
    await unpublished.waitFor();
    expect(await list.count()).toBe(0);
    // Republished: the same content shows again.
    await page.getByRole('switch', { name: 'Published' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'saved').first().waitFor();
    await list.getByRole('row').nth(1).waitFor();
    await expect.poll(async () => Number(await list.getAttribute('aria-rowcount')) - 1).toBe(all);
    expect(await unpublished.count()).toBe(0);
    await context.close();
  });

  it('keeps company and industry tags apart', async () => {
    const { page, context } = await signedIn('/content/company/tags');
    await page.getByRole('heading', { level: 1, name: 'Company tags' }).waitFor();
    await page.getByRole('link', { name: '贵州茅台' }).waitFor();
    expect(await page.getByRole('link', { name: '半导体' }).count()).toBe(0);

    // Adding existing tags with none chosen changes nothing.
    await page.getByRole('button', { name: 'Add existing tags' }).click();
    const add = page.getByRole('dialog', { name: 'Add existing tags' });
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    await add.getByText('Please choose at least one tag.').waitFor();
    await add.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'New tag' }).click();
    const dialog = page.getByRole('dialog', { name: 'New tag' });
    await dialog.getByRole('textbox', { name: /Name/ }).fill('E2E 海康威视');
    await dialog.getByRole('textbox', { name: /Symbol/ }).fill('002415');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await toast(page, 'saved').first().waitFor();
    await page.getByRole('link', { name: 'E2E 海康威视' }).waitFor();

    await page.goto('/content/industry/tags');
    await page.getByRole('heading', { level: 1, name: 'Industry tags' }).waitFor();
    await page.getByRole('link', { name: '半导体' }).waitFor();
    expect(await page.getByRole('link', { name: 'E2E 海康威视' }).count()).toBe(0);
    // Taking a tag out of the industry list leaves it a plain tag.
    const before = await tableRows(page).count();
    await page.getByRole('button', { name: 'Remove 半导体 from this list' }).click();
    await toast(page, 'saved').first().waitFor();
    await expect.poll(() => page.getByRole('link', { name: '半导体' }).count()).toBe(0);
    expect(await tableRows(page).count()).toBe(before - 1);
    await context.close();
  });
});
