import { errorMessage } from '@newsdesk/api-client';
import {
  Button,
  Modal,
  Pagination,
  Select,
  TextInput,
  useToast,
  WsArticleForm,
  WsArticleTable,
  type WsArticleRowData,
  useTranslation,
} from '@newsdesk/ui';
import { useState } from 'react';
import {
  useUpdateWallstreetArticle,
  useWallstreetArticles,
  WS_PAGE_SIZE,
  type LiveStatusFilter,
  useDeskWriteError,
} from '../../data/desk';
import { useListUrl, urlPaging } from '../../data/list';
import { DeskBar, DeskTabSection } from './DeskPage';
import { wsListCodec } from './wsQuery';

/**
 * The Wall Street articles tab (kind 26): newest first, keyword and status in the URL, paged;
 * Edit opens title, summary, body (Plate), display time and status in a dialog.
 */
export function WsArticlesPanel() {
  const { t } = useTranslation();
  const toast = useToast();
  const failed = useDeskWriteError();
  const url = useListUrl(wsListCodec, { ignoreForNarrowed: ['page', 'tab'] });
  const { state } = url;
  const list = useWallstreetArticles(state);
  const update = useUpdateWallstreetArticle();
  const [keyword, setKeyword] = useState(state.kw);
  const [editing, setEditing] = useState<WsArticleRowData | null>(null);
  const statusOptions = (['all', 'published', 'draft', 'deleted'] as const).map((value) => ({
    value,
    label: t(value === 'all' ? 'desk-status-all' : `status-${value}`),
  }));

  return (
    <DeskTabSection>
      <DeskBar
        role="search"
        aria-label={t('desk-ws-search')}
        onSubmit={(e) => {
          e.preventDefault();
          url.setState({ ...state, kw: keyword.trim(), page: 1 });
        }}
      >
        <TextInput
          label={t('desk-ws-search')}
          type="search"
          value={keyword}
          onChange={setKeyword}
        />
        <Select<LiveStatusFilter>
          label={t('desk-field-status')}
          options={statusOptions}
          value={state.status}
          onChange={(status) => url.setState({ ...state, status: status ?? 'all', page: 1 })}
        />
        <Button type="submit">{t('action-search')}</Button>
      </DeskBar>
      <WsArticleTable
        rows={list.data?.rows ?? []}
        loading={list.isPending}
        error={list.isError && !list.data ? errorMessage(list.error) : undefined}
        onRetry={() => void list.refetch()}
        emptyVariant={url.narrowed ? 'search' : 'content'}
        onEdit={setEditing}
        totalCount={list.data?.total}
        paging={
          (list.data?.total ?? 0) > WS_PAGE_SIZE ? (
            <Pagination
              {...urlPaging(url, state)}
              total={list.data?.total ?? 0}
              pageSize={WS_PAGE_SIZE}
              showTotal
            />
          ) : null
        }
      />
      <Modal.Root
        size="lg"
        open={editing !== null}
        onOpenChange={(next) => {
          if (!next) setEditing(null);
        }}
      >
        <Modal.Header>{t('desk-ws-edit-title')}</Modal.Header>
        <Modal.Body>
          {editing ? (
            <WsArticleForm
              key={`${editing.id}:${editing.version}`}
              item={editing}
              onCancel={() => setEditing(null)}
              onSubmit={async (values) => {
                try {
                  await update.mutateAsync({ item: editing, values });
                  toast.success(t('desk-saved'));
                  setEditing(null);
                } catch (e) {
                  failed(e);
                  throw e;
                }
              }}
            />
          ) : null}
        </Modal.Body>
      </Modal.Root>
    </DeskTabSection>
  );
}
