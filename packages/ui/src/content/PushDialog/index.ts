export {
  PUSH_TITLE_LIMIT,
  PushDialog,
  type PushDialogProps,
  type PushDialogValues,
  type PushFormOptions,
  type PushPlatform,
} from './PushDialog';
export { PushFields, usePushForm, type PushFormState } from './PushFields';
export {
  checkPushTime,
  isPushLink,
  PUSH_LINK_TYPES,
  type PushLinkedContent,
  type PushLinkType,
  type PushTimeError,
} from './pushRules';
