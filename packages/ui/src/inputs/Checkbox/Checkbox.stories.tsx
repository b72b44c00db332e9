import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Inputs/Checkbox',
  component: Checkbox,
  args: { label: 'Show on the homepage banner', onChange: fn() },
  render: function Render(args) {
    const [checked, setChecked] = useState(args.checked ?? false);
    return (
      <Checkbox
        {...args}
        checked={checked}
        onChange={(v) => {
          setChecked(v);
          args.onChange?.(v);
        }}
      />
    );
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', {
      name: 'Show on the homepage banner',
    });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    // Space toggles it back, as a native checkbox.
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Checked: Story = {
  args: { checked: true, hint: 'Only one banner article is shown at a time.' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toBeChecked();
    await expect(box).toHaveAccessibleDescription('Only one banner article is shown at a time.');
  },
};

function SelectAll() {
  const [picked, setPicked] = useState(['web']);
  const all = [
    ['web', 'Web timeline'],
    ['app', 'App feed'],
    ['matrix', 'Matrix terminal'],
  ] as const;
  const every = picked.length === all.length;
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Checkbox
        label="All channels"
        checked={every}
        indeterminate={picked.length > 0 && !every}
        onChange={(on) => setPicked(on ? all.map(([v]) => v) : [])}
      />
      <div style={{ display: 'grid', gap: 8, paddingLeft: 24 }}>
        {all.map(([v, label]) => (
          <Checkbox
            key={v}
            label={label}
            checked={picked.includes(v)}
            onChange={(on) => setPicked(on ? [...picked, v] : picked.filter((p) => p !== v))}
          />
        ))}
      </div>
    </div>
  );
}

export const Indeterminate: Story = {
  render: () => <SelectAll />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'All channels' });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Matrix terminal' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'App feed' }));
    await expect(all).toBePartiallyChecked();
  },
};

export const WithError: Story = {
  args: {
    label: 'I have checked the sources of this report',
    required: true,
    error: 'This is a required field',
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', {
      name: 'I have checked the sources of this report',
    });
    await expect(box).toBeRequired();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('This is a required field');
  },
};

export const Disabled: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Checkbox label="Original content" disabled />
      <Checkbox label="Cooperation platform" disabled defaultChecked />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const off = canvas.getByRole('checkbox', { name: 'Original content' });
    await expect(off).toBeDisabled();
    await userEvent.click(off, { pointerEventsCheck: 0 });
    await expect(off).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Cooperation platform' })).toBeChecked();
  },
};

export const LongLabel: Story = {
  args: {
    label:
      'Unlock the full body for readers in the whitelist user groups even when the paid type would hide it, until the unlock date passes',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Clicking anywhere on the wrapped label toggles the box.
    await userEvent.click(canvas.getByText(/until the unlock date passes/));
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

export const Chinese: Story = {
  args: { label: '首页轮播', hint: '同一时间只展示一篇轮播文章。' },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: '首页轮播' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};
