import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  type ReactNode,
  type RefObject,
} from 'react';

/** What a Form knows of its fields: their labels, for the error summary, in mount order. */
export interface FormRegistry {
  /** Registers a field's label (kept current through the ref); returns the unregister function. */
  register(name: string, label: RefObject<ReactNode>): () => void;
  /** The registered fields and their current labels, in mount order. */
  fields(): [name: string, label: ReactNode][];
  /**
   * Registers a control that hands its value over after a pause (the rich text editor): the form
   * calls `flush` before it reads the values on submit, so a change still waiting is never lost.
   * Returns the unregister function.
   */
  registerPending(flush: () => void): () => void;
  /** Hands over every waiting change now (the form does this first on submit). */
  flushPending(): void;
}

export const FormRegistryContext = createContext<FormRegistry | null>(null);

export function useFormRegistry(): FormRegistry | null {
  return useContext(FormRegistryContext);
}

/**
 * For a control that reports its value after a pause: registers its `flush` with the enclosing
 * `Form` (if any) so a submit first takes the value the user sees. The latest `flush` is used.
 */
export function useFormPendingValue(flush: () => void): void {
  const registry = useFormRegistry();
  const latest = useRef(flush);
  useLayoutEffect(() => {
    latest.current = flush;
  });
  useEffect(() => registry?.registerPending(() => latest.current()), [registry]);
}
