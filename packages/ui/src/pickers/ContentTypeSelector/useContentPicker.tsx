import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { SelectionPanel } from '../SelectionPanel/SelectionPanel';
import type { PanelItem } from '../SelectionPanel/useSelectionPanel';
import type { PanelSource, PickerContentType } from './ContentTypeSelector';

/**
 * Promise-style picking of one item, for callers that ask "pick a video" and wait for the answer
 * (the push dialog's `onPickContent(type)`): `pick(type)` opens that type's panel in single mode
 * and resolves with the pick, or null when the panel closes without one. Render `panel`.
 */
export function useContentPicker<T extends PanelItem>(
  sources: Partial<Record<PickerContentType, PanelSource<T>>>,
): { pick: (type: PickerContentType) => Promise<T | null>; panel: ReactNode } {
  const { t } = useTranslation();
  const [type, setType] = useState<PickerContentType | null>(null);
  const resolver = useRef<((pick: T | null) => void) | null>(null);
  const finish = (pick: T | null) => {
    resolver.current?.(pick);
    resolver.current = null;
    setType(null);
  };
  const pick = (next: PickerContentType) =>
    new Promise<T | null>((resolve) => {
      resolver.current?.(null);
      resolver.current = resolve;
      setType(next);
    });
  const source = type ? sources[type] : undefined;
  const panel =
    type && source ? (
      <SelectionPanel<T>
        key={type}
        open
        onOpenChange={(open) => {
          if (!open) finish(null);
        }}
        title={t(`picker-title-${type}`)}
        description={source.description}
        mode="single"
        maxLinks={source.maxLinks}
        onSearch={source.onSearch}
        onSelect={(picks) => finish(picks[0] ?? null)}
      />
    ) : null;
  return { pick, panel };
}
