import type { Meta, StoryObj } from '@storybook/react-vite';
import { atTime, STORY_NOW } from '../clock';
import { screenHandlers } from '../handlers';
import {
  bannerValue,
  categoryValue,
  entryValue,
  navigatorValue,
  settingHandlers,
  splashValue,
} from '../opsettings';
import { expectAnyByRole, expectBusyScreen, expectRetry, expectText } from '../play';
import { ScreenStory } from '../ScreenStory';

/**
 * The five operation settings screens, each a typed key-value entry read from its own path
 * (`/operation/splash`, `/operation/navigator`, `/operation/banner`, `/operation/entry`,
 * `/operation/omen/category`). The clock is fixed: a splash or a slide shows whether it is live now.
 */
const meta = {
  title: 'Screens/Operation/Settings',
  component: ScreenStory,
  args: { path: '/operation/splash' },
  beforeEach: atTime(STORY_NOW),
  parameters: {
    layout: 'fullscreen',
    testViewport: { width: 1440, height: 900 },
    msw: { handlers: screenHandlers(settingHandlers('splash', 'full')) },
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Splash: Story = {
  play: expectAnyByRole('button', splashValue().items[0]!.title),
};

export const SplashChinese: Story = {
  name: 'Splash (Chinese)',
  globals: { locale: 'zh-CN' },
  play: Splash.play,
};

export const SplashNeverSaved: Story = {
  name: 'Splash never saved',
  parameters: { msw: { handlers: screenHandlers(settingHandlers('splash', 'never-saved')) } },
  play: expectText(/^Not saved yet|尚未保存|未保存/),
};

// The setting never answers: the heading over a busy skeleton.
export const SplashLoading: Story = {
  name: 'Splash loading',
  parameters: { msw: { handlers: screenHandlers(settingHandlers('splash', 'loading')) } },
  play: expectBusyScreen(/^(App splash|App 开屏)$/),
};

export const SplashLoadFailed: Story = {
  name: 'Splash load failed',
  parameters: { msw: { handlers: screenHandlers(settingHandlers('splash', 'error')) } },
  play: expectRetry,
};

export const Navigator: Story = {
  args: { path: '/operation/navigator' },
  parameters: { msw: { handlers: screenHandlers(settingHandlers('navigator', 'full')) } },
  play: expectAnyByRole('button', navigatorValue().sites[1]!.name),
};

export const Banner: Story = {
  args: { path: '/operation/banner' },
  parameters: { msw: { handlers: screenHandlers(settingHandlers('banner', 'full')) } },
  play: expectAnyByRole('button', bannerValue().items[1]!.title),
};

export const QuickEntries: Story = {
  name: 'Quick entries',
  args: { path: '/operation/entry' },
  parameters: { msw: { handlers: screenHandlers(settingHandlers('entry', 'full')) } },
  play: expectAnyByRole('button', entryValue().items[2]!.title),
};

export const ReportCategories: Story = {
  name: 'Report categories',
  args: { path: '/operation/omen/category' },
  parameters: { msw: { handlers: screenHandlers(settingHandlers('category', 'full')) } },
  play: expectAnyByRole('button', categoryValue().categories[1]!.name),
};

export const NavigatorChinese: Story = {
  name: 'Navigator (Chinese)',
  args: { path: '/operation/navigator' },
  globals: { locale: 'zh-CN' },
  parameters: Navigator.parameters,
  play: Navigator.play,
};

export const BannerChinese: Story = {
  name: 'Banner (Chinese)',
  args: { path: '/operation/banner' },
  globals: { locale: 'zh-CN' },
  parameters: Banner.parameters,
  play: Banner.play,
};

export const QuickEntriesChinese: Story = {
  name: 'Quick entries (Chinese)',
  args: { path: '/operation/entry' },
  globals: { locale: 'zh-CN' },
  parameters: QuickEntries.parameters,
  play: QuickEntries.play,
};

export const ReportCategoriesChinese: Story = {
  name: 'Report categories (Chinese)',
  args: { path: '/operation/omen/category' },
  globals: { locale: 'zh-CN' },
  parameters: ReportCategories.parameters,
  play: ReportCategories.play,
};

export const NavigatorLoading: Story = {
  name: 'Navigator loading',
  args: { path: '/operation/navigator' },
  parameters: { msw: { handlers: screenHandlers(settingHandlers('navigator', 'loading')) } },
  play: expectBusyScreen(/^(Navigator sites and config|导航站点与配置)$/),
};

export const NavigatorLoadFailed: Story = {
  name: 'Navigator load failed',
  args: { path: '/operation/navigator' },
  parameters: { msw: { handlers: screenHandlers(settingHandlers('navigator', 'error')) } },
  play: expectRetry,
};

export const BannerLoading: Story = {
  name: 'Banner loading',
  args: { path: '/operation/banner' },
  parameters: { msw: { handlers: screenHandlers(settingHandlers('banner', 'loading')) } },
  play: expectBusyScreen(/^(Web banner|Web 横幅)$/),
};

export const BannerLoadFailed: Story = {
  name: 'Banner load failed',
  args: { path: '/operation/banner' },
  parameters: { msw: { handlers: screenHandlers(settingHandlers('banner', 'error')) } },
  play: expectRetry,
};

export const QuickEntriesLoading: Story = {
  name: 'Quick entries loading',
  args: { path: '/operation/entry' },
  parameters: { msw: { handlers: screenHandlers(settingHandlers('entry', 'loading')) } },
  play: expectBusyScreen(/^(Web home quick entries|Web 首页快捷入口)$/),
};

export const QuickEntriesLoadFailed: Story = {
  name: 'Quick entries load failed',
  args: { path: '/operation/entry' },
  parameters: { msw: { handlers: screenHandlers(settingHandlers('entry', 'error')) } },
  play: expectRetry,
};

export const ReportCategoriesLoading: Story = {
  name: 'Report categories loading',
  args: { path: '/operation/omen/category' },
  parameters: { msw: { handlers: screenHandlers(settingHandlers('category', 'loading')) } },
  play: expectBusyScreen(/^(Report categories|研报分类)$/),
};

export const ReportCategoriesLoadFailed: Story = {
  name: 'Report categories load failed',
  args: { path: '/operation/omen/category' },
  parameters: { msw: { handlers: screenHandlers(settingHandlers('category', 'error')) } },
  play: expectRetry,
};
