import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollToTopOnPathChange } from './useScrollToTopOnPathChange';

function Page() {
  useScrollToTopOnPathChange();
  return null;
}

function setup() {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const router = createMemoryRouter(
    [
      { path: '/content/article/:id', Component: Page },
      { path: '/content/article/list', Component: Page },
    ],
    { initialEntries: ['/content/article/create'] },
  );
  render(<RouterProvider router={router} />);
  return { router, scrollTo };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useScrollToTopOnPathChange', () => {
  it('scrolls to the top on the first path and on each new path a link or back leads to', async () => {
    const { router, scrollTo } = setup();
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/content/article/list'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenCalledTimes(3);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('keeps the scroll when the URL of the screen on show is replaced (a new article takes its id)', async () => {
    const { router, scrollTo } = setup();
    scrollTo.mockClear();
    await act(() => router.navigate('/content/article/42', { replace: true }));
    expect(router.state.location.pathname).toBe('/content/article/42');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('does not scroll on a change of the query alone', async () => {
    const { router, scrollTo } = setup();
    scrollTo.mockClear();
    await act(() => router.navigate('/content/article/create?tab=2'));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
