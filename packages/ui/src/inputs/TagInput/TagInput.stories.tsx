import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { Button } from '../../primitives/Button';
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

/**
 * Text typed without pressing Enter is kept: leaving the field adds it, and submitting the form
 * adds it before the form reads its values (a viewpoint's symbol is not lost).
 */
export const PendingTextKept: Story = {
  args: { label: 'Related symbols', splitOnSpace: true, value: ['AAPL'] },
  render: function Render(args) {
    const [value, setValue] = useState(args.value ?? []);
    const [sent, setSent] = useState<string[] | null>(null);
    // What a form library keeps: the value as of the last change, read at submit time.
    const latest = useRef(value);
    return (
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setSent([...latest.current]);
        }}
      >
        <TagInput
          {...args}
          value={value}
          onChange={(v) => {
            latest.current = v;
            setValue(v);
            args.onChange?.(v);
          }}
        />
        <Button type="submit">Save</Button>
        <output aria-label="Sent">{sent ? sent.join(', ') : ''}</output>
      </form>
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Related symbols' });
    // Typed, then the field is left: the word is added without Enter.
    await userEvent.type(input, 'TSLA');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(['AAPL', 'TSLA']);
    await expect(input).toHaveValue('');
    // Typed, then the form is submitted by keyboard from the field: the word is in what is sent.
    await userEvent.click(input);
    await userEvent.type(input, 'NVDA');
    (input as HTMLInputElement).form!.requestSubmit();
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Sent' })).toHaveTextContent('AAPL, TSLA, NVDA'),
    );
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
    // Blank text left behind adds nothing.
    await userEvent.type(input, '   ');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};
