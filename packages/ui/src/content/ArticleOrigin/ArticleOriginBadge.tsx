import { useTranslation } from '../../foundations/i18n/useTranslation';
import { Badge, type BadgeProps } from '../../feedback/Badge';

/** Where an article comes from (content §3 "Article origin"): JIN10, WSCN, or NONE (the editor). */
export type ArticleOrigin = 'JIN10' | 'WSCN' | 'NONE';

export interface ArticleOriginBadgeProps extends Omit<BadgeProps, 'children' | 'tone' | 'count'> {
  /**
   * Where the article comes from: `JIN10`, `WSCN`, or `NONE` (written in the console, shown only
   * with `showNone`).
   */
  origin: ArticleOrigin;
  /** Show NONE ("Internal editor") too; lists show only external origins. */
  showNone?: boolean;
}

/** The origin of an article as a small badge: "Jin10", "WallstreetCN" or "Internal editor". */
export function ArticleOriginBadge({ origin, showNone = true, ...rest }: ArticleOriginBadgeProps) {
  const { t } = useTranslation();
  if (origin === 'NONE' && !showNone) return null;
  return (
    <Badge
      tone={origin === 'NONE' ? 'neutral' : 'info'}
      data-origin={origin}
      title={t('articles-origin')}
      {...rest}
    >
      {t(`articles-origin-${origin}`)}
    </Badge>
  );
}
