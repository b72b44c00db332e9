import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderCountingCommits } from '../../test';
import { DataList } from './DataList';

interface Row {
  id: number;
  title: string;
}
const rows: Row[] = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, title: `Row ${i + 1}` }));

afterEach(() => vi.restoreAllMocks());

describe('DataList', () => {
  it('mounts a page of rows in one commit, in the window mode, where the list sits down the page', async () => {
    // Measuring the list's offset in the page for a list too short to be virtualized re-rendered
    // every row right after the first commit, before the paint.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 320, width: 1000, height: 800 }),
    );
    const { commits } = renderCountingCommits(
      <DataList<Row>
        label="Articles"
        rows={rows}
        getRowId={(row) => String(row.id)}
        columns={[{ key: 'title', header: 'Title' }]}
      />,
    );
    await act(async () => {});
    expect(screen.getAllByRole('row')).toHaveLength(21);
    expect(commits).toEqual(['mount']);
  });

  it('shows a long list once its virtualizer has loaded, busy until then, and only the rows in view', async () => {
    // The virtualizer is a chunk of its own (VirtualBody), loaded by the first list that needs it;
    // the setup preloads it, so this test takes fresh modules.
    vi.resetModules();
    const [{ DataList: FreshDataList }, { renderWithProviders }, { loadAllMessages }] =
      await Promise.all([
        import('./DataList'),
        import('../../test'),
        import('../../foundations/i18n'),
      ]);
    await loadAllMessages();
    const many: Row[] = Array.from({ length: 500 }, (_, i) => ({
      id: i + 1,
      title: `Row ${i + 1}`,
    }));
    renderWithProviders(
      <FreshDataList<Row>
        label="Articles"
        rows={many}
        getRowId={(row) => String(row.id)}
        columns={[{ key: 'title', header: 'Title' }]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Articles' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    // jsdom lays nothing out, so which rows are "in view" is the virtualizer's guess: some of them.
    const cells = await screen.findAllByRole('cell', { name: /^Row \d+$/ });
    expect(cells.length).toBeGreaterThan(0);
    expect(table).not.toHaveAttribute('aria-busy');
    expect(table).toHaveAttribute('aria-rowcount', '501');
    expect(screen.getAllByRole('row').length).toBeLessThan(many.length);
  });
});
