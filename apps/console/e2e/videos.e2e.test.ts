import { createWriteStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyMp4 } from '../../api/test/fixtures/media';
import { formatChinaTime } from '../../../packages/ui/src/utils/chinaTime';
import {
  chooseRowAction,
  newPage,
  signIn,
  startStack,
  tableRows,
  toasts,
  type Stack,
} from './harness';

/**
 * Videos (issue #11, content §2–§5, operations §7 upload) against the reference server on the demo
 * data: the list's filters in the URL, creating a video with an uploaded episode, editing,
 * scheduling and the schedule question, deleting, the deep link, and a 200 MB upload that must
 * not grow the page's memory.
 */

let stack: Stack;
let dir: string;
let smallMp4: string;
beforeAll(async () => {
  stack = await startStack({ port: Number(process.env.E2E_PORT ?? 4811) });
  dir = mkdtempSync(path.join(tmpdir(), 'newsdesk-videos-e2e-'));
  smallMp4 = path.join(dir, 'part-1.mp4');
  writeFileSync(smallMp4, tinyMp4(90.5));
});
afterAll(async () => {
  await stack?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function signedIn(to: string): Promise<{ context: BrowserContext; page: Page }> {
  const { page, context } = await newPage(stack);
  await context.addInitScript(() => window.localStorage.setItem('locale', '"en"'));
  await page.goto(to);
  await signIn(page, 'editor', 'en');
  await page.waitForURL((u) => `${u.pathname}${u.search}` === to);
  return { page, context };
}

const chinaTime = (minutes: number) =>
  formatChinaTime(Date.now() + minutes * 60_000, 'YYYY-MM-DD HH:mm');

const toast = (page: Page, text: string | RegExp) => toasts(page).filter({ hasText: text });

describe('the video list', () => {
  it('lets an admin push a published video, opening that video', async () => {
    const { page, context } = await newPage(stack);
    await context.addInitScript(() => window.localStorage.setItem('locale', '"en"'));
    await page.goto('/content/video/list');
    await signIn(page, 'admin', 'en');
    await page
      .getByRole('group', { name: 'Status' })
      .getByRole('button', { name: 'Published' })
      .click();
    await expect
      .poll(() => tableRows(page).filter({ hasText: 'Published' }).count())
      .toBeGreaterThan(0);
    const row = () => tableRows(page).filter({ hasText: 'Published' }).first();
    const href = await row().getByRole('link').first().getAttribute('href');
    const id = Number(href?.match(/\/content\/video\/(\d+)$/)?.[1]);
    expect(id).toBeGreaterThan(0);

    await chooseRowAction(page, row, 'Push notification');
    const dialog = page.getByRole('dialog', { name: 'Push notification' });
    await dialog.waitFor();
    await dialog
      .getByRole('textbox', { name: /Notification title/ })
      .fill('Fed minutes, explained in three minutes');
    const sent = page.waitForRequest((r) => r.url().endsWith('/v1/admin/push/umeng/broadcast'));
    await dialog.getByRole('button', { name: 'Send push' }).click();
    // The push opens this video in the app: its deep link, kind (3) and id.
    expect(((await sent).postDataJSON() as { extra: unknown }).extra).toEqual({
      url: `newsdesk://video/${id}`,
      content_kind: 3,
      content_id: id,
    });
    await expect
      .poll(() => page.getByRole('status').allTextContents())
      .toContain('notification sent');
    await context.close();
  });

  it('filters by status and keyword in the URL, and opens a video by its deep link', async () => {
    const { page, context } = await signedIn('/content/video/list');
    await page.getByRole('heading', { level: 1, name: 'Videos' }).waitFor();
    await expect.poll(() => tableRows(page).count()).toBeGreaterThan(0);

    await page
      .getByRole('group', { name: 'Status' })
      .getByRole('button', { name: 'Draft' })
      .click();
    await page.waitForURL((u) => u.searchParams.get('status') === '1');
    await expect.poll(() => tableRows(page).count()).toBeGreaterThan(0);
    const statuses = await tableRows(page).getByRole('cell').nth(1).allTextContents();
    expect(statuses.join()).toMatch(/Draft|Scheduled/);

    await page
      .getByRole('searchbox', { name: 'Search title or description' })
      .fill('no such video');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('k') === 'no such video');
    await page.getByText('search content empty').waitFor();

    // Back restores the previous view; the first row's title is the deep link /content/video/{id}.
    await page.goBack();
    await expect.poll(() => tableRows(page).count()).toBeGreaterThan(0);
    const link = tableRows(page).first().getByRole('link').first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/content\/video\/\d+$/);
    await link.click();
    await page.waitForURL((u) => u.pathname === href);
    await page.getByRole('heading', { level: 1, name: 'Video editor' }).waitFor();
    await context.close();
  });
});

