import { Button, DataFilters, DataSourceTable, useTranslation } from '@newsdesk/ui';
import { Plus } from 'lucide-react';
import { useNavigate } from 'react-router';
import {
  DATA_PAGE_SIZE,
  dataErrorMessage,
  useDataGroupOptions,
  useDataSourceList,
} from '../../data/datasets';
import { useListUrl } from '../../data/list';
import { RouterLink } from '../../shell/RouterLink';
import { dataListCodec, ListFooter, PageHeader, Section } from './shared';

/** /content/data/sources (operations §2, §3 Data source): data sources by keyword, type and group. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const url = useListUrl(dataListCodec);
  const { state } = url;
  const list = useDataSourceList({
    page: state.page,
    kw: state.k,
    type: state.type,
    groupId: state.group,
  });
  const groups = useDataGroupOptions();

  return (
    <Section>
      <PageHeader title={t('screen-data-sources')}>
        <Button variant="primary" onClick={() => void navigate('/content/data/sources/new')}>
          <Plus aria-hidden size={16} />
          {t('data-source-new')}
        </Button>
      </PageHeader>
      <DataFilters
        keyword={state.k}
        onKeywordChange={(k) => url.setState({ ...state, page: 1, k })}
        choices={[
          {
            key: 'type',
            label: t('data-type'),
            value: state.type,
            options: (['CUSTOM', 'API'] as const).map((v) => ({
              value: v,
              label: t(`data-type-${v}`),
            })),
          },
          { key: 'group', label: t('data-group'), value: state.group, options: groups },
        ]}
        onChoiceChange={(key, value) =>
          url.setState({
            ...state,
            page: 1,
            ...(key === 'type'
              ? { type: value === 'CUSTOM' || value === 'API' ? value : null }
              : { group: value }),
          })
        }
        onReset={() => url.setState(url.initial)}
      />
      <DataSourceTable
        items={list.rows ?? []}
        loading={list.loading && !list.rows}
        error={list.error && !list.rows ? dataErrorMessage(list.error) : null}
        onRetry={() => url.setState({ ...state })}
        detailHref={(symbol) => `/content/data/sources/${encodeURIComponent(symbol)}`}
        linkComponent={RouterLink}
        emptyVariant={url.narrowed ? 'search' : 'content'}
        paging={
          <ListFooter
            total={list.total}
            page={state.page}
            pageSize={DATA_PAGE_SIZE}
            hrefOf={(page) => url.hrefOf({ ...state, page })}
            onPage={(page) => url.setState({ ...state, page })}
          />
        }
      />
    </Section>
  );
}
