import { kvConfigs } from '../db/schema';
import type { AppContext } from '../http/types';
import type { OpsValues } from '../services/opsettings';
import { demoCover } from './files';

const DAY = 86_400_000;

/**
 * Demo operation settings (designed here): two app splash screens, the web navigator, three banner
 * slides, eight quick entries and the report categories with their sub-categories. Images are the
 * seed's demo covers (stored by `seedImages`).
 */
export function demoOpsValues(now: number): OpsValues {
  return {
    'app-splash': {
      items: [
        {
          id: 'spring-forum',
          title: '2026 春季策略会',
          image_uri: demoCover(1),
          link: 'https://example.cn/events/spring-forum',
          platforms: ['android', 'ios'],
          start_at: now - 2 * DAY,
          end_at: now + 12 * DAY,
          duration: 3,
          enabled: true,
        },
        {
          id: 'default',
          title: '默认开屏',
          image_uri: demoCover(2),
          link: '',
          platforms: ['android', 'ios'],
          start_at: now - 300 * DAY,
          end_at: now + 365 * DAY,
          duration: 2,
          enabled: true,
        },
      ],
    },
    navigator: {
      config: { title: '财经导航', columns: 4, show_icons: true },
      sites: [
        ['sse', '上海证券交易所', 'https://www.sse.com.cn', '沪市公告与行情'],
        ['szse', '深圳证券交易所', 'https://www.szse.cn', '深市公告与行情'],
        ['pbc', '中国人民银行', 'https://www.pbc.gov.cn', '货币政策与统计数据'],
        ['stats', '国家统计局', 'https://www.stats.gov.cn', '宏观经济数据'],
        ['csrc', '中国证监会', 'https://www.csrc.gov.cn', '监管动态'],
        ['reports', '研究报告', '/reports', '本站研报库'],
      ].map(([id, name, url, description], i) => ({
        id: id!,
        name: name!,
        url: url!,
        icon_uri: i < 4 ? demoCover(i + 4) : null,
        description: description!,
        enabled: id !== 'csrc',
      })),
    },
    'web-banner': {
      autoplay: true,
      interval: 5,
      items: [
        ['gold', '黄金创新高：避险情绪升温', '/content/gold-2026'],
        ['fed', '美联储议息前瞻', 'https://example.cn/fed-preview'],
        ['ev', '新能源车出海专题', '/topics/ev-global'],
      ].map(([id, title, link], i) => ({
        id: id!,
        title: title!,
        image_uri: demoCover(i + 8),
        link: link!,
        start_at: i === 2 ? now + 3 * DAY : null,
        end_at: null,
        enabled: true,
      })),
    },
    'web-entry': {
      items: [
        ['flash', '快讯', '/flash'],
        ['calendar', '财经日历', '/calendar'],
        ['reports', '研报', '/reports'],
        ['roadshow', '路演', '/roadshows'],
        ['video', '视频', '/videos'],
        ['data', '数据', '/data'],
        ['vip', '会员', '/membership'],
        ['app', '下载 App', 'https://example.cn/app'],
      ].map(([id, title, link], i) => ({
        id: id!,
        title: title!,
        image_uri: demoCover(i),
        link: link!,
        enabled: i < 7,
      })),
    },
    'omen-category': {
      categories: [
        ['macro', '宏观研究', ['china', '中国宏观'], ['global', '海外宏观']],
        ['strategy', '策略研究', ['a-share', 'A股策略'], ['hk', '港股策略']],
        ['industry', '行业研究', ['tech', '科技'], ['energy', '新能源'], ['consumer', '消费']],
        ['fixed', '固定收益', ['rates', '利率债'], ['credit', '信用债']],
      ].map(([id, name, ...children]) => ({
        id: id as string,
        name: name as string,
        enabled: true,
        children: (children as [string, string][]).map(([cid, cname]) => ({
          id: `${id as string}-${cid}`,
          name: cname,
          enabled: true,
        })),
      })),
    },
  };
}

const NAMES: Record<keyof OpsValues, string> = {
  'app-splash': 'App 开屏',
  navigator: '导航站点与配置',
  'web-banner': 'Web 横幅',
  'web-entry': 'Web 首页快捷入口',
  'omen-category': '研报分类',
};

export async function seedOpsSettings(ctx: AppContext) {
  const now = ctx.now();
  const values = demoOpsValues(now);
  await ctx.db
    .insert(kvConfigs)
    .values(
      (Object.keys(values) as (keyof OpsValues)[]).map((key) => ({
        key,
        name: NAMES[key],
        value: values[key],
        json_schema: null,
        created_at: now - 7 * DAY,
        updated_at: now - 7 * DAY,
      })),
    )
    .onConflictDoNothing();
}
