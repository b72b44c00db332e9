import { isMissing, unwrap, type Main } from '@newsdesk/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './clients';

/**
 * The article templates (editor template menu, auto-load template) through the key-value calls of
 * content §7: read with `GET /v1/kvconfig/editor-article-template`, saved with
 * `POST /v1/admin/kv/editor-article-template` (key, value, name; version of the entry read).
 */
export type TemplateConfig = Main.components['schemas']['EditorArticleTemplateConfig'];
type Template = Main.components['schemas']['EditorArticleTemplate'];
export interface TemplateSummary {
  id: string;
  name: string;
  is_default: boolean;
}

export const TEMPLATE_KEY = 'editor-article-template';

export const templateKeys = {
  all: ['templates'] as const,
  article: () => [...templateKeys.all, TEMPLATE_KEY] as const,
};

/** The template entry, or null when it was never saved (404 "Key not found"). */
export async function getTemplates(): Promise<TemplateConfig | null> {
  try {
    return await unwrap(api.main.GET('/v1/kvconfig/editor-article-template'));
  } catch (e) {
    if (isMissing(e)) return null;
    throw e;
  }
}

/** Adds (or replaces, by name) a template; a new default unsets the previous one. */
export async function saveTemplate(
  current: TemplateConfig | null,
  template: { name: string; body: string; is_default: boolean },
): Promise<TemplateConfig> {
  const existing = current?.value.templates ?? [];
  const same = existing.find((t) => t.name === template.name);
  const id =
    same?.id ??
    `tpl-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`.slice(0, 40);
  const templates: Template[] = [
    ...existing
      .filter((t) => t.id !== id)
      .map((t) => (template.is_default ? { ...t, is_default: false } : t)),
    { id, ...template },
  ];
  return unwrap(
    api.main.POST('/v1/admin/kv/editor-article-template', {
      body: {
        key: TEMPLATE_KEY,
        name: current?.name ?? 'Article templates',
        value: { templates },
        ...(current ? { version: current.version } : {}),
      },
    }),
  );
}

export const templatesOf = (config: TemplateConfig | null | undefined): TemplateSummary[] =>
  (config?.value.templates ?? []).map(({ id, name, is_default }) => ({ id, name, is_default }));

/** The body of a template of the entry ('' when it has none). */
export const templateBody = (config: TemplateConfig | null | undefined, id: string) =>
  config?.value.templates.find((t) => t.id === id)?.body ?? '';

export function useTemplates() {
  return useQuery({ queryKey: templateKeys.article(), queryFn: getTemplates });
}

/** Saves a template on top of the entry in the cache; the answer replaces it there. */
export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (template: { name: string; body: string; is_default: boolean }) =>
      saveTemplate(
        queryClient.getQueryData<TemplateConfig | null>(templateKeys.article()) ?? null,
        template,
      ),
    onSuccess: (next) => queryClient.setQueryData(templateKeys.article(), next),
  });
}
