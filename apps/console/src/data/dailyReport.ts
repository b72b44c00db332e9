import { gql, ERROR_MESSAGES } from '@newsdesk/api-client';
import { useCallback } from 'react';
import type { DailyReportItemData } from '@newsdesk/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deskKeys } from './desk';
import { graphqlClient } from './graphql';
import { graphqlError } from './roadshows';
import { mutate } from './sources';

/**
 * The daily report (`/content/daily/report`; operations §3 "Daily top content"; designed here,
 * #12): the day's most viewed content until a curated order is saved, then the saved order.
 * Days are GMT+8 (`day` is 00:00 China time in ms).
 */
export type DailyReport = gql.DailyReportFieldsFragment;
/** At most this many items in a report (the server's rule). */
export const DAILY_REPORT_MAX = 50;

export const dailyReportKeys = {
  all: [...deskKeys.all, 'daily-report'] as const,
  day: (day: number) => [...dailyReportKeys.all, day] as const,
};

type ReportItem = Pick<
  DailyReport['items'][number],
  | 'kind'
  | 'raw_id'
  | 'title'
  | 'description'
  | 'author'
  | 'counter'
  | 'cover_url'
  | 'datetime'
  | 'vip_visibility'
>;

export const reportItemOf = (i: ReportItem): DailyReportItemData => ({
  kind: i.kind,
  raw_id: i.raw_id,
  title: i.title,
  description: i.description ?? null,
  author: i.author?.nickname ?? null,
  viewed: i.counter.viewed,
  cover_url: i.cover_url ?? null,
  datetime: i.datetime,
  vip_visibility: i.vip_visibility,
});

export interface DailyReportView {
  day: number;
  saved: boolean;
  version: number;
  items: DailyReportItemData[];
}

const viewOf = (r: DailyReport): DailyReportView => ({
  day: r.day,
  saved: r.saved,
  version: r.version,
  items: r.items.map(reportItemOf),
});

export function useDailyReport(day: number) {
  return useQuery({
    queryKey: dailyReportKeys.day(day),
    queryFn: async () => {
      const client = await graphqlClient();
      const { data } = await client.query({
        query: gql.DailyReportDocument,
        variables: { day },
        fetchPolicy: 'no-cache',
      });
      if (!data) throw new Error(ERROR_MESSAGES.apiService);
      return viewOf(data.daily_report);
    },
  });
}

/** Saves the day's items in their order; a stale version is a Conflict (40009). */
export function useSaveDailyReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      day,
      version,
      items,
    }: {
      day: number;
      version: number;
      items: readonly DailyReportItemData[];
    }) =>
      mutate(
        gql.SaveDailyReportDocument,
        {
          day,
          version,
          items: items.map((i) => ({ kind: i.kind as gql.ContentKind, raw_id: i.raw_id })),
        },
        [],
      ).then((d) => viewOf(d.saveDailyReport)),
    onSuccess: (view) => queryClient.setQueryData(dailyReportKeys.day(view.day), view),
  });
}

/** The selection panels a report adds from, and the content kind of each. */
export const REPORT_PANEL_KINDS = {
  article: 'ARTICLE',
  video: 'VIDEO',
  omenReport: 'REPORT',
  roadshow: 'ROADSHOW',
} as const satisfies Record<string, gql.ContentKind>;
export type ReportPanelType = keyof typeof REPORT_PANEL_KINDS;

/**
 * Items added to a report as full rows (publish time, the day's views, author, cover) before it is
 * saved (`daily_report_items`, designed here): the rows in the given order.
 */
export function useReportItemRows(day: number) {
  return useCallback(
    async (
      items: readonly Pick<DailyReportItemData, 'kind' | 'raw_id'>[],
    ): Promise<DailyReportItemData[]> => {
      if (!items.length) return [];
      const client = await graphqlClient();
      try {
        const { data } = await client.query({
          query: gql.DailyReportItemsDocument,
          variables: {
            day,
            items: items.map((i) => ({ kind: i.kind as gql.ContentKind, raw_id: i.raw_id })),
          },
          fetchPolicy: 'no-cache',
        });
        if (!data) throw new Error(ERROR_MESSAGES.apiService);
        return data.daily_report_items.map(reportItemOf);
      } catch (e) {
        throw graphqlError(e);
      }
    },
    [day],
  );
}
