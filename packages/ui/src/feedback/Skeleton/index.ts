export {
  Skeleton,
  SkeletonList,
  DEFAULT_PLACEHOLDER_ROWS,
  type SkeletonProps,
  type SkeletonListProps,
} from './Skeleton';
