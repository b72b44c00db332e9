import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { AiGeneratedLabel, AiPriceLabel } from './AiExamples';
import { ContentEmptyList, ContentFieldError } from './ContentExamples';
import { DataCrawlerReason, DataStatusWord } from './DataExamples';
import { DoDont } from './DoDont';
import { FinanceChannelChart, FinanceMoney } from './FinanceExamples';
import { OperationsCancelSend, OperationsScheduledTime } from './OperationsExamples';
import { UsersFreezeConfirm, UsersStatusText } from './UsersExamples';

/**
 * The do and don't pairs of the area guides (Guides/Content, Users, Finance, Operations, Data, AI),
 * one story each, so that they are tested like every component: each play test checks the pair's
 * two figures and what the "do" side promises; axe and the visual baselines run on them too.
 */
const meta = {
  title: 'Guides/Examples',
  component: DoDont,
  args: {
    do: 'Right',
    doCaption: 'Why it is right.',
    dont: 'Wrong',
    dontCaption: 'Why it is wrong.',
  },
  parameters: {
    docs: {
      description: {
        component:
          'A do and a don’t side by side, with the real components: the guides’ examples. Each figure is named by its caption (“Do: …”, “Don’t: …”).',
      },
    },
  },
} satisfies Meta<typeof DoDont>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pair's two figures, once the examples' messages have loaded. */
async function pair(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const right = await canvas.findByRole('figure', { name: /^Do: / });
  const wrong = canvas.getByRole('figure', { name: /^Don’t: / });
  return { right: within(right), wrong: within(wrong) };
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { right, wrong } = await pair(canvasElement);
    await expect(right.getByText('Right')).toBeVisible();
    await expect(wrong.getByText('Wrong')).toBeVisible();
  },
};

export const ContentEmpty: Story = {
  name: 'Content: empty list',
  render: () => <ContentEmptyList />,
  play: async ({ canvasElement }) => {
    const { right, wrong } = await pair(canvasElement);
    await expect(right.getByText('No articles yet')).toBeVisible();
    await expect(right.getByRole('button', { name: 'New article' })).toBeVisible();
    await expect(wrong.queryByText('No articles yet')).toBeNull();
  },
};

export const ContentError: Story = {
  name: 'Content: field error',
  render: () => <ContentFieldError />,
  play: async ({ canvasElement }) => {
    const { right, wrong } = await pair(canvasElement);
    // The message is the field's own description, read out with it.
    await expect(right.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      'Title cannot be empty',
    );
    await expect(wrong.getByRole('alert')).toHaveTextContent('Error 40001: validation failed');
    await expect(wrong.getByRole('textbox', { name: 'Title' })).not.toHaveAccessibleDescription(
      /cannot be empty/,
    );
  },
};

