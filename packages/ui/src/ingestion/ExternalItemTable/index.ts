export {
  ExternalItemTable,
  type ExternalItemRowData,
  type ExternalItemTableProps,
} from './ExternalItemTable';
