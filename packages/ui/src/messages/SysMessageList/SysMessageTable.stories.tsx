import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { longSysMessage, sysMessages } from '../fixtures';
import { SysMessageFilters, type SysMessageFiltersValue } from './SysMessageFilters';
import { SysMessageTable } from './SysMessageTable';

const meta = {
  title: 'Operations/Messages/SysMessageTable',
  component: SysMessageTable,
  args: {
    items: sysMessages,
    editHref: (id: number) => `/message/${id}`,
    onDelete: fn().mockName('onDelete'),
    onRestore: fn().mockName('onRestore'),
  },
  parameters: {
    testViewport: { width: 1280, height: 560 },
    docs: {
      description: {
        component:
          'The system message list (`/message/system`): title (links to `editHref`), notification type, audience, state, sent or planned time (China time), author, created. `onDelete` adds Delete on messages not deleted, `onRestore` Restore on deleted ones (admins only). `loading`, `error` with `onRetry`, `emptyVariant`, `paging` as `DataList`.',
      },
    },
  },
} satisfies Meta<typeof SysMessageTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every state and notification type; Delete or Restore on each row. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(sysMessages.length + 1);
    await expect(
      canvas.getByRole('link', { name: 'New research reports every Monday' }),
    ).toHaveAttribute('href', '/message/30');
    await expect(canvas.getByText('Institution User, BlackGold')).toBeVisible();
    await expect(canvas.getByText('2 users')).toBeVisible();
    await expect(canvas.getByText('Scheduled')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete “系统维护公告”' }));
    await expect(args.onDelete).toHaveBeenCalledWith(sysMessages[0]);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Restore “Old campaign” as a draft' }),
    );
    await expect(args.onRestore).toHaveBeenCalledWith(sysMessages[4]);
  },
};

/** A normal user: no row actions. */
export const ReadOnly: Story = {
  args: { onDelete: undefined, onRestore: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /^Delete/ })).toBeNull();
  },
};

export const Loading: Story = { args: { items: [], loading: true } };

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No system messages yet')).toBeVisible();
  },
};

export const EmptySearch: Story = { args: { items: [], emptyVariant: 'search' } };

export const Failed: Story = {
  args: { items: [], error: 'API service error, please wait...', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: { items: [longSysMessage, ...sysMessages.slice(0, 2)] },
  parameters: { testViewport: { width: 760, height: 560 } },
};

const initial: SysMessageFiltersValue = { keyword: '', status: null, type: null };

/** The filters above the list: keyword after a pause, status and notification type as patches. */
export const Filters: StoryObj<typeof SysMessageFilters> = {
  args: { value: initial, onChange: fn(), onReset: fn(), keywordDelay: 50 },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <SysMessageFilters
        {...args}
        value={value}
        onChange={(patch) => {
          args.onChange(patch);
          setValue((v) => ({ ...v, ...patch }));
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Title or message' }), '维护');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith({ keyword: '维护' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Notification type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Follow' }));
    await expect(args.onChange).toHaveBeenCalledWith({ type: 'follow' });
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Draft' }));
    await expect(args.onChange).toHaveBeenCalledWith({ status: 'draft' });
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(args.onReset).toHaveBeenCalled();
  },
};
