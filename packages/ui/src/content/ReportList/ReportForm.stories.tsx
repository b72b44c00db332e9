import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { coverSrc } from '../../feedback/storyImages';
import {
  ReportForm,
  emptyReportValues,
  useReportForm,
  type ReportFormProps,
  type ReportFormValues,
} from './ReportForm';

const full: ReportFormValues = {
  ...emptyReportValues(),
  title: 'Semiconductor outlook 2027',
  file_uri: 'u20261125-outlook.pdf',
  file_name: 'outlook.pdf',
  summary: 'Demand, capacity and prices.',
  markdown: '# Outlook\n\nCapacity grows.',
  vip_visibility: 2,
  display_time: Date.UTC(2026, 10, 22, 2, 0, 0),
  tags: [{ id: 7, name: 'Semis' }],
  images: [{ uri: 'u1-chart.png', url: coverSrc, title: 'Capacity' }],
  feed_info: '{ "layout": "card" }',
  reference_blocks: '[{ "source": "IMF" }]',
  content_url: 'https://example.org/reports/outlook',
};

type Args = Omit<ReportFormProps, 'form'> & { initial: ReportFormValues };

function Harness({ initial, ...props }: Args) {
  const form = useReportForm(initial);
  return <ReportForm form={form} {...props} />;
}

const meta = {
  title: 'Content/ReportForm',
  component: Harness,
  args: {
    initial: full,
    now: Date.UTC(2026, 10, 22, 2, 0, 0),
    tagSearch: { results: [{ id: 7, name: 'Semis' }], onSearch: fn() },
    onUpload: fn(async (file: File, _kind: string, onProgress: (p: number) => void) => {
      onProgress(50);
      return { key: `u-${file.name}`, url: coverSrc, name: file.name, extension: 'pdf' };
    }),
    onSubmit: fn(),
    onInvalid: fn(),
    onCancel: fn(),
  },
  parameters: { testViewport: { width: 720, height: 1400 } },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every field of content §3 Report; Save sends them. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('outlook.pdf')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
  },
};

/** Nothing chosen: the spec's messages by the fields, nothing sent. */
export const Empty: Story = {
  args: { initial: emptyReportValues() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Please select your file')).toBeVisible();
    await expect(await canvas.findByText('Title cannot be empty')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Feed info that is not JSON: "Error data format" by the field. */
export const BadJson: Story = {
  args: { initial: { ...full, feed_info: '{ layout: card' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Error data format')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
