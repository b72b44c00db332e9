export {
  ArticleFilters,
  type ArticleFilterEntity,
  type ArticleFilterSearch,
  type ArticleFiltersProps,
  type ArticleFiltersValue,
  type ArticleStatusFilter,
  type WordBucket,
} from './ArticleFilters';
export {
  ArticleTable,
  type ArticleAction,
  type ArticleRowData,
  type ArticleTableProps,
} from './ArticleTable';
