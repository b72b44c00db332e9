import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { HotWordsEditor } from './HotWordsEditor';

const meta = {
  title: 'Content/HotWordsEditor',
  component: HotWordsEditor,
  args: { saved: ['CPI', 'PMI', 'LPR'], onSave: fn(), onDirtyChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'The hot search words editor of content §2: Enter adds words split on spaces, chips, and a confirm "confirm updating hot search words to …" before saving. Empty input adds nothing.',
      },
    },
  },
} satisfies Meta<typeof HotWordsEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Hot search words' });
    const save = canvas.getByRole('button', { name: 'Save hot words' });
    await expect(save).toBeDisabled();
    // Empty input adds nothing.
    await userEvent.type(input, '   {Enter}');
    await expect(save).toBeDisabled();
    await userEvent.type(input, 'GDP  non-farm{Enter}');
    await expect(canvas.getByText('GDP')).toBeVisible();
    await expect(canvas.getByText('non-farm')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove LPR' }));
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(save);
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(
      'confirm updating hot search words to CPI, PMI, GDP, non-farm',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(['CPI', 'PMI', 'GDP', 'non-farm']),
    );
  },
};

export const Confirming: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '热搜词' }), '降准 社融{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: '保存热搜词' }));
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      '确认将热搜词更新为 CPI, PMI, LPR, 降准, 社融',
    );
  },
};

export const Empty: Story = {
  args: { saved: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Hot search words' })).toBeVisible();
    await expect(canvas.queryAllByRole('button', { name: /^Remove/ })).toHaveLength(0);
  },
};

export const Loading: Story = {
  args: { saved: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Save hot words' })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { saved: [], error: 'API service error, please wait...' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'API service error, please wait...',
    );
  },
};

export const ManyLongWords: Story = {
  args: {
    saved: [
      '中国人民银行货币政策委员会例会',
      'Federal Open Market Committee statement',
      ...Array.from({ length: 24 }, (_, i) => `word-${i + 1}`),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('word-24')).toBeVisible();
  },
};
