export * from './AddUserForm';
