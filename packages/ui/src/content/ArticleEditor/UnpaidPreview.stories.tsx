import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NOW, sampleArticle } from './fixtures';
import { UnpaidPreview } from './UnpaidPreview';

const meta = {
  title: 'Content/ArticleEditorUnpaidPreview',
  component: UnpaidPreview,
  args: { values: sampleArticle, authorName: 'Li Wei', now: NOW },
} satisfies Meta<typeof UnpaidPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A black-gold article: the preview, then the paywall; the rest of the body is not there. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article', { name: 'Unpaid preview' });
    await expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent(
      sampleArticle.title,
    );
    await expect(article).toHaveTextContent('By Li Wei · 2026/11/22 10:00');
    await expect(article).toHaveTextContent('The one-year LPR stays at 3.45%.');
    await expect(article).toHaveTextContent('The rest of this article is for Black gold readers.');
    await expect(article).not.toHaveTextContent('Analysts expect a cut');
  },
};

/** Free to everyone: the whole body. */
export const FreeForAll: Story = {
  args: { values: { ...sampleArticle, vip_visibility: 0 } },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article');
    await expect(article).toHaveTextContent('Analysts expect a cut in the first quarter.');
    await expect(article).toHaveTextContent('This article is free for every reader.');
  },
};

/** Unlocked from a later date: still the preview today, with the unlock date. */
export const UnlockLater: Story = {
  args: {
    values: { ...sampleArticle, vip_visibility: 3, unlock_body: true, free_at: NOW + 86_400_000 },
  },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article');
    await expect(article).toHaveTextContent('The rest of this article is for Meta readers.');
    await expect(article).toHaveTextContent('Free to read from 2026/11/23 10:00.');
    await expect(article).not.toHaveTextContent('Analysts expect');
  },
};

/** No preview written: the summary only; stored HTML is sanitised. */
export const NoPreview: Story = {
  globals: { locale: 'zh-CN' },
  args: {
    values: { ...sampleArticle, body_preview: '<p><img src="x" onerror="alert(1)"></p>' },
  },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article', { name: '未付费预览' });
    await expect(article).toHaveTextContent('本文剩余内容仅对黑金会员开放。');
    await expect(article.querySelector('[onerror]')).toBeNull();
  },
};
