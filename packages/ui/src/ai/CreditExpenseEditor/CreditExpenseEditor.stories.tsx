import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CreditExpenseEditor } from './CreditExpenseEditor';

const NOW = Date.UTC(2024, 4, 6, 4);
const rows = [
  { kind: 'ai_summary', price: 5, version: 1, updated_at: NOW },
  { kind: 'ai_article', price: 20, version: 3, updated_at: NOW - 86_400_000 },
];

const meta = {
  title: 'AI/CreditExpenseEditor',
  component: CreditExpenseEditor,
  tags: ['autodocs'],
  args: { items: rows, onSave: fn(() => Promise.resolve()).mockName('onSave') },
  parameters: {
    testViewport: { width: 1000, height: 480 },
    docs: {
      description: {
        component:
          'The AI credit prices (operations §3 Credit expense): each kind with its price in points changed in place (`onSave(kind, price, version)`), and a new kind added below (`version` undefined).',
      },
    },
  },
} satisfies Meta<typeof CreditExpenseEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Change a price, then add a kind; bad input is said next to the field. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const price = canvas.getByRole('textbox', { name: 'Price of ai_summary' });
    await userEvent.clear(price);
    await userEvent.type(price, '8');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the price of ai_summary' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith('ai_summary', 8, 1));

    const group = within(canvas.getByRole('group', { name: 'New kind' }));
    await userEvent.type(group.getByRole('textbox', { name: /^Kind/ }), 'AI Summary!');
    await userEvent.type(group.getByRole('textbox', { name: /^Price/ }), '-1');
    await userEvent.click(group.getByRole('button', { name: 'Add' }));
    await expect(await canvas.findByText('Use lower-case letters, digits and _')).toBeVisible();
    await expect(canvas.getByText('Enter a whole number of points, 0 or more')).toBeVisible();
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = { args: { items: [], loading: true } };

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No credit prices yet')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { items: [], error: 'API service error, please wait...', onRetry: fn() },
};

export const LongText: Story = {
  args: {
    items: [
      {
        kind: 'ai_summary_of_institution_reports_with_tables_and_charts_long',
        price: 123456789,
        version: 1,
        updated_at: NOW,
      },
    ],
  },
};
