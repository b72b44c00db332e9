export { NewsdeskProvider, type NewsdeskProviderProps } from './NewsdeskProvider';
