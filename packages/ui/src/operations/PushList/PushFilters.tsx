import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { Select } from '../../inputs/Select';
import { TextInput } from '../../inputs/TextInput';
import { Button } from '../../primitives/Button';
import { PUSH_STATES, type PushState } from './PushStatusBadge';

import { theme } from '../../foundations/tokens';
export interface PushFiltersValue {
  platform: 'all' | 'android' | 'ios' | null;
  keyword: string;
  status: PushState | null;
}

export interface PushFiltersProps {
  /** The applied filters: platform, keyword and status. */
  value: PushFiltersValue;
  /** Called with the filters that changed: selects at once, the keyword after the typing delay. */
  onChange: (patch: Partial<PushFiltersValue>) => void;
  /** Called by the reset button: restore every filter to its default. */
  onReset: () => void;
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
 * The push list's filters (operations §7: platform, keyword, status). Controlled: the app keeps
 * them in the URL; the keyword applies after a pause, on Enter or on leaving the field.
 */
export function PushFilters({ value, onChange, onReset, keywordDelay = 400 }: PushFiltersProps) {
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
    <Bar role="search" aria-label={t('push-filters')}>
      <div className="grow">
        <TextInput
          label={t('push-keyword')}
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
      <Select<'all' | 'android' | 'ios'>
        label={t('push-platform')}
        value={value.platform}
        clearable
        placeholder={t('push-any')}
        onChange={(platform) => onChange({ platform })}
        options={(['all', 'android', 'ios'] as const).map((p) => ({
          value: p,
          label: t(`push-platform-${p}`),
        }))}
      />
      <Select<PushState>
        label={t('push-status')}
        value={value.status}
        clearable
        placeholder={t('push-any')}
        onChange={(status) => onChange({ status })}
        options={PUSH_STATES.map((s) => ({ value: s, label: t(`push-status-${s}`) }))}
      />
      <Button variant="ghost" onClick={onReset}>
        {t('push-reset')}
      </Button>
    </Bar>
  );
}
