import { and, asc, eq, like, ne } from 'drizzle-orm';
import {
  articles,
  calendarEvents,
  calendarTopics,
  contentDailyViews,
  creditAccounts,
  creditExpenses,
  creditSubscriptions,
  episodes,
  externalItems,
  externalSourceGroupMembers,
  externalSourceGroups,
  externalSources,
  externalSubSources,
  faqs,
  follows,
  kvConfigs,
  links,
  memberships,
  messageActions,
  orderItems,
  orderTransactions,
  orders,
  privileges,
  pushNotifications,
  reports,
  roadmaps,
  roadshowUserGroupMembers,
  roadshowUserGroups,
  roadshows,
  skus,
  systemMessages,
  tagRelations,
  tags,
  users,
  videos,
  wscnLives,
} from '../db/schema';
import type { AppContext } from '../http/types';
import { ContentKind, RelationGroup } from '../services/relations';
import { NO_END } from '../services/users';
import { DEMO_PREVIEW, demoCover, demoEpisode, seedEpisodeFiles } from './files';
import { prng } from './content';
import { GMT8_OFFSET_MS as GMT8 } from '../services/chinaTime';

/**
 * The rest of the demo data, after the articles (seed/content.ts): videos with episodes, reports,
 * roadshows and their user groups, links, FAQs, roadmaps, this week's finance calendar and its
 * topics, ~500 readers with memberships, privileges and credit, SKUs and 90 days of orders with
 * payments, push history, system messages, key-value configs, external sources and items, flash
 * news, today's views and the readers' interactions. Deterministic: one seeded PRNG and times
 * relative to `ctx.now()` at seed time. Rows go in multi-row batches.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Rnd = ReturnType<typeof prng>;
type Db = AppContext['db'];

/** Inserts `rows` in batches of `size` (one multi-row INSERT each) and returns the new ids. */
async function bulk<T extends Record<string, unknown>>(
  db: Db,
  table: Parameters<Db['insert']>[0],
  rows: T[],
  size = 500,
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += size) {
    const chunk = rows.slice(i, i + size);
    const hasId = 'id' in (table as unknown as Record<string, unknown>);
    if (hasId) {
      const inserted = (await db
        .insert(table)
        .values(chunk as never)
        .returning({ id: (table as unknown as { id: never }).id })) as { id: number }[];
      ids.push(...inserted.map((r) => r.id));
    } else {
      await db.insert(table).values(chunk as never);
    }
  }
  return ids;
}

const FAMILY = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '黄',
  '赵',
  '吴',
  '周',
  '徐',
  '孙',
  '马',
  '朱',
  '胡',
  '郭',
  '何',
  '林',
  '罗',
  '高',
];
const GIVEN = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '磊',
  '洋',
  '勇',
  '艳',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
  '秀英',
  '华',
  '慧',
  '建国',
  '晓东',
  '思琪',
  '子涵',
  '一鸣',
  '雨桐',
  '浩然',
];
const OCCUPATIONS = [
  '基金经理',
  '分析师',
  '交易员',
  '投资顾问',
  '财务总监',
  '个人投资者',
  '研究员',
  '记者',
  '企业主',
  '学生',
];
const INDUSTRIES = ['金融', '科技', '制造业', '消费', '医药', '能源', '房地产', '教育', '咨询'];
const COUNTRIES = ['CN', 'CN', 'CN', 'CN', 'HK', 'SG', 'US', 'GB', 'JP', 'TW'];

const VIDEO_TITLES = [
  '早盘速递',
  '收评：',
  '首席对话',
  '一图看懂',
  '深度访谈',
  '策略周报',
  '宏观夜读',
  '行业掘金',
];
const VIDEO_TOPICS = [
  '美联储议息前瞻',
  '人民币汇率走势',
  '新能源车产业链',
  'AI算力投资机会',
  '黄金还能涨多久',
  '港股估值修复',
  '债市拐点信号',
  '消费复苏进度',
];
const REPORT_TOPICS = [
  '宏观经济月报',
  '银行业季度跟踪',
  '半导体行业深度',
  '新能源车月度数据点评',
  '固收策略周报',
  '海外市场展望',
  '医药行业研究',
  '大宗商品周评',
  'A股策略月报',
  '房地产行业跟踪',
];
const INSTITUTIONS = [
  '中金公司',
  '中信证券',
  '华泰证券',
  '国泰君安',
  '招商证券',
  '海通证券',
  '广发证券',
  '兴业证券',
];
const ROADSHOW_TOPICS = [
  '年度投资策略会',
  '业绩说明会',
  '新能源专题路演',
  '宏观经济闭门会',
  '科技行业交流会',
  '医药创新论坛',
  '固收投资沙龙',
  '港股通策略会',
];
const SPEAKERS = [
  '张晓明 首席经济学家',
  '陈思远 策略分析师',
  '刘佳 固收研究员',
  '黄立 行业分析师',
  '周文 港股策略',
  '吴倩 科技行业研究',
];

const CAL_EVENTS: [string, string, string, number][] = [
  ['CN', '中国', 'CPI年率', 3],
  ['CN', '中国', 'PPI年率', 2],
  ['CN', '中国', '官方制造业PMI', 3],
  ['CN', '中国', '社会融资规模增量', 2],
  ['CN', '中国', '一年期LPR', 3],
  ['US', '美国', '非农就业人数', 3],
  ['US', '美国', '失业率', 3],
  ['US', '美国', '核心PCE物价指数年率', 3],
  ['US', '美国', '初请失业金人数', 2],
  ['US', '美国', 'ISM制造业PMI', 2],
  ['EU', '欧元区', 'CPI年率初值', 2],
  ['EU', '欧元区', '欧洲央行利率决议', 3],
  ['JP', '日本', '央行利率决议', 3],
  ['GB', '英国', 'GDP季率', 2],
  ['DE', '德国', 'IFO商业景气指数', 1],
  ['AU', '澳大利亚', '联储利率决议', 2],
  ['CA', '加拿大', '失业率', 1],
  ['HK', '中国香港', 'GDP年率', 1],
];
const SOURCES_OF: Record<string, string> = {
  CN: '国家统计局',
  US: '美国劳工部',
  EU: '欧盟统计局',
  JP: '日本央行',
  GB: '英国国家统计局',
  DE: 'IFO研究所',
  AU: '澳洲联储',
  CA: '加拿大统计局',
  HK: '香港政府统计处',
};

