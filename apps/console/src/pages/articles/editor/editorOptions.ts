import type { EditorOption } from '@newsdesk/ui';
import type { Article } from '../../../data/articles';
import { useTagLookup, type TagOption } from '../../../data/tags';
import { useUserGroups, useUserLookup, type UserOption } from '../../../data/users';

const toOption = (o: TagOption | UserOption): EditorOption => ({ value: o.id, label: o.name });

/** The current results, then every value seen earlier and every selected one, each once. */
function merged(
  results: readonly EditorOption[],
  ...extra: Iterable<readonly [number, string]>[]
): EditorOption[] {
  const out = [...results];
  for (const list of extra)
    for (const [value, label] of list)
      if (!out.some((o) => o.value === value)) out.push({ value, label });
  return out;
}

/**
 * The editor's remote option lists (authors, tags, themes, whitelisted users, user groups),
 * searched as the user types through the shared lookups of the data layer. A value picked from an
 * earlier search keeps its label when a later search no longer lists it.
 */
export function useEditorOptions(initial: {
  article: Article | null;
  self: { id: number; nickname: string } | null;
}) {
  const authors = useUserLookup();
  const users = useUserLookup();
  const tags = useTagLookup({ isTopic: false });
  const themes = useTagLookup({ isTopic: true });
  const userGroups = useUserGroups();
  const { article, self } = initial;

  const selectedAuthors: [number, string][] = [
    ...(article?.author ? [[article.author.id, article.author.nickname] as [number, string]] : []),
    ...(self ? [[self.id, self.nickname] as [number, string]] : []),
  ];
  return {
    authors: merged(authors.results.map(toOption), selectedAuthors),
    tags: merged(
      tags.results.map(toOption),
      tags.known,
      (article?.tags ?? []).map((t) => [t.id, t.name] as const),
    ),
    themes: merged(themes.results.map(toOption), themes.known),
    users: merged(users.results.map(toOption), users.known),
    userGroups,
    onSearchAuthors: authors.onSearch,
    onSearchTags: tags.onSearch,
    onSearchThemes: themes.onSearch,
    onSearchUsers: users.onSearch,
    onSearchUserGroups: () => undefined,
  };
}
