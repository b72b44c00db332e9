import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pixelPng } from '../../api/test/fixtures/png';
import { formatChinaTime } from '../../../packages/ui/src/utils/chinaTime';
import { newPage, signIn, startStack, type Stack } from './harness';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ port: 4321 });
});
afterAll(() => stack?.stop());

/** A signed-in English page (the spec's messages are checked word for word in English). */
async function englishPage(): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(stack);
  await context.addInitScript(() => window.localStorage.setItem('locale', '"en"'));
  await page.goto('/content/article/create');
  await signIn(page, 'editor', 'en');
  await page.getByRole('heading', { name: 'New article' }).waitFor();
  return { context, page };
}

const body = (page: Page) => page.getByRole('textbox', { name: 'Body', exact: true });
const title = (page: Page) => page.getByRole('textbox', { name: /^Title/ });

/** China-time "YYYY-MM-DD HH:mm" of a moment `minutes` from now (the one GMT+8 helper). */
const chinaTime = (minutes: number) =>
  formatChinaTime(Date.now() + minutes * 60_000, 'YYYY-MM-DD HH:mm');

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

/** The images of the body (an inserted image is named by its file). */
const bodyImages = (page: Page) => body(page).getByRole('img', { name: /chart/ });

/** The local draft of a new article, as stored. */
const localDraft = (page: Page) =>
  page.evaluate(() => window.localStorage.getItem('nd-article-draft:new') ?? '');

async function writeArticle(page: Page, heading: string, text: string) {
  await title(page).fill(heading);
  await body(page).click();
  await page.keyboard.type(text);
}

