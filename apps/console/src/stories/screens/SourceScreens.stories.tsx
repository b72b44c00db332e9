import type { Meta, StoryObj } from '@storybook/react-vite';
import type { gql } from '@newsdesk/api-client';
import { gqlApi, graphqlError, loadingScreenHandlers, screenHandlers } from '../handlers';
import {
  crawlerListHandlers,
  externalItemHandlers,
  externalItems,
  sourceGroupHandlers,
  sourceGroups,
  sourceHandlers,
  sourceListHandlers,
  sourceNodes,
  sourceWithSubSources,
} from '../operations';
import {
  expectAnyByRole,
  expectBusyScreen,
  expectByRole,
  expectChinese,
  expectLoadError,
  expectLoading,
  expectRetry,
  expectText,
} from '../play';
import { ScreenStory } from '../ScreenStory';

/**
 * The ingestion screens that had no screen story: a source with its sub-sources and one with none
 * (`/content/sources/{id}`, GraphQL `ExternalSource`), a source group (`/content/sources/groups/{id}`,
 * `ExternalSourceGroup`), the external items (`/content/sources/external-items`, `ExternalItems`)
 * and one item (`/content/sources/external-items/{id}`, `ExternalItem`), the crawler playground
 * (`/operation/crawler/playground`) and the crawlers' batch actions (`/operation/crawler/batch`,
 * `Crawlers`).
 */
