import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyMp4 } from '../../api/test/fixtures/media';
import { newPage, signIn, startStack, type Stack } from './harness';

/**
 * Byte-level resume of an episode's upload (designed here) against the reference server: the
 * connection is cut part-way through the mp4 (the page aborts its request, as a lost network would),
 * Resume asks the store how many bytes it holds and sends only the rest, the progress bar goes on
 * from there, and the stored file is the original, byte for byte (its SHA-1).
 */

let stack: Stack;
let dir: string;
let mp4: string;
let bytes: Buffer;
beforeAll(async () => {
  stack = await startStack({ port: Number(process.env.E2E_PORT ?? 5001) });
  dir = mkdtempSync(path.join(tmpdir(), 'newsdesk-resume-e2e-'));
  mp4 = path.join(dir, 'long-part.mp4');
  // A valid mp4 header, then an `mdat` box of random bytes (8 MB in all).
  const head = tinyMp4(600);
  const payload = randomBytes(8 * 1024 * 1024 - head.length - 8);
  const box = Buffer.alloc(8);
  box.writeUInt32BE(payload.length + 8, 0);
  box.write('mdat', 4, 'latin1');
  bytes = Buffer.concat([head, box, payload]);
  writeFileSync(mp4, bytes);
});
afterAll(async () => {
  await stack?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("an episode's upload cut off part-way", () => {
  it('resumes from the byte the store holds, the bar going on from there', async () => {
    const { page, context } = await newPage(stack);
    await context.addInitScript(() => {
      window.localStorage.setItem('locale', '"en"');
      // The first file upload is cut once 40 % of it has gone out.
      const send = XMLHttpRequest.prototype.send;
      let cut = false;
      XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body) {
        if (!cut && body instanceof FormData && body.get('file')) {
          cut = true;
          this.upload.addEventListener('progress', (e) => {
            if (e.loaded > e.total * 0.4) this.abort();
          });
        }
        send.call(this, body);
      };
    });
    await page.goto('/auth/login');
    await signIn(page, 'editor', 'en');
    await page.goto('/content/video/create');
    await page.getByRole('heading', { level: 1, name: 'New video' }).waitFor();
    await page.getByRole('button', { name: 'Add episode' }).click();

    // A slow uplink (4 MB/s), so that the upload takes a while.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 4 * 1024 * 1024,
    });

    await page.getByLabel('Video file of episode 1').setInputFiles(mp4);
    const resume = page.getByRole('button', { name: 'Resume upload' });
    await resume.waitFor({ timeout: 30_000 });
    await page.getByText('upload failed').first().waitFor();
    const bar = page.getByRole('progressbar', { name: 'Upload of episode 1' });
    const atCut = Number(await bar.getAttribute('aria-valuenow'));
    expect(atCut).toBeGreaterThanOrEqual(40);

    // Every value the bar takes from now on.
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { barValues: number[] }).barValues = seen;
      const record = () => {
        const el = document.querySelector('[role="progressbar"][aria-valuenow]');
        if (el) seen.push(Number(el.getAttribute('aria-valuenow')));
      };
      new MutationObserver(record).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-valuenow'],
      });
    });

    const asked = page.waitForResponse((r) => r.url().includes('/upload/offset'));
    const stored = page.waitForResponse(
      (r) => r.url().endsWith('/storage/upload') && r.request().method() === 'POST',
    );
    await resume.click();
    const held = ((await (await asked).json()) as { data: { offset: number; complete: boolean } })
      .data;
    expect(held.complete).toBe(false);
    expect(held.offset).toBeGreaterThan(bytes.length * 0.2);
    expect(held.offset).toBeLessThan(bytes.length);
    const result = ((await (await stored).json()) as { data: { hash: string; fsize: number } })
      .data;
    // The store's file is the original: its size and SHA-1.
    expect(result.fsize).toBe(bytes.length);
    expect(result.hash).toBe(createHash('sha1').update(bytes).digest('hex'));
    await page.getByText('upload complete').waitFor();
    await page.getByText('Size: 8.0 MB').waitFor();

    // The bar went on from the held bytes: never back near 0.
    const values = await page.evaluate(
      () => (window as unknown as { barValues: number[] }).barValues,
    );
    const heldPercent = Math.floor((held.offset / bytes.length) * 100);
    expect(values.length).toBeGreaterThan(0);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(heldPercent - 1);
    console.log(
      `[resume] cut at ${atCut} %, store held ${held.offset} of ${bytes.length} bytes (${heldPercent} %), bar after resume: ${values.join(', ')}`,
    );
    await context.close();
  }, 120_000);
});
