import type { UserProfileData, UserRowData } from './types';

/** A fixed "now" for the stories: 2024-05-06 12:00 GMT+8. */
export const USERS_NOW = Date.UTC(2024, 4, 6, 4);
const DAY = 86_400_000;

export const userProfile: UserProfileData = {
  id: 7,
  nickname: 'Li Wei',
  avatar: null,
  status: 'good',
  email: { email: 'li.wei@example.org' },
  mobile: { phone: '+86 13800138000' },
  memberships: [
    { level: 2, expired_at: USERS_NOW + 200 * DAY, expired: false },
    { level: 3, expired_at: USERS_NOW - 30 * DAY, expired: true },
  ],
  created_at: Date.UTC(2018, 7, 30, 2),
  version: 12,
  description: 'Macro strategist',
  gender: 1,
  about: 'Covers rates and FX in Asia.',
  occupation: 'Analyst',
  industry: 'Finance',
  verified_name: null,
  country: 'China',
  is_institution: false,
  privileges: [{ name: 'report', expired_at: null }],
  credit_subscription: {
    plan: 'monthly',
    started_at: USERS_NOW - 10 * DAY,
    expired_at: USERS_NOW + 20 * DAY,
    payment_state: 'COMPLETE',
    credit_info: { amount: 480, expired_at: USERS_NOW + 20 * DAY, reset_at: USERS_NOW + 20 * DAY },
  },
};

const names = ['陈杰', 'Wang Fang', 'Zhang Min', 'Liu Yang', 'Huang Lei', 'Zhao Jing'];

export const userRows: UserRowData[] = [
  userProfile,
  {
    id: 8,
    nickname: '陈杰',
    avatar: null,
    status: 'frozen',
    email: null,
    mobile: { phone: '+86 13900000008' },
    memberships: [],
    created_at: USERS_NOW - 3 * DAY,
    version: 3,
  },
  {
    id: 9,
    nickname: 'Northbridge Capital research desk',
    avatar: null,
    status: 'good',
    email: { email: 'desk@northbridge.example' },
    mobile: null,
    memberships: [{ level: 110, expired_at: null, expired: false }],
    created_at: USERS_NOW - 40 * DAY,
    version: 1,
  },
];

/** Many users (virtualized rows). */
export function manyUsers(count: number): UserRowData[] {
  return Array.from({ length: count }, (_, i) => ({
    id: 100_000 - i,
    nickname: `${names[i % names.length]} ${100_000 - i}`,
    avatar: null,
    status: i % 17 === 0 ? 'frozen' : 'good',
    email: { email: `user${100_000 - i}@example.org` },
    mobile: null,
    memberships: i % 3 === 0 ? [{ level: 2, expired_at: null, expired: false }] : [],
    created_at: USERS_NOW - i * 60_000,
    version: 1,
  }));
}

export const longUser: UserRowData = {
  id: 123_456_789,
  nickname:
    'A remarkably long nickname that someone chose to make the user list wrap across several lines',
  avatar: null,
  status: 'good',
  email: { email: 'a.very.long.mailbox.name.for.testing.wrapping@subdomain.example-company.org' },
  mobile: { phone: '+86 138 0013 8000 1234' },
  memberships: [
    { level: 2, expired_at: null, expired: false },
    { level: 3, expired_at: null, expired: false },
    { level: 110, expired_at: null, expired: false },
  ],
  created_at: USERS_NOW,
  version: 1,
};
