export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { ConfirmProvider, useConfirm, type Confirm, type ConfirmOptions } from './useConfirm';
