import { Button, DataChartTable, DataFilters, formatChinaTime, useTranslation } from '@newsdesk/ui';
import { Plus } from 'lucide-react';
import { useNavigate } from 'react-router';
import { DATA_PAGE_SIZE, dataErrorMessage, useDataChartList } from '../../data/datasets';
import { useListUrl } from '../../data/list';
import { RouterLink } from '../../shell/RouterLink';
import { dataListCodec, ListFooter, PageHeader, Section } from './shared';

/** /content/data/charts: the charts by keyword; a title opens the designer. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const url = useListUrl(dataListCodec);
  const { state } = url;
  const list = useDataChartList({ page: state.page, kw: state.k });
  return (
    <Section>
      <PageHeader title={t('screen-data-charts')}>
        <Button variant="primary" onClick={() => void navigate('/content/data/charts/new')}>
          <Plus aria-hidden size={16} />
          {t('data-chart-new')}
        </Button>
      </PageHeader>
      <DataFilters
        keyword={state.k}
        onKeywordChange={(k) => url.setState({ ...state, page: 1, k })}
        onReset={() => url.setState(url.initial)}
      />
      <DataChartTable
        items={(list.rows ?? []).map((c) => ({
          id: c.id,
          symbol: c.symbol,
          title: c.title,
          chart_type: c.options.chart_type,
          source: c.source,
          series_count: c.options.series.length,
          updated_at: c.updated_at,
        }))}
        loading={list.loading && !list.rows}
        error={list.error && !list.rows ? dataErrorMessage(list.error) : null}
        onRetry={() => url.setState({ ...state })}
        detailHref={(symbol) => `/content/data/charts/${encodeURIComponent(symbol)}`}
        linkComponent={RouterLink}
        formatTime={(ms) => formatChinaTime(ms)}
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
