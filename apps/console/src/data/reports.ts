import { gql, isConflict, unwrap, type Main } from '@newsdesk/api-client';
import { useCallback } from 'react';
import { api } from './clients';
import { graphqlClient, useGraphqlQuery } from './graphql';

/**
 * The reports domain (content §2 /content/report, §3 Report): the list and one report are read
 * through GraphQL (`contentList(kinds: [REPORT])`, `contentDetail`, Apollo's cache); the writes
 * designed here go over REST (`POST /v1/admin/report`, `PUT` and `DELETE /v1/admin/report/{id}`),
 * then the GraphQL reads on screen are asked again. Uploads report their progress.
 */
export type Report = Main.components['schemas']['Report'];
export type ReportWrite = Main.components['schemas']['ReportWrite'];
export type ReportDetail = gql.ReportFieldsFragment;

export const REPORT_PAGE_SIZE = 20;

/** One page of reports, newest first, deleted ones left out; `k` searches the title. */
export function useReportList(k: string, page: number) {
  const read = useGraphqlQuery(gql.ContentListDocument, {
    first: REPORT_PAGE_SIZE,
    offset: (page - 1) * REPORT_PAGE_SIZE,
    kinds: ['REPORT'] as gql.ContentKind[],
    status: ['DRAFT', 'PUBLISHED'] as gql.ContentStatus[],
    ...(k ? { kw: k } : {}),
  });
  const list = read.data?.contentList;
  return {
    ...read,
    total: list?.total_count ?? 0,
    ids: list?.nodes.map((n) => Number(n.raw_id)) ?? [],
    nodes: list?.nodes ?? [],
  };
}

/** One report with every field, for the edit form. */
export function useReportDetail(id: number | null) {
  const read = useGraphqlQuery(
    gql.ContentDetailDocument,
    { contentId: String(id ?? 0), kind: 'REPORT' as gql.ContentKind },
    { enabled: id !== null },
  );
  const detail = read.data?.contentDetail?.content.detail;
  return {
    ...read,
    report: detail && 'report_images' in detail ? (detail as ReportDetail) : null,
  };
}

/** After a write: the GraphQL reads on screen are asked again. */
export function useReportRefresh() {
  return useCallback(async () => {
    const client = await graphqlClient();
    await client.refetchQueries({ include: 'active' });
  }, []);
}

export const createReport = (body: ReportWrite): Promise<Report> =>
  unwrap(api.main.POST('/v1/admin/report', { body }));

export const updateReport = (id: number, body: ReportWrite & { version: number }) =>
  unwrap(api.main.PUT('/v1/admin/report/{id}', { params: { path: { id } }, body }));

export const deleteReport = (id: number, version: number) =>
  unwrap(
    api.main.DELETE('/v1/admin/report/{id}', { params: { path: { id }, query: { version } } }),
  );

/** The version a report has now (a list row carries none), read once without the cache. */
export async function currentReportVersion(id: number): Promise<number> {
  const client = await graphqlClient();
  const { data } = await client.query({
    query: gql.ContentDetailDocument,
    variables: { contentId: String(id), kind: 'REPORT' as gql.ContentKind, lite: true },
  });
  const detail = data?.contentDetail?.content.detail;
  return detail && 'report_images' in detail ? (detail as ReportDetail).version : 1;
}

/** Uploads a report file, image or audio to the `media` bucket, with its progress (0–100). */
export async function uploadReportFile(file: File, onProgress: (percent: number) => void) {
  const uploaded = await api.upload(file, {
    bucket: 'media',
    onProgress: (p) => onProgress(Math.round(p.percent)),
  });
  return {
    key: uploaded.key,
    url: uploaded.file_url,
    name: uploaded.name,
    extension: uploaded.extension,
  };
}

/** Error mapping: a stale version (40009) by name. */
export const isReportConflict = (e: unknown) => isConflict(e);

/** The storage key of a URL the server derived from one (`…/storage/{key}`), or null. */
export function storageKeyOf(url: string | null | undefined): string | null {
  if (!url) return null;
  const m = /\/storage\/([^/?#]+)$/.exec(url);
  return m ? decodeURIComponent(m[1]!) : null;
}
