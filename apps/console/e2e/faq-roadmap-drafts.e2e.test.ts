import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, signIn, startStack, toasts, type Stack } from './harness';

/**
 * No user action may lose data (issue #11): the FAQ and roadmap drawers of the topic list and the
 * report form keep unsaved edits as a local draft that a reload offers back (Restore, Discard), and
 * closing a drawer with unsaved changes asks first (Keep editing, Discard). Closing or reloading
 * the tab asks too: checked on the `beforeunload` event the page cancels (whether headless
 * Chromium shows its prompt depends on user activation; desk-gaps.e2e.test.ts does the same).
 */

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ port: Number(process.env.E2E_PORT ?? 5003) });
});
afterAll(() => stack?.stop());

async function signedIn(to: string): Promise<{ context: BrowserContext; page: Page }> {
  const { page, context } = await newPage(stack);
  await context.addInitScript(() => window.localStorage.setItem('locale', '"en"'));
  await page.goto(to);
  await signIn(page, 'editor', 'en');
  await page.waitForURL((u) => `${u.pathname}${u.search}` === to);
  // A reload with unsaved changes may bring Chromium's leave prompt: go on (the draft is the point).
  page.on('dialog', (dialog) => void dialog.accept());
  return { page, context };
}

const leavingAsks = (page: Page) =>
  page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });

const draftKeys = (page: Page, prefix: string) =>
  page.evaluate((p) => Object.keys(window.localStorage).filter((k) => k.startsWith(p)), prefix);

const NOTICE =
  /^Unsaved changes from \d{4}\/\d\d\/\d\d \d\d:\d\d:\d\d were kept in this browser\.$/;

describe('local drafts and leave guards', () => {
  it('FAQ drawer: a reload offers the unsaved edits back; closing with changes asks first', async () => {
    const { page, context } = await signedIn('/content/events/topic/list?tab=faq');
    const faqs = page.getByRole('region', { name: 'FAQs' });
    await faqs.getByRole('listitem').first().getByRole('button').click();
    const faq = page.getByRole('dialog', { name: 'Edit FAQ' });
    const title = faq.getByRole('textbox', { name: /^Title of question 1/ });
    await title.waitFor();
    await expect.poll(() => title.inputValue()).not.toBe('');
    const saved = await title.inputValue();
    expect(new URL(page.url()).searchParams.get('faq')).toMatch(/^\d+$/);

    await title.fill(`${saved} (unsaved)`);
    await expect.poll(() => draftKeys(page, 'nd-faq-draft:')).toHaveLength(1);
    expect(await leavingAsks(page)).toBe(true);

    // Reload (or a crash): the drawer opens again from the URL with the saved values and offers
    // the draft; Restore brings the edits back.
    await page.reload();
    const notice = faq.getByRole('region', { name: NOTICE });
    await notice.waitFor();
    expect(await title.inputValue()).toBe(saved);
    await notice.getByRole('button', { name: 'Restore changes' }).click();
    await expect.poll(() => title.inputValue()).toBe(`${saved} (unsaved)`);
    await notice.waitFor({ state: 'detached' });

    // Closing with changes asks first: Keep editing keeps them.
    await faq.getByRole('button', { name: 'Close panel' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Close without saving?' });
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await title.inputValue()).toBe(`${saved} (unsaved)`);
    expect(await leavingAsks(page)).toBe(true);

    // Discard closes and forgets the draft: opened again, the FAQ shows what the server has.
    await faq.getByRole('button', { name: 'Cancel' }).click();
    await ask.getByRole('button', { name: 'Discard' }).click();
    await faq.waitFor({ state: 'detached' });
    expect(await draftKeys(page, 'nd-faq-draft:')).toEqual([]);
    expect(await leavingAsks(page)).toBe(false);
    await faqs.getByRole('listitem').first().getByRole('button').click();
    await expect.poll(() => title.inputValue()).toBe(saved);
    expect(await faq.getByRole('region', { name: NOTICE }).count()).toBe(0);
    // Nothing changed: closing does not ask.
    await faq.getByRole('button', { name: 'Close panel' }).click();
    await faq.waitFor({ state: 'detached' });
    await context.close();
  });

  it('roadmap drawer: a new roadmap survives a reload, saving drops the draft', async () => {
    const { page, context } = await signedIn('/content/events/topic/list?tab=roadmap');
    const roadmaps = page.getByRole('region', { name: 'Roadmaps' });
    await roadmaps.getByRole('button', { name: 'New roadmap' }).click();
    const editor = page.getByRole('dialog', { name: 'New roadmap' });
    const node = editor.getByRole('textbox', { name: /^Node/ });
    await node.first().fill('E2E drafts: 2028 H1');
    await node.first().press('Enter');
    await page.keyboard.type('Kick-off');
    await expect.poll(() => draftKeys(page, 'nd-roadmap-draft:new')).toHaveLength(1);

    await page.reload();
    const notice = editor.getByRole('region', { name: NOTICE });
    await notice.getByRole('button', { name: 'Restore changes' }).click();
    await editor.getByRole('textbox', { name: 'Node E2E drafts: 2028 H1' }).waitFor();
    await editor.getByRole('textbox', { name: 'Node Kick-off' }).waitFor();

    // Escape closes the drawer: it asks first.
    await page.keyboard.press('Escape');
    const ask = page.getByRole('alertdialog', { name: 'Close without saving?' });
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await ask.waitFor({ state: 'detached' });

    await editor.getByRole('button', { name: 'Save' }).click();
    await toasts(page).filter({ hasText: 'Saved' }).first().waitFor();
    await editor.waitFor({ state: 'detached' });
    await roadmaps.getByRole('button', { name: 'E2E drafts: 2028 H1' }).waitFor();
    expect(await draftKeys(page, 'nd-roadmap-draft:')).toEqual([]);
    expect(await leavingAsks(page)).toBe(false);
    await context.close();
  });

  it('report form: a reload offers the unsaved edits back; Discard forgets them', async () => {
    const { page, context } = await signedIn('/content/report?action=create');
    const drawer = page.getByRole('dialog', { name: 'New report' });
    const title = drawer.getByRole('textbox', { name: /^Title/ });
    await title.fill('E2E drafts: half-written outlook');
    await drawer.getByRole('textbox', { name: /^Summary/ }).fill('Not saved yet');
    await expect.poll(() => draftKeys(page, 'nd-report-draft:new')).toHaveLength(1);
    expect(await leavingAsks(page)).toBe(true);

    await page.reload();
    const notice = drawer.getByRole('region', { name: NOTICE });
    await notice.waitFor();
    expect(await title.inputValue()).toBe('');
    await notice.getByRole('button', { name: 'Restore changes' }).click();
    await expect.poll(() => title.inputValue()).toBe('E2E drafts: half-written outlook');
    expect(await drawer.getByRole('textbox', { name: /^Summary/ }).inputValue()).toBe(
      'Not saved yet',
    );
    expect(await leavingAsks(page)).toBe(true);

    // Reloaded again without touching the notice: offered again; Discard empties the form and
    // the draft is gone for good.
    await page.reload();
    await notice.getByRole('button', { name: 'Discard changes' }).click();
    await notice.waitFor({ state: 'detached' });
    expect(await title.inputValue()).toBe('');
    expect(await draftKeys(page, 'nd-report-draft:')).toEqual([]);
    await page.reload();
    await title.waitFor();
    expect(await drawer.getByRole('region', { name: NOTICE }).count()).toBe(0);
    await context.close();
  });
});
