import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { articleHandlers, sessionHandlers } from '../../../stories/handlers';
import { exampleArticle } from '../../../stories/contract';
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
  },
};

export const New: Story = {
  args: { path: '/content/article/create' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByRole('textbox', { name: /title|标题/i }, { timeout: 15_000 });
    await expect(title).toHaveValue('');
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
