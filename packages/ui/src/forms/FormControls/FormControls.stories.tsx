import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { DateRange } from '../../inputs/DateRangePicker';
import { Button } from '../../primitives/Button';
import { fromChinaParts } from '../../utils/chinaTime';
import { Form } from '../Form';
import {
  FormCheckbox,
  FormCombobox,
  FormDateRangePicker,
  FormDateTimePicker,
  FormRadioGroup,
  FormSelect,
  FormSwitch,
  FormTagInput,
  FormTextArea,
  FormTextInput,
} from './FormControls';

const NOW = fromChinaParts({ year: 2026, month: 11, day: 22, hour: 15, minute: 30 });

interface RoadshowValues {
  title: string;
  summary: string;
  channel: string | null;
  tags: string[];
  hotWords: string[];
  startTime: number | null;
  period: DateRange | null;
  audience: string | null;
  autoMeeting: boolean;
  sourcesChecked: boolean;
}

const empty: RoadshowValues = {
  title: '',
  summary: '',
  channel: null,
  tags: [],
  hotWords: [],
  startTime: null,
  period: null,
  audience: null,
  autoMeeting: false,
  sourcesChecked: false,
};

interface RoadshowFormProps {
  onSubmit: (values: RoadshowValues) => void;
  onInvalid: (errors: unknown, message: string) => void;
  defaultValues?: Partial<RoadshowValues>;
}

/** Every form control in one editor: the roadshow form of content §5. */
function RoadshowForm({ onSubmit, onInvalid, defaultValues }: RoadshowFormProps) {
  const form = useForm<RoadshowValues>({ defaultValues: { ...empty, ...defaultValues } });
  const { control } = form;
  return (
    <Form form={form} onSubmit={onSubmit} onInvalid={onInvalid}>
      <FormTextInput
        control={control}
        name="title"
        label="Title"
        required
        requiredMessage="Title cannot be empty"
        limit={50}
      />
      <FormTextArea
        control={control}
        name="summary"
        label="Content"
        required
        requiredMessage="Content cannot be empty"
        limit={300}
      />
      <FormSelect
        control={control}
        name="channel"
        label="Meeting channel"
        options={[
          { value: 'tencent', label: 'Tencent Meeting' },
          { value: 'zoom', label: 'Zoom' },
        ]}
        clearable
      />
      <FormCombobox
        control={control}
        name="tags"
        label="Tags"
        multiple
        required
        requiredMessage="Please choose at least one tag."
        options={[
          { value: 'macro', label: 'Macro' },
          { value: 'rates', label: 'Rates' },
          { value: 'fx', label: 'FX' },
          { value: 'credit', label: 'Credit' },
        ]}
      />
      <FormTagInput
        control={control}
        name="hotWords"
        label="Hot search words"
        splitOnSpace
        max={10}
      />
      <FormDateTimePicker
        control={control}
        name="startTime"
        label="Start time"
        required
        requiredMessage="Time cannot be empty"
        now={NOW}
        rules={{
          future: (v) => v === null || v > NOW || 'The start time must be after now',
        }}
      />
      <FormDateRangePicker control={control} name="period" label="Replay period" now={NOW} />
      <FormRadioGroup
        control={control}
        name="audience"
        label="Audience"
        orientation="horizontal"
        required
        options={[
          { value: 'all', label: 'All' },
          { value: 'black-gold', label: 'Black gold' },
          { value: 'meta', label: 'Meta' },
        ]}
      />
      <FormSwitch control={control} name="autoMeeting" label="Create the online meeting" />
      <FormCheckbox
        control={control}
        name="sourcesChecked"
        label="I have checked the speakers and the sources"
        required
      />
      <div>
        <Button type="submit" variant="primary">
          Publish
        </Button>
      </div>
    </Form>
  );
}

const meta = {
  title: 'Forms/FormControls',
  component: RoadshowForm,
  args: { onSubmit: fn(), onInvalid: fn() },
  parameters: { testViewport: { width: 1024, height: 1500 } },
  decorators: [
    (Story) => (
      <div style={{ width: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RoadshowForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    const alert = canvas.getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('valid failed'));
    // Every invalid field shows its message; custom required messages where given.
    await expect(alert).toHaveTextContent('Please correct 6 fields:');
    for (const message of [
      'Title cannot be empty',
      'Content cannot be empty',
      'Please choose at least one tag.',
      'Time cannot be empty',
    ]) {
      await expect(canvas.getByText(message, { ignore: 'button, [role="alert"] *' })).toBeVisible();
    }
    await expect(canvas.getByRole('radiogroup', { name: 'Audience' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(
      canvas.getByRole('checkbox', { name: 'I have checked the speakers and the sources' }),
    ).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveFocus());
    await expect(args.onInvalid).toHaveBeenCalledWith(expect.anything(), 'valid failed');
  },
};

export const Filled: Story = {
  args: {
    defaultValues: {
      title: 'Asia credit outlook with the chief economist',
      summary: 'A one-hour call on spreads, defaults and the policy path for 2027.',
      channel: 'tencent',
      tags: ['macro', 'credit'],
      hotWords: ['credit', 'spreads'],
      startTime: fromChinaParts({ year: 2026, month: 11, day: 25, hour: 10, minute: 0 }),
      period: {
        start: fromChinaParts({ year: 2026, month: 11, day: 25 }),
        end: fromChinaParts({ year: 2026, month: 12, day: 2 }),
      },
      audience: 'black-gold',
      autoMeeting: true,
      sourcesChecked: true,
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        channel: 'tencent',
        tags: ['macro', 'credit'],
        audience: 'black-gold',
        autoMeeting: true,
      }),
      expect.anything(),
    );
    await expect(args.onInvalid).not.toHaveBeenCalled();
  },
};

export const FixingFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    const alert = canvas.getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Please correct 6 fields:'));
    // Each fix removes its message and shrinks the summary.
    await userEvent.click(canvas.getByRole('radio', { name: 'Meta' }));
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'I have checked the speakers and the sources' }),
    );
    const tags = canvas.getByRole('combobox', { name: 'Tags' });
    await userEvent.click(tags);
    await userEvent.click(screen.getByRole('option', { name: 'Rates' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(alert).toHaveTextContent('Please correct 3 fields:'));
    await expect(
      canvas.queryByText('Please choose at least one tag.', { ignore: 'button' }),
    ).toBeNull();
    const start = canvas.getByRole('textbox', { name: 'Start time' });
    await userEvent.type(start, '2026-11-20 10:00{Enter}');
    await waitFor(() =>
      expect(
        canvas.getByText('The start time must be after now', {
          ignore: 'button, [role="alert"] *',
        }),
      ).toBeVisible(),
    );
  },
};
