export * from './Form';
export * from './FormControls';
export * from './FormField';
