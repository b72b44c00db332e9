export * from './chinaTime';
export * from './format';
export { AfterFirstPaint, useAfterFirstPaint } from './useAfterFirstPaint';
export { useControllableState } from './useControllableState';
export { useMediaQuery } from './useMediaQuery';
export {
  Dormant,
  dormancy,
  preloadDormant,
  useWakePart,
  type Dormancy,
  type DormantProps,
  type Wake,
  type WakePartProps,
} from './dormant';