const LIVE_TEXTS = [
  '【央行开展逆回购操作】央行今日开展%d亿元7天期逆回购操作，中标利率维持不变。',
  '【美元指数短线走高】美元指数日内涨超0.%d%%，非美货币普遍承压。',
  '【A股三大指数集体高开】沪指高开0.%d%%，创业板指高开。',
  '【国际油价走弱】WTI原油期货日内跌幅扩大至%d%%。',
  '【现货黄金刷新日内高点】现货黄金短线拉升%d美元。',
  '【港股午间收盘】恒生指数半日涨%d点，科技股领涨。',
  '【北向资金净买入】北向资金今日净买入%d亿元。',
  '【离岸人民币走强】离岸人民币兑美元日内升值%d个基点。',
];

const SKU_DEFS: [string, number, string, string, string[]][] = [
  ['黑金会员 月卡', 6800, '1 month', 'membership', ['android', 'ios', 'web', 'wap']],
  ['黑金会员 季卡', 18800, '3 months', 'membership', ['android', 'ios', 'web', 'wap']],
  ['黑金会员 年卡', 68800, '12 months', 'membership', ['android', 'ios', 'web', 'pc_web', 'wap']],
  ['黑金会员 年卡 (App Store)', 69800, '12 months', 'membership', ['ios_iap']],
  ['Meta 会员 年卡', 298800, '12 months', 'membership', ['web', 'pc_web']],
  ['宏观研究 专栏', 19900, 'permanent', 'column', ['android', 'ios', 'web', 'lite']],
  ['港股投资课', 39900, 'permanent', 'course', ['android', 'ios', 'web', 'lite']],
  ['基金入门训练营', 9900, '30 days', 'course', ['android', 'ios', 'lite', 'wap']],
  ['AI 研报积分包 500', 4900, '500 credits', 'credit', ['android', 'ios', 'web']],
  ['AI 研报积分包 2000', 16900, '2000 credits', 'credit', ['android', 'ios', 'web']],
  ['机构终端 年度授权', 1280000, '12 months', 'terminal', ['pc_web']],
  ['晨会纪要 订阅', 2900, '1 month', 'column', ['android', 'ios', 'web']],
];
const PAY_BY_PLATFORM: Record<string, string[]> = {
  android: ['alipay', 'wechat', 'alipay', 'wechat'],
  ios: ['alipay', 'wechat', 'apple'],
  ios_iap: ['apple'],
  web: ['alipay_pc', 'alipay_qr', 'wechat_qr'],
  pc_web: ['alipay_pc', 'wechat_qr'],
  wap: ['alipay_h5', 'wechat_h5', 'wechat_pub'],
  lite: ['wechat_lite'],
};

/** Start of the GMT+8 day containing `t`. */
const dayStart = (t: number) => Math.floor((t + GMT8) / DAY) * DAY - GMT8;

export async function seedDemo(ctx: AppContext) {
  const rnd = prng(4_2026_11);
  const now = ctx.now();
  const db = ctx.db;

  const authorIds = (
    await db
      .select({ id: users.id })
      .from(users)
      .where(like(users.email, 'author%@newsdesk.test'))
      .orderBy(asc(users.id))
  ).map((r) => r.id);
  const staffIds = (
    await db
      .select({ id: users.id })
      .from(users)
      .where(like(users.email, '%@newsdesk.test'))
      .orderBy(asc(users.id))
  ).map((r) => r.id);
  const published = await db
    .select({ id: articles.id, author_id: articles.author_id })
    .from(articles)
    .where(eq(articles.status, 'published'))
    .orderBy(asc(articles.id));
  const publishedIds = published.map((a) => a.id);
  const tagIds = (
    await db
      .select({ id: tags.id })
      .from(tags)
      .where(and(ne(tags.id, 0), eq(tags.is_topic, false)))
      .orderBy(asc(tags.id))
  ).map((t) => t.id);
  if (authorIds.length === 0 || tagIds.length === 0) return;

  const readerIds = await seedReaders(ctx, rnd, now);
  const reportIds = await seedReports(db, rnd, now, authorIds, tagIds);
  await seedEpisodeFiles(ctx);
  const videoIds = await seedVideos(db, rnd, now, authorIds, tagIds, publishedIds, reportIds);
  await seedRoadshows(
    db,
    rnd,
    now,
    authorIds,
    tagIds,
    publishedIds,
    reportIds,
    videoIds,
    readerIds,
  );
  await seedSecondHost(db, rnd, now, tagIds);
  await seedCalendar(db, rnd, now, tagIds);
  await seedCommerce(db, rnd, now, readerIds);
  await seedMessages(db, rnd, now, staffIds, publishedIds, readerIds);
  await seedConfigs(db, now);
  await seedSources(db, rnd, now, tagIds);
  await seedLives(db, rnd, now);
  await seedActivity(db, rnd, now, published, readerIds, authorIds);
}

