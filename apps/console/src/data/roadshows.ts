import {
  ApiError,
  gql,
  isConflict,
  unwrap,
  type Main,
  type OperationVariables,
  type TypedDocumentNode,
} from '@newsdesk/api-client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { api } from './clients';
import { graphqlClient, useGraphqlQuery } from './graphql';

/**
 * The roadshows domain (content §3 Roadshow, §4, §5, §7): the list and the status call (REST,
 * react-query), one roadshow and its writes (GraphQL `roadshow`, `createRoadshow`,
 * `updateRoadshow`, through Apollo's cache), the searches of the editor's pickers (videos, articles,
 * reports, GraphQL `contentList`) and the error mapping of those writes.
 */
export type RoadshowSummary = Main.components['schemas']['RoadshowSummary'];
export type RoadshowList = Main.components['schemas']['RoadshowList'];
export type RoadshowListQuery = NonNullable<
  Main.operations['listRoadshows']['parameters']['query']
>;
/** The list coding of live progress (0 not started, 1 in progress, 2 finished). */
export type RoadshowListLiveStatus = Main.components['schemas']['RoadshowListLiveStatus'];
export type RoadshowStatus = 'draft' | 'published' | 'deleted';
export type Roadshow = gql.RoadshowFieldsFragment;
export type RoadshowInput = gql.RoadshowInput;
export type RoadshowPatch = gql.RoadshowPatch;

export const roadshowKeys = {
  all: ['roadshows'] as const,
  lists: () => [...roadshowKeys.all, 'list'] as const,
  list: (query: RoadshowListQuery) => [...roadshowKeys.lists(), query] as const,
};

export const listRoadshows = (query: RoadshowListQuery): Promise<RoadshowList> =>
  unwrap(api.main.GET('/v1/admin/roadshow/list', { params: { query } }));

/** One page of the roadshow list; the previous page stays on screen while the next loads. */
export function useRoadshowList(query: RoadshowListQuery) {
  return useQuery({
    queryKey: roadshowKeys.list(query),
    queryFn: () => listRoadshows(query),
    placeholderData: keepPreviousData,
  });
}

export const setRoadshowStatus = (body: { id: number; status: RoadshowStatus; version: number }) =>
  unwrap(api.main.POST('/v1/admin/roadshow/status', { body }));

/** The status call (publish, convert to draft, delete = deleted); the lists refresh afterwards. */
export function useRoadshowStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRoadshowStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: roadshowKeys.lists() }),
  });
}

/** Stale lists after an editor save. */
export function useRoadshowListInvalidation() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: roadshowKeys.lists() });
}

// ── One roadshow (GraphQL) ──────────────────────────────────────────────────

const GRAPHQL_CODES: Record<string, number> = {
  BAD_USER_INPUT: 40001,
  FORBIDDEN: 40003,
  NOT_FOUND: 40004,
  CONFLICT: 40009,
  DUPLICATE: 40010,
  UNPROCESSABLE: 40022,
};

/**
 * A failed GraphQL write as the catalogue's ApiError: the envelope code from `extensions.status`
 * (or from the extension code's name), the extensions as `data` (`errors[]` of a validation failure,
 * `current_version` of a conflict).
 */
export function graphqlError(e: unknown): unknown {
  const errors = (e as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors) || errors.length === 0) return e;
  const first = errors[0] as { message?: string; extensions?: Record<string, unknown> };
  const ext = first.extensions ?? {};
  const status = Number(ext.status ?? 0) || GRAPHQL_CODES[String(ext.code ?? '')] || 0;
  return new ApiError('graphql', first.message ?? '', { code: status, data: ext, cause: e });
}

async function mutate<TData, TVariables extends OperationVariables>(
  mutation: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  const client = await graphqlClient();
  try {
    const result = await client.mutate({ mutation, variables });
    if (!result.data) throw new ApiError('graphql', '');
    return result.data as TData;
  } catch (e) {
    throw graphqlError(e);
  }
}

export const createRoadshow = (input: RoadshowInput): Promise<Roadshow> =>
  mutate(gql.CreateRoadshowDocument, { input }).then((d) => d.createRoadshow);

export const updateRoadshow = (id: number, version: number, input: RoadshowPatch) =>
  mutate(gql.UpdateRoadshowDocument, { id: String(id), version, input }).then(
    (d) => d.updateRoadshow,
  );

/** One roadshow for the editor (Apollo's cache; a save updates it in place). */
export function useRoadshow(id: number | null) {
  const read = useGraphqlQuery(
    gql.RoadshowDocument,
    { id: String(id ?? 0) },
    { enabled: id !== null && Number.isFinite(id) },
  );
  return { ...read, roadshow: read.data?.roadshow ?? null };
}

/** Error mapping: a stale version (40009) by name, with the version the server has. */
export function roadshowConflictOf(error: unknown): { version: number } | null {
  if (!isConflict(error)) return null;
  const data = error.data as { current_version?: number } | null;
  return typeof data?.current_version === 'number' ? { version: data.current_version } : null;
}

/** The field a validation failure names (`video_id` for "Roadshow video not uploaded"), or null. */
export function roadshowFieldErrors(error: unknown): { field: string; message: string }[] {
  return error instanceof ApiError ? error.fieldErrors : [];
}

// ── Searches of the editor's pickers ────────────────────────────────────────

export interface ContentOption {
  id: number;
  name: string;
}

const SEARCH_SIZE = 10;

/**
 * Content of one kind searched by title as the user types (the attached video, related articles and
 * reports), through the unified content list; `known` names every item seen in any search.
 */
export function useContentSearch(kind: 'VIDEO' | 'ARTICLE' | 'REPORT') {
  const [kw, setKw] = useState('');
  const read = useGraphqlQuery(gql.ContentListDocument, {
    first: SEARCH_SIZE,
    kinds: [kind as gql.ContentKind],
    status: ['DRAFT', 'PUBLISHED'] as gql.ContentStatus[],
    ...(kw ? { kw } : {}),
  });
  const results = useMemo<ContentOption[]>(
    () =>
      (read.data?.contentList.nodes ?? []).map((n) => ({ id: Number(n.raw_id), name: n.title })),
    [read.data],
  );
  const [known] = useState(() => new Map<number, string>());
  for (const r of results) known.set(r.id, r.name);
  return {
    results,
    loading: read.loading,
    onSearch: setKw,
    known: known as ReadonlyMap<number, string>,
  };
}
