import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ComingSoon } from './ComingSoon';

const meta = {
  title: 'Layout/ComingSoon',
  component: ComingSoon,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    title: 'Videos',
    purpose: 'All videos, to find, open and manage them.',
    features: [
      'Filters: status, keyword, tags, time range',
      'Open a video, copy its link, delete it',
      'Paged list with the publish state of each video',
    ],
    path: '/content/video/list',
    sectionLinks: [
      { href: '/content/article/create', label: 'New article' },
      { href: '/content/article/list', label: 'Articles' },
    ],
  },
} satisfies Meta<typeof ComingSoon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Videos' })).toBeVisible();
    await expect(canvas.getByText('Coming')).toBeVisible();
    await expect(canvas.getByText('/content/video/list')).toBeVisible();
    const features = canvas.getByRole('region', { name: 'What it will offer' });
    await expect(within(features).getAllByRole('listitem')).toHaveLength(3);
    const links = canvas.getByRole('navigation', { name: 'Ready in this section' });
    await expect(within(links).getByRole('link', { name: 'Articles' })).toHaveAttribute(
      'href',
      '/content/article/list',
    );
  },
};

/** A section with nothing built yet offers the ready screens elsewhere. */
export const NothingReadyInSection: Story = {
  args: {
    title: 'Order statistics',
    purpose: 'Order statistics by day, week, month and quarter.',
    features: ['Revenue and count over time', 'Breakdowns by pay channel, platform and SKU'],
    path: '/finance/statistics',
    sectionLinks: [],
    otherLinks: [{ href: '/content/article/list', label: 'Articles' }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getByRole('navigation', { name: 'Ready elsewhere' });
    await expect(within(links).getByText('No screen of this section is ready yet.')).toBeVisible();
    await expect(within(links).getByRole('link', { name: 'Articles' })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: {
    title: '视频',
    purpose: '所有视频：查找、打开与管理。',
    features: ['筛选：状态、关键词、标签、时间范围', '打开视频、复制链接、删除'],
    sectionLinks: [{ href: '/content/article/list', label: '文章' }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '用途' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: '本栏目已上线的页面' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    title: 'Roadshow user groups and their very long descriptive name for the planned screen',
    purpose:
      'Roadshow user groups: who may join which roadshows, with include and exclude whitelists of users and user groups, the password user group and the members picked through the user pickers of the console.',
    features: Array.from({ length: 8 }, (_, i) => `Planned field or action number ${i + 1}`),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    const features = canvas.getByRole('region', { name: 'What it will offer' });
    await expect(within(features).getAllByRole('listitem')).toHaveLength(8);
  },
};
