import { Button, IngestionFilters, SourceTable, useTranslation } from '@newsdesk/ui';
import { Plus } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useListUrl } from '../../data/list';
import {
  SOURCES_PAGE_SIZE,
  sourceErrorMessage,
  useSourceGroupOptions,
  useSourceList,
} from '../../data/sources';
import { RouterLink } from '../../shell/RouterLink';
import { sourcesListCodec } from './listQuery';
import { ListFooter, PageHeader, Section } from './shared';

/** /content/sources/list (operations §2, §3 Source): sources by keyword, status and group. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const url = useListUrl(sourcesListCodec);
  const { state } = url;
  const list = useSourceList({
    page: state.page,
    kw: state.k,
    status: state.status,
    groupId: state.scope,
  });
  const groups = useSourceGroupOptions();

  return (
    <Section>
      <PageHeader title={t('screen-sources')}>
        <Button variant="primary" onClick={() => void navigate('/content/sources/new')}>
          <Plus aria-hidden size={16} />
          {t('src-new')}
        </Button>
      </PageHeader>
      <IngestionFilters
        value={{ keyword: state.k, status: state.status, scope: state.scope }}
        scope={{ label: t('src-group-filter'), options: groups }}
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
      <SourceTable
        items={list.rows ?? []}
        loading={list.loading && !list.rows}
        error={list.error && !list.rows ? sourceErrorMessage(list.error) : null}
        onRetry={() => url.setState({ ...state })}
        detailHref={(id) => `/content/sources/${id}`}
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
