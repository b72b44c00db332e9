import { errorMessage } from '@newsdesk/api-client';
import { useToast, type OrderFiltersValue, type OrderRowData, useTranslation } from '@newsdesk/ui';
import { useMemo, useState } from 'react';
import {
  exportOrders,
  isRemarkConflict,
  ORDER_ANALYTICS_LIMIT,
  useOrderList,
  useOrderRemark,
} from '../../../data/finance';
import { useListUrl } from '../../../data/list';
import { useUser, useUserLookup } from '../../../data/users';
import { downloadText, exportFileName, ordersCsv } from './orderExport';
import {
  applyOrderFilters,
  orderListCodec,
  toOrderApiQuery,
  toOrderFiltersValue,
} from './orderQuery';

/**
 * The order list's state: the URL (filters and the anchor of the page), the page with the totals,
 * the cursor paging (the anchors walked through, for Previous), the filter bar's value with the
 * buyer's name, and the remark saves with their toasts.
 */
export function useOrderListScreen() {
  const { t } = useTranslation();
  const toast = useToast();
  const url = useListUrl(orderListCodec, { ignoreForNarrowed: ['cursor', 'completedOnly'] });
  const { state } = url;
  const query = useMemo(() => toOrderApiQuery(state), [state]);
  const list = useOrderList(query);
  const remark = useOrderRemark();
  const userLookup = useUserLookup();
  const buyer = useUser(state.userId);
  const [picked, setPicked] = useState<ReadonlyMap<number, string>>(() => new Map());
  // The anchors of the pages before this one (Previous walks back through them).
  const [trail, setTrail] = useState<readonly (string | null)[]>([]);

  const userName =
    state.userId !== null
      ? (buyer.data?.nickname ??
        picked.get(state.userId) ??
        list.data?.items.find((o) => o.user_info.user_id === state.userId)?.user_info.nickname ??
        null)
      : null;

  const changeFilters = (patch: Partial<OrderFiltersValue>) => {
    const user = patch.user;
    if (user) setPicked((prev) => new Map([...prev, [user.id, user.name]]));
    setTrail([]);
    url.setState(applyOrderFilters(state, patch));
  };

  const saveRemark = async (order: OrderRowData, text: string) => {
    try {
      await remark.mutateAsync({ order_id: order.id, remark: text, version: order.version });
      toast.success(t('event-save-complete'));
    } catch (e) {
      toast.error(isRemarkConflict(e) ? t('fin-remark-conflict') : errorMessage(e));
      throw e;
    }
  };

  // The analytics export: every order of the filters (not only this page), up to 99,999.
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    if (exporting) return;
    setExporting(true);
    try {
      const { cursor: _cursor, ...filtersOnly } = state;
      const { orders, total } = await exportOrders(
        toOrderApiQuery({ ...filtersOnly, cursor: null }),
      );
      if (orders.length === 0) {
        toast.info(t('fin-export-empty'));
        return;
      }
      downloadText(exportFileName(Date.now()), ordersCsv(t, orders));
      if (total > orders.length) {
        toast.info(
          t('fin-export-capped', {
            count: orders.length,
            total,
            limit: ORDER_ANALYTICS_LIMIT,
          }),
        );
      } else {
        toast.success(t('fin-export-done', { count: orders.length }));
      }
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setExporting(false);
    }
  };

  const nextAnchor = list.data?.has_more ? list.data.next_anchor : '';
  return {
    url,
    list,
    saveRemark,
    exportCsv,
    exporting,
    filters: {
      value: toOrderFiltersValue(state, userName),
      onChange: changeFilters,
      onReset: () => {
        setTrail([]);
        url.setState(url.initial);
      },
      userSearch: {
        results: userLookup.results,
        onSearch: userLookup.onSearch,
        loading: userLookup.loading,
      },
    },
    pager: {
      hasPrevious: state.cursor !== null,
      hasNext: nextAnchor !== '',
      loading: list.isFetching,
      onNext: () => {
        if (!nextAnchor) return;
        setTrail((prev) => [...prev, state.cursor]);
        url.setState({ ...state, cursor: nextAnchor });
      },
      onPrevious: () => {
        const previous = trail.length ? (trail[trail.length - 1] ?? null) : null;
        setTrail((prev) => prev.slice(0, -1));
        url.setState({ ...state, cursor: previous });
      },
    },
  };
}