async function seedReaders(ctx: AppContext, rnd: Rnd, now: number): Promise<number[]> {
  const rows: (typeof users.$inferInsert)[] = [];
  for (let i = 0; i < 500; i++) {
    const nickname = `${rnd.pick(FAMILY)}${rnd.pick(GIVEN)}${rnd.chance(0.3) ? rnd.int(1, 99) : ''}`;
    // More recent sign-ups than old ones.
    const age = Math.floor(365 * rnd.next() ** 2 * DAY);
    const created = now - age - rnd.int(0, DAY - 1);
    rows.push({
      nickname,
      email: rnd.chance(0.7) ? `reader${i + 1}@example.cn` : null,
      phone: rnd.chance(0.8)
        ? `+86 13${rnd.int(0, 9)}${String(10_000_000 + i * 7919).slice(0, 8)}`
        : null,
      gender: rnd.pick([1, 2, 1, 2, null] as const),
      occupation: rnd.chance(0.6) ? rnd.pick(OCCUPATIONS) : null,
      industry: rnd.chance(0.5) ? rnd.pick(INDUSTRIES) : null,
      country: rnd.pick(COUNTRIES),
      description: rnd.chance(0.2) ? '关注宏观与大类资产配置' : null,
      verified_name: rnd.chance(0.15) ? nickname.replace(/\d+$/, '') : null,
      is_institution: i % 40 === 0,
      status: i % 60 === 7 ? 'frozen' : 'good',
      created_at: created,
      updated_at: created,
    });
  }
  const ids = await bulk(ctx.db, users, rows);
  const ms: (typeof memberships.$inferInsert)[] = [];
  const ps: (typeof privileges.$inferInsert)[] = [];
  const subs: (typeof creditSubscriptions.$inferInsert)[] = [];
  const credits: (typeof creditAccounts.$inferInsert)[] = [];
  ids.forEach((id, i) => {
    ms.push({ user_id: id, level: 1, expired_at: NO_END });
    const roll = rnd.next();
    if (roll < 0.25) ms.push({ user_id: id, level: 2, expired_at: now + rnd.int(-60, 330) * DAY });
    else if (roll < 0.32)
      ms.push({ user_id: id, level: 3, expired_at: now + rnd.int(-30, 365) * DAY });
    if (rows[i]!.is_institution) {
      ms.push({ user_id: id, level: 110, expired_at: now + rnd.int(30, 400) * DAY });
      ps.push({ user_id: id, name: 'terminal', expired_at: now + rnd.int(30, 400) * DAY });
      ps.push({ user_id: id, name: 'report', expired_at: NO_END });
    } else if (rnd.chance(0.05)) {
      ps.push({ user_id: id, name: 'report', expired_at: now + rnd.int(-20, 200) * DAY });
    }
    if (rnd.chance(0.12)) {
      const started = now - rnd.int(1, 200) * DAY;
      subs.push({
        user_id: id,
        plan: rnd.pick(['monthly', 'yearly'] as const),
        started_at: started,
        expired_at: started + rnd.int(30, 365) * DAY,
        payment_state: rnd.chance(0.9) ? 'COMPLETE' : 'UNPAID',
        created_at: started,
        updated_at: started,
      });
      credits.push({
        user_id: id,
        amount: rnd.int(0, 2000),
        expired_at: now + rnd.int(5, 60) * DAY,
        reset_at: dayStart(now) + rnd.int(1, 30) * DAY,
      });
    }
  });
  await bulk(ctx.db, memberships, ms, 1000);
  await bulk(ctx.db, privileges, ps, 1000);
  await bulk(ctx.db, creditSubscriptions, subs);
  await bulk(ctx.db, creditAccounts, credits);
  return ids;
}

async function seedReports(db: Db, rnd: Rnd, now: number, authorIds: number[], tagIds: number[]) {
  const rows: (typeof reports.$inferInsert)[] = [];
  for (let i = 0; i < 120; i++) {
    const t = now - rnd.int(0, 150) * DAY - rnd.int(0, DAY);
    const inst = rnd.pick(INSTITUTIONS);
    const title = `${inst}：${rnd.pick(REPORT_TOPICS)}（${new Date(t + GMT8).getUTCMonth() + 1}月）`;
    rows.push({
      title,
      url: `report-demo-${i + 1}.pdf`,
      extension: 'pdf',
      markdown: `# ${title}\n\n## 核心观点\n\n- 经济延续修复，结构分化\n- 政策保持连续性\n\n## 风险提示\n\n海外衰退超预期。`,
      vip_visibility: rnd.pick([0, 2, 2, 3] as const),
      display_time: t,
      summary: `${inst}最新研究：${rnd.pick(REPORT_TOPICS)}要点摘录。`,
      feed_info: { institution: inst, pages: rnd.int(8, 60) },
      status: rnd.chance(0.9) ? 'published' : 'draft',
      page_views: rnd.int(20, 20_000),
      author_id: rnd.pick(authorIds),
      created_at: t - HOUR,
      updated_at: t,
    });
  }
  const ids = await bulk(db, reports, rows);
  await relate(db, rnd, ContentKind.REPORT, ids, tagIds, [RelationGroup.NONE, 9, 12]);
  return ids;
}

/** Plain tags (group NONE) and a channel for some items of one kind. */
async function relate(
  db: Db,
  rnd: Rnd,
  kind: number,
  ids: number[],
  tagIds: number[],
  groups: number[],
) {
  const rows: (typeof tagRelations.$inferInsert)[] = [];
  for (const id of ids) {
    const chosen = new Set<number>();
    const n = rnd.int(1, 2);
    while (chosen.size < n) chosen.add(rnd.pick(tagIds));
    for (const tag_id of chosen) {
      rows.push({ item_kind: kind, item_id: id, tag_id, group: RelationGroup.NONE, k: 0 });
    }
    if (rnd.chance(0.4)) {
      const group = rnd.pick(groups.filter((g) => g !== RelationGroup.NONE));
      rows.push({ item_kind: kind, item_id: id, tag_id: 0, group, k: rnd.int(0, 10) });
    }
  }
  await bulk(db, tagRelations, rows, 1000);
}

