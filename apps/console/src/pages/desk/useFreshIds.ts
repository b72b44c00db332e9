import { useEffect, useRef, useState } from 'react';

/**
 * Ids that appeared in a polled list after it was first shown (the "New" mark and the live
 * region's count). Resets when `scope` changes (another search, filter or page).
 */
export function useFreshIds(ids: readonly string[] | undefined, scope: string) {
  const seen = useRef<{ scope: string; ids: Set<string> } | null>(null);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    if (!ids) return;
    if (!seen.current || seen.current.scope !== scope) {
      seen.current = { scope, ids: new Set(ids) };
      setFresh(new Set());
      return;
    }
    const known = seen.current.ids;
    const added = ids.filter((id) => !known.has(id));
    if (!added.length) return;
    for (const id of added) known.add(id);
    setFresh((prev) => new Set([...prev, ...added]));
  }, [ids, scope]);
  return fresh;
}
