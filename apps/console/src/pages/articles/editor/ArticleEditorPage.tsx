import { EmptyState, SaveStateIndicator, Spinner, useTranslation } from '@newsdesk/ui';
import { useParams } from 'react-router';
import { useArticle } from '../../../data/articles';
import { useTemplates } from '../../../data/templates';
import { ReadFailure } from '../../../shell/ReadFailure';
import { ArticleEditor } from './ArticleEditor';
import { Header } from './ArticleEditorPage.styles';

/** /content/article/create and /content/article/:id: the article wizard (content §2). */
export function Component() {
  const { id: idParam } = useParams();
  const id = idParam && idParam !== 'create' ? Number(idParam) : null;
  const { t } = useTranslation();
  // Read once: from then on the editor owns the article (autosave, saves).
  const article = useArticle(id, { live: false });
  const templates = useTemplates();

  const heading = (
    <Header>
      <h1>{id === null ? t('ae-new-title') : t('ae-edit-title')}</h1>
    </Header>
  );
  if (id !== null && !Number.isFinite(id)) {
    return (
      <>
        {heading}
        <EmptyState title={t('ae-not-found')} />
      </>
    );
  }
  if (id !== null && article.isError) {
    return (
      <>
        {heading}
        <ReadFailure
          error={article.error}
          missing={t('ae-not-found')}
          failed={t('ae-load-error')}
          onRetry={() => void article.refetch()}
        />
      </>
    );
  }
  if ((id !== null && !article.data) || templates.isPending) {
    return (
      <Header>
        <h1>{id === null ? t('ae-new-title') : t('ae-edit-title')}</h1>
        <SaveStateIndicator
          state={templates.isPending && id === null ? 'loading-template' : 'loading'}
        />
        <Spinner />
      </Header>
    );
  }
  // Keyed by the article loaded first: creating an article keeps the editor mounted.
  return (
    <ArticleEditor initialArticle={article.data ?? null} templateConfig={templates.data ?? null} />
  );
}
