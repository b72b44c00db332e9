/**
 * Where the session token lives. The console keeps it in localStorage under `token`; tests and
 * servers use the in-memory store. Every client reads the token from here at each request, and a
 * refused token (50008, 50014) is cleared here, once, for everyone.
 */
export interface TokenStore {
  get(): string | null;
  set(token: string | null): void;
  /** Called with the new token (null when cleared); returns the unsubscribe function. */
  subscribe(listener: (token: string | null) => void): () => void;
}

export function createMemoryTokenStore(initial: string | null = null): TokenStore {
  let token = initial;
  const listeners = new Set<(token: string | null) => void>();
  return {
    get: () => token,
    set(next) {
      if (next === token) return;
      token = next;
      listeners.forEach((l) => l(next));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const TOKEN_STORAGE_KEY = 'token';

export interface BrowserTokenStore extends TokenStore {
  /**
   * "Remember me": true keeps the token in localStorage (survives closing the browser, shared by
   * every tab); false keeps it in sessionStorage (this tab, until it closes).
   */
  setRemember(remember: boolean): void;
}

/**
 * The browser store. A remembered token lives in localStorage, shared across tabs (a sign-out in one
 * tab signs out all); an unremembered one in sessionStorage.
 */
export function createLocalTokenStore(key = TOKEN_STORAGE_KEY): BrowserTokenStore {
  let remember = readStorage('sessionStorage', key) === null;
  const memory = createMemoryTokenStore(
    readStorage('localStorage', key) ?? readStorage('sessionStorage', key),
  );
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (e) => {
      if (remember && (e.key === key || e.key === null))
        memory.set(readStorage('localStorage', key));
    });
  }
  const write = (token: string | null) => {
    writeStorage('localStorage', key, remember ? token : null);
    writeStorage('sessionStorage', key, remember ? null : token);
  };
  return {
    get: memory.get,
    subscribe: memory.subscribe,
    set(next) {
      write(next);
      memory.set(next);
    },
    setRemember(next) {
      remember = next;
      write(memory.get());
    },
  };
}

type StorageName = 'localStorage' | 'sessionStorage';

function readStorage(name: StorageName, key: string): string | null {
  try {
    return typeof window === 'undefined' ? null : window[name].getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(name: StorageName, key: string, value: string | null) {
  try {
    if (value === null) window[name].removeItem(key);
    else window[name].setItem(key, value);
  } catch {
    // Storage unavailable: the session lasts as long as the page.
  }
}
