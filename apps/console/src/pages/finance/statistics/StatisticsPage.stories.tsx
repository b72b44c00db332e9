import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { screenHandlers } from '../../../stories/handlers';
import { skus, statisticsHandlers } from '../../../stories/people';
import { expectByRole, expectChinese, expectLoading, expectText } from '../../../stories/play';
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

export const Chinese: Story = { globals: { locale: 'zh-CN' }, play: expectChinese(Full.play!) };

// A period without orders: every chart says so, and the product list has none.
export const Empty: Story = {
  parameters: { msw: { handlers: screenHandlers(statisticsHandlers('empty')) } },
  play: expectText(/No data in this period|该时段没有数据/),
};

// The charts say they are loading (a status each) while the product list shows its placeholders.
export const Loading: Story = {
  parameters: { msw: { handlers: screenHandlers(statisticsHandlers('loading')) } },
  play: async (ctx) => {
    const charts = await within(ctx.canvasElement).findAllByRole(
      'status',
      { name: /^(Loading chart…|图表加载中…)$/ },
      { timeout: 10_000 },
    );
    await expect(charts).toHaveLength(5);
    await expectLoading(ctx);
  },
};

// Both reads failed: each chart and the product list show the server's message.
export const LoadFailed: Story = {
  name: 'Load failed',
  parameters: { msw: { handlers: screenHandlers(statisticsHandlers('error')) } },
  play: expectText(/API service error/),
};
