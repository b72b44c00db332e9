import { expect, userEvent, waitFor, within } from 'storybook/test';

/**
 * Play checks shared by the screen stories: a screen is ready when its data is on screen (a row,
 * heading or control found by role and name), or when its list shows the error with Retry.
 */
const TIMEOUT = { timeout: 10_000 };
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Role =
  | 'row'
  | 'rowheader'
  | 'heading'
  | 'button'
  | 'link'
  | 'cell'
  | 'listitem'
  | 'img'
  | 'region'
  | 'alert';

/** Waits for an element of `role` whose accessible name contains `name`. */
export const expectByRole =
  (role: Role, name: string | RegExp) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const matcher = typeof name === 'string' ? new RegExp(escape(name)) : name;
    await expect(
      await within(canvasElement).findByRole(role, { name: matcher }, TIMEOUT),
    ).toBeVisible();
  };

/** Waits for one or more elements of `role` whose accessible name contains `name`. */
export const expectAnyByRole =
  (role: Role, name: string | RegExp) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const matcher = typeof name === 'string' ? new RegExp(escape(name)) : name;
    const found = await within(canvasElement).findAllByRole(role, { name: matcher }, TIMEOUT);
    await expect(found[0]).toBeVisible();
  };

/** Waits for the list's error: its Retry button. */
export const expectRetry = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await expect(
    await within(canvasElement).findByRole('button', { name: /retry|重试/i }, TIMEOUT),
  ).toBeVisible();
};

/** Waits for the list's error message (a list whose screen offers no Retry). */
export const expectLoadError = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await expect(
    await within(canvasElement).findByText(/API service error|服务/, {}, TIMEOUT),
  ).toBeVisible();
};

/** Waits for a text (an empty list's message, a not-found page), in English or Chinese. */
export const expectText =
  (text: RegExp) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const found = await within(canvasElement).findAllByText(text, {}, TIMEOUT);
    await expect(found[0]).toBeVisible();
  };

/**
 * A screen still reading its record: its page heading (level 1, named `heading`) over a busy
 * (`aria-busy`) section.
 */
export const expectBusyScreen =
  (heading: RegExp) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await within(canvasElement).findByRole(
      'heading',
      { level: 1, name: heading },
      {
        timeout: 15_000,
      },
    );
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  };

/** Waits for the list's live region to say it is loading (the rows are placeholders). */
export const expectLoading = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await expect(
    (await within(canvasElement).findAllByText(/^(Loading…|加载中…)$/, {}, TIMEOUT))[0],
  ).toBeInTheDocument();
};

/** Waits for a form control (textbox, combobox…) named `name` holding `value`. */
export const expectField =
  (name: RegExp, value: string | RegExp) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const field = await within(canvasElement).findByRole('textbox', { name }, TIMEOUT);
    await expect(field).toHaveValue(
      typeof value === 'string' ? value : expect.stringMatching(value),
    );
  };

/**
 * Waits for a region still loading: an element of `role` named `name` marked `aria-busy`, or,
 * without a role, the grey placeholder shapes (`Skeleton`) a screen draws while it waits.
 */
export const expectBusy =
  (role?: Role | 'list' | 'table', name?: RegExp) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    if (role) {
      const found = await within(canvasElement).findByRole(role, { name, busy: true }, TIMEOUT);
      await expect(found).toBeInTheDocument();
      return;
    }
    await waitFor(
      () => expect(canvasElement.querySelector('[data-part="skeleton"]')).not.toBeNull(),
      TIMEOUT,
    );
  };

/** Waits for a message said as an alert (a not-found or refused screen), in English or Chinese. */
export const expectAlert =
  (text: RegExp) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await waitFor(() => {
      const alerts = within(canvasElement).getAllByRole('alert');
      expect(alerts.some((a) => text.test(a.textContent ?? ''))).toBe(true);
    }, TIMEOUT);
  };

/**
 * Clicks the list's Retry after a failed load and waits for the list to ask again: it shows its
 * error, with Retry, once more (the story's handlers fail every time).
 */
export const expectRetryAgain = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  const retry = /^(Retry|重试)$/;
  await userEvent.click(await canvas.findByRole('button', { name: retry }, TIMEOUT));
  await expect(await canvas.findByRole('button', { name: retry }, TIMEOUT)).toBeVisible();
  await expect(canvas.getByText(/API service error|服务/)).toBeVisible();
};

/**
 * The screen in Chinese: once `ready` has found its data, a heading is in Chinese (the toolbar's
 * `zh-CN` locale reached the page, not only the shell).
 */
export const expectChinese =
  <C extends { canvasElement: HTMLElement }>(ready: (ctx: C) => unknown) =>
  async (ctx: C) => {
    await ready(ctx);
    const headings = await within(ctx.canvasElement).findAllByRole(
      'heading',
      { name: /[\u4e00-\u9fff]/ },
      TIMEOUT,
    );
    await expect(headings[0]).toBeVisible();
  };
