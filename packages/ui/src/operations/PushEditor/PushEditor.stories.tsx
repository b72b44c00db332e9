import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NOW } from '../fixtures';
import { PushEditor } from './PushEditor';

const meta = {
  title: 'Operations/PushEditor',
  component: PushEditor,
  args: {
    defaults: { title: '', body: '' },
    linkTypes: ['customize'],
    now: NOW,
    onSubmit: fn(async () => {}),
    onCancel: fn(),
    onDirtyChange: fn(),
  },
  parameters: { testViewport: { width: 900, height: 820 } },
} satisfies Meta<typeof PushEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Bad input shows the spec's messages and sends nothing; good input sends once, site-wide too. */
export const ValidateAndSend: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send push' }));
    await expect(await canvas.findByText('Notification title cannot be empty')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const title = canvas.getByRole('textbox', { name: /Notification title/ });
    await userEvent.type(title, 'x'.repeat(81));
    await expect(
      await canvas.findByText('Notification title cannot be longer than 80 characters'),
    ).toBeVisible();
    await expect(canvas.getByText('81/80')).toBeVisible();
    await userEvent.clear(title);
    await userEvent.type(title, 'Maintenance tonight');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Text/ }), 'Read-only 23:00-23:30.');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Link/ }), 'not a link');
    await userEvent.click(canvas.getByRole('button', { name: 'Send push' }));
    await expect(await canvas.findByText('Error data format')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const link = canvas.getByRole('textbox', { name: /^Link/ });
    await userEvent.clear(link);
    await userEvent.type(link, 'https://newsdesk.example/notice');
    await userEvent.click(canvas.getByRole('checkbox', { name: /site-wide notification/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send push' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      values: expect.objectContaining({
        title: 'Maintenance tonight',
        link_type: 'customize',
        url: 'https://newsdesk.example/notice',
        start_time: null,
        platform: 'all',
      }),
      siteWide: true,
    });
    await expect(args.onDirtyChange).toHaveBeenCalledWith(true);
  },
};

/** The send time may not be in the past (error-notification-date). */
export const PastTime: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const when = canvas.getByRole('textbox', { name: /Send at/ });
    await userEvent.type(when, '2026-11-21 09:00{Enter}');
    await expect(
      await canvas.findByText('The notification time cannot be earlier than now'),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
