import { and, eq, gt, gte, ne, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { articles, creditAccounts, creditExpenses, reports } from '../db/schema';
import { ApiError } from '../http/errors';
import type { AppContext, AuthUser } from '../http/types';
import {
  aiConfig,
  openChatStream,
  requireAiConfig,
  type AiProviderConfig,
  type ChatMessage,
} from './provider';
import { fillTemplate, findTemplate, templateVariables } from './templates';

/**
 * Streamed generations (designed here): a draft article from a template, a summary of an article
 * or a report.
 * Each is charged once, at the price of its credit kind (`ai_content`, `ai_summary`; free when the
 * kind has no price), from the signed-in staff member's points, when the provider has accepted it.
 */
export type CreditKind = 'ai_content' | 'ai_summary';

const DRAFT_FORMAT =
  'Write the article as HTML: start with its title in one <h1>, then paragraphs in <p>, ' +
  'subheadings in <h2> and lists in <ul>/<ol>. No <html>, <head> or <body>, no Markdown, no code fences.';
const SUMMARY_SYSTEM =
  'You summarize articles and research reports of a financial news publisher. Answer in the ' +
  'language of the text, ' +
  'in plain text (no Markdown), in one to three short paragraphs, facts only.';
const SUMMARY_SOURCE_CHARS = 12_000;

async function price(ctx: AppContext, kind: CreditKind): Promise<number> {
  const [row] = await ctx.db
    .select({ price: creditExpenses.price })
    .from(creditExpenses)
    .where(eq(creditExpenses.kind, kind));
  return row?.price ?? 0;
}

/** Points the user may spend now (an expired balance counts as none). */
async function balance(ctx: AppContext, userId: number): Promise<number> {
  const [row] = await ctx.db
    .select({ amount: creditAccounts.amount, expired_at: creditAccounts.expired_at })
    .from(creditAccounts)
    .where(eq(creditAccounts.user_id, userId));
  return row && row.expired_at > ctx.now() ? Math.max(0, row.amount) : 0;
}

const notEnough = (cost: number, have: number) =>
  ApiError.rule(`Not enough credit: this costs ${cost} credits and you have ${have}`);

/** Takes `cost` points if the balance still holds them; the balance after. */
async function charge(ctx: AppContext, userId: number, cost: number): Promise<number> {
  if (cost === 0) return balance(ctx, userId);
  const [row] = await ctx.db
    .update(creditAccounts)
    .set({ amount: sql`${creditAccounts.amount} - ${cost}` })
    .where(
      and(
        eq(creditAccounts.user_id, userId),
        gte(creditAccounts.amount, cost),
        gt(creditAccounts.expired_at, ctx.now()),
      ),
    )
    .returning({ amount: creditAccounts.amount });
  if (!row) throw notEnough(cost, await balance(ctx, userId));
  return row.amount;
}

export async function aiStatus(ctx: AppContext, user: AuthUser) {
  const config = aiConfig();
  const [content, summary, have] = await Promise.all([
    price(ctx, 'ai_content'),
    price(ctx, 'ai_summary'),
    balance(ctx, user.id),
  ]);
  return {
    configured: Boolean(config),
    model: config?.model ?? null,
    balance: have,
    prices: { ai_content: content, ai_summary: summary },
  };
}

interface Job {
  kind: CreditKind;
  model: string;
  messages: ChatMessage[];
}

export async function draftJob(
  ctx: AppContext,
  body: { template_id: number; variables: Record<string, string>; extra_prompts?: string[] },
): Promise<Job> {
  const config = requireAiConfig();
  const template = await findTemplate(ctx, body.template_id);
  const values: Record<string, string> = {};
  const missing = templateVariables(template.user_prompt_template).filter((name) => {
    const v = body.variables[name]?.trim();
    if (v) values[name] = v;
    return !v;
  });
  if (missing.length) {
    throw ApiError.validation(
      missing.map((name) => ({
        field: `variables.${name}`,
        rule: 'required',
        message: `variables.${name}: This is a required field`,
      })),
    );
  }
  const user = [fillTemplate(template.user_prompt_template, values), ...(body.extra_prompts ?? [])]
    .map((s) => s.trim())
    .filter(Boolean)
    .join('\n\n');
  const system = [template.system_prompt.trim(), DRAFT_FORMAT].filter(Boolean).join('\n\n');
  return {
    kind: 'ai_content',
    model: template.model || config.model,
    messages: [
      { role: 'system', content: system },
      { role: 'user', content: user },
    ],
  };
}

const plain = (html: string) =>
  html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>|<\/(p|div|h\d|li)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n\n')
    .trim();

/** Markdown as plain text: the marks go, the words stay (links keep their text). */
const plainMarkdown = (md: string) =>
  md
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`~]+/g, '')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n\n')
    .trim();

/** The title and text of what to summarize: an article, or a report (not deleted). */
async function summarySource(
  ctx: AppContext,
  body: { article_id: number } | { report_id: number },
): Promise<{ title: string; text: string }> {
  if ('report_id' in body) {
    const [report] = await ctx.db
      .select({ title: reports.title, summary: reports.summary, markdown: reports.markdown })
      .from(reports)
      .where(and(eq(reports.id, body.report_id), ne(reports.status, 'deleted')));
    if (!report) throw ApiError.notFound('Report not found');
    const text = [report.summary?.trim() ?? '', plainMarkdown(report.markdown ?? '')]
      .filter(Boolean)
      .join('\n\n');
    if (!text) throw ApiError.rule('The report has no text to summarize');
    return { title: report.title, text };
  }
  const [article] = await ctx.db
    .select({ title: articles.title, body: articles.body })
    .from(articles)
    .where(eq(articles.id, body.article_id));
  if (!article) throw ApiError.notFound('Article not found');
  return { title: article.title, text: plain(article.body) };
}

export async function summaryJob(
  ctx: AppContext,
  body: { article_id?: number; report_id?: number; instruction?: string },
): Promise<Job> {
  // Neither or both is bad input, answered before the provider is asked about.
  if (body.article_id !== undefined && body.report_id !== undefined) {
    throw ApiError.field('report_id', 'format', 'report_id: Give either article_id or report_id');
  }
  const target =
    body.report_id !== undefined
      ? { report_id: body.report_id }
      : body.article_id !== undefined
        ? { article_id: body.article_id }
        : null;
  if (!target) {
    throw ApiError.field('article_id', 'required', 'article_id: This is a required field');
  }
  const config = requireAiConfig();
  const source = await summarySource(ctx, target);
  const user = [
    `Title: ${source.title}`,
    source.text.slice(0, SUMMARY_SOURCE_CHARS),
    body.instruction?.trim() ?? '',
  ]
    .filter(Boolean)
    .join('\n\n');
  return {
    kind: 'ai_summary',
    model: config.model,
    messages: [
      { role: 'system', content: SUMMARY_SYSTEM },
      { role: 'user', content: user },
    ],
  };
}

const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * Runs a job as a server-sent event stream on the reply: checks the credit, opens the provider's
 * stream (failures so far are ordinary JSON errors), charges, then relays the text under the time
 * limit and the size cap. The caller closing the connection aborts the provider's request.
 */
export async function streamJob(
  ctx: AppContext,
  user: AuthUser,
  job: Job,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const config: AiProviderConfig = requireAiConfig();
  const cost = await price(ctx, job.kind);
  const have = await balance(ctx, user.id);
  if (have < cost) throw notEnough(cost, have);

  const abort = new AbortController();
  const timer = setTimeout(
    () => abort.abort(new DOMException('timed out', 'TimeoutError')),
    config.timeoutMs,
  );
  const onClose = () => abort.abort(new DOMException('closed', 'AbortError'));
  reply.raw.on('close', onClose);
  try {
    const stream = await openChatStream(config, job.model, job.messages, abort.signal);
    let left: number;
    try {
      left = await charge(ctx, user.id, cost);
    } catch (e) {
      abort.abort();
      throw e;
    }
    reply.hijack();
    reply.raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Accel-Buffering': 'no',
      Connection: 'keep-alive',
    });
    reply.raw.write(event('meta', { model: job.model, cost, balance: left }));
    let sent = 0;
    let truncated = false;
    try {
      for await (const piece of stream) {
        if (reply.raw.destroyed) break;
        const room = config.maxChars - sent;
        const text = piece.length > room ? piece.slice(0, room) : piece;
        if (text) reply.raw.write(event('delta', { text }));
        sent += text.length;
        if (sent >= config.maxChars) {
          truncated = true;
          abort.abort();
          break;
        }
      }
      if (abort.signal.aborted && !truncated && !reply.raw.destroyed) {
        reply.raw.write(event('error', { message: 'The AI provider failed: timed out' }));
      } else if (!reply.raw.destroyed) {
        reply.raw.write(event('done', { truncated }));
      }
    } catch (e) {
      if (!reply.raw.destroyed) {
        const message =
          abort.signal.reason instanceof DOMException && abort.signal.reason.name === 'TimeoutError'
            ? 'The AI provider failed: timed out'
            : e instanceof Error
              ? e.message
              : 'The AI provider failed';
        reply.raw.write(event('error', { message }));
      }
    }
    reply.raw.end();
  } finally {
    clearTimeout(timer);
    reply.raw.off('close', onClose);
  }
}
