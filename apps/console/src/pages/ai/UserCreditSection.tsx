import { errorMessage } from '@newsdesk/api-client';
import { theme, Pagination, UserCreditTable, useTranslation } from '@newsdesk/ui';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { CREDIT_HOLDERS_PAGE_SIZE, useCreditHolders } from '../../data/ai';
import { RouterLink } from '../../shell/RouterLink';
import { profileTabPath } from '../users/profile/profileRoute';

const Block = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[4]};

  h2 {
    margin: 0;
    font-size: ${theme.font.size.xl};
  }
`;

/**
 * Users' credit on /content/ai/credit (issue #15): the users with a credit subscription and their
 * points, narrowed by `?keyword=`, a page at a time (`?page=`); a name opens the user's Member Ship
 * tab.
 */
export function UserCreditSection() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim().slice(0, 100);
  const pageParam = params.get('page');
  const page = pageParam && /^\d{1,6}$/.test(pageParam) ? Math.max(1, Number(pageParam)) : 1;
  const holders = useCreditHolders({ keyword, page });
  const total = holders.total ?? 0;

  const go = (next: { keyword?: string; page?: number }) => {
    const p = new URLSearchParams();
    const k = next.keyword ?? keyword;
    if (k) p.set('keyword', k);
    if (next.page && next.page > 1) p.set('page', String(next.page));
    setParams(p);
  };

  return (
    <Block aria-labelledby="ai-credit-users-title">
      <h2 id="ai-credit-users-title">{t('ai-credit-users-label')}</h2>
      <UserCreditTable
        items={holders.rows ?? []}
        loading={holders.loading && !holders.rows}
        totalCount={holders.total}
        error={holders.error && !holders.rows ? errorMessage(holders.error) : undefined}
        onRetry={holders.retry}
        keyword={keyword}
        onSearch={(k) => go({ keyword: k, page: 1 })}
        href={(r) => profileTabPath(Number(r.id), 'membership')}
        linkComponent={RouterLink}
        paging={
          total > CREDIT_HOLDERS_PAGE_SIZE ? (
            <Pagination
              page={page}
              total={total}
              pageSize={CREDIT_HOLDERS_PAGE_SIZE}
              getPageHref={(p) =>
                `?${new URLSearchParams({ ...(keyword ? { keyword } : {}), page: String(p) }).toString()}`
              }
              onPageChange={(p, event) => {
                event.preventDefault();
                go({ page: p });
              }}
            />
          ) : null
        }
      />
    </Block>
  );
}
