import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, signIn, startStack, tableRows, toasts, type Stack } from './harness';

/**
 * The gaps of issue #12 closed on the calendar config and desk screens, against the reference
 * server on the demo data: deleting calendars and event templates (confirmed; refused while their
 * events are live, the row coming back), the unit a template gives its events, the daily report's
 * leave guard and its added items shown in full, and a viewpoint symbol typed without Enter kept.
 */

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ port: Number(process.env.E2E_PORT ?? 4981) });
});
afterAll(() => stack?.stop());

async function signedIn(
  to: string,
  who: 'admin' | 'editor',
): Promise<{ context: BrowserContext; page: Page }> {
  const { page, context } = await newPage(stack);
  await context.addInitScript(() => window.localStorage.setItem('locale', '"en"'));
  await page.goto(to);
  await signIn(page, who, 'en');
  await page.waitForURL((u) => `${u.pathname}${u.search}` === to);
  return { page, context };
}

const toast = (page: Page, text: string | RegExp) => toasts(page).filter({ hasText: text });

describe('calendars and event templates', () => {
  it('deletes an empty calendar at once after the confirm, and refuses one whose events are live', async () => {
    const { page, context } = await signedIn('/content/calendar/list', 'admin');
    const table = page.getByRole('table', { name: 'Calendars' });
    await table.getByRole('button', { name: '美国经济数据', exact: true }).waitFor();

    // A calendar with live events: the row leaves at once, then comes back with the reason.
    await table.getByRole('button', { name: 'Delete 美国经济数据' }).click();
    const ask = page.getByRole('alertdialog');
    await ask.getByText('Delete this calendar?').waitFor();
    await ask.getByRole('button', { name: 'Delete' }).click();
    await toast(page, /^Not available for deletion: \d+ events made from it/)
      .first()
      .waitFor();
    await table.getByRole('button', { name: '美国经济数据', exact: true }).waitFor();

    // A new calendar without events: confirmed, gone at once and after a reload.
    const name = `E2E doomed ${Date.now()}`;
    await page.getByRole('button', { name: 'New calendar' }).click();
    const form = page.getByRole('form', { name: 'New calendar' });
    await form.getByRole('textbox', { name: /^Name/ }).fill(name);
    await form.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((u) => u.pathname === '/content/calendar/list');
    await table.getByRole('button', { name, exact: true }).waitFor();
    await table.getByRole('button', { name: `Delete ${name}` }).click();
    // Cancel changes nothing.
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await table.getByRole('button', { name, exact: true }).waitFor();
    await table.getByRole('button', { name: `Delete ${name}` }).click();
    await ask.getByRole('button', { name: 'Delete' }).click();
    await table.getByRole('button', { name, exact: true }).waitFor({ state: 'detached' });
    await toast(page, 'Deleted').first().waitFor();
    await page.reload();
    await table.getByRole('button', { name: '美国经济数据', exact: true }).waitFor();
    expect(await table.getByRole('button', { name, exact: true }).count()).toBe(0);
    await context.close();
  });

  it("refuses deleting a template whose events are live, and shows the template's unit in its events", async () => {
    const { page, context } = await signedIn('/content/calendar/list', 'admin');
    const table = page.getByRole('table', { name: 'Calendars' });
    await table.getByRole('button', { name: /templates of 美国经济数据$/ }).click();
    await page.waitForURL(/\/content\/calendar\/\d+$/);
    const calendarId = new URL(page.url()).pathname.split('/').pop()!;
    // The form shows the first template until the link's own opens (a CI run read its unit, '%').
    const link = page.getByRole('link', { name: /美国初请失业金人数/ });
    await link.click();
    await expect.poll(() => link.getAttribute('aria-current')).toBe('page');
    const edit = page.getByRole('form', { name: 'Edit template' });
    await expect.poll(() => edit.getByRole('textbox', { name: /^Unit/ }).inputValue()).toBe('K');
    await edit.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await toast(page, /^Not available for deletion: \d+ events made from it/)
      .first()
      .waitFor();
    await page.getByRole('link', { name: /美国初请失业金人数/ }).waitFor();

    // Its events carry the unit: in the event list and in the event editor.
    await page.goto(`/content/calendar/event/list?calendar=${calendarId}&k=初请`);
    const events = page.getByRole('table', { name: 'Calendar events' });
    await events.getByRole('columnheader', { name: 'Unit' }).waitFor();
    const row = events.getByRole('row').nth(1);
    await row.waitFor();
    expect((await row.getByRole('cell').allTextContents()).includes('K')).toBe(true);
    await context.close();
  });
});

