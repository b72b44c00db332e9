import { errorMessage } from '@newsdesk/api-client';
import {
  theme,
  Button,
  DataListPager,
  PushDialog,
  VideoFilters,
  VideoTable,
  useTranslation,
} from '@newsdesk/ui';
import { Plus } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { prefetchWhenIdle } from '../../../app/prefetch';
import { ContentKind, contentRoute } from '../../../data/contentRoutes';
import { RouterLink } from '../../../shell/RouterLink';
import { useVideoList } from './useVideoList';
import { useVideoRowActions } from './useVideoRowActions';

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

const editHref = (id: number) => contentRoute({ kind: ContentKind.VIDEO, id }) ?? '';

/** /content/video/list (content §2, §4): status and keyword in the URL, anchor paging, row actions. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { url, list, rows, filters } = useVideoList();
  const actions = useVideoRowActions(rows);
  const shown = list.data !== undefined;
  useEffect(() => (shown ? prefetchWhenIdle('/content/video/create') : undefined), [shown]);
  const { push } = actions;

  return (
    <Section>
      <Header>
        <h1>{t('vid-title')}</h1>
        <Button variant="primary" onClick={() => void navigate('/content/video/create')}>
          <Plus aria-hidden size={16} />
          {t('vid-new')}
        </Button>
      </Header>
      <VideoFilters {...filters} />
      <VideoTable
        items={rows}
        loading={list.isPending || (list.isFetching && !list.isFetchingNextPage)}
        editHref={editHref}
        linkComponent={RouterLink}
        onAction={actions.onAction}
        canPush={actions.canPush}
        emptyVariant={url.narrowed ? 'search' : 'content'}
        error={list.isError ? errorMessage(list.error) : undefined}
        onRetry={() => void list.refetch()}
        paging={
          <DataListPager
            mode="more"
            hasMore={list.hasNextPage}
            loading={list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()}
          />
        }
      />
      {push ? (
        <PushDialog
          key={push.video.id}
          open
          onOpenChange={(open) => {
            if (!open) push.close();
          }}
          contentTitle={push.video.title}
          content={push.content}
          defaults={{ title: push.video.title.slice(0, 80), body: push.video.title.slice(0, 500) }}
          onSubmit={push.send}
        />
      ) : null}
    </Section>
  );
}
