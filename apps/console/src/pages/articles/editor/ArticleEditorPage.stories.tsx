import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { articleHandlers, sessionHandlers } from '../../../stories/handlers';
import { exampleArticle } from '../../../stories/contract';
import { expectRetry, expectText } from '../../../stories/play';
import { ScreenStory } from '../../../stories/ScreenStory';

/**
 * The article editor screen (`/content/article/{id}`, `/content/article/create`): the real page,
 * editor and shell, with the article of the contract's example answered at the network level.
 */
const meta = {
  title: 'Screens/Content/Article editor',
  component: ScreenStory,
  args: { path: `/content/article/${exampleArticle().id}` },
  parameters: {
    layout: 'fullscreen',
    testViewport: { width: 1440, height: 900 },
    msw: { handlers: [...sessionHandlers, ...articleHandlers('found')] },
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Existing: Story = {
  play: async ({ canvasElement }) => {
    const title = await within(canvasElement).findByDisplayValue(
      exampleArticle().title,
      {},
      { timeout: 15_000 },
    );
    await expect(title).toBeVisible();
    // The screen mounts the rest of the form right after the content section (progressive).
    // (By its text: the Chinese story's cancel-schedule question hides the page from the roles.)
    await within(canvasElement).findByText(/^(Save draft|保存草稿)$/);
  },
};

export const New: Story = {
  args: { path: '/content/article/create' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByRole('textbox', { name: /title|标题/i }, { timeout: 15_000 });
    await expect(title).toHaveValue('');
    await canvas.findByText(/^(Save draft|保存草稿)$/);
  },
};

export const NotFound: Story = {
  name: 'Not found',
  parameters: { msw: { handlers: [...sessionHandlers, ...articleHandlers('missing')] } },
  play: async ({ canvasElement }) => {
    const found = await within(canvasElement).findAllByText(
      'Article not found',
      {},
      {
        timeout: 15_000,
      },
    );
    await expect(found[0]).toBeVisible();
  },
};

// The contract's example article is scheduled: editing it first asks whether to cancel the schedule.
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async (ctx) => {
    await Existing.play!(ctx);
    const ask = await screen.findByRole(
      'alertdialog',
      { name: /取消定时发布/ },
      { timeout: 15_000 },
    );
    await expect(within(ask).getByRole('button', { name: '取消定时并编辑' })).toBeVisible();
  },
};

// The article's read never answers: the heading, the save state says it is loading, a spinner.
export const Loading: Story = {
  parameters: { msw: { handlers: [...sessionHandlers, ...articleHandlers('loading')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Edit article' }, { timeout: 15_000 });
    const states = canvas.getAllByRole('status').map((el) => el.textContent);
    await expect(states).toContain('loading');
  },
};

// The read failed at the server (not a missing article): the server's message and Retry.
export const LoadFailed: Story = {
  name: 'Load failed',
  parameters: { msw: { handlers: [...sessionHandlers, ...articleHandlers('error')] } },
  play: async (ctx) => {
    await expectText(/The article could not be loaded|文章加载失败/)(ctx);
    await expectRetry(ctx);
  },
};
