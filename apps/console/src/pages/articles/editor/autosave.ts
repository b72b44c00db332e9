/**
 * Never lose work (issue 5): the editor's autosave as a pure module, independent of React and of the
 * API client so it can be tested with fake timers.
 *
 * - Every change is written to local storage within `localDelayMs` (default 500 ms) of the last
 *   keystroke, so a crash or a killed tab loses at most that.
 * - The server copy follows `remoteDelayMs` (default 3 s) after the last change, one save at a
 *   time: a change during a save waits for it and is saved next. Each save carries the version it
 *   is based on; the answer's version becomes the next base.
 * - A conflict (the server has a newer version) stops the autosave and reports it; nothing is
 *   overwritten until `keepMine` or `takeTheirs` is chosen.
 * - When the server holds the latest values, the local draft is removed: a local draft exists only
 *   while there are changes the server does not have.
 */

export type AutosaveState =
  'idle' | 'unsaved' | 'saved-locally' | 'saving' | 'saved-remotely' | 'error' | 'conflict';

export interface LocalDraft<V> {
  values: V;
  /** The server version the values are based on (null for an article never saved). */
  baseVersion: number | null;
  savedAt: number;
}

export interface DraftStore<V> {
  read(): LocalDraft<V> | null;
  write(draft: LocalDraft<V>): void;
  remove(): void;
}

/** What a remote save answers. */
export interface SavedVersion {
  version: number;
}

export interface ConflictInfo<V> {
  /** The version now on the server. */
  version: number;
  /** The server's values, when the answer carried them. */
  values: V | null;
}

export interface AutosaveOptions<V> {
  store: DraftStore<V>;
  /** Saves to the server, based on `baseVersion`; rejects on failure. */
  saveRemote: (values: V, baseVersion: number | null) => Promise<SavedVersion>;
  /** Whether a save failure is a version conflict, and what the server has. */
  conflictOf: (error: unknown) => ConflictInfo<V> | null;
  /** Whether these values may go to the server yet (e.g. a new article needs a valid title). */
  canSaveRemote?: (values: V) => boolean;
  /** Whether remote autosave is on (off for published articles: edits go live only on publish). */
  remote?: boolean;
  onState?: (state: AutosaveState, detail: { at: number; error?: unknown }) => void;
  onConflict?: (conflict: ConflictInfo<V>, mine: V) => void;
  /** The server version after each successful save. */
  onSaved?: (saved: SavedVersion, values: V) => void;
  localDelayMs?: number;
  remoteDelayMs?: number;
  /** Wait before retrying a failed save (not a conflict). */
  retryDelayMs?: number;
  now?: () => number;
  equals?: (a: V, b: V) => boolean;
}

