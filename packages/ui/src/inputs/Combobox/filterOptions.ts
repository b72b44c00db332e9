import type { OptionValue, SelectOption } from '../Select/Select';

/** Whether an option's label contains the query, ignoring case and surrounding spaces. */
export function labelContains<V extends OptionValue>(option: SelectOption<V>, query: string) {
  return option.label.toLocaleLowerCase().includes(query.trim().toLocaleLowerCase());
}

/** The options a local combobox shows for a query (all of them for an empty query). */
export function filterOptions<V extends OptionValue>(
  options: readonly SelectOption<V>[],
  query: string,
  matches: (option: SelectOption<V>, query: string) => boolean = labelContains,
): SelectOption<V>[] {
  if (query.trim() === '') return [...options];
  return options.filter((o) => matches(o, query));
}
