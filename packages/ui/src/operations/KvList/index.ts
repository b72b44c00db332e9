export { KvTable, type KvRowData, type KvTableProps } from './KvTable';
