import { eq, inArray } from 'drizzle-orm';
import { articles, creditAccounts, creditExpenses, reports, users } from '../../src/db/schema';
import { aiPromptTemplates } from '../../src/db/schema-ai';
import type { AppContext } from '../../src/http/types';
import { DEMO_ACCOUNTS } from '../../src/seed';
import { startFakeProvider, type FakeProvider } from '../ai-fake-provider';
import type { StateSetup } from './states';

/** The stand-in provider of the streamed interactions, one per server process (never the network). */
let fake: Promise<FakeProvider> | undefined;

/** What the streamed interactions receive, chunk by chunk (contracts/test/ai.pact.test.ts). */
export const PACT_STREAM_CHUNKS = ['<h1>Fed holds rates</h1>', '<p>The Fed held rates.</p>'];

async function price(ctx: AppContext, kind: string, amount: number) {
  const now = ctx.now();
  await ctx.db
    .insert(creditExpenses)
    .values({ kind, price: amount, created_at: now, updated_at: now, version: 1 })
    .onConflictDoUpdate({ target: creditExpenses.kind, set: { price: amount } });
}

/** Provider states of the AI area (#15, #19); documented in contracts/provider-states.md. */
export const aiStates: Record<string, StateSetup> = {
  /** The template "Pact template" at version 1; "Pact new template" does not exist. */
  'an AI prompt template exists': async (ctx) => {
    await ctx.db
      .delete(aiPromptTemplates)
      .where(inArray(aiPromptTemplates.name, ['Pact template', 'Pact new template']));
    const now = ctx.now();
    const [row] = await ctx.db
      .insert(aiPromptTemplates)
      .values({
        name: 'Pact template',
        model: '',
        system_prompt: 'You are a financial editor.',
        user_prompt_template: 'Write a brief on {{topic}}.',
        common_prompts: ['Keep it neutral'],
        created_at: now,
        updated_at: now,
        version: 1,
      })
      .returning({ id: aiPromptTemplates.id });
    return { templateId: row!.id };
  },
  /** The server process has no AI provider (AI_BASE_URL unset). */
  'no AI provider is configured': () => {
    delete process.env.AI_BASE_URL;
    return Promise.resolve({});
  },
  /**
   * A local fake provider (model `pact-model`) answers every generation with PACT_STREAM_CHUNKS;
   * a draft costs 10 points, a summary 5; the editor has 1,000; the article "Fed holds rates
   * steady" exists.
   */
  'an AI provider streams its answers': async (ctx) => {
    fake ??= startFakeProvider();
    const provider = await fake;
    provider.chunks = PACT_STREAM_CHUNKS;
    provider.delayMs = 1;
    provider.failStatus = null;
    process.env.AI_BASE_URL = provider.url;
    process.env.AI_MODEL = 'pact-model';
    await price(ctx, 'ai_content', 10);
    await price(ctx, 'ai_summary', 5);
    const now = ctx.now();
    const [editor] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.editor.email));
    const account = { amount: 1000, expired_at: now + 365 * 86_400_000, reset_at: now };
    await ctx.db
      .insert(creditAccounts)
      .values({ user_id: editor!.id, ...account })
      .onConflictDoUpdate({ target: creditAccounts.user_id, set: account });
    const [article] = await ctx.db
      .insert(articles)
      .values({
        title: 'Fed holds rates steady',
        body: '<p>The Federal Reserve held rates on Wednesday.</p>',
        display_time: now,
        created_at: now,
        updated_at: now,
      })
      .returning({ id: articles.id });
    ctx.counts.invalidate('articles');
    return { articleId: article!.id };
  },
  /** The published report "Pact outlook 2026" with a summary and Markdown text (issue #19). */
  'a report with text exists': async (ctx) => {
    const now = ctx.now();
    const [report] = await ctx.db
      .insert(reports)
      .values({
        title: 'Pact outlook 2026',
        url: 'pact-outlook.pdf',
        extension: 'pdf',
        summary: 'Growth slows to 4.5%.',
        markdown: '## Outlook\n\n- Exports **slow**\n- Rates fall',
        status: 'published',
        display_time: now,
        created_at: now,
        updated_at: now,
      })
      .returning({ id: reports.id });
    return { reportId: report!.id };
  },
};
