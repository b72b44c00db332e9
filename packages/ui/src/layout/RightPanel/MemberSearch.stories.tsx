import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MemberSearch } from './MemberSearch';
import { searchMembers } from './sampleData';

const meta = {
  title: 'Layout/MemberSearch',
  component: MemberSearch,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div style={{ width: 360, minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MemberSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An empty query finds nothing (operations §2). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Search members')).toHaveValue('');
    await expect(canvas.queryByRole('list')).toBeNull();
    await userEvent.type(canvas.getByLabelText('Search members'), '   ');
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(searchMembers('')).toEqual([]);
  },
};

/** Case-insensitive, on the full name or the position. */
export const CaseInsensitiveMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Search members');
    await userEvent.type(input, 'ANALYST');
    const list = await canvas.findByRole('list', { name: 'Members found' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(list).getByRole('button', { name: /Zhang Min/ })).toBeVisible();
    await expect(within(list).getByRole('button', { name: /Chen Jie/ })).toBeVisible();
    // Cleared, the list goes; a new query brings a new one.
    await userEvent.clear(input);
    await waitFor(() => expect(canvas.queryByRole('list')).toBeNull());
    await userEvent.type(input, 'wang f');
    const again = await canvas.findByRole('list', { name: 'Members found' });
    await waitFor(() => expect(within(again).getAllByRole('listitem')).toHaveLength(1));
    await expect(within(again).getByRole('button', { name: /Wang Fang/ })).toBeVisible();
  },
};

export const NoMatch: Story = {
  args: { defaultQuery: 'astronaut' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('No member matches “astronaut”.');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const OpensUserPopover: Story = {
  args: { defaultQuery: 'editor' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Liu Yang/ }));
    const popover = await screen.findByRole('dialog', { name: 'Liu Yang' });
    await expect(within(popover).getByText('liu.yang@newsdesk.test')).toBeVisible();
    await expect(within(popover).getByText('Copy Editor')).toBeVisible();
  },
};

export const Chinese: Story = {
  args: { defaultQuery: 'li' },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('搜索成员')).toHaveValue('li');
    await expect(canvas.getByRole('list', { name: '搜索到的成员' })).toBeVisible();
  },
};
