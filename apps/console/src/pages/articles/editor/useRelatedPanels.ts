import type { RelatedContentField, RelatedContentValue } from '@newsdesk/ui';
import { useCallback, useRef, useState } from 'react';

/**
 * The article editor's related-content panels (content §2): `browse(field)` opens the article
 * panel or the institution-report panel and resolves with the picks, or null when it closes
 * without any. The panel itself is loaded on demand (`RelatedPanel`), not with the editor.
 */
export function useRelatedPanels() {
  const [open, setOpen] = useState<RelatedContentField | null>(null);
  const resolver = useRef<((items: RelatedContentValue[] | null) => void) | null>(null);

  const finish = useCallback((items: RelatedContentValue[] | null) => {
    resolver.current?.(items);
    resolver.current = null;
    setOpen(null);
  }, []);

  const browse = useCallback(
    (field: RelatedContentField) =>
      new Promise<RelatedContentValue[] | null>((resolve) => {
        resolver.current?.(null);
        resolver.current = resolve;
        setOpen(field);
      }),
    [],
  );

  return {
    open,
    browse,
    onSelect: (picks: RelatedContentValue[]) => finish(picks),
    onClose: () => finish(null),
  };
}
