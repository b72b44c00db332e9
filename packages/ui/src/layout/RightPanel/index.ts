export { RightPanel, type RightPanelProps, type RightPanelState } from './RightPanel';
