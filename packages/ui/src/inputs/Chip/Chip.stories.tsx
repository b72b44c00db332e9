import type { Meta, StoryObj } from '@storybook/react-vite';
import { Hash } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Chip } from './Chip';

const meta = {
  title: 'Inputs/Chip',
  component: Chip,
  args: { label: 'Semiconductors', onRemove: fn() },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Semiconductors')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Semiconductors' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
      <Chip label="Read only" />
      <Chip label="Accent" tone="accent" />
      <Chip label="With icon" icon={<Hash aria-hidden />} onRemove={() => {}} />
      <Chip label="Small" size="sm" onRemove={() => {}} />
      <Chip label="Disabled" disabled onRemove={() => {}} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Remove Read only' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Remove Disabled' })).toBeDisabled();
  },
};

function RemovableList() {
  const [words, setWords] = useState(['A-shares', 'Fed', 'Gold', 'PMI']);
  return (
    <ul style={{ display: 'flex', gap: 8, margin: 0, padding: 0, listStyle: 'none' }}>
      {words.map((w) => (
        <li key={w}>
          <Chip label={w} onRemove={() => setWords(words.filter((x) => x !== w))} />
        </li>
      ))}
    </ul>
  );
}

export const RemoveFromList: Story = {
  render: () => <RemovableList />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Fed' }));
    await expect(canvas.queryByText('Fed')).toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const LongContent: Story = {
  args: {
    label:
      'A hot search word that is much longer than any chip should ever be and is cut with an ellipsis',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/A hot search word/);
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
  },
};

export const Chinese: Story = {
  args: { label: '半导体' },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '移除 半导体' })).toBeVisible();
  },
};
