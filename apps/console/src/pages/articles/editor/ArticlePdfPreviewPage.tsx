import { errorMessage } from '@newsdesk/api-client';
import { ArticlePrintView, EmptyState, Spinner } from '@newsdesk/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useArticle } from '../../../data/articles';

/** /content/article/pdfpreview/:id: the article as a printable page (print or save as PDF). */
export function Component() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const article = useArticle(Number.isFinite(id) ? id : null);
  if (!Number.isFinite(id) || article.isError) {
    return (
      <EmptyState
        title={t('ae-not-found')}
        {...(article.error ? { subtitle: errorMessage(article.error) } : {})}
      />
    );
  }
  if (!article.data) return <Spinner />;
  return <ArticlePrintView article={article.data} onPrint={() => window.print()} />;
}
