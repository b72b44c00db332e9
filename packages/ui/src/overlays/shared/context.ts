import { createContext, useContext, type Context } from 'react';

/** A context for compound parts, with a clear error when a part is used outside its root. */
export function createPartsContext<T>(root: string): [Context<T | null>, (part: string) => T] {
  const Ctx = createContext<T | null>(null);
  function usePartsContext(part: string): T {
    const value = useContext(Ctx);
    if (value === null) throw new Error(`<${part}> must be used inside <${root}>.`);
    return value;
  }
  return [Ctx, usePartsContext];
}