export const UsersFreeze: Story = {
  name: 'Users: freeze with a confirm',
  render: () => <UsersFreezeConfirm />,
  play: async ({ canvasElement }) => {
    const { right, wrong } = await pair(canvasElement);
    await userEvent.click(right.getByRole('button', { name: 'Freeze Li Wei' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Freeze Li Wei?' });
    // A danger confirm starts on Cancel: Enter does not freeze by accident.
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Freeze' }));
    await expect(await right.findByText('Frozen')).toBeVisible();
    await expect(right.getByRole('button', { name: 'Freeze Li Wei' })).toBeDisabled();
    // The don't freezes on the first click, with no question asked.
    await userEvent.click(wrong.getByRole('button', { name: 'Freeze' }));
    await expect(wrong.getByText('Done.')).toBeVisible();
  },
};

export const UsersStatus: Story = {
  name: 'Users: status as a word',
  render: () => <UsersStatusText />,
  play: async ({ canvasElement }) => {
    const { right, wrong } = await pair(canvasElement);
    await expect(right.getByText('Frozen')).toBeVisible();
    await expect(right.getByText('Normal')).toBeVisible();
    await expect(wrong.queryByText('Frozen')).toBeNull();
  },
};

export const FinanceChart: Story = {
  name: 'Finance: bars, not a pie of eight',
  render: () => <FinanceChannelChart />,
  play: async ({ canvasElement }) => {
    const { right, wrong } = await pair(canvasElement);
    await expect(await right.findByRole('img', { name: /Revenue by channel/ })).toBeVisible();
    await expect(await wrong.findByRole('img', { name: /Revenue by channel/ })).toBeVisible();
    // The bar chart's frame offers the numbers as a table.
    await expect(right.getByRole('button', { name: /Show as table/ })).toBeVisible();
  },
};

export const FinanceAmounts: Story = {
  name: 'Finance: money in yuan',
  render: () => <FinanceMoney />,
  play: async ({ canvasElement }) => {
    const { right, wrong } = await pair(canvasElement);
    await expect(right.getByRole('cell', { name: '¥598.00' })).toBeVisible();
    await expect(right.getByRole('cell', { name: '¥1,234.56' })).toBeVisible();
    await expect(wrong.getByRole('cell', { name: '59800' })).toBeVisible();
  },
};

export const OperationsScheduled: Story = {
  name: 'Operations: China time with its zone',
  render: () => <OperationsScheduledTime />,
  play: async ({ canvasElement }) => {
    const { right, wrong } = await pair(canvasElement);
    await expect(right.getByText(/2026\/11\/27 09:30 \(GMT\+8\)/)).toBeVisible();
    await expect(wrong.getByText(String(Date.UTC(2026, 10, 27, 1, 30)))).toBeVisible();
  },
};

export const OperationsCancel: Story = {
  name: 'Operations: a send you can cancel',
  render: () => <OperationsCancelSend />,
  play: async ({ canvasElement }) => {
    const { right, wrong } = await pair(canvasElement);
    await expect(
      right.getByRole('progressbar', { name: 'Sending to 12,400 devices' }),
    ).toBeVisible();
    await userEvent.click(right.getByRole('button', { name: 'Cancel sending' }));
    await expect(
      await right.findByRole('progressbar', { name: 'Sending cancelled' }),
    ).toBeVisible();
    await expect(right.getByRole('button', { name: 'Cancel sending' })).toBeDisabled();
    // The don't leaves no way out.
    await expect(wrong.getByRole('button', { name: 'Cancel sending' })).toBeDisabled();
  },
};

export const DataReason: Story = {
  name: 'Data: why nothing came in',
  render: () => <DataCrawlerReason />,
  play: async ({ canvasElement }) => {
    const { right, wrong } = await pair(canvasElement);
    await expect(right.getByText('The source must be published first.')).toBeVisible();
    await expect(right.getByRole('button', { name: 'Open the source' })).toBeVisible();
    await expect(wrong.queryByRole('button')).toBeNull();
  },
};

export const DataStatus: Story = {
  name: 'Data: status as a word',
  render: () => <DataStatusWord />,
  play: async ({ canvasElement }) => {
    const { right } = await pair(canvasElement);
    await expect(right.getByText('Published')).toBeVisible();
    await expect(right.getByText('Draft')).toBeVisible();
  },
};

export const AiPrice: Story = {
  name: 'AI: the unit in the label',
  render: () => <AiPriceLabel />,
  play: async ({ canvasElement }) => {
    const { right, wrong } = await pair(canvasElement);
    await expect(right.getByRole('textbox', { name: 'Credits per summary' })).toHaveValue('2');
    await expect(wrong.getByRole('textbox', { name: 'Value' })).toHaveValue('2');
  },
};

export const AiGenerated: Story = {
  name: 'AI: generated text labelled',
  render: () => <AiGeneratedLabel />,
  play: async ({ canvasElement }) => {
    const { right, wrong } = await pair(canvasElement);
    await expect(right.getByText('Generated')).toBeVisible();
    await expect(right.getByText('Review before publishing.')).toBeVisible();
    await expect(wrong.queryByText('Generated')).toBeNull();
  },
};
