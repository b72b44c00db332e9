/** Selection of list rows by id: pure helpers, shared by the list and its tests. */

export type SelectionState = 'none' | 'some' | 'all';

/** How many of `ids` (the loaded rows) are selected, as the header checkbox shows it. */
export function selectionState(
  selected: ReadonlySet<string>,
  ids: readonly string[],
): SelectionState {
  let count = 0;
  for (const id of ids) if (selected.has(id)) count++;
  if (count === 0) return 'none';
  return count === ids.length ? 'all' : 'some';
}

/** Adds or removes one id, keeping the order of the others. */
export function toggleId(selected: readonly string[], id: string): string[] {
  return selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id];
}

/**
 * The header checkbox: when every loaded row is selected, unselects them (ids selected elsewhere,
 * e.g. on another page, stay); otherwise selects every loaded row.
 */
export function toggleAll(selected: readonly string[], ids: readonly string[]): string[] {
  const set = new Set(selected);
  if (selectionState(set, ids) === 'all') {
    const loaded = new Set(ids);
    return selected.filter((id) => !loaded.has(id));
  }
  return [...selected, ...ids.filter((id) => !set.has(id))];
}
