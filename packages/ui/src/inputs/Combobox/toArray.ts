/** A value as the list of selected values: undefined stays undefined (uncontrolled), null is none. */
export function toArray<V>(value: unknown): V[] | undefined {
  if (value === undefined) return undefined;
  if (value === null) return [];
  return Array.isArray(value) ? (value as V[]) : [value as V];
}
