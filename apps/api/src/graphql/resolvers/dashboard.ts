import type { GraphqlContext } from '..';
import { ApiError } from '../../http/errors';
import { getHotContent } from '../../services/dashboard';
import type { ResolverMap } from '.';

export const dashboardResolvers: ResolverMap = {
  Query: {
    daily_topk(_: unknown, a: { day: number; size?: number | null }, { ctx }: GraphqlContext) {
      const size = a.size ?? 8;
      if (!Number.isInteger(size) || size < 1 || size > 100) {
        throw ApiError.field('size', 'range', 'size must be between 1 and 100');
      }
      return getHotContent(ctx, a.day, size);
    },
  },
};
