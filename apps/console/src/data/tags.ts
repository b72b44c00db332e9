import {
  ERROR_MESSAGES,
  gql,
  isDuplicate,
  isNotFound,
  unwrap,
  type Second,
} from '@newsdesk/api-client';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { api } from './clients';
import { tagKeys } from './tagLookup';
import { ContentKind, type ContentKindName } from './contentRoutes';
import { graphqlClient } from './graphql';

export * from './tagLookup';

// ── The tag screens (#12): list, detail, writes, channels, hot search words ─────────────────

/** A tag as `/tag` answers it (with its category, designed here). */
export type Tag = Second.components['schemas']['CategorizedTag'];
export type TagCategory = Second.components['schemas']['TagCategory'];
export type TagCreate = Second.components['schemas']['TagCreate'];
export type TagUpdate = Second.components['schemas']['TagUpdate'];

export const TAG_PAGE_SIZE = 20;

export interface TagListQuery {
  kw: string;
  isTopic: boolean | undefined;
  category: TagCategory | undefined;
  page: number;
}

export const tagScreenKeys = {
  lists: () => [...tagKeys.all, 'list'] as const,
  list: (q: TagListQuery) => [...tagScreenKeys.lists(), q] as const,
  contents: (id: number) => [...tagKeys.all, 'contents', id] as const,
  channel: (id: number, group: gql.TagRelationGroup) =>
    [...tagScreenKeys.contents(id), group] as const,
  hotWords: () => ['kv', HOT_WORDS_KEY] as const,
};

export const getTag = (id: number): Promise<Tag> =>
  unwrap(api.second.GET('/tag/{id}', { params: { path: { id } } }));

