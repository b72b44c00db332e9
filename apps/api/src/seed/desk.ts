import { inArray } from 'drizzle-orm';
import { assets, tagCategories, tags, viewpoints } from '../db/schema';
import type { AppContext } from '../http/types';
import { dayStartGmt8 } from '../services/chinaTime';
import { getHotContent } from '../services/dashboard';
import { saveDailyReport } from '../services/desk';

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
  await seedDeskScreens(ctx, {
    industries: industries.map((t) => t.id),
    companies: companies.map((t) => t.id),
  });
}

const ANALYSTS = ['王磊', '陈静', 'Emily Zhou', '刘洋', 'Mark Lee'];
const VIEW_TITLES = [
  '白酒龙头估值回到合理区间',
  '动力电池价格战接近尾声',
  '银行板块的高股息逻辑仍在',
  '半导体设备国产替代加速',
  '光伏产业链库存见底信号',
  '券商受益于成交量回升',
  '新能源车出口维持高增长',
  '医药集采影响边际减弱',
];

/** Assets of the demo data: [name, code, market, kind]. */
const ASSETS: [string, string, string, string][] = [
  ['贵州茅台', '600519', 'SH', 'STOCK'],
  ['宁德时代', '300750', 'SZ', 'STOCK'],
  ['比亚迪', '002594', 'SZ', 'STOCK'],
  ['招商银行', '600036', 'SH', 'STOCK'],
  ['中芯国际', '688981', 'SH', 'STOCK'],
  ['腾讯控股', '00700', 'HK', 'STOCK'],
  ['Apple', 'AAPL', 'US', 'STOCK'],
  ['NVIDIA', 'NVDA', 'US', 'STOCK'],
  ['上证指数', '000001', 'SH', 'INDEX'],
  ['沪深300', '000300', 'SH', 'INDEX'],
  ['创业板指', '399006', 'SZ', 'INDEX'],
  ['恒生指数', 'HSI', 'HK', 'INDEX'],
  ['纳斯达克综合指数', 'IXIC', 'US', 'INDEX'],
  ['华夏上证50ETF', '510050', 'SH', 'FUND'],
  ['十年期国债', 'CGB10Y', 'GLOBAL', 'BOND'],
  ['美元/人民币', 'USDCNY', 'GLOBAL', 'FOREX'],
  ['欧元/美元', 'EURUSD', 'GLOBAL', 'FOREX'],
  ['伦敦金', 'XAUUSD', 'GLOBAL', 'COMMODITY'],
  ['WTI原油', 'CL', 'GLOBAL', 'COMMODITY'],
  ['比特币', 'BTC', 'GLOBAL', 'CRYPTO'],
  ['北证50', '899050', 'BJ', 'INDEX'],
  ['美团', '03690', 'HK', 'STOCK'],
];

/** Viewpoints, assets and yesterday's saved daily report (the desk screens, designed here). */
async function seedDeskScreens(ctx: AppContext, t: { industries: number[]; companies: number[] }) {
  const now = ctx.now();
  await ctx.db.insert(viewpoints).values(
    Array.from({ length: 36 }, (_, i) => {
      const company = i % COMPANIES.length;
      const at = now - i * 5 * 3_600_000;
      return {
        author: ANALYSTS[i % ANALYSTS.length]!,
        title: `${VIEW_TITLES[i % VIEW_TITLES.length]}${i >= VIEW_TITLES.length ? `（${Math.floor(i / VIEW_TITLES.length) + 1}）` : ''}`,
        body: `<p>${COMPANIES[company]![0]}：${VIEW_TITLES[i % VIEW_TITLES.length]}，短期关注业绩兑现节奏。</p>`,
        symbols: [COMPANIES[company]![1]],
        tag_ids: [t.companies[company], t.industries[i % Math.max(1, t.industries.length)]].filter(
          (x): x is number => x !== undefined,
        ),
        display_time: at,
        status: i % 9 === 4 ? 'draft' : i % 17 === 16 ? 'deleted' : 'published',
        created_at: at,
        updated_at: at,
      };
    }),
  );
  await ctx.db.insert(assets).values(
    ASSETS.map(([name, code, market, kind], i) => ({
      name,
      code,
      market,
      kind,
      status: i % 11 === 10 ? 'INACTIVE' : 'ACTIVE',
      tag_ids: i < t.companies.length ? [t.companies[i]!] : [],
      created_at: now - (100 - i) * DAY,
      updated_at: now - (100 - i) * DAY,
    })),
  );
  const yesterday = dayStartGmt8(now) - DAY;
  const top = await getHotContent(ctx, yesterday, 8);
  if (top.length) {
    await saveDailyReport(
      ctx,
      yesterday,
      0,
      top.map((c) => ({ kind: c.kind as number, id: Number(c.raw_id) })),
    );
  }
}
