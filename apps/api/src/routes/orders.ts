import type { MainHandlers } from '../http/types';
import { listOrders, remarkOrder } from '../services/orders';

/** Orders (operations §4): filters, anchor paging, totals; staff remarks. Admins only. */
export const orderHandlers = {
  listOrders: ({ ctx, query }) => listOrders(ctx, query ?? {}),
  remarkOrder: ({ ctx, body }) => remarkOrder(ctx, body),
} satisfies MainHandlers;
