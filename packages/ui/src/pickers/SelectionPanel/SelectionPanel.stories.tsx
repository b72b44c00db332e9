import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { SelectionPanel, type SelectionPanelProps } from './SelectionPanel';
import type { PanelItem, PanelQuery, PanelSearch } from './useSelectionPanel';

const titles = [
  'Markets close higher as property stocks rally',
  'Central bank holds the one-year loan prime rate',
  'Copper climbs on supply worries in Chile',
  'Tech shares lead the Hang Seng rebound',
  'Bond yields slip after weak factory data',
  'Yuan steadies against a softer dollar',
  'Oil extends gains on output cuts',
  'Brokerages expect more rate cuts this year',
  'EV makers report record monthly deliveries',
  'Gold hovers near a record high',
];

/** 34 articles: four pages of ten. */
const catalogue: PanelItem[] = Array.from({ length: 34 }, (_, i) => ({
  id: String(i + 1),
  title: `${titles[i % titles.length]!}${i >= titles.length ? ` (${Math.floor(i / 10) + 1})` : ''}`,
  meta: `Research desk · 2026/11/${String((i % 28) + 1).padStart(2, '0')}`,
}));

const searchIn =
  (items: PanelItem[]) =>
  async ({ keyword, page, pageSize }: PanelQuery) => {
    const hits = items.filter((i) => i.title.toLowerCase().includes(keyword.toLowerCase()));
    return { items: hits.slice((page - 1) * pageSize, page * pageSize), total: hits.length };
  };

function Host(props: Omit<SelectionPanelProps<PanelItem>, 'open' | 'onOpenChange'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open panel</Button>
      <SelectionPanel {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Pickers/SelectionPanel',
  component: SelectionPanel,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Content §2 selection panel: search on open, on Enter and 400 ms after typing; the search indicator shows at least 200 ms (§9); 10 a page; single or multi; basket badge; Select sends the picks, closes and clears. `onSearch({ keyword, page, pageSize })` answers `{ items, total }`.',
      },
    },
  },
  args: {
    title: 'Select articles',
    description: 'Published research articles of the matrix tag only',
    mode: 'multi',
    onSearch: fn<PanelSearch<PanelItem>>(searchIn(catalogue)),
    onSelect: fn(),
    open: false,
    onOpenChange: fn(),
  },
  render: ({ open: _open, onOpenChange: _change, ...args }) => <Host {...args} />,
} satisfies Meta<typeof SelectionPanel<PanelItem>>;

export default meta;
type Story = StoryObj<typeof meta>;

const openPanel = async (canvasElement: HTMLElement, name = 'Select articles') => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open panel' }));
  return screen.findByRole('dialog', { name });
};

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openPanel(canvasElement);
    const panel = within(dialog);
    // Opening searched once, with an empty keyword, page 1, ten a page.
    await expect(await panel.findByText('34 results')).toBeVisible();
    await expect(args.onSearch).toHaveBeenCalledWith({ keyword: '', page: 1, pageSize: 10 });
    await expect(
      within(panel.getByRole('list', { name: 'Results' })).getAllByRole('listitem'),
    ).toHaveLength(10);
    // Picks accumulate across pages.
    await userEvent.click(panel.getByRole('checkbox', { name: /Copper climbs on supply/ }));
    await userEvent.click(panel.getByRole('button', { name: 'Page 2' }));
    await expect(
      await panel.findByRole('checkbox', { name: /Oil extends gains on output cuts \(2\)/ }),
    ).toBeVisible();
    await userEvent.click(
      panel.getByRole('checkbox', { name: /Oil extends gains on output cuts \(2\)/ }),
    );
    await expect(panel.getByTestId('picker-basket')).toHaveTextContent('2');
    // Enter searches at once.
    await userEvent.type(panel.getByRole('searchbox', { name: 'Search' }), 'gold{Enter}');
    await expect(await panel.findByText('3 results')).toBeVisible();
    await expect(args.onSearch).toHaveBeenLastCalledWith({
      keyword: 'gold',
      page: 1,
      pageSize: 10,
    });
    await userEvent.click(
      panel.getByRole('checkbox', { name: /^Gold hovers near a record high Research/ }),
    );
    await expect(panel.getByTestId('picker-basket')).toHaveTextContent('3');
    await expect(
      panel.getByRole('checkbox', { name: /^Gold hovers near a record high Research/ }),
    ).toBeChecked();
  },
};

