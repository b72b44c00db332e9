import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { RadioGroup, type RadioOption } from './RadioGroup';

const audiences: RadioOption[] = [
  { value: 'all', label: 'All readers' },
  { value: 'assigned', label: 'Assigned user groups', hint: 'Pick the groups in the next step.' },
  { value: 'black-gold', label: 'Black gold members' },
  { value: 'meta', label: 'Meta members' },
];

const meta = {
  title: 'Inputs/RadioGroup',
  component: RadioGroup,
  args: { label: 'Audience', options: audiences, onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value ?? null);
    return (
      <RadioGroup
        {...args}
        value={value}
        onChange={(v) => {
          setValue(v);
          args.onChange?.(v);
        }}
      />
    );
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { value: 'all' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Audience' });
    await expect(group).toBeVisible();
    // Tab enters the group on the checked radio; arrows move and select (roving focus).
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'All readers' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    const assigned = canvas.getByRole('radio', { name: 'Assigned user groups' });
    await waitFor(() => expect(assigned).toHaveFocus());
    await expect(assigned).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('assigned');
    await expect(assigned).toHaveAccessibleDescription('Pick the groups in the next step.');
  },
};

export const Horizontal: Story = {
  args: {
    label: 'Status',
    orientation: 'horizontal',
    options: [
      { value: 'all', label: 'All' },
      { value: 'published', label: 'Published' },
      { value: 'draft', label: 'Draft' },
      { value: 'deleted', label: 'Deleted' },
    ],
    value: 'published',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Draft'));
    await expect(canvas.getByRole('radio', { name: 'Draft' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith('published');
  },
};

export const WithError: Story = {
  args: { required: true, error: 'This is a required field', value: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Audience' });
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('This is a required field');
    // With nothing checked, Tab lands on the first radio.
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'All readers' })).toHaveFocus());
  },
};

export const DisabledOption: Story = {
  args: {
    value: 'all',
    options: audiences.map((o) => (o.value === 'black-gold' ? { ...o, disabled: true } : o)),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Assigned user groups' }));
    // The arrow skips the disabled option.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Meta members' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Black gold members' })).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: 'meta' },
  play: async ({ canvasElement }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    for (const radio of radios) await expect(radio).toBeDisabled();
  },
};

export const Chinese: Story = {
  args: {
    label: '付费类型',
    options: [
      { value: 'all', label: '全部用户' },
      { value: 'assigned', label: '指定用户组' },
      { value: 'black-gold', label: '黑金会员' },
      { value: 'meta', label: 'Meta 会员' },
    ],
    value: 'black-gold',
  },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '黑金会员' })).toBeChecked();
  },
};
