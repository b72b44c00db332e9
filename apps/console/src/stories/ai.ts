import type { gql } from '@newsdesk/api-client';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { STORY_NOW } from './clock';
import { failure, HOUR, ok, type MainData } from './contract';
import { withTypenames } from './graphqlTypes';
import { gqlApi, graphqlError, mainUrl, serverError } from './handlers';

/**
 * Story data and handlers of the AI screens. The AI content screen (`/content/ai/content`): the prompt templates
 * (`GET /v1/admin/ai/templates`), the provider status (`GET /v1/admin/ai/status`) and the two
 * streamed generations (`POST /v1/admin/ai/generate`, `/summarize`), answered as the contract's
 * `AiStream` describes: `meta`, then `delta` pieces, then `done`. The contract has no examples
 * for these calls; the payloads are typed by the generated contract types. The credit prices
 * (`/content/ai/credit`) are the GraphQL `CreditExpense`.
 */
export type AiTemplateList = MainData<'/v1/admin/ai/templates', 'get'>;
export type AiStatus = MainData<'/v1/admin/ai/status', 'get'>;

const TEMPLATES: {
  name: string;
  model: string;
  user: string;
  variables: string[];
  common: string[];
}[] = [
  {
    name: 'Market flash',
    model: '',
    user: 'Write a market flash about {{topic}}, focusing on {{focus}}.',
    variables: ['topic', 'focus'],
    common: ['Keep a neutral tone', 'End with one line on the risks'],
  },
  {
    name: 'Earnings brief',
    model: 'gpt-4o-mini',
    user: 'Summarize the latest results of {{company}} for retail readers.',
    variables: ['company'],
    common: [],
  },
  {
    name: '政策解读',
    model: '',
    user: '解读{{policy}}对{{sector}}的影响，500 字以内。',
    variables: ['policy', 'sector'],
    common: ['语气客观中立'],
  },
];

export function aiTemplates(): AiTemplateList {
  const items = TEMPLATES.map((x, i) => ({
    id: 11 + i,
    name: x.name,
    model: x.model,
    system_prompt: 'You are a financial news editor.',
    user_prompt_template: x.user,
    common_prompts: x.common,
    variables: x.variables,
    version: 1 + i,
    created_at: STORY_NOW - (30 - i) * 24 * HOUR,
    updated_at: STORY_NOW - (3 - i) * 24 * HOUR,
  }));
  return { items, total: items.length };
}

export const aiStatus = (configured = true): AiStatus => ({
  configured,
  model: configured ? 'gpt-4o' : null,
  balance: 990,
  prices: { ai_content: 10, ai_summary: 5 },
});

/** The draft streamed for a generation: HTML, its first heading becomes the title. */
export const AI_DRAFT_PIECES = [
  '<h1>PBOC keeps the loan prime rate at 3.45%</h1>',
  '<p>The one-year loan prime rate stays at 3.45% and the five-year rate at 3.95%, ',
  'in line with expectations.</p>',
  '<h2>Market reaction</h2>',
  '<ul><li>Government bond yields edged lower</li><li>The yuan held near 7.23</li></ul>',
];

/** The summary streamed for an article: plain text. */
export const AI_SUMMARY_PIECES = [
  'The central bank left both loan prime rates unchanged, ',
  'as analysts expected; bond yields edged lower and the yuan held steady.',
];