export const SelectConfirmsAndClears: Story = {
  play: async ({ args, canvasElement }) => {
    let dialog = await openPanel(canvasElement);
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: /Tech shares/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Bond yields slip/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Select' }));
    await expect(args.onSelect).toHaveBeenCalledWith([catalogue[3], catalogue[4]]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Opening again starts with an empty basket.
    dialog = await openPanel(canvasElement);
    await within(dialog).findByText('34 results');
    await expect(within(dialog).getByRole('button', { name: 'Select' })).toBeDisabled();
    await expect(within(dialog).queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
  },
};

export const Single: Story = {
  args: { mode: 'single', title: 'Select a video', description: undefined },
  play: async ({ args, canvasElement }) => {
    const dialog = await openPanel(canvasElement, 'Select a video');
    const panel = within(dialog);
    await userEvent.click(await panel.findByRole('radio', { name: /Copper climbs/ }));
    await userEvent.click(panel.getByRole('radio', { name: /Yuan steadies/ }));
    // A new pick replaces the previous one.
    await expect(panel.getByRole('radio', { name: /Copper climbs/ })).not.toBeChecked();
    await expect(panel.getByTestId('picker-basket')).toHaveTextContent('1');
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const TypingSearchesAfterDelay: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openPanel(canvasElement);
    const panel = within(dialog);
    await panel.findByText('34 results');
    await userEvent.type(panel.getByRole('searchbox', { name: 'Search' }), 'yuan');
    // The indicator shows while the delayed search runs, then the answer.
    await expect(await panel.findByText('Searching…')).toBeVisible();
    await expect(await panel.findByText('3 results')).toBeVisible();
    await expect(args.onSearch).toHaveBeenLastCalledWith({
      keyword: 'yuan',
      page: 1,
      pageSize: 10,
    });
    // Only the last keyword reached the search (one call on open, one after typing stopped).
    await expect(args.onSearch).toHaveBeenCalledTimes(2);
  },
};

export const Empty: Story = {
  args: { onSearch: fn<PanelSearch<PanelItem>>(async () => ({ items: [], total: 0 })) },
  play: async ({ canvasElement }) => {
    const dialog = await openPanel(canvasElement);
    await expect(await within(dialog).findByText('search content empty')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Select' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { onSearch: fn<PanelSearch<PanelItem>>(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement }) => {
    const dialog = await openPanel(canvasElement);
    await expect(await within(dialog).findByText('Searching…')).toBeVisible();
    await expect(within(dialog).queryByRole('list', { name: 'Results' })).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: {
    onSearch: fn<PanelSearch<PanelItem>>(async () => {
      throw new Error('API service error, please wait...');
    }),
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await openPanel(canvasElement);
    await expect(await within(dialog).findByText('The search failed')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledTimes(2));
    // The indicator shows at least 200 ms, then the second failure: wait for it (the screenshot
    // is of the failed state, not of the search under way).
    await waitFor(() => expect(within(dialog).queryByText(/^Searching/)).toBeNull());
    await expect(await within(dialog).findByText('The search failed')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    onSearch: fn(
      searchIn([
        {
          id: 'long',
          title:
            'A very long report title about the outlook for the yuan, the property market, local government financing vehicles and the bond market in the coming quarters, with notes on policy',
          meta: 'Institution research · 中国国际金融股份有限公司研究部 · 2026/11/20',
        },
        {
          id: 'zh',
          title: '央行维持一年期贷款市场报价利率不变，市场预期年内仍有降息空间',
          meta: '研究部',
        },
      ]),
    ),
  },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const dialog = await openPanel(canvasElement, 'Select articles');
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: /央行维持/ }));
    await expect(within(dialog).getByTestId('picker-basket')).toHaveTextContent('1');
  },
};
