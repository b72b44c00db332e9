export * from './chinaTime';
export * from './format';
export { AfterFirstPaint, useAfterFirstPaint } from './useAfterFirstPaint';
export { useControllableState } from './useControllableState';
export { useMediaQuery } from './useMediaQuery';
