import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, signIn, startStack, tableRows, toasts, type Stack } from './harness';

/**
 * Sources, source groups and external items (issue #15, operations §2, §3, §8) against the
 * reference server on the demo data: search, every field of a source, the server's duplicate-key
 * refusal next to the field, "Sources not found", groups with related sources, external items
 * with their link to the source and their review, the leave guard.
 */

let stack: Stack;
/** A local publisher for the crawlers, on an address the server's allow-list permits. */
let site: Server;
const SITE_PORT = 4891;
beforeAll(async () => {
  site = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      '<ul><li class="item"><a href="/n/1">E2E rate decision</a></li>' +
        '<li class="item"><a href="/n/2">E2E market operations</a></li></ul>',
    );
  });
  await new Promise<void>((r) => site.listen(SITE_PORT, '127.0.0.1', r));
  stack = await startStack({
    port: Number(process.env.E2E_PORT ?? 4881),
    serverEnv: { CRAWLER_ALLOW_NETWORKS: '127.0.0.1/32' },
  });
});
afterAll(async () => {
  await stack?.stop();
  await new Promise((r) => site?.close(r));
});

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

describe('crawlers', () => {
  it('tries a crawler in the playground, saves it, runs it into external items, and enables it in a batch', async () => {
    const { page, context } = await signedIn('/operation/crawler/playground');
    await page.getByRole('heading', { level: 1, name: 'Crawler playground' }).waitFor();
    await page.getByRole('textbox', { name: /^Key/ }).fill('e2e-fixture');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('E2E fixture');
    await page.getByRole('combobox', { name: /^Source/ }).click();
    await page.getByRole('option', { name: '中国人民银行 (pbc)' }).click();
    await page.getByRole('textbox', { name: /^URL/ }).fill(`http://127.0.0.1:${SITE_PORT}/news`);
    // A bad schedule is said next to the field; the next five runs follow a good one.
    const schedule = page.getByRole('textbox', { name: /^Schedule/ });
    await schedule.fill('sometimes');
    await page.getByText('The schedule must be a crontab expression').waitFor();
    await schedule.fill('0 9 * * *');
    await expect
      .poll(() => page.getByRole('list', { name: 'Next five runs' }).getByRole('listitem').count())
      .toBe(5);
    await page.getByRole('textbox', { name: /^Item selector/ }).fill('li.item');
    await page.getByRole('textbox', { name: /^Field 1 selector/ }).fill('a');
    await page.getByRole('textbox', { name: /^Field 2 selector/ }).fill('a');

    await page.getByRole('button', { name: 'Try' }).click();
    const extracted = page.getByRole('region', { name: 'Extracted items' });
    await extracted.getByText('E2E market operations').waitFor();
    await page
      .getByRole('region', { name: 'Fetched page' })
      .getByText(/HTTP 200/)
      .waitFor();

    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((u) => /^\d+$/.test(u.searchParams.get('id') ?? ''));

    await page.goto('/operation/crawler');
    await page.getByRole('heading', { level: 1, name: 'Crawler management' }).waitFor();
    await page.getByRole('button', { name: 'Run E2E fixture now' }).click();
    await toasts(page).filter({ hasText: 'Run finished: 2 found, 2 new' }).first().waitFor();
    await page.getByText('2 found, 2 new').first().waitFor();

    await page.goto('/content/sources/external-items?k=E2E');
    await expect.poll(() => tableRows(page).count()).toBe(2);

    await page.goto('/operation/crawler/batch');
    await page.getByRole('heading', { level: 1, name: 'Crawler batch' }).waitFor();
    await page.getByRole('checkbox', { name: 'Select E2E fixture' }).check();
    await page.getByRole('button', { name: 'Enable' }).click();
    const row = tableRows(page).filter({ hasText: 'e2e-fixture' });
    await row.getByText('Done').waitFor();
    await row.getByText('On', { exact: true }).waitFor();
    await context.close();
  });
});

describe('AI credit', () => {
  it('changes the price of ai_summary and adds a kind, refusing bad input', async () => {
    const { page, context } = await signedIn('/content/ai/credit');
    await page.getByRole('heading', { level: 1, name: 'AI credit' }).waitFor();
    const price = page.getByRole('textbox', { name: 'Price of ai_summary' });
    await price.fill('7');
    await page.getByRole('button', { name: 'Save the price of ai_summary' }).click();
    await toasts(page).filter({ hasText: 'saved' }).first().waitFor();

    const group = page.getByRole('group', { name: 'New kind' });
    await group.getByRole('textbox', { name: /^Kind/ }).fill('ai_summary');
    await group.getByRole('textbox', { name: /^Price/ }).fill('x');
    await group.getByRole('button', { name: 'Add' }).click();
    await page.getByText('This kind already has a price').waitFor();
    await page.getByText('Enter a whole number of points, 0 or more').waitFor();
    // A kind that has a price already (the seed's ai_translate) is refused too.
    await group.getByRole('textbox', { name: /^Kind/ }).fill('ai_translate');
    await group.getByRole('textbox', { name: /^Price/ }).fill('3');
    await group.getByRole('button', { name: 'Add' }).click();
    await page.getByText('This kind already has a price').waitFor();
    await group.getByRole('textbox', { name: /^Kind/ }).fill('ai_outline');
    await group.getByRole('textbox', { name: /^Price/ }).fill('3');
    await group.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('textbox', { name: 'Price of ai_outline' }).waitFor();

    await page.reload();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Price of ai_summary' }).inputValue())
      .toBe('7');
    // The refused kind kept its price.
    expect(await page.getByRole('textbox', { name: 'Price of ai_translate' }).inputValue()).toBe(
      '8',
    );
    expect(await page.getByRole('textbox', { name: 'Price of ai_outline' }).inputValue()).toBe('3');
    await context.close();
  });
});
