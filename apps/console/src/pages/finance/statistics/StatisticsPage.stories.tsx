import type { Meta, StoryObj } from '@storybook/react-vite';
import { screenHandlers } from '../../../stories/handlers';
import { skus, statisticsHandlers } from '../../../stories/people';
import { expectByRole } from '../../../stories/play';
import { ScreenStory } from '../../../stories/ScreenStory';

/**
 * Order statistics (`/finance/statistics`): GraphQL `OrderStatistics` (30 days of a steady series)
 * and `Skus` for the product list.
 */
const meta = {
  title: 'Screens/Finance/Statistics',
  component: ScreenStory,
  args: { path: '/finance/statistics' },
  parameters: {
    layout: 'fullscreen',
    testViewport: { width: 1440, height: 900 },
    msw: { handlers: screenHandlers(statisticsHandlers('full')) },
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

// Ready when the sales by product (from OrderStatistics) list a product as a row header.
export const Full: Story = {
  play: expectByRole('rowheader', skus().skus.nodes[1]!.name),
};
