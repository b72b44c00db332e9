import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PushFilters, type PushFiltersValue } from './PushFilters';

const initial: PushFiltersValue = { platform: null, keyword: '', status: null };

const meta = {
  title: 'Operations/PushFilters',
  component: PushFilters,
  args: { value: initial, onChange: fn(), onReset: fn(), keywordDelay: 50 },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <PushFilters
        {...args}
        value={value}
        onChange={(patch) => {
          args.onChange(patch);
          setValue((v) => ({ ...v, ...patch }));
        }}
      />
    );
  },
} satisfies Meta<typeof PushFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Platform, keyword (after a pause) and status are reported as patches. */
export const Filtering: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search title or text' }), 'LPR');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith({ keyword: 'LPR' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sending' }));
    await expect(args.onChange).toHaveBeenCalledWith({ status: 'sending' });
    await userEvent.click(canvas.getByRole('combobox', { name: 'Platform' }));
    await userEvent.click(await screen.findByRole('option', { name: 'iOS' }));
    await expect(args.onChange).toHaveBeenCalledWith({ platform: 'ios' });
  },
};
