import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test';
import { VirtualTable, type VirtualTableColumn } from './VirtualTable';

interface Row {
  id: string;
  title: string;
  views: number;
}

const makeRows = (n: number, from = 0): Row[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `r${from + i + 1}`,
    title: `Row ${from + i + 1}`,
    views: i,
  }));
const columns: VirtualTableColumn<Row>[] = [
  { key: 'title', header: 'Title' },
  { key: 'views', header: 'Views', align: 'end', width: 80 },
];

// jsdom has no layout: give every element a 480 × 800 box so the virtualizer has a viewport
// (10 rows of 48 px) and make scrolling move scrollTop.
const originalScrollTo = Element.prototype.scrollTo;
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => 480,
  });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get: () => 800,
  });
  Element.prototype.scrollTo = function scrollTo(
    this: Element,
    options?: ScrollToOptions | number,
  ) {
    const top = typeof options === 'number' ? 0 : (options?.top ?? 0);
    this.scrollTop = top;
    this.dispatchEvent(new Event('scroll'));
  } as Element['scrollTo'];
});
afterAll(() => {
  // The overrides shadow jsdom's getters on Element.prototype; removing them restores those.
  Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight');
  Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
  Element.prototype.scrollTo = originalScrollTo;
});

const dataRows = () =>
  screen.getAllByRole('row').filter((r) => r.getAttribute('aria-rowindex') !== '1');
const scrollTo = (top: number) => {
  const box = document.querySelector<HTMLElement>('[data-scroll="container"]')!;
  act(() => {
    box.scrollTop = top;
    box.dispatchEvent(new Event('scroll'));
  });
};

describe('VirtualTable', () => {
  it('renders the visible rows only, and tells the full size', () => {
    renderWithProviders(
      <VirtualTable
        rows={makeRows(10_000)}
        columns={columns}
        getRowId={(r) => r.id}
        label="Rows"
        height={480}
      />,
    );
    const grid = screen.getByRole('grid', { name: 'Rows' });
    expect(grid).toHaveAttribute('aria-rowcount', '10001');
    expect(dataRows().length).toBeLessThan(30);
    expect(dataRows()[0]).toHaveAttribute('aria-rowindex', '2');
    expect(within(dataRows()[0]!).getAllByRole('gridcell')[1]).toHaveTextContent('0');
    scrollTo(48 * 5000);
    expect(screen.getByText('Row 5001')).toBeInTheDocument();
    expect(screen.queryByText('Row 1')).not.toBeInTheDocument();
  });

  it('selects rows and every loaded row, keeping selections of rows not loaded', () => {
    const onSelectedChange = vi.fn();
    renderWithProviders(
      <VirtualTable
        rows={makeRows(50)}
        columns={columns}
        getRowId={(r) => r.id}
        label="Rows"
        selectable
        defaultSelected={['elsewhere']}
        onSelectedChange={onSelectedChange}
      />,
    );
    const all = screen.getByRole('checkbox', { name: 'Select all loaded rows' });
    expect(all).not.toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    expect(onSelectedChange).toHaveBeenLastCalledWith(['elsewhere', 'r2']);
    expect((all as HTMLInputElement).indeterminate).toBe(true);
    fireEvent.click(all);
    const everything = onSelectedChange.mock.lastCall![0] as string[];
    expect(everything).toHaveLength(51);
    expect(all).toBeChecked();
    fireEvent.click(all);
    expect(onSelectedChange).toHaveBeenLastCalledWith(['elsewhere']);
  });

  // Home/End/Page keys scroll far; they need real layout and are played in the Keyboard story.
  it('moves between rows with the keyboard, selects with Space and opens with Enter', () => {
    const onRowActivate = vi.fn();
    const rows = makeRows(100);
    renderWithProviders(
      <VirtualTable
        rows={rows}
        columns={columns}
        getRowId={(r) => r.id}
        label="Rows"
        selectable
        onRowActivate={onRowActivate}
        height={480}
      />,
    );
    const first = dataRows()[0]!;
    expect(first).toHaveAttribute('tabindex', '0');
    expect(dataRows().filter((r) => r.tabIndex === 0)).toHaveLength(1);
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    const second = screen.getByText('Row 2').closest('[role="row"]')!;
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(second, { key: ' ' });
    expect(second).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(second, { key: 'Enter' });
    expect(onRowActivate).toHaveBeenCalledWith(rows[1], 1);
    fireEvent.keyDown(second, { key: 'ArrowUp' });
    expect(first).toHaveFocus();
    // Keys from a control inside the row are left to it.
    const checkbox = within(first).getByRole('checkbox');
    fireEvent.keyDown(checkbox, { key: 'ArrowDown' });
    expect(first).toHaveFocus();
  });

  it('asks for more once per page when the end comes near, not while loading', () => {
    const onEndReached = vi.fn();
    const props = { columns, getRowId: (r: Row) => r.id, label: 'Rows', height: 480, onEndReached };
    const { rerender } = renderWithProviders(<VirtualTable {...props} rows={makeRows(30)} />);
    expect(onEndReached).not.toHaveBeenCalled();
    scrollTo(48 * 20);
    expect(onEndReached).toHaveBeenCalledTimes(1);
    rerender(<VirtualTable {...props} rows={makeRows(30)} loading />);
    expect(screen.getByRole('grid')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading more rows…');
    rerender(<VirtualTable {...props} rows={makeRows(60)} />);
    expect(onEndReached).toHaveBeenCalledTimes(1);
    scrollTo(48 * 50);
    expect(onEndReached).toHaveBeenCalledTimes(2);
  });

  it('shows the empty state when there are no rows', () => {
    renderWithProviders(
      <VirtualTable rows={[]} columns={columns} getRowId={(r) => r.id} label="Rows" />,
    );
    expect(screen.getByRole('gridcell')).toHaveTextContent('No data');
  });
});
