import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, newPage, signIn, startStack, toasts, type Stack } from './harness';

/**
 * Operation settings (operations §2 Operation; designed here): the app splash, the navigator, the
 * web banner, the web home quick entries and the report categories, against the reference server.
 */

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ port: 4956 });
});
afterAll(() => stack?.stop());

async function signedIn(path: string) {
  const { page, context } = await newPage(stack);
  await context.addInitScript(() => window.localStorage.setItem('locale', '"en"'));
  await page.goto(path);
  await signIn(page, 'admin', 'en');
  await page.waitForURL((u) => u.pathname === path);
  return { page, context };
}

async function apiToken() {
  const login = await fetch(`${stack.url}/v1/admin/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: DEMO.editor.email, password: DEMO.editor.password }),
  });
  return ((await login.json()) as { data: { token: string } }).data.token;
}

async function read(key: string) {
  const res = await fetch(`${stack.url}/v1/admin/kv/${key}`, {
    headers: { 'X-Token': await apiToken() },
  });
  return ((await res.json()) as { data: { version: number; name: string; value: never } }).data;
}

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

/** A 2×2 PNG (the server checks the upload is an image). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

describe('operation settings', () => {
  it('report categories: reorder by keyboard, rename, save; a duplicate name is refused and nothing is saved', async () => {
    const { page, context } = await signedIn('/operation/omen/category');
    await heading(page, 'Report categories').waitFor();
    const before = await read('omen-category');

    // Keyboard only: focus "Move 策略研究 up", press Enter; the focus stays on the moved item.
    const up = page.getByRole('button', { name: 'Move 策略研究 up' });
    await up.focus();
    await page.keyboard.press('Enter');
    await page.getByText('策略研究 moved to position 1 of 4').waitFor({ state: 'attached' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''))
      .toBe('Move 策略研究 down');

    // A duplicate name at the first level is refused at its field, nothing is sent.
    const names = page.getByRole('textbox', { name: /^Name/ });
    const second = page
      .getByRole('region', { name: 'Categories, in display order' })
      .locator('xpath=./ol/li')
      .nth(1);
    const secondName = second.getByRole('textbox', { name: /^Name/ }).first();
    expect(await secondName.inputValue()).toBe('宏观研究');
    await secondName.fill('策略研究');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('This name is already used at this level').first().waitFor();
    expect((await read('omen-category')).version).toBe(before.version);

    // Fixed: saved in the new order, and still so after a reload.
    await secondName.fill('宏观研究');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toasts(page).filter({ hasText: 'save complete' }).first().waitFor();
    const after = await read('omen-category');
    expect(after.version).toBe(before.version + 1);
    expect(
      (after.value as { categories: { id: string }[] }).categories.map((c) => c.id).slice(0, 2),
    ).toEqual(['strategy', 'macro']);
    await page.reload();
    await heading(page, 'Report categories').waitFor();
    await expect.poll(async () => (await names.first().inputValue()) || '').toBe('策略研究');
    await context.close();
  });

  it('web banner: a new slide with an uploaded image and a link; the preview shows it; saved', async () => {
    const { page, context } = await signedIn('/operation/banner');
    await heading(page, 'Web banner').waitFor();
    const before = await read('web-banner');
    await page.getByRole('button', { name: 'Add slide' }).click();
    const slides = page.getByRole('region', { name: 'Slides, in display order' });
    const slide = slides.locator('ol > li').last();
    await slide.getByRole('textbox', { name: /^Title/ }).fill('E2E slide');
    await slide.getByRole('textbox', { name: /^Link/ }).fill('reports');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await slide.getByText('Enter a link starting with http://, https:// or /').waitFor();
    await slide.getByText('Please select your file').waitFor();
    expect((await read('web-banner')).version).toBe(before.version);

    await slide.getByRole('textbox', { name: /^Link/ }).fill('/reports');
    await slide.getByLabel('Image: Upload image').setInputFiles({
      name: 'slide.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await slide.getByRole('button', { name: 'Replace image' }).waitFor();
    // Move it to the front by keyboard; the preview shows the live front slide.
    for (let i = 0; i < 3; i += 1) {
      const up = slide.page().getByRole('button', { name: 'Move E2E slide up' });
      if (await up.isDisabled()) break;
      await up.focus();
      await page.keyboard.press('Enter');
    }
    const preview = page.getByRole('region', { name: 'How it looks on the web' });
    await preview.getByText('E2E slide').waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toasts(page).filter({ hasText: 'save complete' }).first().waitFor();
    const after = (await read('web-banner')) as unknown as {
      value: { items: { title: string; image_url: string; link: string }[] };
    };
    expect(after.value.items[0]).toMatchObject({ title: 'E2E slide', link: '/reports' });
    expect(after.value.items[0]!.image_url).toMatch(/\/storage\//);
    await context.close();
  });

  it('unsaved edits: leaving asks first; a save refused by a conflict keeps the form and offers a reload', async () => {
    const { page, context } = await signedIn('/operation/entry');
    await heading(page, 'Web home quick entries').waitFor();
    const title = page.getByRole('textbox', { name: /^Title/ }).first();
    await title.fill('快讯2');

    // Leaving by the sidebar asks; Stay keeps the edit.
    await page.getByRole('link', { name: 'Key-value config', exact: true }).first().click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Stay' }).click();
    expect(new URL(page.url()).pathname).toBe('/operation/entry');
    expect(await title.inputValue()).toBe('快讯2');

    // Someone else saves meanwhile: our save is refused, the form keeps what was typed.
    const current = await read('web-entry');
    const res = await fetch(`${stack.url}/v1/admin/kv/web-entry`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Token': await apiToken() },
      body: JSON.stringify({
        key: 'web-entry',
        name: current.name,
        value: current.value,
        version: current.version,
      }),
    });
    expect(res.status).toBe(200);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'changed by someone else' }).first().waitFor();
    expect(await title.inputValue()).toBe('快讯2');
    // Reload asks first (the edit would be lost), then shows the server's value.
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => title.inputValue()).toBe('快讯');
    await context.close();
  });

  it('app splash: the form and the phone preview load; a title over 40 characters is refused', async () => {
    const { page, context } = await signedIn('/operation/splash');
    await heading(page, 'App splash').waitFor();
    await page.getByRole('region', { name: 'How it looks in the app' }).waitFor();
    const before = await read('app-splash');
    const title = page.getByRole('textbox', { name: /^Title/ }).first();
    await title.fill('x'.repeat(41));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Cannot be longer than 40 characters').first().waitFor();
    expect((await read('app-splash')).version).toBe(before.version);

    await context.close();
  });

  it('navigator: the page settings and sites with their preview; an empty heading is refused', async () => {
    const { page, context } = await signedIn('/operation/navigator');
    await heading(page, 'Navigator sites and config').waitFor();
    const preview = page.getByRole('region', { name: 'How it looks on the web' });
    await preview.getByText('财经导航').waitFor();
    await page.getByRole('textbox', { name: /^Page heading/ }).fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('This is a required field').first().waitFor();
    await context.close();
  });
  it('app splash: a new screen with an uploaded image is saved and is still there after a reload', async () => {
    const { page, context } = await signedIn('/operation/splash');
    await heading(page, 'App splash').waitFor();
    const before = await read('app-splash');
    await page.getByRole('button', { name: 'Add splash screen' }).click();
    const list = page.getByRole('region', { name: 'Splash screens, in priority order' });
    const screen = list.locator('ol > li').last();
    await screen.getByRole('textbox', { name: /^Title/ }).fill('E2E splash');
    await screen.getByRole('textbox', { name: /^Link/ }).fill('/reports');
    await screen.getByLabel('Image: Upload image').setInputFiles({
      name: 'splash.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await screen.getByRole('button', { name: 'Replace image' }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toasts(page).filter({ hasText: 'save complete' }).first().waitFor();
    const after = (await read('app-splash')) as unknown as {
      version: number;
      value: { items: { title: string; link: string; image_uri: string; platforms: string[] }[] };
    };
    expect(after.version).toBe(before.version + 1);
    const saved = after.value.items.find((x) => x.title === 'E2E splash');
    expect(saved).toMatchObject({ link: '/reports', platforms: ['android', 'ios'] });
    expect(saved!.image_uri).toBeTruthy();

    await page.reload();
    await heading(page, 'App splash').waitFor();
    const titles = list.getByRole('textbox', { name: /^Title/ });
    await expect.poll(() => titles.last().inputValue()).toBe('E2E splash');
    await list.locator('ol > li').last().getByRole('button', { name: 'Replace image' }).waitFor();
    await context.close();
  });

  it('navigator: a new heading and a new site are saved and are still there after a reload', async () => {
    const { page, context } = await signedIn('/operation/navigator');
    await heading(page, 'Navigator sites and config').waitFor();
    const before = await read('navigator');
    await page.getByRole('textbox', { name: /^Page heading/ }).fill('E2E 导航');
    await page.getByRole('button', { name: 'Add site' }).click();
    const sites = page.getByRole('region', { name: 'Sites, in display order' });
    const site = sites.locator('ol > li').last();
    await site.getByRole('textbox', { name: /^Name/ }).fill('E2E 站点');
    await site.getByRole('textbox', { name: /^Address/ }).fill('https://e2e.example.cn');
    const preview = page.getByRole('region', { name: 'How it looks on the web' });
    await preview.getByText('E2E 导航').waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toasts(page).filter({ hasText: 'save complete' }).first().waitFor();
    const after = (await read('navigator')) as unknown as {
      version: number;
      value: { config: { title: string }; sites: { name: string; url: string }[] };
    };
    expect(after.version).toBe(before.version + 1);
    expect(after.value.config.title).toBe('E2E 导航');
    expect(after.value.sites.at(-1)).toMatchObject({
      name: 'E2E 站点',
      url: 'https://e2e.example.cn',
    });

    await page.reload();
    await heading(page, 'Navigator sites and config').waitFor();
    await expect
      .poll(() => page.getByRole('textbox', { name: /^Page heading/ }).inputValue())
      .toBe('E2E 导航');
    await expect
      .poll(() => sites.getByRole('textbox', { name: /^Name/ }).last().inputValue())
      .toBe('E2E 站点');
    await context.close();
  });

  it('quick entries: a renamed entry with a new link is saved and is still so after a reload', async () => {
    const { page, context } = await signedIn('/operation/entry');
    await heading(page, 'Web home quick entries').waitFor();
    const before = await read('web-entry');
    const list = page.getByRole('region', { name: 'Quick entries, in display order' });
    const second = list.locator('ol > li').nth(1);
    const title = second.getByRole('textbox', { name: /^Title/ });
    expect(await title.inputValue()).toBe('财经日历');
    await title.fill('E2E 日历');
    await second.getByRole('textbox', { name: /^Link/ }).fill('/calendar/e2e');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toasts(page).filter({ hasText: 'save complete' }).first().waitFor();
    const after = (await read('web-entry')) as unknown as {
      version: number;
      value: { items: { id: string; title: string; link: string }[] };
    };
    expect(after.version).toBe(before.version + 1);
    expect(after.value.items[1]).toMatchObject({
      id: 'calendar',
      title: 'E2E 日历',
      link: '/calendar/e2e',
    });

    await page.reload();
    await heading(page, 'Web home quick entries').waitFor();
    await expect
      .poll(() =>
        list
          .locator('ol > li')
          .nth(1)
          .getByRole('textbox', { name: /^Title/ })
          .inputValue(),
      )
      .toBe('E2E 日历');
    await context.close();
  });
});
