import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Inputs/TextArea',
  component: TextArea,
  args: { label: 'Summary', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 480 }}>
        <Story />
      </div>
    ),
  ],
  render: function Render(args) {
    const [value, setValue] = useState(args.value ?? '');
    return (
      <TextArea
        {...args}
        value={value}
        onChange={(v) => {
          setValue(v);
          args.onChange?.(v);
        }}
      />
    );
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { placeholder: 'A short summary for the feed' },
  play: async ({ args, canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Summary' });
    // Four rows by default (content §5).
    await expect(area).toHaveAttribute('rows', '4');
    await userEvent.type(area, '  Rates held.{Enter}Guidance unchanged.  ');
    await expect(args.onChange).toHaveBeenLastCalledWith('Rates held.\nGuidance unchanged.');
    await userEvent.tab();
    await expect(area).toHaveValue('Rates held.\nGuidance unchanged.');
  },
};

export const Empty: Story = {
  args: { required: true, hint: 'Two or three sentences.' },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Summary' });
    await expect(area).toBeRequired();
    await expect(area).toHaveValue('');
    await expect(area).toHaveAccessibleDescription('Two or three sentences.');
  },
};

export const WithError: Story = {
  args: { label: 'Body', required: true, error: 'Body text cannot be empty' },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Body' });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription('Body text cannot be empty');
  },
};

export const OverLimit: Story = {
  args: { limit: 60, value: 'The central bank kept its benchmark rate unchanged' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: 'Summary' });
    await expect(canvas.getByText('50/60')).toBeVisible();
    await userEvent.type(area, ' for a third meeting.');
    await expect(canvas.getByText('71/60')).toBeVisible();
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Cannot be longer than 60 characters')).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    rows: 6,
    limit: 2000,
    value: Array.from(
      { length: 6 },
      (_, i) =>
        `Paragraph ${i + 1}: the committee noted that inflation expectations remain anchored while credit growth slowed, and that it stands ready to act should conditions change.`,
    ).join('\n\n'),
  },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Summary' });
    await expect(area.scrollHeight).toBeGreaterThan(area.clientHeight);
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: 'Locked while the article is being reviewed.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Summary' })).toBeDisabled();
  },
};

export const Chinese: Story = {
  args: {
    label: '摘要',
    required: true,
    limit: 20,
    value: '央行维持基准利率不变，市场预期年内仍有降息空间。',
  },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('24/20')).toBeVisible();
    await expect(canvas.getByText('不能超过 20 个字符')).toBeVisible();
  },
};