async function seedVideos(
  db: Db,
  rnd: Rnd,
  now: number,
  authorIds: number[],
  tagIds: number[],
  articleIds: number[],
  reportIds: number[],
) {
  const rows: (typeof videos.$inferInsert)[] = [];
  for (let i = 0; i < 80; i++) {
    const scheduled = i % 20 === 0;
    const t = scheduled
      ? now + rnd.int(2, 72) * HOUR
      : now - rnd.int(0, 120) * DAY - rnd.int(0, DAY);
    const status = scheduled
      ? 'draft'
      : rnd.chance(0.85)
        ? 'published'
        : rnd.chance(0.5)
          ? 'draft'
          : 'deleted';
    rows.push({
      title: `${rnd.pick(VIDEO_TITLES)}${rnd.pick(VIDEO_TOPICS)}`,
      cover_uri: demoCover(i + 3),
      description: `${rnd.pick(SPEAKERS)}解读${rnd.pick(VIDEO_TOPICS)}。`,
      display_time: t,
      planned_published_at: scheduled ? t : null,
      published_at: status === 'published' ? t : null,
      vip_visibility: rnd.pick([0, 0, 2, 3] as const),
      status,
      author_id: rnd.pick(authorIds),
      related_article_ids: rnd.chance(0.6)
        ? [...new Set(Array.from({ length: rnd.int(1, 3) }, () => rnd.pick(articleIds)))]
        : [],
      related_report_ids: rnd.chance(0.3) ? [rnd.pick(reportIds)] : [],
      schedule_open: scheduled,
      schedule_time: scheduled ? t : null,
      page_views: status === 'published' ? rnd.int(100, 50_000) : 0,
      // A scheduled video was last saved before now (the scheduler publishes only videos whose
      // schedule is later than their last save).
      created_at: Math.min(t, now) - 2 * HOUR,
      updated_at: Math.min(t, now - HOUR),
    });
  }
  const ids = await bulk(db, videos, rows);
  const eps: (typeof episodes.$inferInsert)[] = [];
  ids.forEach((videoId, i) => {
    const n = rnd.int(1, 3);
    for (let p = 0; p < n; p++) {
      const file = demoEpisode(rnd.int(180, 3600));
      eps.push({
        video_id: videoId,
        position: p,
        name: n === 1 ? '正片' : `第${p + 1}集`,
        key: file.key,
        type: 'video/mp4',
        url: file.key,
        preview_url: DEMO_PREVIEW.key,
        preview_duration: DEMO_PREVIEW.seconds,
        size: file.size,
        duration: file.duration,
        display_time: rows[i]!.display_time,
        // Screenshots from the demo images; the files are playable mp4s of silence whose length
        // and size are the episode's (seed/files.ts).
        thumbnails: [demoCover(i + p), demoCover(i + p + 5)],
        preview_ok: true,
        thumbnail_ok: true,
        upload_status: 2,
      });
    }
  });
  await bulk(db, episodes, eps);
  await relate(db, rnd, ContentKind.VIDEO, ids, tagIds, [RelationGroup.NONE, 7, 14]);
  return ids;
}

async function seedRoadshows(
  db: Db,
  rnd: Rnd,
  now: number,
  authorIds: number[],
  tagIds: number[],
  articleIds: number[],
  reportIds: number[],
  videoIds: number[],
  readerIds: number[],
) {
  const groupNames = ['机构客户', '黑金核心会员', '媒体嘉宾', '内部员工', 'VIP 路演名单'];
  const groupIds = await bulk(
    db,
    roadshowUserGroups,
    groupNames.map((name, i) => ({
      name,
      description: `${name}（演示数据）`,
      created_at: now - (60 - i * 7) * DAY,
      updated_at: now - (60 - i * 7) * DAY,
    })),
  );
  const members: (typeof roadshowUserGroupMembers.$inferInsert)[] = [];
  for (const group_id of groupIds) {
    const chosen = new Set<number>();
    const n = rnd.int(8, 40);
    while (chosen.size < n) chosen.add(rnd.pick(readerIds));
    for (const user_id of chosen) members.push({ group_id, user_id });
  }
  await bulk(db, roadshowUserGroupMembers, members, 1000);

  const rows: (typeof roadshows.$inferInsert)[] = [];
  for (let i = 0; i < 36; i++) {
    // A third finished, a few in progress now, the rest in the coming weeks.
    const phase = i % 12 === 0 ? 'live' : i % 3 === 0 ? 'past' : i % 3 === 1 ? 'future' : 'past';
    const start =
      phase === 'live'
        ? now - rnd.int(10, 50) * 60_000
        : phase === 'past'
          ? now - rnd.int(1, 90) * DAY
          : now + rnd.int(1, 30) * DAY;
    const end = start + rnd.int(1, 3) * HOUR;
    const meeting = rnd.chance(0.4);
    const code = String(100_000_000 + i * 7_654_321).slice(0, 9);
    rows.push({
      title: `${rnd.pick(INSTITUTIONS)}${rnd.pick(ROADSHOW_TOPICS)}`,
      live_status: phase === 'live' ? 2 : phase === 'past' ? 3 : 1,
      live_method: rnd.pick(['online', 'offline', 'video'] as const),
      people: rnd.pick(SPEAKERS),
      poster: demoCover(i + 7),
      start_time: start,
      end_time: end,
      summary: '围绕宏观形势与行业机会展开交流，欢迎提问。',
      body: '<p>议程：</p><ol><li>宏观经济展望</li><li>行业配置建议</li><li>问答环节</li></ol>',
      status: rnd.chance(0.85) ? 'published' : 'draft',
      video_id: phase === 'past' && rnd.chance(0.4) ? rnd.pick(videoIds) : null,
      vip_visibility: rnd.pick([0, 2, 3] as const),
      is_home: i % 7 === 0,
      channel: meeting ? 'TENCENT_MEETING' : 'NONE',
      auto_create_meeting: meeting,
      tencent_meeting: meeting
        ? {
            meeting_id: `tm-${code}`,
            meeting_code: code,
            join_url: `https://meeting.tencent.com/dm/${code}`,
            password: String(1000 + i),
            wl_include: [{ key: '2', kind: 'MEMBERSHIP_LEVEL', name: 'BlackGold' }],
            wl_exclude: [],
          }
        : null,
      password_user_group_id: meeting ? rnd.pick(groupIds) : null,
      related_article_ids: rnd.chance(0.5) ? [rnd.pick(articleIds)] : [],
      related_report_ids: rnd.chance(0.4) ? [rnd.pick(reportIds)] : [],
      author_id: rnd.pick(authorIds),
      created_at: Math.min(start, now) - 5 * DAY,
      updated_at: Math.min(start, now) - DAY,
    });
  }
  const ids = await bulk(db, roadshows, rows);
  await relate(db, rnd, ContentKind.ROADSHOW, ids, tagIds, [RelationGroup.NONE, 8, 14]);
}

