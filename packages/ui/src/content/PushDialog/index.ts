export {
  PUSH_TITLE_LIMIT,
  PushDialog,
  type PushDialogProps,
  type PushDialogValues,
  type PushPlatform,
} from './PushDialog';
export {
  checkPushTime,
  isPushLink,
  PUSH_LINK_TYPES,
  type PushLinkedContent,
  type PushLinkType,
  type PushTimeError,
} from './pushRules';
