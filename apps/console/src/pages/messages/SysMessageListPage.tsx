import { errorMessage, isConflict } from '@newsdesk/api-client';
import {
  theme,
  Button,
  Pagination,
  SysMessageFilters,
  SysMessageTable,
  useConfirm,
  useToast,
  type SysMessageData,
  useTranslation,
} from '@newsdesk/ui';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useListUrl, urlPaging } from '../../data/list';
import { useSession } from '../../data/session';
import {
  inputOf,
  useSaveSystemMessage,
  useSystemMessageList,
  type SystemMessage,
} from '../../data/sysmessages';
import { RouterLink } from '../../shell/RouterLink';
import { PageHeader, Section } from '../operations/PageHeader';
import { SYS_MESSAGE_PAGE_SIZE, sysMessageListCodec, toListQuery } from './listQuery';

const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  color: ${theme.color.text.secondary};
`;

/**
 * /message/system (operations §2): the system messages, newest first, with keyword, status and
 * notification type filters in the URL; admins create, delete (with a confirm) and restore.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const confirm = useConfirm();
  const url = useListUrl(sysMessageListCodec);
  const { state } = url;
  const list = useSystemMessageList(useMemo(() => toListQuery(state), [state]));
  const save = useSaveSystemMessage();
  const isAdmin = useSession().roles.includes('Admin');
  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const stored = (row: SysMessageData) => items.find((m) => m.id === row.id);

  const changeStatus = async (m: SystemMessage, status: SystemMessage['status']) => {
    try {
      await save.mutateAsync(inputOf(m, status));
      toast.success(status === 'deleted' ? t('event-delete-success') : t('sysmsg-restored'));
    } catch (e) {
      toast.error(isConflict(e) ? t('sysmsg-conflict') : errorMessage(e));
    }
  };

  return (
    <Section>
      <PageHeader title={t('sysmsg-list-title')}>
        {isAdmin ? (
          <Button variant="primary" onClick={() => void navigate('/message/create')}>
            <Plus aria-hidden size={16} />
            {t('sysmsg-new')}
          </Button>
        ) : null}
      </PageHeader>
      <SysMessageFilters
        value={{ keyword: state.k, status: state.status, type: state.type }}
        onChange={(patch) =>
          url.setState({
            ...state,
            page: 1,
            ...(patch.keyword !== undefined ? { k: patch.keyword } : {}),
            ...(patch.status !== undefined ? { status: patch.status } : {}),
            ...(patch.type !== undefined ? { type: patch.type } : {}),
          })
        }
        onReset={() => url.setState(url.initial)}
      />
      <SysMessageTable
        items={items}
        loading={list.isPending}
        error={list.isError ? errorMessage(list.error) : null}
        onRetry={() => void list.refetch()}
        editHref={(id) => `/message/${id}`}
        linkComponent={RouterLink}
        emptyVariant={url.narrowed ? 'search' : 'content'}
        {...(isAdmin
          ? {
              onDelete: (row: SysMessageData) => {
                const m = stored(row);
                if (!m) return;
                void (async () => {
                  const ok = await confirm({
                    title: t('sysmsg-delete-title'),
                    message: t('sysmsg-delete-message', { title: m.title }),
                    confirmLabel: t('sysmsg-delete'),
                    cancelLabel: t('action-cancel'),
                    tone: 'danger',
                  });
                  if (ok) await changeStatus(m, 'deleted');
                })();
              },
              onRestore: (row: SysMessageData) => {
                const m = stored(row);
                if (m) void changeStatus(m, 'draft');
              },
            }
          : {})}
        paging={
          total > 0 ? (
            <Footer>
              <span>{t('sysmsg-total', { count: total })}</span>
              <Pagination
                {...urlPaging(url, state)}
                total={total}
                pageSize={SYS_MESSAGE_PAGE_SIZE}
              />
            </Footer>
          ) : null
        }
      />
    </Section>
  );
}
