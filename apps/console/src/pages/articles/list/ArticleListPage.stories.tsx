import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { articleListHandlers, sessionHandlers } from '../../../stories/handlers';
import { exampleArticle } from '../../../stories/contract';
import { ScreenStory } from '../../../stories/ScreenStory';

/**
 * The article list screen as staff see it (`/content/article/list`): the real page, shell and data
 * layer, with the API answered at the network level from the contract's examples.
 */
const meta = {
  title: 'Screens/Content/Article list',
  component: ScreenStory,
  args: { path: '/content/article/list' },
  parameters: {
    layout: 'fullscreen',
    testViewport: { width: 1440, height: 900 },
    msw: { handlers: [...sessionHandlers, ...articleListHandlers('full')] },
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: exampleArticle().title }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: Full.play,
};

export const Empty: Story = {
  parameters: { msw: { handlers: [...sessionHandlers, ...articleListHandlers('empty')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/no articles|No data|暂无/i, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [...sessionHandlers, ...articleListHandlers('loading')] } },
  play: async ({ canvasElement }) => {
    // The list's live region says it is loading while the rows are placeholders.
    await expect(
      await within(canvasElement).findByText(/^(Loading…|加载中…)$/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  name: 'Load failed',
  parameters: { msw: { handlers: [...sessionHandlers, ...articleListHandlers('error')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'button',
        { name: /retry|重试/i },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};
