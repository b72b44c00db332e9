export * from './FollowerList';
export * from './UserGeneralForm';
export * from './UserVerify';
