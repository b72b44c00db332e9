import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { dataGroupOptions } from '../fixtures';
import { DataFilters } from './DataFilters';

const meta = {
  title: 'Ingestion/Data/DataFilters',
  component: DataFilters,
  tags: ['autodocs'],
  args: {
    keyword: '',
    onKeywordChange: fn(),
    onChoiceChange: fn(),
    onReset: fn(),
    choices: [
      {
        key: 'type',
        label: 'Type',
        value: null,
        options: [
          { value: 'CUSTOM', label: 'Custom data' },
          { value: 'API', label: 'API data' },
        ],
      },
      { key: 'group', label: 'Group', value: null, options: dataGroupOptions },
    ],
  },
  parameters: {
    testViewport: { width: 1000, height: 360 },
    docs: {
      description: {
        component:
          "The filters of the data lists: a keyword (applied after a pause, on Enter or on leaving the field) and the list's own choices (the source list: type and group; the chart list has none), with Reset. Controlled: the console keeps them in the URL.",
      },
    },
  },
} satisfies Meta<typeof DataFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The data source list's filters: Enter applies the keyword (trimmed), a choice applies at once. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Keyword' }), ' CPI {Enter}');
    await expect(args.onKeywordChange).toHaveBeenLastCalledWith('CPI');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'API data' }));
    await expect(args.onChoiceChange).toHaveBeenLastCalledWith('type', 'API');
  },
};

/** The chart list's filters: the keyword only, set from the URL; Reset clears them. */
export const KeywordOnly: Story = {
  args: { choices: [], keyword: 'LPR' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Keyword' })).toHaveValue('LPR');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(args.onReset).toHaveBeenCalled();
  },
};
