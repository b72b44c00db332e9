import { ArticlePrintView, EmptyState, Spinner, useTranslation } from '@newsdesk/ui';
import { useParams } from 'react-router';
import { useArticle } from '../../../data/articles';
import { ReadFailure } from '../../../shell/ReadFailure';

/** /content/article/pdfpreview/:id: the article as a printable page (print or save as PDF). */
export function Component() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const article = useArticle(Number.isFinite(id) ? id : null);
  if (!Number.isFinite(id)) return <EmptyState title={t('ae-not-found')} />;
  // A missing article is final; a failed read offers Retry.
  if (article.isError)
    return (
      <ReadFailure
        error={article.error}
        missing={t('ae-not-found')}
        failed={t('ae-load-error')}
        onRetry={() => void article.refetch()}
      />
    );
  if (!article.data) return <Spinner />;
  return <ArticlePrintView article={article.data} onPrint={() => window.print()} />;
}
