export * from './Button';
export * from './IconButton';
export * from './Stack';
export * from './Text';
export * from './VisuallyHidden';
