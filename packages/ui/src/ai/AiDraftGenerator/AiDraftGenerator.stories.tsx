import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AiDraftGenerator, type AiDraftTemplate } from './AiDraftGenerator';

const templates: AiDraftTemplate[] = [
  {
    id: 1,
    name: '市场快讯',
    variables: ['topic', 'focus'],
    common_prompts: ['语气客观中立', '结尾附上一句风险提示'],
  },
  { id: 2, name: 'Earnings brief', variables: ['company'], common_prompts: [] },
];

const DRAFT =
  '<h1>美联储维持利率不变，市场关注年内降息路径</h1><p>美联储周三宣布维持联邦基金利率目标区间不变。</p><h2>市场反应</h2><ul><li>美元指数小幅走弱</li><li>黄金上涨</li></ul>';

const meta = {
  title: 'AI/AiDraftGenerator',
  component: AiDraftGenerator,
  tags: ['autodocs'],
  args: {
    templates,
    credit: { configured: true, price: 10, balance: 990 },
    stream: { phase: 'idle', text: '' },
    onGenerate: fn().mockName('onGenerate'),
    onStop: fn().mockName('onStop'),
    onSave: fn(() => Promise.resolve()).mockName('onSave'),
  },
  parameters: {
    testViewport: { width: 1200, height: 760 },
    docs: {
      description: {
        component:
          'AI content: a template, one field per `{{variable}}`, common prompts, the cost; the draft streams into the rich text editor (read-only while it arrives, Stop keeps it), then its first heading becomes the title and both are saved as a draft article.',
      },
    },
  },
} satisfies Meta<typeof AiDraftGenerator>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every variable is required; then the inputs, the chosen common prompt and the own prompt are sent. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Costs 10 credits; you have 990')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await expect((await canvas.findAllByText('This is a required field')).length).toBe(2);
    await expect(args.onGenerate).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: /^topic/ }), '美联储议息会议');
    await userEvent.type(canvas.getByRole('textbox', { name: /^focus/ }), '点阵图');
    await userEvent.click(canvas.getByRole('checkbox', { name: '语气客观中立' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Prompt/ }), '引用两位分析师的观点');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await waitFor(() =>
      expect(args.onGenerate).toHaveBeenCalledWith({
        templateId: 1,
        variables: { topic: '美联储议息会议', focus: '点阵图' },
        extraPrompts: ['语气客观中立', '引用两位分析师的观点'],
      }),
    );
  },
};

/** Text arriving: the editor is read-only and Stop is offered. */
export const Streaming: Story = {
  args: {
    stream: {
      phase: 'streaming',
      text: '<h1>美联储维持利率不变</h1><p>美联储周三宣布维持联邦基金利率',
      cost: 10,
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Generating…');
    await expect(await canvas.findByText(/美联储周三宣布/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Stop' }));
    await expect(args.onStop).toHaveBeenCalled();
  },
};

/** Finished: the heading became the title; the edited draft is saved. */
export const Done: Story = {
  args: { stream: { phase: 'done', text: DRAFT, cost: 10 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('textbox', { name: /^Title/ });
    await waitFor(() => expect(title).toHaveValue('美联储维持利率不变，市场关注年内降息路径'));
    await expect(canvas.getByRole('status')).toHaveTextContent('Done (10 credits used)');
    await expect(await canvas.findByText('黄金上涨')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save as draft article' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ title: '美联储维持利率不变，市场关注年内降息路径' }),
      ),
    );
  },
};

/** Stopped half-way: what arrived stays and can be saved. */
export const Stopped: Story = {
  args: {
    stream: {
      phase: 'stopped',
      text: '<h1>Fed holds rates steady</h1><p>The Federal Reserve',
      cost: 10,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Stopped; what arrived is kept');
    await expect(canvas.getByRole('button', { name: 'Save as draft article' })).toBeEnabled();
  },
};

/** No provider on the server: said as the server says it, and nothing can start. */
export const NoProvider: Story = {
  args: { credit: { configured: false, price: 10, balance: 990 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('no AI provider configured');
    await expect(canvas.getByRole('button', { name: 'Generate' })).toBeDisabled();
  },
};

export const NotEnoughCredit: Story = {
  args: { credit: { configured: true, price: 10, balance: 3 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Not enough credit: this costs 10 credits and you have 3'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Generate' })).toBeDisabled();
  },
};

/** A failure of the provider after some text: the message, and the text kept. */
export const Failed: Story = {
  args: {
    stream: {
      phase: 'error',
      text: '<p>The Federal Reserve held</p>',
      error: 'The AI provider failed: timed out',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The AI provider failed: timed out',
    );
  },
};
