import type { AppContext } from '../http/types';
import { presentEvents, presentTopics } from '../services/calendar';
import {
  presentArticles,
  presentFaqs,
  presentLinks,
  presentReports,
  presentRoadmaps,
  presentTags,
  presentVideos,
  presentWscnLives,
  type ContentOut,
  type ContentRef,
  type Entity,
  type Presented,
  type Presenter,
} from '../services/content-graph';
import { ContentKind } from '../services/relations';
import { presentRoadshows } from '../services/roadshow-groups';
import { presentGroups, presentItems, presentSources } from '../services/sources';
import { Loader } from './util';

/** The table (presenter) behind each content kind; kinds sharing a table share a loader. */
const TABLE_OF: Record<number, number> = {
  [ContentKind.ARTICLE]: ContentKind.ARTICLE,
  [ContentKind.POST]: ContentKind.ARTICLE,
  [ContentKind.VIDEO]: ContentKind.VIDEO,
  [ContentKind.REPORT]: ContentKind.REPORT,
  [ContentKind.ROADSHOW]: ContentKind.ROADSHOW,
  [ContentKind.LINK]: ContentKind.LINK,
  [ContentKind.FAQ]: ContentKind.FAQ,
  [ContentKind.ROADMAP]: ContentKind.ROADMAP,
  [ContentKind.CALENDAR]: ContentKind.CALENDAR,
  [ContentKind.FINANCE_EVENT]: ContentKind.CALENDAR,
  [ContentKind.CALENDAR_TOPIC]: ContentKind.CALENDAR_TOPIC,
  [ContentKind.TAG]: ContentKind.TAG,
  [ContentKind.TOPIC]: ContentKind.TAG,
  [ContentKind.EXTERNAL_SOURCE]: ContentKind.EXTERNAL_SOURCE,
  [ContentKind.EXTERNAL_SOURCE_GROUP]: ContentKind.EXTERNAL_SOURCE_GROUP,
  [ContentKind.EXTERNAL_ITEM]: ContentKind.EXTERNAL_ITEM,
  [ContentKind.WALLSTREET_LIVES]: ContentKind.WALLSTREET_LIVES,
};

const PRESENTERS: Record<number, Presenter> = {
  [ContentKind.ARTICLE]: presentArticles,
  [ContentKind.VIDEO]: presentVideos,
  [ContentKind.REPORT]: presentReports,
  [ContentKind.ROADSHOW]: presentRoadshows,
  [ContentKind.LINK]: presentLinks,
  [ContentKind.FAQ]: presentFaqs,
  [ContentKind.ROADMAP]: presentRoadmaps,
  [ContentKind.CALENDAR]: presentEvents,
  [ContentKind.CALENDAR_TOPIC]: presentTopics,
  [ContentKind.TAG]: presentTags,
  [ContentKind.EXTERNAL_SOURCE]: presentSources,
  [ContentKind.EXTERNAL_SOURCE_GROUP]: presentGroups,
  [ContentKind.EXTERNAL_ITEM]: presentItems,
  [ContentKind.WALLSTREET_LIVES]: presentWscnLives,
};

/** Per-request loaders of content records: one query batch per table and tick. */
export class EntityLoaders {
  private readonly loaders = new Map<number, Loader<number, Presented>>();

  constructor(private readonly ctx: AppContext) {}

  /** Whether the kind has records behind it. */
  static supports(kind: number): boolean {
    return TABLE_OF[kind] !== undefined;
  }

  private loader(kind: number): Loader<number, Presented> | undefined {
    const table = TABLE_OF[kind];
    if (table === undefined) return undefined;
    let l = this.loaders.get(table);
    if (!l) {
      const present = PRESENTERS[table]!;
      l = new Loader((ids) => present(this.ctx, ids));
      this.loaders.set(table, l);
    }
    return l;
  }

  private readonly batches = new Map<string, Loader<unknown, unknown>>();

  /**
   * A loader for one field with one set of arguments (`name` includes them), e.g. the contents of
   * every tag of a list: the parents asked for in one tick are fetched together.
   */
  batch<K, V>(name: string, fetch: (keys: K[]) => Promise<Map<K, V>>): Loader<K, V> {
    let l = this.batches.get(name) as Loader<K, V> | undefined;
    if (!l) {
      l = new Loader(fetch);
      this.batches.set(name, l as Loader<unknown, unknown>);
    }
    return l;
  }

  async get(kind: number, id: number): Promise<Presented | undefined> {
    return this.loader(kind)?.load(id);
  }

  async entities(kind: number, ids: readonly number[]): Promise<Entity[]> {
    const found = await Promise.all(ids.map((id) => this.get(kind, id)));
    return found.filter((p): p is Presented => p !== undefined).map((p) => p.entity);
  }

  /** Content wrappers of `refs`, in their order (missing ones left out). */
  async contents(refs: readonly ContentRef[]): Promise<ContentOut[]> {
    const found = await Promise.all(refs.map((r) => this.get(r.kind, r.id)));
    return found.filter((p): p is Presented => p !== undefined).map((p) => p.content);
  }
}
