export { VirtualTable, type VirtualTableColumn, type VirtualTableProps } from './VirtualTable';
