import type { Meta, StoryObj } from '@storybook/react-vite';
import { atTime, STORY_NOW } from '../clock';
import {
  assetHandlers,
  assets,
  dailyReport,
  dailyReportHandlers,
  viewpointHandlers,
  viewpoints,
} from '../desk';
import { screenHandlers } from '../handlers';
import { expectAnyByRole, expectBusy, expectLoading, expectRetry, expectText } from '../play';
import { ScreenStory } from '../ScreenStory';

/**
 * The editorial desk's screens (GraphQL designed here, #12): viewpoints (`/content/viewpoint`,
 * `Viewpoints`), the daily report (`/content/daily/report`, `DailyReport`: the day of the stories'
 * fixed clock, 6 May 2024, not saved yet, so its most viewed content) and the managed assets
 * (`/content/asset/management`, `Assets`).
 */
const meta = {
  title: 'Screens/Content/Desk',
  component: ScreenStory,
  args: { path: '/content/viewpoint' },
  beforeEach: atTime(STORY_NOW),
  parameters: {
    layout: 'fullscreen',
    testViewport: { width: 1440, height: 900 },
    msw: { handlers: screenHandlers(viewpointHandlers('full')) },
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Viewpoints: Story = { play: expectAnyByRole('row', viewpoints()[1]!.title) };

export const ViewpointsChinese: Story = {
  name: 'Viewpoints (Chinese)',
  globals: { locale: 'zh-CN' },
  play: Viewpoints.play,
};

export const ViewpointsEmpty: Story = {
  name: 'Viewpoints empty',
  parameters: { msw: { handlers: screenHandlers(viewpointHandlers('empty')) } },
  play: expectText(/^(No viewpoints yet|暂无观点)$/),
};

export const ViewpointsLoading: Story = {
  name: 'Viewpoints loading',
  parameters: { msw: { handlers: screenHandlers(viewpointHandlers('loading')) } },
  play: expectLoading,
};

export const ViewpointsLoadFailed: Story = {
  name: 'Viewpoints load failed',
  parameters: { msw: { handlers: screenHandlers(viewpointHandlers('error')) } },
  play: expectRetry,
};

const reportPath = '/content/daily/report';

export const DailyReport: Story = {
  name: 'Daily report',
  args: { path: reportPath },
  parameters: { msw: { handlers: screenHandlers(dailyReportHandlers('full')) } },
  play: expectAnyByRole('listitem', dailyReport(0).items[1]!.title),
};

export const DailyReportChinese: Story = {
  name: 'Daily report (Chinese)',
  args: { path: reportPath },
  globals: { locale: 'zh-CN' },
  parameters: { msw: { handlers: screenHandlers(dailyReportHandlers('full')) } },
  play: DailyReport.play,
};

export const DailyReportEmpty: Story = {
  name: 'Daily report empty',
  args: { path: reportPath },
  parameters: { msw: { handlers: screenHandlers(dailyReportHandlers('empty')) } },
  play: expectText(/^(No content for this day yet|当天暂无内容)$/),
};

export const DailyReportLoading: Story = {
  name: 'Daily report loading',
  args: { path: reportPath },
  parameters: { msw: { handlers: screenHandlers(dailyReportHandlers('loading')) } },
  play: expectBusy('list', /^(Top content of the day|当日热门内容)$/),
};

export const DailyReportLoadFailed: Story = {
  name: 'Daily report load failed',
  args: { path: reportPath },
  parameters: { msw: { handlers: screenHandlers(dailyReportHandlers('error')) } },
  play: expectRetry,
};

const assetPath = '/content/asset/management';

export const Assets: Story = {
  args: { path: assetPath },
  parameters: { msw: { handlers: screenHandlers(assetHandlers('full')) } },
  play: expectAnyByRole('row', assets()[2]!.name),
};

export const AssetsChinese: Story = {
  name: 'Assets (Chinese)',
  args: { path: assetPath },
  globals: { locale: 'zh-CN' },
  parameters: { msw: { handlers: screenHandlers(assetHandlers('full')) } },
  play: Assets.play,
};

export const AssetsEmpty: Story = {
  name: 'Assets empty',
  args: { path: assetPath },
  parameters: { msw: { handlers: screenHandlers(assetHandlers('empty')) } },
  play: expectText(/^(No assets yet|暂无资产)$/),
};

export const AssetsLoading: Story = {
  name: 'Assets loading',
  args: { path: assetPath },
  parameters: { msw: { handlers: screenHandlers(assetHandlers('loading')) } },
  play: expectLoading,
};

export const AssetsLoadFailed: Story = {
  name: 'Assets load failed',
  args: { path: assetPath },
  parameters: { msw: { handlers: screenHandlers(assetHandlers('error')) } },
  play: expectRetry,
};
