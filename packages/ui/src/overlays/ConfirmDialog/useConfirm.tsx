import {
  Suspense,
  createContext,
  lazy,
  useCallback,
  useContext,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { ConfirmDialogProps } from './ConfirmDialog';

/**
 * The dialog (and the overlay library under it) loads with the first question, not with the
 * provider: every page mounts the provider, few ask anything at once.
 */
const ConfirmDialog = lazy(() =>
  import('./ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })),
);

export type ConfirmOptions = Omit<
  ConfirmDialogProps,
  'open' | 'defaultOpen' | 'onOpenChange' | 'onCancel'
>;

export type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

interface Request {
  options: ConfirmOptions;
  resolve: (confirmed: boolean) => void;
}

/**
 * Mount once near the root (inside `NewsdeskProvider`): renders the one confirm dialog that
 * `useConfirm()` drives.
 */
export function ConfirmProvider({ children }: { children?: ReactNode }) {
  const [request, setRequest] = useState<Request | null>(null);
  const [open, setOpen] = useState(false);
  const current = useRef<Request | null>(null);

  const settle = useCallback((confirmed: boolean) => {
    current.current?.resolve(confirmed);
    current.current = null;
    setOpen(false);
  }, []);

  const confirm = useCallback<Confirm>((options) => {
    // A new question replaces one still open, which counts as cancelled.
    current.current?.resolve(false);
    return new Promise<boolean>((resolve) => {
      const next = { options, resolve };
      current.current = next;
      setRequest(next);
      setOpen(true);
    });
  }, []);

  const onConfirm = request?.options.onConfirm;
  return (
    <ConfirmContext value={confirm}>
      {children}
      {request && (
        <Suspense fallback={null}>
          <ConfirmDialog
            // The last request stays rendered while the dialog closes.
            {...request.options}
            open={open}
            onConfirm={() => {
              const result = onConfirm?.();
              if (result instanceof Promise) return result.then(() => settle(true));
              settle(true);
            }}
            onCancel={() => settle(false)}
          />
        </Suspense>
      )}
    </ConfirmContext>
  );
}

/**
 * Asks a question in a confirm dialog and resolves `true` when confirmed, `false` when cancelled:
 *
 * ```ts
 * const confirm = useConfirm();
 * if (await confirm({ title: t('confirm-cancel-schedule'), tone: 'danger' })) resetSchedule();
 * ```
 *
 * With an async `onConfirm`, the confirm button is busy until it settles, and the promise resolves
 * `true` only when it succeeded. Needs a `ConfirmProvider` above.
 */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() must be used inside <ConfirmProvider>.');
  return confirm;
}
