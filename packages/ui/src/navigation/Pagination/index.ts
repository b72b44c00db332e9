export { Pagination, type PaginationProps } from './Pagination';
export { pageCount, pageWindow, type PageItem } from './pageWindow';
