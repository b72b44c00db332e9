import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { groupRows, LONG_TITLE } from '../fixtures';
import { SourceGroupTable } from './SourceGroupTable';

const meta = {
  title: 'Ingestion/SourceGroupTable',
  component: SourceGroupTable,
  tags: ['autodocs'],
  args: { items: groupRows, detailHref: (id: string) => `/content/sources/groups/${id}` },
  parameters: {
    testViewport: { width: 1100, height: 480 },
    docs: {
      description: {
        component:
          'The source groups (operations §3 Source group): cover, name, description and the related sources.',
      },
    },
  },
} satisfies Meta<typeof SourceGroupTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '监管机构' })).toHaveAttribute(
      'href',
      '/content/sources/groups/1',
    );
    await expect(canvas.getByText('2 sources')).toBeVisible();
  },
};

export const Loading: Story = { args: { items: [], loading: true } };

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No source groups')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { items: [], error: 'API service error, please wait...', onRetry: fn() },
};

export const LongText: Story = {
  args: { items: [{ ...groupRows[0]!, name: LONG_TITLE, description: LONG_TITLE }] },
};
