import { errorMessage } from '@newsdesk/api-client';
import { DataListPager, KvTable, useTranslation } from '@newsdesk/ui';
import { useMemo } from 'react';
import { useKvList } from '../../../data/kv';
import { useListUrl, type ListUrlCodec } from '../../../data/list';
import { RouterLink } from '../../../shell/RouterLink';
import { kvEditHref } from './settingScreens';
import { PageHeader, Section } from '../PageHeader';

/** The list's URL: the search keyword `k` (anchors are not kept: Load more appends). */
const kvListCodec: ListUrlCodec<{ k: string }> = {
  parse: (params) => ({ k: (params.get('k') ?? '').trim().slice(0, 100) }),
  serialize: (state) => new URLSearchParams(state.k ? { k: state.k } : {}),
};

/** /operation/kv (operations §2, §7): entries by last update, search, anchor paging. */
export function Component() {
  const { t } = useTranslation();
  const url = useListUrl(kvListCodec);
  const list = useKvList(url.state.k);
  const items = useMemo(
    () =>
      (list.data?.pages ?? []).flatMap((page) =>
        page.items.map((e) => ({
          key: e.key,
          name: e.name,
          updated_at: e.updated_at,
          has_schema: e.json_schema !== null,
        })),
      ),
    [list.data],
  );
  return (
    <Section>
      <PageHeader title={t('kv-list-title')} />
      <KvTable
        items={items}
        loading={list.isPending}
        error={list.isError ? errorMessage(list.error) : null}
        onRetry={() => void list.refetch()}
        editHref={kvEditHref}
        linkComponent={RouterLink}
        keyword={url.state.k}
        onKeywordChange={(k) => url.setState({ k })}
        paging={
          list.hasNextPage ? (
            <DataListPager
              mode="more"
              hasMore
              loading={list.isFetchingNextPage}
              onLoadMore={() => void list.fetchNextPage()}
            />
          ) : null
        }
      />
    </Section>
  );
}