const meta = {
  title: 'Screens/Content/Sources and crawlers',
  component: ScreenStory,
  args: { path: `/content/sources/${sourceWithSubSources().id}` },
  parameters: {
    layout: 'fullscreen',
    testViewport: { width: 1440, height: 900 },
    msw: { handlers: screenHandlers(sourceHandlers()) },
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const bare = sourceNodes()[1]!;
const group = sourceGroups().external_source_groups.nodes[0]!;
const item = externalItems()[0]!;

export const Source: Story = {
  name: 'Source with sub-sources',
  play: expectByRole('button', /^(Remove sub-source 2|删除子来源 2)$/),
};

export const SourceChinese: Story = {
  name: 'Source with sub-sources (Chinese)',
  globals: { locale: 'zh-CN' },
  play: Source.play,
};

export const SourceWithoutSubSources: Story = {
  name: 'Source without sub-sources',
  args: { path: `/content/sources/${bare.id}` },
  play: expectText(/^(No sub-sources|暂无子来源)$/),
};

// Every call hangs: the source page's heading, busy.
export const SourceLoading: Story = {
  name: 'Source loading',
  parameters: { msw: { handlers: loadingScreenHandlers() } },
  play: expectBusyScreen(/^(Source detail|来源详情)$/),
};

// The read failed at the server (not a missing source): the server's message and Retry.
export const SourceLoadFailed: Story = {
  name: 'Source load failed',
  parameters: { msw: { handlers: screenHandlers(sourceHandlers('error')) } },
  play: async (ctx) => {
    await expectText(/^(This page could not be loaded|页面加载失败)$/)(ctx);
    await expectRetry(ctx);
  },
};

export const SourceNotFound: Story = {
  name: 'Source not found',
  args: { path: '/content/sources/999' },
  play: expectText(/^(Sources not found|未找到来源)$/),
};

export const SourceGroup: Story = {
  name: 'Source group',
  args: { path: `/content/sources/groups/${group.id}` },
  parameters: { msw: { handlers: screenHandlers(sourceGroupHandlers()) } },
  play: expectByRole('heading', group.name),
};

export const SourceGroupChinese: Story = {
  name: 'Source group (Chinese)',
  args: { path: `/content/sources/groups/${group.id}` },
  globals: { locale: 'zh-CN' },
  parameters: { msw: { handlers: screenHandlers(sourceGroupHandlers()) } },
  play: SourceGroup.play,
};

// Every call hangs: the page's heading, busy.
export const SourceGroupLoading: Story = {
  name: 'Source group loading',
  args: { path: `/content/sources/groups/${group.id}` },
  parameters: { msw: { handlers: loadingScreenHandlers() } },
  play: expectBusyScreen(/^(Source group|来源分组详情)$/),
};

// The read failed at the server: the server's message and Retry.
export const SourceGroupLoadFailed: Story = {
  name: 'Source group load failed',
  args: { path: `/content/sources/groups/${group.id}` },
  parameters: { msw: { handlers: screenHandlers(sourceGroupHandlers('error')) } },
  play: async (ctx) => {
    await expectText(/^(This page could not be loaded|页面加载失败)$/)(ctx);
    await expectRetry(ctx);
  },
};

export const SourceGroupNotFound: Story = {
  name: 'Source group not found',
  args: { path: '/content/sources/groups/999' },
  parameters: { msw: { handlers: screenHandlers(sourceGroupHandlers()) } },
  play: expectText(/^(Source group not found|未找到来源分组)$/),
};

export const ExternalItems: Story = {
  name: 'External items',
  args: { path: '/content/sources/external-items' },
  parameters: { msw: { handlers: screenHandlers(externalItemHandlers('full')) } },
  play: expectAnyByRole('row', item.title),
};

export const ExternalItemsChinese: Story = {
  name: 'External items (Chinese)',
  args: { path: '/content/sources/external-items' },
  globals: { locale: 'zh-CN' },
  parameters: { msw: { handlers: screenHandlers(externalItemHandlers('full')) } },
  play: ExternalItems.play,
};

export const ExternalItemsLoading: Story = {
  name: 'External items loading',
  args: { path: '/content/sources/external-items' },
  parameters: { msw: { handlers: screenHandlers(externalItemHandlers('loading')) } },
  play: expectLoading,
};

export const ExternalItemsEmpty: Story = {
  name: 'External items empty',
  args: { path: '/content/sources/external-items' },
  parameters: { msw: { handlers: screenHandlers(externalItemHandlers('empty')) } },
  play: expectText(/^(No external items|暂无外部条目)$/),
};

export const ExternalItemsLoadFailed: Story = {
  name: 'External items load failed',
  args: { path: '/content/sources/external-items' },
  parameters: { msw: { handlers: screenHandlers(externalItemHandlers('error')) } },
  play: expectLoadError,
};

export const ExternalItem: Story = {
  name: 'External item',
  args: { path: `/content/sources/external-items/${item.id}` },
  parameters: { msw: { handlers: screenHandlers(externalItemHandlers('full')) } },
  play: expectText(new RegExp(`^${item.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)),
};

// Every call hangs: the page's heading, busy.
export const ExternalItemLoading: Story = {
  name: 'External item loading',
  args: { path: `/content/sources/external-items/${item.id}` },
  parameters: { msw: { handlers: loadingScreenHandlers() } },
  play: expectBusyScreen(/^(External item|外部条目详情)$/),
};

// The read failed at the server: the server's message and Retry.
export const ExternalItemLoadFailed: Story = {
  name: 'External item load failed',
  args: { path: `/content/sources/external-items/${item.id}` },
  parameters: { msw: { handlers: screenHandlers(externalItemHandlers('error')) } },
  play: async (ctx) => {
    await expectText(/^(This page could not be loaded|页面加载失败)$/)(ctx);
    await expectRetry(ctx);
  },
};

export const ExternalItemNotFound: Story = {
  name: 'External item not found',
  args: { path: '/content/sources/external-items/999' },
  parameters: { msw: { handlers: screenHandlers(externalItemHandlers('full')) } },
  play: expectText(/^(External item not found|未找到外部条目)$/),
};

export const CrawlerPlayground: Story = {
  name: 'Crawler playground',
  args: { path: '/operation/crawler/playground' },
  parameters: { msw: { handlers: screenHandlers(sourceListHandlers('full')) } },
  play: expectByRole('heading', /^(Crawler playground|爬虫调试)$/),
};

export const CrawlerPlaygroundChinese: Story = {
  name: 'Crawler playground (Chinese)',
  args: { path: '/operation/crawler/playground' },
  globals: { locale: 'zh-CN' },
  parameters: { msw: { handlers: screenHandlers(sourceListHandlers('full')) } },
  play: CrawlerPlayground.play,
};

// A crawler asked for by id that never answers: the heading, busy.
export const CrawlerPlaygroundLoading: Story = {
  name: 'Crawler playground loading',
  args: { path: '/operation/crawler/playground?id=1' },
  parameters: { msw: { handlers: loadingScreenHandlers() } },
  play: expectBusyScreen(/^(Crawler playground|爬虫调试)$/),
};

// The crawler's read failed at the server: the message and Retry, never an empty new crawler.
export const CrawlerPlaygroundLoadFailed: Story = {
  name: 'Crawler playground load failed',
  args: { path: '/operation/crawler/playground?id=1' },
  parameters: {
    msw: {
      handlers: screenHandlers(
        [
          gqlApi.query<gql.CrawlerQuery, gql.CrawlerQueryVariables>('Crawler', () =>
            graphqlError<gql.CrawlerQuery>(),
          ),
        ],
        sourceListHandlers('full'),
      ),
    },
  },
  play: async (ctx) => {
    await expectText(/^(This page could not be loaded|页面加载失败)$/)(ctx);
    await expectRetry(ctx);
  },
};

export const CrawlerBatch: Story = {
  name: 'Crawler batch',
  args: { path: '/operation/crawler/batch' },
  parameters: { msw: { handlers: screenHandlers(crawlerListHandlers('full')) } },
  play: expectAnyByRole('row', 'PBOC announcements'),
};

export const CrawlerBatchChinese: Story = {
  name: 'Crawler batch (Chinese)',
  args: { path: '/operation/crawler/batch' },
  globals: { locale: 'zh-CN' },
  parameters: { msw: { handlers: screenHandlers(crawlerListHandlers('full')) } },
  play: CrawlerBatch.play,
};

export const CrawlerBatchLoading: Story = {
  name: 'Crawler batch loading',
  args: { path: '/operation/crawler/batch' },
  parameters: { msw: { handlers: screenHandlers(crawlerListHandlers('loading')) } },
  play: expectLoading,
};

export const CrawlerBatchLoadFailed: Story = {
  name: 'Crawler batch load failed',
  args: { path: '/operation/crawler/batch' },
  parameters: { msw: { handlers: screenHandlers(crawlerListHandlers('error')) } },
  play: expectLoadError,
};

export const ExternalItemChinese: Story = {
  name: 'External item (Chinese)',
  args: { path: `/content/sources/external-items/${item.id}` },
  globals: { locale: 'zh-CN' },
  parameters: { msw: { handlers: screenHandlers(externalItemHandlers('full')) } },
  play: expectChinese(ExternalItem.play!),
};
