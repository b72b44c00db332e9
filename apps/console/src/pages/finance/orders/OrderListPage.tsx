import { errorMessage } from '@newsdesk/api-client';
import {
  theme,
  Button,
  DataListPager,
  OrderFilters,
  OrderTable,
  useTranslation,
} from '@newsdesk/ui';
import { Download } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { useRemarkLeaveGuard } from '../useRemarkLeaveGuard';
import { useOrderListScreen } from './useOrderList';

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
`;

const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};

  h1 {
    margin: 0;
    font-size: ${theme.font.size['2xl']};
  }
`;

/**
 * /finance/orders/list (operations §2, §7, §9): every filter in the URL, cursor paging by anchor,
 * the totals, amounts in yuan, the remark edited in place (asks before leaving unsaved), and the
 * analytics export of every order of the filters (CSV, up to 99,999).
 */
export function Component() {
  const { t } = useTranslation();
  const { url, list, filters, pager, saveRemark, exportCsv, exporting } = useOrderListScreen();
  const [dirty, setDirty] = useState(false);
  useRemarkLeaveGuard(dirty);

  return (
    <Section>
      <Header>
        <h1>{t('fin-orders-title')}</h1>
        <Button
          variant="secondary"
          icon={<Download aria-hidden />}
          loading={exporting}
          onClick={() => void exportCsv()}
        >
          {t('fin-export')}
        </Button>
      </Header>
      <OrderFilters {...filters} />
      <OrderTable
        items={list.data?.items ?? []}
        loading={list.isPending}
        totalCount={list.data?.total_count}
        totalAmount={list.data?.total_amount}
        error={list.isError ? errorMessage(list.error) : undefined}
        onRetry={() => void list.refetch()}
        emptyVariant={url.narrowed ? 'search' : 'content'}
        onRemarkSave={saveRemark}
        onRemarkDirtyChange={setDirty}
        paging={
          pager.hasPrevious || pager.hasNext ? <DataListPager mode="pages" {...pager} /> : null
        }
      />
    </Section>
  );
}
