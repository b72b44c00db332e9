import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Settings, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from './IconButton';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { label: 'Close', icon: <X aria-hidden />, onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Close' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <IconButton label="Settings" icon={<Settings aria-hidden />} />
      <IconButton label="Notifications" variant="secondary" icon={<Bell aria-hidden />} />
      <IconButton label="Delete" variant="danger" icon={<Trash2 aria-hidden />} />
      <IconButton label="Close" size="sm" icon={<X aria-hidden />} />
      <IconButton label="Disabled" disabled icon={<X aria-hidden />} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Disabled' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Settings' })).toHaveAttribute(
      'title',
      'Settings',
    );
  },
};

function Toggle() {
  const [on, setOn] = useState(false);
  return (
    <IconButton
      label="Notifications"
      icon={<Bell aria-hidden />}
      pressed={on}
      onClick={() => setOn(!on)}
    />
  );
}

export const Toggled: Story = {
  render: () => <Toggle />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Notifications' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};
