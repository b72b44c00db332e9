import { useState } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { Select } from '../../inputs/Select';
import { TextInput } from '../../inputs/TextInput';
import {
  ContentTypeSelector,
  type PanelSource,
  type PickerContentType,
} from '../../pickers/ContentTypeSelector/ContentTypeSelector';
import type { PanelItem } from '../../pickers/SelectionPanel/useSelectionPanel';
import { CHANNEL_GROUPS, type TagRelationGroupNumber } from './TagContents';

import { theme } from '../../foundations/tokens';
/**
 * Channels whose content is filed by year (the document groups: IB reports 17, archive 18,
 * company documents 19): adding to them asks for the year, kept as the relation's ordering key
 * `k` (designed here; the spec only gives the message "Please input year first").
 */
export const YEAR_CHANNELS: ReadonlySet<number> = new Set([17, 18, 19]);
export const YEAR_MIN = 1900;
export const YEAR_MAX = 2100;

export interface ChannelAddRequest {
  group: TagRelationGroupNumber;
  /** The ordering key: the year in a document channel, else 0. */
  k: number;
}

export interface TagChannelAddProps<T extends PanelItem = PanelItem> {
  /** The selection panels offered (content kinds that carry tag relations). */
  sources: Partial<Record<PickerContentType, PanelSource<T>>>;
  /** The channel picked first (the list's channel); NONE and ALL are offered too. */
  defaultGroup?: TagRelationGroupNumber;
  /** Adds the picks; resolve when done (the caller says how it went). */
  onAdd: (type: PickerContentType, picks: T[], target: ChannelAddRequest) => void | Promise<void>;
  /** Disables the content-type menu (default false). */
  disabled?: boolean;
  /** Tests and stories only (content §9 timings). */
  delayMs?: number;
  /**
   * Tests and stories only: the least time the panel's loading indicator shows, in ms (default
   * 200).
   */
  indicatorMs?: number;
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${theme.space[3]};
  padding: ${theme.space[3]};
  border: 1px solid ${theme.color.border.weak};
  border-radius: ${theme.radii.md};
  > :last-child {
    align-self: flex-end;
  }
`;

/**
 * Adds content to a tag's channel (content §4: adding content to a channel adds a relation):
 * choose the channel, the year where the channel files by year, then the content through the
 * selection panels (content type selector, multi select). A document channel without a valid
 * year says "Please input year first" and adds nothing.
 */
export function TagChannelAdd<T extends PanelItem = PanelItem>({
  sources,
  defaultGroup = 99,
  onAdd,
  disabled,
  delayMs,
  indicatorMs,
}: TagChannelAddProps<T>) {
  const { t } = useTranslation();
  const [group, setGroup] = useState<TagRelationGroupNumber>(defaultGroup);
  const [year, setYear] = useState('');
  const [yearError, setYearError] = useState<string | undefined>();
  const needsYear = YEAR_CHANNELS.has(group);

  const checkYear = (): number | null => {
    const value = year.trim();
    if (!value) return null;
    const n = Number(value);
    return /^\d{4}$/.test(value) && n >= YEAR_MIN && n <= YEAR_MAX ? n : NaN;
  };

  return (
    <Bar role="group" aria-label={t('desk-channel-add')}>
      <Select<TagRelationGroupNumber>
        label={t('desk-channel-add-to')}
        value={group}
        onChange={(v) => {
          setGroup(v ?? 99);
          setYearError(undefined);
        }}
        options={CHANNEL_GROUPS.map((g) => ({ value: g, label: t(`desk-group-${g}`) }))}
      />
      {needsYear ? (
        <TextInput
          label={t('desk-channel-year')}
          required
          inputMode="numeric"
          value={year}
          onChange={(v) => {
            setYear(v);
            setYearError(undefined);
          }}
          hint={t('desk-channel-year-hint')}
          error={yearError}
        />
      ) : null}
      <ContentTypeSelector<T>
        sources={sources}
        mode="multi"
        label={t('desk-channel-add-content')}
        disabled={disabled}
        delayMs={delayMs}
        indicatorMs={indicatorMs}
        onSelect={(type, picks) => {
          let k = 0;
          if (needsYear) {
            const y = checkYear();
            if (y === null) {
              setYearError(t('desk-tag-year-first'));
              return;
            }
            if (Number.isNaN(y)) {
              setYearError(t('desk-channel-year-invalid', { min: YEAR_MIN, max: YEAR_MAX }));
              return;
            }
            k = y;
          }
          if (picks.length) void onAdd(type, picks, { group, k });
        }}
      />
    </Bar>
  );
}
