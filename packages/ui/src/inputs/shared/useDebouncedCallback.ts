import { useCallback, useEffect, useRef } from 'react';

/**
 * A callback that runs `delay` ms after its last call (a debounce), with the latest arguments and the
 * latest `callback`. Pending calls are dropped on unmount; `cancel` drops one explicitly.
 */
export function useDebouncedCallback<A extends unknown[]>(
  callback: ((...args: A) => void) | undefined,
  delay: number,
): { run: (...args: A) => void; cancel: () => void } {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latest.current = callback;
  }, [callback]);

  const cancel = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  const run = useCallback(
    (...args: A) => {
      cancel();
      timer.current = setTimeout(() => {
        timer.current = undefined;
        latest.current?.(...args);
      }, delay);
    },
    [cancel, delay],
  );
  useEffect(() => cancel, [cancel]);
  return { run, cancel };
}
