import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PushDialog } from './PushDialog';
import type { PushLinkedContent } from './pushRules';

/** 2026-11-22 10:00 GMT+8, the stories' clock. */
const NOW = 1795312800000;
const HOUR = 3_600_000;

/** The article of the list's dialog, published an hour before the stories' clock. */
const article: PushLinkedContent = {
  type: 'article',
  id: 1042,
  title: 'PBOC keeps the loan prime rate unchanged',
  url: 'https://newsdesk.example/articles/1042',
  publishedAt: NOW - HOUR,
};
const video: PushLinkedContent = {
  type: 'video',
  id: 77,
  title: 'Roadshow recap: semiconductor equipment',
  url: 'https://newsdesk.example/videos/77',
  publishedAt: NOW - 2 * HOUR,
};

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
  parameters: {
    docs: {
      description: {
        component:
          "Operations §5. Title required, at most 80 characters with a counter (error-notification-title-empty / -limit); send time not earlier than now (error-notification-date) nor than the content's publish time (`content.publishedAt` or `contentPublishedAt`; null = not published: \"This content has not published\"). Link by type: with `content` the link is that content's `url`; with `onPickContent(type)` the type can change (omenReport, article, video, roadshow, product pick a content through the app's selection panel; only `customize` types the link). Without either, the dialog has no link section (the former props keep working). Values: `title, body, start_time, platform, link_type, url, content_id`.",
      },
    },
  },
} satisfies Meta<typeof PushDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Push notification' });

/** Filled from the article: sending now to every platform is one click; the link is the article's. */
export const Default: Story = {
  args: { content: article },
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
        link_type: 'article',
        url: 'https://newsdesk.example/articles/1042',
        content_id: 1042,
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
    // The counter of the 80-character limit.
    await expect(within(d).getByText('40/80')).toBeVisible();
    await userEvent.clear(title);
    await expect(await within(d).findByText('Notification title cannot be empty')).toBeVisible();
    await userEvent.type(title, 'x'.repeat(80));
    await expect(within(d).getByText('80/80')).toBeVisible();
    await expect(within(d).queryByText(/cannot be longer than/)).toBeNull();
    await userEvent.type(title, 'x');
    await expect(
      await within(d).findByText('Notification title cannot be longer than 80 characters'),
    ).toBeVisible();
    await expect(within(d).getByText('81/80')).toBeVisible();
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

/** Content scheduled for later: "now" and any time before its publication are refused. */
export const NotBeforeThePublishTime: Story = {
  args: {
    content: { ...article, title: 'LPR outlook (scheduled)', publishedAt: NOW + 2 * HOUR },
  },
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(within(d).getByRole('button', { name: 'Send push' }));
    const message = 'The notification time cannot be earlier than the content’s publish time';
    await expect(await within(d).findByText(message)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const when = within(d).getByRole('textbox', { name: /Send at/ });
    // 11:30 is after now but before the 12:00 publication.
    await userEvent.type(when, '2026-11-22 11:30{Enter}');
    await expect(await within(d).findByText(message)).toBeVisible();
    await userEvent.clear(when);
    await userEvent.type(when, '2026-11-22 12:30{Enter}');
    await waitFor(() => expect(within(d).queryByText(message)).toBeNull());
    await userEvent.click(within(d).getByRole('button', { name: 'Send push' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ start_time: NOW + 2.5 * HOUR, content_id: 1042 }),
      ),
    );
  },
};

/** Content that is not published cannot be pushed (content §4, operations §5). */
export const ContentNotPublished: Story = {
  args: { contentPublishedAt: null },
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(within(d).getByRole('button', { name: 'Send push' }));
    await expect(await within(d).findByText('This content has not published')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * Link by type: a content type takes the link of a content picked in the app's panel (read-only);
 * only "Custom link" is typed, and must be an absolute link.
 */
export const LinkByType: Story = {
  args: {
    contentTitle: undefined,
    onPickContent: fn(async () => video),
  },
  play: async ({ args }) => {
    const d = await dialog();
    const body = within(document.body);
    const link = within(d).getByRole('textbox', { name: 'Link' });
    await expect(link).toHaveAttribute('readonly');
    // No content chosen yet for the first type.
    await userEvent.click(within(d).getByRole('button', { name: 'Send push' }));
    await expect(await within(d).findByText('Choose the content to open')).toBeVisible();
    await userEvent.click(within(d).getByRole('combobox', { name: 'Opens' }));
    await userEvent.click(await body.findByRole('option', { name: 'Video' }));
    await userEvent.click(within(d).getByRole('button', { name: 'Choose content' }));
    await expect(args.onPickContent).toHaveBeenCalledWith('video');
    await waitFor(() => expect(link).toHaveValue('https://newsdesk.example/videos/77'));
    await expect(d).toHaveAccessibleDescription('Opens “Roadshow recap: semiconductor equipment”.');
    await expect(within(d).queryByText('Choose the content to open')).toBeNull();
    // Custom link: typed by hand, checked.
    await userEvent.click(within(d).getByRole('combobox', { name: 'Opens' }));
    await userEvent.click(await body.findByRole('option', { name: 'Custom link' }));
    const custom = within(d).getByRole('textbox', { name: /Link/ });
    await expect(custom).not.toHaveAttribute('readonly');
    await expect(custom).toHaveValue('');
    await userEvent.type(custom, 'newsdesk.example/promo');
    await expect(await within(d).findByText('Error data format')).toBeVisible();
    await userEvent.clear(custom);
    await userEvent.type(custom, 'https://newsdesk.example/promo');
    await waitFor(() => expect(within(d).queryByText('Error data format')).toBeNull());
    await userEvent.click(within(d).getByRole('radio', { name: 'Android' }));
    await userEvent.click(within(d).getByRole('button', { name: 'Send push' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          link_type: 'customize',
          url: 'https://newsdesk.example/promo',
          content_id: null,
          platform: 'android',
        }),
      ),
    );
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { content: article, onPickContent: fn(async () => video) },
  play: async () => {
    const d = await screen.findByRole('dialog', { name: '推送通知' });
    await expect(within(d).getByRole('combobox', { name: '跳转类型' })).toHaveTextContent('文章');
    await expect(within(d).getByRole('button', { name: '更换内容' })).toBeVisible();
    await expect(within(d).getByText('40/80')).toBeVisible();
  },
};

/**
 * The dashboard's Send notification: the same push form with the link types to pick from and the
 * site-wide notification offered, ticked; sending passes the choice along.
 */
export const SiteWideFromTheDashboard: Story = {
  args: {
    contentTitle: undefined,
    defaults: { title: '', body: '' },
    linkTypes: ['customize', 'omenReport', 'article', 'video', 'roadshow', 'product'],
    onPickContent: fn(async () => video),
    siteWideOption: { defaultChecked: true },
  },
  play: async ({ args }) => {
    const d = await dialog();
    const box = within(d).getByRole('checkbox', {
      name: /Also show as the site-wide notification/,
    });
    await expect(box).toBeChecked();
    await userEvent.type(within(d).getByRole('textbox', { name: /Notification title/ }), 'Notice');
    await userEvent.type(within(d).getByRole('textbox', { name: /^Text/ }), 'Read-only tonight.');
    await userEvent.type(
      within(d).getByRole('textbox', { name: /^Link/ }),
      'https://newsdesk.example/n',
    );
    await userEvent.click(box);
    await userEvent.click(within(d).getByRole('button', { name: 'Send push' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Notice', link_type: 'customize' }),
        { siteWide: false },
      ),
    );
  },
};
