import type { DeskTagRef, SelectOption } from '@newsdesk/ui';
import { useMemo } from 'react';
import { useTagLookup } from '../../data/tags';

/**
 * The tag picker of a desk form: the tags searched as the user types, with the tags already
 * picked (`picked`) so that they keep their names.
 */
export function useDeskTagOptions(picked: readonly DeskTagRef[] = []) {
  const lookup = useTagLookup();
  const options = useMemo(() => {
    const byId = new Map<string, string>();
    for (const tag of picked) byId.set(tag.id, tag.name);
    for (const [id, name] of lookup.known) byId.set(String(id), name);
    for (const tag of lookup.results) byId.set(String(tag.id), tag.name);
    return [...byId].map(([value, label]): SelectOption<string> => ({ value, label }));
  }, [picked, lookup.known, lookup.results]);
  return { options, onSearch: lookup.onSearch, loading: lookup.loading };
}
