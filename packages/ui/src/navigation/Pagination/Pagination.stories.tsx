import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: { page: 1, total: 200, pageSize: 10, onPageChange: fn() },
  argTypes: { maxLinks: { control: { type: 'number', min: 1, max: 15 } } },
  // Controlled: a page change updates the `page` arg. Storybook re-runs its loaders on every args
  // update, which would restore (and empty) the spies mid-play; stories that assert calls give
  // their own spy instead, so nothing leaks between stories.
  parameters: { test: { restoreMocks: false } },
  render: function Render(args) {
    const [, updateArgs] = useArgs<PaginationProps>();
    return (
      <Pagination
        {...args}
        onPageChange={(page, event) => {
          args.onPageChange(page, event);
          updateArgs({ page });
        }}
      />
    );
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const pageNumbers = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((b) => Number(b.textContent));

export const Default: Story = {
  args: { onPageChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(pageNumbers(nav)).toEqual([1, 2, 3, 4, 20]);
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3, expect.anything());
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute(
      'aria-current',
    );

    // Next moves one page on; the window slides and the first page keeps its link.
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4, expect.anything());
    await waitFor(() => expect(pageNumbers(nav)).toEqual([1, 3, 4, 5, 20]));

    // Back to page 1 by keyboard, so the story ends where it started.
    canvas.getByRole('button', { name: 'Page 1' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1, expect.anything());
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    canvas.getByRole('button', { name: 'Page 1' }).blur();
  },
};

export const MiddlePage: Story = {
  args: { page: 10, onPageChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(pageNumbers(canvas.getByRole('navigation'))).toEqual([1, 9, 10, 11, 20]);
    // Clicking the current page changes nothing.
    await userEvent.click(canvas.getByRole('button', { name: 'Page 10' }));
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const LastPage: Story = {
  args: { page: 20 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(pageNumbers(canvas.getByRole('navigation'))).toEqual([1, 17, 18, 19, 20]);
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  },
};

/** The product panel: pages locally, ten per page, with ten page links. */
export const TenLinks: Story = {
  args: { page: 12, total: 420, maxLinks: 10, onPageChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation');
    await expect(pageNumbers(nav)).toHaveLength(10);
    await expect(pageNumbers(nav)).toEqual([1, 9, 10, 11, 12, 13, 14, 15, 16, 42]);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 42' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(42, expect.anything());
    await waitFor(() => expect(pageNumbers(nav)).toEqual([1, 34, 35, 36, 37, 38, 39, 40, 41, 42]));
    canvas.getByRole('button', { name: 'Page 42' }).blur();
  },
};

export const WithTotal: Story = {
  args: { showTotal: true, total: 1234, page: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1234 items')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const SinglePage: Story = {
  args: { total: 7, showTotal: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(pageNumbers(canvas.getByRole('navigation'))).toEqual([1]);
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const Compact: Story = {
  args: { compact: true, page: 3, onPageChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page 3 of 20')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Page \d+$/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2, expect.anything());
    await expect(await canvas.findByText('Page 2 of 20')).toBeInTheDocument();
    canvas.getByRole('button', { name: 'Previous page' }).blur();
  },
};

/** With `getPageHref` the pages are links (open in a new tab); the caller's router navigates. */
export const AsLinks: Story = {
  args: {
    page: 2,
    getPageHref: (page) => `?page=${page}`,
    onPageChange: fn((_page, event) => event.preventDefault()),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page3 = canvas.getByRole('link', { name: 'Page 3' });
    await expect(page3).toHaveAttribute('href', '?page=3');
    await expect(canvas.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(page3);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3, expect.anything());
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page'),
    );
    canvas.getByRole('link', { name: 'Page 3' }).blur();
  },
};

export const Chinese: Story = {
  args: { page: 6, showTotal: true, total: 200 },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: '分页' })).toBeVisible();
    await expect(canvas.getByText('共 200 条')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '第 6 页' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: '下一页' })).toBeEnabled();
  },
};
