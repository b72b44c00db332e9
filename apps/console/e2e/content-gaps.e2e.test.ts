import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyMp4 } from '../../api/test/fixtures/media';
import { pixelPng } from '../../api/test/fixtures/png';
import { formatChinaTime } from '../../../packages/ui/src/utils/chinaTime';
import {
  DEMO,
  newPage,
  signIn,
  startStack,
  tableRows,
  toasts,
  waitForToastsToClose,
  type Stack,
} from './harness';

/**
 * The content gaps of #11 and #19 against the reference server on the demo data: an article's
 * related articles and reports picked in the selection panels, report images with their width,
 * height and description, the media library's extension column, and a roadshow refused while its
 * attached video has not finished uploading ("Roadshow video not uploaded").
 */

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ port: Number(process.env.E2E_PORT ?? 4731) });
});
afterAll(() => stack?.stop());

async function signedIn(path: string): Promise<{ context: BrowserContext; page: Page }> {
  const { page, context } = await newPage(stack);
  await context.addInitScript(() => window.localStorage.setItem('locale', '"en"'));
  await page.goto(path);
  await signIn(page, 'editor', 'en');
  await page.waitForURL((u) => `${u.pathname}${u.search}` === path);
  return { page, context };
}

/** The editor's token, for the calls a test makes to prepare its data. */
async function editorToken(): Promise<string> {
  const login = await fetch(`${stack.url}/v1/admin/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: DEMO.editor.email, password: DEMO.editor.password }),
  });
  return ((await login.json()) as { data: { token: string } }).data.token;
}

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

const chinaTime = (minutes: number) =>
  formatChinaTime(Date.now() + minutes * 60_000, 'YYYY-MM-DD HH:mm');

describe('the article editor', () => {
  it('picks related articles and reports in the selection panels, and they survive a reload', async () => {
    const { page, context } = await signedIn('/content/article/create');
    await page.getByRole('heading', { name: 'New article' }).waitFor();
    await page.getByRole('textbox', { name: /^Title/ }).fill('Related reading for the rates desk');
    await page.getByRole('textbox', { name: 'Body', exact: true }).click();
    await page.keyboard.type('See the related articles and reports.');

    // Related articles: the article panel, loaded on demand, multi mode.
    await page.getByRole('button', { name: 'Pick related articles' }).click();
    const articles = page.getByRole('dialog', { name: 'Select articles' });
    await articles.getByRole('checkbox').first().waitFor();
    const firstArticle = (await articles
      .getByRole('checkbox')
      .first()
      .locator('..')
      .textContent())!;
    await articles.getByRole('checkbox').nth(0).check();
    await articles.getByRole('checkbox').nth(1).check();
    await articles.getByRole('button', { name: /^Select/ }).click();
    await articles.waitFor({ state: 'detached' });
    const relatedArticles = page.getByRole('list', { name: 'Related articles' });
    await expect.poll(() => relatedArticles.getByRole('listitem').count()).toBe(2);

    // Related reports: the institution-report panel.
    await page.getByRole('button', { name: 'Pick related reports' }).click();
    const reports = page.getByRole('dialog', { name: 'Select institution reports' });
    await reports.getByRole('checkbox').first().waitFor();
    await reports.getByRole('checkbox').first().check();
    await reports.getByRole('button', { name: /^Select/ }).click();
    await reports.waitFor({ state: 'detached' });
    const relatedReports = page.getByRole('list', { name: 'Related reports' });
    await expect.poll(() => relatedReports.getByRole('listitem').count()).toBe(1);

    // Removing one takes it off the list.
    await relatedArticles
      .getByRole('button', { name: /^Remove / })
      .nth(1)
      .click();
    await expect.poll(() => relatedArticles.getByRole('listitem').count()).toBe(1);

    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/\/content\/article\/\d+$/);
    await expect.poll(() => page.getByText('save complete').first().isVisible()).toBe(true);

    await page.reload();
    await page.getByRole('heading', { name: 'Edit article' }).waitFor();
    await expect.poll(() => relatedArticles.getByRole('listitem').count()).toBe(1);
    await expect.poll(() => relatedReports.getByRole('listitem').count()).toBe(1);
    const kept = (await relatedArticles.getByRole('listitem').first().textContent())!;
    expect(firstArticle).toContain(kept.trim());
    await context.close();
  });
});

describe('report images', () => {
  it('reads an uploaded image size, edits its description and size, and keeps them', async () => {
    const { page, context } = await signedIn('/content/report?action=create');
    const drawer = page.getByRole('dialog', { name: 'New report' });
    await chooseFile(page, drawer.getByRole('button', { name: 'Upload file' }), {
      name: 'sizes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    await drawer.getByText('sizes.pdf').waitFor();
    const title = `E2E report images ${Date.now()}`;
    await drawer.getByRole('textbox', { name: /^Title/ }).fill(title);
    await chooseFile(page, drawer.getByRole('button', { name: 'Add image' }), {
      name: 'capacity.png',
      mimeType: 'image/png',
      buffer: pixelPng(),
    });
    const image = drawer.getByRole('listitem', { name: 'Image 1' });
    // The size is read from the file (a 1×1 png).
    await expect
      .poll(() => image.getByRole('textbox', { name: 'Image 1 width' }).inputValue())
      .toBe('1');
    await expect
      .poll(() => image.getByRole('textbox', { name: 'Image 1 height' }).inputValue())
      .toBe('1');

    // Bad size: the message by the field, nothing saved.
    await image.getByRole('textbox', { name: 'Image 1 width' }).fill('wide');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => drawer.getByText('Width and height are whole pixels from 1').first().isVisible())
      .toBe(true);
    await image.getByRole('textbox', { name: 'Image 1 width' }).fill('1600');
    await image.getByRole('textbox', { name: 'Image 1 height' }).fill('900');
    await image
      .getByRole('textbox', { name: 'Image 1 description' })
      .fill('Wafer capacity by region');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await drawer.waitFor({ state: 'detached' });
    await expect.poll(() => toasts(page).filter({ hasText: 'saved' }).count()).toBeGreaterThan(0);

    // Edit again: the form opens with the image's description and size.
    const search = page
      .getByRole('search')
      .getByRole('textbox', { name: 'Search reports by title' });
    await search.fill(title);
    await search.press('Enter');
    await expect.poll(() => tableRows(page).count()).toBe(1);
    await page.getByRole('button', { name: `Actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit report' });
    const saved = edit.getByRole('listitem', { name: 'Image 1' });
    await expect
      .poll(() => saved.getByRole('textbox', { name: 'Image 1 description' }).inputValue())
      .toBe('Wafer capacity by region');
    expect(await saved.getByRole('textbox', { name: 'Image 1 width' }).inputValue()).toBe('1600');
    expect(await saved.getByRole('textbox', { name: 'Image 1 height' }).inputValue()).toBe('900');
    await context.close();
  });
});

