export { ProgressBar, type ProgressBarProps } from './ProgressBar';
export { useReducedMotion } from './useReducedMotion';
