import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sourceOptions } from '../fixtures';
import { SourceGroupForm } from './SourceGroupForm';

const meta = {
  title: 'Ingestion/SourceGroupForm',
  component: SourceGroupForm,
  tags: ['autodocs'],
  args: {
    sourceOptions,
    onSubmit: fn(() => Promise.resolve(undefined)).mockName('onSubmit'),
    onCancel: fn(),
  },
  parameters: {
    testViewport: { width: 1000, height: 720 },
    docs: {
      description: {
        component:
          'A source group (operations §3): name (required), description, cover with its preview, and the related sources (searched remotely through `onSourceSearch`).',
      },
    },
  },
} satisfies Meta<typeof SourceGroupForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No name: the message is next to the field and nothing is sent. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Cover URL/ }), 'cover.png');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('This is a required field')).toBeVisible();
    await expect(canvas.getByText('Error data format')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Full: Story = {
  args: {
    defaultValues: {
      name: '监管机构',
      description: '监管机构来源组',
      cover: '',
      source_ids: ['1', '8'],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ name: '监管机构', source_ids: ['1', '8'] }),
      ),
    );
  },
};