describe('the media library', () => {
  it('shows each file extension in the list view', async () => {
    const { page, context } = await signedIn('/content/medias?view=list');
    await page.getByRole('heading', { level: 1, name: 'Media library' }).waitFor();
    await page.getByLabel('Files to upload').setInputFiles([
      {
        name: 'gaps-rates.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: Buffer.from('PK\x03\x04 not really a workbook'),
      },
    ]);
    const uploads = page.getByRole('region', { name: 'Uploads' });
    await expect.poll(() => uploads.getByText('upload complete').count()).toBe(1);
    await page.getByRole('columnheader', { name: 'Extension' }).waitFor();
    const row = tableRows(page).filter({ hasText: 'gaps-rates' });
    await expect.poll(() => row.count()).toBe(1);
    await row.getByText('.xlsx', { exact: true }).waitFor();
    await context.close();
  });
});

describe('the roadshow editor', () => {
  it('refuses to save or publish with a video still uploading: "Roadshow video not uploaded"', async () => {
    // A video whose only episode is still uploading (status 1), saved as a draft: the file goes
    // up through the spec's upload flow (token, then the upload), the episode is not finished.
    const token = await editorToken();
    const headers = { 'X-Token': token };
    const grant = (await (
      await fetch(`${stack.url}/v1/radio/qiniu/token?bucket=video&file_extension=mp4`, { headers })
    ).json()) as { data: { token: string; key: string; upload_url: string } };
    const form = new FormData();
    form.set('token', grant.data.token);
    form.set('key', grant.data.key);
    form.set('file', new Blob([new Uint8Array(tinyMp4(2))], { type: 'video/mp4' }), 'talk.mp4');
    const uploaded = await fetch(grant.data.upload_url, { method: 'POST', headers, body: form });
    expect(uploaded.status).toBe(200);
    const videoTitle = `E2E video still uploading ${Date.now()}`;
    const created = await fetch(`${stack.url}/v1/admin/video/?type=v2`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Token': token },
      body: JSON.stringify({
        action: 'draft',
        title: videoTitle,
        episodes: [{ name: 'Full', key: grant.data.key, upload_status: 1, thumbnails: [] }],
      }),
    });
    expect(created.status).toBe(201);

    const { page, context } = await signedIn('/content/roadshow/create');
    await page.getByRole('heading', { level: 1, name: 'New roadshow' }).waitFor();
    await page
      .getByRole('textbox', { name: /^Title/ })
      .fill('E2E roadshow with an unfinished video');
    await page.getByRole('textbox', { name: 'Content', exact: true }).click();
    await page.keyboard.type('Agenda: the recording follows.');
    const start = page.getByRole('textbox', { name: /^Start/ });
    await start.fill(chinaTime(24 * 60));
    await start.press('Enter');

    // The video through the video panel (single mode), found by its title.
    await page.getByRole('button', { name: 'Pick a video from the panel' }).click();
    const panel = page.getByRole('dialog', { name: 'Select videos' });
    const search = panel.getByRole('searchbox', { name: 'Search' });
    await search.fill(videoTitle);
    await search.press('Enter');
    await panel.getByRole('radio', { name: new RegExp(videoTitle) }).check();
    await panel.getByRole('button', { name: /^Select/ }).click();
    await panel.waitFor({ state: 'detached' });

    for (const action of ['Save draft', 'Publish']) {
      await page.getByRole('button', { name: action, exact: true }).click();
      await expect
        .poll(() => toasts(page).filter({ hasText: 'Roadshow video not uploaded' }).count())
        .toBeGreaterThan(0);
      // The message also shows by the field, and nothing was created.
      await expect
        .poll(() => page.getByText('Roadshow video not uploaded', { exact: true }).count())
        .toBeGreaterThan(1);
      expect(new URL(page.url()).pathname).toBe('/content/roadshow/create');
      await waitForToastsToClose(page);
    }
    await context.close();
  });
});
