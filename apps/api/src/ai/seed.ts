import { inArray } from 'drizzle-orm';
import { creditAccounts, creditExpenses, users } from '../db/schema';
import { aiPromptTemplates } from '../db/schema-ai';
import type { AppContext } from '../http/types';

const DAY = 24 * 60 * 60 * 1000;

/** The AI content screen's demo templates (designed here). */
export const DEMO_TEMPLATES = [
  {
    name: '市场快讯',
    model: '',
    system_prompt: '你是一名严谨的财经编辑，只陈述可核实的事实，不做投资建议。',
    user_prompt_template: '请就{{topic}}写一篇约{{words}}字的市场快讯，重点说明{{focus}}。',
    common_prompts: ['语气客观中立', '结尾附上一句风险提示', '使用简体中文'],
  },
  {
    name: 'Earnings brief',
    model: '',
    system_prompt: 'You are a financial reporter writing for professional investors.',
    user_prompt_template:
      'Write a short earnings brief on {{company}} for {{quarter}}: revenue, profit, guidance and the market reaction.',
    common_prompts: ['Keep it under 400 words', 'Add three bullet-point takeaways'],
  },
];

/**
 * Demo data of the AI screens: the templates, the price of a draft (`ai_content`; `ai_summary` is
 * seeded with the other prices) and points for the staff accounts, who generate in the console.
 * Each part only where it is missing.
 */
export async function seedAi(ctx: AppContext) {
  const now = ctx.now();
  const existing = await ctx.db
    .select({ id: aiPromptTemplates.id })
    .from(aiPromptTemplates)
    .limit(1);
  if (!existing.length) {
    await ctx.db
      .insert(aiPromptTemplates)
      .values(DEMO_TEMPLATES.map((t) => ({ ...t, created_at: now, updated_at: now, version: 1 })))
      .onConflictDoNothing();
  }
  await ctx.db
    .insert(creditExpenses)
    .values({ kind: 'ai_content', price: 10, created_at: now, updated_at: now, version: 1 })
    .onConflictDoNothing();
  const staff = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, ['admin@newsdesk.test', 'editor@newsdesk.test']));
  if (staff.length) {
    await ctx.db
      .insert(creditAccounts)
      .values(
        staff.map((s) => ({
          user_id: s.id,
          amount: 1000,
          expired_at: now + 365 * DAY,
          reset_at: now + 30 * DAY,
        })),
      )
      .onConflictDoNothing();
  }
}
