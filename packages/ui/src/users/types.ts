/**
 * What the user screens show of a user (operations §3 User, admin view). The console passes the
 * contract's `User`; these types name only the fields the components read, so they stay plain props.
 */
export type MembershipLevelNumber = 1 | 2 | 3 | 110;
export type PrivilegeKey = 'report' | 'terminal';
export type UserStatusName = 'good' | 'frozen';
export type PaymentStateName = 'COMPLETE' | 'UNPAID';

export interface UserMembership {
  level: MembershipLevelNumber;
  /** ms; null = no end. */
  expired_at: number | null;
  expired: boolean;
}

export interface UserPrivilegeData {
  name: PrivilegeKey;
  expired_at: number | null;
}

export interface UserCreditSubscription {
  plan: string;
  started_at: number;
  expired_at: number;
  payment_state: PaymentStateName;
  credit_info: { amount: number; expired_at: number | null; reset_at: number | null };
}

export interface UserRowData {
  id: number;
  nickname: string;
  avatar: string | null;
  status: UserStatusName;
  email: { email: string } | null;
  mobile: { phone: string } | null;
  memberships: readonly UserMembership[];
  created_at: number;
  version: number;
}

export interface UserProfileData extends UserRowData {
  description: string | null;
  gender: 1 | 2 | null;
  about: string | null;
  occupation: string | null;
  industry: string | null;
  verified_name: string | null;
  country: string | null;
  is_institution: boolean;
  privileges: readonly UserPrivilegeData[];
  credit_subscription: UserCreditSubscription | null;
}

/** Membership tiers in the spec's order of level numbers (§9). */
export const MEMBERSHIP_LEVEL_NUMBERS: readonly MembershipLevelNumber[] = [1, 2, 3, 110];
export const PRIVILEGE_KEYS: readonly PrivilegeKey[] = ['report', 'terminal'];
