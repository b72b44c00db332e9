export { LiveTable, type LiveTableProps } from './LiveTable';
export { LiveForm, LIVE_TITLE_LIMIT, type LiveFormProps } from './LiveForm';
export type { LiveFormValues, LiveRowData } from './types';
