import {
  ApiError,
  ERROR_MESSAGES,
  errorMessage,
  gql,
  isDuplicate,
  type OperationVariables,
  type TypedDocumentNode,
} from '@newsdesk/api-client';
import { useCallback, useState } from 'react';
import { graphqlClient, useGraphqlQuery } from './graphql';

/**
 * The sources domain (operations §2 "Sources", §3 Source, Source group, §8): external sources,
 * source groups and the external items the crawlers bring in. Reads go through Apollo's cache
 * (`useGraphqlQuery`); writes are the GraphQL mutations the content document names, after which the
 * watched lists are asked again. Errors map as operations §8 says for the source services.
 */
export type ContentStatus = gql.ContentStatus;
export type Source = gql.ExternalSourceFieldsFragment;
export type SourceGroup = gql.ExternalSourceGroupFieldsFragment;
export type ExternalItem = gql.ExternalItemFieldsFragment;
export type SourceInput = gql.ExternalSourceInput;
export type SourcePatch = gql.ExternalSourcePatch;
export type SourceGroupInput = gql.ExternalSourceGroupInput;
export type ExternalItemPatch = gql.ExternalItemPatch;

/** Lists of this area and pickers: 10 a page (operations §9). */
export const SOURCES_PAGE_SIZE = 10;
/** The group and source pickers read this many at once (the seed has tens, not thousands). */
const PICKER_SIZE = 200;

/**
 * The Chinese "not found" text the source and data services show when a failure's message holds
 * `code: 404` (operations §8).
 */
export const SOURCE_SERVICE_NOT_FOUND = '未找到相关数据';

/**
 * Operations §8, source and data services: the failure's message, or the Chinese "not found" text
 * when the message contains `code: 404`; "Sources not found" for a missing source.
 */
export function sourceErrorMessage(error: unknown): string {
  const message = errorMessage(error);
  if (message.includes('code: 404')) return SOURCE_SERVICE_NOT_FOUND;
  return message;
}

/** A GraphQL failure of a write as the catalogue's ApiError (its `extensions.status` as code). */
function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const errors = (error as { errors?: unknown } | null)?.errors;
  if (Array.isArray(errors) && errors.length > 0) {
    const first = errors[0] as { message?: string; extensions?: Record<string, unknown> };
    const ext = first.extensions ?? {};
    const field = typeof ext.field === 'string' ? ext.field : null;
    // Validation lists its fields in `extensions.errors`; other refusals name one in `field`.
    const list: unknown = Array.isArray(ext.errors)
      ? ext.errors
      : field
        ? [{ field, rule: String(ext.code ?? ''), message: first.message }]
        : null;
    return new ApiError('graphql', first.message ?? '', {
      code: Number(ext.status ?? 0),
      data: list ? { errors: list } : null,
      cause: error,
    });
  }
  return new ApiError('network', error instanceof Error ? error.message : '', { cause: error });
}

export async function mutate<TData, TVariables extends OperationVariables>(
  mutation: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  refetch: readonly string[],
): Promise<TData> {
  const client = await graphqlClient();
  try {
    const result = await client.mutate({
      mutation,
      variables,
      refetchQueries: [...refetch],
      awaitRefetchQueries: false,
    });
    if (!result.data) throw new ApiError('graphql', ERROR_MESSAGES.apiService);
    return result.data as TData;
  } catch (e) {
    throw asApiError(e);
  }
}

/** A duplicate key refused by the server (`DUPLICATE`, 40010), by name. */
export const isDuplicateKey = (error: unknown) => isDuplicate(error);

/** The field a refusal names (`key` for a duplicate key), with its message. */
export function fieldErrorOf(error: unknown): { field: string; message: string } | null {
  if (!(error instanceof ApiError)) return null;
  const first = error.fieldErrors[0];
  return first ? { field: first.field, message: first.message } : null;
}

/**
 * The server's refusal of a source's sub-source list (a key used twice, a bad row: field
 * `sub_sources` or `sub_sources.<i>.<field>`), as the message to show under the list; null for
 * any other failure.
 */
export function subSourceRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const hit = error.fieldErrors.find((f) => f.field.startsWith('sub_sources'));
  return hit ? hit.message : null;
}

/** A write in progress and its last failure, for forms. */
function useWrite<A extends unknown[], R>(run: (...args: A) => Promise<R>) {
  const [pending, setPending] = useState(false);
  const call = useCallback(
    async (...args: A) => {
      setPending(true);
      try {
        return await run(...args);
      } finally {
        setPending(false);
      }
    },
    [run],
  );
  return { run: call, pending };
}

// ── Sources ─────────────────────────────────────────────────────────────────

export interface SourceListQuery {
  page: number;
  kw: string;
  status: ContentStatus | null;
  groupId: string | null;
}

export function useSourceList(q: SourceListQuery) {
  const read = useGraphqlQuery(gql.ExternalSourcesDocument, {
    first: SOURCES_PAGE_SIZE,
    offset: (q.page - 1) * SOURCES_PAGE_SIZE,
    ...(q.kw ? { kw: q.kw } : {}),
    ...(q.status ? { status: [q.status] } : {}),
    ...(q.groupId ? { group_id: q.groupId } : {}),
  });
  return {
    ...read,
    rows: read.data?.external_sources.nodes,
    total: read.data?.external_sources.total_count ?? 0,
  };
}

