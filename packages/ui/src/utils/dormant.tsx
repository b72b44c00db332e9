import {
  createContext,
  createElement,
  use,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
} from 'react';

/**
 * Dormant components: a part whose code loads after the screen shows.
 *
 * A picker's machinery (downshift, the virtualizer, floating-ui) is not needed to show its closed
 * trigger, only to open it. A dormant component shows a light "asleep" rendering of its closed
 * state, made of the same styled parts, and loads its live part on the first sign of use: a
 * pointer over it, focus, a click or a key. An app also preloads every live part once its screen
 * has settled (`preloadDormant`), so that in practice the user meets the live part.
 *
 * What the user did to the asleep part is handed over when the live part mounts: the focus, the
 * text typed into an input (and its caret), and the clicks and keys, replayed on the same parts of
 * the live rendering. Parts are matched by name: the asleep part spreads `wake.part(name)`, the live
 * part `useWakePart()(name)`.
 */
export interface Dormancy<P> {
  /** Loads the live part (once; a failed load is tried again by the next call). */
  preload(): Promise<void>;
  /** The live part once loaded, else null. */
  live(): ComponentType<P> | null;
  subscribe(listener: () => void): () => void;
}

const registry = new Set<() => Promise<void>>();

/** Declares a dormant component's live part, loaded by `load` (a dynamic import). */
export function dormancy<P>(load: () => Promise<ComponentType<P>>): Dormancy<P> {
  let Live: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const preload = () => {
    pending ??= load().then(
      (component) => {
        Live = component;
        for (const listener of listeners) listener();
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  registry.add(preload);
  return {
    preload,
    live: () => Live,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Loads the live parts of every dormant component loaded so far: an app calls it once a screen
 * has settled, Storybook and tests before they render.
 */
export async function preloadDormant(): Promise<void> {
  await Promise.all([...registry].map((preload) => preload()));
}

/**
 * A part shown only in some state (an open popover, a long list's virtual body): its component
 * once loaded, else null; it loads while `needed`. Render it with `LivePart`.
 */
export function useLive<P>(of: Dormancy<P>, needed: boolean): ComponentType<P> | null {
  const Live = useSyncExternalStore(of.subscribe, of.live, of.live);
  useEffect(() => {
    if (needed && Live === null) void of.preload().catch(() => {});
  }, [needed, Live, of]);
  return Live;
}

/** Renders a loaded part: a module's component, the same one on every render. */
export function LivePart<P extends object>({
  component: Component,
  props,
}: {
  component: ComponentType<P>;
  props: P;
}) {
  return <Component {...props} />;
}

type Replay =
  { part: string; kind: 'click' } | { part: string; kind: 'key'; init: KeyboardEventInit };

interface Handoff {
  /** The part that had the focus when the live part took over, if any. */
  focused: string | null;
  /** Text typed into an asleep input, by part, with its caret. */
  inputs: Map<string, { value: string; caret: number | null }>;
  replays: Replay[];
}

/** What an asleep part spreads on one of its elements. */
export interface WakePartProps {
  /** Names the element for the handoff (the same name on the live part's element). */
  'data-wake': string;
  /** Records the focus (handed over) and starts the load. */
  onFocus(): void;
  /** Forgets the focus. */
  onBlur(): void;
  /** Starts the load: the pointer is on its way. */
  onPointerEnter(): void;
  /** Holds the swap until the press ends, and starts the load. */
  onPointerDown(): void;
  /** Releases the swap once the click, if any, has been recorded. */
  onPointerUp(): void;
  /** Releases the swap (the press was cancelled). */
  onPointerCancel(): void;
}

/** Handed to the asleep rendering: how it marks its parts and hands over what the user did. */
export interface Wake {
  /** Spread on the element that the live part's element of the same name takes over from. */
  part(name: string): WakePartProps;
  /** A click on `part`, replayed on the live part's (a button inside it, if it is not one). */
  click(part: string): void;
  /** A key pressed on `part`, replayed there (keydown); its default action is prevented here. */
  key(part: string, event: ReactKeyboardEvent): void;
  /** The text of an asleep input, set on the live input of that part. */
  input(part: string, element: HTMLInputElement): void;
}

const WakeKey = createContext<string | null>(null);

/** In a live part: the props that name one of its elements for the handoff. */
export function useWakePart(): (name: string) => { 'data-wake'?: string } {
  const key = use(WakeKey);
  return (name) => (key === null ? {} : { 'data-wake': `${key}:${name}` });
}

/** What a replay needs of a key press (the event itself does not outlive its handler). */
export function keyInit(event: ReactKeyboardEvent): KeyboardEventInit {
  const { key, code, shiftKey, altKey, ctrlKey, metaKey } = event;
  return { key, code, shiftKey, altKey, ctrlKey, metaKey };
}

/** Presses the key again on `element` (a keydown its handlers, React's included, receive). */
export function replayKey(element: HTMLElement, init: KeyboardEventInit): void {
  element.dispatchEvent(new KeyboardEvent('keydown', { ...init, bubbles: true, cancelable: true }));
}

function findPart(key: string, part: string): HTMLElement | null {
  const name = `${key}:${part}`;
  for (const element of document.querySelectorAll<HTMLElement>('[data-wake]'))
    if (element.getAttribute('data-wake') === name) return element;
  return null;
}

/** Sets an input's value as typing does, so that React's `onChange` sees it. */
function typeInto(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export interface DormantProps<P> {
  /** The live part's loader (`dormancy(() => import(…))`), declared once per module. */
  of: Dormancy<P>;
  /** The live part's props. */
  props: P;
  /** The asleep rendering of the closed state. */
  asleep: (wake: Wake) => ReactNode;
}

/** Renders the asleep part until the live part has loaded, then the live part, with the handoff. */
export function Dormant<P extends object>({ of, props, asleep }: DormantProps<P>) {
  const Loaded = useSyncExternalStore(of.subscribe, of.live, of.live);
  const key = useId();
  // Filled by the asleep part's handlers, spent by the live part's first commit.
  const handoff = useRef<Handoff>({ focused: null, inputs: new Map(), replays: [] });
  // A press in progress on the asleep part holds the live part back until its click: swapping
  // the element between the press and the release loses the click (it has no target).
  const [held, setHeld] = useState(false);
  const [wake] = useState<Wake>(() => {
    const record = (replay: Replay) => {
      handoff.current.replays.push(replay);
      setHeld(false);
      void of.preload().catch(() => {});
    };
    return {
      part: (name) => ({
        'data-wake': `${key}:${name}`,
        onFocus() {
          handoff.current.focused = name;
          void of.preload().catch(() => {});
        },
        onBlur() {
          if (handoff.current.focused === name) handoff.current.focused = null;
        },
        onPointerEnter() {
          void of.preload().catch(() => {});
        },
        onPointerDown() {
          setHeld(true);
          void of.preload().catch(() => {});
        },
        // The click, if there is one, comes right after the release, in the same task.
        onPointerUp() {
          setTimeout(() => setHeld(false));
        },
        onPointerCancel() {
          setHeld(false);
        },
      }),
      click: (part) => record({ part, kind: 'click' }),
      key(part, event) {
        event.preventDefault();
        record({ part, kind: 'key', init: keyInit(event) });
      },
      input(part, element) {
        handoff.current.inputs.set(part, { value: element.value, caret: element.selectionStart });
        void of.preload().catch(() => {});
      },
    };
  });
  const Live = held ? null : Loaded;
  useLayoutEffect(() => {
    if (!Live) return;
    const { focused, inputs, replays } = handoff.current;
    // Once only: the handoff is spent.
    handoff.current = { focused: null, inputs: new Map(), replays: [] };
    for (const [part, { value, caret }] of inputs) {
      const input = findPart(key, part);
      if (!(input instanceof HTMLInputElement) || input.value === value) continue;
      if (focused === part) input.focus({ preventScroll: true });
      typeInto(input, value);
      if (caret !== null) input.setSelectionRange(caret, caret);
    }
    if (focused) findPart(key, focused)?.focus({ preventScroll: true });
    for (const replay of replays) {
      const element = findPart(key, replay.part);
      if (!element) continue;
      if (replay.kind === 'key') {
        element.focus({ preventScroll: true });
        replayKey(element, replay.init);
      } else if (element.matches('button, input, [role]')) {
        element.click();
      } else {
        element.querySelector('button')?.click();
      }
    }
  }, [Live, key]);
  // The live part is a module's component, the same one for every render (not made here).
  if (Live) return <WakeKey value={key}>{createElement(Live, props)}</WakeKey>;
  return asleep(wake);
}
