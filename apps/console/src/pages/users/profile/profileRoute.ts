/**
 * Which user and which tab a profile route names (operations §2): `/users/profile` and
 * `/users/profile/settings` are the signed-in user's; `/users/profile/{id}`,
 * `/users/profile/{user}/membership`, `/users/profile/{user}/settings` and
 * `/users/profile/settings/{id}` name a user.
 */
export type ProfileTab = 'general' | 'membership' | 'settings';

export function profileRoute(
  pathname: string,
  params: { id?: string | undefined; user?: string | undefined },
  selfId: number | null,
): { id: number | null; tab: ProfileTab; valid: boolean } {
  const raw = params.id ?? params.user;
  const tab: ProfileTab = pathname.endsWith('/membership')
    ? 'membership'
    : /\/users\/profile\/settings(\/|$)|\/settings$/.test(pathname)
      ? 'settings'
      : 'general';
  if (raw === undefined) return { id: selfId, tab, valid: selfId !== null };
  const valid = /^\d{1,9}$/.test(raw);
  return { id: valid ? Number(raw) : null, tab, valid };
}

/** The path of a user's tab (the routes of the route table). */
export const profileTabPath = (id: number, tab: ProfileTab) =>
  tab === 'general' ? `/users/profile/${id}` : `/users/profile/${id}/${tab}`;

/** Whether a path is one of the profile pages of the same user (tab changes keep the page). */
export const isProfileOf = (id: number, pathname: string) =>
  pathname === `/users/profile/${id}` ||
  pathname === `/users/profile/${id}/membership` ||
  pathname === `/users/profile/${id}/settings` ||
  pathname === `/users/profile/settings/${id}`;
