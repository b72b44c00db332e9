import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { DataList, type DataListColumn } from '../../data/DataList';
import { Avatar } from '../../feedback/Avatar';
import { Badge } from '../../feedback/Badge';
import { formatChinaTime } from '../../utils/chinaTime';
import { formatYuan } from '../../utils/format';
import {
  payChannelName,
  platformName,
  type FinancePlatform,
  type OrderStateName,
  type PayChannelName,
} from '../names';
import { OrderTableRemark } from './OrderTableRemark';

import { theme } from '../../foundations/tokens';
/** What a row shows of an order (the contract's Order; amounts in cents). */
export interface OrderRowData {
  id: number;
  order_no: string;
  platform: FinancePlatform;
  state: OrderStateName;
  title: string;
  /** List price, cents. */
  amount: number;
  /** Paid, cents. */
  real_pay_amount: number;
  remark: string | null;
  user_info: { user_id: number; nickname: string | null; avatar: string | null };
  order_items: readonly { sku_detail: { name: string }; quantity: number; price: number }[];
  transactions: readonly {
    id: number;
    pay_time: number | null;
    pay_channel: PayChannelName;
    amount: number;
  }[];
  created_at: number;
  version: number;
}

export interface OrderTableProps {
  /** The orders of the current page, in display order. */
  items: readonly OrderRowData[];
  /** First load: placeholder rows. */
  loading?: boolean;
  /** Totals of every matching order (paging ignored), shown above the rows. */
  totalCount?: number;
  /** Sum of the paid amounts of every matching order, cents. */
  totalAmount?: number;
  /** Saves a remark; resolve when saved, reject to keep the edit open (the page shows why). */
  onRemarkSave: (order: OrderRowData, remark: string) => Promise<void>;
  /** Whether a remark edit holds unsaved text (the page asks before leaving). */
  onRemarkDirtyChange?: (dirty: boolean) => void;
  /** `search` when filters narrow the list. */
  emptyVariant?: 'content' | 'search';
  /** A failed load's message, shown with Retry instead of the rows. */
  error?: ReactNode;
  /** Called by the Retry button shown with `error`. */
  onRetry?: () => void;
  /** Under the rows: the cursor pager. */
  paging?: ReactNode;
}

const Totals = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[6]};
  margin: 0 0 ${theme.space[3]};

  div {
    display: flex;
    flex-direction: column;
    gap: ${theme.space[1]};
  }
  dt {
    color: ${theme.color.text.secondary};
    font-size: ${theme.font.size.sm};
  }
  dd {
    margin: 0;
    font-size: ${theme.font.size.xl};
    font-weight: ${theme.font.weight.semibold};
    font-variant-numeric: tabular-nums;
  }
`;

const Stacked = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  min-width: 0;

  small {
    color: ${theme.color.text.secondary};
    font-size: ${theme.font.size.sm};
  }
`;

const Buyer = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-width: 0;
`;

const Mono = styled.span`
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

const Money = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/**
 * One page of the order list (operations §3 Order, §7): order number, user, product or SKU name,
 * price, real paid amount in yuan, platform, pay channel and pay time from the transactions, the
 * payment state (COMPLETE, UNPAID), created and the remark, edited in place. The totals of every
 * matching order sit above the rows.
 */
