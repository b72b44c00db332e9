import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DashboardGreeting } from './DashboardGreeting';

const meta = {
  title: 'Dashboard/DashboardGreeting',
  component: DashboardGreeting,
  args: {
    name: 'Li Wei',
    slogan: '专业、及时、可信的财经内容',
    slogans: ['专业、及时、可信的财经内容', '数据驱动，洞见未来'],
    onSaveSlogans: fn(() => Promise.resolve()),
    onSendNotification: fn(),
  },
} satisfies Meta<typeof DashboardGreeting>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hello, Li Wei' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send notification' }));
    await expect(args.onSendNotification).toHaveBeenCalled();
  },
};

/** No slogans configured: the default one. */
export const DefaultSlogan: Story = {
  args: { slogan: null, slogans: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Every story starts with a fact. Have a good day.'),
    ).toBeVisible();
  },
};

export const EditSlogans: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit slogans' }));
    const dialog = await screen.findByRole('dialog', { name: 'Console home slogans' });
    const field = within(dialog).getByRole('textbox');
    await userEvent.clear(field);
    await userEvent.type(field, 'Facts first.{enter}{enter}  Then speed.  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSaveSlogans).toHaveBeenCalledWith(['Facts first.', 'Then speed.']),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
