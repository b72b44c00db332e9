import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { Switch } from '../../inputs/Switch';
import { TextInput } from '../../inputs/TextInput';
import { Button } from '../../primitives/Button';

import { theme } from '../../foundations/tokens';
export type VideoStatusFilter = 'all' | 'published' | 'draft' | 'deleted';

export interface VideoFiltersValue {
  status: VideoStatusFilter;
  keyword: string;
}

export interface VideoFiltersProps {
  /** The applied filters: status and keyword. */
  value: VideoFiltersValue;
  /**
   * Called with the filters that changed: the status at once, the keyword after the typing delay.
   */
  onChange: (patch: Partial<VideoFiltersValue>) => void;
  /** Called by the reset button: restore every filter to its default. */
  onReset: () => void;
  /** The local preference "hide deleted" (content §4, default on). */
  hideDeleted: boolean;
  /** Called with the switch's new state when the user toggles "hide deleted". */
  onHideDeletedChange: (hide: boolean) => void;
  /** How long typing waits before the keyword applies (ms, content §9's 400). */
  keywordDelay?: number;
}

const Bar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space[3]};

  & > .grow {
    flex: 1 1 260px;
  }
`;

const StatusGroup = styled.div`
  display: flex;
  gap: ${theme.space[1]};
  border-bottom: 1px solid ${theme.color.border.weak};
`;

const StatusButton = styled.button`
  border: 0;
  border-bottom: 2px solid transparent;
  margin-bottom: -1px;
  padding: ${theme.space[2]} ${theme.space[3]};
  background: none;
  font: inherit;
  color: ${theme.color.text.secondary};
  cursor: pointer;

  &:hover {
    color: ${theme.color.text.primary};
  }
  &[aria-pressed='true'] {
    color: ${theme.color.text.link};
    border-bottom-color: ${theme.color.bg.accent};
    font-weight: ${theme.font.weight.medium};
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.border.focus};
    outline-offset: -2px;
  }
`;

const STATUSES: readonly VideoStatusFilter[] = ['all', 'published', 'draft', 'deleted'];

/**
 * The video list's filters (the list call's `status` and `q`, content §4 labels All, Published,
 * Draft, Deleted): status toggles, a keyword applied after a pause or on Enter, the hide-deleted
 * preference and Reset. Controlled: the app keeps the value in the URL.
 */
export function VideoFilters({
  value,
  onChange,
  onReset,
  hideDeleted,
  onHideDeletedChange,
  keywordDelay = 400,
}: VideoFiltersProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState(value.keyword);
  const [seen, setSeen] = useState(value.keyword);
  if (seen !== value.keyword) {
    // The URL changed the keyword (Back, a shared link): the field follows.
    setSeen(value.keyword);
    setKeyword(value.keyword);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const type = (text: string) => {
    setKeyword(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (text.trim() !== seen) latest.current({ keyword: text.trim() });
    }, keywordDelay);
  };
  const apply = () => {
    clearTimeout(timer.current);
    if (keyword.trim() !== value.keyword) onChange({ keyword: keyword.trim() });
  };

  return (
    <Bar role="search" aria-label={t('vid-filters')}>
      <StatusGroup role="group" aria-label={t('vid-status-tabs')}>
        {STATUSES.map((s) => (
          <StatusButton
            key={s}
            type="button"
            aria-pressed={value.status === s}
            onClick={() => {
              if (value.status !== s) onChange({ status: s });
            }}
          >
            {s === 'all' ? t('vid-status-all') : t(`status-${s}`)}
          </StatusButton>
        ))}
      </StatusGroup>
      <Row>
        <div className="grow">
          <TextInput
            label={t('vid-keyword')}
            type="search"
            value={keyword}
            trim={false}
            maxLength={100}
            onChange={type}
            onBlur={apply}
            onKeyDown={(e) => {
              if (e.key === 'Enter') apply();
            }}
            prefix={<Search aria-hidden size={16} />}
          />
        </div>
        <Switch
          label={t('vid-hide-deleted')}
          checked={hideDeleted}
          onChange={onHideDeletedChange}
        />
        <Button variant="ghost" size="sm" onClick={onReset}>
          {t('vid-reset')}
        </Button>
      </Row>
    </Bar>
  );
}
