import { FloatingPortal } from '@floating-ui/react';
import type { ReactNode } from 'react';

/**
 * Where a field's listbox lives: portalled while open (above dialogs and out of any clipping box),
 * in place and hidden while closed. floating-ui's portal makes its node in a layout effect, a
 * second commit as each field mounted; a closed list needs no portal.
 */
export function ListboxPortal({ open, children }: { open: boolean; children: ReactNode }) {
  return open ? <FloatingPortal>{children}</FloatingPortal> : <>{children}</>;
}
