export { ViewpointTable, type ViewpointTableProps } from './ViewpointTable';
export {
  ViewpointForm,
  VIEWPOINT_AUTHOR_LIMIT,
  VIEWPOINT_MAX_RELATED,
  type ViewpointFormProps,
} from './ViewpointForm';
export type { DeskTagRef, ViewpointFormValues, ViewpointRowData } from './types';
