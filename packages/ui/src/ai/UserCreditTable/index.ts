export * from './UserCreditTable';
