export {
  ReportForm,
  REPORT_EXTENSIONS,
  emptyReportValues,
  isReportFile,
  jsonValid,
  useReportForm,
  type ReportFormApi,
  type ReportFormProps,
  type ReportFormValues,
  type ReportImageValue,
  type ReportUploadKind,
} from './ReportForm';
export {
  ReportTable,
  type ReportAction,
  type ReportRowData,
  type ReportTableProps,
} from './ReportTable';
