import { ApiError, errorMessage, unwrap } from '@newsdesk/api-client';
import {
  ArticleFilters,
  ArticleTable,
  Button,
  Pagination,
  PushDialog,
  useConfirm,
  usePreference,
  useToast,
  type ArticleAction,
  type ArticleFiltersValue,
  type ArticleRowData,
  type PushDialogValues,
} from '@newsdesk/ui';
import {
  keepPreviousData,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { api } from '../../../data/clients';
import { useSession } from '../../../data/session';
import { RouterLink } from '../../../shell/RouterLink';
import {
  PAGE_SIZE,
  applyFilters,
  parseListUrl,
  serializeListUrl,
  toApiQuery,
  toFiltersValue,
  type ArticleListUrlState,
} from './listQuery';

const SEARCH_SIZE = 20;

/** Tags matching a search (second host, queryTags) and the names of the tags in the URL. */
function useTagFilter(tagIds: readonly number[]) {
  const [query, setQuery] = useState('');
  const results = useQuery({
    queryKey: ['article-list', 'tags', query],
    queryFn: () =>
      unwrap(
        api.second.POST('/tag/query', {
          body: { kw: query, pagination: { offset: 0, first: SEARCH_SIZE } },
        }),
      ).then((r) => r.items.map((tag) => ({ id: tag.id, name: tag.name }))),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const named = useQueries({
    queries: tagIds.map((id) => ({
      queryKey: ['tag', id],
      queryFn: () => unwrap(api.second.GET('/tag/{id}', { params: { path: { id } } })),
      staleTime: 5 * 60_000,
      retry: false,
    })),
  });
  const names = new Map<number, string>();
  for (const q of named) if (q.data) names.set(q.data.id, q.data.name);
  return {
    names,
    search: { results: results.data ?? [], onSearch: setQuery, loading: results.isFetching },
  };
}

/** Users matching a search (the author picker) and the name of the author in the URL. */
function useAuthorFilter(userId: number | null) {
  const [query, setQuery] = useState('');
  const results = useQuery({
    queryKey: ['article-list', 'authors', query],
    queryFn: () =>
      unwrap(
        api.main.GET('/v1/admin/user', {
          params: { query: { page: 1, limit: SEARCH_SIZE, ...(query ? { keyword: query } : {}) } },
        }),
      ).then((r) => r.items.map((u) => ({ id: u.id, name: u.nickname }))),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const author = useQuery({
    queryKey: ['user', userId],
    queryFn: () =>
      unwrap(api.main.GET('/v1/admin/user/{id}', { params: { path: { id: userId ?? 0 } } })),
    enabled: userId !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return {
    name: author.data?.nickname ?? null,
    search: { results: results.data ?? [], onSearch: setQuery, loading: results.isFetching },
  };
}

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size['2xl']};
  }
`;

const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.text.secondary};
`;

const EMPTY: ArticleListUrlState = parseListUrl(new URLSearchParams());

/** /content/article/list (content §4, §9): every filter in the URL, row actions with toasts. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [hideDeleted, setHideDeleted] = usePreference('hideDeletedContents');
  const state = useMemo(() => parseListUrl(params), [params]);
  const apiQuery = useMemo(() => toApiQuery(state, hideDeleted), [state, hideDeleted]);

  const list = useQuery({
    queryKey: ['articles', apiQuery],
    queryFn: () => unwrap(api.main.GET('/v1/admin/article', { params: { query: apiQuery } })),
    placeholderData: keepPreviousData,
  });

  const setState = (next: ArticleListUrlState) => setParams(serializeListUrl(next));
  const tags = useTagFilter(state.tagIds);
  const authors = useAuthorFilter(state.userId);
  // Names picked in the filters, so a pick shows its name before any lookup answers.
  const [picked, setPicked] = useState<ReadonlyMap<number, string>>(() => new Map());
  const tagNames = new Map([...picked, ...tags.names]);
  const authorName =
    state.userId !== null
      ? (authors.name ??
        picked.get(state.userId) ??
        list.data?.items.find((a) => a.author?.id === state.userId)?.author?.nickname ??
        null)
      : null;
  const changeFilters = (patch: Partial<ArticleFiltersValue>) => {
    const names = [...(patch.tags ?? []), ...(patch.author ? [patch.author] : [])];
    if (names.length)
      setPicked((prev) => new Map([...prev, ...names.map((e) => [e.id, e.name] as const)]));
    setState(applyFilters(state, patch));
  };

  const status = useMutation({
    mutationFn: (v: { id: number; status: 'draft' | 'published' | 'deleted'; version: number }) =>
      unwrap(
        api.main.PUT('/v1/admin/article/{id}/status', {
          params: { path: { id: v.id } },
          body: { status: v.status, version: v.version },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['articles'] }),
  });

  // Push (operations §Push): admins only, like the API (broadcastPush is Admin in x-roles).
  const session = useSession();
  const canPush = session.roles.includes('Admin');
  const [pushing, setPushing] = useState<ArticleRowData | null>(null);
  const pushingSummary = list.data?.items.find((a) => a.id === pushing?.id)?.summary ?? null;
  const sendPush = async (item: ArticleRowData, values: PushDialogValues) => {
    try {
      await unwrap(
        api.main.POST('/v1/admin/push/umeng/broadcast', {
          body: {
            title: values.title,
            body: values.body,
            ...(values.start_time !== null ? { start_time: values.start_time } : {}),
            platform: values.platform,
            extra: { url: `newsdesk://article/${item.id}`, content_kind: 1, content_id: item.id },
          },
        }),
      );
      toast.success(t('event-notification-success'));
    } catch (e) {
      toast.error(errorMessage(e));
      throw e;
    }
  };

  const versionOf = (id: number) => list.data?.items.find((a) => a.id === id)?.version ?? 1;

  const changeStatus = async (
    item: ArticleRowData,
    next: 'draft' | 'published' | 'deleted',
    success: string,
  ) => {
    try {
      await status.mutateAsync({ id: item.id, status: next, version: versionOf(item.id) });
      toast.success(success);
    } catch (e) {
      if (e instanceof ApiError && e.code === 40009) toast.error(t('articles-conflict'));
      else toast.error(errorMessage(e));
    }
  };

  const onAction = async (action: ArticleAction, item: ArticleRowData) => {
    switch (action) {
      case 'edit':
        await navigate(`/content/article/${item.id}`);
        return;
      case 'copy-link': {
        const url = `${window.location.origin}/content/article/${item.id}`;
        try {
          await navigator.clipboard.writeText(url);
          toast.success(t('articles-link-copied'));
        } catch {
          toast.info(url);
        }
        return;
      }
      case 'publish':
        await changeStatus(item, 'published', t('articles-published'));
        return;
      case 'push':
        // The content must be published before it can be pushed (content §4).
        if (item.status !== 'published') toast.error(t('ae-publish-first'));
        else setPushing(item);
        return;
      case 'draft':
        await changeStatus(item, 'draft', t('articles-converted-draft'));
        return;
      case 'delete': {
        const ok = await confirm({
          title: t('articles-confirm-delete-title'),
          message: t('articles-confirm-delete-message', { title: item.title }),
          tone: 'danger',
          confirmLabel: t('action-delete'),
        });
        if (ok) await changeStatus(item, 'deleted', t('event-delete-success'));
        return;
      }
    }
  };

  const filtered = serializeListUrl({ ...state, page: 1, sort: 'desc' }).toString() !== '';
  const total = list.data?.total ?? 0;

  return (
    <Section>
      <Header>
        <h1>{t('articles-title')}</h1>
        <Button variant="primary" onClick={() => void navigate('/content/article/create')}>
          <Plus aria-hidden size={16} />
          {t('articles-new')}
        </Button>
      </Header>
      <ArticleFilters
        value={toFiltersValue(state, { author: authorName, tags: tagNames })}
        onChange={changeFilters}
        onReset={() => setState(EMPTY)}
        hideDeleted={hideDeleted}
        onHideDeletedChange={setHideDeleted}
        tagSearch={tags.search}
        authorSearch={authors.search}
      />
      {list.isError ? <p role="alert">{errorMessage(list.error)}</p> : null}
      <ArticleTable
        items={list.data?.items ?? []}
        loading={list.isPending}
        editHref={(id) => `/content/article/${id}`}
        linkComponent={RouterLink}
        onAction={(action, item) => void onAction(action, item)}
        canPush={canPush}
        emptyVariant={filtered ? 'search' : 'content'}
      />
      {total > 0 ? (
        <Footer>
          <span>{t('articles-total', { count: total })}</span>
          <Pagination
            page={state.page}
            total={total}
            pageSize={PAGE_SIZE}
            getPageHref={(page) => `?${serializeListUrl({ ...state, page }).toString()}`}
            onPageChange={(page, event) => {
              event.preventDefault();
              setState({ ...state, page });
            }}
          />
        </Footer>
      ) : null}
      {pushing ? (
        <PushDialog
          key={pushing.id}
          open
          onOpenChange={(open) => {
            if (!open) setPushing(null);
          }}
          contentTitle={pushing.title}
          defaults={{
            title: pushing.title.slice(0, 80),
            body: (pushingSummary ?? pushing.title).slice(0, 500),
          }}
          onSubmit={(values) => sendPush(pushing, values)}
        />
      ) : null}
    </Section>
  );
}
