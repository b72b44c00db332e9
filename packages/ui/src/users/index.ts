export * from './AccountSettings';
export * from './AddUserForm';
export * from './MembershipPanel';
export * from './names';
export * from './types';
export * from './UserGroups';
export * from './UserProfile';
export * from './UserTable';
