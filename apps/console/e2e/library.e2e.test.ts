import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
 * The library area (issue #11) against the reference server on the demo data: links (list, the
 * `?action=create` and `?id=` deep links, the create page, the spec's validation, edit, delete) and
 * the media library (several files uploaded at once, type and size, list view with the upload
 * time, filters in the URL, edit title and report flag, delete).
 */

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ port: Number(process.env.E2E_PORT ?? 4831) });
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

describe('links', () => {
  it('creates from ?action=create with the spec validation, edits through ?id= and deletes', async () => {
    const { page, context } = await signedIn('/content/link/list?action=create');
    // The dialog is modal: the page behind it (its heading too) is hidden from the tree meanwhile.
    const dialog = page.getByRole('dialog', { name: 'New link' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Link cannot be empty').waitFor();
    await dialog.getByRole('textbox', { name: /Title/ }).fill('E2E PBOC open market');
    await dialog.getByRole('textbox', { name: /url/ }).fill('pbc.gov.cn');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Enter a full web address starting with http:// or https://').waitFor();
    await dialog.getByRole('textbox', { name: /url/ }).fill('https://www.pbc.gov.cn/omo');
    await dialog.getByRole('button', { name: 'Save' }).click();
    // The new link is selected by the URL and opened for editing (the modal hides the toast region
    // from the accessibility tree meanwhile, so the saved toast is checked after the edit below).
    await page.waitForURL((u) => /^\d+$/.test(u.searchParams.get('id') ?? ''));
    const id = new URL(page.url()).searchParams.get('id');
    const edit = page.getByRole('dialog', { name: 'Edit link' });
    await expect
      .poll(() => edit.getByRole('textbox', { name: /Title/ }).inputValue())
      .toBe('E2E PBOC open market');
    await edit.getByRole('textbox', { name: /Title/ }).fill('E2E PBOC open market (daily)');
    // Closing with a change asks first; staying keeps the dialog.
    await page.keyboard.press('Escape');
    const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await ask.getByRole('button', { name: 'Stay' }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'save complete').first().waitFor();
    await page.waitForURL((u) => !u.searchParams.has('id'));
    await expect
      .poll(() => tableRows(page).first().textContent())
      .toContain('E2E PBOC open market (daily)');

    // The deep link of the spec opens the same link.
    await page.goto(`/content/link/list?id=${id}`);
    await expect
      .poll(() =>
        page
          .getByRole('dialog', { name: 'Edit link' })
          .getByRole('textbox', { name: /url/ })
          .inputValue(),
      )
      .toBe('https://www.pbc.gov.cn/omo');
    await page
      .getByRole('dialog', { name: 'Edit link' })
      .getByRole('button', { name: 'Cancel' })
      .click();

    await page.getByRole('button', { name: 'Delete E2E PBOC open market (daily)' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete this link?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await toast(page, 'deleted').first().waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: 'Delete E2E PBOC open market (daily)' }).count())
      .toBe(0);
    await context.close();
  });

  it('searches by k in the URL and creates on /content/link/create', async () => {
    const { page, context } = await signedIn('/content/link/create');
    await page.getByRole('heading', { level: 1, name: 'New link' }).waitFor();
    await page.getByRole('textbox', { name: /Title/ }).fill('E2E statistics bureau');
    await page.getByRole('textbox', { name: /url/ }).fill('https://www.stats.gov.cn/e2e');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((u) => u.pathname === '/content/link/list' && u.searchParams.has('id'));
    await page
      .getByRole('dialog', { name: 'Edit link' })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await page.getByRole('searchbox', { name: 'Search links' }).fill('E2E statistics');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('k') === 'E2E statistics');
    await expect.poll(() => tableRows(page).count()).toBe(1);
    await page.getByRole('searchbox', { name: 'Search links' }).fill('no such link at all');
    await page.keyboard.press('Enter');
    await page.getByText('search content empty').waitFor();
    await context.close();
  });
});

describe('the media library', () => {
  it('uploads several files at once, filters, edits and deletes', async () => {
    const { page, context } = await signedIn('/content/medias');
    await page.getByRole('heading', { level: 1, name: 'Media library' }).waitFor();
    await page.getByLabel('Files to upload').setInputFiles([
      {
        name: 'e2e-lpr.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
      },
      { name: 'e2e-note.txt', mimeType: 'text/plain', buffer: Buffer.alloc(2048, 'a') },
    ]);
    const uploads = page.getByRole('region', { name: 'Uploads' });
    await expect.poll(() => uploads.getByText('upload complete').count()).toBe(2);
    // Type by extension and the size rule of content §9.
    await uploads.getByText(/Report · \d+ B/).waitFor();
    await uploads.getByText('Other file · 2 KB').waitFor();

    await page.getByRole('button', { name: 'List view' }).click();
    await page.waitForURL((u) => u.searchParams.get('view') === 'list');
    await page.getByRole('searchbox', { name: 'Search title or name' }).fill('e2e-');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('k') === 'e2e-');
    await expect.poll(() => tableRows(page).count()).toBe(2);
    // The box follows the URL (controlled), so click and wait for the URL rather than check().
    await page.getByRole('checkbox', { name: 'Research only' }).click();
    await page.waitForURL((u) => u.searchParams.get('research') === '1');
    await expect.poll(() => tableRows(page).count()).toBe(1);
    const row = tableRows(page).first();
    await row.getByText('e2e-lpr.pdf').waitFor();
    await row.getByText('Yes').waitFor();

    await row.getByRole('button', { name: 'Actions for e2e-lpr' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit' });
    await edit.getByRole('textbox', { name: /Title/ }).fill('E2E LPR table');
    await edit.getByRole('checkbox', { name: 'Report file' }).uncheck();
    await edit.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'save complete').first().waitFor();
    // No longer a report: research only leaves it out.
    await expect.poll(() => tableRows(page).count()).toBe(0);
    await page.getByRole('checkbox', { name: 'Research only' }).click();
    await page.waitForURL((u) => !u.searchParams.has('research'));
    await expect.poll(() => tableRows(page).count()).toBe(2);

    // The toast at the top right covers the rows' menu buttons, and pointing at it pauses it.
    await waitForToastsToClose(page);
    await page.getByRole('button', { name: 'Actions for e2e-note' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete this file?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await toast(page, 'deleted').first().waitFor();
    await expect.poll(() => tableRows(page).count()).toBe(1);
    await context.close();
  });
});
