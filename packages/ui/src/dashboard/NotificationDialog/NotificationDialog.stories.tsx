import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fromChinaParts } from '../../utils/chinaTime';
import { NotificationDialog } from './NotificationDialog';

const NOW = fromChinaParts({ year: 2026, month: 11, day: 26, hour: 9, minute: 30 });

const meta = {
  title: 'Dashboard/NotificationDialog',
  component: NotificationDialog,
  args: {
    open: true,
    now: NOW,
    onOpenChange: fn(),
    onSubmit: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof NotificationDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Send notification' });
    const d = within(dialog);
    await userEvent.click(d.getByRole('button', { name: 'Send' }));
    await expect(await d.findByText('Notification title cannot be empty')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(
      d.getByRole('textbox', { name: /Title/ }),
      'Scheduled maintenance tonight',
    );
    await userEvent.type(d.getByRole('textbox', { name: /Message/ }), 'Read-only from 23:00.');
    await userEvent.click(d.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        title: 'Scheduled maintenance tonight',
        body: 'Read-only from 23:00.',
        url: '',
        at: NOW,
      }),
    );
  },
};

export const TitleTooLong: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Send notification' });
    const d = within(dialog);
    await userEvent.type(d.getByRole('textbox', { name: /Title/ }), 'x'.repeat(81));
    await userEvent.type(d.getByRole('textbox', { name: /Message/ }), 'Body');
    await userEvent.click(d.getByRole('button', { name: 'Send' }));
    await expect(
      await d.findByText('Notification title cannot be longer than 80 characters'),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
