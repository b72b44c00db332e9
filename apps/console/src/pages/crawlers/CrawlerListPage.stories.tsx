import type { Meta, StoryObj } from '@storybook/react-vite';
import { crawlerListHandlers, crawlers } from '../../stories/operations';
import { screenHandlers } from '../../stories/handlers';
import {
  expectByRole,
  expectChinese,
  expectLoading,
  expectRetry,
  expectText,
} from '../../stories/play';
import { ScreenStory } from '../../stories/ScreenStory';

/** The crawlers (`/operation/crawler`): GraphQL `Crawlers`, and `ExternalSources` for the source picker. */
const meta = {
  title: 'Screens/Operation/Crawlers',
  component: ScreenStory,
  args: { path: '/operation/crawler' },
  parameters: {
    layout: 'fullscreen',
    testViewport: { width: 1440, height: 900 },
    msw: { handlers: screenHandlers(crawlerListHandlers('full')) },
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = { play: expectByRole('row', crawlers().crawlers.nodes[0]!.name) };

export const Chinese: Story = { globals: { locale: 'zh-CN' }, play: expectChinese(Full.play!) };

export const Empty: Story = {
  parameters: { msw: { handlers: screenHandlers(crawlerListHandlers('empty')) } },
  play: expectText(/No crawlers|暂无爬虫/),
};

export const Loading: Story = {
  parameters: { msw: { handlers: screenHandlers(crawlerListHandlers('loading')) } },
  play: expectLoading,
};

export const LoadFailed: Story = {
  name: 'Load failed',
  parameters: { msw: { handlers: screenHandlers(crawlerListHandlers('error')) } },
  play: expectRetry,
};
