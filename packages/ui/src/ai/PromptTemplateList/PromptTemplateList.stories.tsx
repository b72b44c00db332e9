import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PromptTemplateList, type PromptTemplateRow } from './PromptTemplateList';

const NOW = Date.UTC(2026, 10, 24, 2);
const rows: PromptTemplateRow[] = [
  {
    id: 2,
    name: 'Earnings brief',
    model: 'gpt-4o',
    variables: ['company', 'quarter'],
    common_prompts: ['Keep it under 400 words'],
    version: 3,
    updated_at: NOW,
  },
  {
    id: 1,
    name: '市场快讯',
    model: '',
    variables: ['topic', 'words', 'focus'],
    common_prompts: [],
    version: 1,
    updated_at: NOW - 86_400_000,
  },
  {
    id: 3,
    name: 'Morning note without inputs',
    model: '',
    variables: [],
    common_prompts: [],
    version: 1,
    updated_at: NOW - 3 * 86_400_000,
  },
];

const meta = {
  title: 'AI/PromptTemplateList',
  component: PromptTemplateList,
  tags: ['autodocs'],
  args: {
    items: rows,
    onCreate: fn().mockName('onCreate'),
    onEdit: fn().mockName('onEdit'),
    onDelete: fn(() => Promise.resolve()).mockName('onDelete'),
  },
  parameters: {
    testViewport: { width: 1000, height: 420 },
    docs: {
      description: {
        component:
          'The AI prompt templates: name, model (or the default model), variables and last change in China time; New, Edit and a confirmed Delete.',
      },
    },
  },
} satisfies Meta<typeof PromptTemplateList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Edit one, then delete another after confirming. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Earnings brief' }));
    await expect(args.onEdit).toHaveBeenCalledWith(rows[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete 市场快讯' }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(rows[1]));
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No prompt templates yet')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'New template' }));
    await expect(args.onCreate).toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { items: [], loading: true } };

export const LoadFailed: Story = {
  args: { items: [], error: 'API service error, please wait...', onRetry: fn() },
};
