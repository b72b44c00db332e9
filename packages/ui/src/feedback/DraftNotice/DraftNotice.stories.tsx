import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DraftNotice } from './DraftNotice';

const meta = {
  title: 'Feedback/DraftNotice',
  component: DraftNotice,
  args: {
    // 2026/11/22 10:30:00 China time.
    savedAt: Date.UTC(2026, 10, 22, 2, 30, 0),
    onRestore: fn(),
    onDiscard: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Unsaved edits kept in this browser (a local draft), offered back when a form opens again: Restore or Discard. Used by the FAQ, roadmap and report forms; the form decides what restoring means.',
      },
    },
  },
  render: (args) => (
    <div style={{ maxWidth: 640 }}>
      <DraftNotice {...args} />
    </div>
  ),
} satisfies Meta<typeof DraftNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const notice = canvas.getByRole('region', {
      name: 'Unsaved changes from 2026/11/22 10:30:00 were kept in this browser.',
    });
    await userEvent.click(within(notice).getByRole('button', { name: 'Restore changes' }));
    await expect(args.onRestore).toHaveBeenCalledTimes(1);
    await userEvent.click(within(notice).getByRole('button', { name: 'Discard changes' }));
    await expect(args.onDiscard).toHaveBeenCalledTimes(1);
  },
};
