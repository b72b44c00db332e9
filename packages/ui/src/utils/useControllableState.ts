import { useCallback, useState } from 'react';

/**
 * One state that is controlled when `value` is given and uncontrolled otherwise (house style):
 * `onChange` is called on every change in both modes, with the domain value.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: {
  value?: T;
  defaultValue: T;
  onChange?: ((value: T) => void) | undefined;
}): [T, (next: T | ((prev: T) => T)) => void] {
  const [inner, setInner] = useState<T>(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : inner;

  const set = useCallback(
    (next: T | ((prev: T) => T)) => {
      const resolved = typeof next === 'function' ? (next as (prev: T) => T)(current) : next;
      if (Object.is(resolved, current)) return;
      if (!controlled) setInner(resolved);
      onChange?.(resolved);
    },
    [controlled, current, onChange],
  );
  return [current, set];
}
