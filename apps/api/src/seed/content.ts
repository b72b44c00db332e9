import { articleTags, articles, tagRelations, tags, users } from '../db/schema';
import type { AppContext } from '../http/types';
import { wordCount } from '../services/content';
import { ContentKind } from '../services/relations';
import { demoCover, seedImages } from './files';

/** A small deterministic PRNG (mulberry32): the same seed gives the same demo data everywhere. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}

const TAGS = [
  ['宏观', 'Macro'],
  ['A股', 'A-shares'],
  ['港股', 'HK stocks'],
  ['美股', 'US stocks'],
  ['债券', 'Bonds'],
  ['外汇', 'FX'],
  ['大宗商品', 'Commodities'],
  ['黄金', 'Gold'],
  ['原油', 'Crude oil'],
  ['央行', 'Central banks'],
  ['美联储', 'Federal Reserve'],
  ['房地产', 'Property'],
  ['新能源', 'New energy'],
  ['半导体', 'Semiconductors'],
  ['人工智能', 'AI'],
  ['消费', 'Consumer'],
  ['医药', 'Healthcare'],
  ['银行', 'Banks'],
  ['券商', 'Brokers'],
  ['基金', 'Funds'],
  ['科创板', 'STAR Market'],
  ['IPO', 'IPO'],
  ['财报', 'Earnings'],
  ['汽车', 'Autos'],
  ['光伏', 'Solar'],
  ['数字货币', 'Crypto'],
] as const;
const TOPICS = ['两会前瞻', '美联储议息', '中概股回归', '季度财报季', '稳增长政策'];
const AUTHORS: [string, string][] = [
  ['张晓明', '宏观研究员'],
  ['陈思远', '策略分析师'],
  ['刘佳', '固收研究员'],
  ['Zhao Min', 'Commodities desk'],
  ['黄立', '行业分析师'],
  ['Sarah Lin', 'Global markets editor'],
  ['周文', '港股策略'],
  ['吴倩', '科技行业研究'],
];
const SUBJECTS = [
  '央行',
  '美联储',
  '沪深300',
  '恒生指数',
  '人民币汇率',
  '十年期国债',
  '国际油价',
  '黄金价格',
  '新能源车企',
  '半导体板块',
  '房地产销售',
  '社融数据',
  'CPI',
  'PMI',
  '北向资金',
  '光伏龙头',
];
const VERBS = [
  '维持不变',
  '超预期回升',
  '连续三日走高',
  '明显回落',
  '创年内新高',
  '承压下行',
  '窄幅震荡',
  '迎来拐点',
];
const ANGLES = [
  '：市场如何解读',
  '，机构最新观点汇总',
  '，后市怎么看',
  '背后的三个信号',
  '，对A股意味着什么',
  '，投资者需要关注的风险',
  '：一文读懂',
];
const SENTENCES = [
  '从最新公布的数据来看，整体经济延续温和修复态势，但结构性分化依然明显。',
  '多家机构认为，政策端仍有进一步发力的空间，流动性将保持合理充裕。',
  'Analysts expect volatility to stay elevated until the next policy meeting.',
  '外资近期持续流入核心资产，成交额较上周明显放大。',
  '需要警惕的是，海外利率维持高位可能对估值形成压制。',
  '从历史经验看，类似情形下市场往往先抑后扬。',
  'The spread between onshore and offshore yuan narrowed to its tightest in a month.',
  '产业链上游价格企稳，中下游盈利有望逐步改善。',
];

const DAY = 86_400_000;

/** Tags, topics, authors and a few thousand articles across statuses, some scheduled. */
export async function seedContent(ctx: AppContext, articleCount = 3000) {
  const rnd = prng(20261122);
  const now = ctx.now();
  await seedImages(ctx);

  const tagRows = await ctx.db
    .insert(tags)
    .values([
      ...TAGS.map(([name, alias]) => ({
        name,
        alias,
        description: `${name}相关资讯`,
        hot_words: [],
        status: 'published',
        created_at: now - 400 * DAY,
        updated_at: now - 400 * DAY,
      })),
      ...TOPICS.map((name) => ({
        name,
        is_topic: true,
        description: `专题：${name}`,
        status: 'published',
        created_at: now - 200 * DAY,
        updated_at: now - 200 * DAY,
      })),
    ])
    .onConflictDoNothing()
    .returning({ id: tags.id, is_topic: tags.is_topic });
  const tagIds = tagRows.filter((t) => !t.is_topic).map((t) => t.id);
  const topicIds = tagRows.filter((t) => t.is_topic).map((t) => t.id);

  const authorRows = await ctx.db
    .insert(users)
    .values(
      AUTHORS.map(([nickname, description], i) => ({
        nickname,
        description,
        email: `author${i + 1}@newsdesk.test`,
        created_at: now - 500 * DAY,
        updated_at: now - 500 * DAY,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: users.id });
  const authorIds = authorRows.map((a) => a.id);
  if (authorIds.length === 0) return;

  const batch = 500;
  for (let start = 0; start < articleCount; start += batch) {
    const values: (typeof articles.$inferInsert)[] = [];
    for (let i = start; i < Math.min(articleCount, start + batch); i++) {
      const title = `${rnd.pick(SUBJECTS)}${rnd.pick(VERBS)}${rnd.pick(ANGLES)}`;
      const paragraphs = rnd.int(2, 12);
      const body = Array.from(
        { length: paragraphs },
        () => `<p>${Array.from({ length: rnd.int(2, 6) }, () => rnd.pick(SENTENCES)).join('')}</p>`,
      ).join('');
      const roll = rnd.next();
      const scheduled = i % 150 === 0;
      const status = scheduled
        ? 'draft'
        : roll < 0.74
          ? 'published'
          : roll < 0.92
            ? 'draft'
            : 'deleted';
      const displayTime = scheduled
        ? now + rnd.int(1, 96) * 3_600_000
        : now - rnd.int(0, 180 * 24) * 3_600_000 - rnd.int(0, 3_599_999);
      const views = status === 'published' ? rnd.int(50, 90_000) : 0;
      values.push({
        title,
        body,
        summary: body.replace(/<[^>]+>/g, '').slice(0, 80),
        // Seven articles in ten have a cover.
        cover_uri: i % 10 < 7 ? demoCover(i) : null,
        author_id: rnd.pick(authorIds),
        article_type: rnd.chance(0.9) ? 'article' : 'post',
        origin: rnd.pick(['NONE', 'NONE', 'WSCN', 'JIN10'] as const),
        display_time: displayTime,
        planned_published_at: scheduled ? displayTime : null,
        publish_requested: scheduled,
        published_at: status === 'published' ? displayTime : null,
        theme_id: rnd.chance(0.1) ? rnd.pick(topicIds) : null,
        vip_visibility: rnd.pick([0, 0, 0, 2, 3] as const),
        status,
        words_count: wordCount(body),
        comment_count: status === 'published' ? rnd.int(0, 300) : 0,
        page_views: views,
        liked: Math.floor(views / rnd.int(20, 60)),
        collected: Math.floor(views / rnd.int(80, 200)),
        is_featured: rnd.chance(0.05),
        is_front: rnd.chance(0.08),
        importance: rnd.pick([0, 0, 0, 1, 2, 3] as const),
        is_original: rnd.chance(0.4),
        created_at: Math.min(displayTime, now) - rnd.int(1, 48) * 3_600_000,
        updated_at: Math.min(displayTime, now),
      });
    }
    const inserted = await ctx.db.insert(articles).values(values).returning({ id: articles.id });
    const links: (typeof articleTags.$inferInsert)[] = [];
    const relations: (typeof tagRelations.$inferInsert)[] = [];
    for (const { id } of inserted) {
      const chosen = new Set<number>();
      const n = rnd.int(1, 3);
      while (chosen.size < n) chosen.add(rnd.pick(tagIds));
      for (const tag_id of chosen) links.push({ article_id: id, tag_id });
      if (rnd.chance(0.2)) {
        relations.push({
          item_kind: ContentKind.ARTICLE,
          item_id: id,
          tag_id: 0,
          group: rnd.pick([1, 2, 6, 99]),
          k: 0,
        });
      }
    }
    await ctx.db.insert(articleTags).values(links);
    if (relations.length) await ctx.db.insert(tagRelations).values(relations);
  }
}
