import type { BrowseField, PickedItem } from '@newsdesk/ui';
import { useRef, useState } from 'react';
import { usePanelSources, type PanelPick } from '../../../data/panels';

const TYPE_OF = {
  video: 'video',
  related_articles: 'article',
  related_reports: 'omenReport',
} as const;

/**
 * The roadshow editor's selection panels (content §2): the attached video (video panel, single
 * mode), related articles (article panel) and related reports (institution-report panel), multi
 * mode. `browse(field)` opens one and resolves with the picks, or null when it closes without any.
 */
export function useRoadshowPanels() {
  const { sources, ready } = usePanelSources(['video', 'article', 'omenReport']);
  const [open, setOpen] = useState<BrowseField | null>(null);
  const resolver = useRef<((items: PickedItem[] | null) => void) | null>(null);

  const finish = (items: PickedItem[] | null) => {
    resolver.current?.(items);
    resolver.current = null;
    setOpen(null);
  };

  return {
    ready,
    open,
    type: open ? TYPE_OF[open] : null,
    source: open ? sources[TYPE_OF[open]] : undefined,
    browse: (field: BrowseField) =>
      new Promise<PickedItem[] | null>((resolve) => {
        resolver.current?.(null);
        resolver.current = resolve;
        setOpen(field);
      }),
    onSelect: (picks: PanelPick[]) =>
      finish(picks.map((p) => ({ id: Number(p.id), name: p.title }))),
    onClose: () => finish(null),
  };
}
