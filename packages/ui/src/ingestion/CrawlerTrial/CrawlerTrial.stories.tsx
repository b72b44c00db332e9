import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CrawlerTrial } from './CrawlerTrial';

const body = `<html><body><ul class="list">
  <li><a href="/n/1">公开市场业务交易公告 [2024]第85号</a><span class="date">2024-05-06</span></li>
  <li><a href="/n/2">公开市场业务交易公告 [2024]第84号</a><span class="date">2024-05-05</span></li>
</ul></body></html>`;

const meta = {
  title: 'Ingestion/CrawlerTrial',
  component: CrawlerTrial,
  tags: ['autodocs'],
  args: {
    fieldNames: ['title', 'url', 'time'],
    trial: {
      status: 200,
      content_type: 'text/html; charset=utf-8',
      body,
      bytes: 262,
      duration_ms: 48,
      error: null,
      items: [
        { title: '公开市场业务交易公告 [2024]第85号', url: '/n/1', time: '2024-05-06' },
        { title: '公开市场业务交易公告 [2024]第84号', url: '/n/2', time: '2024-05-05' },
      ],
    },
  },
  parameters: {
    testViewport: { width: 1300, height: 640 },
    docs: {
      description: {
        component:
          "The playground's result: the fetched page (status, type, size, time) beside the items extracted from it.",
      },
    },
  },
} satisfies Meta<typeof CrawlerTrial>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('HTTP 200, text/html; charset=utf-8, 262 bytes in 48 ms'),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Extracted items (2)' })).toBeVisible();
    await expect(canvas.getAllByText('公开市场业务交易公告 [2024]第85号').length).toBeGreaterThan(
      0,
    );
  },
};

export const NotTried: Story = { args: { trial: null } };

export const Loading: Story = { args: { trial: null, loading: true } };

export const Refused: Story = {
  args: {
    trial: {
      status: 0,
      content_type: null,
      body: null,
      bytes: 0,
      duration_ms: 3,
      error: 'Refused: localhost resolves to 127.0.0.1, a private or loopback address',
      items: [],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/private or loopback/);
    await expect(within(canvasElement).getByText('Nothing extracted')).toBeVisible();
  },
};
