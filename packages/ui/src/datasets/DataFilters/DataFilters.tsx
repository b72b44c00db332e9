import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { Select, type SelectOption } from '../../inputs/Select';
import { TextInput } from '../../inputs/TextInput';
import { Button } from '../../primitives/Button';

import { theme } from '../../foundations/tokens';
/** One list-specific choice of the filters (a type, a group). */
export interface DataFilterChoice {
  key: string;
  label: string;
  value: string | null;
  options: readonly SelectOption<string>[];
}

export interface DataFiltersProps {
  /** The keyword applied now (the field shows it). */
  keyword: string;
  /** Called with the trimmed keyword once typing pauses for `keywordDelay`. */
  onKeywordChange: (keyword: string) => void;
  /**
   * The list's own select filters (a type, a group), each with its key, label, value and options.
   */
  choices?: readonly DataFilterChoice[];
  /** Called with a choice's key and its new value (null for any) when the user picks one. */
  onChoiceChange?: (key: string, value: string | null) => void;
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
 * The filters of the data lists: a keyword (applies after a pause, on Enter or on leaving the
 * field) and the list's own choices. Controlled: the app keeps them in the URL.
 */
export function DataFilters({
  keyword: value,
  onKeywordChange,
  choices = [],
  onChoiceChange,
  onReset,
  keywordDelay = 400,
}: DataFiltersProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setKeyword(value);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(onKeywordChange);
  useEffect(() => {
    latest.current = onKeywordChange;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  const apply = () => {
    clearTimeout(timer.current);
    if (keyword.trim() !== value) onKeywordChange(keyword.trim());
  };
  return (
    <Bar role="search" aria-label={t('data-search')}>
      <div className="grow">
        <TextInput
          label={t('data-keyword')}
          type="search"
          value={keyword}
          trim={false}
          maxLength={100}
          onChange={(text) => {
            setKeyword(text);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => latest.current(text.trim()), keywordDelay);
          }}
          onBlur={apply}
          onKeyDown={(e) => {
            if (e.key === 'Enter') apply();
          }}
          prefix={<Search aria-hidden size={16} />}
        />
      </div>
      {choices.map((c) => (
        <Select<string>
          key={c.key}
          label={c.label}
          value={c.value}
          clearable
          placeholder={t('data-all')}
          onChange={(next) => onChoiceChange?.(c.key, next)}
          options={c.options}
        />
      ))}
      <Button variant="ghost" onClick={onReset}>
        {t('data-reset')}
      </Button>
    </Bar>
  );
}