async function seedSecondHost(db: Db, rnd: Rnd, now: number, tagIds: number[]) {
  const linkRows = Array.from({ length: 40 }, (_, i) => {
    const t = now - rnd.int(0, 200) * DAY;
    const [title, to] = rnd.pick([
      ['央行公开市场业务公告', 'https://www.pbc.gov.cn/zhengcehuobisi/'],
      ['国家统计局数据发布', 'https://www.stats.gov.cn/sj/'],
      ['上交所公告', 'https://www.sse.com.cn/disclosure/'],
      ['深交所信息披露', 'https://www.szse.cn/disclosure/'],
      ['美联储议息声明', 'https://www.federalreserve.gov/monetarypolicy.htm'],
      ['港交所披露易', 'https://www.hkexnews.hk/'],
    ] as const);
    return {
      title: `${title} ${i + 1}`,
      to,
      status: i % 10 === 9 ? 'deleted' : 'published',
      created_at: t,
      updated_at: t,
    };
  });
  const linkIds = await bulk(db, links, linkRows);
  await relate(db, rnd, ContentKind.LINK, linkIds, tagIds, [RelationGroup.NONE, 10]);
  const faqRows = Array.from({ length: 12 }, (_, i) => ({
    items: [
      {
        title: `如何开通黑金会员？（${i + 1}）`,
        body: '<p>在 App「我的」页面选择会员中心即可开通。</p>',
        link: null,
      },
      {
        title: '会员权益包括哪些？',
        body: '<p>包括独家研报、深度文章与路演回放。</p>',
        link: 'https://example.cn/vip',
      },
      { title: '如何申请发票？', body: '<p>订单完成后在订单详情页申请电子发票。</p>', link: null },
    ],
    created_at: now - (40 - i) * DAY,
    updated_at: now - (40 - i) * DAY,
  }));
  await bulk(db, faqs, faqRows);
  const roadmapRows = Array.from({ length: 6 }, (_, i) => ({
    content: [
      {
        title: `${['国债发行', '美联储议息', '财报季', '政策会议', 'IPO 排期', '指数调整'][i]}路线图`,
        content: [
          { title: '第一阶段', content: [{ title: '预告与准备', content: [] }] },
          { title: '第二阶段', content: [{ title: '发布与解读', content: [] }] },
        ],
      },
    ],
    created_at: now - (30 - i) * DAY,
    updated_at: now - (30 - i) * DAY,
  }));
  await bulk(db, roadmaps, roadmapRows);
}

async function seedCalendar(db: Db, rnd: Rnd, now: number, tagIds: number[]) {
  // This week (Monday 00:00 GMT+8), plus the week before and after.
  const today = dayStart(now);
  const weekday = (new Date(today + GMT8).getUTCDay() + 6) % 7;
  const monday = today - weekday * DAY;
  const rows: (typeof calendarEvents.$inferInsert)[] = [];
  for (let d = -7; d < 14; d++) {
    const n = d >= 0 && d < 7 ? rnd.int(6, 12) : rnd.int(2, 5);
    for (let k = 0; k < n; k++) {
      const [country, , event, importance] = rnd.pick(CAL_EVENTS);
      const dateOnly = rnd.chance(0.1);
      const t =
        monday + d * DAY + (dateOnly ? 0 : rnd.pick([9.5, 10, 14, 16, 20.5, 21.5, 22]) * HOUR);
      const prev = (rnd.next() * 5).toFixed(1);
      const past = t < now;
      rows.push({
        country,
        event,
        importance,
        source: SOURCES_OF[country] ?? null,
        status: rnd.chance(0.05) ? 'deleted' : rnd.chance(0.05) ? 'draft' : 'published',
        title: `${country === 'CN' ? '中国' : ''}${event}`,
        display_time: t,
        time_format: dateOnly ? 'DATE' : 'DATETIME',
        forecast: `${(Number(prev) + (rnd.next() - 0.5)).toFixed(1)}%`,
        previous: `${prev}%`,
        revised: rnd.chance(0.2) ? `${(Number(prev) + 0.1).toFixed(1)}%` : null,
        actual: past ? `${(Number(prev) + (rnd.next() - 0.5)).toFixed(1)}%` : null,
        body: `<p>${event}：关注数据对市场预期的影响。</p>`,
        created_at: monday - 7 * DAY,
        updated_at: monday - 7 * DAY,
      });
    }
  }
  const ids = await bulk(db, calendarEvents, rows);
  await relate(db, rnd, ContentKind.CALENDAR, ids, tagIds, [RelationGroup.NONE, 16]);
  const topics: [string, string, string, number][] = [
    ['国债发行', '财政部国债发行安排', 'monthly', 3],
    ['地方债发行', '地方政府专项债发行节奏', 'weekly', 3],
    ['美国国债拍卖', '美国财政部国债拍卖', 'weekly', 3],
    ['央行公开市场操作', '逆回购与MLF操作', 'daily', 4],
    ['美联储议息会议', 'FOMC 议息日程与点阵图', 'every 6 weeks', 4],
    ['LPR 报价', '贷款市场报价利率', 'monthly', 4],
    ['财报季路线', '上市公司财报披露时间线', 'quarterly', 5],
    ['两会日程', '全国两会重要议程', 'yearly', 5],
    ['IPO 上市安排', '新股申购与上市日程', 'weekly', 5],
    ['社融与信贷数据', '金融数据发布', 'monthly', 4],
    ['PMI 数据', '制造业与非制造业PMI', 'monthly', 4],
    ['CPI/PPI 数据', '通胀数据发布', 'monthly', 3],
  ];
  const topicIds = await bulk(
    db,
    calendarTopics,
    topics.map(([name, description, period], i) => ({
      name,
      description,
      period,
      website: 'https://www.example.cn/calendar',
      organization: rnd.pick(['财政部', '中国人民银行', '美联储', '国家统计局', '证监会']),
      status: i === 11 ? 'draft' : 'published',
      created_at: now - (100 - i) * DAY,
      updated_at: now - (100 - i) * DAY,
    })),
  );
  await bulk(
    db,
    tagRelations,
    topicIds.map((id, i) => ({
      item_kind: ContentKind.CALENDAR_TOPIC,
      item_id: id,
      tag_id: 0,
      group: topics[i]![3],
      k: 0,
    })),
  );
}

