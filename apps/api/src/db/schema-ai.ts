import { bigint, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * AI content (#15, operations §3 AI content; designed here): the prompt templates of the AI content
 * screen. Generations are not stored: a draft is saved as an article, a summary is copied or applied.
 */
const ms = (name: string) => bigint(name, { mode: 'number' });

export const aiPromptTemplates = pgTable(
  'ai_prompt_templates',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Empty: the server's configured model (AI_MODEL). */
    model: text('model').notNull().default(''),
    system_prompt: text('system_prompt').notNull().default(''),
    user_prompt_template: text('user_prompt_template').notNull(),
    common_prompts: jsonb('common_prompts').$type<string[]>().notNull(),
    created_at: ms('created_at').notNull(),
    updated_at: ms('updated_at').notNull(),
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('ai_prompt_templates_name_idx').on(sql`lower(${t.name})`)],
);
