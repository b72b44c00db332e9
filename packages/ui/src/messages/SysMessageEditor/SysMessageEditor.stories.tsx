import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { NOW, sysMessages } from '../fixtures';
import { SysMessageEditor } from './SysMessageEditor';

const users = [
  { id: 120, name: '读者小王' },
  { id: 121, name: 'Reader Chen' },
  { id: 122, name: 'Analyst Zhao' },
];

const meta = {
  title: 'Operations/Messages/SysMessageEditor',
  component: SysMessageEditor,
  args: {
    userSearch: { results: users, onSearch: fn().mockName('onSearch') },
    onPickContent: fn(async () => ({ id: 42, title: 'LPR unchanged in May' })).mockName(
      'onPickContent',
    ),
    onSubmit: fn(async () => {}).mockName('onSubmit'),
    onCancel: fn().mockName('onCancel'),
    onDirtyChange: fn().mockName('onDirtyChange'),
    now: NOW,
  },
  parameters: {
    testViewport: { width: 1000, height: 1100 },
    docs: {
      description: {
        component:
          'The system message form (`/message/create`, `/message/{id}`): title (required, ≤ 100), notification type, rich text message (required, ≤ 5,000 characters of HTML), audience, link (none, a web address, or a content picked through `onPickContent`, which opens the selection panel), sending time in China time (future, or empty for on publication), published or draft. `onSubmit` gets the contract shape; a rejection keeps what was typed. `readOnly` for a normal user.',
      },
    },
  },
} satisfies Meta<typeof SysMessageEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new message: empty fields refuse the save with the required message at each field. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getAllByText('This is a required field')).toHaveLength(2));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Title, type, body, tiers and a picked article: saved in the contract's shape. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Title/ }), 'Weekly outlook');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Notification type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Follow' }));
    await userEvent.click(canvas.getByRole('textbox', { name: 'Message' }));
    await userEvent.keyboard('Rates, oil and the yuan');
    await userEvent.click(canvas.getByRole('radio', { name: 'Members of tiers' }));
    await userEvent.click(canvas.getByRole('combobox', { name: /^Membership tiers/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'BlackGold' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Link' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Article' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Choose content' }));
    await expect(args.onPickContent).toHaveBeenCalledWith('article');
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /^Link address/ })).toHaveValue(
        'newsdesk://article/42',
      ),
    );
    await expect(canvas.getByText('Opens: LPR unchanged in May')).toBeVisible();
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        title: 'Weekly outlook',
        content: expect.stringContaining('Rates, oil and the yuan'),
        notification_type: 'follow',
        audience: { type: 'membership', membership_levels: [2] },
        url: 'newsdesk://article/42',
        send_at: null,
        status: 'published',
      }),
    );
  },
};

/**
 * Issue #14: Save clicked right after typing in the message (within the editor's 120 ms pause)
 * saves every character, and the editor keeps them afterwards.
 */
export const SaveRightAfterTyping: Story = {
  args: { initial: sysMessages[0]! },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.click(body);
    await userEvent.keyboard(' Back at 04:00 sharp.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ content: expect.stringContaining('Back at 04:00 sharp.') }),
    );
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(false));
    await expect(body).toHaveTextContent('Back at 04:00 sharp.');
  },
};

/**
 * Issue #14, a Save that takes no focus (Safari, or a click the editor's blur ignores): the form
 * still takes the body as shown before it validates and saves.
 */
export const SaveWithoutLeavingTheBody: Story = {
  args: { initial: sysMessages[0]! },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.click(body);
    await userEvent.keyboard(' Typed last.');
    // A click event with no pointer focus change: the body keeps the focus.
    canvas.getByRole('button', { name: 'Save' }).click();
    await expect(body).toHaveFocus();
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ content: expect.stringContaining('Typed last.') }),
    );
    await expect(body).toHaveTextContent('Typed last.');
  },
};

/** A typed address must be an http(s) URL; a title over 100 characters is refused. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Link' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Web address' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Link address/ }), 'javascript:x');
    await expect(await canvas.findByText('Error data format')).toBeVisible();
    await userEvent.click(canvas.getByRole('textbox', { name: /^Title/ }));
    await userEvent.paste('x'.repeat(101));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Editing a delivered message: its values, the delivery note, the time locked. */
export const Editing: Story = {
  args: { initial: sysMessages[1]! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Title/ })).toHaveValue(
      'New research reports every Monday',
    );
    await expect(canvas.getByText(/^Delivered 2026\/11\/22 07:00/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Link address/ })).toHaveValue(
      'newsdesk://report/88',
    );
  },
};

/** Users audience with chosen users. */
export const ChosenUsers: Story = {
  args: { initial: sysMessages[2]! },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('2 users')).toBeVisible();
  },
};

/** A normal user sees the message, not a form to change it. */
export const ReadOnly: Story = {
  args: { initial: sysMessages[0]!, readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
    await expect(canvas.getByText('Only an admin can change system messages.')).toBeVisible();
  },
};