/** A page of the tag list (by name); the previous page stays on screen while the next loads. */
export function useTagList(q: TagListQuery) {
  return useQuery({
    queryKey: tagScreenKeys.list(q),
    queryFn: () =>
      unwrap(
        api.second.POST('/tag/query', {
          body: {
            ...(q.kw ? { kw: q.kw } : {}),
            ...(q.isTopic !== undefined ? { is_topic: q.isTopic } : {}),
            ...(q.category ? { category: q.category } : {}),
            page: q.page,
            limit: TAG_PAGE_SIZE,
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** One tag (the detail page); it shares its cache entry with the name lookups. */
export function useTag(id: number | null) {
  return useQuery({
    queryKey: tagKeys.detail(id ?? -1),
    queryFn: () => getTag(id!),
    enabled: id !== null && Number.isInteger(id) && id >= 0,
    retry: false,
  });
}

/**
 * The tag writes; every one refreshes the lists and searches and puts the answer in the detail
 * entry. Failures come back as the catalogue's errors: `isDuplicate` is "Repeat Tag" (40010).
 */
export function useTagWrites() {
  const queryClient = useQueryClient();
  const settle = (tag?: Tag) => {
    if (tag) queryClient.setQueryData(tagKeys.detail(tag.id), tag);
    void queryClient.invalidateQueries({ queryKey: tagScreenKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: tagKeys.searches() });
  };
  const create = useMutation({
    mutationFn: (body: TagCreate) => unwrap(api.second.POST('/tag', { body })),
    onSuccess: settle,
  });
  const update = useMutation({
    mutationFn: (body: TagUpdate) => unwrap(api.second.PUT('/tag', { body })),
    onSuccess: settle,
  });
  const remove = useMutation({
    mutationFn: (v: { id: number; version: number }) =>
      unwrap(api.second.DELETE('/tag', { body: v })),
    onSuccess: settle,
  });
  return { create, update, remove };
}

/**
 * The field error a tag write answered, as the form shows it: the server's duplicate refusal is
 * "Repeat Tag" next to the name, in the console's language (`desk-tag-repeat`, 标签重复 in Chinese).
 */
export const tagWriteFieldError = (e: unknown, t: TFunction): { name?: string } =>
  isDuplicate(e) ? { name: t('desk-tag-repeat') } : {};

const CHANNEL_PAGE = 200;
const NOT_DELETED: gql.ContentStatus[] = ['DRAFT', 'PUBLISHED'];

/** The GraphQL name of a tag-relation group number (content §3). */
const GROUP_NAMES: Record<number, gql.TagRelationGroup> = {
  99: 'ALL',
  0: 'NONE',
  1: 'FEATURED_FLOW',
  2: 'LATEST',
  3: 'TREASURY',
  4: 'FAQ',
  5: 'ROADMAP',
  6: 'RESEARCH_ARTICLES',
  7: 'RESEARCH_VIDEOS',
  8: 'ROADSHOW',
  9: 'REPORT',
  10: 'LINK',
  11: 'FLASH',
  12: 'INSTITUTION_REPORT',
  13: 'MATRIX_TERMINAL',
  14: 'WEBSITE_HOME',
  15: 'ORIGINAL_CONTENT',
  16: 'FINANCE_EVENT',
  17: 'DOCUMENT_IB_REPORT',
  18: 'DOCUMENT_ARCHIVE',
  19: 'DOCUMENT_COMPANY',
  20: 'AI_GENERATED_CONTENT',
  21: 'VIEWPOINT',
  22: 'XINHUA_FINANCE_DAILY_REPORT',
};

export interface ChannelItem {
  kind: number;
  raw_id: number;
  title: string;
  status: 'draft' | 'published' | 'deleted';
  datetime: number;
}

/**
 * The contents of a tag in one channel (ALL covers every group), newest first, 200 at a time as
 * the list scrolls. Read through Apollo without its cache (content §7: queries use no cache), so
 * the pages live only here. Not asked for an unpublished tag: its content shows once published.
 */
export function useTagChannel(tagId: number, group: number, { enabled }: { enabled: boolean }) {
  const name = GROUP_NAMES[group] ?? 'ALL';
  const read = useInfiniteQuery({
    queryKey: tagScreenKeys.channel(tagId, name),
    enabled,
    initialPageParam: 0,
    queryFn: async ({ pageParam }) => {
      const client = await graphqlClient();
      const { data } = await client.query({
        query: gql.ContentsDocument,
        variables: {
          tag_id: String(tagId),
          group: name,
          status: NOT_DELETED,
          first: CHANNEL_PAGE,
          offset: pageParam,
        },
        fetchPolicy: 'no-cache',
      });
      if (!data) throw new Error(ERROR_MESSAGES.apiService);
      return data.contents;
    },
    getNextPageParam: (last, pages) =>
      last.page_info.has_next_page ? pages.length * CHANNEL_PAGE : undefined,
  });
  const items = useMemo<ChannelItem[]>(
    () =>
      (read.data?.pages ?? []).flatMap((p) =>
        p.nodes.map((n) => ({
          kind: ContentKind[n.kind as ContentKindName],
          raw_id: Number(n.raw_id),
          title: n.title,
          status: n.status.toLowerCase() as ChannelItem['status'],
          datetime: n.datetime,
        })),
      ),
    [read.data],
  );
  return {
    items,
    total: read.data?.pages[0]?.total_count,
    loading: read.isPending && enabled,
    fetchingMore: read.isFetchingNextPage,
    error: read.error,
    retry: () => void read.refetch(),
    loadMore: () => {
      if (read.hasNextPage && !read.isFetchingNextPage) void read.fetchNextPage();
    },
  };
}

/** The key-value entry of the hot search words editor (content §2, §7). */
export const HOT_WORDS_KEY = 'hot-search-words';

/** The hot search words; an entry never saved reads as none. */
export function useHotWords() {
  return useQuery({
    queryKey: tagScreenKeys.hotWords(),
    queryFn: async () => {
      try {
        const entry = await unwrap(
          api.main.GET('/v1/admin/kv/{key}', { params: { path: { key: HOT_WORDS_KEY } } }),
        );
        const words = Array.isArray(entry.value)
          ? entry.value.filter((w): w is string => typeof w === 'string')
          : [];
        return { words, version: entry.version as number | undefined, name: entry.name };
      } catch (e) {
        if (isNotFound(e)) return { words: [] as string[], version: undefined, name: undefined };
        throw e;
      }
    },
  });
}

export function useSaveHotWords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { words: string[]; version: number | undefined; name: string | undefined }) =>
      unwrap(
        api.main.POST('/v1/admin/kv/{key}', {
          params: { path: { key: HOT_WORDS_KEY } },
          body: {
            key: HOT_WORDS_KEY,
            name: v.name ?? 'Hot search words',
            value: v.words,
            ...(v.version !== undefined ? { version: v.version } : {}),
          },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tagScreenKeys.hotWords() }),
  });
}

// ── Adding and removing content of a channel (content §4 tag relations) ────────────────────

const GROUP_NUMBERS: Record<string, number> = Object.fromEntries(
  Object.entries(GROUP_NAMES).map(([n, name]) => [name, Number(n)]),
);

/** The content kinds the selection panels pick, as `item_kind` of `POST /content/tagrelations`. */
export const PANEL_KINDS = {
  article: ContentKind.ARTICLE,
  video: ContentKind.VIDEO,
  roadshow: ContentKind.ROADSHOW,
  omenReport: ContentKind.REPORT,
} as const;
export type ChannelPanelType = keyof typeof PANEL_KINDS;

const KIND_NAMES = Object.fromEntries(
  Object.entries(ContentKind).map(([name, n]) => [n, name]),
) as Record<number, gql.ContentKind>;

interface Relation {
  id: number;
  group: number;
  k: number;
}

/** An item's tag relations and the version its record has now (the write needs both). */
async function itemRelations(kind: number, id: number) {
  const client = await graphqlClient();
  const { data } = await client.query({
    query: gql.ContentDetailDocument,
    variables: { contentId: String(id), kind: KIND_NAMES[kind] ?? 'ARTICLE', lite: true, first: 0 },
    fetchPolicy: 'no-cache',
  });
  const content = data?.contentDetail?.content;
  const detail = content?.detail as { version?: number } | null | undefined;
  if (!content || typeof detail?.version !== 'number') throw new Error(ERROR_MESSAGES.apiService);
  const relations: Relation[] = content.tag_relations.map((r) => ({
    id: Number(r.id),
    group: GROUP_NUMBERS[r.group] ?? 0,
    k: r.k,
  }));
  return { relations, version: detail.version };
}

const saveRelations = (kind: number, id: number, relations: Relation[], version: number) =>
  unwrap(
    api.second.POST('/content/tagrelations', {
      body: {
        item_id: id,
        item_kind: kind as Second.components['schemas']['TagRelationsSave']['item_kind'],
        tag_relations: relations.map((r) => ({
          id: r.id,
          group:
            r.group as Second.components['schemas']['TagRelationsSave']['tag_relations'][number]['group'],
          k: r.k,
        })),
        version,
      },
    }),
  );

/** Refused: the row is in the channel through an ALL relation, which a channel cannot take back. */
export class CoveredByAllError extends Error {}

/**
 * Adding content to one of the tag's channels and taking it out (content §4): each item's whole
 * relation set is read and written back with one relation more or less (the contract replaces
 * the set, with the item's version). The channel lists are asked again afterwards.
 */
export function useChannelEdits(tagId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: tagScreenKeys.contents(tagId) });

  const add = useMutation({
    mutationFn: async (v: {
      kind: number;
      ids: number[];
      group: number;
      k: number;
    }): Promise<{ added: number; already: number }> => {
      let added = 0;
      let already = 0;
      for (const id of v.ids) {
        const { relations, version } = await itemRelations(v.kind, id);
        if (relations.some((r) => r.id === tagId && r.group === v.group)) {
          already += 1;
          continue;
        }
        await saveRelations(
          v.kind,
          id,
          [...relations, { id: tagId, group: v.group, k: v.k }],
          version,
        );
        added += 1;
      }
      return { added, already };
    },
    onSettled: refresh,
  });

  const remove = useMutation({
    mutationFn: async (v: { kind: number; id: number; group: number }) => {
      const { relations, version } = await itemRelations(v.kind, v.id);
      // In ALL every relation of the tag goes; in a channel, that channel's relation.
      const kept = relations.filter(
        (r) => !(r.id === tagId && (v.group === 99 || r.group === v.group)),
      );
      if (kept.length === relations.length) {
        if (relations.some((r) => r.id === tagId && r.group === 99)) throw new CoveredByAllError();
        return;
      }
      await saveRelations(v.kind, v.id, kept, version);
    },
    onSettled: refresh,
  });
  return { add, remove };
}
