import type { TFunction } from 'i18next';
import { formatChinaTime } from '../utils/chinaTime';
import type { MembershipLevelNumber, UserMembership } from './types';

/** The tier name of a level number (Free 1, BlackGold 2, Meta 3, Institution User 110). */
export const membershipName = (t: TFunction, level: MembershipLevelNumber) =>
  t(`member-level-${level}`);

/** The memberships that count now (not expired), highest tier first. */
export function activeMemberships(list: readonly UserMembership[]): UserMembership[] {
  const rank = (l: MembershipLevelNumber) => (l === 110 ? 4 : l);
  return list.filter((m) => !m.expired).sort((a, b) => rank(b.level) - rank(a.level));
}

/** A date of the user screens, in China time (the console's zone for every date). */
export const userDate = (ms: number) => formatChinaTime(ms, 'YYYY/MM/DD');
export const userDateTime = (ms: number) => formatChinaTime(ms, 'YYYY/MM/DD HH:mm');
