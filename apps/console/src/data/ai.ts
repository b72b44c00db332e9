import { errorMessage, gql, unwrap, type Main } from '@newsdesk/api-client';
import {
  formatChinaTime,
  type AiStreamState,
  type PanelItem,
  type PanelPage,
  type PanelQuery,
} from '@newsdesk/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { articleToValues, valuesToPayload } from './articleMapping';
import { articleKeys, createArticle, getArticle, updateArticle } from './articles';
import { api } from './clients';
import { graphqlClient, useGraphqlQuery } from './graphql';
import { reportToValues, valuesToWrite } from './reportMapping';
import { updateReport, type ReportDetail } from './reports';
import { mutate } from './sources';

/**
 * The AI domain (operations §2 "ai/credit", "ai/content", §3 Credit expense and AI content; #19 AI
 * summaries): the credit price of each paid AI feature, the prompt templates, the provider status
 * and the two streamed generations (a draft article from a template, a summary of an article or
 * a report).
 */
export type CreditExpense = gql.CreditExpenseQuery['credit_expense'][number];

export function useCreditExpenses() {
  const read = useGraphqlQuery(gql.CreditExpenseDocument, {});
  return { ...read, rows: read.data?.credit_expense };
}

/** Sets a price: `version` of an existing kind, none for a new kind. */
export function useSetCreditExpense() {
  return useCallback(
    async (kind: string, amount: number, version: number | undefined) =>
      (
        await mutate(
          gql.CreditSetExpenseDocument,
          { kind, amount, ...(version !== undefined ? { version } : {}) },
          ['CreditExpense'],
        )
      ).creditSetExpense,
    [],
  );
}

// ── Users' credit (designed here, issue #15) ──────────────────────────────────

/** Users' credit rows per page. */
export const CREDIT_HOLDERS_PAGE_SIZE = 20;

type CreditHolderNode = gql.CreditHoldersQuery['users']['nodes'][number];

const creditHolderRow = (u: CreditHolderNode) => {
  const sub = u.credit_subscription;
  return {
    id: u.id,
    nickname: u.nickname,
    avatar: u.avatar ?? null,
    email: u.email?.email ?? null,
    plan: sub?.plan ?? '',
    payment_state: sub?.payment_state ?? '',
    subscription_end: sub?.expired_at ?? 0,
    amount: sub?.credit_info.amount ?? 0,
    points_expire: sub?.credit_info.expired_at ?? sub?.expired_at ?? 0,
    reset_at: sub?.credit_info.reset_at ?? sub?.expired_at ?? 0,
  };
};
export type CreditHolderRow = ReturnType<typeof creditHolderRow>;

/** The users with a credit subscription (GraphQL `users(has_credit: true)`), a page at a time. */
export function useCreditHolders(q: { keyword: string; page: number }) {
  const read = useGraphqlQuery(gql.CreditHoldersDocument, {
    first: CREDIT_HOLDERS_PAGE_SIZE,
    offset: (q.page - 1) * CREDIT_HOLDERS_PAGE_SIZE,
    ...(q.keyword ? { keyword: q.keyword } : {}),
  });
  return {
    ...read,
    rows: read.data?.users.nodes.map(creditHolderRow),
    total: read.data?.users.total_count,
  };
}

// ── Prompt templates ─────────────────────────────────────────────────────────

export type AiTemplate = Main.components['schemas']['AiPromptTemplate'];
export type AiTemplateInput = Main.components['schemas']['AiPromptTemplateInput'];
export type AiStatus = Main.components['schemas']['AiStatus'];

export const aiKeys = {
  all: ['ai'] as const,
  templates: () => [...aiKeys.all, 'templates'] as const,
  status: () => [...aiKeys.all, 'status'] as const,
};

export function useAiTemplates() {
  return useQuery({
    queryKey: aiKeys.templates(),
    queryFn: () => unwrap(api.main.GET('/v1/admin/ai/templates')),
  });
}

/** Creates (no id) or updates (id and the version read) a template; the list refreshes. */
export function useSaveAiTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: AiTemplateInput }) =>
      id === null
        ? unwrap(api.main.POST('/v1/admin/ai/templates', { body }))
        : unwrap(api.main.PUT('/v1/admin/ai/templates/{id}', { params: { path: { id } }, body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiKeys.templates() }),
  });
}

export function useDeleteAiTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) =>
      unwrap(
        api.main.DELETE('/v1/admin/ai/templates/{id}', {
          params: { path: { id }, query: { version } },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiKeys.templates() }),
  });
}

