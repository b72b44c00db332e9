import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  IngestionFilters,
  type IngestionFiltersProps,
  type IngestionFiltersValue,
} from './IngestionFilters';

/** Controlled in the story as the app keeps the filters in the URL. */
function Controlled(props: IngestionFiltersProps) {
  const [value, setValue] = useState<IngestionFiltersValue>(props.value);
  return (
    <IngestionFilters
      {...props}
      value={value}
      onChange={(patch) => {
        setValue((v) => ({ ...v, ...patch }));
        props.onChange(patch);
      }}
      onReset={() => {
        setValue({ keyword: '', status: null, scope: null });
        props.onReset();
      }}
    />
  );
}

const meta = {
  title: 'Ingestion/IngestionFilters',
  component: IngestionFilters,
  tags: ['autodocs'],
  render: (args) => <Controlled {...args} />,
  args: {
    value: { keyword: '', status: null, scope: null },
    onChange: fn(),
    onReset: fn(),
    keywordDelay: 50,
  },
  parameters: {
    docs: {
      description: {
        component:
          "The filters of the source, source group and external item lists: a keyword (applied after a pause, on Enter or on leaving the field), the status, and one list-specific choice (`scope`: a source's group, an item's source). Controlled: the console keeps the values in the URL.",
      },
    },
  },
} satisfies Meta<typeof IngestionFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter applies the keyword at once (trimmed); Reset asks the app to clear every filter. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const keyword = canvas.getByRole('searchbox', { name: 'Keyword' });
    await userEvent.type(keyword, ' pbc {Enter}');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith({ keyword: 'pbc' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(args.onReset).toHaveBeenCalled();
    await expect(keyword).toHaveValue('');
  },
};

/** The source list's group filter beside keyword and status. */
export const WithScope: Story = {
  args: {
    value: { keyword: 'news', status: 'PUBLISHED', scope: 'g1' },
    scope: {
      label: 'Group',
      options: [
        { value: 'g1', label: 'Central banks' },
        { value: 'g2', label: 'Exchanges' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Keyword' })).toHaveValue('news');
    await expect(canvas.getByRole('search', { name: 'Filters' })).toHaveTextContent(
      'Central banks',
    );
  },
};

/** Source groups have no status: the status filter is left out. */
export const WithoutStatus: Story = {
  args: { withStatus: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Keyword' })).toBeVisible();
    await expect(canvas.queryByText('Status')).toBeNull();
  },
};
