import { inArray } from 'drizzle-orm';
import { tagCategories, tags } from '../db/schema';
import type { AppContext } from '../http/types';

const DAY = 86_400_000;

/** Industry tags among the demo tags, and a few company tags with their symbols (#12). */
const INDUSTRIES = ['半导体', '新能源', '光伏', '银行', '券商', '医药', '汽车', '房地产'];
const COMPANIES: [string, string][] = [
  ['贵州茅台', '600519'],
  ['宁德时代', '300750'],
  ['比亚迪', '002594'],
  ['招商银行', '600036'],
  ['中芯国际', '688981'],
];

/** The company and industry tag lists of the demo data: the same rows on every machine. */
export async function seedDesk(ctx: AppContext) {
  const now = ctx.now();
  const industries = await ctx.db
    .select({ id: tags.id })
    .from(tags)
    .where(inArray(tags.name, INDUSTRIES));
  const companies = await ctx.db
    .insert(tags)
    .values(
      COMPANIES.map(([name, symbol], i) => ({
        name,
        symbol,
        description: `${name}（${symbol}）`,
        hot_words: [],
        status: 'published',
        created_at: now - (200 + i) * DAY,
        updated_at: now - (200 + i) * DAY,
      })),
    )
    .returning({ id: tags.id });
  await ctx.db
    .insert(tagCategories)
    .values([
      ...industries.map((t) => ({ tag_id: t.id, category: 'industry' })),
      ...companies.map((t) => ({ tag_id: t.id, category: 'company' })),
    ]);
  ctx.counts.invalidate('tags');
}
