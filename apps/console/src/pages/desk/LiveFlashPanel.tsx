import { errorMessage } from '@newsdesk/api-client';
import {
  Button,
  LiveForm,
  LiveTable,
  Modal,
  Pagination,
  Select,
  TextInput,
  useToast,
  VisuallyHidden,
  type LiveRowData,
  useTranslation,
} from '@newsdesk/ui';
import { useMemo, useState } from 'react';
import {
  LIVE_PAGE_SIZE,
  useDeskWriteError,
  useLiveList,
  useUpdateLive,
  type LiveStatusFilter,
} from '../../data/desk';
import { useListUrl, urlPaging } from '../../data/list';
import { DeskBar, DeskTabSection } from './DeskPage';
import { liveListCodec } from './liveQuery';
import { useFreshIds } from './useFreshIds';

/**
 * The flash news tab of /content/wallstreet/live (content §2, §3 WscnLive): the feed, newest first, searched
 * by keyword and filtered by status in the URL; the first page is asked again every few seconds,
 * so new items appear without a reload (marked New, counted in a live region). Edit opens the
 * item's fields in a dialog; a stale version says "This record was changed by someone else".
 */
export function LiveFlashPanel() {
  const { t } = useTranslation();
  const toast = useToast();
  const failed = useDeskWriteError();
  const url = useListUrl(liveListCodec);
  const { state } = url;
  const list = useLiveList(state);
  const update = useUpdateLive();
  const [keyword, setKeyword] = useState(state.kw);
  const [editing, setEditing] = useState<LiveRowData | null>(null);
  const ids = useMemo(() => list.data?.rows.map((r) => r.id), [list.data]);
  const fresh = useFreshIds(ids, JSON.stringify(state));

  const statusOptions = (['all', 'published', 'draft', 'deleted'] as const).map((value) => ({
    value,
    label: t(value === 'all' ? 'desk-live-status-all' : `status-${value}`),
  }));

  return (
    <DeskTabSection>
      <DeskBar
        role="search"
        aria-label={t('desk-live-search')}
        onSubmit={(e) => {
          e.preventDefault();
          url.setState({ ...state, kw: keyword.trim(), page: 1 });
        }}
      >
        <TextInput
          label={t('desk-live-search')}
          type="search"
          value={keyword}
          onChange={setKeyword}
        />
        <Select<LiveStatusFilter>
          label={t('desk-live-status-filter')}
          options={statusOptions}
          value={state.status}
          onChange={(status) => url.setState({ ...state, status: status ?? 'all', page: 1 })}
        />
        <Button type="submit">{t('action-search')}</Button>
      </DeskBar>
      <VisuallyHidden role="status">
        {fresh.size ? t('desk-live-new-count', { count: fresh.size }) : ''}
      </VisuallyHidden>
      <LiveTable
        rows={list.data?.rows ?? []}
        loading={list.isPending}
        error={list.isError && !list.data ? errorMessage(list.error) : undefined}
        onRetry={() => void list.refetch()}
        emptyVariant={url.narrowed ? 'search' : 'content'}
        onEdit={setEditing}
        freshIds={fresh}
        totalCount={list.data?.total}
        paging={
          (list.data?.total ?? 0) > LIVE_PAGE_SIZE ? (
            <Pagination
              {...urlPaging(url, state)}
              total={list.data?.total ?? 0}
              pageSize={LIVE_PAGE_SIZE}
              showTotal
            />
          ) : null
        }
      />
      <Modal.Root
        open={editing !== null}
        onOpenChange={(next) => {
          if (!next) setEditing(null);
        }}
      >
        <Modal.Header>{t('desk-live-edit-title')}</Modal.Header>
        <Modal.Body>
          {editing ? (
            <LiveForm
              key={`${editing.id}:${editing.version}`}
              item={editing}
              onCancel={() => setEditing(null)}
              onSubmit={async (values) => {
                try {
                  await update.mutateAsync({ item: editing, values });
                  toast.success(t('desk-live-saved'));
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
