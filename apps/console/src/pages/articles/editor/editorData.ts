import { ApiError, gql, unwrap, type Main } from '@newsdesk/api-client';
import type { EditorOption, EditorTemplate } from '@newsdesk/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../data/clients';
import type { Article, ArticleCreate, ArticleUpdate } from './mapping';

type TemplateConfig = Main.components['schemas']['EditorArticleTemplateConfig'];
type Template = Main.components['schemas']['EditorArticleTemplate'];

export const getArticle = (id: number): Promise<Article> =>
  unwrap(api.main.GET('/v1/admin/article/{id}', { params: { path: { id } } }));

export const createArticle = (body: ArticleCreate): Promise<Article> =>
  unwrap(api.main.POST('/v1/admin/article', { body }));

export const updateArticle = (id: number, body: ArticleUpdate): Promise<Article> =>
  unwrap(api.main.PUT('/v1/admin/article/{id}', { params: { path: { id } }, body }));

/** The template entry, or null when it was never saved (404). */
export async function getTemplates(): Promise<TemplateConfig | null> {
  try {
    return await unwrap(api.main.GET('/v1/admin/kv/editor-article-template'));
  } catch (e) {
    if (e instanceof ApiError && (e.isNotFound || e.httpStatus === 404)) return null;
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
        key: 'editor-article-template',
        name: current?.name ?? 'Article templates',
        value: { templates },
        ...(current ? { version: current.version } : {}),
      },
    }),
  );
}

export const templatesOf = (config: TemplateConfig | null | undefined): EditorTemplate[] =>
  (config?.value.templates ?? []).map(({ id, name, is_default }) => ({ id, name, is_default }));

/**
 * Every option seen in a search, by list: a value picked from an earlier search keeps its label
 * when a later search no longer lists it.
 */
const seen = {
  users: new Map<number, string>(),
  tags: new Map<number, string>(),
  themes: new Map<number, string>(),
};
const remember = (cache: Map<number, string>) => (list: EditorOption[]) => {
  for (const o of list) cache.set(o.value, o.label);
  return list;
};
const withSeen = (list: EditorOption[] | undefined, cache: Map<number, string>) => {
  const out = [...(list ?? [])];
  for (const [value, label] of cache)
    if (!out.some((o) => o.value === value)) out.push({ value, label });
  return out;
};

/** Remote option lists of the editor, searched as the user types. */
export function useEditorOptions(initial: {
  article: Article | null;
  self: { id: number; nickname: string } | null;
}) {
  const [authorQ, setAuthorQ] = useState('');
  const [tagQ, setTagQ] = useState('');
  const [themeQ, setThemeQ] = useState('');
  const [userQ, setUserQ] = useState('');

  const users = (keyword: string) =>
    unwrap(
      api.main.GET('/v1/admin/user', {
        params: { query: { limit: 20, page: 1, ...(keyword ? { keyword } : {}) } },
      }),
    )
      .then((r) => r.items.map((u) => ({ value: u.id, label: u.nickname })))
      .then(remember(seen.users));
  const tags = (kw: string, isTopic: boolean) =>
    unwrap(
      api.second.POST('/tag/query', {
        body: { kw, is_topic: isTopic, pagination: { offset: 0, first: 20 } },
      }),
    )
      .then((r) => r.items.map((t) => ({ value: t.id, label: t.name })))
      .then(remember(isTopic ? seen.themes : seen.tags));

  const authors = useQuery({
    queryKey: ['editor', 'authors', authorQ],
    queryFn: () => users(authorQ),
    placeholderData: keepPreviousData,
  });
  const tagList = useQuery({
    queryKey: ['editor', 'tags', tagQ],
    queryFn: () => tags(tagQ, false),
    placeholderData: keepPreviousData,
  });
  const themes = useQuery({
    queryKey: ['editor', 'themes', themeQ],
    queryFn: () => tags(themeQ, true),
    placeholderData: keepPreviousData,
  });
  const userList = useQuery({
    queryKey: ['editor', 'users', userQ],
    queryFn: () => users(userQ),
    placeholderData: keepPreviousData,
  });
  const groups = useQuery({
    queryKey: ['editor', 'user-groups'],
    queryFn: async () => {
      const client = await api.graphql();
      const result = await client.query({
        query: gql.RoadshowUserGroupsDocument,
        variables: { pagination: { offset: 0, first: 100 } },
      });
      return (result.data?.roadshow_user_groups.nodes ?? []).map((g) => ({
        value: Number(g.id),
        label: g.name,
      }));
    },
  });

  // Selected values keep their labels even when the current search does not list them.
  const article = initial.article;
  const withSelected = (list: EditorOption[] | undefined, selected: EditorOption[]) => {
    const out = [...(list ?? [])];
    for (const s of selected) if (!out.some((o) => o.value === s.value)) out.push(s);
    return out;
  };
  return {
    authors: withSelected(authors.data, [
      ...(article?.author ? [{ value: article.author.id, label: article.author.nickname }] : []),
      ...(initial.self ? [{ value: initial.self.id, label: initial.self.nickname }] : []),
    ]),
    tags: withSelected(
      withSeen(tagList.data, seen.tags),
      (article?.tags ?? []).map((t) => ({ value: t.id, label: t.name })),
    ),
    themes: withSeen(themes.data, seen.themes),
    users: withSeen(userList.data, seen.users),
    userGroups: groups.data ?? [],
    onSearchAuthors: setAuthorQ,
    onSearchTags: setTagQ,
    onSearchThemes: setThemeQ,
    onSearchUsers: setUserQ,
    onSearchUserGroups: () => undefined,
  };
}
