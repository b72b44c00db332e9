export * from './LoginForm';
