export { RightPanel, type RightPanelProps, type RightPanelState } from './RightPanel';
export { MemberSearch, type MemberSearchProps } from './MemberSearch';
export { TaskDetails, type TaskDetailsProps } from './TaskDetails';
export { UserPopover, type UserPopoverProps } from './UserPopover';
export {
  sampleMember,
  sampleMembers,
  sampleTask,
  searchMembers,
  type SampleMember,
  type SampleTask,
  type SampleTaskPriority,
  type SampleTaskStatus,
} from './sampleData';
