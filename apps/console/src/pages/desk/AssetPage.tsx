import { errorMessage } from '@newsdesk/api-client';
import {
  ASSET_KINDS,
  ASSET_MARKETS,
  AssetForm,
  AssetTable,
  Button,
  Modal,
  Pagination,
  Select,
  TextInput,
  useToast,
  type AssetKind,
  type AssetMarket,
  type AssetRowData,
  useTranslation,
} from '@newsdesk/ui';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { ASSET_PAGE_SIZE, useAssets, useAssetWrites } from '../../data/assets';
import { useConfirmedDelete, useDeskWriteError } from '../../data/desk';
import { useListUrl, urlPaging } from '../../data/list';
import { assetListCodec } from './assetQuery';
import { DeskBar, DeskPage } from './DeskPage';
import { useDeskTagOptions } from './useDeskTagOptions';

type Editing = AssetRowData | 'new' | null;
type StatusFilter = 'all' | 'ACTIVE' | 'INACTIVE';

/**
 * /content/asset/management (operations §2; designed here, #12): managed assets (symbols) by
 * market then code; keyword, market, kind and status in the URL; create, edit and delete (after a
 * confirm); a code repeated in its market says "Repeat Asset".
 */
export function Component() {
  const { t } = useTranslation();
  const toast = useToast();
  const url = useListUrl(assetListCodec);
  const { state } = url;
  const list = useAssets(state);
  const { save, remove } = useAssetWrites();
  const [keyword, setKeyword] = useState(state.kw);
  const [editing, setEditing] = useState<Editing>(null);
  const tags = useDeskTagOptions(editing && editing !== 'new' ? editing.tags : []);
  const all = t('desk-asset-all');
  const failed = useDeskWriteError('desk-asset-repeat');
  const deleteAfterConfirm = useConfirmedDelete(failed);

  return (
    <DeskPage
      title={t('desk-asset-page-title')}
      actions={
        <Button
          variant="primary"
          icon={<Plus aria-hidden size={16} />}
          onClick={() => setEditing('new')}
        >
          {t('desk-asset-new')}
        </Button>
      }
    >
      <DeskBar
        role="search"
        aria-label={t('desk-asset-search')}
        onSubmit={(e) => {
          e.preventDefault();
          url.setState({ ...state, kw: keyword.trim(), page: 1 });
        }}
      >
        <TextInput
          label={t('desk-asset-search')}
          type="search"
          value={keyword}
          onChange={setKeyword}
        />
        <Select<AssetMarket | 'all'>
          label={t('desk-asset-col-market')}
          options={[
            { value: 'all', label: all },
            ...ASSET_MARKETS.map((m) => ({ value: m, label: t(`desk-asset-market-${m}`) })),
          ]}
          value={state.market ?? 'all'}
          onChange={(m) =>
            url.setState({ ...state, market: !m || m === 'all' ? null : m, page: 1 })
          }
        />
        <Select<AssetKind | 'all'>
          label={t('desk-asset-col-kind')}
          options={[
            { value: 'all', label: all },
            ...ASSET_KINDS.map((k) => ({ value: k, label: t(`desk-asset-kind-${k}`) })),
          ]}
          value={state.kind ?? 'all'}
          onChange={(k) => url.setState({ ...state, kind: !k || k === 'all' ? null : k, page: 1 })}
        />
        <Select<StatusFilter>
          label={t('desk-asset-col-status')}
          options={[
            { value: 'all', label: all },
            { value: 'ACTIVE', label: t('desk-asset-status-ACTIVE') },
            { value: 'INACTIVE', label: t('desk-asset-status-INACTIVE') },
          ]}
          value={state.status ?? 'all'}
          onChange={(s) =>
            url.setState({ ...state, status: !s || s === 'all' ? null : s, page: 1 })
          }
        />
        <Button type="submit">{t('action-search')}</Button>
      </DeskBar>
      <AssetTable
        rows={list.data?.rows ?? []}
        loading={list.isPending}
        error={list.isError && !list.data ? errorMessage(list.error) : undefined}
        onRetry={() => void list.refetch()}
        emptyVariant={url.narrowed ? 'search' : 'content'}
        onEdit={setEditing}
        onDelete={(item) =>
          deleteAfterConfirm(
            {
              title: t('desk-asset-delete-title'),
              message: t('desk-asset-delete-message', { name: item.name, code: item.code }),
            },
            () => remove.mutateAsync(item),
          )
        }
        totalCount={list.data?.total}
        paging={
          (list.data?.total ?? 0) > ASSET_PAGE_SIZE ? (
            <Pagination
              {...urlPaging(url, state)}
              total={list.data?.total ?? 0}
              pageSize={ASSET_PAGE_SIZE}
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
        <Modal.Header>
          {t(editing === 'new' ? 'desk-asset-new' : 'desk-asset-edit-title')}
        </Modal.Header>
        <Modal.Body>
          {editing ? (
            <AssetForm
              key={editing === 'new' ? 'new' : `${editing.id}:${editing.version}`}
              item={editing === 'new' ? undefined : editing}
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
