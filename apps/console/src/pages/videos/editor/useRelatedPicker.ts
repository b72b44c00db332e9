import type { RelatedItem, RelatedKind } from '@newsdesk/ui';
import { useRef, useState } from 'react';
import { usePanelSources, type PanelPick } from '../../../data/panels';

/**
 * Related articles and reports picked through the selection panels (content §2): the article
 * panel (published research articles of the matrix tag) and the institution-report panel, in multi
 * mode. `pick(kind)` opens one and resolves with the picks, or null when it closes without any.
 */
export function useRelatedPicker() {
  const { sources, ready } = usePanelSources(['article', 'omenReport']);
  const [open, setOpen] = useState<RelatedKind | null>(null);
  const resolver = useRef<((items: RelatedItem[] | null) => void) | null>(null);

  const finish = (items: RelatedItem[] | null) => {
    resolver.current?.(items);
    resolver.current = null;
    setOpen(null);
  };

  return {
    ready,
    open,
    source:
      open === 'article' ? sources.article : open === 'report' ? sources.omenReport : undefined,
    pick: (kind: RelatedKind) =>
      new Promise<RelatedItem[] | null>((resolve) => {
        resolver.current?.(null);
        resolver.current = resolve;
        setOpen(kind);
      }),
    onSelect: (picks: PanelPick[]) =>
      finish(picks.map((p) => ({ id: Number(p.id), title: p.title }))),
    onClose: () => finish(null),
  };
}
