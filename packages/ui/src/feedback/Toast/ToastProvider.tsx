import {
  createContext,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { Toast, type ToastTone } from './Toast';
import { List, Viewport } from './Toast.styles';
import { useToastTimer } from './useToastTimer';

/** How long a toast stays, in ms (spec: toast 2000 ms at the top right). */
export const TOAST_DURATION_MS = 2000;

export interface ToastOptions {
  /** Overrides the provider's duration for this toast; `Infinity` keeps it until dismissed. */
  duration?: number;
  /** Showing a toast with the id of one on screen replaces it (no duplicates). */
  id?: string;
}

export interface ToastApi {
  success(message: ReactNode, options?: ToastOptions): string;
  error(message: ReactNode, options?: ToastOptions): string;
  info(message: ReactNode, options?: ToastOptions): string;
  /** Dismisses one toast, or every toast when no id is given. */
  dismiss(id?: string): void;
}

interface ToastEntry {
  id: string;
  /** New on every show, so a replaced toast starts its time again. */
  key: number;
  tone: ToastTone;
  message: ReactNode;
  duration: number;
}

export const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  /** The app, which can then show toasts with `useToast()`. */
  children?: ReactNode;
  /** Default time on screen, in ms. */
  duration?: number;
  /** Toasts shown at once; the oldest go first. */
  max?: number;
  /** The key that moves focus to the toasts (announced in the region's name). */
  hotkey?: string;
}

let counter = 0;

/**
 * Holds the toasts and shows them at the top right, newest first. `NewsdeskProvider` mounts one, so
 * components and pages only call `useToast()`. Toasts pause while the pointer is over them or focus
 * is inside them; the hotkey (F8) moves focus there.
 */
export function ToastProvider({
  children,
  duration = TOAST_DURATION_MS,
  max = 5,
  hotkey = 'F8',
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);

  const dismiss = useCallback((id?: string) => {
    setToasts((list) => (id === undefined ? [] : list.filter((toast) => toast.id !== id)));
  }, []);

  const api = useMemo<ToastApi>(() => {
    const show =
      (tone: ToastTone) =>
      (message: ReactNode, options: ToastOptions = {}) => {
        const key = ++counter;
        const id = options.id ?? `nd-toast-${key}`;
        const entry: ToastEntry = {
          id,
          key,
          tone,
          message,
          duration: options.duration ?? duration,
        };
        setToasts((list) => [entry, ...list.filter((toast) => toast.id !== id)].slice(0, max));
        return id;
      };
    return { success: show('success'), error: show('error'), info: show('info'), dismiss };
  }, [duration, max, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {typeof document !== 'undefined' &&
        createPortal(
          <ToastViewport toasts={toasts} onDismiss={dismiss} hotkey={hotkey} />,
          document.body,
        )}
    </ToastContext.Provider>
  );
}

interface ToastViewportProps {
  toasts: ToastEntry[];
  onDismiss: (id: string) => void;
  hotkey: string;
}

function ToastViewport({ toasts, onDismiss, hotkey }: ToastViewportProps) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLOListElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  /** Where focus was before it entered the toasts, to give it back when they are gone. */
  const returnFocus = useRef<HTMLElement | null>(null);
  const hasToasts = toasts.length > 0;

  useEffect(() => {
    if (!hasToasts) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== hotkey) return;
      event.preventDefault();
      listRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [hasToasts, hotkey]);

  // The pointer cannot leave an element that is gone: once empty, nothing is hovered or focused.
  // (Adjusted while rendering, as React recommends for state derived from a prop change.)
  const [hadToasts, setHadToasts] = useState(hasToasts);
  if (hadToasts !== hasToasts) {
    setHadToasts(hasToasts);
    if (!hasToasts) {
      setHovered(false);
      setFocused(false);
    }
  }

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (!focused) {
      const from = event.relatedTarget;
      returnFocus.current =
        from instanceof HTMLElement && !event.currentTarget.contains(from) ? from : null;
    }
    setFocused(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const to = event.relatedTarget;
    if (!(to instanceof Node) || !event.currentTarget.contains(to)) setFocused(false);
  };

  /** Closing with the button keeps focus in the stack, or returns it once the stack is empty. */
  const close = (id: string) => {
    const index = toasts.findIndex((toast) => toast.id === id);
    const next = toasts[index + 1] ?? toasts[index - 1];
    const list = listRef.current;
    onDismiss(id);
    if (!list?.contains(document.activeElement)) return;
    const target = next
      ? list.querySelector<HTMLElement>(`[data-toast-id="${next.id}"] [data-part='close']`)
      : returnFocus.current?.isConnected
        ? returnFocus.current
        : null;
    if (target) target.focus();
    else if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  };

  return (
    <Viewport
      aria-label={t('toast-region', { hotkey })}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <List ref={listRef} tabIndex={-1}>
        {toasts.map((toast) => (
          <TimedToast
            key={toast.key}
            toast={toast}
            paused={hovered || focused}
            onExpire={onDismiss}
            onClose={close}
          />
        ))}
      </List>
    </Viewport>
  );
}

interface TimedToastProps {
  toast: ToastEntry;
  paused: boolean;
  onExpire: (id: string) => void;
  onClose: (id: string) => void;
}

function TimedToast({ toast, paused, onExpire, onClose }: TimedToastProps) {
  useToastTimer(toast.duration, paused, () => onExpire(toast.id));
  return (
    <Toast tone={toast.tone} data-toast-id={toast.id} onDismiss={() => onClose(toast.id)}>
      {toast.message}
    </Toast>
  );
}
