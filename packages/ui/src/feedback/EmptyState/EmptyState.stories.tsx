import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus } from 'lucide-react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { variant: 'content' },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['default', 'search', 'content', 'users', 'orders', 'associated'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No content yet' })).toBeVisible();
    await expect(
      canvas.getByText('Articles, videos and reports that match this list will appear here.'),
    ).toBeVisible();
  },
};

const onClear = fn();

function ClearFilters() {
  const { t } = useTranslation();
  return <Button onClick={onClear}>{t('action-clear')}</Button>;
}

export const Search: Story = {
  args: { variant: 'search', action: <ClearFilters /> },
  play: async ({ canvasElement }) => {
    onClear.mockClear();
    const canvas = within(canvasElement);
    // The spec's own words (error-search-content-empty-title / -subtitle).
    await expect(canvas.getByRole('heading', { name: 'search content empty' })).toBeVisible();
    await expect(canvas.getByText('Try another keyword or fewer filters')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(onClear).toHaveBeenCalledOnce();
  },
};

export const Presets: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 16 }}>
      <EmptyState variant="users" size="sm" titleTag="h3" />
      <EmptyState variant="orders" size="sm" titleTag="h3" />
      <EmptyState variant="associated" size="sm" titleTag="h3" />
      <EmptyState variant="default" size="sm" titleTag="h3" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await expect(canvas.getByRole('heading', { name: 'No users found' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'No orders' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'No associated content' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'No data' })).toBeVisible();
  },
};

const onCreate = fn();

export const WithAction: Story = {
  args: {
    variant: 'content',
    action: (
      <Button variant="primary" icon={<Plus size={16} aria-hidden />} onClick={onCreate}>
        New article
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    onCreate.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New article' }));
    await expect(onCreate).toHaveBeenCalledOnce();
  },
};

export const Chinese: Story = {
  args: { variant: 'search' },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '没有找到相关内容' })).toBeVisible();
    await expect(canvas.getByText('换个关键词或减少筛选条件试试')).toBeVisible();
  },
};
