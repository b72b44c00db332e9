import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { DataList, type DataListColumn } from '../../data/DataList';
import { EmptyState } from '../../feedback/EmptyState';
import { Panel } from '../shared/styles';

import { theme } from '../../foundations/tokens';
/** What a trial fetch brought (nothing stored). */
export interface CrawlerTrialData {
  status: number;
  content_type: string | null;
  body: string | null;
  bytes: number;
  items: readonly Record<string, string>[];
  error: string | null;
  duration_ms: number;
}

export interface CrawlerTrialProps {
  /** Null until the first try. */
  trial: CrawlerTrialData | null;
  /** The field names, in the crawler's order (the item table's columns). */
  fieldNames: readonly string[];
  /** A try is running: the panel is busy and the item table shows placeholder rows. */
  loading?: boolean;
}

const Side = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(360px, 1fr));
  gap: ${theme.space[4]};
`;

const Source = styled.pre`
  margin: 0;
  max-height: 480px;
  overflow: auto;
  padding: ${theme.space[3]};
  background: ${theme.color.bg.subtle};
  border-radius: ${theme.radii.sm};
  font-size: ${theme.font.size.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  margin: 0;
  color: ${theme.color.text.secondary};
`;

const Failure = styled.p`
  margin: 0;
  color: ${theme.color.text.danger};
  overflow-wrap: anywhere;
`;

/** The playground's result: the fetched page beside the items extracted from it. */
export function CrawlerTrial({ trial, fieldNames, loading }: CrawlerTrialProps) {
  const { t } = useTranslation();
  const columns: DataListColumn<Record<string, string>>[] = fieldNames.map((name) => ({
    key: name,
    header: name,
    cell: (row) => row[name] ?? '—',
  }));
  return (
    <Side>
      <Panel aria-label={t('cr-fetched')} aria-busy={loading ? 'true' : undefined}>
        <h2>{t('cr-fetched')}</h2>
        {trial ? (
          <>
            <Meta>
              {t('cr-fetched-meta', {
                status: trial.status,
                type: trial.content_type ?? '—',
                bytes: trial.bytes,
                ms: trial.duration_ms,
              })}
            </Meta>
            {trial.error ? <Failure role="alert">{trial.error}</Failure> : null}
            {trial.body ? <Source tabIndex={0}>{trial.body}</Source> : null}
          </>
        ) : (
          <EmptyState size="sm" title={t('cr-not-tried')} subtitle={t('cr-not-tried-hint')} />
        )}
      </Panel>
      <Panel aria-label={t('cr-extracted')}>
        <h2>{t('cr-extracted-count', { count: trial?.items.length ?? 0 })}</h2>
        <DataList
          rows={trial?.items ?? []}
          columns={columns}
          getRowId={(_, i) => String(i)}
          label={t('cr-extracted')}
          loading={loading}
          emptyTitle={t('cr-no-items')}
        />
      </Panel>
    </Side>
  );
}