async function seedCommerce(db: Db, rnd: Rnd, now: number, readerIds: number[]) {
  const skuRows = SKU_DEFS.map(([name, price, duration, track, platforms], i) => ({
    commodity_id: 100 + Math.floor(i / 3),
    name,
    cover_uri: demoCover(i + 11),
    price,
    spec_attrs: [
      { key: 'duration', value: duration },
      { key: 'type', value: track },
    ],
    platforms,
    on_sale: i !== 7,
    track,
  }));
  const skuIds = await bulk(db, skus, skuRows);
  const orderRows: (typeof orders.$inferInsert)[] = [];
  const lines: { sku: number; qty: number }[] = [];
  const start = dayStart(now) - 89 * DAY;
  for (let i = 0; i < 3200; i++) {
    const created = start + Math.floor(rnd.next() * (now - start));
    const s = rnd.int(0, skuIds.length - 1);
    const [name, price, , , platforms] = SKU_DEFS[s]!;
    const qty = rnd.chance(0.92) ? 1 : 2;
    const discount = rnd.chance(0.2) ? rnd.pick([0.8, 0.9, 0.95]) : 1;
    const amount = price * qty;
    const complete = rnd.chance(0.82);
    orderRows.push({
      order_no: `ND${new Date(created + GMT8).toISOString().slice(0, 10).replace(/-/g, '')}${String(i + 1).padStart(6, '0')}`,
      user_id: rnd.pick(readerIds),
      platform: rnd.pick(platforms),
      state: complete ? 'COMPLETE' : 'UNPAID',
      title: name,
      amount,
      real_pay_amount: complete ? Math.round(amount * discount) : 0,
      source: rnd.pick([
        'app',
        'app',
        'web',
        'campaign-double11',
        'campaign-618',
        'referral',
        null,
      ] as const),
      remark: rnd.chance(0.03) ? '客服已联系' : null,
      created_at: created,
      updated_at: created,
    });
    lines.push({ sku: s, qty });
  }
  const orderIds = await bulk(db, orders, orderRows, 1000);
  const items: (typeof orderItems.$inferInsert)[] = [];
  const payments: (typeof orderTransactions.$inferInsert)[] = [];
  orderIds.forEach((order_id, i) => {
    const o = orderRows[i]!;
    const line = lines[i]!;
    const sku = skuRows[line.sku]!;
    items.push({
      order_id,
      sku_id: skuIds[line.sku]!,
      sku_detail: { id: skuIds[line.sku]!, ...sku },
      quantity: line.qty,
      price: sku.price,
    });
    if (o.state === 'COMPLETE') {
      payments.push({
        order_id,
        pay_time: o.created_at + rnd.int(5, 600) * 1000,
        pay_channel: rnd.pick(PAY_BY_PLATFORM[o.platform] ?? ['alipay']),
        amount: o.real_pay_amount,
      });
    }
  });
  await bulk(db, orderItems, items, 1000);
  await bulk(db, orderTransactions, payments, 1000);
}

