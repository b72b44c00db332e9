import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { itemRows, LONG_TITLE } from '../fixtures';
import { ExternalItemTable } from './ExternalItemTable';

const meta = {
  title: 'Ingestion/ExternalItemTable',
  component: ExternalItemTable,
  tags: ['autodocs'],
  args: {
    items: itemRows,
    detailHref: (id: string) => `/content/sources/external-items/${id}`,
    sourceHref: (id: string) => `/content/sources/${id}`,
  },
  parameters: {
    testViewport: { width: 1100, height: 480 },
    docs: {
      description: {
        component:
          'External items (what the crawlers bring in): title, a link to the source, time (GMT+8), synchronisation state and status.',
      },
    },
  },
} satisfies Meta<typeof ExternalItemTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Federal Reserve' })).toHaveAttribute(
      'href',
      '/content/sources/8',
    );
    await expect(canvas.getByText('Synchronize')).toBeVisible();
    await expect(canvas.getByText('Not synchronous')).toBeVisible();
    await expect(canvas.getByText('2024/05/06 11:00')).toBeVisible();
  },
};

export const Loading: Story = { args: { items: [], loading: true } };

export const Empty: Story = {
  args: { items: [], emptyVariant: 'search' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('search content empty')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { items: [], error: 'API service error, please wait...', onRetry: fn() },
};

export const LongText: Story = {
  args: { items: [{ ...itemRows[0]!, title: LONG_TITLE }] },
};
