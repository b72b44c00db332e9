import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PushDialog } from './PushDialog';

/** 2026-11-22 10:00 GMT+8, the stories' clock. */
const NOW = 1795312800000;

const meta = {
  title: 'Content/PushDialog',
  component: PushDialog,
  args: {
    open: true,
    contentTitle: 'PBOC keeps the loan prime rate unchanged',
    defaults: {
      title: 'PBOC keeps the loan prime rate unchanged',
      body: 'The one-year LPR stays at 3.45%. Read the analysis.',
    },
    now: NOW,
    onOpenChange: fn(),
    onSubmit: fn(async () => {}),
  },
} satisfies Meta<typeof PushDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Push notification' });

/** Filled from the article: sending now to every platform is one click. */
export const Default: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await expect(d).toHaveAccessibleDescription(
      'Opens “PBOC keeps the loan prime rate unchanged”.',
    );
    await userEvent.click(within(d).getByRole('button', { name: 'Send push' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        title: 'PBOC keeps the loan prime rate unchanged',
        body: 'The one-year LPR stays at 3.45%. Read the analysis.',
        start_time: null,
        platform: 'all',
      }),
    );
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** The spec's messages: empty title, title over 80 characters, a time in the past. */
export const Validation: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    const title = within(d).getByRole('textbox', { name: /Notification title/ });
    await userEvent.clear(title);
    await expect(await within(d).findByText('Notification title cannot be empty')).toBeVisible();
    await userEvent.type(title, 'x'.repeat(81));
    await expect(
      await within(d).findByText('Notification title cannot be longer than 80 characters'),
    ).toBeVisible();
    await userEvent.clear(title);
    await userEvent.type(title, 'LPR unchanged');
    const when = within(d).getByRole('textbox', { name: /Send at/ });
    await userEvent.type(when, '2026-11-21 09:00{Enter}');
    await expect(
      await within(d).findByText('The notification time cannot be earlier than now'),
    ).toBeVisible();
    await userEvent.click(within(d).getByRole('button', { name: 'Send push' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A later time and one platform; a refused push keeps the dialog and what was typed. */
export const ScheduledAndRefused: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new Error('Please publish this article first.');
    }),
  },
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.type(
      within(d).getByRole('textbox', { name: /Send at/ }),
      '2026-11-22 18:30{Enter}',
    );
    await userEvent.click(within(d).getByRole('radio', { name: 'iOS' }));
    await userEvent.click(within(d).getByRole('button', { name: 'Send push' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ start_time: Date.UTC(2026, 10, 22, 10, 30), platform: 'ios' }),
      ),
    );
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(within(d).getByRole('radio', { name: 'iOS' })).toBeChecked();
  },
};
