import { useCallback, useId, useState } from 'react';

/**
 * An id that a part (a title, a description) claims while it is mounted, so the root can point
 * `aria-labelledby`/`aria-describedby` at it only when it exists.
 */
export function useSlot(): { id: string; present: boolean; register: () => () => void } {
  const id = useId();
  const [count, setCount] = useState(0);
  const register = useCallback(() => {
    setCount((c) => c + 1);
    return () => setCount((c) => c - 1);
  }, []);
  return { id, present: count > 0, register };
}
