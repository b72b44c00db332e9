import { errorMessage } from '@newsdesk/api-client';
import {
  theme,
  ArticleFilters,
  ArticleTable,
  Button,
  Pagination,
  useTranslation,
} from '@newsdesk/ui';
import { Plus } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { ContentKind, contentRoute } from '../../../data/contentRoutes';
import { PAGE_SIZE } from './listQuery';
import { useArticleList } from './useArticleList';
import { useArticleRowActions } from './useArticleRowActions';
import { useEditorPrefetch } from './useEditorPrefetch';
import { urlPaging } from '../../../data/list';

const loadPushDialog = () => import('./ArticlePushDialog');
const PushDialog = lazy(loadPushDialog);

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  margin-bottom: ${theme.space[4]};

  h1 {
    margin: 0;
    font-size: ${theme.font.size['2xl']};
  }
`;

const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  color: ${theme.color.text.secondary};
`;

/** /content/article/list (content §4, §9): every filter in the URL, row actions with toasts. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { url, list, filters } = useArticleList();
  const actions = useArticleRowActions(list.data?.items);
  const total = list.data?.total ?? 0;
  // From a list, the editor is the next screen: its code and templates load once the rows are on
  // screen, an article when its title is pointed at.
  const shown = list.data !== undefined;
  const articleLink = useEditorPrefetch(shown);
  // The push dialog's chunk too, once the rows are up, so "Send push" opens at once.
  useEffect(() => {
    if (!shown) return undefined;
    const timer = window.setTimeout(() => void loadPushDialog(), 1_500);
    return () => window.clearTimeout(timer);
  }, [shown]);
  const { push } = actions;

  const loadError = list.isError ? errorMessage(list.error) : undefined;
  return (
    <Section>
      <Header>
        <h1>{t('articles-title')}</h1>
        <Button variant="primary" onClick={() => void navigate('/content/article/create')}>
          <Plus aria-hidden size={16} />
          {t('articles-new')}
        </Button>
      </Header>
      <ArticleFilters {...filters} />
      {loadError && list.data ? <p role="alert">{loadError}</p> : null}
      <ArticleTable
        items={list.data?.items ?? []}
        loading={list.isPending}
        // A first load that failed shows the message with Retry instead of the rows (not "no
        // articles yet"); a refresh that failed keeps the rows and says so above them.
        error={list.data ? undefined : loadError}
        onRetry={() => void list.refetch()}
        editHref={(id) => contentRoute({ kind: ContentKind.ARTICLE, id }) ?? ''}
        linkComponent={articleLink}
        onAction={actions.onAction}
        canPush={actions.canPush}
        emptyVariant={url.narrowed ? 'search' : 'content'}
      />
      {total > 0 ? (
        <Footer>
          <span>{t('articles-total', { count: total })}</span>
          <Pagination {...urlPaging(url, url.state)} total={total} pageSize={PAGE_SIZE} />
        </Footer>
      ) : null}
      {push ? (
        <Suspense fallback={null}>
          <PushDialog
            key={push.item.id}
            open
            onOpenChange={(open) => {
              if (!open) push.close();
            }}
            contentTitle={push.item.title}
            content={push.content}
            defaults={{
              title: push.item.title.slice(0, 80),
              body: (push.summary ?? push.item.title).slice(0, 500),
            }}
            onSubmit={push.send}
          />
        </Suspense>
      ) : null}
    </Section>
  );
}
