import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Select, type SelectOption } from './Select';

const categories: SelectOption[] = [
  { value: 'article', label: 'Article' },
  { value: 'video', label: 'Video' },
  { value: 'report', label: 'Report' },
  { value: 'roadshow', label: 'Roadshow' },
  { value: 'link', label: 'Link' },
  { value: 'calendar', label: 'Calendar event' },
];

const manyTags: SelectOption[] = Array.from({ length: 1000 }, (_, i) => ({
  value: `tag-${i + 1}`,
  label: `Tag ${String(i + 1).padStart(4, '0')}`,
}));

const meta = {
  title: 'Inputs/Select',
  component: Select,
  args: { label: 'Content kind', options: categories, onChange: fn(), onOpenChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  render: function Render(args) {
    const [value, setValue] = useState(args.value ?? null);
    return (
      <Select
        {...args}
        value={value}
        onChange={(v) => {
          setValue(v);
          args.onChange?.(v);
        }}
      />
    );
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Content kind' });
    await expect(trigger).toHaveTextContent('Select…');
    await userEvent.click(trigger);
    const listbox = screen.getByRole('listbox', { name: 'Content kind' });
    await expect(listbox).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Report' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('report');
    await expect(trigger).toHaveTextContent('Report');
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
    // Reopen from the keyboard: the selected option is marked.
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('option', { name: 'Report' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Keyboard: Story = {
  args: { value: 'video' },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Content kind' });
    await userEvent.tab();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(screen.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('roadshow');
    // Typing a letter jumps to the matching option; Escape closes and focus stays on the trigger.
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('c');
    await expect(trigger).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Calendar event' }).id,
    );
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent('Roadshow');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Clearable: Story = {
  args: { clearable: true, value: 'article' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear selection' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    const trigger = canvas.getByRole('combobox', { name: 'Content kind' });
    await expect(trigger).toHaveTextContent('Select…');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(canvas.queryByRole('button', { name: 'Clear selection' })).not.toBeInTheDocument();
  },
};

export const WithError: Story = {
  args: { required: true, error: 'This is a required field', placeholder: 'Choose a kind' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Content kind' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAttribute('aria-required', 'true');
    await expect(trigger).toHaveAccessibleDescription('This is a required field');
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: 'video', hint: 'The kind cannot change after publishing.' },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Content kind' });
    await expect(trigger).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const DisabledOptions: Story = {
  args: {
    options: categories.map((o) =>
      o.value === 'video' || o.value === 'report' ? { ...o, disabled: true } : o,
    ),
  },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox');
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    // Arrow keys skip the disabled options.
    await userEvent.keyboard('{ArrowDown}');
    await expect(trigger).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Roadshow' }).id,
    );
    await userEvent.click(screen.getByRole('option', { name: 'Video' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(screen.getByRole('option', { name: 'Video' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const LongContent: Story = {
  args: {
    label: 'Institution report group',
    options: [
      {
        value: 'a',
        label:
          'Quarterly macro outlook for Greater China fixed income and currency markets (institutional edition)',
      },
      { value: 'b', label: 'Weekly strategy notes' },
      {
        value: 'c',
        label: 'Sector deep dives: semiconductors, electric vehicles, renewable energy and storage',
      },
    ],
    value: 'a',
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox');
    await userEvent.click(trigger);
    const option = screen.getByRole('option', { name: /Sector deep dives/ });
    await expect(option).toBeVisible();
    // The list never grows wider than the viewport; long labels are cut with an ellipsis.
    await expect(screen.getByRole('listbox').getBoundingClientRect().right).toBeLessThanOrEqual(
      window.innerWidth,
    );
  },
};

export const ManyOptions: Story = {
  args: { label: 'Tag', options: manyTags, value: 'tag-500' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Tag' });
    await userEvent.click(trigger);
    const listbox = screen.getByRole('listbox', { name: 'Tag' });
    // Opens on the selected option; only the visible rows are rendered.
    await waitFor(() => expect(screen.getByRole('option', { name: 'Tag 0500' })).toBeVisible());
    await expect(within(listbox).getAllByRole('option').length).toBeLessThan(40);
    await userEvent.keyboard('{End}');
    const last = await screen.findByRole('option', { name: 'Tag 1000' });
    await expect(last).toHaveAttribute('aria-setsize', '1000');
    await expect(trigger).toHaveAttribute('aria-activedescendant', last.id);
  },
};

export const Chinese: Story = {
  args: {
    label: '内容类型',
    required: true,
    options: [
      { value: 'article', label: '文章' },
      { value: 'video', label: '视频' },
      { value: 'report', label: '研报' },
      { value: 'roadshow', label: '路演' },
    ],
  },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: '内容类型' });
    await expect(trigger).toHaveTextContent('请选择');
    await userEvent.click(trigger);
    await expect(screen.getByRole('listbox', { name: '内容类型' })).toBeVisible();
  },
};
