export * from './MembershipPanel';
