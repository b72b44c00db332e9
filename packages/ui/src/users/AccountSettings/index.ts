export * from './PasswordForm';
export * from './PreferencesForm';
