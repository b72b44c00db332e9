import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  chartDesignerHandlers,
  dataChartListHandlers,
  dataCharts,
  dataSourceListHandlers,
  dataSources,
} from '../datasets';
import { loadingScreenHandlers, screenHandlers } from '../handlers';
import {
  expectAnyByRole,
  expectBusyScreen,
  expectByRole,
  expectChinese,
  expectLoading,
  expectRetry,
  expectText,
} from '../play';
import { ScreenStory } from '../ScreenStory';

/**
 * The data screens: the data sources (`/content/data/sources`, GraphQL `DataSources` and
 * `DataGroups`), the charts (`/content/data/charts`, `DataCharts`) and the chart designer
 * (`/content/data/charts/{symbol}`, `DataChart` and its source's 12 rows, drawn in the preview).
 */
const meta = {
  title: 'Screens/Content/Data',
  component: ScreenStory,
  args: { path: '/content/data/sources' },
  parameters: {
    layout: 'fullscreen',
    testViewport: { width: 1440, height: 900 },
    msw: { handlers: screenHandlers(dataSourceListHandlers('full')) },
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sources: Story = { play: expectAnyByRole('row', dataSources()[1]!.name) };

export const SourcesChinese: Story = {
  name: 'Sources (Chinese)',
  globals: { locale: 'zh-CN' },
  play: Sources.play,
};

export const SourcesEmpty: Story = {
  name: 'Sources empty',
  parameters: { msw: { handlers: screenHandlers(dataSourceListHandlers('empty')) } },
  play: expectText(/^(No data sources|暂无数据源)$/),
};

export const SourcesLoading: Story = {
  name: 'Sources loading',
  parameters: { msw: { handlers: screenHandlers(dataSourceListHandlers('loading')) } },
  play: expectLoading,
};

export const SourcesLoadFailed: Story = {
  name: 'Sources load failed',
  parameters: { msw: { handlers: screenHandlers(dataSourceListHandlers('error')) } },
  play: expectRetry,
};

export const Charts: Story = {
  args: { path: '/content/data/charts' },
  parameters: { msw: { handlers: screenHandlers(dataChartListHandlers('full')) } },
  play: expectAnyByRole('row', dataCharts()[1]!.title),
};

export const ChartsChinese: Story = {
  name: 'Charts (Chinese)',
  args: { path: '/content/data/charts' },
  parameters: { msw: { handlers: screenHandlers(dataChartListHandlers('full')) } },
  globals: { locale: 'zh-CN' },
  play: expectChinese(expectAnyByRole('row', dataCharts()[1]!.title)),
};

export const ChartsLoading: Story = {
  name: 'Charts loading',
  args: { path: '/content/data/charts' },
  parameters: { msw: { handlers: screenHandlers(dataChartListHandlers('loading')) } },
  play: expectLoading,
};

export const ChartsEmpty: Story = {
  name: 'Charts empty',
  args: { path: '/content/data/charts' },
  parameters: { msw: { handlers: screenHandlers(dataChartListHandlers('empty')) } },
  play: expectText(/^(No charts|暂无图表)$/),
};

export const ChartsLoadFailed: Story = {
  name: 'Charts load failed',
  args: { path: '/content/data/charts' },
  parameters: { msw: { handlers: screenHandlers(dataChartListHandlers('error')) } },
  play: expectRetry,
};

export const ChartDesigner: Story = {
  name: 'Chart designer',
  args: { path: `/content/data/charts/${dataCharts()[0]!.symbol}` },
  parameters: { msw: { handlers: screenHandlers(chartDesignerHandlers('found')) } },
  play: expectByRole('img', /^CPI and PMI: CPI YoY, PMI, 12 points/),
};

export const ChartDesignerNew: Story = {
  name: 'Chart designer, new chart',
  args: { path: '/content/data/charts/new' },
  parameters: { msw: { handlers: screenHandlers(chartDesignerHandlers('found')) } },
  play: expectByRole('heading', /^(New chart|新建图表)$/),
};

export const ChartNotFound: Story = {
  name: 'Chart not found',
  args: { path: '/content/data/charts/no-such-chart' },
  parameters: { msw: { handlers: screenHandlers(chartDesignerHandlers('missing')) } },
  play: expectText(/^(Data not found|未找到相关数据)$/),
};

// Every call hangs: the designer's heading over a busy section.
export const ChartDesignerLoading: Story = {
  name: 'Chart designer loading',
  args: { path: `/content/data/charts/${dataCharts()[0]!.symbol}` },
  parameters: { msw: { handlers: loadingScreenHandlers() } },
  play: expectBusyScreen(/^(Chart designer|图表设计)$/),
};

// The read failed at the server (not a missing chart): the server's message and Retry.
export const ChartDesignerLoadFailed: Story = {
  name: 'Chart designer load failed',
  args: { path: `/content/data/charts/${dataCharts()[0]!.symbol}` },
  parameters: { msw: { handlers: screenHandlers(chartDesignerHandlers('error')) } },
  play: async (ctx) => {
    await expectText(/^(The chart could not be loaded|图表加载失败)$/)(ctx);
    await expectRetry(ctx);
  },
};

export const ChartDesignerChinese: Story = {
  name: 'Chart designer (Chinese)',
  args: { path: `/content/data/charts/${dataCharts()[0]!.symbol}` },
  globals: { locale: 'zh-CN' },
  parameters: { msw: { handlers: screenHandlers(chartDesignerHandlers('found')) } },
  play: expectChinese(expectAnyByRole('img', 'CPI')),
};
