import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, signIn, startStack, type Stack } from './harness';

/**
 * The shell for all sections (content §2, operations §2): every route registered, the sidebar of
 * every section, redirects, the user menu, the right panel, page widths, progress and scroll on
 * navigation, the mobile navbar.
 */

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ port: 4600 });
});
afterAll(() => stack?.stop());

async function signedIn(viewport?: { width: number; height: number }) {
  const { page, context } = await newPage(stack);
  await context.addInitScript(() => window.localStorage.setItem('locale', '"en"'));
  if (viewport) await page.setViewportSize(viewport);
  await page.goto('/auth/login');
  await signIn(page, 'editor', 'en');
  return { page, context };
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** Waits until the page shows a heading, and it is not the not-found page. */
async function expectScreen(page: Page, name?: string) {
  await h1(page).first().waitFor();
  if (name) await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
  expect(await page.getByRole('heading', { name: 'Page not found' }).count()).toBe(0);
}

/** Opens a path; true when it is a built screen (no "What it is for" section of a coming page). */
async function isBuilt(page: Page, path: string) {
  await page.goto(path);
  await expectScreen(page);
  return (await page.getByRole('heading', { name: 'What it is for' }).count()) === 0;
}

const sections = ['Content', 'Users', 'Finance', 'Operations', 'Messages'] as const;

describe('the shell', () => {
  it('lands on the dashboard after sign-in; /app leads there; /message leads to system', async () => {
    const { page, context } = await signedIn();
    expect(new URL(page.url()).pathname).toBe('/');
    // The built dashboard greets the staff member by nickname (operations §1).
    await page.getByRole('heading', { level: 1, name: /^Hello, / }).waitFor();
    expect(await page.getByRole('heading', { name: 'What it is for' }).count()).toBe(0);
    await page.getByRole('region', { name: 'Counts', exact: true }).waitFor();
    // A Normal User is not offered the revenue and order charts (the server refuses them).
    // Each chart is a figure named by its caption (its data table repeats the title for readers).
    await page.getByRole('figure', { name: 'New users, last 30 days', exact: true }).waitFor();
    expect(
      await page.getByRole('figure', { name: 'Revenue, last 30 days (yuan)', exact: true }).count(),
    ).toBe(0);
    expect(await page.getByText('Permission not allowed').count()).toBe(0);
    // The home link of the rail is the current page.
    await expect
      .poll(() => page.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current'))
      .toBe('page');

    await page.goto('/app');
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('heading', { level: 1, name: /^Hello, / }).waitFor();

    await page.goto('/message');
    await page.waitForURL((u) => u.pathname === '/message/system');
    await expectScreen(page, 'System messages');

    await page.goto('/content');
    await page.waitForURL((u) => u.pathname === '/content/article/list');
    await expectScreen(page, 'Articles');
    await context.close();
  });

  it('resolves route parameters and shows the not-found page for the rest', async () => {
    const { page, context } = await signedIn();
    // Built screens open on their parameter; coming screens name the path they were opened on.
    const built = [
      '/content/video/12',
      '/users/profile/7/settings',
      '/users/profile/7/membership',
      '/operation/kv/console-home-slogan',
    ];
    for (const path of built) {
      await page.goto(path);
      await expectScreen(page);
      expect(await page.getByRole('heading', { name: 'What it is for' }).count(), path).toBe(0);
    }
    const coming: [string, string][] = [
      ['/content/calendar/3', 'Event template'],
      ['/content/data/charts/CPI', 'Chart designer'],
      ['/message/5', 'Edit system message'],
    ];
    for (const [path, name] of coming) {
      if (await isBuilt(page, path)) continue;
      await expectScreen(page, name);
      expect(await page.getByText(path, { exact: true }).count()).toBe(1);
    }
    await page.goto('/content/nothing/here');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await context.close();
  });

  it('walks every link of every sidebar section to a built or a coming page', async () => {
    const { page, context } = await signedIn();
    const seen: string[] = [];
    for (const section of sections) {
      const rail = page.getByRole('button', { name: section, exact: true });
      const panel = page.getByRole('navigation', { name: section, exact: true });
      if (!(await panel.isVisible())) await rail.click();
      await panel.waitFor();
      const links = panel.getByRole('link');
      const count = await links.count();
      expect(count, section).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        const link = panel.getByRole('link').nth(i);
        const href = (await link.getAttribute('href')) ?? '';
        const coming = (await link.textContent())?.endsWith('coming') ?? false;
        await link.click();
        await page.waitForURL((u) => `${u.pathname}${u.search}` === href);
        await expectScreen(page);
        // The link of the current page is marked; a coming link opens a coming page.
        await expect.poll(() => link.getAttribute('aria-current')).toBe('page');
        await expect
          .poll(() => page.getByRole('heading', { name: 'What it is for' }).count())
          .toBe(coming ? 1 : 0);
        seen.push(href);
      }
    }
    // Every section has its screens (no empty section): content alone has about thirty.
    expect(seen.length).toBeGreaterThan(50);
    expect(seen).toContain('/content/article/list');
    expect(seen).toContain('/operation/crawler/batch');
    expect(seen).toContain('/message/systemmessage');
    await context.close();
  });

  it('toggles the second panel when the active section is clicked', async () => {
    const { page, context } = await signedIn();
    await page.goto('/content/article/list');
    const rail = page.getByRole('button', { name: 'Content', exact: true });
    const panel = page.getByRole('navigation', { name: 'Content', exact: true });
    await panel.waitFor();
    await rail.click();
    await panel.waitFor({ state: 'hidden' });
    expect(await rail.getAttribute('aria-expanded')).toBe('false');
    await rail.click();
    await panel.waitFor();
    expect(await rail.getAttribute('aria-expanded')).toBe('true');
    await context.close();
  });

  it('opens the user menu links: profile, my articles, settings', async () => {
    const { page, context } = await signedIn();
    const openMenu = () => page.getByRole('button', { name: /Li Wei/ }).click();

    await openMenu();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.waitForURL(/\/users\/profile\/\d+$/);
    await expectScreen(page, 'Profile');
    const id = new URL(page.url()).pathname.split('/').at(-1);

    await openMenu();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.waitForURL((u) => u.pathname === `/users/profile/${id}/settings`);
    await expectScreen(page, 'Settings');

    await openMenu();
    await page.getByRole('menuitem', { name: 'My articles' }).click();
    await page.waitForURL((u) => u.pathname === '/content/article/list');
    expect(new URL(page.url()).searchParams.get('userId')).toBe(id);
    await expectScreen(page, 'Articles');
    await context.close();
  });

  it('gives each route its page width', async () => {
    const { page, context } = await signedIn();
    const widthOf = async (path: string) => {
      await page.goto(path);
      await expectScreen(page);
      return page
        .getByRole('main')
        .evaluate((m) => getComputedStyle(m.firstElementChild as Element).maxWidth);
    };
    expect(await widthOf('/users/list')).toBe('1600px');
    expect(await widthOf('/operation/crawler/playground')).toBe('1800px');
    expect(await widthOf('/operation/crawler/batch')).toBe('2160px');
    expect(await widthOf('/content/data/charts')).toBe('1800px');
    expect(await widthOf('/content/daily/report')).toBe('1800px');
    expect(await widthOf('/content/calendar/5')).toBe('1800px');
    await context.close();
  });

  it('shows the progress bar while a page chunk loads and scrolls to the top on navigation', async () => {
    const { page, context } = await signedIn({ width: 1400, height: 420 });
    // Hold the video list's chunk until the bar has been seen (the article list's code is the
    // dashboard's idle prefetch: it may be there already).
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/VideoListPage-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('heading', { level: 1, name: /^Hello, / }).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await page
      .getByRole('navigation', { name: 'Content', exact: true })
      .getByRole('link', { name: 'Videos', exact: true })
      .click();
    const bar = page.getByRole('progressbar', { name: 'Loading page' });
    await bar.waitFor();
    release();
    await expectScreen(page, 'Videos');
    await bar.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  it('shows the progress bar while the first page chunk of a fresh load arrives', async () => {
    const { page, context } = await signedIn();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/ComingPage-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/finance/statistics', { waitUntil: 'commit' });
    const bar = page.getByRole('progressbar', { name: 'Loading page' });
    await bar.waitFor();
    release();
    await expectScreen(page, 'Order statistics');
    await bar.waitFor({ state: 'detached' });
    await context.close();
  });

  it('shows a reload message inside the frame when a page cannot load', async () => {
    const { page, context } = await signedIn();
    await page.getByRole('heading', { level: 1, name: /^Hello, / }).waitFor();
    // The video list's chunk is gone (a newer deploy replaced it).
    await page.route(/\/assets\/VideoListPage-[^/]+\.js$/, (route) => route.abort());
    await page
      .getByRole('navigation', { name: 'Content', exact: true })
      .getByRole('link', { name: 'Videos', exact: true })
      .click();
    const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
    await alert.waitFor();
    // The frame stays: the sidebar is still there.
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await page.unroute(/\/assets\/VideoListPage-[^/]+\.js$/);
    await alert.getByRole('button', { name: 'Reload' }).click();
    await expectScreen(page, 'Videos');
    await context.close();
  });

  it('opens the right panel states and returns to none by close, overlay and Escape', async () => {
    const { page, context } = await signedIn();
    const button = (name: string) => page.getByRole('button', { name, exact: true });

    // Search: the member search of the demo panels.
    await button('Search').click();
    const search = page.getByRole('dialog', { name: 'Search' });
    await search.waitFor();
    const members = search.getByLabel('Search members');
    const results = search.getByRole('list', { name: 'Members found' });
    await members.fill('ANALYST');
    await expect.poll(() => results.getByRole('listitem').count()).toBe(2);
    await members.fill('li wei');
    await expect.poll(() => results.getByRole('listitem').count()).toBe(1);
    await results.getByRole('button', { name: /Li Wei.*Managing Editor/ }).waitFor();
    await members.fill('');
    await results.waitFor({ state: 'detached' });
    await members.fill('nobody');
    await search.getByText('No member matches “nobody”.').waitFor();
    // The user popover of a member.
    await members.fill('designer');
    await results.getByRole('button', { name: /Carlos Méndez/ }).click();
    const popover = page.getByRole('dialog', { name: 'Carlos Méndez' });
    await popover.getByText('carlos.mendez@newsdesk.test').waitFor();
    await page.keyboard.press('Escape');
    await popover.waitFor({ state: 'detached' });
    // The close button returns to none.
    await search.getByRole('button', { name: 'Close panel' }).click();
    await search.waitFor({ state: 'detached' });
    expect(await button('Search').getAttribute('aria-pressed')).toBe('false');

    // Task: the task details; the overlay returns to none.
    await button('Tasks').click();
    const task = page.getByRole('dialog', { name: 'Tasks' });
    await task.getByRole('heading', { name: 'Prepare the weekly macro outlook' }).waitFor();
    await task.getByText('2 of 4 done', { exact: false }).waitFor();
    await page.mouse.click(40, 450);
    await task.waitFor({ state: 'detached' });

    // Languages: choosing Chinese changes the shell's language (its messages load as it is
    // chosen: the console downloads one language at a time); Escape returns to none.
    await button('Languages').click();
    const languages = page.getByRole('dialog', { name: 'Languages' });
    await languages.waitFor();
    // The radio is drawn by its label: click the name, as a person does.
    await languages.getByText('简体中文', { exact: true }).click();
    const chinese = page.getByRole('dialog', { name: '语言' });
    await chinese.waitFor();
    expect(await chinese.getByRole('radio', { name: '简体中文' }).isChecked()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    await chinese.getByText('English', { exact: true }).click();
    await languages.waitFor();
    await page.keyboard.press('Escape');
    await languages.waitFor({ state: 'detached' });
    expect(await button('Languages').getAttribute('aria-pressed')).toBe('false');
    await context.close();
  });

  it('uses the mobile navbar and the sidebar as a drawer on a narrow screen', async () => {
    const { page, context } = await signedIn({ width: 390, height: 844 });
    await page.getByRole('heading', { level: 1, name: /^Hello, / }).waitFor();
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.waitFor();
    // No sidebar beside the page.
    expect(await page.getByRole('button', { name: 'Content', exact: true }).count()).toBe(0);

    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Main navigation' });
    await menu.waitFor();
    await expect.poll(() => menu.evaluate((m) => m.contains(document.activeElement))).toBe(true);
    // Another section, then a link: the menu closes and focus goes back to the menu button.
    await menu.getByRole('button', { name: 'Operations', exact: true }).click();
    await menu
      .getByRole('navigation', { name: 'Operations', exact: true })
      .getByRole('link', { name: /Key-value config/ })
      .click();
    await page.waitForURL((u) => u.pathname === '/operation/kv');
    await menu.waitFor({ state: 'detached' });
    await expectScreen(page, 'Key-value configuration');
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: 'Open menu' })
          .evaluate((b) => b === document.activeElement),
      )
      .toBe(true);

    // Escape closes it too; the navbar's actions reach the right panel.
    await menuButton.click();
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Tasks', exact: true }).click();
    await page.getByRole('dialog', { name: 'Tasks' }).waitFor();
    await context.close();
  });
});
