import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, signIn, startStack, tableRows, toasts, type Stack } from './harness';

/**
 * Data sources, data groups and the chart designer (issue #15, operations §2, §3 Data source,
 * Data chart) against the reference server on the demo data (CPI, PMI, LPR and a daily index of
 * 10,000 rows with open, high, low and close).
 */
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ port: Number(process.env.E2E_PORT ?? 4951) });
});
afterAll(async () => {
  await stack?.stop();
});

async function signedIn(path: string) {
  const { page, context } = await newPage(stack);
  await context.addInitScript(() => window.localStorage.setItem('locale', JSON.stringify('en')));
  await page.goto(path);
  await signIn(page, 'admin', 'en');
  await page.waitForURL((u) => u.pathname === path);
  return { page, context };
}

describe('data sources', () => {
  it('lists and searches the sources, refuses a file whose dates do not read, creates one from a CSV file', async () => {
    const { page, context } = await signedIn('/content/data/sources');
    await page.getByRole('heading', { level: 1, name: 'Data sources' }).waitFor();
    await expect.poll(() => tableRows(page).count()).toBe(4);
    await page.getByRole('searchbox', { name: 'Keyword' }).fill('loan');
    await page.waitForURL((u) => u.searchParams.get('k') === 'loan');
    await expect.poll(() => tableRows(page).count()).toBe(1);

    await page.getByRole('button', { name: 'New data source' }).click();
    await page.waitForURL((u) => u.pathname === '/content/data/sources/new');
    await page.getByRole('heading', { level: 1, name: 'New data source' }).waitFor();
    await page.getByRole('textbox', { name: /^Symbol/ }).fill('E2E-GDP');
    await page.getByRole('textbox', { name: /^Name/ }).fill('E2E GDP growth');
    const csv = (text: string) => ({
      name: 'gdp.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(text),
    });
    await page
      .getByLabel(/CSV file or spreadsheet/)
      .setInputFiles(csv('quarter,gdp\n2026/13/01,5.2\n'));
    await page.getByText('gdp.csv: 1 row read').waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/Error data format: row 2/).waitFor();

    await page
      .getByLabel(/CSV file or spreadsheet/)
      .setInputFiles(csv('quarter,gdp\n2026/01/01,5.2\n2026/04/01,5.0\n'));
    await page.getByText('gdp.csv: 2 rows read').waitFor();
    await page
      .getByRole('region', { name: 'Preview of the table' })
      .getByText('2026/04/01')
      .waitFor();
    await page.getByRole('combobox', { name: /^Datetime format/ }).click();
    await page.getByRole('option', { name: 'YYYY/MM/DD' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await toasts(page).filter({ hasText: 'Saved' }).first().waitFor();
    await page.waitForURL((u) => u.pathname === '/content/data/sources/E2E-GDP');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'E2E GDP growth (E2E-GDP)' }).waitFor();
    await page.getByText('First 2 of 2 rows').waitFor();
    // Editing the saved source (its symbol locked) saves too.
    await page.getByRole('textbox', { name: /^Name/ }).fill('E2E GDP growth, quarterly');
    await page.getByRole('button', { name: 'Save' }).click();
    await toasts(page).filter({ hasText: 'Saved' }).first().waitFor();
    await page.reload();
    await page
      .getByRole('heading', { level: 1, name: 'E2E GDP growth, quarterly (E2E-GDP)' })
      .waitFor();
    await context.close();
  });

  it('creates a data group holding a source', async () => {
    const { page, context } = await signedIn('/content/data/groups');
    await page.getByRole('heading', { level: 1, name: 'Data groups' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('This is a required field').first().waitFor();
    await page.getByRole('textbox', { name: /^Group name/ }).fill('E2E rates');
    await page.getByRole('button', { name: 'Save' }).click();
    await toasts(page).filter({ hasText: 'Saved' }).first().waitFor();
    await page.getByRole('table').getByText('E2E rates').waitFor();
    await context.close();
  });
});

describe('chart designer', () => {
  it('opens the candlestick chart of 10,000 days with its volume, marks and right axis, and saves it', async () => {
    const { page, context } = await signedIn('/content/data/charts');
    await page.getByRole('heading', { level: 1, name: 'Data charts' }).waitFor();
    await tableRows(page).getByRole('link', { name: 'Shanghai composite, daily' }).click();
    await page.waitForURL((u) => u.pathname === '/content/data/charts/SHCOMP');
    const layers = page.getByTestId('data-chart-layers');
    await layers.waitFor();
    // Candles, the volume bars on the right axis and the marks are drawn.
    await expect
      .poll(() => layers.locator('[data-series="SHCOMP"] rect').count())
      .toBeGreaterThan(100);
    expect(await layers.locator('[data-series="Volume"] rect').count()).toBeGreaterThan(100);
    expect(await layers.locator('[data-mark="area"]').count()).toBe(1);
    expect(await layers.locator('[data-axis="right"]').count()).toBe(1);

    // Saving the demo chart as it is (10,000 candles and volume bars under the designer) succeeds
    // and the designer shows the saved chart again.
    await page.getByRole('textbox', { name: /^Title/ }).fill('Shanghai composite, daily (saved)');
    const started = Date.now();
    await page.getByRole('button', { name: 'Save' }).click();
    await toasts(page).filter({ hasText: 'Saved' }).first().waitFor();
    await page
      .getByRole('heading', { level: 1, name: /Shanghai composite, daily \(saved\)/ })
      .waitFor();
    await expect
      .poll(() => layers.locator('[data-series="SHCOMP"] rect').count())
      .toBeGreaterThan(100);
    console.log(`SHCOMP chart saved and redrawn in ${Date.now() - started} ms`);
    // Saved again at the version the first save returned (no reload between).
    await page.getByRole('textbox', { name: /^Title/ }).fill('Shanghai composite, daily');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { level: 1, name: /Shanghai composite, daily$/ }).waitFor();
    expect(await toasts(page).filter({ hasText: 'changed by someone else' }).count()).toBe(0);

    await context.close();
  });

  it('designs a new line chart with a mark line over CPI', async () => {
    const { page, context } = await signedIn('/content/data/charts/new');
    await page.getByRole('heading', { level: 1, name: 'New chart' }).waitFor();
    await page.getByRole('textbox', { name: /^Symbol/ }).fill('E2E-CPI');
    await page.getByRole('textbox', { name: /^Title/ }).fill('E2E CPI');
    await page.getByRole('combobox', { name: /^Data source/ }).click();
    await page.getByRole('option', { name: 'China consumer price index (CPI)' }).click();
    const layers = page.getByTestId('data-chart-layers');
    await expect.poll(() => layers.locator('[data-series] path').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Add a mark' }).click();
    await page.getByRole('textbox', { name: /^Position/ }).fill('2');
    await expect.poll(() => layers.locator('[data-mark="line"]').count()).toBe(1);
    await page.getByRole('button', { name: 'Save' }).click();
    await toasts(page).filter({ hasText: 'Saved' }).first().waitFor();
    await page.waitForURL((u) => u.pathname === '/content/data/charts/E2E-CPI');
    await context.close();
  });
});
