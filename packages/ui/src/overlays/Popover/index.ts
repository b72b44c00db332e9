export {
  Popover,
  type PopoverContentProps,
  type PopoverRootProps,
  type PopoverTriggerProps,
  type PopoverTriggerRenderProps,
} from './Popover';
