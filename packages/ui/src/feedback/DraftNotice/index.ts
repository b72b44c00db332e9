export { DraftNotice, type DraftNoticeProps } from './DraftNotice';
export { useConfirmDiscard } from './useConfirmDiscard';
