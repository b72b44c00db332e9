import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atTime, STORY_NOW } from '../clock';
import { http, HttpResponse } from 'msw';
import { exampleRoadshow, hotWords, roadshowHandlers, tagQueryResult } from '../content';
import { ok } from '../contract';
import { loadingScreenHandlers, mainUrl, screenHandlers, secondUrl } from '../handlers';
import { profileHandlers, users } from '../people';
import { expectBusyScreen, expectField, expectRetry, expectText } from '../play';
import { ScreenStory } from '../ScreenStory';

/**
 * The contract's example roadshow in its editor (`/content/roadshow/{id}`, GraphQL `Roadshow`) and
 * a roadshow not found; the signed-in staff member's own profile, General tab (`/users/profile`),
 * and another user's settings by id (`/users/profile/settings/{id}`), with the profile's calls
 * (`GET /v1/admin/user/{id}`, the followers, GraphQL `Users`) at the stories' fixed clock; the tag
 * list with a single tag (`/content/tags`, `POST /tag/query`): its footer counts "1 tag".
 */
const other = users()[1]!;
const roadshow = exampleRoadshow();

const meta = {
  title: 'Screens/Content/Roadshow, profile and one tag',
  component: ScreenStory,
  args: { path: `/content/roadshow/${roadshow.id}` },
  beforeEach: atTime(STORY_NOW),
  parameters: {
    layout: 'fullscreen',
    testViewport: { width: 1440, height: 900 },
    msw: { handlers: screenHandlers(roadshowHandlers(), profileHandlers()) },
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Roadshow: Story = { play: expectField(/^(Title|标题)/, roadshow.title) };

export const RoadshowChinese: Story = {
  name: 'Roadshow (Chinese)',
  globals: { locale: 'zh-CN' },
  play: Roadshow.play,
};

export const RoadshowNotFound: Story = {
  name: 'Roadshow not found',
  args: { path: '/content/roadshow/404' },
  play: expectText(/^(Roadshow not found|找不到这场路演)$/),
};

// Every call hangs: the editor's heading with a busy spinner.
export const RoadshowLoading: Story = {
  name: 'Roadshow loading',
  parameters: { msw: { handlers: loadingScreenHandlers() } },
  play: expectBusyScreen(/^(Edit roadshow|编辑路演)$/),
};

// The read failed at the server (not a missing roadshow): the server's message and Retry.
export const RoadshowLoadFailed: Story = {
  name: 'Roadshow load failed',
  parameters: { msw: { handlers: screenHandlers(roadshowHandlers('error'), profileHandlers()) } },
  play: async (ctx) => {
    await expectText(/^(The roadshow could not be loaded|路演加载失败)$/)(ctx);
    await expectRetry(ctx);
  },
};

/** Ready when the user's tabs are on screen with `tab` selected. */
const expectTab =
  (tab: RegExp) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'tab',
        { name: tab, selected: true },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  };

export const OwnProfile: Story = {
  name: 'Own profile',
  args: { path: '/users/profile' },
  play: expectTab(/^(General|基本信息)$/),
};

export const OwnProfileChinese: Story = {
  name: 'Own profile (Chinese)',
  args: { path: '/users/profile' },
  globals: { locale: 'zh-CN' },
  play: OwnProfile.play,
};

export const SettingsOf: Story = {
  name: 'Settings of a user',
  args: { path: `/users/profile/settings/${other.id}` },
  play: expectTab(/^(Settings|设置)$/),
};

export const SettingsOfChinese: Story = {
  name: 'Settings of a user (Chinese)',
  args: { path: `/users/profile/settings/${other.id}` },
  globals: { locale: 'zh-CN' },
  play: SettingsOf.play,
};

/** The tag list holding one tag: the footer's count uses the singular ("1 tag"). */
const oneTag = () => {
  const result = tagQueryResult();
  return { items: result.items.slice(0, 1), total: 1 };
};

export const OneTag: Story = {
  name: 'Tags, one tag',
  args: { path: '/content/tags' },
  parameters: {
    msw: {
      handlers: screenHandlers([
        http.post(secondUrl('/tag/query'), () => HttpResponse.json(ok(oneTag()))),
        http.get(mainUrl('/v1/admin/kv/hot-search-words'), () => HttpResponse.json(ok(hotWords()))),
      ]),
    },
  },
  play: expectText(/^1 tag$/),
};
