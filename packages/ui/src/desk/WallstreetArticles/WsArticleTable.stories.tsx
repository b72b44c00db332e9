import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { wsRows } from './fixtures';
import { WsArticleTable } from './WsArticleTable';

const meta = {
  title: 'Content/Desk/WsArticleTable',
  component: WsArticleTable,
  parameters: { layout: 'padded' },
  args: { rows: wsRows, onEdit: fn(), totalCount: wsRows.length },
} satisfies Meta<typeof WsArticleTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('美联储按兵不动，鲍威尔称降息需更多证据')).toBeVisible();
    await expect(canvas.getByText('2026/11/20 10:30')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Edit Nvidia earnings beat, data center revenue up 60%' }),
    );
    await expect(args.onEdit).toHaveBeenCalledWith(wsRows[1]);
  },
};

export const Empty: Story = {
  args: { rows: [], totalCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No Wall Street articles yet')).toBeVisible();
  },
};

/** The first load: the table is busy, "Loading…" in the live region, no rows exposed yet. */
export const Loading: Story = {
  args: { rows: [], loading: true, totalCount: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Wall Street articles' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(within(table).getAllByRole('row')).toHaveLength(1);
    await expect(canvas.queryByText('No Wall Street articles yet')).toBeNull();
  },
};

/** The list could not be read: the error text in an alert, Retry asks again. */
export const LoadFailed: Story = {
  args: { rows: [], error: 'API service error, please wait...', onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('API service error, please wait...');
    // The error replaces the list: no table (and so no stale or busy rows) beside it.
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: /retry/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('标题与摘要')).toBeVisible();
  },
};
