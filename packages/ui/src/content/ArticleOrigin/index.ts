export {
  ArticleOriginBadge,
  type ArticleOrigin,
  type ArticleOriginBadgeProps,
} from './ArticleOriginBadge';
