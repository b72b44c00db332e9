import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { sampleTask } from './sampleData';
import { TaskDetails } from './TaskDetails';

const meta = {
  title: 'Layout/TaskDetails',
  component: TaskDetails,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div style={{ width: 380, minHeight: 460 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TaskDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const task = canvas.getByRole('article', { name: 'Prepare the weekly macro outlook' });
    await expect(within(task).getByText('In progress')).toBeVisible();
    await expect(within(task).getByText('High')).toBeVisible();
    await expect(within(task).getByRole('heading', { name: /2 of 4 done/ })).toBeVisible();
    await expect(within(task).getByText('Mar 13, 2026')).toBeVisible();
  },
};

/** The assignee opens the user popover. */
export const AssigneePopover: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Zhang Min' }));
    const popover = await screen.findByRole('dialog', { name: 'Zhang Min' });
    await expect(within(popover).getByText('zhang.min@newsdesk.test')).toBeVisible();
  },
};

export const AllDone: Story = {
  args: {
    task: {
      ...sampleTask,
      status: 'done',
      priority: 'low',
      subtasks: sampleTask.subtasks.map((s) => ({ ...s, done: true })),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Done')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: /4 of 4 done/ })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('进行中')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: /已完成 2\/4/ })).toBeVisible();
  },
};
