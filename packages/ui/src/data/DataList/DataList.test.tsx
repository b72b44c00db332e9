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
});
