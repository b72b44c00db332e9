import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { bannerSchema, bannerValue } from '../../editors/SchemaForm/fixtures';
import { KvEditor } from './KvEditor';

const meta = {
  title: 'Operations/KvEditor',
  component: KvEditor,
  args: {
    entry: {
      key: 'web-banner',
      name: 'Web banners',
      value: bannerValue,
      json_schema: bannerSchema,
    },
    onSave: fn(async () => {}),
    onRefused: fn(),
    onDirtyChange: fn(),
  },
  parameters: { testViewport: { width: 900, height: 1000 } },
} satisfies Meta<typeof KvEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The form edits the value; saving sends it with the name; the schema is unchanged. */
export const EditInTheForm: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Enabled' }));
    await expect(args.onDirtyChange).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        name: 'Web banners',
        value: { ...bannerValue, enabled: false },
      }),
    );
  },
};

/** A stored value that fails the schema is never sent: the JSON view lists why. */
export const InvalidJsonValue: Story = {
  args: {
    entry: {
      key: 'web-banner',
      name: 'Web banners',
      value: { enabled: 'yes', place: 'home', items: [] },
      json_schema: bannerSchema,
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'JSON' }));
    await expect(await canvas.findByText('enabled: Must be on or off')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onRefused).toHaveBeenCalledWith('value', 'Json schema validation failed');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A schema that fails the meta-schema is refused with the spec's message. */
export const InvalidSchema: Story = {
  args: {
    entry: {
      key: 'web-banner',
      name: 'Web banners',
      value: 'x',
      json_schema: { title: 'x', type: 'enum' },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Schema' }));
    await expect(await canvas.findByText('Error,please check the json schema')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onRefused).toHaveBeenCalledWith(
      'schema',
      'Error,please check the json schema',
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** No schema: the value is raw JSON. */
export const WithoutSchema: Story = {
  args: {
    entry: {
      key: 'hot-search-words',
      name: 'Hot search words',
      value: ['LPR', 'CPI'],
      json_schema: null,
    },
  },
};