/** The provider, the prices and the signed-in staff member's points (read before generating). */
export function useAiStatus() {
  return useQuery({
    queryKey: aiKeys.status(),
    queryFn: () => unwrap(api.main.GET('/v1/admin/ai/status')),
  });
}

/** The message of any failure of this domain (the server's words, or the §8 fallbacks). */
export const aiErrorMessage = (e: unknown) => errorMessage(e);

// ── Streamed generations ─────────────────────────────────────────────────────

type GenerateBody = Main.components['schemas']['AiGenerateInput'];
type SummarizeBody = Main.components['schemas']['AiSummarizeInput'];
export type AiJob =
  | { path: '/v1/admin/ai/generate'; body: GenerateBody }
  | { path: '/v1/admin/ai/summarize'; body: SummarizeBody };

interface StreamEvents {
  onMeta: (meta: { cost: number; balance: number }) => void;
  onDelta: (text: string) => void;
}

/**
 * Starts a generation and reads its server-sent events until the end. Failures before the stream
 * (no provider, not enough credit, bad input) reject with the server's API error; a failure during
 * it resolves as `error` with the message (what arrived stays the caller's); an abort resolves as
 * `stopped`.
 */
export async function runAiStream(
  job: AiJob,
  signal: AbortSignal,
  events: StreamEvents,
): Promise<{ end: 'done' | 'error' | 'stopped'; truncated: boolean; message: string | null }> {
  const result =
    job.path === '/v1/admin/ai/generate'
      ? await api.main.POST(job.path, { body: job.body, parseAs: 'stream', signal })
      : await api.main.POST(job.path, { body: job.body, parseAs: 'stream', signal });
  const stream = result.data as ReadableStream<Uint8Array> | null | undefined;
  if (!result.response.ok || !stream) {
    // The JSON error envelope: unwrap turns it into the API error with the server's message.
    await unwrap(Promise.resolve(result as never));
    throw new Error('API service error, please wait...');
  }
  const reader = stream.getReader();
  // Stop: cancelling the body ends the pending read (and closes the connection, which stops the
  // provider on the server), whether or not the fetch itself follows the signal.
  const cancel = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', cancel, { once: true });
  const decoder = new TextDecoder();
  let buffer = '';
  const handle = (block: string) => {
    const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
    const raw = /^data: (.*)$/m.exec(block)?.[1];
    if (raw === undefined) return null;
    const data = JSON.parse(raw) as Record<string, unknown>;
    if (event === 'meta') events.onMeta(data as { cost: number; balance: number });
    else if (event === 'delta' && typeof data.text === 'string') events.onDelta(data.text);
    else if (event === 'done') return { end: 'done' as const, truncated: data.truncated === true };
    else if (event === 'error') return { end: 'error' as const, message: String(data.message) };
    return null;
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const end = handle(block);
        if (end?.end === 'done') return { end: 'done', truncated: end.truncated, message: null };
        if (end?.end === 'error') return { end: 'error', truncated: false, message: end.message };
      }
    }
  } catch (e) {
    if (signal.aborted) return { end: 'stopped', truncated: false, message: null };
    return { end: 'error', truncated: false, message: errorMessage(e) };
  } finally {
    signal.removeEventListener('abort', cancel);
  }
  if (signal.aborted) return { end: 'stopped', truncated: false, message: null };
  return { end: 'error', truncated: false, message: 'API service error, please wait...' };
}

const IDLE: AiStreamState = { phase: 'idle', text: '' };
/** How often the arriving text is handed to the screen (the editor re-renders per update). */
const FLUSH_MS = 80;

/**
 * One streamed generation at a time: `start` runs a job, `stop` aborts it (what arrived stays),
 * leaving the page aborts it too. The points left are refreshed when it ends.
 */
