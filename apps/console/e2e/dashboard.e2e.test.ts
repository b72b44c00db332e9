import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, signIn, startStack, toasts, type Stack } from './harness';

/**
 * The dashboard `/` and adding a user (issue #13, #19; operations §1, §2, §5, §7, §9) against the
 * reference server on the demo data: the greeting, every panel loading on its own, the charts,
 * this week's events Monday to Friday, the slogans and the send-notification dialog; the user list's
 * Add user with its validation and a duplicate refused.
 */

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ port: 4901 });
});
afterAll(() => stack?.stop());

async function signedIn(path: string, who: 'admin' | 'editor' = 'admin') {
  const { page, context } = await newPage(stack);
  await context.addInitScript(() => window.localStorage.setItem('locale', '"en"'));
  await page.goto(path);
  await signIn(page, who, 'en');
  await page.waitForURL((u) => u.pathname === path);
  return { page, context };
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

describe('the dashboard', () => {
  it('greets by nickname and shows every panel of §9 with the demo data', async () => {
    const started = Date.now();
    const { page, context } = await signedIn('/');
    await page.getByRole('heading', { level: 1, name: /^Hello, / }).waitFor();
    for (const name of [
      'Counts',
      'Newest followers',
      'My articles',
      'Newest published',
      'Popular today',
      'Daily top',
      'Latest comments',
      'Latest updates',
      'Flash news',
    ]) {
      await region(page, name).waitFor();
    }
    // Counts with this week's revenue against last week's.
    await region(page, 'Counts').getByText('Revenue this week').waitFor();
    await region(page, 'Counts')
      .getByText(/Last week: ¥/)
      .waitFor();
    // The lists fill in: newest published 5, my articles up to 15, the latest updates up to 10.
    await expect.poll(() => region(page, 'Newest published').getByRole('listitem').count()).toBe(5);
    await expect
      .poll(() => region(page, 'Latest updates').getByRole('listitem').count())
      .toBeGreaterThan(0);
    expect(await region(page, 'Latest updates').getByRole('listitem').count()).toBeLessThanOrEqual(
      10,
    );
    expect(await region(page, 'My articles').getByRole('listitem').count()).toBeLessThanOrEqual(15);
    // Charts: each an image named by its summary, over 30 days.
    for (const title of [
      'Revenue, last 30 days (yuan)',
      'Orders, last 30 days',
      'New users, last 30 days',
    ]) {
      await page.getByRole('figure', { name: title }).getByRole('img').waitFor();
    }
    // This week's events: Monday to Friday, in China time.
    const events = page.getByRole('region', { name: 'This week’s events' });
    await events.waitFor();
    await events.getByText('GMT+8').first().waitFor();
    console.log(`[perf] dashboard: sign-in to every panel shown ${Date.now() - started} ms`);
    // A panel opens what it lists.
    const first = region(page, 'Newest published').getByRole('link').first();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/content\//);
    await context.close();
  });

  it('hides the mall statistics (revenue and orders) while the mallStatisticsSwitch preference is off', async () => {
    const { page, context } = await signedIn('/');
    await page.getByRole('figure', { name: 'Revenue, last 30 days (yuan)' }).waitFor();
    // Settings › Preference stores it locally; the dashboard follows at once.
    await page.evaluate(() => {
      localStorage.setItem('mallStatisticsSwitch', 'false');
      window.dispatchEvent(new StorageEvent('storage', { key: 'mallStatisticsSwitch' }));
    });
    await page
      .getByRole('figure', { name: 'Revenue, last 30 days (yuan)' })
      .waitFor({ state: 'detached' });
    expect(await page.getByRole('figure', { name: 'Orders, last 30 days' }).count()).toBe(0);
    expect(await region(page, 'Counts').getByText('Revenue this week').count()).toBe(0);
    // The rest of the dashboard stays.
    await page.getByRole('figure', { name: 'New users, last 30 days' }).waitFor();
    await context.close();
  });

  it('edits the slogans and opens the push form from Send notification', async () => {
    const { page, context } = await signedIn('/');
    await page.getByRole('button', { name: 'Edit slogans' }).click();
    const dialog = page.getByRole('dialog', { name: 'Console home slogans' });
    await dialog.getByRole('textbox').fill('Facts first.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toasts(page).filter({ hasText: 'save complete' }).waitFor();
    await page.reload();
    await page.getByText('Facts first.', { exact: true }).waitFor();

    // Send notification opens the push form (its rules and sending: dashboard-push.e2e.test.ts).
    await page.getByRole('button', { name: 'Send notification' }).click();
    const send = page.getByRole('dialog', { name: 'Push notification' });
    await send.getByRole('button', { name: 'Send push' }).click();
    await send.getByText('Notification title cannot be empty').waitFor();
    await send.getByRole('button', { name: 'Cancel', exact: true }).click();
    await send.waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('this week’s events on the dashboard (#12 dashboard variant)', () => {
  it('renames an event in place and deletes one after a confirm; both stay after a reload', async () => {
    const { page, context } = await signedIn('/');
    const events = page.getByRole('region', { name: 'This week’s events' });
    // Monday to Friday with the desk's day names; clocks read-only, titles editable.
    await events.getByText('MON', { exact: true }).waitFor();
    expect(await events.getByText('SAT', { exact: true }).count()).toBe(0);
    const titles = events.getByRole('textbox', { name: /^Title of the event at \d\d:\d\d$/ });
    await titles.first().waitFor();
    expect(await events.locator('input[type="time"]').count()).toBe(0);

    // An empty title is refused next to the field and sends nothing.
    const first = titles.first();
    const label = (await first.getAttribute('aria-label')) ?? '';
    const before = await first.inputValue();
    await first.fill('');
    await first.press('Enter');
    await events.getByText('Please input title').waitFor();
    const renamed = `${before} (revised)`;
    await first.fill(renamed);
    await first.press('Enter');
    await toasts(page).filter({ hasText: 'Saved' }).waitFor();
    await page.reload();
    const again = events.getByRole('textbox', { name: label }).first();
    await again.waitFor();
    await expect
      .poll(() =>
        events
          .getByRole('textbox', { name: label })
          .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)),
      )
      .toContain(renamed);

    // Delete asks first: Cancel keeps the row, Delete takes it off and the calendar agrees.
    // (Demo titles repeat across days: the last row's button, counted by its name.)
    const rows = await titles.count();
    const gone = await titles.last().inputValue();
    const named = events.getByRole('button', { name: `Delete ${gone}`, exact: true });
    const sameName = await named.count();
    await named.last().click();
    const ask = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await ask.getByText('Delete this event?').waitFor();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await titles.count()).toBe(rows);
    await named.last().click();
    await ask.getByRole('button', { name: 'Delete' }).click();
    await toasts(page).filter({ hasText: 'Deleted' }).waitFor();
    await expect.poll(() => titles.count()).toBe(rows - 1);
    await page.reload();
    await titles.first().waitFor();
    await expect.poll(() => titles.count()).toBe(rows - 1);
    expect(await named.count()).toBe(sameName - 1);
    await context.close();
  });
});

describe('adding a user', () => {
  it('checks the form, refuses a taken e-mail, adds a staff account that signs in', async () => {
    const { page, context } = await signedIn('/users/list');
    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a user' });
    await dialog.getByRole('radio', { name: 'Staff: Normal User' }).check();
    await dialog.getByRole('textbox', { name: /Nickname/ }).fill('Zhang Min');
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('correct-horse-42');
    await dialog.getByRole('textbox', { name: 'Password again' }).fill('another-one');
    await dialog.getByRole('button', { name: 'Add user' }).click();
    await dialog.getByText('add-user info invalid').waitFor();
    await dialog.getByText('The passwords are inconsistent').waitFor();

    await dialog.getByRole('textbox', { name: 'Password again' }).fill('correct-horse-42');
    await dialog.getByRole('textbox', { name: /E-mail/ }).fill('editor@newsdesk.test');
    await dialog.getByRole('button', { name: 'Add user' }).click();
    await dialog.getByText('Email already in use').waitFor();

    await dialog.getByRole('textbox', { name: /E-mail/ }).fill('zhang.min@example.org');
    await dialog.getByRole('button', { name: 'Add user' }).click();
    await toasts(page).filter({ hasText: 'Zhang Min added' }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await context.close();

    // The new staff member signs in with the e-mail and the password.
    const fresh = await newPage(stack);
    await fresh.context.addInitScript(() => window.localStorage.setItem('locale', '"en"'));
    await fresh.page.goto('/auth/login');
    await fresh.page.getByLabel(/Email/).fill('zhang.min@example.org');
    await fresh.page.getByLabel(/Password/).fill('correct-horse-42');
    await fresh.page.getByRole('button', { name: 'Sign in' }).click();
    await fresh.page.getByRole('heading', { level: 1, name: 'Hello, Zhang Min' }).waitFor();
    await fresh.context.close();
  });
});
