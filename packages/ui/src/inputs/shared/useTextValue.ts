import { useState } from 'react';
import { useControllableState } from '../../utils/useControllableState';

export interface UseTextValueOptions {
  value?: string | undefined;
  defaultValue?: string | undefined;
  onChange?: ((value: string) => void) | undefined;
  /** Trim leading and trailing whitespace (content §5: text inputs are trimmed). */
  trim?: boolean;
}

/**
 * The text of an input that reports its value trimmed while keeping what the user types.
 *
 * `onChange` receives the trimmed text, so "hello " reports "hello"; the field keeps showing the raw
 * draft while it matches the reported value, so the space before the next word survives. On blur the
 * draft is dropped and the field shows the trimmed value. A controlled parent that changes the value
 * to something else (a reset) wins over the draft.
 */
export function useTextValue({ value, defaultValue, onChange, trim = true }: UseTextValueOptions) {
  const [committed, setCommitted] = useControllableState<string>({
    value,
    defaultValue: defaultValue ?? '',
    onChange,
  });
  const [draft, setDraft] = useState<string | null>(null);
  const normalize = (raw: string) => (trim ? raw.trim() : raw);
  const shown = draft !== null && normalize(draft) === committed ? draft : committed;

  return {
    /** What the field displays. */
    shown,
    /** What the field reports (trimmed). */
    value: committed,
    change(raw: string) {
      setDraft(raw);
      setCommitted(normalize(raw));
    },
    blur() {
      setDraft(null);
    },
  };
}
