import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
 * Users (issue #13, operations §2–§5, §7) against the reference server on the demo data: the user
 * list with its search, Freeze and Recover; the profile's tabs with the General edit and its
 * validation, the memberships, and Change Password's rules.
 */

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ port: Number(process.env.E2E_PORT ?? 4851) });
});
afterAll(() => stack?.stop());

async function signedIn(path: string) {
  const { page, context } = await newPage(stack);
  await context.addInitScript(() => window.localStorage.setItem('locale', '"en"'));
  await page.goto(path);
  await signIn(page, 'admin', 'en');
  await page.waitForURL((u) => u.pathname === path.split('?')[0]);
  return { page, context };
}

describe('the user list', () => {
  it('searches by keyword and id, freezes and recovers with a confirm and the spec toasts', async () => {
    const { page, context } = await signedIn('/users/list');
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    await expect.poll(() => tableRows(page).count()).toBeGreaterThan(1);
    const search = page.getByRole('search', { name: 'Search users' });

    await search.getByRole('searchbox', { name: /Keyword/ }).fill('editor@newsdesk');
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('keyword') === 'editor@newsdesk');
    await expect.poll(() => tableRows(page).count()).toBe(1);
    const row = tableRows(page).first();
    await row.getByRole('link', { name: 'Li Wei' }).waitFor();

    // An id that is not a number: the message by the field, the URL (the search) unchanged.
    await search.getByRole('textbox', { name: 'User ID' }).fill('7x');
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('A user ID is a whole number').waitFor();
    expect(new URL(page.url()).searchParams.get('id')).toBeNull();
    await search.getByRole('textbox', { name: 'User ID' }).fill('');

    await row.getByRole('button', { name: 'Freeze Li Wei' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Freeze' }).click();
    await toasts(page).filter({ hasText: 'account frozen' }).waitFor();
    await row.getByText('Frozen', { exact: true }).waitFor();

    await row.getByRole('button', { name: 'Recover Li Wei' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Recover' }).click();
    await toasts(page).filter({ hasText: 'account restored' }).waitFor();
    await row.getByText('Normal', { exact: true }).waitFor();
    await context.close();
  });
});

describe('the profile', () => {
  it('edits the General fields, refuses bad input, shows memberships and checks passwords', async () => {
    const { page, context } = await signedIn('/users/list?keyword=editor%40newsdesk');
    await tableRows(page).first().getByRole('link', { name: 'Li Wei' }).click();
    await page.waitForURL((u) => /^\/users\/profile\/\d+$/.test(u.pathname));
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    const path = new URL(page.url()).pathname;

    // Bad input: the field's message and the spec's toast; nothing saved.
    const email = page.getByRole('textbox', { name: /E-mail/ });
    await email.fill('not-an-address');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Not an e-mail address').waitFor();
    await toasts(page).filter({ hasText: 'Please check the inputted user information' }).waitFor();

    await email.fill('editor@newsdesk.test');
    await page.getByRole('textbox', { name: /Occupation/ }).fill('Chief analyst');
    await page.getByRole('combobox', { name: 'Gender' }).click();
    await page.getByRole('option', { name: 'Female' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toasts(page).filter({ hasText: 'save complete' }).waitFor();
    await page.reload();
    await expect
      .poll(() => page.getByRole('textbox', { name: /Occupation/ }).inputValue())
      .toBe('Chief analyst');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Gender' }).textContent())
      .toMatch(/Female/);
    await page.getByRole('heading', { name: /Followers/ }).waitFor();

    // Member Ship: a tab is a route.
    await page.getByRole('tab', { name: 'Member Ship' }).click();
    await page.waitForURL((u) => u.pathname === `${path}/membership`);
    await page.getByRole('heading', { level: 1, name: 'Membership' }).waitFor();
    await page.getByRole('heading', { name: 'Privileges' }).waitFor();
    await page.getByRole('button', { name: 'Grant' }).click();
    await toasts(page).filter({ hasText: 'Privilege granted' }).waitFor();
    await page.locator('dt', { hasText: 'Report privilege' }).waitFor();

    // Settings: the password rules before any call.
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.waitForURL((u) => u.pathname === `${path}/settings`);
    await page.getByRole('button', { name: 'Change password' }).click();
    expect(await page.getByText('The password is empty').count()).toBe(3);
    await page.getByLabel(/Current password/).fill('newsdesk-admin');
    await page.getByLabel(/^New password/).fill('a-new-secret');
    await page.getByLabel(/Confirm new password/).fill('a-different-one');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('The passwords are inconsistent').waitFor();
    await context.close();
  });

  it('changes the own password and applies a preference at once', async () => {
    const { page, context } = await signedIn('/users/profile/settings');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await page.getByLabel(/Current password/).fill('newsdesk-admin');
    await page.getByLabel(/^New password/).fill('newsdesk-admin-2');
    await page.getByLabel(/Confirm new password/).fill('newsdesk-admin-2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await toasts(page).filter({ hasText: 'password updated' }).waitFor();
    // The colour scheme changes the page's theme at once.
    await page
      .getByRole('tabpanel', { name: 'Settings' })
      .getByRole('radio', { name: 'Dark' })
      .check();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.theme))
      .toBe('dark');
    // Back to the demo password for the other files.
    await page.getByLabel(/Current password/).fill('newsdesk-admin-2');
    await page.getByLabel(/^New password/).fill('newsdesk-admin');
    await page.getByLabel(/Confirm new password/).fill('newsdesk-admin');
    // The first change's toast may still show: wait for this change's answer, not for a toast, or
    // the context closed before it reached the server and the other files' sign-ins failed.
    const changed = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/v1/admin/user/password' && r.ok(),
    );
    await page.getByRole('button', { name: 'Change password' }).click();
    await changed;
    await expect
      .poll(() => toasts(page).filter({ hasText: 'password updated' }).count())
      .toBeGreaterThan(0);
    await context.close();
  });
});

/** The admin's GraphQL, straight to the reference server (to pick demo users for a step). */
async function adminGraphql<T>(query: string, variables: Record<string, unknown> = {}) {
  const login = await fetch(`${stack.url}/v1/admin/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: DEMO.admin.email, password: DEMO.admin.password }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const res = await fetch(`${stack.url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Token': token },
    body: JSON.stringify({ query, variables }),
  });
  return ((await res.json()) as { data: T }).data;
}

/** Demo readers with a running credit subscription, and how many memberships each has. */
async function readersWithSubscription() {
  const { users } = await adminGraphql<{
    users: {
      nodes: {
        id: string;
        nickname: string;
        memberships: { level: number }[];
        credit_subscription: { plan: string; expired_at: number } | null;
      }[];
    };
  }>(
    'query { users(first: 1000) { nodes { id nickname memberships { level } credit_subscription { plan expired_at } } } }',
  );
  const soon = Date.now() + 86_400_000;
  return users.nodes.filter(
    (u) => u.credit_subscription !== null && u.credit_subscription.expired_at > soon,
  );
}

describe('an unknown profile', () => {
  it('says "User not found" for an id no user has', async () => {
    const { page, context } = await signedIn('/users/profile/999999');
    await page.getByText('User not found', { exact: true }).waitFor();
    expect(await page.getByRole('tab', { name: 'Member Ship' }).count()).toBe(0);
    await context.close();
  });
});

describe('membership and credit', () => {
  it('saves an added tier that is still there after a reload', async () => {
    const readers = await readersWithSubscription();
    // A reader with a tier left to add (four tiers: 1, 2, 3 and 110).
    const user = readers.find((u) => u.memberships.length < 4)!;
    expect(user).toBeDefined();
    const { page, context } = await signedIn(`/users/profile/${user.id}/membership`);
    await page.getByRole('heading', { level: 1, name: 'Membership' }).waitFor();
    const tiers = page.getByRole('combobox', { name: 'Tier' });
    await expect.poll(() => tiers.count()).toBe(user.memberships.length);
    const before = await tiers.count();
    await page.getByRole('button', { name: 'Add membership' }).click();
    await expect.poll(() => tiers.count()).toBe(before + 1);
    const added = ((await tiers.nth(before).textContent()) ?? '').trim();
    expect(added).toMatch(/\((1|2|3|110)\)/);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toasts(page).filter({ hasText: 'save complete' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Membership' }).waitFor();
    await expect.poll(() => tiers.count()).toBe(before + 1);
    const after = await tiers.allTextContents();
    expect(after.map((t) => t.trim())).toContain(added);
    await context.close();
  });

  it('unsubscribes a credit plan after a confirm; the panel shows it ended at once, and after a reload', async () => {
    const readers = await readersWithSubscription();
    const user = readers[readers.length - 1]!;
    const plan = user.credit_subscription!.plan;
    const { page, context } = await signedIn(`/users/profile/${user.id}/membership`);
    await page.getByRole('heading', { name: 'Credit points' }).waitFor();
    const unsubscribe = page.getByRole('button', { name: 'Unsubscribe', exact: true });
    // Cancel first: nothing changes.
    await unsubscribe.click();
    let dialog = page.getByRole('alertdialog', { name: `End the ${plan} subscription now?` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await unsubscribe.count()).toBe(1);

    await unsubscribe.click();
    dialog = page.getByRole('alertdialog', { name: `End the ${plan} subscription now?` });
    await dialog.getByRole('button', { name: 'Unsubscribe' }).click();
    await toasts(page).filter({ hasText: 'Subscription ended' }).waitFor();
    // The panel changes without a reload: the plan shows ended and cannot be ended again.
    const ended = page.locator('dd', { hasText: /· Ended$/ });
    await ended.waitFor();
    await unsubscribe.waitFor({ state: 'detached' });
    expect(await ended.count()).toBe(1);
    // And it stays so on the next load.
    await page.reload();
    await page.getByRole('heading', { name: 'Credit points' }).waitFor();
    await ended.waitFor();
    expect(await unsubscribe.count()).toBe(0);
    await context.close();
  });
});

describe('user groups', () => {
  it('creates a group with a member picked by search, edits it and deletes it by id', async () => {
    const { page, context } = await signedIn('/users/roadshow/group/list');
    await page.getByRole('heading', { level: 1, name: 'Roadshow user groups' }).waitFor();
    await page.getByRole('button', { name: 'New group' }).click();
    const dialog = page.getByRole('dialog', { name: 'New group' });
    // The name is required: nothing is created without it.
    await dialog.getByRole('button', { name: 'Save group' }).click();
    await dialog.getByText('This is a required field').waitFor();
    await dialog.getByRole('textbox', { name: /Name/ }).fill('E2E macro desk');
    await dialog.getByRole('combobox', { name: /Members/ }).fill('Li Wei');
    await page.getByRole('option', { name: 'Li Wei' }).click();
    await dialog.getByRole('button', { name: 'Save group' }).click();
    await toasts(page).filter({ hasText: 'save complete' }).waitFor();
    await page.waitForURL((u) => /^\/users\/group\/\d+$/.test(u.pathname));
    await page.getByRole('heading', { level: 1, name: 'E2E macro desk' }).waitFor();
    await page.getByText('1 member').waitFor();

    await waitForToastsToClose(page);
    await page.getByRole('textbox', { name: /Description/ }).fill('Rates and FX clients');
    await page.getByRole('button', { name: 'Save group' }).click();
    await toasts(page).filter({ hasText: 'save complete' }).waitFor();
    const groupPath = new URL(page.url()).pathname;
    await waitForToastsToClose(page);

    await page.getByRole('button', { name: 'Delete E2E macro desk' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Delete E2E macro desk' })
      .click();
    await toasts(page).filter({ hasText: 'deleted' }).waitFor();
    await page.waitForURL((u) => u.pathname === '/users/group/list');
    // The group is gone: its page says so.
    await page.goto(groupPath);
    await page.getByText('User group not exist').waitFor();
    await context.close();
  });
});

describe('the member page', () => {
  it('lists the paid members, narrows them by tier and opens a membership tab', async () => {
    const { page, context } = await signedIn('/users/member');
    await page.getByRole('heading', { level: 1, name: 'Members' }).waitFor();
    await expect.poll(() => tableRows(page).count()).toBeGreaterThan(0);
    // Every row holds a paid tier now.
    for (const text of await tableRows(page).allTextContents()) {
      expect(text).toMatch(/BlackGold|Meta|Institution User/);
    }
    await page.getByRole('combobox', { name: 'Tier' }).click();
    await page.getByRole('option', { name: 'Meta (3)' }).click();
    await page.waitForURL((u) => u.searchParams.get('level') === '3');
    await expect
      .poll(async () => (await tableRows(page).allTextContents()).every((t) => t.includes('Meta')))
      .toBe(true);
    const first = tableRows(page).first().getByRole('link').first();
    const name = (await first.textContent()) ?? '';
    await first.click();
    await page.waitForURL((u) => /^\/users\/profile\/\d+\/membership$/.test(u.pathname));
    await page.getByRole('heading', { level: 1, name: 'Membership' }).waitFor();
    await page
      .getByText(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · ID`))
      .waitFor();
    await context.close();
  });
});
