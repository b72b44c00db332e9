import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MobileNavbar } from './MobileNavbar';

const meta = {
  title: 'Layout/MobileNavbar',
  component: MobileNavbar,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Newsdesk Console', menuOpen: false, onMenuOpenChange: fn(), menuId: 'menu' },
  render: function Render(args) {
    const [menuOpen, setMenuOpen] = useState(args.menuOpen);
    return (
      <div style={{ width: 375 }}>
        <MobileNavbar
          {...args}
          menuOpen={menuOpen}
          onMenuOpenChange={(open) => {
            setMenuOpen(open);
            args.onMenuOpenChange(open);
          }}
        />
        <div id="menu" hidden={!menuOpen}>
          Menu
        </div>
      </div>
    );
  },
} satisfies Meta<typeof MobileNavbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Open menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(args.onMenuOpenChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const LongTitle: Story = {
  args: { title: 'A very long page title that cannot fit in a phone-sized navigation bar at all' },
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByText(/A very long page title/);
    await expect(title.scrollWidth).toBeGreaterThan(title.clientWidth);
  },
};
