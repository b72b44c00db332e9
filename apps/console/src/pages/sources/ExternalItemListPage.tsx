import { ExternalItemTable, IngestionFilters, useTranslation } from '@newsdesk/ui';
import { useMemo, useState } from 'react';
import { useListUrl } from '../../data/list';
import {
  SOURCES_PAGE_SIZE,
  sourceErrorMessage,
  useExternalItemList,
  useSourceOptions,
} from '../../data/sources';
import { RouterLink } from '../../shell/RouterLink';
import { sourcesListCodec } from './listQuery';
import { ListFooter, PageHeader, Section } from './shared';

/**
 * /content/sources/external-items: what the crawlers bring in, searched by keyword and narrowed by
 * source and status; each row links to its item and to its source.
 */
export function Component() {
  const { t } = useTranslation();
  const url = useListUrl(sourcesListCodec);
  const { state } = url;
  const list = useExternalItemList({
    page: state.page,
    kw: state.k,
    status: state.status,
    sourceId: state.scope,
    synchronized: state.sync,
  });
  const [kw] = useState('');
  const sources = useSourceOptions(kw);
  const sourceOptions = useMemo(() => sources.options, [sources.options]);

  return (
    <Section>
      <PageHeader title={t('screen-external-items')} />
      <IngestionFilters
        value={{ keyword: state.k, status: state.status, scope: state.scope }}
        scope={{ label: t('ei-source'), options: sourceOptions }}
        onChange={(patch) =>
          url.setState({
            ...state,
            page: 1,
            ...(patch.keyword !== undefined ? { k: patch.keyword } : {}),
            ...(patch.status !== undefined ? { status: patch.status } : {}),
            ...(patch.scope !== undefined ? { scope: patch.scope } : {}),
          })
        }
        onReset={() => url.setState(url.initial)}
      />
      <ExternalItemTable
        items={list.rows ?? []}
        loading={list.loading && !list.rows}
        error={list.error && !list.rows ? sourceErrorMessage(list.error) : null}
        onRetry={() => url.setState({ ...state })}
        detailHref={(id) => `/content/sources/external-items/${id}`}
        sourceHref={(id) => `/content/sources/${id}`}
        linkComponent={RouterLink}
        emptyVariant={url.narrowed ? 'search' : 'content'}
        paging={
          <ListFooter
            total={list.total}
            page={state.page}
            pageSize={SOURCES_PAGE_SIZE}
            hrefOf={(page) => url.hrefOf({ ...state, page })}
            onPage={(page) => url.setState({ ...state, page })}
          />
        }
      />
    </Section>
  );
}
