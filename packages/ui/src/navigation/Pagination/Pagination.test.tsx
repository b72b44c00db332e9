import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test';
import { Pagination } from './Pagination';
import { pageCount, pageWindow } from './pageWindow';

const E = 'start-ellipsis';
const F = 'end-ellipsis';
const numbers = (items: ReturnType<typeof pageWindow>) =>
  items.filter((i): i is number => typeof i === 'number');

describe('pageCount', () => {
  it('rounds up and never goes below one page', () => {
    expect(pageCount(200, 10)).toBe(20);
    expect(pageCount(201, 10)).toBe(21);
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(-5, 10)).toBe(1);
    expect(pageCount(50, 0)).toBe(1);
  });
});

describe('pageWindow', () => {
  it('shows every page when they fit', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(7, 10, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('keeps the first and last page around a window on the first pages', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, F, 20]);
    expect(pageWindow(2, 20)).toEqual([1, 2, 3, 4, F, 20]);
    expect(pageWindow(3, 20)).toEqual([1, 2, 3, 4, F, 20]);
    expect(pageWindow(4, 20)).toEqual([1, E, 3, 4, 5, F, 20]);
  });

  it('centres the current page in the middle', () => {
    expect(pageWindow(10, 20)).toEqual([1, E, 9, 10, 11, F, 20]);
  });

  it('slides against the end on the last pages', () => {
    expect(pageWindow(17, 20)).toEqual([1, E, 16, 17, 18, F, 20]);
    expect(pageWindow(18, 20)).toEqual([1, E, 17, 18, 19, 20]);
    expect(pageWindow(20, 20)).toEqual([1, E, 17, 18, 19, 20]);
  });

  it('never shows more than maxLinks numbers, and always the current page', () => {
    for (const max of [1, 2, 3, 4, 5, 6, 7, 10]) {
      for (const pages of [1, 2, 5, 6, 9, 10, 11, 42]) {
        for (let page = 1; page <= pages; page++) {
          const items = numbers(pageWindow(page, pages, max));
          expect(items.length, `${page}/${pages} max ${max}`).toBe(Math.min(max, pages));
          expect(items, `${page}/${pages} max ${max}`).toContain(page);
          // Ascending, no duplicates.
          expect([...items].sort((a, b) => a - b)).toEqual(items);
          expect(new Set(items).size).toBe(items.length);
        }
      }
    }
  });

  it('places an ellipsis exactly where pages are hidden', () => {
    for (const pages of [6, 9, 20]) {
      for (let page = 1; page <= pages; page++) {
        const items = pageWindow(page, pages, 5);
        for (let i = 1; i < items.length; i++) {
          const [prev, cur] = [items[i - 1], items[i]];
          if (typeof prev === 'number' && typeof cur === 'number') expect(cur).toBe(prev + 1);
          if (typeof cur !== 'number') {
            const next = items[i + 1] as number;
            expect(next - (prev as number)).toBeGreaterThan(1);
          }
        }
      }
    }
  });

  it('puts one more page after the current one when maxLinks is even', () => {
    // 10 links: first, last and a window of 8 with 3 pages before and 4 after the current one.
    expect(pageWindow(12, 42, 10)).toEqual([1, E, 9, 10, 11, 12, 13, 14, 15, 16, F, 42]);
    // 6 links: first, last, a window of 4 with 1 before and 2 after.
    expect(pageWindow(10, 20, 6)).toEqual([1, E, 9, 10, 11, 12, F, 20]);
    expect(pageWindow(1, 42, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, F, 42]);
    expect(pageWindow(42, 42, 10)).toEqual([1, E, 34, 35, 36, 37, 38, 39, 40, 41, 42]);
  });

  it('keeps only a window when fewer than three links are allowed', () => {
    expect(pageWindow(10, 20, 1)).toEqual([E, 10, F]);
    expect(pageWindow(1, 20, 2)).toEqual([1, 2, F]);
    expect(pageWindow(10, 20, 2)).toEqual([E, 10, 11, F]);
    expect(pageWindow(20, 20, 2)).toEqual([E, 19, 20]);
  });

  it('shows the first and last page only, around the current one, with three links', () => {
    expect(pageWindow(10, 20, 3)).toEqual([1, E, 10, F, 20]);
    expect(pageWindow(2, 20, 3)).toEqual([1, 2, F, 20]);
  });

  it('clamps a page outside the range and odd inputs', () => {
    expect(pageWindow(0, 20)).toEqual(pageWindow(1, 20));
    expect(pageWindow(99, 20)).toEqual(pageWindow(20, 20));
    expect(pageWindow(3, 0)).toEqual([1]);
    expect(pageWindow(2.4, 20, 5.9)).toEqual(pageWindow(2, 20, 5));
  });
});

describe('Pagination', () => {
  it('calls onPageChange with the page and marks the current page', async () => {
    const onPageChange = vi.fn();
    const { user } = renderWithProviders(
      <Pagination page={2} total={95} onPageChange={onPageChange} showTotal />,
    );
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByText('95 items')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3, expect.anything());
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1, expect.anything());
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange).toHaveBeenCalledTimes(2);
  });

  it('says one item in the singular', () => {
    renderWithProviders(<Pagination page={1} total={1} onPageChange={() => {}} showTotal />);
    expect(screen.getByText('1 item')).toBeInTheDocument();
  });

  it('disables the previous and next links at the ends when pages are links', () => {
    renderWithProviders(
      <Pagination page={1} total={20} onPageChange={() => {}} getPageHref={(p) => `?page=${p}`} />,
    );
    const previous = screen.getByRole('link', { name: 'Previous page' });
    expect(previous).not.toHaveAttribute('href');
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '?page=2');
  });
});
