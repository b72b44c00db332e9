import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DashboardList } from './DashboardList';

const meta = {
  title: 'Dashboard/DashboardList',
  component: DashboardList,
  args: {
    items: [
      {
        id: '1',
        title: 'PBOC keeps the LPR unchanged',
        href: '#1',
        meta: 'Li Wei',
        trailing: '5,120 views',
      },
      { id: '2', title: 'Morning briefing', href: '#2', meta: 'Admin', trailing: '3,004 views' },
      {
        id: '3',
        title:
          'A very long title of a research note on the property sector and local government financing vehicles in 2027',
        meta: 'Li Wei',
        trailing: '998 views',
      },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DashboardList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Popular today: ranked, with views. */
export const Default: Story = {
  args: { ranked: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Morning briefing' })).toHaveAttribute(
      'href',
      '#2',
    );
  },
};

/** The newest followers: avatars (initials when none). */
export const People: Story = {
  args: {
    items: [
      { id: '7', title: '王小明', avatar: null, href: '#7', meta: 'followed 11/26 09:30' },
      { id: '8', title: 'Chen Jing', avatar: null, href: '#8', meta: 'followed 11/25 18:02' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '王小明' })).toBeVisible();
  },
};
