import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatChinaTime } from '../../../packages/ui/src/utils/chinaTime';
import {
  newPage,
  signIn,
  startStack,
  tableRows,
  toasts,
  waitForToastsToClose,
  type Stack,
} from './harness';

/**
 * Roadshows (issue #11, content §3–§5) against the reference server on the demo data: the list
 * filtered by live progress with its audience and home marks, and the editor's create, edit,
 * status change, leave guard and delete.
 */

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ port: Number(process.env.E2E_PORT ?? 4821) });
});
afterAll(() => stack?.stop());

async function signedIn(path: string): Promise<{ context: BrowserContext; page: Page }> {
  const { page, context } = await newPage(stack);
  await context.addInitScript(() => window.localStorage.setItem('locale', '"en"'));
  await page.goto(path);
  await signIn(page, 'editor', 'en');
  await page.waitForURL((u) => u.pathname === path);
  return { page, context };
}

const chinaTime = (minutes: number) =>
  formatChinaTime(Date.now() + minutes * 60_000, 'YYYY-MM-DD HH:mm');

const liveFilter = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Live progress' }).getByRole('button', { name, exact: true });

describe('the roadshow list', () => {
  it('filters Not start / In progress / Finished in the URL and shows audience and home', async () => {
    const { page, context } = await signedIn('/content/roadshow/list');
    await page.getByRole('heading', { level: 1, name: 'Roadshows' }).waitFor();
    await expect.poll(() => tableRows(page).count()).toBe(20);
    // The demo data has black-gold, meta and normal roadshows, some on the home page.
    const all = (await tableRows(page).allTextContents()).join('\n');
    expect(all).toMatch(/Black gold|Meta|Normal/);
    await expect.poll(() => page.getByText('Home', { exact: true }).count()).toBeGreaterThan(0);

    for (const [label, param, shown] of [
      ['Finished', 'finished', 'Finished'],
      ['Not start', 'not-start', 'Not started'],
    ] as const) {
      await liveFilter(page, label).click();
      await page.waitForURL((u) => u.searchParams.get('live') === param);
      await expect
        .poll(async () => {
          const rows = await tableRows(page).allTextContents();
          return rows.length > 0 && rows.every((r) => r.includes(shown));
        })
        .toBe(true);
    }
    await liveFilter(page, 'All').click();
    await page.waitForURL((u) => !u.searchParams.has('live'));
    await context.close();
  });
});