/** A `text/event-stream` body sending `events` one by one, a few milliseconds apart. */
function eventStream(events: [string, unknown][]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    async start(controller) {
      for (const [name, data] of events) {
        controller.enqueue(encoder.encode(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`));
        await delay(40);
      }
      controller.close();
    },
  });
}

const streamed = (cost: number, pieces: readonly string[]) =>
  new HttpResponse(
    eventStream([
      ['meta', { model: 'gpt-4o', cost, balance: 990 - cost }],
      ...pieces.map((text): [string, unknown] => ['delta', { text }]),
      ['done', { truncated: false }],
    ]),
    { headers: { 'Content-Type': 'text/event-stream' } },
  );

export type AiState = 'full' | 'empty' | 'loading' | 'error' | 'no-provider';

/** The AI screen's calls in one of its states (the templates decide empty, loading and error). */
export const aiHandlers = (state: AiState): RequestHandler[] => [
  http.get(mainUrl('/v1/admin/ai/templates'), async () => {
    if (state === 'loading') await delay('infinite');
    if (state === 'error') return serverError();
    return HttpResponse.json(ok(state === 'empty' ? { items: [], total: 0 } : aiTemplates()));
  }),
  http.get(mainUrl('/v1/admin/ai/status'), () =>
    HttpResponse.json(ok(aiStatus(state !== 'no-provider'))),
  ),
  http.post(mainUrl('/v1/admin/ai/generate'), () =>
    state === 'no-provider'
      ? HttpResponse.json(failure(40022, 'no AI provider configured'), { status: 422 })
      : streamed(10, AI_DRAFT_PIECES),
  ),
  http.post(mainUrl('/v1/admin/ai/summarize'), () =>
    state === 'no-provider'
      ? HttpResponse.json(failure(40022, 'no AI provider configured'), { status: 422 })
      : streamed(5, AI_SUMMARY_PIECES),
  ),
];

// ── Credit prices (`/content/ai/credit`, GraphQL `CreditExpense`) ─────────────────────────────

export function creditExpenses(): gql.CreditExpenseQuery['credit_expense'] {
  return [
    { kind: 'ai_content', price: 10, version: 3, updated_at: STORY_NOW - 5 * 24 * HOUR },
    { kind: 'ai_summary', price: 5, version: 2, updated_at: STORY_NOW - 9 * 24 * HOUR },
    { kind: 'report_download', price: 20, version: 1, updated_at: STORY_NOW - 40 * 24 * HOUR },
  ];
}

export const creditHandlers = (state: 'full' | 'empty' | 'loading' | 'error'): RequestHandler[] => [
  gqlApi.query<gql.CreditExpenseQuery, gql.CreditExpenseQueryVariables>(
    'CreditExpense',
    async () => {
      if (state === 'loading') await delay('infinite');
      if (state === 'error') return graphqlError<gql.CreditExpenseQuery>();
      const data: gql.CreditExpenseQuery = {
        credit_expense: state === 'empty' ? [] : creditExpenses(),
      };
      return HttpResponse.json({ data: withTypenames(data) });
    },
  ),
  // Users' credit (#15) below the prices: empty and loading follow the prices; otherwise two
  // holders, so a failure of the prices is the page's only error.
  gqlApi.query<gql.CreditHoldersQuery, gql.CreditHoldersQueryVariables>(
    'CreditHolders',
    async () => {
      if (state === 'loading') await delay('infinite');
      const nodes = state === 'empty' ? [] : creditHolders();
      const data: gql.CreditHoldersQuery = {
        users: {
          total_count: nodes.length,
          page_info: { end_cursor: null, has_next_page: false },
          nodes,
        },
      };
      return HttpResponse.json({ data: withTypenames(data) });
    },
  ),
];

const DAY = 24 * HOUR;

export function creditHolders(): gql.CreditHoldersQuery['users']['nodes'] {
  return [
    {
      id: '2001',
      nickname: '积分读者甲',
      avatar: null,
      email: { email: 'reader-a@example.org' },
      credit_subscription: {
        plan: 'monthly',
        expired_at: STORY_NOW + 24 * DAY,
        payment_state: 'COMPLETE',
        credit_info: {
          amount: 1200,
          expired_at: STORY_NOW + 20 * DAY,
          reset_at: STORY_NOW + 7 * DAY,
        },
      },
    },
    {
      id: '2002',
      nickname: 'Credit reader B',
      avatar: null,
      email: null,
      credit_subscription: {
        plan: 'yearly',
        expired_at: STORY_NOW + 300 * DAY,
        payment_state: 'UNPAID',
        credit_info: {
          amount: 80,
          expired_at: STORY_NOW + 40 * DAY,
          reset_at: STORY_NOW + 16 * DAY,
        },
      },
    },
  ];
}
