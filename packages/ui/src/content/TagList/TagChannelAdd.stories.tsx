import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { PanelItem, PanelQuery } from '../../pickers/SelectionPanel/useSelectionPanel';
import { TagChannelAdd } from './TagChannelAdd';

const page =
  (prefix: string, count: number) =>
  async ({ keyword, page: at, pageSize }: PanelQuery) => {
    const all: PanelItem[] = Array.from({ length: count }, (_, i) => ({
      id: String(i + 1),
      title: `${prefix} ${i + 1}`,
    })).filter((i) => i.title.toLowerCase().includes(keyword.toLowerCase()));
    return { items: all.slice((at - 1) * pageSize, at * pageSize), total: all.length };
  };

const meta = {
  title: 'Content/Desk/TagChannelAdd',
  component: TagChannelAdd,
  parameters: { layout: 'padded' },
  args: {
    onAdd: fn(),
    delayMs: 0,
    indicatorMs: 0,
    sources: {
      omenReport: { onSearch: fn(page('Institution report', 12)) },
      article: { onSearch: fn(page('Research article', 25)) },
      video: { onSearch: fn(page('Video', 3)) },
      roadshow: { onSearch: fn(page('Roadshow', 6)) },
    },
  },
} satisfies Meta<typeof TagChannelAdd>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Adds two articles to the channel the list shows (Research articles). */
export const Default: Story = {
  args: { defaultGroup: 6 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add content' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Article' }));
    const dialog = await screen.findByRole('dialog', { name: /article/i });
    await userEvent.click(
      await within(dialog).findByRole('checkbox', { name: 'Research article 2' }),
    );
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Research article 5' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Select' }));
    await expect(args.onAdd).toHaveBeenCalledWith(
      'article',
      [
        { id: '2', title: 'Research article 2' },
        { id: '5', title: 'Research article 5' },
      ],
      { group: 6, k: 0 },
    );
  },
};

/** A document channel files by year: without one, "Please input year first" and nothing added. */
export const YearFirst: Story = {
  args: { defaultGroup: 19 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add content' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Institution report' }));
    const dialog = await screen.findByRole('dialog', { name: /report/i });
    await userEvent.click(
      await within(dialog).findByRole('checkbox', { name: 'Institution report 1' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Select' }));
    await expect(await canvas.findByText('Please input year first')).toBeVisible();
    await expect(args.onAdd).not.toHaveBeenCalled();

    await userEvent.type(canvas.getByRole('textbox', { name: /Year/ }), '2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Add content' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Institution report' }));
    const again = await screen.findByRole('dialog', { name: /report/i });
    await userEvent.click(
      await within(again).findByRole('checkbox', { name: 'Institution report 1' }),
    );
    await userEvent.click(within(again).getByRole('button', { name: 'Select' }));
    await expect(args.onAdd).toHaveBeenCalledWith(
      'omenReport',
      [{ id: '1', title: 'Institution report 1' }],
      { group: 19, k: 2025 },
    );
  },
};

export const Chinese: Story = {
  args: { defaultGroup: 17 },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /年份/ })).toBeVisible();
  },
};
