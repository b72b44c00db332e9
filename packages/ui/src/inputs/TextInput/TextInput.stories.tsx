import type { Meta, StoryObj } from '@storybook/react-vite';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { TextInput } from './TextInput';

const meta = {
  title: 'Inputs/TextInput',
  component: TextInput,
  args: { label: 'Title', onChange: fn(), onBlur: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  decorators: [
    (Story) => (
      <div style={{ width: 420 }}>
        <Story />
      </div>
    ),
  ],
  render: function Render(args) {
    const [value, setValue] = useState(args.value ?? args.defaultValue ?? '');
    return (
      <TextInput
        {...args}
        defaultValue={undefined}
        value={value}
        onChange={(v) => {
          setValue(v);
          args.onChange?.(v);
        }}
      />
    );
  },
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { placeholder: 'Give the article a title' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Title' });
    await userEvent.type(input, '  Market  wrap ');
    // The reported value is trimmed, the typed spaces stay while typing.
    await expect(args.onChange).toHaveBeenLastCalledWith('Market  wrap');
    await expect(input).toHaveValue('  Market  wrap ');
    await userEvent.tab();
    await expect(input).toHaveValue('Market  wrap');
    await expect(args.onBlur).toHaveBeenCalledOnce();
  },
};

export const Required: Story = {
  args: { required: true, hint: 'Shown on the app and the web site.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Title' });
    await expect(input).toBeRequired();
    await expect(canvas.getByText('*')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Shown on the app and the web site.');
  },
};

export const Filled: Story = {
  args: { value: 'Quarterly outlook for Asian credit markets' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Title' });
    await expect(input).toHaveValue('Quarterly outlook for Asian credit markets');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Title cannot be empty' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Title' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Title cannot be empty');
  },
};

export const OverLimit: Story = {
  args: { limit: 20, value: 'Rates outlook' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Title' });
    await expect(canvas.getByText('13/20')).toBeVisible();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, ' for the next year');
    // 31 characters: the counter turns red and the limit message appears.
    const counter = canvas.getByText('31/20');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(counter.parentElement).toHaveAttribute('data-invalid', 'true');
    await expect(getComputedStyle(counter).color).toBe('rgb(201, 53, 58)');
    await expect(canvas.getByText('Cannot be longer than 20 characters')).toBeVisible();
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Cannot be longer than 20 characters'),
    );
  },
};

export const CustomLimitMessage: Story = {
  args: {
    label: 'Video title',
    limit: 30,
    limitMessage: 'Video titles are cut after 30 characters on phones',
    value: 'Weekly strategy call with the chief economist',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('45/30')).toBeVisible();
    await expect(
      canvas.getByText('Video titles are cut after 30 characters on phones'),
    ).toBeVisible();
  },
};

export const PrefixAndSuffix: Story = {
  args: {
    label: 'Keyword',
    hideLabel: false,
    prefix: <Search aria-hidden />,
    suffix: 'CNY',
    placeholder: 'Search articles',
    hint: 'Enter runs the search.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Keyword' });
    // Clicking the suffix focuses the field, as the frame belongs to the input.
    await userEvent.click(canvas.getByText('CNY'));
    await waitFor(() => expect(input).toHaveFocus());
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextInput label="Small" size="sm" defaultValue="Compact toolbar field" />
      <TextInput label="Medium" size="md" defaultValue="Default form field" />
      <TextInput label="Large" size="lg" defaultValue="Prominent search field" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const small = canvas.getByRole('textbox', { name: 'Small' });
    const large = canvas.getByRole('textbox', { name: 'Large' });
    await expect(small.getBoundingClientRect().height).toBeLessThan(
      large.getBoundingClientRect().height,
    );
  },
};

export const DisabledAndReadOnly: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextInput label="Author" disabled defaultValue="Research desk" />
      <TextInput label="Article id" readOnly defaultValue="ART-20261122-0042" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const disabled = canvas.getByRole('textbox', { name: 'Author' });
    await expect(disabled).toBeDisabled();
    const readOnly = canvas.getByRole('textbox', { name: 'Article id' });
    await userEvent.type(readOnly, 'x');
    await expect(readOnly).toHaveValue('ART-20261122-0042');
  },
};

export const LongContent: Story = {
  args: {
    label:
      'Summary line shown under the headline in the app feed, the web timeline and partner syndication',
    value:
      'A very long single-line value that keeps going past the visible width of the field so it scrolls',
    hint: 'This hint is deliberately long as well, to show that it wraps under the field instead of overflowing the layout of the form.',
    limit: 120,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input.scrollWidth).toBeGreaterThan(input.clientWidth);
  },
};

export const Chinese: Story = {
  args: { label: '标题', required: true, limit: 10, value: '全球宏观经济展望与资产配置策略' },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '标题' });
    await expect(canvas.getByText('15/10')).toBeVisible();
    await expect(canvas.getByText('不能超过 10 个字符')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};
