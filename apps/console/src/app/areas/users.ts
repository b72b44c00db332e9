import { withMessages, type PageModule } from '../pageModule';
import type { ScreenId } from '../routes';

/**
 * The built pages of one area, by screen id. Users, groups, profiles and settings (issue #13).
 * The route table (`routes.tsx`) owns paths, widths and sidebar places; an area only adds its pages
 * here, so areas never edit the same file.
 */
export const pages: Partial<Record<ScreenId, PageModule>> = {
  'user-list': withMessages(() => import('../../pages/users/list/UserListPage'), 'users'),
  // One page for every profile route: it reads the user and the tab from the path.
  profile: withMessages(() => import('../../pages/users/profile/ProfilePage'), 'users'),
  'profile-membership': withMessages(
    () => import('../../pages/users/profile/ProfilePage'),
    'users',
  ),
  'profile-settings': withMessages(() => import('../../pages/users/profile/ProfilePage'), 'users'),
  'profile-self': withMessages(() => import('../../pages/users/profile/ProfilePage'), 'users'),
  'settings-self': withMessages(() => import('../../pages/users/profile/ProfilePage'), 'users'),
  'settings-of': withMessages(() => import('../../pages/users/profile/ProfilePage'), 'users'),
  // The contract has one kind of user group (the roadshow user groups): both lists show it.
  'user-groups': withMessages(() => import('../../pages/users/groups/UserGroupsPage'), 'users'),
  'roadshow-groups': withMessages(() => import('../../pages/users/groups/UserGroupsPage'), 'users'),
  members: withMessages(() => import('../../pages/users/members/MembersPage'), 'users'),
  'user-group': withMessages(() => import('../../pages/users/groups/UserGroupPage'), 'users'),
};
