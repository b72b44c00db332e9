import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { getPreference, setPreference } from '../../foundations/preferences/preferences';
import type { SelectOption } from '../Select/Select';
import { Combobox, type ComboboxProps } from './Combobox';

const companies: SelectOption[] = [
  { value: 'icbc', label: 'Industrial and Commercial Bank of China' },
  { value: 'ccb', label: 'China Construction Bank' },
  { value: 'boc', label: 'Bank of China' },
  { value: 'cmb', label: 'China Merchants Bank' },
  { value: 'ping-an', label: 'Ping An Insurance' },
  { value: 'tencent', label: 'Tencent Holdings' },
  { value: 'alibaba', label: 'Alibaba Group' },
  { value: 'byd', label: 'BYD Company' },
  { value: 'catl', label: 'CATL (Contemporary Amperex Technology)', disabled: true },
  { value: 'moutai', label: 'Kweichow Moutai' },
];

const meta = {
  title: 'Inputs/Combobox',
  component: Combobox<string, false>,
  args: { label: 'Company tag', options: companies, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 380 }}>
        <Story />
      </div>
    ),
  ],
  render: function Render(args) {
    const [value, setValue] = useState(args.value ?? null);
    return (
      <Combobox
        {...args}
        value={value}
        onChange={(v) => {
          setValue(v);
          args.onChange?.(v);
        }}
      />
    );
  },
} satisfies Meta<typeof Combobox<string, false>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Company tag' });
    await userEvent.type(input, 'bank');
    const listbox = screen.getByRole('listbox', { name: 'Company tag' });
    // Local filtering: only the banks are left.
    await expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Bank of China' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('boc');
    await expect(input).toHaveValue('Bank of China');
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // Opening again shows every option, the selection marked.
    await userEvent.click(canvasElement.querySelector('button[aria-label="Show options"]')!);
    await expect(screen.getAllByRole('option')).toHaveLength(companies.length);
    await expect(screen.getByRole('option', { name: 'Bank of China' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Company tag' });
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveFocus());
    // ArrowDown opens the list on the first option; the next one is picked with Enter.
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('ccb');
    // Escape closes the list; focus stays in the input and the value is kept.
    await userEvent.type(input, '{ArrowDown}');
    await expect(screen.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await waitFor(() => expect(input).toHaveFocus());
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue('China Construction Bank');
  },
};

export const Filled: Story = {
  args: { value: 'tencent', clearable: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Company tag' });
    await expect(input).toHaveValue('Tencent Holdings');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear selection' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(input).toHaveValue('');
    await waitFor(() => expect(input).toHaveFocus());
  },
};

function MultipleStory(args: ComboboxProps<string, true>) {
  const [value, setValue] = useState<string[]>(args.value ?? []);
  return (
    <Combobox
      {...args}
      multiple
      value={value}
      onChange={(v) => {
        setValue(v);
        args.onChange?.(v);
      }}
    />
  );
}

export const Multiple: Story = {
  args: { label: 'Related companies' },
  render: ({ value: _value, defaultValue: _defaultValue, onChange, ...args }) => (
    <MultipleStory
      {...args}
      multiple
      value={['tencent']}
      onChange={(v) => (onChange as ((v: unknown) => void) | undefined)?.(v)}
    />
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Related companies' });
    await userEvent.type(input, 'ali');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['tencent', 'alibaba']);
    // The list stays open for more picks and the typed text is cleared.
    await expect(screen.getByRole('listbox')).toHaveAttribute('aria-multiselectable', 'true');
    await expect(input).toHaveValue('');
    await userEvent.click(screen.getByRole('option', { name: 'BYD Company' }));
    const chips = canvas.getByRole('list', { name: 'Selected' });
    await expect(within(chips).getAllByRole('listitem')).toHaveLength(3);
    // Backspace in the empty field removes the last chip; a chip's button removes it.
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['tencent', 'alibaba']);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Tencent Holdings' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['alibaba']);
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('option', { name: 'Alibaba Group' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

const allTags: SelectOption[] = [
  'Bank of Japan',
  'Bank of England',
  'Bank Indonesia',
  'Banking regulation',
  'Bond market',
  'Central banks',
  'Credit',
  'Inflation',
].map((label) => ({ value: label.toLowerCase().replace(/\s+/g, '-'), label }));

/** A fake server: results arrive 300 ms after the search, narrowed by the query. */
function RemoteStory(args: ComboboxProps) {
  const [options, setOptions] = useState<SelectOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [value, setValue] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <Combobox
      {...args}
      options={options}
      loading={loading}
      value={value}
      onChange={(v) => {
        setValue(v);
        args.onChange?.(v);
      }}
      onSearch={(query) => {
        args.onSearch?.(query);
        setLoading(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          setOptions(allTags.filter((o) => o.label.toLowerCase().includes(query.toLowerCase())));
          setLoading(false);
        }, 300);
      }}
    />
  );
}

/** The formTagsStyle preference set to 'block' (Settings › Preference): one chip per line. */
export const ChipsOnePerLine: Story = {
  args: { label: 'Related companies' },
  beforeEach: () => {
    const before = getPreference('formTagsStyle');
    setPreference('formTagsStyle', 'block');
    return () => setPreference('formTagsStyle', before);
  },
  render: ({ value: _value, defaultValue: _defaultValue, onChange, ...args }) => (
    <MultipleStory
      {...args}
      multiple
      value={['tencent', 'byd', 'moutai']}
      onChange={(v) => (onChange as ((v: unknown) => void) | undefined)?.(v)}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chips = within(canvas.getByRole('list', { name: 'Selected' })).getAllByRole('listitem');
    await expect(chips).toHaveLength(3);
    const boxes = chips.map((chip) => chip.getBoundingClientRect());
    // Each chip starts its own line, at the same left edge.
    await expect(boxes[1]!.top).toBeGreaterThanOrEqual(boxes[0]!.bottom);
    await expect(boxes[2]!.top).toBeGreaterThanOrEqual(boxes[1]!.bottom);
    await expect(boxes[1]!.left).toBe(boxes[0]!.left);
  },
};

export const RemoteSearch: Story = {
  args: { label: 'Tag', onSearch: fn(), placeholder: 'Search tags' },
  render: (args) => <RemoteStory {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Tag' });
    await userEvent.type(input, 'bank');
    // Debounced: nothing is sent while typing, one search 400 ms after the last keystroke.
    await expect(args.onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledTimes(1), { timeout: 2000 });
    await expect(args.onSearch).toHaveBeenCalledWith('bank');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading options…');
    const listbox = screen.getByRole('listbox', { name: 'Tag' });
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(5));
    await expect(canvas.getByRole('status')).toHaveTextContent('5 options available');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { label: 'Tag', options: [], loading: true, defaultOpen: true, onSearch: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading options…');
    const listbox = await screen.findByRole('listbox', { name: 'Tag' });
    await expect(listbox).toHaveAttribute('aria-busy', 'true');
    await expect(screen.getByText('Loading options…', { ignore: '[role="status"]' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { emptyText: 'No tag matches; try the tag list page' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox');
    await userEvent.type(input, 'zzz');
    await expect(screen.queryAllByRole('option')).toHaveLength(0);
    const text = 'No tag matches; try the tag list page';
    await expect(screen.getByText(text, { ignore: '[role="status"]' })).toBeVisible();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(text);
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Please choose at least one tag.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Company tag' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAccessibleDescription('Please choose at least one tag.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: 'byd' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox');
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('BYD Company');
  },
};

const manyOptions: SelectOption[] = Array.from({ length: 2000 }, (_, i) => ({
  value: `s-${i + 1}`,
  label: `Source ${String(i + 1).padStart(4, '0')}`,
}));

export const ManyOptions: Story = {
  args: { label: 'Source', options: manyOptions },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Source' });
    await userEvent.type(input, '19');
    const listbox = screen.getByRole('listbox', { name: 'Source' });
    await waitFor(() => expect(within(listbox).getAllByRole('option').length).toBeGreaterThan(0));
    // 139 matches, virtualized: only the visible ones are in the DOM.
    await expect(within(listbox).getAllByRole('option').length).toBeLessThan(40);
    await userEvent.keyboard('{End}');
    const option = await screen.findByRole('option', { name: 'Source 1999' });
    await expect(input).toHaveAttribute('aria-activedescendant', option.id);
    await expect(option).toHaveAttribute('aria-setsize', '139');
  },
};

export const Chinese: Story = {
  args: {
    label: '公司标签',
    options: [
      { value: 'icbc', label: '工商银行' },
      { value: 'ccb', label: '建设银行' },
      { value: 'boc', label: '中国银行' },
      { value: 'tencent', label: '腾讯控股' },
    ],
  },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: '公司标签' });
    await expect(input).toHaveAttribute('placeholder', '输入关键词搜索');
    await userEvent.type(input, '银行');
    await expect(screen.getAllByRole('option')).toHaveLength(3);
    await expect(canvas.getByRole('status')).toHaveTextContent('共 3 个选项');
  },
};
