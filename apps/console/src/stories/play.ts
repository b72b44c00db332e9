import { expect, within } from 'storybook/test';

/**
 * Play checks shared by the screen stories: a screen is ready when its data is on screen (a row,
 * heading or control found by role and name), or when its list shows the error with Retry.
 */
const TIMEOUT = { timeout: 10_000 };
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Role = 'row' | 'rowheader' | 'heading' | 'button' | 'link' | 'cell' | 'listitem';

/** Waits for an element of `role` whose accessible name contains `name`. */
export const expectByRole =
  (role: Role, name: string | RegExp) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const matcher = typeof name === 'string' ? new RegExp(escape(name)) : name;
    await expect(
      await within(canvasElement).findByRole(role, { name: matcher }, TIMEOUT),
    ).toBeVisible();
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
