import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { SkuFilters, type SkuFiltersProps, type SkuFiltersValue } from './SkuFilters';

const TRACKS = ['membership', 'column', 'course', 'credit', 'terminal'];

/** Keeps the value like the app does (in its URL), so a story shows each change. */
function Stateful(props: SkuFiltersProps) {
  const [value, setValue] = useState<SkuFiltersValue>(props.value);
  return (
    <SkuFilters
      {...props}
      value={value}
      onChange={(patch) => {
        props.onChange(patch);
        setValue((v) => ({ ...v, ...patch }));
      }}
    />
  );
}

const meta = {
  title: 'Finance/SkuFilters',
  component: SkuFilters,
  tags: ['autodocs'],
  args: { value: { sale: 'all', track: null }, tracks: TRACKS, onChange: fn() },
  render: (args) => <Stateful {...args} />,
  parameters: {
    testViewport: { width: 800, height: 360 },
    docs: {
      description: {
        component:
          'The product list filters (operations §3, §9): on sale and tracked (the business line, matched exactly on the server). The app keeps both in the URL and passes the distinct tracks of its SKUs.',
      },
    },
  },
} satisfies Meta<typeof SkuFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const track = canvas.getByRole('combobox', { name: 'Track' });
    await expect(track).toHaveTextContent('All');
    await userEvent.click(track);
    await userEvent.click(await screen.findByRole('option', { name: 'course' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ track: 'course' });
    await expect(track).toHaveTextContent('course');

    const sale = canvas.getByRole('combobox', { name: 'Sale' });
    await userEvent.click(sale);
    await userEvent.click(await screen.findByRole('option', { name: 'On sale' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ sale: 'on' });
    await expect(sale).toHaveTextContent('On sale');

    // Back to every track.
    await userEvent.click(track);
    await userEvent.click(await screen.findByRole('option', { name: 'All' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ track: null });
  },
};

export const Filtered: Story = {
  args: { value: { sale: 'off', track: 'terminal' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Track' })).toHaveTextContent('terminal');
    await expect(canvas.getByRole('combobox', { name: 'Sale' })).toHaveTextContent('Off sale');
  },
};

export const UnknownTrack: Story = {
  args: { value: { sale: 'all', track: 'seminar' } },
  play: async ({ canvasElement }) => {
    // A track from the URL that no SKU names stays chosen and offered.
    const track = within(canvasElement).getByRole('combobox', { name: 'Track' });
    await expect(track).toHaveTextContent('seminar');
    await userEvent.click(track);
    await expect(await screen.findByRole('option', { name: 'seminar' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: '业务线' })).toHaveTextContent('全部');
    await expect(canvas.getByRole('combobox', { name: '销售状态' })).toBeVisible();
  },
};