describe('the video editor', () => {
  it('creates, uploads an episode, edits, schedules, cancels the schedule and deletes', async () => {
    const { page, context } = await signedIn('/content/video/create');
    await page.getByRole('heading', { level: 1, name: 'New video' }).waitFor();

    // Bad input: the spec's messages next to the fields, nothing is saved.
    await page.getByRole('button', { name: 'Post' }).click();
    await page.getByText('Title cannot be empty').first().waitFor();
    await page.getByText('Video file is not select').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/content/video/create');

    const title = `E2E video ${Date.now()}`;
    await page.getByRole('textbox', { name: /^Title/ }).fill(title);
    await page.getByRole('textbox', { name: /^Description/ }).fill('Rates and the yuan.');
    await page.getByRole('button', { name: 'Add episode' }).click();
    await page.getByRole('textbox', { name: 'Name of episode 1' }).fill('Part 1');

    // Only mp4: another file is refused next to the field.
    const file = page.getByLabel('Video file of episode 1');
    await file.setInputFiles({
      name: 'clip.mov',
      mimeType: 'video/quicktime',
      buffer: Buffer.from('x'),
    });
    await page.getByText('Only mp4 files are accepted').waitFor();

    await file.setInputFiles(smallMp4);
    await page.getByText('upload complete').waitFor();
    // Duration and size read from the file information.
    await page.getByText('Duration: 1:31').waitFor();

    // Related content through the selection panel (content §2): the picks become chips.
    await page.getByRole('button', { name: 'Add articles' }).click();
    const panel = page.getByRole('dialog', { name: 'Select articles' });
    const firstPick = panel.getByRole('checkbox').first();
    await firstPick.check();
    await panel.getByRole('button', { name: /^Select/ }).click();
    await panel.waitFor({ state: 'detached' });
    const relatedArticles = page
      .getByRole('group', { name: 'Related articles' })
      .getByRole('listitem');
    await expect.poll(() => relatedArticles.count()).toBe(1);

    await page.getByRole('button', { name: 'Save as draft' }).click();
    await expect.poll(() => toast(page, 'saved').count()).toBeGreaterThan(0);
    await page.waitForURL((u) => /^\/content\/video\/\d+$/.test(u.pathname));
    const videoPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { level: 1, name: 'Video editor' }).waitFor();

    // Edit: a new title, then post with the schedule switch on and a time tomorrow.
    await page.getByRole('textbox', { name: /^Title/ }).fill(`${title} (edited)`);
    await page.getByRole('switch', { name: 'Scheduled release' }).click();
    const time = page.getByRole('textbox', { name: /^Release time/ });
    await time.fill(chinaTime(24 * 60));
    await time.press('Enter');
    await page.getByRole('button', { name: 'Post' }).click();
    await expect.poll(() => toast(page, /Scheduled for/).count()).toBeGreaterThan(0);

    // Opening a scheduled video asks whether to cancel the schedule; confirming resets it.
    await page.reload();
    const ask = page.getByRole('alertdialog', { name: 'Cancel the schedule?' });
    await ask.getByRole('button', { name: 'Cancel schedule' }).click();
    await expect.poll(() => toast(page, 'Schedule cancelled').count()).toBeGreaterThan(0);
    await expect
      .poll(() => page.getByRole('switch', { name: 'Scheduled release' }).isChecked())
      .toBe(false);
    await expect
      .poll(() => page.getByRole('textbox', { name: /^Title/ }).inputValue())
      .toBe(`${title} (edited)`);
    // What the server kept: the related article and the episode with its file.
    await expect.poll(() => relatedArticles.count()).toBe(1);
    await page.getByText('upload complete').waitFor();

    // Leaving with unsaved changes asks first.
    await page.getByRole('textbox', { name: /^Title/ }).fill(`${title} (unsaved)`);
    await page.getByRole('link', { name: 'Articles', exact: true }).first().click();
    const leave = page.getByRole('alertdialog', { name: 'Leave with unsaved changes?' });
    await leave.getByRole('button', { name: 'Stay' }).click();
    await leave.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(videoPath);
    await page.getByRole('textbox', { name: /^Title/ }).fill(`${title} (edited)`);

    // Delete asks, then goes back to the list.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this video?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL((u) => u.pathname === '/content/video/list');
    await expect.poll(() => toast(page, 'deleted').count()).toBeGreaterThan(0);

    // The deep link still opens it, deleted; an unknown id says so.
    await page.goto(videoPath);
    await page.getByText('Deleted').first().waitFor();
    await page.goto('/content/video/999999');
    await page.getByText('Video not found').first().waitFor();
    await context.close();
  });

  it('streams a 200 MB mp4 without growing the page memory by more than 50 MB', async () => {
    const big = path.join(dir, 'big.mp4');
    await writeBigMp4(big, 200 * 1024 * 1024);
    const { page, context } = await signedIn('/content/video/create');
    await page.getByRole('heading', { level: 1, name: 'New video' }).waitFor();
    await page.getByRole('button', { name: 'Add episode' }).click();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      const { metrics } = await cdp.send('Performance.getMetrics');
      return metrics.find((m) => m.name === 'JSHeapUsedSize')!.value;
    };
    const before = await heap();
    let peak = before;
    await page.getByLabel('Video file of episode 1').setInputFiles(big);
    const progress = page.getByRole('progressbar', { name: 'Upload of episode 1' });
    await progress.waitFor();
    // Sampled while the upload runs: the poll ends when the progress bar has gone.
    await expect
      .poll(
        async () => {
          const { metrics } = await cdp.send('Performance.getMetrics');
          peak = Math.max(peak, metrics.find((m) => m.name === 'JSHeapUsedSize')!.value);
          return progress.isVisible();
        },
        { timeout: 150_000, interval: 100 },
      )
      .toBe(false);
    await page.getByText('upload complete').waitFor();
    const after = await heap();
    const mb = (n: number) => Math.round((n / 1024 / 1024) * 10) / 10;
    console.log(
      `200 MB upload: JS heap before ${mb(before)} MB, peak ${mb(peak)} MB, after ${mb(after)} MB (growth ${mb(peak - before)} MB)`,
    );
    expect(peak - before).toBeLessThan(50 * 1024 * 1024);
    await page.getByText('Size: 200.0 MB').waitFor();
    await context.close();
  }, 180_000);
});

/** A valid mp4 header followed by an `mdat` box up to `size` bytes, written in chunks. */
async function writeBigMp4(file: string, size: number) {
  const head = tinyMp4(600);
  const mdatSize = size - head.length;
  const header = Buffer.alloc(8);
  header.writeUInt32BE(mdatSize, 0);
  header.write('mdat', 4, 'latin1');
  const out = createWriteStream(file);
  const write = (b: Buffer) =>
    new Promise<void>((resolve, reject) => out.write(b, (e) => (e ? reject(e) : resolve())));
  await write(head);
  await write(header);
  const chunk = Buffer.alloc(4 * 1024 * 1024);
  let left = mdatSize - 8;
  while (left > 0) {
    const n = Math.min(left, chunk.length);
    await write(n === chunk.length ? chunk : chunk.subarray(0, n));
    left -= n;
  }
  await new Promise<void>((resolve) => out.end(resolve));
}
