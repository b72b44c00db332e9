import type { GraphQLResolveInfo } from 'graphql';
import type { GraphqlContext } from '..';
import { orderStatistics, queryOrders, querySkus, type Period } from '../../services/finance';
import { connection, idsOf, pageOf, selectedFields, type PageArgs } from '../util';
import type { ResolverMap } from '.';

export const financeResolvers: ResolverMap = {
  Query: {
    async orders(
      _: unknown,
      a: PageArgs & {
        order_no?: string | null;
        user_id?: string | number | null;
        order_state?: string | null;
        pay_channel?: string[] | null;
        platform?: string[] | null;
        source?: string | null;
        start_time?: number | null;
        end_time?: number | null;
      },
      { ctx }: GraphqlContext,
    ) {
      const page = pageOf(a);
      const { nodes, total, totalAmount } = await queryOrders(
        ctx,
        {
          orderNo: a.order_no,
          userId:
            a.user_id === undefined || a.user_id === null
              ? undefined
              : idsOf([a.user_id], 'user_id')[0],
          state: a.order_state,
          payChannels: a.pay_channel,
          platforms: a.platform,
          source: a.source,
          start: a.start_time,
          end: a.end_time,
        },
        page,
      );
      return { ...connection(page, nodes, total), total_amount: totalAmount };
    },
    order_statistics: (
      _: unknown,
      a: { period: Period; limit?: number | null; end_time?: number | null },
      { ctx }: GraphqlContext,
      info: GraphQLResolveInfo,
    ) => {
      // The breakdowns are a grouped query each: only those the operation asks for are run (the
      // dashboard's revenue asks for none of them).
      const asked = selectedFields(info, ['nodes']);
      return orderStatistics(ctx, a.period, a.limit, a.end_time, {
        payChannels: asked.has('pay_channel_statistics'),
        platforms: asked.has('platform_statistics'),
        skus: asked.has('sku_statistics'),
      });
    },
    async skus(
      _: unknown,
      a: { pagination?: PageArgs | null; on_sale?: boolean | null; track?: string | null },
      { ctx }: GraphqlContext,
    ) {
      const page = pageOf(a.pagination ?? {}, 10, 'pagination.');
      const { nodes, total } = await querySkus(ctx, { onSale: a.on_sale, track: a.track }, page);
      return connection(page, nodes, total);
    },
  },
};
