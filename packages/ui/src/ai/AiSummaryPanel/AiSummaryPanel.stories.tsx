import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AiSummaryPanel } from './AiSummaryPanel';

const article = { id: 42, title: '美联储维持利率不变，市场关注年内降息路径' };
const SUMMARY =
  '美联储周三维持联邦基金利率目标区间不变，点阵图显示年内仍有两次降息预期。美元指数小幅走弱，黄金上涨。';

const meta = {
  title: 'AI/AiSummaryPanel',
  component: AiSummaryPanel,
  tags: ['autodocs'],
  args: {
    article,
    credit: { configured: true, price: 5, balance: 990 },
    stream: { phase: 'idle', text: '' },
    onPickArticle: fn().mockName('onPickArticle'),
    onSummarize: fn().mockName('onSummarize'),
    onStop: fn().mockName('onStop'),
    onCopy: fn().mockName('onCopy'),
    onApply: fn(() => Promise.resolve()).mockName('onApply'),
  },
  parameters: {
    testViewport: { width: 900, height: 560 },
    docs: {
      description: {
        component:
          "AI summaries (the credit feature `ai_summary`): the article (or, with `onPickReport`, the report) picked in its selection panel, an optional instruction, the cost, the summary streamed (Stop keeps it), then edited, copied or applied as the article's or report's summary.",
      },
    },
  },
} satisfies Meta<typeof AiSummaryPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An instruction, then Summarize. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Costs 5 credits; you have 990')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Instruction/ }), 'One sentence');
    await userEvent.click(canvas.getByRole('button', { name: 'Summarize' }));
    await expect(args.onSummarize).toHaveBeenCalledWith('One sentence');
  },
};

/** Nothing picked yet: the panel opens from here. */
export const NoArticle: Story = {
  args: { article: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Summarize' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Choose an article' }));
    await expect(args.onPickArticle).toHaveBeenCalled();
  },
};

export const Streaming: Story = {
  args: { stream: { phase: 'streaming', text: SUMMARY.slice(0, 30), cost: 5 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Generating…');
    await userEvent.click(canvas.getByRole('button', { name: 'Stop' }));
    await expect(args.onStop).toHaveBeenCalled();
  },
};

/** Done: copied, then applied after an edit. */
export const Done: Story = {
  args: { stream: { phase: 'done', text: SUMMARY, cost: 5 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const output = canvas.getByRole('textbox', { name: /^Summary/ });
    await waitFor(() => expect(output).toHaveValue(SUMMARY));
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(args.onCopy).toHaveBeenCalledWith(SUMMARY);
    await userEvent.type(output, '（完）');
    await userEvent.click(canvas.getByRole('button', { name: "Use as the article's summary" }));
    await waitFor(() => expect(args.onApply).toHaveBeenCalledWith(`${SUMMARY}（完）`));
  },
};

export const NoProvider: Story = {
  args: { credit: { configured: false, price: 5, balance: 990 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('no AI provider configured');
    await expect(canvas.getByRole('button', { name: 'Summarize' })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: {
    stream: {
      phase: 'error',
      text: '',
      error: 'Not enough credit: this costs 5 credits and you have 3',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Not enough credit: this costs 5 credits and you have 3',
    );
  },
};

/** Articles and reports offered (`onPickReport`), nothing picked yet: one panel per kind. */
export const ArticleOrReport: Story = {
  args: { article: null, onPickReport: fn().mockName('onPickReport') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No article or report chosen')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Summarize' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Choose a report' }));
    await expect(args.onPickReport).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Choose an article' }));
    await expect(args.onPickArticle).toHaveBeenCalled();
  },
};

const REPORT_SUMMARY = '中金公司：全年增速预计 5%，出口放缓，消费回暖，政策保持连续性。';

/** A report summarized: applied as the report's summary after an edit. */
export const ReportDone: Story = {
  args: {
    article: { kind: 'report', id: 7, title: '中金公司：2026 年宏观展望（11月）' },
    onPickReport: fn().mockName('onPickReport'),
    stream: { phase: 'done', text: REPORT_SUMMARY, cost: 5 },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Report: 中金公司：2026 年宏观展望（11月）')).toBeVisible();
    const output = canvas.getByRole('textbox', { name: /^Summary/ });
    await waitFor(() => expect(output).toHaveValue(REPORT_SUMMARY));
    await userEvent.type(output, '（完）');
    await userEvent.click(canvas.getByRole('button', { name: "Use as the report's summary" }));
    await waitFor(() => expect(args.onApply).toHaveBeenCalledWith(`${REPORT_SUMMARY}（完）`));
    await expect(
      canvas.queryByRole('button', { name: "Use as the article's summary" }),
    ).not.toBeInTheDocument();
  },
};
