export * from './Popover';
export * from './Tooltip';
export * from './DropdownMenu';
export * from './Modal';
export * from './ConfirmDialog';
export * from './Drawer';
