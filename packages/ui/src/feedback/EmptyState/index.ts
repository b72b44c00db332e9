export { EmptyState, type EmptyStateProps, type EmptyStateVariant } from './EmptyState';
