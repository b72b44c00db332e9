import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Select } from '../../inputs/Select';
import { TextInput } from '../../inputs/TextInput';
import { Button } from '../../primitives/Button';
import { Form } from '../Form';
import { FormField } from './FormField';
import type { ValidateOn } from './rules';

interface LinkValues {
  title: string;
  url: string;
  channel: string | null;
}

interface LinkFormProps {
  validateOn: ValidateOn;
  onSubmit: (values: LinkValues) => void;
}

/** A link form built with the generic FormField and a render function. */
function LinkForm({ validateOn, onSubmit }: LinkFormProps) {
  const form = useForm<LinkValues>({ defaultValues: { title: '', url: '', channel: null } });
  return (
    <Form form={form} onSubmit={onSubmit} errorSummary="none">
      <FormField
        control={form.control}
        name="url"
        label="URL"
        required
        requiredMessage="Link cannot be empty"
        validateOn={validateOn}
        rules={{
          https: (v) => v === '' || /^https:\/\//.test(v) || 'Use an https:// address',
        }}
        hint="Where the link leads."
        render={({ controlProps }) => <TextInput {...controlProps} type="url" />}
      />
      <FormField
        control={form.control}
        name="channel"
        label="Channel"
        required
        validateOn={validateOn}
        render={({ controlProps }) => (
          <Select
            {...controlProps}
            options={[
              { value: 'latest', label: 'Latest' },
              { value: 'treasury', label: 'Treasury' },
              { value: 'faq', label: 'FAQ' },
            ]}
          />
        )}
      />
      <div>
        <Button type="submit" variant="primary">
          Save
        </Button>
      </div>
    </Form>
  );
}

const meta = {
  title: 'Forms/FormField',
  component: LinkForm,
  args: { validateOn: 'blur', onSubmit: fn() },
  argTypes: { validateOn: { control: 'inline-radio', options: ['change', 'blur', 'initial'] } },
  decorators: [
    (Story) => (
      <div style={{ width: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LinkForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const url = canvas.getByRole('textbox', { name: 'URL' });
    await userEvent.type(url, 'http://example.com');
    // Blur mode: nothing while typing, the custom rule's message on leaving the field.
    await expect(url).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await waitFor(() => expect(url).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getByText('Use an https:// address')).toBeVisible();
    await userEvent.clear(url);
    await userEvent.type(url, 'https://example.com/weekly');
    await waitFor(() => expect(canvas.queryByText('Use an https:// address')).toBeNull());
    await userEvent.click(canvas.getByRole('combobox', { name: 'Channel' }));
    await userEvent.click(screen.getByRole('option', { name: 'Treasury' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        { title: '', url: 'https://example.com/weekly', channel: 'treasury' },
        expect.anything(),
      ),
    );
  },
};

export const ValidateOnChange: Story = {
  args: { validateOn: 'change' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const url = canvas.getByRole('textbox', { name: 'URL' });
    await userEvent.type(url, 'w');
    // Change mode: checked at each keystroke.
    await waitFor(() => expect(canvas.getByText('Use an https:// address')).toBeVisible());
    await userEvent.clear(url);
    await waitFor(() => expect(canvas.getByText('Link cannot be empty')).toBeVisible());
    await expect(url).toHaveAccessibleDescription('Link cannot be empty Where the link leads.');
  },
};

export const ValidateInitially: Story = {
  args: { validateOn: 'initial' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Initial mode: the required messages show before anyone touches the form.
    await waitFor(() => expect(canvas.getByText('Link cannot be empty')).toBeVisible());
    await expect(canvas.getByText('This is a required field')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Channel' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // Fixing a field removes its message.
    await userEvent.type(canvas.getByRole('textbox', { name: 'URL' }), 'https://a.cn');
    await waitFor(() => expect(canvas.queryByText('Link cannot be empty')).toBeNull());
  },
};

export const Chinese: Story = {
  args: { validateOn: 'initial' },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('此项为必填项')).toBeVisible());
    await expect(canvas.getByRole('combobox', { name: 'Channel' })).toHaveTextContent('请选择');
  },
};
