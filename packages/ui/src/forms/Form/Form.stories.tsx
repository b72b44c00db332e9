import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { Stack } from '../../primitives/Stack';
import { FormSelect, FormTextArea, FormTextInput } from '../FormControls';
import { Form } from './Form';

interface ArticleValues {
  title: string;
  summary: string;
  kind: string | null;
}

const kinds = [
  { value: 'article', label: 'Article' },
  { value: 'video', label: 'Video' },
  { value: 'report', label: 'Report' },
];

interface ArticleFormProps {
  onSubmit: (values: ArticleValues) => void;
  onInvalid: (errors: unknown, message: string) => void;
  defaultValues?: Partial<ArticleValues>;
  errorSummary?: 'top' | 'bottom' | 'none';
  chinese?: boolean;
}

/** The article form of content §5: title (required, 10 to 40 characters), summary, kind. */
function ArticleForm({
  onSubmit,
  onInvalid,
  defaultValues,
  errorSummary,
  chinese,
}: ArticleFormProps) {
  const form = useForm<ArticleValues>({
    defaultValues: { title: '', summary: '', kind: null, ...defaultValues },
  });
  return (
    <Form form={form} onSubmit={onSubmit} onInvalid={onInvalid} errorSummary={errorSummary}>
      <FormTextInput
        control={form.control}
        name="title"
        label={chinese ? '标题' : 'Title'}
        required
        requiredMessage={chinese ? '标题不能为空' : 'Title cannot be empty'}
        limit={40}
        rules={{
          minLength: (v) =>
            v.length >= 10 ||
            (chinese ? '标题长度应不少于 10 个字' : 'Title length should longer than 10 words'),
        }}
      />
      <FormTextArea
        control={form.control}
        name="summary"
        label={chinese ? '摘要' : 'Summary'}
        limit={120}
        hint={chinese ? '显示在信息流中。' : 'Shown in the app feed.'}
      />
      <FormSelect
        control={form.control}
        name="kind"
        label={chinese ? '类型' : 'Kind'}
        required
        options={kinds}
      />
      <Stack direction="row" gap={2}>
        <Button type="submit" variant="primary">
          {chinese ? '保存' : 'Save'}
        </Button>
      </Stack>
    </Form>
  );
}

const meta = {
  title: 'Forms/Form',
  component: ArticleForm,
  args: { onSubmit: fn(), onInvalid: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ArticleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('textbox', { name: 'Title' });
    await expect(title).toBeRequired();
    await userEvent.type(title, 'Rates outlook for 2027');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Kind' }));
    await userEvent.click(within(document.body).getByRole('option', { name: 'Report' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        { title: 'Rates outlook for 2027', summary: '', kind: 'report' },
        expect.anything(),
      ),
    );
    await expect(args.onInvalid).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

export const SubmitEmpty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    // Every field's message, the summary, "valid failed" reported, the first invalid field focused.
    const alert = canvas.getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('valid failed'));
    await expect(alert).toHaveTextContent('Please correct 2 fields:');
    await expect(
      within(alert).getByRole('button', { name: 'Title: Title cannot be empty' }),
    ).toBeVisible();
    await expect(
      within(alert).getByRole('button', { name: 'Kind: This is a required field' }),
    ).toBeVisible();
    const title = canvas.getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription(
      expect.stringContaining('Title cannot be empty'),
    );
    await expect(canvas.getByRole('combobox', { name: 'Kind' })).toHaveAccessibleDescription(
      'This is a required field',
    );
    await expect(args.onInvalid).toHaveBeenCalledWith(
      expect.objectContaining({ title: expect.anything(), kind: expect.anything() }),
      'valid failed',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // A summary entry moves focus to its field.
    await userEvent.click(within(alert).getByRole('button', { name: /^Kind/ }));
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Kind' })).toHaveFocus());
  },
};

export const FixAfterSubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const title = canvas.getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveFocus());
    // The custom rule's message replaces the required one as the user types…
    await userEvent.type(title, 'Rates');
    await expect(canvas.getByText('Title length should longer than 10 words')).toBeVisible();
    // …and disappears once the title is long enough; the summary follows.
    await userEvent.type(title, ' outlook');
    await waitFor(() => expect(title).not.toHaveAttribute('aria-invalid'));
    await expect(canvas.queryByText('Title length should longer than 10 words')).toBeNull();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please correct 1 field:');
  },
};

export const OverLimit: Story = {
  args: { defaultValues: { title: 'Quarterly outlook for Asian credit' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('textbox', { name: 'Title' });
    await userEvent.type(title, ' markets and currencies');
    // Past 40 characters: the counter turns red at once, the field is invalid.
    await expect(canvas.getByText('57/40')).toBeVisible();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Cannot be longer than 40 characters')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByText('Cannot be longer than 40 characters')).toBeVisible();
    // Fixing it clears the message.
    await userEvent.clear(title);
    await userEvent.type(title, 'Quarterly outlook for Asian credit');
    await waitFor(() =>
      expect(canvas.queryByText('Cannot be longer than 40 characters')).toBeNull(),
    );
    await expect(canvas.getByText('34/40')).toBeVisible();
    await expect(title).not.toHaveAttribute('aria-invalid');
  },
};

export const SummaryAtBottom: Story = {
  args: { errorSummary: 'bottom', defaultValues: { title: 'Short' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const alert = canvas.getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('valid failed'));
    await expect(
      within(alert).getByRole('button', {
        name: 'Title: Title length should longer than 10 words',
      }),
    ).toBeVisible();
    // The summary follows the Save button.
    await expect(
      canvas.getByRole('button', { name: 'Save' }).compareDocumentPosition(alert) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  },
};

export const Chinese: Story = {
  args: { chinese: true },
  globals: { locale: 'zh-CN' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    const alert = canvas.getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('校验未通过'));
    await expect(alert).toHaveTextContent('请修正以下 2 处错误：');
    await expect(
      canvas.getByText('此项为必填项', { ignore: 'button, [role="alert"] *' }),
    ).toBeVisible();
    await expect(args.onInvalid).toHaveBeenCalledWith(expect.anything(), '校验未通过');
  },
};
