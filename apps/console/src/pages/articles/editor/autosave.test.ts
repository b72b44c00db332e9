import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  Autosave,
  draftKey,
  localDraftStore,
  type AutosaveOptions,
  type AutosaveState,
  type ConflictInfo,
  type DraftStore,
  type LocalDraft,
} from './autosave';

interface Doc {
  title: string;
}

class ConflictError extends Error {
  constructor(
    readonly version: number,
    readonly values: Doc,
  ) {
    super('conflict');
  }
}

function memoryStore(): DraftStore<Doc> & { draft: LocalDraft<Doc> | null; writes: number } {
  const store = {
    draft: null as LocalDraft<Doc> | null,
    writes: 0,
    read: () => store.draft,
    write: (d: LocalDraft<Doc>) => {
      store.draft = d;
      store.writes += 1;
    },
    remove: () => {
      store.draft = null;
    },
  };
  return store;
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(overrides: Partial<AutosaveOptions<Doc>> = {}, version: number | null = 3) {
  const store = memoryStore();
  const states: AutosaveState[] = [];
  const saveRemote = vi.fn<AutosaveOptions<Doc>['saveRemote']>(async (_v, base) => ({
    version: (base ?? 0) + 1,
  }));
  const onConflict = vi.fn<(c: ConflictInfo<Doc>, mine: Doc) => void>();
  const autosave = new Autosave<Doc>(
    {
      store,
      saveRemote,
      conflictOf: (e) =>
        e instanceof ConflictError ? { version: e.version, values: e.values } : null,
      onState: (s) => states.push(s),
      onConflict,
      now: () => Date.now(),
      ...overrides,
    },
    { values: { title: 'server' }, version },
  );
  return { autosave, store, states, saveRemote, onConflict };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T02:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Autosave', () => {
  it('writes the local draft within a second of the last keystroke, debounced', async () => {
    const { autosave, store, states } = setup();
    autosave.change({ title: 'a' });
    await vi.advanceTimersByTimeAsync(300);
    autosave.change({ title: 'ab' });
    await vi.advanceTimersByTimeAsync(300);
    expect(store.writes).toBe(0);
    await vi.advanceTimersByTimeAsync(200);
    expect(store.writes).toBe(1);
    expect(store.draft).toEqual({ values: { title: 'ab' }, baseVersion: 3, savedAt: Date.now() });
    expect(states).toEqual(['unsaved', 'unsaved', 'saved-locally']);
  });

  it('saves to the server a few seconds after the last change, with its base version, then drops the local draft', async () => {
    const { autosave, store, states, saveRemote } = setup();
    autosave.change({ title: 'draft 1' });
    await vi.advanceTimersByTimeAsync(2999);
    expect(saveRemote).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(saveRemote).toHaveBeenCalledExactlyOnceWith({ title: 'draft 1' }, 3);
    expect(autosave.version).toBe(4);
    expect(store.draft).toBeNull();
    expect(autosave.dirty).toBe(false);
    expect(states.at(-1)).toBe('saved-remotely');
    autosave.change({ title: 'draft 2' });
    await vi.advanceTimersByTimeAsync(3000);
    expect(saveRemote).toHaveBeenLastCalledWith({ title: 'draft 2' }, 4);
  });

  it('runs one save at a time and saves what was typed during a save next', async () => {
    const first = deferred<{ version: number }>();
    const saveRemote = vi
      .fn<AutosaveOptions<Doc>['saveRemote']>()
      .mockImplementationOnce(() => first.promise)
      .mockImplementation(async (_v, base) => ({ version: (base ?? 0) + 1 }));
    const { autosave, store } = setup({ saveRemote });
    autosave.change({ title: 'one' });
    await vi.advanceTimersByTimeAsync(3000);
    expect(saveRemote).toHaveBeenCalledTimes(1);
    autosave.change({ title: 'two' });
    // A flush during the save waits for it instead of starting a second one.
    const flushed = autosave.flush();
    await vi.advanceTimersByTimeAsync(5000);
    expect(saveRemote).toHaveBeenCalledTimes(1);
    expect(store.draft?.values).toEqual({ title: 'two' });
    first.resolve({ version: 4 });
    await flushed;
    expect(saveRemote).toHaveBeenCalledTimes(2);
    expect(saveRemote).toHaveBeenLastCalledWith({ title: 'two' }, 4);
    expect(autosave.version).toBe(5);
    expect(store.draft).toBeNull();
  });

  it('stops on a conflict and overwrites nothing until the user chooses', async () => {
    const saveRemote = vi
      .fn<AutosaveOptions<Doc>['saveRemote']>()
      .mockRejectedValueOnce(new ConflictError(7, { title: 'theirs' }))
      .mockImplementation(async (_v, base) => ({ version: (base ?? 0) + 1 }));
    const { autosave, store, states, onConflict } = setup({ saveRemote });
    autosave.change({ title: 'mine' });
    await vi.advanceTimersByTimeAsync(3000);
    expect(states.at(-1)).toBe('conflict');
    expect(onConflict).toHaveBeenCalledWith(
      { version: 7, values: { title: 'theirs' } },
      { title: 'mine' },
    );
    // More typing is kept locally but never sent while the conflict is open.
    autosave.change({ title: 'mine, more' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(saveRemote).toHaveBeenCalledTimes(1);
    expect(store.draft?.values).toEqual({ title: 'mine, more' });
    expect(autosave.hasConflict).toBe(true);
    await autosave.keepMine(7);
    expect(saveRemote).toHaveBeenLastCalledWith({ title: 'mine, more' }, 7);
    expect(autosave.version).toBe(8);
    expect(store.draft).toBeNull();
    expect(states.at(-1)).toBe('saved-remotely');
  });

  it('takes theirs: their values and version become the base, the local draft goes', async () => {
    const saveRemote = vi
      .fn<AutosaveOptions<Doc>['saveRemote']>()
      .mockRejectedValueOnce(new ConflictError(9, { title: 'theirs' }))
      .mockImplementation(async (_v, base) => ({ version: (base ?? 0) + 1 }));
    const { autosave, store } = setup({ saveRemote });
    autosave.change({ title: 'mine' });
    await vi.advanceTimersByTimeAsync(3000);
    autosave.takeTheirs({ title: 'theirs' }, 9);
    expect(store.draft).toBeNull();
    expect(autosave.dirty).toBe(false);
    autosave.change({ title: 'after' });
    await vi.advanceTimersByTimeAsync(3000);
    expect(saveRemote).toHaveBeenLastCalledWith({ title: 'after' }, 9);
  });

  it('retries a failed save later and keeps the local draft meanwhile', async () => {
    const saveRemote = vi
      .fn<AutosaveOptions<Doc>['saveRemote']>()
      .mockRejectedValueOnce(new Error('network'))
      .mockImplementation(async (_v, base) => ({ version: (base ?? 0) + 1 }));
    const { autosave, store, states } = setup({ saveRemote, retryDelayMs: 10_000 });
    autosave.change({ title: 'x' });
    await vi.advanceTimersByTimeAsync(3000);
    expect(states.at(-1)).toBe('error');
    expect(store.draft?.values).toEqual({ title: 'x' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(saveRemote).toHaveBeenCalledTimes(2);
    expect(store.draft).toBeNull();
  });

  it('keeps remote saves off when asked (published articles) and for values the server would refuse', async () => {
    const { autosave, store, saveRemote } = setup({ remote: false });
    autosave.change({ title: 'live edit' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(saveRemote).not.toHaveBeenCalled();
    expect(store.draft?.values).toEqual({ title: 'live edit' });

    const short = setup({ canSaveRemote: (v) => v.title.length >= 10 }, null);
    short.autosave.change({ title: 'short' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(short.saveRemote).not.toHaveBeenCalled();
    short.autosave.change({ title: 'long enough title' });
    await vi.advanceTimersByTimeAsync(3000);
    expect(short.saveRemote).toHaveBeenCalledWith({ title: 'long enough title' }, null);
  });

  it('going back to the server values clears the pending work', async () => {
    const { autosave, store, saveRemote } = setup();
    autosave.change({ title: 'typo' });
    await vi.advanceTimersByTimeAsync(600);
    expect(store.draft).not.toBeNull();
    autosave.change({ title: 'server' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(store.draft).toBeNull();
    expect(saveRemote).not.toHaveBeenCalled();
  });

  it('writes pending keystrokes when disposed (leaving the page)', () => {
    const { autosave, store } = setup();
    autosave.change({ title: 'last words' });
    autosave.dispose();
    expect(store.draft?.values).toEqual({ title: 'last words' });
  });

  it('acknowledges an explicit save', async () => {
    const { autosave, store, saveRemote } = setup();
    autosave.change({ title: 'published' });
    autosave.acknowledge({ version: 4 }, { title: 'published' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(saveRemote).not.toHaveBeenCalled();
    expect(store.draft).toBeNull();
    expect(autosave.version).toBe(4);
  });
});

describe('localDraftStore', () => {
  it('stores drafts as JSON per article and reads a broken entry as none', () => {
    const store = localDraftStore<Doc>(draftKey(42), window.localStorage);
    store.write({ values: { title: 't' }, baseVersion: 2, savedAt: 1 });
    expect(JSON.parse(window.localStorage.getItem('nd-article-draft:42') ?? '')).toEqual({
      values: { title: 't' },
      baseVersion: 2,
      savedAt: 1,
    });
    expect(store.read()).toEqual({ values: { title: 't' }, baseVersion: 2, savedAt: 1 });
    window.localStorage.setItem('nd-article-draft:42', '{broken');
    expect(store.read()).toBeNull();
    store.remove();
    expect(window.localStorage.getItem('nd-article-draft:42')).toBeNull();
  });
});
