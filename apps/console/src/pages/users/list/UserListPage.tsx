import { errorMessage } from '@newsdesk/api-client';
import { theme, Button, Pagination, UserFilters, UserTable, useTranslation } from '@newsdesk/ui';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { RouterLink } from '../../../shell/RouterLink';
import { AddUserDialog } from './AddUserDialog';
import { USER_PAGE_SIZES } from './userListQuery';
import { useUserListScreen } from './useUserListScreen';
import { urlPaging } from '../../../data/list';

const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};

  h1 {
    margin: 0;
    font-size: ${theme.font.size['2xl']};
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
`;

const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  color: ${theme.color.text.secondary};
`;

/**
 * /users/list (operations §2, §3, §7): search by keyword and id, numbered pages of 20, 50 or 100
 * (virtualized rows), the columns of §3, Freeze and Recover with a confirm and the spec's toasts,
 * and Add user (a member or a staff account, designed here).
 */
export function Component() {
  const { t } = useTranslation();
  const { url, list, filters, pendingId, onFreeze, onRecover } = useUserListScreen();
  const total = list.data?.total ?? 0;
  const { state } = url;
  const [adding, setAdding] = useState(false);

  return (
    <Section>
      <Head>
        <h1>{t('users-title')}</h1>
        <Button
          variant="primary"
          icon={<UserPlus aria-hidden size={16} />}
          onClick={() => setAdding(true)}
        >
          {t('user-add')}
        </Button>
      </Head>
      {adding ? <AddUserDialog onClose={() => setAdding(false)} /> : null}
      <UserFilters {...filters} pageSizes={USER_PAGE_SIZES} />
      <UserTable
        items={list.data?.items ?? []}
        loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
        totalCount={list.data?.total}
        error={list.isError ? errorMessage(list.error) : undefined}
        onRetry={() => void list.refetch()}
        emptyVariant={url.narrowed ? 'search' : 'content'}
        profileHref={(u) => `/users/profile/${u.id}`}
        linkComponent={RouterLink}
        onFreeze={onFreeze}
        onRecover={onRecover}
        pendingId={pendingId}
        paging={
          total > 0 ? (
            <Footer>
              <span>{t('users-total', { count: total })}</span>
              <Pagination {...urlPaging(url, state)} total={total} pageSize={state.pageSize} />
            </Footer>
          ) : null
        }
      />
    </Section>
  );
}
