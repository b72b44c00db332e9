import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  ArticleFilters,
  DEFAULT_ARTICLE_SORTS,
  SPEC_ARTICLE_SORTS,
  type ArticleFilterEntity,
  type ArticleFilterSearch,
  type ArticleFiltersValue,
  type ArticleSort,
} from './ArticleFilters';
import { NOW, filterAuthors, filterTags } from './fixtures';

type Value = ArticleFiltersValue<ArticleSort>;

const initial: Value = {
  status: 'all',
  keyword: '',
  range: null,
  words: null,
  sort: 'desc',
  author: null,
  tags: [],
};

/** A remote search as the app runs it: results change only when `onSearch` is called. */
function useFakeSearch(
  all: readonly ArticleFilterEntity[],
  onSearch: (query: string) => void,
): ArticleFilterSearch {
  const [results, setResults] = useState(all);
  return {
    results,
    onSearch: (query) => {
      onSearch(query);
      setResults(all.filter((e) => e.name.toLowerCase().includes(query.toLowerCase())));
    },
  };
}

/** Controlled with local state (useArgs would reset the spies). */
function Controlled(props: {
  start?: Partial<Value>;
  onChange: (patch: Partial<Value>) => void;
  onReset: () => void;
  /** Show the tag and author pickers (remote searches in the app). */
  searches?: boolean;
  onSearch?: (what: 'tags' | 'authors', query: string) => void;
  /** Offer the spec's orders (newest first, by relevance) instead of the contract's. */
  specSorts?: boolean;
}) {
  const [value, setValue] = useState<Value>({ ...initial, ...props.start });
  const [hide, setHide] = useState(true);
  const tagSearch = useFakeSearch(filterTags, (q) => props.onSearch?.('tags', q));
  const authorSearch = useFakeSearch(filterAuthors, (q) => props.onSearch?.('authors', q));
  return (
    <ArticleFilters
      tagSearch={props.searches ? tagSearch : undefined}
      authorSearch={props.searches ? authorSearch : undefined}
      value={value}
      sortOptions={props.specSorts ? SPEC_ARTICLE_SORTS : DEFAULT_ARTICLE_SORTS}
      now={NOW}
      hideDeleted={hide}
      onHideDeletedChange={setHide}
      onChange={(patch) => {
        props.onChange(patch);
        setValue((v) => ({ ...v, ...patch }));
      }}
      onReset={() => {
        props.onReset();
        setValue(initial);
      }}
    />
  );
}

const meta = {
  title: 'Content/ArticleFilters',
  component: Controlled,
  tags: ['autodocs'],
  args: { onChange: fn().mockName('onChange'), onReset: fn().mockName('onReset') },
  parameters: { testViewport: { width: 1200, height: 400 } },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The spec's orders (content §3 "Sort desc/related"): newest first or by relevance. */
export const SortByRelevance: Story = {
  args: { specSorts: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const order = canvas.getByRole('combobox', { name: 'Order' });
    await expect(order).toHaveTextContent('Newest first');
    await userEvent.click(order);
    const body = within(document.body);
    await expect(body.queryByRole('option', { name: 'Oldest first' })).toBeNull();
    await userEvent.click(await body.findByRole('option', { name: 'Most relevant' }));
    await expect(args.onChange).toHaveBeenCalledWith({ sort: 'related' });
    await waitFor(() => expect(order).toHaveTextContent('Most relevant'));
  },
};

export const StatusTabs: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Draft' }));
    await expect(args.onChange).toHaveBeenCalledWith({ status: 'draft' });
    await expect(canvas.getByRole('button', { name: 'Draft' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const KeywordAfterAPause: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search titles' }), 'LPR');
    await expect(args.onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith({ keyword: 'LPR' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const WordCount: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Word count' }));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: '3,000–5,000' }),
    );
    await expect(args.onChange).toHaveBeenCalledWith({ words: '3000-5000' });
  },
};

export const AuthorAndReset: Story = {
  args: { start: { author: { id: 2, name: 'Li Wei' }, status: 'published' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Author: Li Wei')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Remove Author: Li Wei/ }));
    await expect(args.onChange).toHaveBeenCalledWith({ author: null });
    await userEvent.click(canvas.getByRole('button', { name: 'Reset filters' }));
    await expect(args.onReset).toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const TagsAndAuthorSearch: Story = {
  args: {
    searches: true,
    onSearch: fn().mockName('onSearch'),
    start: { tags: [{ id: 3, name: '宏观' }] },
  },
  parameters: { testViewport: { width: 1200, height: 480 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    // The tag in the URL shows as a chip with its name.
    await expect(canvas.getByText('宏观')).toBeVisible();
    const tags = canvas.getByRole('combobox', { name: 'Tags' });
    await userEvent.type(tags, 'mon');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('tags', 'mon'));
    await userEvent.click(await body.findByRole('option', { name: 'Monetary policy' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      tags: [
        { id: 3, name: '宏观' },
        { id: 7, name: 'Monetary policy' },
      ],
    });
    await userEvent.keyboard('{Escape}');
    const author = canvas.getByRole('combobox', { name: 'Author' });
    await userEvent.type(author, 'sarah');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('authors', 'sarah'));
    await userEvent.click(await body.findByRole('option', { name: 'Sarah Lin' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ author: { id: 4, name: 'Sarah Lin' } });
    await expect(author).toHaveValue('Sarah Lin');
  },
};

export const Chinese: Story = { globals: { locale: 'zh-CN' } };

export const ChineseWithSearches: Story = {
  args: {
    searches: true,
    start: { tags: [{ id: 7, name: 'Monetary policy' }], author: { id: 6, name: '张晓明' } },
  },
  globals: { locale: 'zh-CN' },
  parameters: { testViewport: { width: 1200, height: 480 } },
};
