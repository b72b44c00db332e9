import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  categoryTagHandlers,
  dataGroupListHandlers,
  exampleTag,
  tagDetailHandlers,
} from '../content';
import {
  chartDesignerHandlers,
  dataGroups,
  dataSourceListHandlers,
  dataSources,
} from '../datasets';
import { loadingScreenHandlers, screenHandlers } from '../handlers';
import { sourceGroupListHandlers, sourceGroups, sourceListHandlers } from '../operations';
import {
  expectAnyByRole,
  expectBusyScreen,
  expectByRole,
  expectChinese,
  expectField,
  expectLoadError,
  expectLoading,
  expectRetry,
  expectText,
} from '../play';
import { ScreenStory } from '../ScreenStory';
import type { ListScreenState } from '../handlers';

/**
 * Data management screens that had no screen story, each in its full state from the existing
 * story data: the data groups (`/content/data/groups`, GraphQL `DataGroups`), a data source with its
 * rows (`/content/data/sources/{symbol}`, `DataSource`), the company and industry tags
 * (`/content/company/tags`, `/content/industry/tags`, `POST /tag/query` by category) and the source groups
 * (`/content/sources/groups`, `ExternalSourceGroups`); a tag (`/content/tags/{id}`, the contract's
 * example tag, `GET /tag/{id}`, with an empty channel).
 */
