import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import type { DataColumn } from '../shared/types';

import { theme } from '../../foundations/tokens';
export interface TablePreviewProps {
  /** The table's columns, in order: the header row. */
  columns: readonly DataColumn[];
  /** The table's rows, each a cell per column (null for an empty cell). */
  rows: readonly (readonly (string | null)[])[];
  /** Rows shown (the first ones); the caption says how many there are. */
  limit?: number;
  /** Highlights the datetime column and the unique key. */
  datetimeColumn?: string | null;
  /** The name of the unique key column, highlighted as the key. */
  uniqueKey?: string | null;
}

const Scroll = styled.div`
  overflow: auto;
  max-height: 360px;
  border: 1px solid ${theme.color.border.weak};
  border-radius: ${theme.radii.md};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.font.size.sm};
  font-variant-numeric: tabular-nums;

  caption {
    text-align: start;
    padding: ${theme.space[2]};
    color: ${theme.color.text.secondary};
  }
  th,
  td {
    padding: ${theme.space[1]} ${theme.space[2]};
    border-bottom: 1px solid ${theme.color.border.weak};
    text-align: start;
    white-space: nowrap;
  }
  thead th {
    position: sticky;
    top: 0;
    background: ${theme.color.bg.subtle};
    font-weight: ${theme.font.weight.medium};
  }
  th[data-role] {
    color: ${theme.color.text.link};
  }
`;

/** The parsed table of a data source (or of a file before it is saved): the first rows. */
export function TablePreview({
  columns,
  rows,
  limit = 20,
  datetimeColumn,
  uniqueKey,
}: TablePreviewProps) {
  const { t } = useTranslation();
  const shown = rows.slice(0, limit);
  return (
    <Scroll tabIndex={0} role="region" aria-label={t('data-preview')}>
      <Table>
        <caption>{t('data-preview-caption', { shown: shown.length, count: rows.length })}</caption>
        <thead>
          <tr>
            {columns.map((c) => {
              const role =
                c.name === datetimeColumn ? 'datetime' : c.name === uniqueKey ? 'key' : undefined;
              return (
                <th key={c.name} scope="col" {...(role ? { 'data-role': role } : {})}>
                  {c.title ? `${c.title} (${c.name})` : c.name}
                  {role
                    ? ` · ${t(role === 'datetime' ? 'data-datetime-column' : 'data-unique-key')}`
                    : ''}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {shown.map((row, r) => (
            <tr key={r}>
              {columns.map((c, i) => (
                <td key={c.name}>{row[i] ?? '—'}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
