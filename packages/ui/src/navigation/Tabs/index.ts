export {
  Tabs,
  type TabsListProps,
  type TabsPanelProps,
  type TabsRootProps,
  type TabsTabProps,
  type TabsVariant,
} from './Tabs';
