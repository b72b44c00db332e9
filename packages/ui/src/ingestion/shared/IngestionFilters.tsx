import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { Select, type SelectOption } from '../../inputs/Select';
import { TextInput } from '../../inputs/TextInput';
import { Button } from '../../primitives/Button';
import { INGESTION_STATUSES, type IngestionStatus } from './status';

import { theme } from '../../foundations/tokens';
export interface IngestionFiltersValue {
  keyword: string;
  status: IngestionStatus | null;
  /** The list's own narrowing (a source's group, an item's source); null = any. */
  scope?: string | null;
}

export interface IngestionFiltersProps {
  /** The applied filters: keyword, status and the list's scope. */
  value: IngestionFiltersValue;
  /**
   * Called with the filters that changed: status and scope at once, the keyword after the typing
   * delay.
   */
  onChange: (patch: Partial<IngestionFiltersValue>) => void;
  /** Called by the reset button: restore every filter to its default. */
  onReset: () => void;
  /** Leaves the status filter out (groups have no status). */
  withStatus?: boolean;
  /** The scope filter's label and options (absent: no scope filter). */
  scope?: { label: string; options: readonly SelectOption<string>[] };
  /** How long typing waits before the keyword applies (ms). */
  keywordDelay?: number;
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space[3]};

  & > .grow {
    flex: 1 1 240px;
    min-width: 0;
  }
`;

/**
 * The filters of the source, group and external item lists: keyword (applies after a pause, on
 * Enter or on leaving the field), status, and one list-specific choice. Controlled: the app keeps
 * them in the URL.
 */
export function IngestionFilters({
  value,
  onChange,
  onReset,
  withStatus = true,
  scope,
  keywordDelay = 400,
}: IngestionFiltersProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState(value.keyword);
  const [seen, setSeen] = useState(value.keyword);
  if (seen !== value.keyword) {
    setSeen(value.keyword);
    setKeyword(value.keyword);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  const applyKeyword = () => {
    clearTimeout(timer.current);
    if (keyword.trim() !== value.keyword) onChange({ keyword: keyword.trim() });
  };

  return (
    <Bar role="search" aria-label={t('ing-filters')}>
      <div className="grow">
        <TextInput
          label={t('ing-keyword')}
          type="search"
          value={keyword}
          trim={false}
          maxLength={100}
          onChange={(text) => {
            setKeyword(text);
            clearTimeout(timer.current);
            timer.current = setTimeout(
              () => latest.current({ keyword: text.trim() }),
              keywordDelay,
            );
          }}
          onBlur={applyKeyword}
          onKeyDown={(e) => {
            if (e.key === 'Enter') applyKeyword();
          }}
          prefix={<Search aria-hidden size={16} />}
        />
      </div>
      {scope ? (
        <Select<string>
          label={scope.label}
          value={value.scope ?? null}
          clearable
          placeholder={t('ing-any')}
          onChange={(next) => onChange({ scope: next })}
          options={scope.options}
        />
      ) : null}
      {withStatus ? (
        <Select<IngestionStatus>
          label={t('ing-status')}
          value={value.status}
          clearable
          placeholder={t('ing-any')}
          onChange={(status) => onChange({ status })}
          options={INGESTION_STATUSES.map((s) => ({ value: s, label: t(`ing-status-${s}`) }))}
        />
      ) : null}
      <Button variant="ghost" onClick={onReset}>
        {t('ing-reset')}
      </Button>
    </Bar>
  );
}
