import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { tagOptions } from '../Viewpoints/fixtures';
import { AssetForm } from './AssetForm';
import { assetRows } from './fixtures';

const meta = {
  title: 'Content/Desk/AssetForm',
  component: AssetForm,
  parameters: { layout: 'padded' },
  args: {
    item: assetRows[0]!,
    tagOptions,
    onTagSearch: fn(),
    onSubmit: fn(async () => {}),
    onCancel: fn(),
  },
} satisfies Meta<typeof AssetForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: /^Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, '茅台');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: '茅台',
        code: '600519',
        market: 'SH',
        kind: 'STOCK',
        status: 'ACTIVE',
        tag_ids: ['12'],
      }),
    );
  },
};

export const NewAndEmpty: Story = {
  args: { item: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findAllByText('This is a required field')).not.toHaveLength(0);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
