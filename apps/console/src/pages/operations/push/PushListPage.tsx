import { errorMessage } from '@newsdesk/api-client';
import {
  theme,
  Button,
  Pagination,
  PushFilters,
  PushTable,
  type PushFiltersValue,
  useTranslation,
} from '@newsdesk/ui';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { usePushCancel, usePushList } from '../../../data/push';
import { useListUrl, urlPaging } from '../../../data/list';
import { useSession } from '../../../data/session';
import { RouterLink } from '../../../shell/RouterLink';
import { PageHeader, Section } from '../PageHeader';
import { PUSH_PAGE_SIZE, pushListCodec, toPushQuery } from './pushListQuery';

const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  color: ${theme.color.text.secondary};
`;

/** /operation/push (operations §2, §3, §7): the pushes with platform, keyword and status filters. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const url = useListUrl(pushListCodec);
  const { state } = url;
  const list = usePushList(useMemo(() => toPushQuery(state), [state]));
  const isAdmin = useSession().roles.includes('Admin');
  const cancel = usePushCancel();
  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;

  const filters: PushFiltersValue = {
    platform: state.platform,
    keyword: state.k,
    status: state.status,
  };
  return (
    <Section>
      <PageHeader title={t('push-list-title')}>
        {isAdmin ? (
          <Button variant="primary" onClick={() => void navigate('/operation/push/create')}>
            <Plus aria-hidden size={16} />
            {t('push-new')}
          </Button>
        ) : null}
      </PageHeader>
      <PushFilters
        value={filters}
        onChange={(patch) =>
          url.setState({
            ...state,
            page: 1,
            ...(patch.platform !== undefined ? { platform: patch.platform } : {}),
            ...(patch.status !== undefined ? { status: patch.status } : {}),
            ...(patch.keyword !== undefined ? { k: patch.keyword } : {}),
          })
        }
        onReset={() => url.setState(url.initial)}
      />
      <PushTable
        items={items}
        loading={list.isPending}
        error={list.isError ? errorMessage(list.error) : null}
        onRetry={() => void list.refetch()}
        detailHref={(id) => `/operation/push/${id}`}
        linkComponent={RouterLink}
        emptyVariant={url.narrowed ? 'search' : 'content'}
        {...(isAdmin
          ? {
              onCancel: (row) => {
                const push = items.find((p) => p.id === row.id);
                if (push) void cancel(push);
              },
            }
          : {})}
        paging={
          total > 0 ? (
            <Footer>
              <span>{t('push-total', { count: total })}</span>
              <Pagination {...urlPaging(url, state)} total={total} pageSize={PUSH_PAGE_SIZE} />
            </Footer>
          ) : null
        }
      />
    </Section>
  );
}
