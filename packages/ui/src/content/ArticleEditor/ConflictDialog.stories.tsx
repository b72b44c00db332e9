import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ConflictDialog } from './ConflictDialog';
import { sampleArticle } from './fixtures';

const theirs = {
  ...sampleArticle,
  title: 'PBOC keeps the loan prime rate unchanged for a sixth month',
  body: sampleArticle.body.replace(
    'Analysts expect a cut in the first quarter.',
    'Analysts now see no cut before June.',
  ),
  vip_visibility: 3 as const,
};

const meta = {
  title: 'Content/ArticleEditorConflict',
  component: ConflictDialog,
  args: {
    open: true,
    baseVersion: 3,
    theirVersion: 4,
    mine: sampleArticle,
    theirs,
    onKeepMine: fn(),
    onTakeTheirs: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof ConflictDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The choice: nothing is overwritten until keep mine or take theirs. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', {
      name: 'This article was changed elsewhere',
    });
    await expect(dialog).toHaveTextContent('Version 4 was saved after the version 3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await expect(args.onKeepMine).toHaveBeenCalledOnce();
    await expect(args.onTakeTheirs).not.toHaveBeenCalled();
  },
};

/** Compare: a side-by-side diff of the fields that differ. */
export const Compare: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog');
    const compare = within(dialog).getByRole('button', { name: 'Compare' });
    await userEvent.click(compare);
    await expect(within(dialog).getByRole('button', { name: 'Hide comparison' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const table = within(dialog).getByRole('table');
    const headers = within(table)
      .getAllByRole('rowheader')
      .map((h) => h.textContent);
    await expect(headers).toEqual(['Title', 'Body', 'Paid type']);
    await expect(table).toHaveTextContent('Analysts expect a cut in the first quarter.');
    await expect(table).toHaveTextContent('Analysts now see no cut before June.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take theirs' }));
    await expect(args.onTakeTheirs).toHaveBeenCalledOnce();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { defaultCompare: true },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: '这篇文章已在别处被修改' });
    await expect(within(dialog).getByRole('button', { name: '保留我的' })).toBeVisible();
    await expect(within(dialog).getByRole('table')).toBeVisible();
  },
};
