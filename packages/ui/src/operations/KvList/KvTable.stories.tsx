import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DataListPager } from '../../data/DataList';
import { NOW } from '../fixtures';
import { KvTable } from './KvTable';

const rows = [
  { key: 'web-banner', name: 'Web banners', updated_at: NOW - 60_000, has_schema: true },
  {
    key: 'console-home-slogan',
    name: 'Console home slogan',
    updated_at: NOW - 3_600_000,
    has_schema: true,
  },
  {
    key: 'hot-search-words',
    name: 'Hot search words',
    updated_at: NOW - 86_400_000,
    has_schema: false,
  },
];

const meta = {
  title: 'Operations/KvTable',
  component: KvTable,
  args: {
    items: rows,
    editHref: (key: string) => `/operation/kv/${key}`,
    keyword: '',
    onKeywordChange: fn(),
    keywordDelay: 50,
  },
  parameters: { testViewport: { width: 1000, height: 520 } },
} satisfies Meta<typeof KvTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  args: { paging: <DataListPager mode="more" hasMore onLoadMore={fn()} /> },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'web-banner' })).toHaveAttribute(
      'href',
      '/operation/kv/web-banner',
    );
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search key or name' }), 'slogan');
    await waitFor(() => expect(args.onKeywordChange).toHaveBeenCalledWith('slogan'));
  },
};
export const Loading: Story = { args: { items: [], loading: true } };
export const Empty: Story = { args: { items: [] } };
export const Failed: Story = {
  args: { items: [], error: 'API service error, please wait...', onRetry: fn() },
};
export const LongText: Story = {
  args: {
    items: [
      {
        key: `very-long-key-${'x'.repeat(80)}`,
        name: '名称'.repeat(40),
        updated_at: NOW,
        has_schema: true,
      },
    ],
  },
  parameters: { testViewport: { width: 600, height: 520 } },
};
