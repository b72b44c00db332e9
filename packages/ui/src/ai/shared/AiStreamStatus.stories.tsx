import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AiCreditLine, AiStreamStatus } from './AiStreamStatus';

const meta = {
  title: 'AI/AiStreamStatus',
  component: AiStreamStatus,
  parameters: {
    docs: {
      description: {
        component:
          'Where a streamed generation stands (draft or summary), announced politely; a failure is an alert with the server’s words. `AiCreditLine` beside it says what one generation costs and the points left, or why none can start ("no AI provider configured", not enough credit).',
      },
    },
  },
  args: { stream: { phase: 'streaming', text: 'The one-year LPR' } },
} satisfies Meta<typeof AiStreamStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Streaming: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Generating…');
  },
};

export const Done: Story = {
  args: { stream: { phase: 'done', text: 'Summary', cost: 10 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Done (10 credits used)',
    );
  },
};

export const CutAtTheSizeLimit: Story = {
  args: { stream: { phase: 'done', text: 'Summary', cost: 10, truncated: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Done; the answer reached the size limit and was cut',
    );
  },
};

export const Stopped: Story = {
  args: { stream: { phase: 'stopped', text: 'The one-year' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Stopped; what arrived is kept',
    );
  },
};

/** The server's words, as an alert. */
export const Failed: Story = {
  args: { stream: { phase: 'error', text: '', error: 'no AI provider configured' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'no AI provider configured',
    );
  },
};

/** A failure without a message from the server. */
export const FailedWithoutMessage: Story = {
  args: { stream: { phase: 'error', text: '' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The generation failed',
    );
  },
};

export const CreditLine: Story = {
  render: () => <AiCreditLine credit={{ configured: true, price: 10, balance: 1000 }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Costs 10 credits; you have 1000')).toBeVisible();
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const CreditShort: Story = {
  render: () => <AiCreditLine credit={{ configured: true, price: 10, balance: 4 }} />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Not enough credit: this costs 10 credits and you have 4'),
    ).toBeVisible();
  },
};

export const NoProvider: Story = {
  render: () => <AiCreditLine credit={{ configured: false, price: 10, balance: 1000 }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'no AI provider configured',
    );
  },
};
