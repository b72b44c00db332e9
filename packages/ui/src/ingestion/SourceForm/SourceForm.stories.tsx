import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { groupOptions } from '../fixtures';
import { SourceForm, type SourceFormProps, type SourceFormValues } from './SourceForm';

const full: SourceFormValues = {
  name: '中国人民银行',
  key: 'pbc',
  nickname: '人民银行',
  publish_frequency: 'daily',
  website: 'https://www.example.cn/pbc',
  publish_organization: '中国人民银行',
  description: '中国人民银行公开信息',
  type: 'official',
  crawler_source: 'crawler-pbc',
  avatar: '',
  cover: '',
  status: 'PUBLISHED',
  group_ids: ['1'],
};

const meta = {
  title: 'Ingestion/SourceForm',
  component: SourceForm,
  tags: ['autodocs'],
  args: {
    groupOptions,
    onSubmit: fn<SourceFormProps['onSubmit']>(() => Promise.resolve(undefined)).mockName(
      'onSubmit',
    ),
    onCancel: fn(),
    onDirtyChange: fn(),
  },
  parameters: {
    testViewport: { width: 1100, height: 900 },
    docs: {
      description: {
        component:
          "Every field of a source (operations §3): name, unique key, short name, type, publish frequency, organization, website, crawler source, avatar, cover, status, groups and description. Bad input is said next to its field and nothing is sent; `onSubmit` may resolve with a refusal (`{ field, message }`) to show the server's reason (a duplicate key) next to its field.",
      },
    },
  },
} satisfies Meta<typeof SourceForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An empty new source: Save says what is missing and sends nothing. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findAllByText('This is a required field')).toHaveLength(2);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Key/ }), 'bad key!');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Website/ }), 'not a url');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText('Use letters, digits, dot, dash and underscore only'),
    ).toBeVisible();
    await expect(canvas.getByText('Error data format')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Every field filled; a change reports the form dirty and Save sends the values. */
export const Full: Story = {
  args: { defaultValues: full },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const frequency = canvas.getByRole('textbox', { name: /^Publish frequency/ });
    await userEvent.clear(frequency);
    await userEvent.type(frequency, 'hourly');
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(true));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ key: 'pbc', publish_frequency: 'hourly', group_ids: ['1'] }),
      ),
    );
  },
};

/** The server refuses a key another source holds: the reason shows next to the key. */
export const DuplicateKey: Story = {
  args: {
    defaultValues: full,
    onSubmit: fn<SourceFormProps['onSubmit']>(() =>
      Promise.resolve({
        field: 'key' as const,
        message: 'This key is already used by another source',
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const key = canvas.getByRole('textbox', { name: /^Key/ });
    await waitFor(() => expect(key).toHaveAccessibleDescription(/already used by another source/));
    await expect(key).toHaveValue('pbc');
  },
};

export const LongText: Story = {
  args: {
    defaultValues: {
      ...full,
      name: 'Board of Governors of the Federal Reserve System, Division of Monetary Affairs',
      description:
        'A long description that wraps over several lines in the text area, in English and in Chinese: 这是一个较长的描述，用于检查文本区域中的换行效果。'.repeat(
          3,
        ),
    },
  },
};
