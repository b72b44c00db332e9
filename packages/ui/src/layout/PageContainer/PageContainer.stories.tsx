import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageContainer } from './PageContainer';

const meta = {
  title: 'Layout/PageContainer',
  component: PageContainer,
  parameters: { layout: 'fullscreen' },
  args: { width: 'lg' },
  render: (args) => (
    <div style={{ width: 2400, transform: 'scale(0.4)', transformOrigin: 'top left' }}>
      <PageContainer {...args}>
        <div data-testid="content" style={{ height: 200, border: '2px dashed gray' }}>
          {args.width} page
        </div>
      </PageContainer>
    </div>
  ),
} satisfies Meta<typeof PageContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Large: Story = {
  play: async ({ canvasElement }) => {
    const content = within(canvasElement).getByTestId('content');
    // 1600 px less 2 × 24 px of padding.
    await expect(content.offsetWidth).toBe(1552);
  },
};

export const ExtraLarge: Story = {
  args: { width: 'xl' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('content').offsetWidth).toBe(1752);
  },
};
