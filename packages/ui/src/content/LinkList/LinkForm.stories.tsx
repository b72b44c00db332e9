import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LinkForm } from './LinkForm';

const meta = {
  title: 'Content/LinkForm',
  component: LinkForm,
  parameters: { layout: 'padded' },
  args: { onSubmit: fn(async () => {}), onCancel: fn(), onDirtyChange: fn() },
} satisfies Meta<typeof LinkForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    // Bad input: the spec's message next to the field, nothing sent.
    await expect(canvas.getByText('Link cannot be empty')).toBeVisible();
    await expect(canvas.getByText('This is a required field')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: /Title/ }), '  PBOC notices ');
    await userEvent.type(canvas.getByRole('textbox', { name: /url/ }), 'www.pbc.gov.cn');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      canvas.getByText('Enter a full web address starting with http:// or https://'),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.clear(canvas.getByRole('textbox', { name: /url/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /url/ }), 'https://www.pbc.gov.cn/');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        title: 'PBOC notices',
        to: 'https://www.pbc.gov.cn/',
      }),
    );
  },
};

export const Edit: Story = {
  args: { initial: { title: '国家统计局数据发布', to: 'https://www.stats.gov.cn/sj/' } },
  globals: { locale: 'zh-CN' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /标题/ })).toHaveValue('国家统计局数据发布');
    await userEvent.click(canvas.getByRole('button', { name: '取消' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};
