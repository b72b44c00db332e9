import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { TagInput } from './TagInput';

const meta = {
  title: 'Inputs/TagInput',
  component: TagInput,
  args: { label: 'Keywords', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 440 }}>
        <Story />
      </div>
    ),
  ],
  render: function Render(args) {
    const [value, setValue] = useState(args.value ?? []);
    return (
      <TagInput
        {...args}
        value={value}
        onChange={(v) => {
          setValue(v);
          args.onChange?.(v);
        }}
      />
    );
  },
} satisfies Meta<typeof TagInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Keywords' });
    await expect(input).toHaveAccessibleDescription('Press Enter to add');
    await userEvent.type(input, '  Fed  {Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['Fed']);
    await expect(input).toHaveValue('');
    await userEvent.type(input, 'Gold{Enter}');
    const list = canvas.getByRole('list', { name: 'Keywords' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    // Empty input adds nothing; a duplicate is ignored and said so.
    await userEvent.type(input, '   {Enter}');
    await userEvent.type(input, 'Fed{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await expect(
      canvas.getByText('Fed is already in the list', { ignore: '[role="status"]' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Fed is already in the list');
    // Backspace in the empty field removes the last chip.
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['Fed']);
    await expect(canvas.getByRole('status')).toHaveTextContent('Removed Gold');
  },
};

export const HotSearchWords: Story = {
  args: { label: 'Hot search words', splitOnSpace: true, value: ['PMI'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Hot search words' });
    await expect(input).toHaveAccessibleDescription(
      'Press Enter to add; separate words with spaces',
    );
    // Enter adds every word, split on spaces; the repeated one counts once.
    await userEvent.type(input, 'A股  美联储 黄金 美联储{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['PMI', 'A股', '美联储', '黄金']);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove PMI' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['A股', '美联储', '黄金']);
    await waitFor(() => expect(input).toHaveFocus());
  },
};

export const MaxCount: Story = {
  args: { label: 'Hot search words', splitOnSpace: true, max: 3, value: ['Gold', 'Oil'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2/3')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox'), 'Copper Silver{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['Gold', 'Oil', 'Copper']);
    await expect(canvas.getByText('3/3')).toBeVisible();
    await expect(canvas.getByText('Up to 3 items', { ignore: '[role="status"]' })).toBeVisible();
  },
};

export const WithError: Story = {
  args: { label: 'Hot search words', required: true, error: 'This is a required field' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Hot search words' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining('This is a required field'),
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: ['Fed', 'ECB'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove Fed' })).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: {
    label: 'Hot search words',
    value: [
      'Central bank digital currency',
      'Semiconductors',
      'Property developers',
      'Consumer price index',
      'A-shares',
      'Hang Seng Tech',
      'Northbound flows',
      'A keyword far too long to fit the field on one line, cut with an ellipsis',
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(8);
    const input = canvas.getByRole('textbox');
    // The field grows to several lines instead of overflowing.
    await expect(input.closest('[data-multiple]')!.getBoundingClientRect().height).toBeGreaterThan(
      60,
    );
  },
};

export const Chinese: Story = {
  args: { label: '热搜词', splitOnSpace: true, value: ['降息', '黄金'] },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '热搜词' });
    await expect(input).toHaveAccessibleDescription('按回车键添加，多个词用空格分隔');
    await userEvent.type(input, '降息{Enter}');
    await expect(canvas.getByText('降息 已在列表中', { ignore: '[role="status"]' })).toBeVisible();
  },
};
