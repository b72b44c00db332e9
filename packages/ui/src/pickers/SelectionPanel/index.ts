export { SelectionPanel, type SelectionPanelProps } from './SelectionPanel';
export {
  PANEL_INDICATOR_MS,
  PANEL_SEARCH_DELAY_MS,
  useSelectionPanel,
  type PanelItem,
  type PanelPage,
  type PanelQuery,
  type PanelSearch,
  type SelectionPanelState,
} from './useSelectionPanel';
