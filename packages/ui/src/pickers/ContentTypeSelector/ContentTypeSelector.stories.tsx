import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { PanelItem, PanelQuery } from '../SelectionPanel/useSelectionPanel';
import { ContentTypeSelector } from './ContentTypeSelector';

const page =
  (prefix: string, count: number) =>
  async ({ keyword, page: at, pageSize }: PanelQuery) => {
    const all: PanelItem[] = Array.from({ length: count }, (_, i) => ({
      id: `${prefix}-${i + 1}`,
      title: `${prefix} ${i + 1}`,
    })).filter((i) => i.title.toLowerCase().includes(keyword.toLowerCase()));
    return { items: all.slice((at - 1) * pageSize, at * pageSize), total: all.length };
  };

const meta = {
  title: 'Pickers/ContentTypeSelector',
  component: ContentTypeSelector,
  parameters: { layout: 'padded' },
  args: {
    onSelect: fn(),
    sources: {
      omenReport: { onSearch: fn(page('Institution report', 12)) },
      article: { onSearch: fn(page('Research article', 25)) },
      video: { onSearch: fn(page('Video', 3)) },
      roadshow: { onSearch: fn(page('Roadshow', 60)) },
      product: { onSearch: fn(page('Membership', 140)), maxLinks: 10 },
      coupon: { onSearch: fn(page('Coupon', 4)) },
    },
  },
} satisfies Meta<typeof ContentTypeSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Choose content' }));
    const menu = await screen.findByRole('menu');
    // The six types of content §2, in the spec's order.
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Institution report', 'Article', 'Video', 'Roadshow', 'Product', 'Coupon']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select products' });
    await expect(await within(dialog).findByText('140 results')).toBeVisible();
    // The product panel shows up to 10 page links.
    await expect(within(dialog).getByRole('button', { name: 'Page 9' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Membership 2' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Select' }));
    await expect(args.onSelect).toHaveBeenCalledWith('product', [
      { id: 'Membership-2', title: 'Membership 2' },
    ]);
  },
};
