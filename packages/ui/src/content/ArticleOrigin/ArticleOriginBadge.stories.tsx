import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../../primitives/Stack';
import { ArticleOriginBadge } from './ArticleOriginBadge';

const meta = {
  title: 'Content/ArticleOriginBadge',
  component: ArticleOriginBadge,
  args: { origin: 'JIN10' },
  parameters: {
    docs: {
      description: {
        component:
          'The article origin of content §3 (JIN10, WSCN, NONE = written in the console). Lists pass `showNone={false}` so only external origins are marked.',
      },
    },
  },
} satisfies Meta<typeof ArticleOriginBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <Stack direction="row" gap={2}>
      <ArticleOriginBadge origin="JIN10" />
      <ArticleOriginBadge origin="WSCN" />
      <ArticleOriginBadge origin="NONE" />
      <ArticleOriginBadge origin="NONE" showNone={false} />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Jin10')).toBeVisible();
    await expect(canvas.getByText('WallstreetCN')).toBeVisible();
    // NONE shows once: the list form (showNone false) leaves it out.
    await expect(canvas.getAllByText('Internal editor')).toHaveLength(1);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  render: () => (
    <Stack direction="row" gap={2}>
      <ArticleOriginBadge origin="JIN10" />
      <ArticleOriginBadge origin="WSCN" />
      <ArticleOriginBadge origin="NONE" />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('金十数据')).toBeVisible();
    await expect(canvas.getByText('华尔街见闻')).toBeVisible();
    await expect(canvas.getByText('内部编辑')).toBeVisible();
  },
};
