import type { Meta, StoryObj } from '@storybook/react-vite';
import { loadingScreenHandlers, screenHandlers } from '../handlers';
import { memberHandlers, userGroupHandlers, userGroupListHandlers, userGroups } from '../people';
import {
  expectAnyByRole,
  expectBusyScreen,
  expectByRole,
  expectChinese,
  expectLoading,
  expectRetryAgain,
  expectText,
} from '../play';
import { ScreenStory } from '../ScreenStory';

/**
 * The user groups (`/users/group/list`, and the same screen for roadshow groups at
 * `/users/roadshow/group/list`; GraphQL `RoadshowUserGroups`) and the paying members
 * (`/users/member`, `UsersV2` narrowed to the paid levels); a group with its members
 * (`/users/group/{id}`, `RoadshowUserGroup`) and a group not found.
 */
const meta = {
  title: 'Screens/Users/Groups and members',
  component: ScreenStory,
  args: { path: '/users/group/list' },
  parameters: {
    layout: 'fullscreen',
    testViewport: { width: 1440, height: 900 },
    msw: { handlers: screenHandlers(userGroupListHandlers('full')) },
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UserGroups: Story = {
  name: 'User groups',
  play: expectAnyByRole('row', userGroups()[1]!.name),
};

export const UserGroupsChinese: Story = {
  name: 'User groups (Chinese)',
  globals: { locale: 'zh-CN' },
  play: UserGroups.play,
};

export const UserGroupsEmpty: Story = {
  name: 'User groups empty',
  parameters: { msw: { handlers: screenHandlers(userGroupListHandlers('empty')) } },
  play: expectText(/^(No user groups yet|暂无用户组)$/),
};

export const UserGroupsLoading: Story = {
  name: 'User groups loading',
  parameters: { msw: { handlers: screenHandlers(userGroupListHandlers('loading')) } },
  play: expectLoading,
};

export const UserGroupsLoadFailed: Story = {
  name: 'User groups load failed',
  parameters: { msw: { handlers: screenHandlers(userGroupListHandlers('error')) } },
  play: expectRetryAgain,
};

export const RoadshowGroups: Story = {
  name: 'Roadshow groups',
  args: { path: '/users/roadshow/group/list' },
  play: UserGroups.play,
};

export const Members: Story = {
  args: { path: '/users/member' },
  parameters: { msw: { handlers: screenHandlers(memberHandlers('full')) } },
  play: expectAnyByRole('row', 'Chen Jie'),
};

export const MembersChinese: Story = {
  name: 'Members (Chinese)',
  args: { path: '/users/member' },
  parameters: { msw: { handlers: screenHandlers(memberHandlers('full')) } },
  globals: { locale: 'zh-CN' },
  play: expectChinese(expectAnyByRole('row', 'Chen Jie')),
};

export const MembersEmpty: Story = {
  name: 'Members empty',
  args: { path: '/users/member' },
  parameters: { msw: { handlers: screenHandlers(memberHandlers('empty')) } },
  play: expectText(/^(No users yet|暂无用户)$/),
};

export const MembersLoading: Story = {
  name: 'Members loading',
  args: { path: '/users/member' },
  parameters: { msw: { handlers: screenHandlers(memberHandlers('loading')) } },
  play: expectLoading,
};

export const MembersLoadFailed: Story = {
  name: 'Members load failed',
  args: { path: '/users/member' },
  parameters: { msw: { handlers: screenHandlers(memberHandlers('error')) } },
  play: expectRetryAgain,
};

export const UserGroup: Story = {
  name: 'User group',
  args: { path: `/users/group/${userGroups()[0]!.id}` },
  parameters: { msw: { handlers: screenHandlers(userGroupHandlers()) } },
  play: expectByRole('heading', userGroups()[0]!.name),
};

export const UserGroupNotFound: Story = {
  name: 'User group not found',
  args: { path: '/users/group/999' },
  parameters: { msw: { handlers: screenHandlers(userGroupHandlers()) } },
  play: expectText(/^(User group not exist|用户组不存在)$/),
};

// Every call hangs: the page heading over a busy skeleton.
export const UserGroupLoading: Story = {
  name: 'User group loading',
  args: { path: `/users/group/${userGroups()[0]!.id}` },
  parameters: { msw: { handlers: loadingScreenHandlers() } },
  play: expectBusyScreen(/^(User group|用户组详情)$/),
};

// The read failed at the server (not a missing group): the server's message and Retry, which
// asks again.
export const UserGroupLoadFailed: Story = {
  name: 'User group load failed',
  args: { path: `/users/group/${userGroups()[0]!.id}` },
  parameters: { msw: { handlers: screenHandlers(userGroupHandlers('error')) } },
  play: async (ctx) => {
    await expectText(/^(The user group could not be loaded|用户组加载失败)$/)(ctx);
    await expectRetryAgain(ctx);
  },
};

export const RoadshowGroupsLoading: Story = {
  name: 'Roadshow groups loading',
  args: { path: '/users/roadshow/group/list' },
  parameters: { msw: { handlers: screenHandlers(userGroupListHandlers('loading')) } },
  play: expectLoading,
};

export const RoadshowGroupsLoadFailed: Story = {
  name: 'Roadshow groups load failed',
  args: { path: '/users/roadshow/group/list' },
  parameters: { msw: { handlers: screenHandlers(userGroupListHandlers('error')) } },
  play: expectRetryAgain,
};

export const RoadshowGroupsChinese: Story = {
  name: 'Roadshow groups (Chinese)',
  args: { path: '/users/roadshow/group/list' },
  globals: { locale: 'zh-CN' },
  play: expectChinese(UserGroups.play!),
};
