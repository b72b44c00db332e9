import { fromChinaParts } from '../../utils/chinaTime';
import type { TagRowData } from './types';

const updated = fromChinaParts({ year: 2026, month: 11, day: 24, hour: 16, minute: 20 });

const tag = (id: number, name: string, extra: Partial<TagRowData> = {}): TagRowData => ({
  id,
  name,
  is_topic: false,
  category: null,
  description: null,
  cover_url: null,
  image: null,
  hot_words: [],
  alias: [],
  symbol: null,
  status: 'published',
  version: 1,
  updated_at: updated - id * 3_600_000,
  ...extra,
});

export const tagRows: TagRowData[] = [
  tag(7, 'Macro', { description: 'Macro economy', hot_words: ['CPI', 'PMI'], alias: ['宏观'] }),
  tag(8, 'Rates', { hot_words: ['LPR', 'MLF'] }),
  tag(9, 'Kweichow Moutai', { category: 'company', symbol: '600519' }),
  tag(10, 'Semiconductors', { category: 'industry', hot_words: ['chips'] }),
  tag(11, 'Carbon neutrality', { is_topic: true, status: 'draft' }),
];

export const longTagRows: TagRowData[] = [
  tag(21, '中国人民银行货币政策委员会季度例会及公开市场操作专题', {
    is_topic: true,
    hot_words: ['降准', '降息', '逆回购', '中期借贷便利', '常备借贷便利', '再贷款'],
  }),
  tag(22, 'Federal Reserve System Open Market Committee statements and minutes', {
    symbol: 'FOMC',
  }),
];
