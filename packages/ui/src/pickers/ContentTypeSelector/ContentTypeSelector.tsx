import { ChevronDown } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { DropdownMenu } from '../../overlays/DropdownMenu';
import { SelectionPanel } from '../SelectionPanel/SelectionPanel';
import type { PanelItem, PanelSearch } from '../SelectionPanel/useSelectionPanel';

/** The content types of the selector, in the spec's order (content §2). */
export const PICKER_CONTENT_TYPES = [
  'omenReport',
  'article',
  'video',
  'roadshow',
  'product',
  'coupon',
] as const;
export type PickerContentType = (typeof PICKER_CONTENT_TYPES)[number];

/** How one type's panel searches and picks: given by the app, per type. */
export interface PanelSource<T extends PanelItem = PanelItem> {
  onSearch: PanelSearch<T>;
  /** Default: the selector's `mode`. */
  mode?: 'single' | 'multi';
  /** Page links (default 5; the product panel 10). */
  maxLinks?: number;
  /** The panel's fixed filter, shown under its title. */
  description?: ReactNode;
}

export interface ContentTypeSelectorProps<T extends PanelItem = PanelItem> {
  /** Each type offered, with its panel; types without a source are not offered. */
  sources: Partial<Record<PickerContentType, PanelSource<T>>>;
  /** Confirming a panel sends its type and the picks. */
  onSelect: (type: PickerContentType, picks: T[]) => void;
  /** Default single. */
  mode?: 'single' | 'multi';
  /** The button's text (default "Choose content"). */
  label?: string;
  /** Disables the menu button (default false). */
  disabled?: boolean;
  /** Tests and stories only (content §9 timings). */
  delayMs?: number;
  /**
   * Tests and stories only: the least time the panel's loading indicator shows, in ms (default
   * 200).
   */
  indicatorMs?: number;
}

/**
 * The content-type selector (content §2): a menu of omenReport, article, video, roadshow,
 * product and coupon; choosing one opens the matching selection panel.
 */
/** The fixed filters of content §2, shown under the panel's title unless the source gives one. */
const FILTER_NOTES = {
  omenReport: 'picker-filter-omenReport',
  article: 'picker-filter-article',
  product: 'picker-filter-product',
} as const;

export function ContentTypeSelector<T extends PanelItem = PanelItem>({
  sources,
  onSelect,
  mode = 'single',
  label,
  disabled,
  delayMs,
  indicatorMs,
}: ContentTypeSelectorProps<T>) {
  const { t } = useTranslation();
  const [type, setType] = useState<PickerContentType | null>(null);
  const [open, setOpen] = useState(false);
  const offered = PICKER_CONTENT_TYPES.filter((k) => sources[k] !== undefined);
  const source = type ? sources[type] : undefined;
  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger disabled={disabled} icon={<ChevronDown aria-hidden size={16} />}>
          {label ?? t('picker-type-choose')}
        </DropdownMenu.Trigger>
        <DropdownMenu.Content aria-label={t('picker-type')}>
          {offered.map((k) => (
            <DropdownMenu.Item
              key={k}
              onSelect={() => {
                setType(k);
                setOpen(true);
              }}
            >
              {t(`picker-type-${k}`)}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      {type && source ? (
        <SelectionPanel
          key={type}
          open={open}
          onOpenChange={setOpen}
          title={t(`picker-title-${type}`)}
          description={
            source.description ??
            (type in FILTER_NOTES ? t(FILTER_NOTES[type as keyof typeof FILTER_NOTES]) : undefined)
          }
          mode={source.mode ?? mode}
          maxLinks={source.maxLinks}
          onSearch={source.onSearch}
          onSelect={(picks) => onSelect(type, picks)}
          delayMs={delayMs}
          indicatorMs={indicatorMs}
        />
      ) : null}
    </>
  );
}
