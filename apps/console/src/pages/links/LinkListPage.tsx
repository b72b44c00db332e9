import { errorMessage } from '@newsdesk/api-client';
import {
  theme,
  Button,
  LinkForm,
  LinkTable,
  Modal,
  Pagination,
  Spinner,
  TextInput,
  useTranslation,
} from '@newsdesk/ui';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { LINK_PAGE_SIZE } from './linkQuery';
import { useLinkListScreen } from './useLinkListScreen';
import { urlPaging } from '../../data/list';

const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  h1 {
    margin: 0;
    font-size: ${theme.font.size['2xl']};
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${theme.space[3]};
  form {
    display: flex;
    gap: ${theme.space[2]};
    align-items: flex-end;
  }
`;

/**
 * /content/link/list (content §2): links searched by `k` and paged in the URL; `?action=create`
 * opens creation and `?id=` opens one link, both in a dialog that asks before dropping changes.
 */
export function Component() {
  const { t } = useTranslation();
  const screen = useLinkListScreen();
  const { url, list, selected } = screen;
  const { state } = url;
  const [keyword, setKeyword] = useState(state.k);
  const editing = state.id !== null;
  const open = editing || state.action === 'create';

  return (
    <Section>
      <Bar>
        <h1>{t('link-list-title')}</h1>
        <Button
          variant="primary"
          icon={<Plus aria-hidden size={16} />}
          onClick={screen.startCreate}
        >
          {t('link-new')}
        </Button>
      </Bar>
      <Bar>
        <form
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            screen.search(keyword);
          }}
        >
          <TextInput label={t('link-search')} type="search" value={keyword} onChange={setKeyword} />
          <Button type="submit">{t('action-search')}</Button>
        </form>
      </Bar>
      <LinkTable
        rows={list.data?.items ?? []}
        loading={list.isPending}
        error={list.isError ? errorMessage(list.error) : undefined}
        onRetry={() => void list.refetch()}
        emptyVariant={url.narrowed ? 'search' : 'content'}
        selectedId={state.id}
        onEdit={screen.edit}
        onCopy={(link) => void screen.copyLink(link)}
        onDelete={(link) => void screen.deleteLink(link)}
        totalCount={list.data?.total}
        paging={
          (list.data?.total ?? 0) > LINK_PAGE_SIZE ? (
            <Pagination
              {...urlPaging(url, state)}
              total={list.data?.total ?? 0}
              pageSize={LINK_PAGE_SIZE}
              showTotal
            />
          ) : null
        }
      />
      <Modal.Root
        open={open}
        onOpenChange={(next) => {
          if (!next) void screen.closeDialog();
        }}
      >
        <Modal.Header>{t(editing ? 'link-edit-title' : 'link-create-title')}</Modal.Header>
        <Modal.Body>
          {editing && !selected.data ? (
            <Spinner label={t('picker-searching')} />
          ) : (
            <LinkForm
              key={editing ? `${selected.data?.id}-${selected.data?.version}` : 'new'}
              initial={
                editing && selected.data
                  ? { title: selected.data.title, to: selected.data.to }
                  : undefined
              }
              onSubmit={editing ? screen.saveEdit : screen.saveNew}
              onCancel={() => void screen.closeDialog()}
              onDirtyChange={screen.setDirty}
            />
          )}
        </Modal.Body>
      </Modal.Root>
    </Section>
  );
}
