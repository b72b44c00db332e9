export {
  CRAWLER_STATUSES,
  CrawlerForm,
  emptyCrawlerValues,
  type CrawlerFormProps,
  type CrawlerFormValues,
  type CrawlerStatus,
} from './CrawlerForm';
export { nextRunTimes } from './schedule';
