// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COMMON, planVisit, SHARED, SHELL, strayModules, type PlannedChunk } from './screenChunks';

const ROOT = '/app';
const chunk = (
  fileName: string,
  modules: Record<string, number>,
  imports: string[] = [],
  isEntry = false,
): PlannedChunk => ({
  type: 'chunk',
  fileName,
  isEntry,
  imports,
  moduleIds: Object.keys(modules),
  modules: Object.fromEntries(
    Object.entries(modules).map(([id, renderedLength]) => [id, { renderedLength }]),
  ),
});

// A build as the bundler splits it by itself: an entry, the vendor libraries, two screens that
// share a small chunk (with a library's icon), the list's dialog that a screen off the first visit
// shares, one chunk a screen loads on demand, and one no step reaches.
const output = [
  chunk(
    'index.js',
    { '/app/src/main.tsx': 100, '/app/src/routes.tsx': 900, '/lib/ui/index.ts': 0 },
    ['vendor.js'],
    true,
  ),
  chunk('vendor.js', { '/app/node_modules/react/index.js': 5000 }),
  chunk('Login.js', { '/app/src/Login.tsx': 300, '/lib/ui/LoginForm.tsx': 400 }, ['Button.js']),
  chunk('Button.js', { '/lib/ui/Button.tsx': 200, '/app/node_modules/icons/plus.js': 90 }),
  chunk('List.js', { '/app/src/List.tsx': 500, '/lib/ui/Table.tsx': 800 }, [
    'Button.js',
    'Dialog.js',
    'vendor.js',
  ]),
  chunk('Dialog.js', { '/lib/ui/Dialog.tsx': 600 }),
  chunk('Editor.js', { '/app/src/Editor.tsx': 9000 }, ['Button.js', 'Dialog.js']),
  chunk('Pdf.js', { '/app/src/Pdf.tsx': 700 }),
  { type: 'asset' as const },
];

const steps = [
  { name: 'login', roots: ['src/Login.tsx'] },
  { name: 'list', roots: ['src/List.tsx'] },
];

const ownedElsewhere = (id: string) => id.includes('/node_modules/react/');

describe('planVisit (build)', () => {
  const plan = planVisit(ROOT, output, steps, ownedElsewhere);

  it('puts what the entry loads in the shell, and what one step alone loads in its own chunk', () => {
    expect(plan.get('/app/src/routes.tsx')).toBe(SHELL);
    expect(plan.get('/app/src/Login.tsx')).toBe('login');
    expect(plan.get('/lib/ui/LoginForm.tsx')).toBe('login');
    expect(plan.get('/app/src/List.tsx')).toBe('list');
    expect(plan.get('/lib/ui/Table.tsx')).toBe('list');
  });

  it('puts what one step loads and screens off the first visit share in its shared chunk', () => {
    expect(plan.get('/lib/ui/Dialog.tsx')).toBe(`list${SHARED}`);
  });

  it("keeps a shared part smaller than the threshold in the step's own chunk", () => {
    const small = planVisit(ROOT, output, steps, ownedElsewhere, 601);
    expect(small.get('/lib/ui/Dialog.tsx')).toBe('list');
    expect(planVisit(ROOT, output, steps, ownedElsewhere, 600).get('/lib/ui/Dialog.tsx')).toBe(
      `list${SHARED}`,
    );
  });

  it('puts what several steps load in the common chunk, libraries included', () => {
    expect(plan.get('/lib/ui/Button.tsx')).toBe(COMMON);
    expect(plan.get('/app/node_modules/icons/plus.js')).toBe(COMMON);
  });

  it('leaves out what other groups own, barrels, code loaded on demand and code no step reaches', () => {
    expect(plan.has('/app/node_modules/react/index.js')).toBe(false);
    expect(plan.has('/lib/ui/index.ts')).toBe(false);
    expect(plan.has('/app/src/Editor.tsx')).toBe(false);
    expect(plan.has('/app/src/Pdf.tsx')).toBe(false);
  });

  it('refuses a step whose root no chunk holds', () => {
    expect(() => planVisit(ROOT, output, [{ name: 'gone', roots: ['src/Gone.tsx'] }])).toThrow(
      /no chunk holds src\/Gone\.tsx/,
    );
  });

  it('finds the code a first-visit chunk holds beyond the plan', () => {
    const built = {
      name: 'list',
      modules: {
        '/app/src/List.tsx': { renderedLength: 500 },
        '/app/src/Editor.tsx': { renderedLength: 9000 },
        '/app/src/tiny.ts': { renderedLength: 10 },
        '/app/node_modules/lib/index.js': { renderedLength: 4000 },
        '/app/node_modules/react/index.js': { renderedLength: 5000 },
      },
    };
    expect(strayModules(plan, built, 512, ownedElsewhere)).toEqual([
      '/app/src/Editor.tsx (9000 B)',
      '/app/node_modules/lib/index.js (4000 B)',
    ]);
  });
});
