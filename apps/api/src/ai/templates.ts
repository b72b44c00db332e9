import { and, asc, eq, sql } from 'drizzle-orm';
import { aiPromptTemplates } from '../db/schema-ai';
import { ApiError, ErrorCode } from '../http/errors';
import type { AppContext } from '../http/types';

/** AI prompt templates (operations §3 AI content; designed here): validated, versioned writes. */

type Row = typeof aiPromptTemplates.$inferSelect;

export interface TemplateInput {
  name: string;
  model?: string;
  system_prompt?: string;
  user_prompt_template: string;
  common_prompts?: string[];
  version?: number;
}

const VARIABLE = /\{\{\s*([\p{L}_][\p{L}\p{N}_]*)\s*\}\}/gu;
export const VARIABLE_FORMAT = 'user_prompt_template: Variables are written {{name}}';

/** The distinct `{{name}}` variables of a template, in order of first use. */
export function templateVariables(template: string): string[] {
  return [...new Set([...template.matchAll(VARIABLE)].map((m) => m[1]!))];
}

/** Fills every `{{name}}` with its value. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(VARIABLE, (_all, name: string) => values[name] ?? '');
}

export function present(row: Row) {
  return { ...row, variables: templateVariables(row.user_prompt_template) };
}

function check(input: TemplateInput) {
  // A `{{` or `}}` left once the well-formed variables are taken out is a typo.
  const rest = input.user_prompt_template.replace(VARIABLE, '');
  if (rest.includes('{{') || rest.includes('}}')) {
    throw ApiError.field('user_prompt_template', 'format', VARIABLE_FORMAT);
  }
  const common = (input.common_prompts ?? []).map((p) => p.trim());
  if (new Set(common).size !== common.length) {
    throw ApiError.field(
      'common_prompts',
      'uniqueItems',
      'common_prompts: Each common prompt once',
    );
  }
  return {
    name: input.name.trim(),
    model: (input.model ?? '').trim(),
    system_prompt: input.system_prompt ?? '',
    user_prompt_template: input.user_prompt_template,
    common_prompts: common,
  };
}

const isUnique = (e: unknown): boolean => {
  for (let c: unknown = e; c && typeof c === 'object'; c = (c as { cause?: unknown }).cause) {
    if ((c as { code?: unknown }).code === '23505') return true;
  }
  return false;
};
const duplicate = () =>
  new ApiError(ErrorCode.DUPLICATE, 'A template with this name already exists', { field: 'name' });

export async function listTemplates(ctx: AppContext) {
  const rows = await ctx.db
    .select()
    .from(aiPromptTemplates)
    .orderBy(asc(sql`lower(${aiPromptTemplates.name})`), asc(aiPromptTemplates.id));
  return { items: rows.map(present), total: rows.length };
}

export async function findTemplate(ctx: AppContext, id: number): Promise<Row> {
  const [row] = await ctx.db.select().from(aiPromptTemplates).where(eq(aiPromptTemplates.id, id));
  if (!row) throw ApiError.notFound('Template not found');
  return row;
}

export async function createTemplate(ctx: AppContext, input: TemplateInput) {
  const values = check(input);
  const now = ctx.now();
  try {
    const [row] = await ctx.db
      .insert(aiPromptTemplates)
      .values({ ...values, created_at: now, updated_at: now, version: 1 })
      .returning();
    return present(row!);
  } catch (e) {
    if (isUnique(e)) throw duplicate();
    throw e;
  }
}

export async function updateTemplate(ctx: AppContext, id: number, input: TemplateInput) {
  if (input.version === undefined) {
    throw ApiError.field('version', 'required', 'version: This is a required field');
  }
  const values = check(input);
  const current = await findTemplate(ctx, id);
  try {
    const [row] = await ctx.db
      .update(aiPromptTemplates)
      .set({ ...values, updated_at: ctx.now(), version: sql`${aiPromptTemplates.version} + 1` })
      .where(and(eq(aiPromptTemplates.id, id), eq(aiPromptTemplates.version, input.version)))
      .returning();
    if (row) return present(row);
  } catch (e) {
    if (isUnique(e)) throw duplicate();
    throw e;
  }
  const now = await findTemplate(ctx, id).catch(() => current);
  throw ApiError.conflict(now.version, present(now));
}

export async function deleteTemplate(ctx: AppContext, id: number, version: number) {
  const current = await findTemplate(ctx, id);
  const [row] = await ctx.db
    .delete(aiPromptTemplates)
    .where(and(eq(aiPromptTemplates.id, id), eq(aiPromptTemplates.version, version)))
    .returning();
  if (row) return present(row);
  throw ApiError.conflict(current.version, present(current));
}
