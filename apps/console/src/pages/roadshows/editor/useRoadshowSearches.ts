import type { RoadshowEditorSearches } from '@newsdesk/ui';
import { useState } from 'react';
import { useContentSearch } from '../../../data/roadshows';
import { useTagLookup } from '../../../data/tags';
import { useUserGroups, useUserLookup } from '../../../data/users';

/**
 * The remote searches of the roadshow editor's pickers: tags (second host), users (the user search
 * call), user groups (the roadshow user groups, filtered here as they are few), and the attached
 * video, related articles and reports (the unified content list by title).
 */
export function useRoadshowSearches(): RoadshowEditorSearches {
  const tags = useTagLookup({ isTopic: false });
  const users = useUserLookup();
  const groups = useUserGroups();
  const [groupQuery, setGroupQuery] = useState('');
  const videos = useContentSearch('VIDEO');
  const articles = useContentSearch('ARTICLE');
  const reports = useContentSearch('REPORT');
  const q = groupQuery.trim().toLowerCase();
  return {
    tags: { results: tags.results, loading: tags.loading, onSearch: tags.onSearch },
    users: { results: users.results, loading: users.loading, onSearch: users.onSearch },
    userGroups: {
      results: groups
        .filter((g) => !q || g.label.toLowerCase().includes(q))
        .map((g) => ({ id: g.value, name: g.label })),
      onSearch: setGroupQuery,
    },
    videos: { results: videos.results, loading: videos.loading, onSearch: videos.onSearch },
    articles: { results: articles.results, loading: articles.loading, onSearch: articles.onSearch },
    reports: { results: reports.results, loading: reports.loading, onSearch: reports.onSearch },
  };
}
