import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ArticlePrintView } from './ArticlePrintView';
import { NOW, sampleArticle } from './fixtures';

const meta = {
  title: 'Content/ArticleEditorPrintView',
  component: ArticlePrintView,
  args: {
    onPrint: fn(),
    article: {
      title: sampleArticle.title,
      body: `${sampleArticle.body}<script>alert(1)</script>`,
      summary: sampleArticle.body_summary,
      cover_url: sampleArticle.cover_url,
      display_time: NOW,
      source_url: 'https://www.pbc.gov.cn/',
      author: { nickname: 'Li Wei' },
      attachments: sampleArticle.attachments,
    },
  },
} satisfies Meta<typeof ArticlePrintView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The printable page: the whole body, source and attachments; Print opens the dialog. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(sampleArticle.title);
    await expect(canvas.getByText('Analysts expect a cut in the first quarter.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'November LPR table.pdf' })).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
    await expect(args.onPrint).toHaveBeenCalledOnce();
  },
};
