import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SubSourceEditor, type SubSourceEditorProps, type SubSourceValue } from './SubSourceEditor';

const pbc: SubSourceValue[] = [
  {
    id: '1',
    key: 'announcements',
    name: '公告信息',
    url: 'https://www.example.cn/pbc/announcements',
  },
  {
    id: '2',
    key: 'monetary-policy',
    name: '货币政策',
    url: 'https://www.example.cn/pbc/monetary-policy',
  },
  { id: '3', key: 'open-market', name: '公开市场业务', url: '' },
];

const meta = {
  title: 'Ingestion/SubSourceEditor',
  component: SubSourceEditor,
  tags: ['autodocs'],
  args: { value: pbc, onChange: fn<SubSourceEditorProps['onChange']>().mockName('onChange') },
  // Held in React state rather than story args: an args round trip is asynchronous, and typed
  // characters would be lost between keystrokes (the console holds it in its form, synchronously).
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <SubSourceEditor
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange(next);
          setValue(next);
        }}
      />
    );
  },
  parameters: {
    testViewport: { width: 1100, height: 700 },
    docs: {
      description: {
        component:
          'The sub-sources of a source (operations §2 "Edit sub source"; designed here): add, edit the key, name and address, move up or down, remove; "No sub-sources" with the add button when there are none. Controlled: every change gives the whole ordered list to `onChange`; the source form sends it with the source.',
      },
    },
  },
} satisfies Meta<typeof SubSourceEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = (canvas: ReturnType<typeof within>, n: number) =>
  within(canvas.getByRole('listitem', { name: `Sub-source ${n}` }));

/** Three sections of the central bank: the last moves to the top, and the order follows. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Move sub-source 3 up' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Move sub-source 2 up' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /^Sub-source 1 key/ })).toHaveValue('open-market'),
    );
    await expect(canvas.getByRole('button', { name: 'Move sub-source 1 up' })).toBeDisabled();
    await expect(canvas.getByText('Sub-source 公开市场业务 moved to place 1')).toBeInTheDocument();
    await expect(args.onChange).toHaveBeenLastCalledWith([pbc[2], pbc[0], pbc[1]]);
  },
};

/** A source without sub-sources: the empty state offers the add button; a new row can be typed. */
export const Empty: Story = {
  args: { value: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No sub-sources')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add sub-source' }));
    const key = await canvas.findByRole('textbox', { name: /^Sub-source 1 key/ });
    await waitFor(() => expect(key).toHaveFocus());
    await userEvent.type(key, 'markets');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Sub-source 1 name/ }), 'Markets');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith([
        expect.objectContaining({ key: 'markets', name: 'Markets', url: '' }),
      ]),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remove sub-source 1' }));
    await expect(await canvas.findByText('No sub-sources')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
  },
};

/** Two rows with one key: the form's message shows under the list. */
export const KeyUsedTwice: Story = {
  args: {
    value: [pbc[0]!, { key: 'announcements', name: '公告（重复）', url: '' }],
    error: 'Each sub-source needs its own key',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Each sub-source needs its own key');
    await expect(row(canvas, 2).getByRole('textbox', { name: /^Sub-source 2 key/ })).toHaveValue(
      'announcements',
    );
  },
};

/** Long names and addresses wrap inside their fields. */
export const LongContent: Story = {
  args: {
    value: [
      {
        key: 'board-of-governors-monetary-affairs',
        name: 'Board of Governors of the Federal Reserve System, Division of Monetary Affairs',
        url: 'https://www.example.org/monetarypolicy/fomc-minutes-and-statements-and-projections',
      },
      ...pbc,
    ],
  },
};