export function useAiStream() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AiStreamState>(IDLE);
  const abortRef = useRef<AbortController | null>(null);
  useEffect(() => () => abortRef.current?.abort(), []);

  const start = useCallback(
    async (job: AiJob) => {
      abortRef.current?.abort();
      const abort = new AbortController();
      abortRef.current = abort;
      let text = '';
      let cost: number | null = null;
      let timer: ReturnType<typeof setTimeout> | null = null;
      const flush = () => {
        timer = null;
        if (abortRef.current === abort) {
          setState((s) => ({ ...s, phase: 'streaming', text, cost }));
        }
      };
      setState({ phase: 'starting', text: '' });
      try {
        const end = await runAiStream(job, abort.signal, {
          onMeta: (meta) => {
            cost = meta.cost;
            flush();
          },
          onDelta: (piece) => {
            text += piece;
            timer ??= setTimeout(flush, FLUSH_MS);
          },
        });
        if (timer) clearTimeout(timer);
        if (abortRef.current !== abort) return;
        setState({
          phase: end.end,
          text,
          cost,
          truncated: end.truncated,
          error: end.message,
        });
      } catch (e) {
        if (timer) clearTimeout(timer);
        if (abortRef.current !== abort) return;
        setState(
          abort.signal.aborted
            ? { phase: 'stopped', text, cost }
            : { phase: 'error', text, cost, error: aiErrorMessage(e) },
        );
      } finally {
        if (abortRef.current === abort) abortRef.current = null;
        void queryClient.invalidateQueries({ queryKey: aiKeys.status() });
      }
    },
    [queryClient],
  );

  const stop = useCallback(() => {
    const abort = abortRef.current;
    if (!abort) return;
    abort.abort();
  }, []);

  return { state, start, stop };
}

// ── Saving what was generated ────────────────────────────────────────────────

/** The edited draft becomes a draft article (the article calls); its id opens the editor. */
export function useSaveAiDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: { title: string; body: string }) =>
      createArticle({ title: draft.title, body: draft.body, publish: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: articleKeys.lists() }),
  });
}

/** Sets a summary as the article's summary, at the version read now; nothing else changes. */
export function useApplySummary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ articleId, summary }: { articleId: number; summary: string }) => {
      const article = await getArticle(articleId);
      const payload = valuesToPayload(
        { ...articleToValues(article), body_summary: summary },
        article.status === 'published',
        'omit',
      );
      return updateArticle(articleId, { ...payload, version: article.version });
    },
    onSuccess: (article) => {
      queryClient.setQueryData(articleKeys.detail(article.id), article);
      void queryClient.invalidateQueries({ queryKey: articleKeys.lists() });
    },
  });
}

/**
 * Sets a summary as the report's summary through the report update call, at the version read now
 * (read past the cache); every other field is written back as it was.
 */
export function useApplyReportSummary() {
  return useMutation({
    mutationFn: async ({ reportId, summary }: { reportId: number; summary: string }) => {
      const client = await graphqlClient();
      const { data } = await client.query({
        query: gql.ContentDetailDocument,
        variables: { contentId: String(reportId), kind: 'REPORT' as gql.ContentKind },
        fetchPolicy: 'network-only',
      });
      const detail = data?.contentDetail?.content.detail;
      if (!detail || !('report_images' in detail)) throw new Error('Report not found');
      const report = detail as ReportDetail;
      const write = valuesToWrite({ ...reportToValues(report), summary });
      return updateReport(reportId, { ...write, version: report.version });
    },
    onSuccess: async () => {
      // The report screens read through Apollo: what is on screen is asked again.
      const client = await graphqlClient();
      await client.refetchQueries({ include: 'active' });
    },
  });
}

/** The summary tool's report panel: drafts and published reports, newest first, 10 a page. */
export async function searchReportsToSummarize({
  keyword,
  page,
  pageSize,
}: PanelQuery): Promise<PanelPage<PanelItem>> {
  const client = await graphqlClient();
  const { data } = await client.query({
    query: gql.ContentListDocument,
    variables: {
      kinds: ['REPORT'] as gql.ContentKind[],
      status: ['DRAFT', 'PUBLISHED'] as gql.ContentStatus[],
      kw: keyword || undefined,
      first: pageSize,
      offset: (page - 1) * pageSize,
    },
    fetchPolicy: 'network-only',
  });
  const list = data?.contentList;
  if (!list) throw new Error('API service error, please wait...');
  return {
    total: list.total_count,
    items: list.nodes.map((n) => ({
      id: String(n.raw_id),
      title: n.title,
      meta: [n.author?.nickname, formatChinaTime(n.datetime)].filter(Boolean).join(' · '),
    })),
  };
}

/** The summary tool's article panel: drafts and published articles, newest first, 10 a page. */
export async function searchArticlesToSummarize({
  keyword,
  page,
  pageSize,
}: PanelQuery): Promise<PanelPage<PanelItem>> {
  const list = await unwrap(
    api.main.GET('/v1/admin/article', {
      params: {
        query: {
          page,
          limit: pageSize,
          hide_deleted: true,
          ...(keyword ? { keyword } : {}),
        },
      },
    }),
  );
  return {
    total: list.total,
    items: list.items.map((a) => ({
      id: String(a.id),
      title: a.title,
      meta: [a.author?.nickname, formatChinaTime(a.display_time)].filter(Boolean).join(' · '),
    })),
  };
}
