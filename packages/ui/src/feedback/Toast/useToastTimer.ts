import { useEffect, useRef } from 'react';

/**
 * Calls `onExpire` once `duration` ms have run while not `paused`. Pausing keeps the time left and
 * resuming counts only that; `Infinity` (or any non-positive or non-finite duration) never expires.
 */
export function useToastTimer(duration: number, paused: boolean, onExpire: () => void) {
  const remaining = useRef(duration);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });

  useEffect(() => {
    remaining.current = duration;
  }, [duration]);

  useEffect(() => {
    if (paused || !Number.isFinite(duration) || duration <= 0) return;
    const started = Date.now();
    const id = setTimeout(() => expire.current(), Math.max(0, remaining.current));
    return () => {
      clearTimeout(id);
      remaining.current -= Date.now() - started;
    };
  }, [paused, duration]);
}
