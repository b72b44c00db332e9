export {
  CrawlerTable,
  type CrawlerProgress,
  type CrawlerRowData,
  type CrawlerRunData,
  type CrawlerTableProps,
} from './CrawlerTable';
