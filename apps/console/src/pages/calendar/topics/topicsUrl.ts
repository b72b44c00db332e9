import type { TopicTab } from '@newsdesk/ui';
import type { ListUrlCodec } from '../../../data/list';

/**
 * The topic list's URL: `tab` (Treasury by default, FAQ, Roadmap, All), `page`, and what is open:
 * `topic` (an id or `new`), `faq` (an id or `new`) or `roadmap` (an id or `new`).
 */
export interface TopicsUrlState {
  tab: TopicTab;
  page: number;
  topic: string | null;
  faq: string | null;
  roadmap: string | null;
}

const TABS: readonly TopicTab[] = ['TREASURY', 'FAQ', 'ROADMAP', 'ALL'];
const ref = (v: string | null) => (v && (v === 'new' || /^\d{1,18}$/.test(v)) ? v : null);

export const topicsUrlCodec: ListUrlCodec<TopicsUrlState> = {
  parse(p) {
    const tab = (p.get('tab') ?? '').toUpperCase() as TopicTab;
    const page = Number(p.get('page'));
    return {
      tab: TABS.includes(tab) ? tab : 'TREASURY',
      page: Number.isInteger(page) && page > 1 && page < 1e6 ? page : 1,
      topic: ref(p.get('topic')),
      faq: ref(p.get('faq')),
      roadmap: ref(p.get('roadmap')),
    };
  },
  serialize(s) {
    const p = new URLSearchParams();
    if (s.tab !== 'TREASURY') p.set('tab', s.tab.toLowerCase());
    if (s.page > 1) p.set('page', String(s.page));
    if (s.topic) p.set('topic', s.topic);
    if (s.faq) p.set('faq', s.faq);
    if (s.roadmap) p.set('roadmap', s.roadmap);
    return p;
  },
};
