import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longTagRows, tagRows } from './fixtures';
import { TagTable } from './TagTable';

const meta = {
  title: 'Content/TagTable',
  component: TagTable,
  args: {
    label: 'Tag list',
    rows: tagRows,
    hrefOf: (tag) => `/content/tags/${tag.id}`,
    onDelete: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'The tag list of content §3 on `DataList`: name and alias, tag or topic, category (company, industry or plain; designed here), symbol, hot words, status and update time (GMT+8); delete per row, or "remove from this list" on the company and industry lists.',
      },
    },
  },
} satisfies Meta<typeof TagTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Tag list' });
    await expect(within(table).getByRole('link', { name: 'Macro' })).toHaveAttribute(
      'href',
      '/content/tags/7',
    );
    await expect(within(table).getByText('Industry')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Rates' }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 8 }));
  },
};

export const CompanyList: Story = {
  args: {
    rows: tagRows.filter((t) => t.category === 'company'),
    showCategory: false,
    onDelete: undefined,
    onRemoveCategory: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('columnheader', { name: 'Category' })).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove Kweichow Moutai from this list' }),
    );
    await expect(args.onRemoveCategory).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No tags yet')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { rows: [], error: 'API service error, please wait...', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongTextChinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { rows: longTagRows, label: '标签列表' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('专题')).toBeVisible();
  },
};
