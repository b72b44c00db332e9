import { eq } from 'drizzle-orm';
import type { GraphqlContext } from '..';
import { kvConfigs } from '../../db/schema';
import type { ResolverMap } from '.';

export const kvResolvers: ResolverMap = {
  Query: {
    /** A missing key is null without an error (the console then uses its default). */
    async kv(_: unknown, a: { key: string }, { ctx }: GraphqlContext) {
      const [row] = await ctx.db.select().from(kvConfigs).where(eq(kvConfigs.key, a.key)).limit(1);
      return row ? { ...row, schema: row.json_schema ?? null } : null;
    },
  },
};