const meta = {
  title: 'Screens/Content/Data management',
  component: ScreenStory,
  args: { path: '/content/data/groups' },
  parameters: {
    layout: 'fullscreen',
    testViewport: { width: 1440, height: 900 },
    msw: { handlers: screenHandlers(dataSourceListHandlers('full')) },
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A failed list read: the server's message with the list's Retry. */
const loadFailed = async (ctx: { canvasElement: HTMLElement }) => {
  await expectLoadError(ctx);
  await expectRetry(ctx);
};

// The data groups read in a state (its source picker reads the full `DataSources`).
const groupsIn = (state: ListScreenState) => ({
  msw: { handlers: screenHandlers(dataGroupListHandlers(state), dataSourceListHandlers('full')) },
});
const companyTagsIn = (state: ListScreenState) => ({
  msw: { handlers: screenHandlers(categoryTagHandlers(state)) },
});
const industryTagsIn = companyTagsIn;
const sourceGroupsIn = (state: ListScreenState) => ({
  msw: { handlers: screenHandlers(sourceGroupListHandlers(state), sourceListHandlers('full')) },
});

export const DataGroups: Story = {
  name: 'Data groups',
  play: expectAnyByRole('row', dataGroups()[0]!.name),
};

export const DataGroupsChinese: Story = {
  name: 'Data groups (Chinese)',
  globals: { locale: 'zh-CN' },
  play: DataGroups.play,
};

export const DataGroupsEmpty: Story = {
  name: 'Data groups empty',
  parameters: groupsIn('empty'),
  play: expectText(/^(No data groups|暂无数据分组)$/),
};

export const DataGroupsLoading: Story = {
  name: 'Data groups loading',
  parameters: groupsIn('loading'),
  play: expectLoading,
};

export const DataGroupsLoadFailed: Story = {
  name: 'Data groups load failed',
  parameters: groupsIn('error'),
  play: loadFailed,
};

export const DataSource: Story = {
  name: 'Data source',
  args: { path: `/content/data/sources/${dataSources()[0]!.symbol}` },
  parameters: { msw: { handlers: screenHandlers(chartDesignerHandlers('found')) } },
  play: expectField(/^(Name|名称)/, dataSources()[0]!.name),
};

export const DataSourceChinese: Story = {
  name: 'Data source (Chinese)',
  args: { path: `/content/data/sources/${dataSources()[0]!.symbol}` },
  globals: { locale: 'zh-CN' },
  parameters: { msw: { handlers: screenHandlers(chartDesignerHandlers('found')) } },
  play: expectChinese(DataSource.play!),
};

// Every call hangs: the page heading over a busy section.
export const DataSourceLoading: Story = {
  name: 'Data source loading',
  args: { path: `/content/data/sources/${dataSources()[0]!.symbol}` },
  parameters: { msw: { handlers: loadingScreenHandlers() } },
  play: expectBusyScreen(/^(Data source|数据源详情)$/),
};

// The read failed at the server (not a missing source): the server's message and Retry.
export const DataSourceLoadFailed: Story = {
  name: 'Data source load failed',
  args: { path: `/content/data/sources/${dataSources()[0]!.symbol}` },
  parameters: { msw: { handlers: screenHandlers(chartDesignerHandlers('error')) } },
  play: async (ctx) => {
    await expectText(/^(The data source could not be loaded|数据源加载失败)$/)(ctx);
    await expectRetry(ctx);
  },
};

export const CompanyTags: Story = {
  name: 'Company tags',
  args: { path: '/content/company/tags' },
  parameters: { msw: { handlers: screenHandlers(categoryTagHandlers()) } },
  play: expectAnyByRole('row', 'Kweichow Moutai'),
};

export const CompanyTagsChinese: Story = {
  name: 'Company tags (Chinese)',
  args: { path: '/content/company/tags' },
  globals: { locale: 'zh-CN' },
  parameters: companyTagsIn('full'),
  play: expectChinese(CompanyTags.play!),
};

export const CompanyTagsEmpty: Story = {
  name: 'Company tags empty',
  args: { path: '/content/company/tags' },
  parameters: companyTagsIn('empty'),
  play: expectText(/^(No tags yet|暂无标签)$/),
};

export const CompanyTagsLoading: Story = {
  name: 'Company tags loading',
  args: { path: '/content/company/tags' },
  parameters: companyTagsIn('loading'),
  play: expectLoading,
};

export const CompanyTagsLoadFailed: Story = {
  name: 'Company tags load failed',
  args: { path: '/content/company/tags' },
  parameters: companyTagsIn('error'),
  play: loadFailed,
};

export const IndustryTags: Story = {
  name: 'Industry tags',
  args: { path: '/content/industry/tags' },
  parameters: { msw: { handlers: screenHandlers(categoryTagHandlers()) } },
  play: expectAnyByRole('row', 'Semiconductors'),
};

export const IndustryTagsChinese: Story = {
  name: 'Industry tags (Chinese)',
  args: { path: '/content/industry/tags' },
  globals: { locale: 'zh-CN' },
  parameters: industryTagsIn('full'),
  play: expectChinese(IndustryTags.play!),
};

export const IndustryTagsEmpty: Story = {
  name: 'Industry tags empty',
  args: { path: '/content/industry/tags' },
  parameters: industryTagsIn('empty'),
  play: expectText(/^(No tags yet|暂无标签)$/),
};

export const IndustryTagsLoading: Story = {
  name: 'Industry tags loading',
  args: { path: '/content/industry/tags' },
  parameters: industryTagsIn('loading'),
  play: expectLoading,
};

export const IndustryTagsLoadFailed: Story = {
  name: 'Industry tags load failed',
  args: { path: '/content/industry/tags' },
  parameters: industryTagsIn('error'),
  play: loadFailed,
};

export const SourceGroups: Story = {
  name: 'Source groups',
  args: { path: '/content/sources/groups' },
  parameters: { msw: { handlers: screenHandlers(sourceListHandlers('full')) } },
  play: expectAnyByRole('row', sourceGroups().external_source_groups.nodes[0]!.name),
};

export const SourceGroupsChinese: Story = {
  name: 'Source groups (Chinese)',
  args: { path: '/content/sources/groups' },
  globals: { locale: 'zh-CN' },
  parameters: sourceGroupsIn('full'),
  play: expectChinese(SourceGroups.play!),
};

export const SourceGroupsEmpty: Story = {
  name: 'Source groups empty',
  args: { path: '/content/sources/groups' },
  parameters: sourceGroupsIn('empty'),
  play: expectText(/^(No source groups|暂无来源分组)$/),
};

export const SourceGroupsLoading: Story = {
  name: 'Source groups loading',
  args: { path: '/content/sources/groups' },
  parameters: sourceGroupsIn('loading'),
  play: expectLoading,
};

export const SourceGroupsLoadFailed: Story = {
  name: 'Source groups load failed',
  args: { path: '/content/sources/groups' },
  parameters: sourceGroupsIn('error'),
  play: loadFailed,
};

export const Tag: Story = {
  args: { path: `/content/tags/${exampleTag().id}` },
  parameters: { msw: { handlers: screenHandlers(tagDetailHandlers()) } },
  play: expectByRole('heading', new RegExp(`^${exampleTag().name}$`)),
};

export const TagChinese: Story = {
  name: 'Tag (Chinese)',
  args: { path: `/content/tags/${exampleTag().id}` },
  globals: { locale: 'zh-CN' },
  parameters: { msw: { handlers: screenHandlers(tagDetailHandlers()) } },
  play: expectChinese(Tag.play!),
};

// The tag never answers: the page heading over a busy spinner.
export const TagLoading: Story = {
  name: 'Tag loading',
  args: { path: `/content/tags/${exampleTag().id}` },
  parameters: { msw: { handlers: loadingScreenHandlers() } },
  play: expectBusyScreen(/^(Tag detail|标签详情)$/),
};

// The read failed at the server (not a missing tag): the server's message and Retry.
export const TagLoadFailed: Story = {
  name: 'Tag load failed',
  args: { path: `/content/tags/${exampleTag().id}` },
  parameters: { msw: { handlers: screenHandlers(tagDetailHandlers('error')) } },
  play: async (ctx) => {
    await expectText(/^(The tag could not be loaded|标签加载失败)$/)(ctx);
    await expectRetry(ctx);
  },
};
