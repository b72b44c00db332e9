import { startTransition, useEffect, useState } from 'react';

/**
 * Progressive mounting for a large screen: with `progressive`, false on the first render, so the
 * screen commits (and the browser paints) its first part alone, then true in a transition right
 * after that commit, which mounts the rest in slices while the page stays responsive. Without
 * `progressive` it is true from the start (stories and tests that want every part at once).
 */
export function useAfterFirstPaint(progressive: boolean): boolean {
  const [ready, setReady] = useState(!progressive);
  useEffect(() => {
    if (!ready) startTransition(() => setReady(true));
  }, [ready]);
  return ready;
}
