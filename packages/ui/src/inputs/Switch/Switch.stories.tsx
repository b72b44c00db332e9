import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Inputs/Switch',
  component: Switch,
  args: { label: 'Schedule the release', onChange: fn() },
  render: function Render(args) {
    const [checked, setChecked] = useState(args.checked ?? false);
    return (
      <Switch
        {...args}
        checked={checked}
        onChange={(v) => {
          setChecked(v);
          args.onChange?.(v);
        }}
      />
    );
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Schedule the release' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
  },
};

export const On: Story = {
  args: { checked: true, hint: 'The video is published at the scheduled time.' },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch');
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAccessibleDescription(
      'The video is published at the scheduled time.',
    );
  },
};

export const Disabled: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Switch label="Hide deleted contents" disabled />
      <Switch label="Mall statistics" disabled defaultChecked />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const off = canvas.getByRole('switch', { name: 'Hide deleted contents' });
    await expect(off).toBeDisabled();
    await userEvent.click(off, { pointerEventsCheck: 0 });
    await expect(off).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Mall statistics' })).toBeChecked();
  },
};

export const WithError: Story = {
  args: { label: 'Auto-create the online meeting', error: 'Roadshow video not uploaded' },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch');
    await expect(toggle).toHaveAttribute('aria-invalid', 'true');
    await expect(toggle).toHaveAccessibleDescription('Roadshow video not uploaded');
  },
};

export const Chinese: Story = {
  args: { label: '隐藏已删除的内容', checked: true },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: '隐藏已删除的内容' });
    await userEvent.click(canvasElement.querySelector('label')!);
    await expect(toggle).not.toBeChecked();
  },
};