export function OrderTable({
  items,
  loading = false,
  totalCount,
  totalAmount,
  onRemarkSave,
  onRemarkDirtyChange,
  emptyVariant = 'content',
  error,
  onRetry,
  paging,
}: OrderTableProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<number | null>(null);

  const columns: DataListColumn<OrderRowData>[] = [
    {
      key: 'order_no',
      header: t('fin-order-no'),
      width: 'minmax(180px, 1.2fr)',
      cell: (o) => <Mono>{o.order_no}</Mono>,
    },
    {
      key: 'user',
      header: t('fin-order-user'),
      width: 'minmax(140px, 1fr)',
      cell: (o) => {
        const name = o.user_info.nickname ?? `#${o.user_info.user_id}`;
        return (
          <Buyer>
            <Avatar size="sm" name={name} src={o.user_info.avatar} decorative />
            <Stacked>
              <span>{name}</span>
              <small>ID {o.user_info.user_id}</small>
            </Stacked>
          </Buyer>
        );
      },
    },
    {
      key: 'product',
      header: t('fin-order-product'),
      width: 'minmax(160px, 1.4fr)',
      cell: (o) => (
        <Stacked>
          {o.order_items.length === 0 ? <span>{o.title}</span> : null}
          {o.order_items.map((item, i) => (
            <span key={i}>
              {item.sku_detail.name}
              {item.quantity > 1 ? ` ${t('fin-order-quantity', { count: item.quantity })}` : ''}
            </span>
          ))}
        </Stacked>
      ),
    },
    {
      key: 'price',
      header: t('fin-order-price'),
      width: 110,
      align: 'end',
      hideOnMobile: true,
      cell: (o) => <Money>{formatYuan(o.amount)}</Money>,
    },
    {
      key: 'paid',
      header: t('fin-order-paid'),
      width: 110,
      align: 'end',
      cell: (o) => <Money>{formatYuan(o.real_pay_amount)}</Money>,
    },
    {
      key: 'platform',
      header: t('fin-order-platform'),
      width: 110,
      hideOnMobile: true,
      cell: (o) => platformName(t, o.platform),
    },
    {
      key: 'payment',
      header: t('fin-order-payment'),
      width: 'minmax(150px, 1fr)',
      cell: (o) =>
        o.transactions.length === 0 ? (
          <small>{t('fin-order-unpaid-payment')}</small>
        ) : (
          <Stacked>
            {o.transactions.map((p) => (
              <span key={p.id}>
                {payChannelName(t, p.pay_channel)}
                <br />
                <small>
                  {p.pay_time === null
                    ? t('fin-order-unpaid-payment')
                    : formatChinaTime(p.pay_time, 'YYYY/MM/DD HH:mm')}
                </small>
              </span>
            ))}
          </Stacked>
        ),
    },
    {
      key: 'state',
      header: t('fin-order-state'),
      width: 100,
      cell: (o) => (
        <Badge tone={o.state === 'COMPLETE' ? 'success' : 'warning'}>
          {t(`fin-state-${o.state}`)}
        </Badge>
      ),
    },
    {
      key: 'created',
      header: t('fin-order-created'),
      width: 140,
      hideOnMobile: true,
      cell: (o) => <Mono>{formatChinaTime(o.created_at, 'YYYY/MM/DD HH:mm')}</Mono>,
    },
    {
      key: 'remark',
      header: t('fin-order-remark'),
      width: 'minmax(200px, 1.4fr)',
      cell: (o) => (
        <OrderTableRemark
          orderNo={o.order_no}
          remark={o.remark}
          editing={editing === o.id}
          onEdit={() => setEditing(o.id)}
          onCancel={() => setEditing(null)}
          onSave={async (remark) => {
            await onRemarkSave(o, remark);
            setEditing(null);
          }}
          onDirtyChange={onRemarkDirtyChange}
        />
      ),
    },
  ];

  return (
    <div>
      {totalCount !== undefined && totalAmount !== undefined && !error ? (
        <Totals aria-live="polite">
          <div>
            <dt>{t('fin-orders-total-count')}</dt>
            <dd>{totalCount.toLocaleString('en-US')}</dd>
          </div>
          <div>
            <dt>{t('fin-orders-total-amount')}</dt>
            <dd>{formatYuan(totalAmount)}</dd>
          </div>
        </Totals>
      ) : null}
      <DataList
        rows={items}
        columns={columns}
        getRowId={(o) => String(o.id)}
        label={t('fin-orders-table')}
        loading={loading}
        error={error}
        onRetry={onRetry}
        emptyVariant={emptyVariant}
        emptyTitle={t('fin-orders-empty')}
        emptySubtitle={t('fin-orders-empty-subtitle')}
        totalCount={totalCount}
        paging={paging}
      />
    </div>
  );
}
