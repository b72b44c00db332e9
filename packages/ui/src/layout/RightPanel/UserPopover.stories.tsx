import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { sampleMembers } from './sampleData';
import { UserPopover } from './UserPopover';

const carlos = sampleMembers.find((m) => m.id === 'm5');
if (!carlos) throw new Error('the sample members lost Carlos Méndez');

const meta = {
  title: 'Layout/UserPopover',
  component: UserPopover,
  tags: ['autodocs'],
  args: { member: carlos, onOpenChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 260, padding: 8 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UserPopover>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Carlos Méndez' });
    await userEvent.click(trigger);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    const popover = await screen.findByRole('dialog', { name: 'Carlos Méndez' });
    await expect(within(popover).getByText('Product Designer')).toBeVisible();
    await expect(
      within(popover).getByRole('link', { name: 'carlos.mendez@newsdesk.test' }),
    ).toHaveAttribute('href', 'mailto:carlos.mendez@newsdesk.test');
    // Escape closes it and gives focus back; open again for the screenshot.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Carlos Méndez' });
  },
};
