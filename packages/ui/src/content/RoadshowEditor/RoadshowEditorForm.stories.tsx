import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { coverSrc } from '../../feedback/storyImages';
import { DraftMenu } from '../ArticleEditor/ArticleEditorMenus';
import {
  RoadshowEditorForm,
  useRoadshowEditorForm,
  type RoadshowEditorFormProps,
} from './RoadshowEditorForm';
import { emptyRoadshowValues, type RoadshowEditorValues } from './types';

const START = Date.UTC(2026, 10, 22, 2, 0, 0);

const search = (items: [number, string][]) => ({
  results: items.map(([id, name]) => ({ id, name })),
  onSearch: fn(),
});

const sample: RoadshowEditorValues = {
  ...emptyRoadshowValues(),
  title: '2027 年宏观经济展望：首席经济学家线上路演',
  body: '<p>议程：</p><ol><li>宏观经济展望</li><li>行业配置建议</li><li>问答环节</li></ol>',
  summary: 'Rates, growth and policy for the coming year.',
  people: 'Zhang Min',
  live_method: 'online',
  live_status: 2,
  start_time: START,
  end_time: START + 2 * 3_600_000,
  roadshow_date: START,
  poster_url: coverSrc,
  vip_visibility: 2,
  is_home: true,
  tags: [{ id: 7, name: 'Macro' }],
  video: { id: 3, name: 'Q4 recording' },
  message: 'The recording is online.',
  channel: 'TENCENT_MEETING',
  auto_create_meeting: true,
  meeting_password: '2468',
  wl_include: [
    { key: '12', kind: 'USER', name: 'Li Wei' },
    { key: '3', kind: 'USER_GROUP', name: '机构客户' },
  ],
  wl_exclude: [{ key: '5', kind: 'USER_GROUP', name: '媒体嘉宾' }],
  password_user_group: { id: 3, name: '机构客户' },
  related_articles: [{ id: 1042, name: '央行维持一年期LPR不变' }],
  related_reports: [],
};

type Args = Omit<RoadshowEditorFormProps, 'form'> & {
  initial: RoadshowEditorValues;
  /** A server field error to show (e.g. the video not uploaded). */
  serverError?: { field: 'video'; message: string };
};

function Harness({ initial, serverError, ...props }: Args) {
  const form = useRoadshowEditorForm(initial);
  useEffect(() => {
    if (serverError) form.setError(serverError.field, { message: serverError.message });
  }, [form, serverError]);
  return <RoadshowEditorForm form={form} {...props} />;
}

const meta = {
  title: 'Content/RoadshowEditorForm',
  component: Harness,
  parameters: { layout: 'fullscreen' },
  args: {
    initial: sample,
    now: START,
    status: 'draft',
    meeting: { meeting_id: '84512345678', join_url: 'https://meeting.tencent.com/dm/abc123' },
    searches: {
      tags: search([
        [7, 'Macro'],
        [9, '利率'],
      ]),
      videos: search([[3, 'Q4 recording']]),
      articles: search([[1042, '央行维持一年期LPR不变']]),
      reports: search([[88, 'Semiconductor outlook 2027']]),
      users: search([[12, 'Li Wei']]),
      userGroups: search([
        [3, '机构客户'],
        [5, '媒体嘉宾'],
      ]),
    },
    onSubmit: fn(),
    onInvalid: fn(),
    onUpload: fn(async (file: File) => ({
      key: `u-${file.name}`,
      url: coverSrc,
      name: file.name,
      extension: file.name.split('.').pop() ?? '',
    })),
    onUploadError: fn(),
    toolbar: <DraftMenu draft={null} onRestore={fn()} onDiscard={fn()} />,
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A saved roadshow with every field of content §3, its meeting and its lists; Save sends them. */
export const Full: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Title/ })).toHaveValue(sample.title);
    await expect(canvas.getByRole('radio', { name: 'Black gold' })).toBeChecked();
    await expect(
      canvas.getByRole('switch', { name: 'Create the meeting automatically' }),
    ).toBeChecked();
    await expect(canvas.getByText(/Meeting 84512345678/)).toBeVisible();
    await expect(canvas.getByText('Li Wei')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    const [values, intent] = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]!;
    await expect(intent).toBe('save');
    await expect(values).toMatchObject({
      vip_visibility: 2,
      channel: 'TENCENT_MEETING',
      wl_exclude: [{ key: '5', kind: 'USER_GROUP' }],
    });
  },
};

/** A new roadshow: Save draft on empty fields shows the spec's messages and sends nothing. */
export const Empty: Story = {
  args: { initial: emptyRoadshowValues(), status: 'new', meeting: null },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: /Meeting password/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
    for (const message of [
      'Title cannot be empty',
      'Content cannot be empty',
      'Time cannot be empty',
    ])
      await expect(await canvas.findByText(message)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(args.onInvalid).toHaveBeenCalled();
    // Choosing the meeting channel shows its settings.
    await userEvent.click(canvas.getByRole('radio', { name: 'Tencent Meeting' }));
    await expect(canvas.getByRole('textbox', { name: /Meeting password/ })).toBeVisible();
  },
};

/** The server refused the attached video: its message shows by the field. */
export const VideoNotUploaded: Story = {
  args: { serverError: { field: 'video', message: 'Roadshow video not uploaded' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Roadshow video not uploaded'),
    ).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    status: 'published',
    initial: {
      ...sample,
      title:
        '一场标题非常长的路演：全球资产配置、利率周期、汇率波动与大宗商品价格的联动关系 — and an English tail',
      summary: 'A long summary. '.repeat(25).trim(),
      people: 'Zhang Min, Li Wei, Sarah Lin, Wang Fang and the whole macro research team',
      tags: Array.from({ length: 10 }, (_, i) => ({ id: 100 + i, name: `Tag number ${i + 1}` })),
    },
  },
};
