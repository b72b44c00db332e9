import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import type { ColorSchema } from '../../foundations/preferences';
import { ThemeToggle } from './ThemeToggle';

const meta = {
  title: 'Layout/ThemeToggle',
  component: ThemeToggle,
  args: { value: 'auto', onChange: fn() },
  // Local state rather than useArgs: updating args re-renders the story and clears the fn() spies.
  render: function Render(args) {
    const [value, setValue] = useState<ColorSchema | undefined>(args.value);
    return (
      <ThemeToggle
        {...args}
        value={value}
        onChange={(v) => {
          setValue(v);
          args.onChange?.(v);
        }}
      />
    );
  },
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Auto' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'Dark' }));
    await expect(args.onChange).toHaveBeenCalledWith('dark');
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

export const KeyboardNavigation: Story = {
  args: { value: 'light' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Light' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('auto');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Auto' })).toHaveFocus());
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical', value: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup', { name: 'Theme' })).toHaveAttribute(
      'aria-orientation',
      'vertical',
    );
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: '深色' })).toBeInTheDocument();
  },
};
