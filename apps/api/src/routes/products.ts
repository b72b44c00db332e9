import type { MainHandlers } from '../http/types';
import { listCoupons } from '../services/products';

/** Coupons for the coupon selection panel (designed here; products are the GraphQL `skus`). */
export const productHandlers = {
  listCoupons: ({ ctx, query }) => listCoupons(ctx, query),
} satisfies MainHandlers;