/** One source; `notFound` once the server said it does not exist. */
export function useSource(id: string | null) {
  const read = useGraphqlQuery(gql.ExternalSourceDocument, { id: id ?? '' }, { enabled: !!id });
  return { ...read, source: read.data?.external_source ?? null };
}

/** Sources to pick from (a group's related sources), searched by keyword. */
export function useSourceOptions(kw: string) {
  const read = useGraphqlQuery(gql.ExternalSourcesDocument, {
    first: PICKER_SIZE,
    offset: 0,
    ...(kw ? { kw } : {}),
  });
  return {
    loading: read.loading,
    options: (read.data?.external_sources.nodes ?? []).map((s) => ({
      value: s.id,
      label: `${s.name} (${s.key})`,
    })),
  };
}

const SOURCE_LISTS = ['ExternalSources', 'ExternalSourceGroups', 'ExternalSourceGroup'] as const;

export function useSaveSource() {
  const save = useCallback(
    async (v: { id: string | null; version: number; input: SourceInput }): Promise<Source> => {
      if (v.id === null) {
        const data = await mutate(
          gql.CreateExternalSourceDocument,
          { input: v.input },
          SOURCE_LISTS,
        );
        return data.createExternalSource;
      }
      const data = await mutate(
        gql.UpdateExternalSourceDocument,
        { id: v.id, version: v.version, input: v.input },
        SOURCE_LISTS,
      );
      return data.updateExternalSource;
    },
    [],
  );
  return useWrite(save);
}

/** A status change from the list (publish, back to draft, delete). */
export function useSourceStatus() {
  const set = useCallback(
    (source: Pick<Source, 'id' | 'version'>, status: ContentStatus) =>
      mutate(
        gql.UpdateExternalSourceDocument,
        { id: source.id, version: source.version, input: { status } },
        SOURCE_LISTS,
      ),
    [],
  );
  return useWrite(set);
}

// ── Groups ──────────────────────────────────────────────────────────────────

export function useSourceGroupList(q: { page: number; kw: string }) {
  const read = useGraphqlQuery(gql.ExternalSourceGroupsDocument, {
    first: SOURCES_PAGE_SIZE,
    offset: (q.page - 1) * SOURCES_PAGE_SIZE,
    ...(q.kw ? { kw: q.kw } : {}),
  });
  return {
    ...read,
    rows: read.data?.external_source_groups.nodes,
    total: read.data?.external_source_groups.total_count ?? 0,
  };
}

/** Every group, for the source form's group picker and the list's group filter. */
export function useSourceGroupOptions() {
  const read = useGraphqlQuery(gql.ExternalSourceGroupsDocument, { first: PICKER_SIZE, offset: 0 });
  return (read.data?.external_source_groups.nodes ?? []).map((g) => ({
    value: g.id,
    label: g.name,
  }));
}

export function useSourceGroup(id: string | null) {
  const read = useGraphqlQuery(
    gql.ExternalSourceGroupDocument,
    { id: id ?? '' },
    { enabled: !!id },
  );
  return { ...read, group: read.data?.external_source_group ?? null };
}

export function useSaveSourceGroup() {
  const save = useCallback(
    async (v: {
      id: string | null;
      version: number;
      input: SourceGroupInput;
    }): Promise<SourceGroup> => {
      if (v.id === null) {
        const data = await mutate(
          gql.CreateExternalSourceGroupDocument,
          { input: v.input },
          SOURCE_LISTS,
        );
        return data.createExternalSourceGroup;
      }
      const data = await mutate(
        gql.UpdateExternalSourceGroupDocument,
        { id: v.id, version: v.version, input: v.input },
        [...SOURCE_LISTS, 'ExternalSource'],
      );
      return data.updateExternalSourceGroup;
    },
    [],
  );
  return useWrite(save);
}

// ── External items ──────────────────────────────────────────────────────────

export interface ExternalItemListQuery {
  page: number;
  kw: string;
  status: ContentStatus | null;
  sourceId: string | null;
  synchronized: boolean | null;
}

export function useExternalItemList(q: ExternalItemListQuery) {
  const read = useGraphqlQuery(gql.ExternalItemsDocument, {
    first: SOURCES_PAGE_SIZE,
    offset: (q.page - 1) * SOURCES_PAGE_SIZE,
    ...(q.kw ? { kw: q.kw } : {}),
    ...(q.status ? { status: [q.status] } : {}),
    ...(q.sourceId ? { source_ids: [q.sourceId] } : {}),
    ...(q.synchronized !== null ? { synchronized: q.synchronized } : {}),
  });
  return {
    ...read,
    rows: read.data?.external_items.nodes,
    total: read.data?.external_items.total_count ?? 0,
  };
}

export function useExternalItem(id: string | null) {
  const read = useGraphqlQuery(gql.ExternalItemDocument, { id: id ?? '' }, { enabled: !!id });
  return { ...read, item: read.data?.external_item ?? null };
}

export function useUpdateExternalItem() {
  const save = useCallback(
    async (v: { id: string; version: number; input: ExternalItemPatch }) =>
      (
        await mutate(
          gql.UpdateExternalItemDocument,
          { id: v.id, version: v.version, input: v.input },
          ['ExternalItems'],
        )
      ).updateExternalItem,
    [],
  );
  return useWrite(save);
}
