import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { atTime, STORY_NOW } from '../clock';
import { dashboardHandlers, hotContent, latestComments } from '../dashboard';
import { loadingScreenHandlers, screenHandlers } from '../handlers';
import { ScreenStory } from '../ScreenStory';

/**
 * The dashboard (`/`) of an Admin: counts, newest followers, revenue, order and user charts, my
 * articles, newest published, today's popular content, daily top, latest comments, updates, flash
 * news and this week's events, each panel on its own call. The clock is fixed (Monday 2024-05-06
 * 10:00 GMT+8): "today", the 30-day window and the week are the same every run.
 */
const meta = {
  title: 'Screens/Dashboard',
  component: ScreenStory,
  args: { path: '/' },
  beforeEach: atTime(STORY_NOW),
  parameters: {
    layout: 'fullscreen',
    testViewport: { width: 1440, height: 900 },
    msw: { handlers: screenHandlers(dashboardHandlers('full')) },
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const TIMEOUT = { timeout: 10_000 };

/** Every panel has answered: none is marked busy any more. */
const settled = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull(), TIMEOUT);

export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The last panels to answer: today's popular content, the comments and the week's events.
    const hot = await canvas.findAllByRole('link', { name: hotContent().items[3]!.title }, TIMEOUT);
    await expect(hot[0]).toBeVisible();
    const comment = latestComments().items[1]!.comment!.body;
    await expect((await canvas.findAllByText(comment, {}, TIMEOUT))[0]).toBeInTheDocument();
    // The week's event titles are edited in place: they are the values of their text boxes.
    await expect((await canvas.findAllByDisplayValue(/CPI YoY/, {}, TIMEOUT))[0]).toBeVisible();
    await settled(canvasElement);
  },
};

export const Chinese: Story = { globals: { locale: 'zh-CN' }, play: Full.play };

/** Every call fails: each panel shows its own error and Retry; the page itself stays. */
export const PanelsFailed: Story = {
  name: 'Panels failed',
  parameters: { msw: { handlers: screenHandlers(dashboardHandlers('error')) } },
  play: async ({ canvasElement }) => {
    const retry = await within(canvasElement).findAllByRole(
      'button',
      { name: /retry|重试/i },
      TIMEOUT,
    );
    await expect(retry[0]).toBeVisible();
    await settled(canvasElement);
  },
};

/** No call has answered yet: the greeting is there and every panel is marked busy. */
export const Loading: Story = {
  parameters: { msw: { handlers: loadingScreenHandlers() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /^Hello, / }, TIMEOUT),
    ).toBeVisible();
    await waitFor(
      () => expect(canvasElement.querySelectorAll('[aria-busy="true"]').length).toBeGreaterThan(3),
      TIMEOUT,
    );
  },
};
