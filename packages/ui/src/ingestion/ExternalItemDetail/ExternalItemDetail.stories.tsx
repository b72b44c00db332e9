import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { itemDetail, LONG_TITLE } from '../fixtures';
import { ExternalItemDetail } from './ExternalItemDetail';

const meta = {
  title: 'Ingestion/ExternalItemDetail',
  component: ExternalItemDetail,
  tags: ['autodocs'],
  args: {
    item: itemDetail,
    sourceHref: (id: string) => `/content/sources/${id}`,
    onReview: fn(() => Promise.resolve()).mockName('onReview'),
  },
  parameters: {
    testViewport: { width: 1100, height: 640 },
    docs: {
      description: {
        component:
          'One external item: its source (a link), time, original link, summary, sanitized body and tags, beside the review of its status and synchronisation state.',
      },
    },
  },
} satisfies Meta<typeof ExternalItemDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Publish and mark synchronized. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '中国人民银行 (pbc)' })).toHaveAttribute(
      'href',
      '/content/sources/1',
    );
    await userEvent.click(canvas.getByRole('switch', { name: 'Synchronize' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onReview).toHaveBeenCalledWith({ status: 'DRAFT', synchronized: true }),
    );
  },
};

export const LongText: Story = {
  args: {
    item: {
      ...itemDetail,
      title: LONG_TITLE,
      body: `<p>${LONG_TITLE.repeat(4)}</p>`,
      description: LONG_TITLE,
    },
  },
};
