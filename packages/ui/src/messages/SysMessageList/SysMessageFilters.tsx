import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { Select } from '../../inputs/Select';
import { TextInput } from '../../inputs/TextInput';
import { Button } from '../../primitives/Button';
import {
  NOTIFICATION_TYPES,
  SYS_MESSAGE_STATUSES,
  type NotificationType,
  type SysMessageStatus,
} from '../types';

import { theme } from '../../foundations/tokens';
export interface SysMessageFiltersValue {
  keyword: string;
  status: SysMessageStatus | null;
  type: NotificationType | null;
}

export interface SysMessageFiltersProps {
  /** The applied filters: keyword, status and notification type. */
  value: SysMessageFiltersValue;
  /** Called with the filters that changed: selects at once, the keyword after the typing delay. */
  onChange: (patch: Partial<SysMessageFiltersValue>) => void;
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
 * The system message list's filters: keyword (title or message), status, notification type.
 * Controlled: the app keeps them in the URL; the keyword applies after a pause, on Enter or on
 * leaving the field.
 */
export function SysMessageFilters({
  value,
  onChange,
  onReset,
  keywordDelay = 400,
}: SysMessageFiltersProps) {
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
    <Bar role="search" aria-label={t('sysmsg-filters')}>
      <div className="grow">
        <TextInput
          label={t('sysmsg-keyword')}
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
      <Select<SysMessageStatus>
        label={t('sysmsg-publish')}
        value={value.status}
        clearable
        placeholder={t('sysmsg-any')}
        onChange={(status) => onChange({ status })}
        options={SYS_MESSAGE_STATUSES.map((s) => ({ value: s, label: t(`sysmsg-status-${s}`) }))}
      />
      <Select<NotificationType>
        label={t('sysmsg-type')}
        value={value.type}
        clearable
        placeholder={t('sysmsg-any')}
        onChange={(type) => onChange({ type })}
        options={NOTIFICATION_TYPES.map((n) => ({ value: n, label: t(`sysmsg-type-${n}`) }))}
      />
      <Button variant="ghost" onClick={onReset}>
        {t('sysmsg-reset')}
      </Button>
    </Bar>
  );
}
