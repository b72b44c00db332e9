import { Button, IngestionFilters, SourceGroupTable, useTranslation } from '@newsdesk/ui';
import { Plus } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useListUrl } from '../../data/list';
import { SOURCES_PAGE_SIZE, sourceErrorMessage, useSourceGroupList } from '../../data/sources';
import { RouterLink } from '../../shell/RouterLink';
import { sourcesListCodec } from './listQuery';
import { ListFooter, PageHeader, Section } from './shared';

/** /content/sources/groups (operations §3 Source group): groups with cover and related sources. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const url = useListUrl(sourcesListCodec);
  const { state } = url;
  const list = useSourceGroupList({ page: state.page, kw: state.k });

  return (
    <Section>
      <PageHeader title={t('screen-source-groups')}>
        <Button variant="primary" onClick={() => void navigate('/content/sources/groups/new')}>
          <Plus aria-hidden size={16} />
          {t('sg-new')}
        </Button>
      </PageHeader>
      <IngestionFilters
        value={{ keyword: state.k, status: null }}
        withStatus={false}
        onChange={(patch) =>
          url.setState({
            ...state,
            page: 1,
            ...(patch.keyword !== undefined ? { k: patch.keyword } : {}),
          })
        }
        onReset={() => url.setState(url.initial)}
      />
      <SourceGroupTable
        items={list.rows ?? []}
        loading={list.loading && !list.rows}
        error={list.error && !list.rows ? sourceErrorMessage(list.error) : null}
        onRetry={() => url.setState({ ...state })}
        detailHref={(id) => `/content/sources/groups/${id}`}
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
