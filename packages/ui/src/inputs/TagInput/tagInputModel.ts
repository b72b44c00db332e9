/** The words a typed text gives: trimmed, split on whitespace when asked, without empties or repeats. */
export function parseTags(text: string, splitOnSpace = false): string[] {
  const parts = splitOnSpace ? text.split(/\s+/) : [text];
  const out: string[] = [];
  for (const part of parts) {
    const tag = part.trim();
    if (tag !== '' && !out.includes(tag)) out.push(tag);
  }
  return out;
}

export interface AddTagsResult {
  /** The new list (the same array when nothing was added). */
  next: string[];
  added: string[];
  /** Already in the list: ignored. */
  duplicates: string[];
  /** Past `max`: ignored. */
  overflow: string[];
}

/**
 * Adds the words of `text` to `current` (content §2 hot search words: Enter adds words split on
 * spaces; empty input adds nothing; duplicates are ignored), up to `max` tags.
 */
export function addTags(
  current: readonly string[],
  text: string,
  { splitOnSpace = false, max }: { splitOnSpace?: boolean; max?: number | undefined } = {},
): AddTagsResult {
  const added: string[] = [];
  const duplicates: string[] = [];
  const overflow: string[] = [];
  for (const tag of parseTags(text, splitOnSpace)) {
    if (current.includes(tag)) duplicates.push(tag);
    else if (max !== undefined && current.length + added.length >= max) overflow.push(tag);
    else added.push(tag);
  }
  return {
    next: added.length ? [...current, ...added] : [...current],
    added,
    duplicates,
    overflow,
  };
}
