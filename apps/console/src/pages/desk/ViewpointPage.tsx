import { errorMessage } from '@newsdesk/api-client';
import {
  Button,
  Combobox,
  Modal,
  Pagination,
  Select,
  TextInput,
  useToast,
  ViewpointForm,
  ViewpointTable,
  type ViewpointRowData,
  useTranslation,
} from '@newsdesk/ui';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useConfirmedDelete, useDeskWriteError } from '../../data/desk';
import { useListUrl, urlPaging } from '../../data/list';
import { useTagNames } from '../../data/tags';
import {
  useViewpoints,
  useViewpointWrites,
  VIEWPOINT_PAGE_SIZE,
  type ViewpointStatusFilter,
} from '../../data/viewpoints';
import { DeskBar, DeskPage } from './DeskPage';
import { useDeskTagOptions } from './useDeskTagOptions';
import { viewpointListCodec } from './viewpointQuery';

/** `new` while creating, the row while editing, null when the dialog is closed. */
type Editing = ViewpointRowData | 'new' | null;

/**
 * /content/viewpoint (operations §2; designed here, #12): viewpoints, short analyst opinions,
 * newest first; keyword, status and symbol in the URL; create, edit (author, title, Plate body,
 * symbols, tags, display time, publish or draft) and delete after a confirm.
 */
export function Component() {
  const { t } = useTranslation();
  const toast = useToast();
  const url = useListUrl(viewpointListCodec);
  const { state } = url;
  const list = useViewpoints(state);
  const { save, remove } = useViewpointWrites();
  const [keyword, setKeyword] = useState(state.kw);
  const [symbol, setSymbol] = useState(state.symbol);
  const [editing, setEditing] = useState<Editing>(null);
  const [now] = useState(() => Date.now());
  const tags = useDeskTagOptions(editing && editing !== 'new' ? editing.tags : []);
  // The tag filter: searched like the form's tags, its current tag named even when not searched.
  const filterIds = useMemo(() => (state.tag === null ? [] : [state.tag]), [state.tag]);
  const filterNames = useTagNames(filterIds);
  const filterPicked = useMemo(
    () => [...filterNames].map(([id, name]) => ({ id: String(id), name })),
    [filterNames],
  );
  const filterTags = useDeskTagOptions(filterPicked);
  const statusOptions = (['all', 'published', 'draft', 'deleted'] as const).map((value) => ({
    value,
    label: t(value === 'all' ? 'desk-status-all' : `status-${value}`),
  }));
  const failed = useDeskWriteError();
  const deleteAfterConfirm = useConfirmedDelete(failed);

  return (
    <DeskPage
      title={t('desk-vp-page-title')}
      actions={
        <Button
          variant="primary"
          icon={<Plus aria-hidden size={16} />}
          onClick={() => setEditing('new')}
        >
          {t('desk-vp-new')}
        </Button>
      }
    >
      <DeskBar
        role="search"
        aria-label={t('desk-vp-search')}
        onSubmit={(e) => {
          e.preventDefault();
          url.setState({ ...state, kw: keyword.trim(), symbol: symbol.trim(), page: 1 });
        }}
      >
        <TextInput
          label={t('desk-vp-search')}
          type="search"
          value={keyword}
          onChange={setKeyword}
        />
        <TextInput label={t('desk-vp-symbol-filter')} value={symbol} onChange={setSymbol} />
        <Combobox<string>
          label={t('desk-field-tags')}
          options={filterTags.options}
          onSearch={filterTags.onSearch}
          loading={filterTags.loading}
          clearable
          value={state.tag === null ? null : String(state.tag)}
          onChange={(id) => url.setState({ ...state, tag: id ? Number(id) : null, page: 1 })}
        />
        <Select<ViewpointStatusFilter>
          label={t('desk-field-status')}
          options={statusOptions}
          value={state.status}
          onChange={(status) => url.setState({ ...state, status: status ?? 'all', page: 1 })}
        />
        <Button type="submit">{t('action-search')}</Button>
      </DeskBar>
      <ViewpointTable
        rows={list.data?.rows ?? []}
        loading={list.isPending}
        error={list.isError && !list.data ? errorMessage(list.error) : undefined}
        onRetry={() => void list.refetch()}
        emptyVariant={url.narrowed ? 'search' : 'content'}
        onEdit={setEditing}
        onDelete={(item) =>
          deleteAfterConfirm(
            {
              title: t('desk-vp-delete-title'),
              message: t('desk-vp-delete-message', { title: item.title }),
            },
            () => remove.mutateAsync(item),
          )
        }
        totalCount={list.data?.total}
        paging={
          (list.data?.total ?? 0) > VIEWPOINT_PAGE_SIZE ? (
            <Pagination
              {...urlPaging(url, state)}
              total={list.data?.total ?? 0}
              pageSize={VIEWPOINT_PAGE_SIZE}
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
        <Modal.Header>{t(editing === 'new' ? 'desk-vp-new' : 'desk-vp-edit-title')}</Modal.Header>
        <Modal.Body>
          {editing ? (
            <ViewpointForm
              key={editing === 'new' ? 'new' : `${editing.id}:${editing.version}`}
              item={editing === 'new' ? undefined : editing}
              now={now}
              tagOptions={tags.options}
              onTagSearch={tags.onSearch}
              tagsLoading={tags.loading}
              onCancel={() => setEditing(null)}
              onSubmit={async (values) => {
                try {
                  await save.mutateAsync({
                    item: editing === 'new' ? undefined : editing,
                    values,
                  });
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
    </DeskPage>
  );
}
