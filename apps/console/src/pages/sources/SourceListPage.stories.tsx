import type { Meta, StoryObj } from '@storybook/react-vite';
import { sourceListHandlers, sourceNodes } from '../../stories/operations';
import { screenHandlers } from '../../stories/handlers';
import {
  expectByRole,
  expectChinese,
  expectLoading,
  expectRetry,
  expectText,
} from '../../stories/play';
import { ScreenStory } from '../../stories/ScreenStory';

/** The external sources (`/content/sources/list`): GraphQL `ExternalSources` and `ExternalSourceGroups`. */
const meta = {
  title: 'Screens/Content/Sources',
  component: ScreenStory,
  args: { path: '/content/sources/list' },
  parameters: {
    layout: 'fullscreen',
    testViewport: { width: 1440, height: 900 },
    msw: { handlers: screenHandlers(sourceListHandlers('full')) },
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = { play: expectByRole('row', sourceNodes()[0]!.name) };

export const Chinese: Story = { globals: { locale: 'zh-CN' }, play: expectChinese(Full.play!) };

export const Empty: Story = {
  parameters: { msw: { handlers: screenHandlers(sourceListHandlers('empty')) } },
  play: expectText(/Sources not found|未找到来源/),
};

export const Loading: Story = {
  parameters: { msw: { handlers: screenHandlers(sourceListHandlers('loading')) } },
  play: expectLoading,
};

export const LoadFailed: Story = {
  name: 'Load failed',
  parameters: { msw: { handlers: screenHandlers(sourceListHandlers('error')) } },
  play: expectRetry,
};