describe('article editor', () => {
  it('shows the validation messages word for word, then creates the article by autosave', async () => {
    const { page, context } = await englishPage();
    // The demo seed has a default template: it is loaded into a new article's body.
    await expect
      .poll(() =>
        page
          .getByText(/auto-load template/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expect.poll(() => body(page).textContent()).not.toBe('');
    // Select all and delete (again if the keys came before the editor took the selection, which
    // happens on a loaded machine). Empty again: the placeholder shows.
    await expect
      .poll(async () => {
        await body(page).click();
        await page.keyboard.press('Control+A');
        await page.keyboard.press('Delete');
        return body(page).textContent();
      })
      .toBe('\uFEFFWrite the article…');
    await page.getByRole('button', { name: 'Next: unpaid preview' }).click();
    await expect.poll(() => page.getByText('Title cannot be empty').first().isVisible()).toBe(true);
    await expect
      .poll(() => page.getByText('Body text cannot be empty').first().isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText('valid failed').first().isVisible()).toBe(true);

    await title(page).fill('Too short');
    await title(page).blur();
    await expect
      .poll(() => page.getByText('Title length should longer than 10 words').first().isVisible())
      .toBe(true);

    await writeArticle(page, 'Autosave keeps this draft on the server', 'Rates stay on hold.');
    // Saved locally within a second, then created on the server: the URL takes the new id.
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'auto-saved' }).count())
      .toBeGreaterThan(0);
    await page.waitForURL(/\/content\/article\/\d+$/, { timeout: 15_000 });
    await expect
      .poll(
        () =>
          page
            .getByText(/auto-saved remotely/)
            .first()
            .isVisible(),
        { timeout: 15_000 },
      )
      .toBe(true);
    expect(Number(page.url().split('/').pop())).toBeGreaterThan(0);
    await page.reload();
    await expect
      .poll(() => title(page).inputValue())
      .toBe('Autosave keeps this draft on the server');
    await expect.poll(() => body(page).textContent()).toContain('Rates stay on hold.');
    await context.close();
  });

  it('refuses a scheduled release in the past, then schedules one in the future', async () => {
    const { page, context } = await englishPage();
    await writeArticle(page, 'Scheduled for tomorrow morning briefing', 'Morning markets.');
    const planned = page.getByRole('textbox', { name: /Scheduled release/ });
    await planned.fill(chinaTime(-120));
    await planned.press('Enter');
    await expect
      .poll(() => page.getByText('The scheduled release must be in the future').first().isVisible())
      .toBe(true);
    await planned.fill(chinaTime(24 * 60));
    await planned.press('Enter');
    await expect
      .poll(() => page.getByText('The scheduled release must be in the future').count())
      .toBe(0);
    await page.getByRole('button', { name: 'Next: unpaid preview' }).click();
    await page.getByRole('article', { name: 'Unpaid preview' }).waitFor();
    await page.getByRole('button', { name: 'Schedule' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Article scheduled' }).isVisible())
      .toBe(true);
    await context.close();
  });

  it('publishes through the unpaid preview to the success page', async () => {
    const { page, context } = await englishPage();
    await writeArticle(page, 'Published straight from the wizard today', 'Everyone reads this.');
    await page.getByRole('textbox', { name: /^Summary/ }).fill('A short summary for the list.');
    await page.getByRole('button', { name: 'Next: unpaid preview' }).click();
    const preview = page.getByRole('article', { name: 'Unpaid preview' });
    await preview.waitFor();
    await expect
      .poll(() => preview.textContent())
      .toContain('This article is free for every reader.');
    await expect.poll(() => preview.textContent()).toContain('Everyone reads this.');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Article published' }).isVisible())
      .toBe(true);
    await page.getByRole('button', { name: 'Back to the list' }).click();
    await page.waitForURL(/\/content\/article\/list/);
    await context.close();
  });

  it('uploads a cover, a body image and an attachment to the storage, and they survive a reload', async () => {
    const { page, context } = await englishPage();
    await writeArticle(page, 'Charts of the week with the data attached', 'See the chart.');
    const png = { mimeType: 'image/png', buffer: pixelPng() };
    await chooseFile(page, page.getByRole('button', { name: 'Upload cover' }), {
      ...png,
      name: 'cover.png',
    });
    const cover = page.getByRole('img', { name: 'Cover of the article' });
    await expect.poll(() => cover.getAttribute('src')).toMatch(/\/storage\/[\w.-]+\.png$/);
    await body(page).click();
    await chooseFile(
      page,
      // The body's toolbar (the preview has its own editor).
      page.getByRole('button', { name: 'Insert image' }).first(),
      { ...png, name: 'chart.png' },
    );
    await expect.poll(() => bodyImages(page).count()).toBe(1);
    await chooseFile(page, page.getByRole('button', { name: 'Add attachment' }), {
      name: 'weekly-data.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%\xe2\xe3\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1'),
    });
    await expect
      .poll(() => page.getByText('weekly-data', { exact: false }).count())
      .toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/\/content\/article\/\d+$/);
    await expect.poll(() => page.getByText('save complete').first().isVisible()).toBe(true);

    await page.reload();
    await expect
      .poll(() => title(page).inputValue())
      .toBe('Charts of the week with the data attached');
    const coverSrc = await page
      .getByRole('img', { name: 'Cover of the article' })
      .getAttribute('src');
    const imageSrc = await bodyImages(page).first().getAttribute('src');
    for (const src of [coverSrc, imageSrc]) {
      expect(src).toMatch(/\/storage\/[\w.-]+\.png$/);
      // The stored file itself, as the browser loads it (the token travels in a header, never the URL).
      const loaded = await page.evaluate(async (url) => {
        const img = new Image();
        img.src = url;
        await img.decode();
        return img.naturalWidth;
      }, src!);
      expect(loaded).toBe(1);
    }
    await expect
      .poll(() => page.getByText('weekly-data', { exact: false }).count())
      .toBeGreaterThan(0);
    await context.close();
  });

  it('offers the local draft after a killed tab and after a reload', async () => {
    const { page, context } = await englishPage();
    await title(page).fill('Short');
    await body(page).click();
    await page.keyboard.type('Typed just before the crash.');
    // The local draft is written within a second of the last keystroke.
    await expect.poll(() => localDraft(page)).toContain('Typed just before the crash.');
    await expect.poll(() => page.getByText('auto-saved locally').first().isVisible()).toBe(true);
    // A killed tab: no unload handlers run.
    await page.close({ runBeforeUnload: false });

    const again = await context.newPage();
    await again.goto('/content/article/create');
    const dialog = again.getByRole('alertdialog');
    await expect.poll(() => dialog.textContent()).toContain('Restore your unsaved draft?');
    await dialog.getByRole('button', { name: 'Restore local draft' }).click();
    await expect.poll(() => title(again).inputValue()).toBe('Short');
    await expect.poll(() => body(again).textContent()).toContain('Typed just before the crash.');

    // A reload (leaving is confirmed by the browser prompt): the draft is offered again.
    again.on('dialog', (d) => void d.accept());
    await body(again).click();
    // At the end of the text, wherever the click landed (the form may still be settling around
    // the restored body: under load, a click aimed at the middle once landed in its first heading).
    await again.keyboard.press('Control+End');
    await again.keyboard.type(' More.');
    await expect.poll(() => localDraft(again), { timeout: 1_500 }).toContain('crash. More.');
    await again.reload();
    const dialog2 = again.getByRole('alertdialog');
    await expect.poll(() => dialog2.textContent()).toContain('Restore your unsaved draft?');
    await dialog2.getByRole('button', { name: 'Restore local draft' }).click();
    await expect.poll(() => body(again).textContent()).toContain('crash. More.');
    await context.close();
  });

  it('gives two tabs editing one article a conflict instead of a silent overwrite', async () => {
    const { page: first, context } = await englishPage();
    await writeArticle(first, 'One article edited in two browser tabs', 'First version.');
    await first.getByRole('button', { name: 'Save draft' }).click();
    await first.waitForURL(/\/content\/article\/\d+$/);
    await expect
      .poll(() =>
        first
          .getByText(/save complete|auto-saved remotely/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    const url = first.url();

    const second = await context.newPage();
    await second.goto(url);
    await expect
      .poll(() => title(second).inputValue())
      .toBe('One article edited in two browser tabs');

    await title(first).fill('One article edited in two tabs: first wins');
    await first.getByRole('button', { name: 'Save draft' }).click();
    await expect.poll(() => first.getByText('save complete').first().isVisible()).toBe(true);

    await title(second).fill('One article edited in two tabs: second is late');
    await second.getByRole('button', { name: 'Save draft' }).click();
    const dialog = second.getByRole('alertdialog', { name: 'This article was changed elsewhere' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Compare' }).click();
    await expect.poll(() => dialog.getByRole('table').textContent()).toContain('first wins');
    await expect.poll(() => dialog.getByRole('table').textContent()).toContain('second is late');
    await dialog.getByRole('button', { name: 'Take theirs' }).click();
    await expect
      .poll(() => title(second).inputValue())
      .toBe('One article edited in two tabs: first wins');
    await context.close();
  });
});
