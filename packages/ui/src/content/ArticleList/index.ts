export {
  ArticleFilters,
  DEFAULT_ARTICLE_SORTS,
  SPEC_ARTICLE_SORTS,
  type ArticleSort,
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