describe('the roadshow editor', () => {
  it('refuses empty fields, creates, edits, publishes and deletes a roadshow', async () => {
    const { page, context } = await signedIn('/content/roadshow/create');
    await page.getByRole('heading', { level: 1, name: 'New roadshow' }).waitFor();

    // Bad input: the spec's messages next to the fields, nothing saved.
    await page.getByRole('button', { name: 'Save draft' }).click();
    for (const message of [
      'Title cannot be empty',
      'Content cannot be empty',
      'Time cannot be empty',
    ])
      await expect.poll(() => page.getByText(message).first().isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/content/roadshow/create');

    const title = 'E2E roadshow: rates outlook with the desk';
    await page.getByRole('textbox', { name: /^Title/ }).fill(title);
    await page.getByRole('textbox', { name: 'Content', exact: true }).click();
    await page.keyboard.type('Agenda: rates, growth and questions.');
    await page.getByRole('textbox', { name: /^Speaker/ }).fill('Zhang Min');
    const start = page.getByRole('textbox', { name: /^Start/ });
    await start.fill(chinaTime(24 * 60));
    await start.press('Enter');
    await page.getByRole('radio', { name: 'Black gold' }).check();
    // A related article through the selection panel (content §2): it becomes a chip.
    await page.getByRole('button', { name: 'Pick articles from the panel' }).click();
    const panel = page.getByRole('dialog', { name: 'Select articles' });
    await panel.getByRole('checkbox').first().check();
    await panel.getByRole('button', { name: /^Select/ }).click();
    await panel.waitFor({ state: 'detached' });
    const chips = page.getByRole('button', { name: /^Remove / });
    await expect.poll(() => chips.count()).toBe(1);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/\/content\/roadshow\/\d+$/);
    await expect.poll(() => toasts(page).filter({ hasText: 'saved' }).count()).toBeGreaterThan(0);
    await page.getByRole('heading', { level: 1, name: 'Edit roadshow' }).waitFor();
    await expect
      .poll(() => page.getByText('Draft', { exact: true }).first().isVisible())
      .toBe(true);
    const path = new URL(page.url()).pathname;

    // Edit and save: the change survives a reload.
    await page.getByRole('textbox', { name: /^Title/ }).fill(`${title} (edited)`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => toasts(page).filter({ hasText: 'saved' }).count()).toBeGreaterThan(0);
    await page.reload();
    await expect
      .poll(() => page.getByRole('textbox', { name: /^Title/ }).inputValue())
      .toBe(`${title} (edited)`);
    await expect.poll(() => page.getByRole('radio', { name: 'Black gold' }).isChecked()).toBe(true);
    await expect.poll(() => chips.count()).toBe(1);

    // Status change through the status call.
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect
      .poll(() => page.getByText('Published', { exact: true }).first().isVisible())
      .toBe(true);
    await page.getByRole('button', { name: 'Convert to draft' }).waitFor();

    // Leaving with unsaved changes asks first; staying keeps them.
    await page.getByRole('textbox', { name: /^Speaker/ }).fill('Li Wei');
    await page.getByRole('link', { name: 'Roadshows', exact: true }).first().click();
    const ask = page.getByRole('alertdialog', { name: 'Leave with unsaved changes?' });
    await ask.getByRole('button', { name: 'Stay' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(path);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => toasts(page).filter({ hasText: 'saved' }).count()).toBeGreaterThan(0);

    // Delete asks, then goes back to the list, where the roadshow shows as deleted.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this roadshow?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL((u) => u.pathname === '/content/roadshow/list');
    await expect.poll(() => toasts(page).filter({ hasText: 'deleted' }).count()).toBeGreaterThan(0);
    await context.close();
  });
});

/** Picks a file through the file chooser a button opens, as a person would. */
async function chooseFile(
  page: Page,
  button: ReturnType<Page['getByRole']>,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
}

describe('the reports', () => {
  it('uploads a pdf as a new report, finds it with ?k=, edits it and deletes it', async () => {
    const { page, context } = await signedIn('/content/report');
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    await expect.poll(() => tableRows(page).count()).toBeGreaterThan(0);

    // ?action=create opens the form; nothing chosen: the spec's messages, nothing saved.
    await page.getByRole('button', { name: 'New report' }).click();
    await page.waitForURL((u) => u.searchParams.get('action') === 'create');
    const drawer = page.getByRole('dialog', { name: 'New report' });
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => drawer.getByText('Please select your file').first().isVisible())
      .toBe(true);
    await expect
      .poll(() => drawer.getByText('Title cannot be empty').first().isVisible())
      .toBe(true);

    const title = `E2E report ${Date.now()}`;
    await chooseFile(page, drawer.getByRole('button', { name: 'Upload file' }), {
      name: 'outlook.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    await drawer.getByText('outlook.pdf').waitFor();
    await drawer.getByRole('textbox', { name: /^Title/ }).fill(title);
    await drawer.getByRole('textbox', { name: /^Summary/ }).fill('Capacity and prices.');
    await drawer.getByRole('radio', { name: 'Meta' }).check();
    await drawer.getByRole('textbox', { name: /Feed info/ }).fill('{ "layout": "card" }');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await drawer.waitFor({ state: 'detached' });
    await expect.poll(() => toasts(page).filter({ hasText: 'saved' }).count()).toBeGreaterThan(0);

    // ?k= searches by title.
    const search = page
      .getByRole('search')
      .getByRole('textbox', { name: 'Search reports by title' });
    await search.fill(title);
    await search.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('k') === title);
    await expect.poll(() => tableRows(page).count()).toBe(1);
    await expect.poll(() => tableRows(page).first().textContent()).toContain('Meta');

    // Edit: the form opens with the saved values; the change shows in the list.
    await page.getByRole('button', { name: `Actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit report' });
    const titleBox = edit.getByRole('textbox', { name: /^Title/ });
    await expect.poll(() => titleBox.inputValue()).toBe(title);
    await expect
      .poll(() => edit.getByRole('textbox', { name: /Feed info/ }).inputValue())
      .toContain('card');
    await edit.getByRole('textbox', { name: /^Summary/ }).fill('Revised summary.');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await expect.poll(() => tableRows(page).first().textContent()).toContain('Revised summary.');

    // Delete asks first, then the report leaves the list. (The save's toast sits over the rows' menu
    // buttons, and pointing at it pauses it: it closes first.)
    await waitForToastsToClose(page);
    await page.getByRole('button', { name: `Actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete this report?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect.poll(() => toasts(page).filter({ hasText: 'deleted' }).count()).toBeGreaterThan(0);
    await expect.poll(() => tableRows(page).count()).toBe(0);
    await context.close();
  });
});
