import path from 'node:path';

/** A screen a visit can start on, or a step on the way (login, the signed-in frame). */
export interface VisitStep {
  /**
   * The step's name: its own chunk (what only its screen runs) has this name, and the chunk of what
   * it shares with screens off the first visit has this name with `-shared`.
   */
  name: string;
  /** The modules (paths from the app's root) the route loads with `import()`. */
  roots: readonly string[];
}

/** What a planning build tells of one output chunk (the part used here). */
export interface PlannedChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: readonly string[];
  moduleIds: readonly string[];
  modules: Readonly<Record<string, { renderedLength: number }>>;
}

/** A chunk or an asset of a planning build's output. */
export type PlannedOutput = PlannedChunk | { type: 'asset' };

/** The chunk each module goes to, by name. */
export type VisitPlan = ReadonlyMap<string, string>;

/** The chunk of the entry's own modules. */
export const SHELL = 'shell';
/** The chunk of the modules more than one step needs. */
export const COMMON = 'common';
/** The suffix of a step's chunk of what it shares with screens off the first visit. */
export const SHARED = '-shared';

/** Modules other groups own (the libraries' vendor chunk, …): the plan leaves them to those. */
export type OwnedElsewhere = (id: string) => boolean;

const isVirtual = (id: string) => id.startsWith('\0');

/**
 * Plans the chunks of the first visit (`FIRST_VISIT` and `planFirstVisit` in vite.config.ts) from
 * a build made with the bundler's own splitting.
 *
 * Left to itself the bundler splits the app's code by which of its 70-odd lazy routes share it:
 * 75 files of 0.1 to 5 kB between login and the first article list. Each is compressed on its
 * own, so brotli finds no repetition across them, and each repeats its imports and exports.
 *
 * Here only the screens a visit starts on count (and the steps to them: login, the frame). The
 * modules of a step are those of the chunks the browser fetches for its roots: those chunks and
 * what they import statically.
 * - What the entry loads goes to `shell`.
 * - What several steps load goes to `common`.
 * - What one step alone loads goes to that step's own chunk (e.g. `dashboard`) if no other screen
 *   runs it (the bundler put it with the step's root), else to the step's `-shared` chunk (e.g.
 *   `dashboard-shared`): a screen off the first visit that needs a dialog the dashboard also uses
 *   downloads that, not the dashboard's panels. A shared part under `minSharedBytes` (before
 *   compression) stays in the step's own chunk.
 *
 * So each step downloads a few larger files and never a module no step of its own needs. Modules
 * another group owns (`ownedElsewhere`: the vendor libraries, …) stay in it; a barrel (`index.ts`
 * of re-exports) renders nothing and stays out; what a step loads with `import()` keeps its own
 * chunks.
 */
export function planVisit(
  root: string,
  output: readonly PlannedOutput[],
  steps: readonly VisitStep[],
  ownedElsewhere: OwnedElsewhere = () => false,
  minSharedBytes = 0,
): VisitPlan {
  const chunks = output.filter((o): o is PlannedChunk => o.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const planned = (c: PlannedChunk) =>
    c.moduleIds.filter(
      (id) => !isVirtual(id) && !ownedElsewhere(id) && (c.modules[id]?.renderedLength ?? 0) > 0,
    );
  const modulesLoadedWith = (first: readonly PlannedChunk[]) => {
    const found = new Set<PlannedChunk>();
    const stack = [...first];
    while (stack.length > 0) {
      const chunk = stack.pop()!;
      if (found.has(chunk)) continue;
      found.add(chunk);
      for (const file of chunk.imports) {
        const next = byFile.get(file);
        if (next) stack.push(next);
      }
    }
    return [...found].flatMap(planned);
  };

  const plan = new Map<string, string>();
  const shell = new Set(modulesLoadedWith(chunks.filter((c) => c.isEntry)));
  for (const id of shell) plan.set(id, SHELL);
  const neededBy = new Map<string, string[]>();
  const ownTo = new Map<string, string>();
  for (const step of steps) {
    const rootIds = new Set(step.roots.map((file) => path.resolve(root, file)));
    const first = chunks.filter((c) => c.moduleIds.some((id) => rootIds.has(id)));
    if (first.length === 0) throw new Error(`first visit: no chunk holds ${step.roots.join(', ')}`);
    for (const id of first.flatMap(planned)) ownTo.set(id, step.name);
    for (const id of new Set(modulesLoadedWith(first))) {
      if (shell.has(id)) continue;
      neededBy.set(id, [...(neededBy.get(id) ?? []), step.name]);
    }
  }
  const sizeOf = new Map(chunks.flatMap((c) => Object.entries(c.modules)));
  const sharedBytes = new Map<string, number>();
  for (const [id, names] of neededBy) {
    const name = names.length > 1 ? COMMON : names[0]!;
    const shared = name !== COMMON && ownTo.get(id) !== name;
    plan.set(id, shared ? name + SHARED : name);
    if (shared)
      sharedBytes.set(name, (sharedBytes.get(name) ?? 0) + (sizeOf.get(id)?.renderedLength ?? 0));
  }
  // A few hundred bytes in a file of their own would cost the visit a request for nothing.
  for (const [id, name] of plan) {
    const step = name.endsWith(SHARED) ? name.slice(0, -SHARED.length) : null;
    if (step !== null && (sharedBytes.get(step) ?? 0) < minSharedBytes) plan.set(id, step);
  }
  return plan;
}

/**
 * The first visit's chunks must hold what the plan put there and no more: a module of a chunk
 * brings its static imports along, so one that imports code the visit never runs would add that
 * code to the first download. Answers the modules found in a chunk the plan did not put there
 * (with their rendered size), so the build can refuse them.
 */
export function strayModules(
  plan: VisitPlan,
  chunk: { name: string; modules: Readonly<Record<string, { renderedLength: number }>> },
  minBytes: number,
  ownedElsewhere: OwnedElsewhere = () => false,
): string[] {
  return Object.entries(chunk.modules)
    .filter(
      ([id, m]) =>
        !isVirtual(id) &&
        !ownedElsewhere(id) &&
        plan.get(id) !== chunk.name &&
        m.renderedLength >= minBytes,
    )
    .map(([id, m]) => `${id} (${m.renderedLength} B)`);
}
