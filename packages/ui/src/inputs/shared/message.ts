import type { ReactNode } from 'react';

/** Whether a message slot has something to show. */
export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== true && node !== '';
}

/**
 * The message and invalid state of a field: an explicit error wins; otherwise past the limit the
 * limit message shows. `error === true` marks the field invalid without a message.
 */
export function resolveFieldMessage(
  error: ReactNode | boolean | undefined,
  overLimit: boolean,
  limitMessage: () => ReactNode,
): { message: ReactNode | undefined; invalid: boolean } {
  const invalid = Boolean(error) || overLimit;
  if (hasContent(error)) return { message: error, invalid };
  return { message: overLimit ? limitMessage() : undefined, invalid };
}
