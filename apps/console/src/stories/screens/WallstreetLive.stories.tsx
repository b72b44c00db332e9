import type { Meta, StoryObj } from '@storybook/react-vite';
import { atTime, STORY_NOW } from '../clock';
import { lives, liveHandlers } from '../desk';
import { screenHandlers } from '../handlers';
import { expectByRole, expectLoading, expectRetry, expectText } from '../play';
import { ScreenStory } from '../ScreenStory';

/**
 * The flash news desk (`/content/wallstreet/live`): GraphQL `WscnLives` (polled every 10 s), with
 * the clock fixed so the items' times read the same every run.
 */
const meta = {
  title: 'Screens/Content/Wall Street live',
  component: ScreenStory,
  args: { path: '/content/wallstreet/live' },
  beforeEach: atTime(STORY_NOW),
  parameters: {
    layout: 'fullscreen',
    testViewport: { width: 1440, height: 900 },
    msw: { handlers: screenHandlers(liveHandlers('full')) },
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = { play: expectByRole('row', lives()[2]!.title) };

export const Chinese: Story = { globals: { locale: 'zh-CN' }, play: Full.play };

export const Empty: Story = {
  parameters: { msw: { handlers: screenHandlers(liveHandlers('empty')) } },
  play: expectText(/^(No flash news yet|暂无快讯)$/),
};

export const Loading: Story = {
  parameters: { msw: { handlers: screenHandlers(liveHandlers('loading')) } },
  play: expectLoading,
};

export const LoadFailed: Story = {
  name: 'Load failed',
  parameters: { msw: { handlers: screenHandlers(liveHandlers('error')) } },
  play: expectRetry,
};
