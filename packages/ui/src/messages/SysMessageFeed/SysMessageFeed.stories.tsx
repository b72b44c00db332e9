import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sysMessages } from '../fixtures';
import type { NotificationType } from '../types';
import { SysMessageFeed } from './SysMessageFeed';

const delivered = sysMessages.filter((m) => m.sent_at !== null && m.status !== 'deleted');
const withScript = {
  ...delivered[0]!,
  id: 50,
  title: 'Body with a script',
  content:
    '<p onclick="alert(1)">Safe text</p><script>window.__pwned = true</script><p><a href="javascript:alert(1)">Bad link</a></p>',
};

const meta = {
  title: 'Operations/Messages/SysMessageFeed',
  component: SysMessageFeed,
  args: {
    items: delivered,
    type: null,
    onTypeChange: fn().mockName('onTypeChange'),
    editHref: (id: number) => `/message/${id}`,
  },
  render: function Render(args) {
    const [type, setType] = useState<NotificationType | null>(args.type);
    const items = type
      ? args.items.filter((m) => (m.notification_type ?? 'system') === type)
      : args.items;
    return (
      <SysMessageFeed
        {...args}
        type={type}
        items={items}
        onTypeChange={(next) => {
          args.onTypeChange(next);
          setType(next);
        }}
      />
    );
  },
  parameters: {
    testViewport: { width: 900, height: 640 },
    docs: {
      description: {
        component:
          'The delivered system messages (`/message/systemmessage`) under tabs of the notification type set (comment, like, at, follow, system). The body is rendered only through the shared sanitizer. `type` and `onTypeChange` are controlled (the app keeps the type in the URL).',
      },
    },
  },
} satisfies Meta<typeof SysMessageFeed>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every type; choosing Follow narrows to the follow messages. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(delivered.length);
    await userEvent.click(canvas.getByRole('tab', { name: 'Follow' }));
    await expect(args.onTypeChange).toHaveBeenCalledWith('follow');
    await expect(canvas.getByRole('tab', { name: 'Follow' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByText('Opens newsdesk://report/88')).toBeVisible();
  },
};

/** A body with a script, an event handler and a script link: only the text is rendered. */
export const Sanitized: Story = {
  args: { items: [withScript] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Safe text')).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onclick]')).toBeNull();
    await expect(canvas.getByText('Bad link').closest('a')).not.toHaveAttribute('href');
  },
};

export const Loading: Story = { args: { items: [], loading: true } };

export const Empty: Story = {
  args: { items: [], type: 'like' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No delivered messages')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { items: [], error: 'API service error, please wait...', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
