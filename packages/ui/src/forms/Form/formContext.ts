import { createContext, useContext, type ReactNode, type RefObject } from 'react';

/** What a Form knows of its fields: their labels, for the error summary, in mount order. */
export interface FormRegistry {
  /** Registers a field's label (kept current through the ref); returns the unregister function. */
  register(name: string, label: RefObject<ReactNode>): () => void;
  /** The registered fields and their current labels, in mount order. */
  fields(): [name: string, label: ReactNode][];
}

export const FormRegistryContext = createContext<FormRegistry | null>(null);

export function useFormRegistry(): FormRegistry | null {
  return useContext(FormRegistryContext);
}
