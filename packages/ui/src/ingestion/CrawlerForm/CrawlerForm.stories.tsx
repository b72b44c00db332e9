import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { INGESTION_NOW, sourceOptions } from '../fixtures';
import {
  CrawlerForm,
  emptyCrawlerValues,
  type CrawlerFormProps,
  type CrawlerFormValues,
} from './CrawlerForm';

const full: CrawlerFormValues = {
  ...emptyCrawlerValues,
  key: 'pbc-news',
  name: 'PBC announcements',
  url: 'https://www.example.cn/pbc/{{section}}',
  description: 'Open market operations announcements',
  schedule: '0 9 * * 1-5',
  enabled: true,
  item_selector: 'ul.list > li',
  fields: [
    { name: 'title', selector: 'a', attribute: '' },
    { name: 'url', selector: 'a', attribute: 'href' },
    { name: 'time', selector: 'span.date', attribute: '' },
  ],
  namespace: 'pbc',
  variables: [{ name: 'section', value: 'gkscz' }],
  comment: 'Checked by the desk every morning',
  source_id: '1',
};

const meta = {
  title: 'Ingestion/CrawlerForm',
  component: CrawlerForm,
  tags: ['autodocs'],
  args: {
    sourceOptions,
    now: INGESTION_NOW,
    onSubmit: fn<CrawlerFormProps['onSubmit']>(() => Promise.resolve(undefined)).mockName(
      'onSubmit',
    ),
    onCancel: fn(),
  },
  parameters: {
    testViewport: { width: 1100, height: 1400 },
    docs: {
      description: {
        component:
          "Every field of a crawler (operations §3): key, name, source, status, url with `{{variable}}` placeholders, HTTP method, time limit, crontab schedule with its next five runs (China time), enabled, extractor and selector kinds, item selector, fields, namespace, proxy, variables, template (POST) and comment. `onTry` adds the playground's Try.",
      },
    },
  },
} satisfies Meta<typeof CrawlerForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Bad input: each message next to its field, nothing sent. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const schedule = canvas.getByRole('textbox', { name: /^Schedule/ });
    await userEvent.clear(schedule);
    await userEvent.type(schedule, 'every morning');
    await expect(
      await canvas.findByText('The schedule must be a crontab expression'),
    ).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^URL/ }), 'ftp://x');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getAllByText('This is a required field').length).toBeGreaterThan(2);
    await expect(canvas.getByText('Error data format')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Every field filled; the next five runs follow the schedule (weekdays 09:00 China time). */
export const Full: Story = {
  args: { defaultValues: full, onTry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const runs = within(canvas.getByRole('list', { name: 'Next five runs' })).getAllByRole(
      'listitem',
    );
    await expect(runs).toHaveLength(5);
    await expect(runs[0]).toHaveTextContent('2024/05/07 09:00');
    await expect(runs[4]).toHaveTextContent('2024/05/13 09:00');
    await expect(canvas.getByText('{{name}} is replaced by a variable')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try' }));
    await expect(args.onTry).toHaveBeenCalledWith(expect.objectContaining({ key: 'pbc-news' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
  },
};

/** The server refuses: the source is not published. */
export const PublishFirst: Story = {
  args: {
    defaultValues: full,
    onSubmit: fn<CrawlerFormProps['onSubmit']>(() =>
      Promise.resolve({
        field: 'source_id' as const,
        message: 'The source must be published first.',
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('The source must be published first.')).toBeVisible();
  },
};