describe('the daily report', () => {
  it('shows added items in full before saving and asks before leaving unsaved changes', async () => {
    const { page, context } = await signedIn('/content/daily/report', 'editor');
    await page.getByRole('heading', { level: 1, name: 'Daily report' }).waitFor();
    const list = page.getByRole('list', { name: 'Top content of the day' });
    await page.getByRole('button', { name: 'Add content' }).first().click();
    await page.getByRole('menuitem', { name: 'Article' }).click();
    const panel = page.getByRole('dialog', { name: 'Select articles' });
    const box = panel.getByRole('checkbox').first();
    await box.waitFor();
    await box.click();
    await panel.getByRole('button', { name: 'Select', exact: true }).click();
    await page.getByText('Unsaved changes').first().waitFor();
    // The added row in full: kind, views of the day and a publish time (not 1970).
    const added = list.getByRole('listitem').last();
    await added.getByText(/^\d+ views$/).waitFor();
    await added.getByText('Article').first().waitFor();
    await expect.poll(async () => (await added.textContent()) ?? '').toMatch(/20\d\d[-/]\d\d/);
    expect((await added.textContent()) ?? '').not.toContain('1970');

    // Leaving for another screen asks; Stay keeps the changes.
    await page.getByRole('link', { name: 'Viewpoints', exact: true }).first().click();
    const guard = page.getByRole('alertdialog');
    await guard.waitFor();
    await guard.getByRole('button', { name: 'Stay' }).click();
    expect(new URL(page.url()).pathname).toBe('/content/daily/report');
    await page.getByText('Unsaved changes').first().waitFor();

    // Closing or reloading the tab asks too: the page cancels `beforeunload` while changes are
    // unsaved. Checked on the event itself: whether headless Chromium then shows its prompt depends
    // on its user-activation heuristics, and a close waiting on a prompt that never came hung the
    // test in a CI rehearsal.
    const cancelled = await page.evaluate(() => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(cancelled).toBe(true);
    await context.close();
  });
});

describe('viewpoints', () => {
  it('keeps a symbol typed without Enter when the viewpoint is saved', async () => {
    const { page, context } = await signedIn('/content/viewpoint', 'editor');
    await page.getByRole('heading', { level: 1, name: 'Viewpoints' }).waitFor();
    await page.getByRole('button', { name: 'New viewpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'New viewpoint' });
    await dialog.getByRole('textbox', { name: /^Author/ }).fill('E2E 分析师');
    await dialog.getByRole('textbox', { name: /^Title/ }).fill('E2E viewpoint: silver pending');
    await dialog.getByRole('textbox', { name: 'Body', exact: true }).click();
    await page.keyboard.type('Silver follows gold.');
    await dialog.getByRole('textbox', { name: /Related symbols/ }).fill('XAGUSD');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'saved').first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('textbox', { name: 'Symbol' }).fill('XAGUSD');
    await page
      .getByRole('search', { name: 'Search viewpoints' })
      .getByRole('button', { name: 'Search' })
      .click();
    await page.waitForURL((u) => u.searchParams.get('symbol') === 'XAGUSD');
    await tableRows(page).filter({ hasText: 'E2E viewpoint: silver pending' }).waitFor();
    await context.close();
  });
});
