import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dataGroups, dataSourceIdOptions } from '../fixtures';
import { DataGroupEditor, type DataGroupEditorProps } from './DataGroupEditor';

const meta = {
  title: 'Ingestion/Data/DataGroupEditor',
  component: DataGroupEditor,
  tags: ['autodocs'],
  args: {
    groups: dataGroups,
    sourceOptions: dataSourceIdOptions,
    onSave: fn<DataGroupEditorProps['onSave']>(() => Promise.resolve(undefined)).mockName('onSave'),
    onRetry: fn(),
  },
  parameters: {
    testViewport: { width: 1200, height: 640 },
    docs: {
      description: {
        component:
          "Data groups (operations §2 data/groups): the groups with their description and sources, and beside them a form to create a group or edit the one picked (name required, at most 60 characters; description; the data sources it holds). `onSave` may resolve with a refusal (`{ field, message }`) to show the server's reason next to its field.",
      },
    },
  },
} satisfies Meta<typeof DataGroupEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The macro and index groups; Edit opens a group in the form. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('cn-macro, cn-lpr')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit 宏观经济' }));
    await expect(await canvas.findByRole('heading', { name: 'Edit 宏观经济' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Group name/ })).toHaveValue('宏观经济');
  },
};

/** Save without a name: the spec's message next to the name, nothing saved. */
export const Validation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: /^Group name/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(/This is a required field/));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A new group is saved with what was typed, and the form empties for the next one. */
export const Create: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Group name/ }), '利率');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        null,
        expect.objectContaining({ name: '利率', source_ids: [] }),
      ),
    );
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /^Group name/ })).toHaveValue(''),
    );
  },
};

export const Loading: Story = {
  args: { groups: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Data groups' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  args: { groups: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data groups')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { groups: [], error: 'Data not found' },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Data not found');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
