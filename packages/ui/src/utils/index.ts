export * from './chinaTime';
export * from './format';
export { useControllableState } from './useControllableState';
export { useMediaQuery } from './useMediaQuery';
