import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import type { MessageKey } from '../../foundations/i18n/messages';

import { theme } from '../../foundations/tokens';
/** The list's live-progress filter (content §4: Not start, In progress, Finished). */
export type RoadshowLiveFilter = 'all' | 'not-start' | 'in-progress' | 'finished';

export const ROADSHOW_LIVE_FILTERS: readonly RoadshowLiveFilter[] = [
  'all',
  'not-start',
  'in-progress',
  'finished',
];

export interface RoadshowFiltersProps {
  /** The live-progress filter applied: all, not started, in progress or finished. */
  value: RoadshowLiveFilter;
  /** Called with the filter the user chooses. */
  onChange: (value: RoadshowLiveFilter) => void;
}

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]};
  border-bottom: 1px solid ${theme.color.border.weak};
`;

const Option = styled.button`
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

/** The live-progress filter of the roadshow list: All, Not start, In progress, Finished. */
export function RoadshowFilters({ value, onChange }: RoadshowFiltersProps) {
  const { t } = useTranslation();
  return (
    <Group role="group" aria-label={t('rs-filter-label')}>
      {ROADSHOW_LIVE_FILTERS.map((f) => (
        <Option
          key={f}
          type="button"
          aria-pressed={value === f}
          onClick={() => {
            if (value !== f) onChange(f);
          }}
        >
          {t(`rs-filter-${f}` as MessageKey)}
        </Option>
      ))}
    </Group>
  );
}