async function seedMessages(
  db: Db,
  rnd: Rnd,
  now: number,
  staffIds: number[],
  articleIds: number[],
  readerIds: number[],
) {
  const pushes: (typeof pushNotifications.$inferInsert)[] = [];
  for (let i = 0; i < 80; i++) {
    const future = i % 16 === 0;
    const t = future ? now + rnd.int(2, 48) * HOUR : now - rnd.int(0, 60) * DAY - rnd.int(0, DAY);
    const status = future
      ? 'scheduled'
      : rnd.pick(['sent', 'sent', 'sent', 'sent', 'failed', 'cancelled'] as const);
    const sent = status === 'sent' ? rnd.int(20_000, 400_000) : 0;
    pushes.push({
      title: rnd.pick(['突发', '重磅', '盘前必读', '晚间要闻', '数据速递']),
      body: `${rnd.pick(VIDEO_TOPICS)}：点击查看详情`,
      platform: rnd.pick(['all', 'all', 'android', 'ios'] as const),
      start_time: t,
      extra: { url: null, content_kind: ContentKind.ARTICLE, content_id: rnd.pick(articleIds) },
      status,
      error: status === 'failed' ? 'provider rejected the request' : null,
      sent_count: sent,
      open_count: Math.floor(sent * rnd.next() * 0.08),
      dismiss_count: Math.floor(sent * rnd.next() * 0.2),
      created_by: rnd.pick(staffIds),
      created_at: t - rnd.int(1, 24) * HOUR,
      updated_at: t,
    });
  }
  await bulk(db, pushNotifications, pushes);
  const msgs: (typeof systemMessages.$inferInsert)[] = [];
  for (let i = 0; i < 30; i++) {
    const scheduled = i % 10 === 0;
    const draft = i % 10 === 5;
    const t = now - rnd.int(0, 90) * DAY;
    const sendAt = scheduled ? now + rnd.int(1, 10) * DAY : null;
    const audience =
      i % 3 === 0
        ? { type: 'all' }
        : i % 3 === 1
          ? { type: 'membership', membership_levels: [2, 3] }
          : { type: 'users', user_ids: [rnd.pick(readerIds), rnd.pick(readerIds)] };
    msgs.push({
      title: rnd.pick([
        '会员权益升级通知',
        '系统维护公告',
        '新功能上线',
        '年度报告已发布',
        '活动邀请',
      ]),
      content: '<p>感谢您的支持，详情请查看活动页面。</p>',
      url: rnd.chance(0.5) ? 'https://example.cn/notice' : null,
      audience,
      send_at: sendAt,
      sent_at: scheduled || draft ? null : t,
      status: draft ? 'draft' : 'published',
      author_id: rnd.pick(staffIds),
      // Mostly system notices; some filed under the other notification types (#19).
      notification_type: (['system', 'system', 'follow', 'comment', 'like', 'at'] as const)[i % 6],
      created_at: t,
      updated_at: t,
    });
  }
  await bulk(db, systemMessages, msgs);
}

async function seedConfigs(db: Db, now: number) {
  const stamp = { created_at: now - 30 * DAY, updated_at: now - 30 * DAY };
  await bulk(db, kvConfigs, [
    {
      key: 'editor-article-template',
      name: '文章模板',
      value: {
        templates: [
          {
            id: 'morning',
            name: '早盘速递',
            body: '<h2>隔夜市场</h2><p></p><h2>今日关注</h2><p></p>',
            is_default: true,
          },
          {
            id: 'deep',
            name: '深度分析',
            body: '<h2>核心观点</h2><p></p><h2>逻辑推演</h2><p></p><h2>风险提示</h2><p></p>',
            is_default: false,
          },
          {
            id: 'data',
            name: '数据点评',
            body: '<p>数据：</p><p>预期：</p><p>解读：</p>',
            is_default: false,
          },
        ],
      },
      json_schema: null,
      ...stamp,
    },
    {
      key: 'omni-notification',
      name: '全站通知',
      value: {
        title: '系统升级通知',
        body: '本周六 02:00-04:00 系统维护，期间部分功能不可用。',
        url: 'https://example.cn/notice/maintenance',
        publishedAt: new Date(now - 2 * DAY + GMT8).toISOString().replace('Z', '+08:00'),
      },
      json_schema: null,
      ...stamp,
    },
    {
      key: 'console-home-slogan',
      name: '控制台首页标语',
      value: ['专业、及时、可信的财经内容', '让每一条资讯都经得起推敲', '数据驱动，洞见未来'],
      json_schema: { title: 'Slogans', type: 'array', items: { title: 'Slogan', type: 'string' } },
      ...stamp,
    },
    {
      key: 'hot-search-words',
      name: '热搜词',
      value: ['美联储', '黄金', '人民币汇率', '新能源车', 'AI算力'],
      json_schema: { title: 'Words', type: 'array', items: { title: 'Word', type: 'string' } },
      ...stamp,
    },
  ]);
  await bulk(db, creditExpenses, [
    { kind: 'ai_summary', price: 5, ...stamp },
    { kind: 'ai_translate', price: 8, ...stamp },
    { kind: 'report_download', price: 20, ...stamp },
    { kind: 'terminal_export', price: 50, ...stamp },
  ]);
}

