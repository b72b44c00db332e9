import { startTransition, useEffect, useState, type ReactNode } from 'react';

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

/**
 * `fallback` on the first commit, `children` in the transition right after (`useAfterFirstPaint`).
 * Only this component re-renders when they come, not the screen around it: a rich-text editor
 * beside it keeps a caret placed in the meantime (Slate puts the DOM selection back to its own on
 * every render, and takes a click's caret into its own only a moment later).
 */
export function AfterFirstPaint({
  progressive = true,
  fallback = null,
  children,
}: {
  /** Off: `children` at once. */
  progressive?: boolean;
  /** What holds the place until then (a placeholder of the same size, or nothing). */
  fallback?: ReactNode;
  children: ReactNode;
}): ReactNode {
  return useAfterFirstPaint(progressive) ? children : fallback;
}
