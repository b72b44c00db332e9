import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ChartFrame } from './ChartFrame';

const meta = {
  title: 'Charts/ChartFrame',
  component: ChartFrame,
  tags: ['autodocs'],
  args: {
    title: 'Weekly revenue',
    summary: 'Weekly revenue: this week ¥12,000.00, last week ¥9,500.00.',
    table: {
      columns: ['Week', 'Revenue'],
      rows: [
        ['Last week', '¥9,500.00'],
        ['This week', '¥12,000.00'],
      ],
    },
    children: <svg width="100%" height="100%" aria-hidden="true" />,
    height: 160,
  },
  parameters: {
    docs: {
      description: {
        component:
          'The frame of every chart: caption, "Show as table" (pressed while the table shows), loading, error with Retry, empty, and the drawing as one image named by `summary` with the same numbers in a table for screen readers.',
      },
    },
  },
} satisfies Meta<typeof ChartFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: 'Weekly revenue' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: /this week ¥12,000.00/ })).toBeVisible();
  },
};

export const TableView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show as table' }));
    await expect(canvas.getByRole('rowheader', { name: 'This week' })).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/**
 * The chart's data as an accessible table: "Show as table" (pressed) swaps the drawing for a
 * table named by the chart's title (its caption), with a column header per series and a row
 * header per point; pressing it again brings the drawing back (and again, the table: the state
 * shown).
 */
export const AsTable: Story = {
  args: {
    title: 'Daily close, two indices',
    summary: 'Daily close of the Shanghai composite and the CSI 300 over three days.',
    table: {
      columns: ['Date', 'Shanghai composite', 'CSI 300'],
      rows: [
        ['2026-11-24', '3,412.50', '4,021.10'],
        ['2026-11-25', '3,398.20', '4,005.75'],
        ['2026-11-26', '3,420.05', '4,030.40'],
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Show as table' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    const table = canvas.getByRole('table', { name: 'Daily close, two indices' });
    await expect(table).toBeVisible();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    await expect(headers).toEqual(['Date', 'Shanghai composite', 'CSI 300']);
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(3);
    await expect(
      within(table).getByRole('rowheader', { name: '2026-11-26' }).closest('tr'),
    ).toHaveTextContent('4,030.40');
    await expect(canvas.getByRole('region', { name: 'Daily close, two indices' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    await expect(canvas.queryByRole('img')).toBeNull();
    // Back to the drawing (the table stays for screen readers only), then to the table again.
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
    await expect(
      canvas.getByRole('img', { name: /Shanghai composite and the CSI 300/ }),
    ).toBeVisible();
    // Focus stays on the switch: the view changed under it, not the place of the keyboard.
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    await expect(canvas.getByRole('table', { name: 'Daily close, two indices' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No data in this period')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show as table' })).toBeNull();
  },
};