async function seedSources(db: Db, rnd: Rnd, now: number, tagIds: number[]) {
  const defs: [string, string, string][] = [
    ['pbc', '中国人民银行', 'official'],
    ['stats', '国家统计局', 'official'],
    ['csrc', '中国证监会', 'official'],
    ['mof', '财政部', 'official'],
    ['sse', '上海证券交易所', 'exchange'],
    ['szse', '深圳证券交易所', 'exchange'],
    ['hkex', '香港交易所', 'exchange'],
    ['fed', 'Federal Reserve', 'official'],
    ['ecb', 'European Central Bank', 'official'],
    ['cicc', '中金公司研究部', 'research'],
    ['citic', '中信证券研究部', 'research'],
    ['htsc', '华泰证券研究所', 'research'],
    ['caixin', '财新网', 'media'],
    ['yicai', '第一财经', 'media'],
    ['21jingji', '21世纪经济报道', 'media'],
    ['reuters-cn', 'Reuters 中文', 'media'],
    ['bloomberg', 'Bloomberg', 'media'],
    ['jin10', '金十数据', 'feed'],
    ['wscn', '华尔街见闻', 'feed'],
    ['cls', '财联社', 'feed'],
  ];
  const sourceIds = await bulk(
    db,
    externalSources,
    defs.map(([key, name, type], i) => ({
      key,
      name,
      nickname: name.slice(0, 4),
      type,
      status: i % 9 === 8 ? 'draft' : 'published',
      website: `https://www.example.cn/${key}`,
      publish_frequency: rnd.pick(['daily', 'hourly', 'weekly', 'real-time'] as const),
      publish_organization: name,
      crawler_source: `crawler-${key}`,
      description: `${name}公开信息`,
      created_at: now - (300 - i) * DAY,
      updated_at: now - (300 - i) * DAY,
    })),
  );
  // Sub-sources (#15): the central bank's and the Shanghai exchange's sections; the others have
  // none. No random draws, so the rest of the demo data stays as it was.
  const subDefs: [string, string, string][] = [
    ['pbc', 'announcements', '公告信息'],
    ['pbc', 'monetary-policy', '货币政策'],
    ['pbc', 'open-market', '公开市场业务'],
    ['sse', 'disclosure', '上市公司公告'],
    ['sse', 'rules', '本所业务规则'],
  ];
  await bulk(
    db,
    externalSubSources,
    subDefs.map(([source, key, name], i) => ({
      source_id: sourceIds[defs.findIndex(([k]) => k === source)]!,
      key,
      name,
      url: `https://www.example.cn/${source}/${key}`,
      position: subDefs.slice(0, i).filter(([s]) => s === source).length,
      created_at: now - 300 * DAY,
      updated_at: now - 300 * DAY,
    })),
  );
  const groups: [string, string][] = [
    ['监管机构', 'official'],
    ['交易所', 'exchange'],
    ['券商研究', 'research'],
    ['财经媒体', 'media'],
    ['快讯源', 'feed'],
  ];
  const groupIds = await bulk(
    db,
    externalSourceGroups,
    groups.map(([name], i) => ({
      name,
      description: `${name}来源组`,
      created_at: now - (200 - i) * DAY,
      updated_at: now - (200 - i) * DAY,
    })),
  );
  await bulk(
    db,
    externalSourceGroupMembers,
    defs.map(([, , type], i) => ({
      group_id: groupIds[groups.findIndex(([, t]) => t === type)]!,
      source_id: sourceIds[i]!,
    })),
  );
  const items: (typeof externalItems.$inferInsert)[] = [];
  for (let i = 0; i < 400; i++) {
    const s = rnd.int(0, defs.length - 1);
    const t = now - rnd.int(0, 30 * 24) * HOUR - rnd.int(0, HOUR);
    items.push({
      source_id: sourceIds[s]!,
      title: `${defs[s]![1]}：${rnd.pick(REPORT_TOPICS)}`,
      description: '来源原文摘要。',
      body: '<p>原文内容节选。</p>',
      url: `https://www.example.cn/${defs[s]![0]}/${i + 1}`,
      display_time: t,
      status: rnd.chance(0.8) ? 'published' : 'draft',
      synchronized: rnd.chance(0.35),
      created_at: t,
      updated_at: t,
    });
  }
  const itemIds = await bulk(db, externalItems, items);
  await relate(db, rnd, ContentKind.EXTERNAL_ITEM, itemIds, tagIds, [RelationGroup.NONE, 2]);
}

async function seedLives(db: Db, rnd: Rnd, now: number) {
  const rows: (typeof wscnLives.$inferInsert)[] = [];
  for (let i = 0; i < 600; i++) {
    const t = now - i * rnd.int(5, 25) * 60_000;
    const text = rnd
      .pick(LIVE_TEXTS)
      .replace(/%d/, String(rnd.int(1, 900)))
      .replace('%%', '%');
    const deleted = rnd.chance(0.03);
    rows.push({
      title: rnd.chance(0.3) ? text.slice(1, text.indexOf('】')) : '',
      content: `<p>${text}</p>`,
      content_more: rnd.chance(0.1) ? '<p>分析人士认为，短期波动不改中长期趋势。</p>' : null,
      images: rnd.chance(0.05) ? [demoCover(i)] : [],
      score: rnd.pick([1, 1, 1, 2, 3] as const),
      status: deleted ? 'deleted' : 'published',
      is_deleted: deleted,
      display_time: t,
      original_updated_at: t + rnd.int(0, 600) * 1000,
      created_at: t,
      updated_at: t,
    });
  }
  await bulk(db, wscnLives, rows);
}

/** Today's and the last week's views (the dashboard's popular content), follows and the feed. */
async function seedActivity(
  db: Db,
  rnd: Rnd,
  now: number,
  published: { id: number; author_id: number | null }[],
  readerIds: number[],
  authorIds: number[],
) {
  const today = dayStart(now);
  const recent = published.slice(-300);
  const views: (typeof contentDailyViews.$inferInsert)[] = [];
  for (let d = 0; d < 7; d++) {
    const chosen = new Set<number>();
    while (chosen.size < Math.min(60, recent.length)) chosen.add(rnd.pick(recent).id);
    for (const id of chosen) {
      views.push({
        day: today - d * DAY,
        content_kind: ContentKind.ARTICLE,
        content_id: id,
        viewed: Math.floor(rnd.int(20, 8000) * (d === 0 ? (now - today) / DAY + 0.05 : 1)),
      });
    }
  }
  await bulk(db, contentDailyViews, views, 1000);
  const followRows = new Map<string, typeof follows.$inferInsert>();
  for (let i = 0; i < 900; i++) {
    const user_id = rnd.pick(authorIds);
    const follower_id = rnd.pick(readerIds);
    followRows.set(`${user_id}:${follower_id}`, {
      user_id,
      follower_id,
      created_at: now - rnd.int(0, 120 * 24) * HOUR,
    });
  }
  await bulk(db, follows, [...followRows.values()], 1000);
  const actions: (typeof messageActions.$inferInsert)[] = [];
  const comments = [
    '分析很到位',
    '学习了，感谢分享',
    '数据来源能补充一下吗？',
    '不太同意这个观点',
    '期待后续跟踪',
  ];
  for (let i = 0; i < 800; i++) {
    const a = rnd.pick(recent);
    const action = rnd.pick(['comment', 'like', 'like', 'at', 'follow'] as const);
    const follow = action === 'follow';
    actions.push({
      action,
      user_id: rnd.pick(readerIds),
      content_kind: follow ? null : ContentKind.ARTICLE,
      content_id: follow ? null : a.id,
      comment: action === 'comment' || action === 'at' ? rnd.pick(comments) : null,
      target_user_id: follow ? rnd.pick(authorIds) : a.author_id,
      created_at: now - rnd.int(0, 30 * 24 * 60) * 60_000,
    });
  }
  await bulk(db, messageActions, actions, 1000);
}
