export { DailyReportList, type DailyReportListProps } from './DailyReportList';
export type { DailyReportItemData, DailyReportKind, DailyReportVip } from './types';
