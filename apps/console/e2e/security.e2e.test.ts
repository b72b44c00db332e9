import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, newPage, signIn, startStack, type Stack } from './harness';

/**
 * The real console under the server's Content-Security-Policy (issue 18, item 7): signing in,
 * the article list and the article editor work without a single policy violation, and the policy
 * is really enforced (an injected inline script does not run and is reported).
 */
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ port: 4351 });
}, 240_000);
afterAll(() => stack?.stop());

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

/**
 * Records every `securitypolicyviolation` event of every document the context opens, and every
 * console message in which Chromium reports a refused load or a policy error.
 */
async function watchPolicy(context: BrowserContext, page: Page) {
  const violations: Violation[] = [];
  const consoleErrors: string[] = [];
  await context.exposeFunction('__reportCspViolation', (v: Violation) => violations.push(v));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation(v: Violation): void })
        .__reportCspViolation;
      report({
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        source: `${e.sourceFile}:${e.lineNumber}`,
      });
    });
  });
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) consoleErrors.push(msg.text());
  });
  return { violations, consoleErrors };
}

const firstArticleLink = (page: Page) =>
  page.getByRole('row').getByRole('link').filter({ hasNotText: /^$/ }).first();

describe('the console under the Content-Security-Policy', () => {
  it('signs in, lists articles and opens the editor without a violation', async () => {
    const { context, page } = await newPage(stack);
    await context.addInitScript(() => window.localStorage.setItem('locale', '"en"'));
    const { violations, consoleErrors } = await watchPolicy(context, page);

    // Published articles (a scheduled one opens on its "Cancel the schedule?" question).
    const response = await page.goto('/content/article/list?status=2');
    const policy = (await response!.allHeaders())['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect((await response!.allHeaders())['content-security-policy-report-only']).toBeUndefined();

    await signIn(page, 'editor', 'en');
    await firstArticleLink(page).waitFor();
    // The theme set before the first paint comes from /theme-boot.js (no inline script).
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toMatch(
      /^(light|dark)$/,
    );
    // styled-components' <style> elements are in place: the page is styled.
    expect(await page.evaluate(() => document.querySelectorAll('style').length)).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');

    await firstArticleLink(page).click();
    await page.waitForURL(/\/content\/article\/\d+/);
    const title = page.getByRole('textbox', { name: /^Title/ });
    await expect.poll(() => title.inputValue()).not.toBe('');
    const body = page.getByRole('textbox', { name: 'Body', exact: true });
    await expect.poll(() => body.textContent()).not.toBe('');
    // Its images (the cover, from /storage) load under img-src.
    await page.waitForLoadState('networkidle');
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.images].filter((i) => i.complete && i.naturalWidth > 0).map((i) => i.src),
        ),
      )
      .toEqual(expect.arrayContaining([expect.stringContaining('/storage/')]));

    // Back to the list through the app (the second navigation of the session).
    await page.goBack();
    await firstArticleLink(page).waitFor();
    await page.waitForLoadState('networkidle');

    expect(violations).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('is enforced: an injected inline script does not run and is reported', async () => {
    const { context, page } = await newPage(stack);
    const { violations, consoleErrors } = await watchPolicy(context, page);
    await page.goto('/auth/login');
    await page.getByRole('button', { name: '登录' }).waitFor();
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true;';
      document.head.append(script);
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.map((v) => v.directive)).toContain('script-src-elem');
    await expect.poll(() => consoleErrors.length).toBeGreaterThan(0);
    await context.close();
  });

  it('shows the login throttling message after too many failed sign-ins, even for the right password', async () => {
    // The admin account: the other tests of this file sign the editor in.
    const { context, page } = await newPage(stack);
    await context.addInitScript(() => window.localStorage.setItem('locale', '"en"'));
    await page.goto('/auth/login');
    const alert = page.getByRole('alert');
    await page.getByLabel(/Email/).fill(DEMO.admin.email);
    for (let i = 1; i <= 5; i++) {
      await page.getByLabel(/Password/).fill(`wrong-password-${i}`);
      const answered = page.waitForResponse((r) => r.url().endsWith('/v1/admin/user/login'));
      await page.getByRole('button', { name: 'Sign in' }).click();
      expect((await answered).status()).toBe(401);
      await expect.poll(() => alert.textContent()).toContain('Incorrect email or password');
    }
    await page.getByLabel(/Password/).fill(DEMO.admin.password);
    const refused = page.waitForResponse((r) => r.url().endsWith('/v1/admin/user/login'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect((await refused).status()).toBe(429);
    await expect
      .poll(() => alert.textContent())
      .toContain('Too many failed sign-in attempts. Try again in 15 minutes.');
    expect(page.url()).toContain('/auth/login');
    await context.close();
  });
});