const jsonEquals = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export class Autosave<V> {
  private readonly o: Required<
    Omit<AutosaveOptions<V>, 'onState' | 'onConflict' | 'onSaved' | 'canSaveRemote'>
  > &
    Pick<AutosaveOptions<V>, 'onState' | 'onConflict' | 'onSaved' | 'canSaveRemote'>;
  private baseVersion: number | null;
  /** The latest values the user has. */
  private current: V | null = null;
  /** The values the server is known to hold. */
  private remoteValues: V | null;
  private localTimer: ReturnType<typeof setTimeout> | null = null;
  private remoteTimer: ReturnType<typeof setTimeout> | null = null;
  private inFlight: Promise<void> | null = null;
  private conflicted = false;
  private disposed = false;
  private stateValue: AutosaveState = 'idle';

  constructor(options: AutosaveOptions<V>, initial: { values: V | null; version: number | null }) {
    this.o = {
      localDelayMs: 500,
      remoteDelayMs: 3000,
      retryDelayMs: 10_000,
      remote: true,
      now: () => Date.now(),
      equals: jsonEquals,
      ...options,
    };
    this.baseVersion = initial.version;
    this.remoteValues = initial.values;
    this.current = initial.values;
  }

  get state(): AutosaveState {
    return this.stateValue;
  }

  get version(): number | null {
    return this.baseVersion;
  }

  /** Whether the server lacks the latest values. */
  get dirty(): boolean {
    return this.current !== null && !this.sameAsRemote(this.current);
  }

  get hasConflict(): boolean {
    return this.conflicted;
  }

  /** Every edit: schedules the local write and the server save. */
  change(values: V): void {
    if (this.disposed) return;
    this.current = values;
    if (this.sameAsRemote(values)) {
      this.clearTimers();
      this.o.store.remove();
      if (!this.inFlight && !this.conflicted) this.setState('saved-remotely');
      return;
    }
    if (!this.conflicted) this.setState('unsaved');
    if (this.localTimer) clearTimeout(this.localTimer);
    this.localTimer = setTimeout(() => this.writeLocal(), this.o.localDelayMs);
    this.scheduleRemote(this.o.remoteDelayMs);
  }

  /** Writes the local draft and saves to the server now (Save draft, leaving the page). */
  async flush(): Promise<void> {
    if (this.localTimer) this.writeLocal();
    if (this.remoteTimer) clearTimeout(this.remoteTimer);
    this.remoteTimer = null;
    await this.saveNow();
  }

  /** A save made outside the autosave (Save draft, Publish) moved the server to this version. */
  acknowledge(saved: SavedVersion, values: V): void {
    this.baseVersion = saved.version;
    this.remoteValues = values;
    this.conflicted = false;
    if (this.current === null || this.sameAsRemote(this.current)) {
      this.clearTimers();
      this.o.store.remove();
      this.setState('saved-remotely');
    }
  }

  /** Conflict resolution: my values win, saved on top of the server's version. */
  async keepMine(theirVersion: number): Promise<void> {
    this.baseVersion = theirVersion;
    this.conflicted = false;
    await this.saveNow();
  }

  /** Conflict resolution: the server's values win; the local draft is dropped. */
  takeTheirs(values: V, theirVersion: number): void {
    this.baseVersion = theirVersion;
    this.remoteValues = values;
    this.current = values;
    this.conflicted = false;
    this.clearTimers();
    this.o.store.remove();
    this.setState('saved-remotely');
  }

  /** Turns server autosave on or off (e.g. after the schedule of an article is cancelled). */
  setRemote(remote: boolean): void {
    this.o.remote = remote;
    if (remote && this.dirty) this.scheduleRemote(this.o.remoteDelayMs);
  }

  /** Undoes `dispose` (React's development double mount). */
  resume(): void {
    this.disposed = false;
  }

  dispose(): void {
    this.disposed = true;
    // Whatever is pending locally is written now: leaving never loses the last keystrokes.
    if (this.localTimer) this.writeLocal();
    this.clearTimers();
  }

  private sameAsRemote(values: V) {
    return this.remoteValues !== null && this.o.equals(values, this.remoteValues);
  }

  private clearTimers() {
    if (this.localTimer) clearTimeout(this.localTimer);
    if (this.remoteTimer) clearTimeout(this.remoteTimer);
    this.localTimer = null;
    this.remoteTimer = null;
  }

  private setState(state: AutosaveState, error?: unknown) {
    this.stateValue = state;
    this.o.onState?.(state, { at: this.o.now(), ...(error !== undefined ? { error } : {}) });
  }

  private writeLocal() {
    if (this.localTimer) clearTimeout(this.localTimer);
    this.localTimer = null;
    if (this.current === null || this.sameAsRemote(this.current)) return;
    this.o.store.write({
      values: this.current,
      baseVersion: this.baseVersion,
      savedAt: this.o.now(),
    });
    if (this.stateValue === 'unsaved' || this.stateValue === 'idle') this.setState('saved-locally');
  }

  private scheduleRemote(delay: number) {
    if (!this.o.remote || this.conflicted || this.disposed) return;
    if (this.remoteTimer) clearTimeout(this.remoteTimer);
    this.remoteTimer = setTimeout(() => {
      this.remoteTimer = null;
      void this.saveNow();
    }, delay);
  }

  private async saveNow(): Promise<void> {
    // One save at a time: wait for the one in flight, then save what is newest.
    while (this.inFlight) await this.inFlight;
    const values = this.current;
    if (values === null || this.conflicted || !this.o.remote) return;
    if (this.sameAsRemote(values)) return;
    if (this.o.canSaveRemote && !this.o.canSaveRemote(values)) return;
    this.setState('saving');
    const run = (async () => {
      try {
        const saved = await this.o.saveRemote(values, this.baseVersion);
        this.baseVersion = saved.version;
        this.remoteValues = values;
        this.o.onSaved?.(saved, values);
        if (this.current !== null && this.sameAsRemote(this.current)) {
          this.o.store.remove();
          this.setState('saved-remotely');
        } else {
          // Typed during the save: the newer values are saved next.
          this.setState('unsaved');
          this.scheduleRemote(this.o.remoteDelayMs);
        }
      } catch (error) {
        const conflict = this.o.conflictOf(error);
        if (conflict) {
          this.conflicted = true;
          if (this.remoteTimer) clearTimeout(this.remoteTimer);
          this.remoteTimer = null;
          this.setState('conflict', error);
          this.o.onConflict?.(conflict, this.current ?? values);
        } else {
          this.setState('error', error);
          this.scheduleRemote(this.o.retryDelayMs);
        }
      }
    })();
    this.inFlight = run;
    try {
      await run;
    } finally {
      this.inFlight = null;
    }
  }
}

/** A local-storage draft store under one key (JSON; a broken entry reads as none). */
export function localDraftStore<V>(
  key: string,
  storage: Storage = window.localStorage,
): DraftStore<V> {
  return {
    read() {
      try {
        const raw = storage.getItem(key);
        if (!raw) return null;
        const parsed = JSON.parse(raw) as LocalDraft<V>;
        return typeof parsed === 'object' && parsed !== null && 'values' in parsed ? parsed : null;
      } catch {
        return null;
      }
    },
    write(draft) {
      try {
        storage.setItem(key, JSON.stringify(draft));
      } catch {
        // Storage full or disabled: the server copy still follows.
      }
    },
    remove() {
      storage.removeItem(key);
    },
  };
}

/** The local-storage key of an article's draft ('new' for an article not yet created). */
export const draftKey = (id: number | 'new') => `nd-article-draft:${id}`;
