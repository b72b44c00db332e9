export {
  StatusBadge,
  resolveStatus,
  type ContentStatus,
  type LiveStatus,
  type PushStatus,
  type StatusBadgeProps,
  type TimeValue,
  type UserStatus,
} from './StatusBadge';
