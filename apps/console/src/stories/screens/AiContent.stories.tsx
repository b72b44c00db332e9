import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AI_SUMMARY_PIECES, aiHandlers, aiTemplates, creditHandlers } from '../ai';
import { atTime, STORY_NOW } from '../clock';
import { exampleArticle } from '../contract';
import { articleListHandlers, screenHandlers } from '../handlers';
import {
  expectAnyByRole,
  expectByRole,
  expectChinese,
  expectLoading,
  expectRetry,
  expectRetryAgain,
  expectText,
} from '../play';
import { ScreenStory } from '../ScreenStory';

/**
 * The AI screens. AI content (`/content/ai/content`): generate a draft from a prompt template (the draft
 * streamed by the mocked `POST /v1/admin/ai/generate` as server-sent events), the prompt templates
 * (`?tab=templates`) and the article summary (`?tab=summary`, streamed by `/summarize`). The credit
 * prices of the AI features (`/content/ai/credit`, GraphQL `CreditExpense`).
 */
const TIMEOUT = { timeout: 10_000 };

const meta = {
  title: 'Screens/Content/AI',
  component: ScreenStory,
  args: { path: '/content/ai/content' },
  beforeEach: atTime(STORY_NOW),
  parameters: {
    layout: 'fullscreen',
    testViewport: { width: 1440, height: 900 },
    msw: { handlers: screenHandlers(aiHandlers('full')) },
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first template's inputs filled, Generate: the draft streams in and its heading is the title. */
export const Draft: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Costs 10 credits; you have 990', {}, TIMEOUT),
    ).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^topic/ }), 'the May LPR');
    await userEvent.type(canvas.getByRole('textbox', { name: /^focus/ }), 'bond yields');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await waitFor(
      () => expect(canvas.getByRole('status')).toHaveTextContent('Done (10 credits used)'),
      TIMEOUT,
    );
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /^Title/ })).toHaveValue(
        'PBOC keeps the loan prime rate at 3.45%',
      ),
    );
    // Queried again on each try: the editor replaces its text nodes while the draft streams in.
    await waitFor(() => expect(canvas.getByText('The yuan held near 7.23')).toBeVisible(), TIMEOUT);
  },
};

export const DraftChinese: Story = {
  name: 'Draft (Chinese)',
  globals: { locale: 'zh-CN' },
  play: expectByRole('button', /^生成$/),
};

/** The templates load slowly: the draft tab waits, the templates tab shows placeholder rows. */
export const TemplatesLoading: Story = {
  name: 'Templates loading',
  args: { path: '/content/ai/content?tab=templates' },
  parameters: { msw: { handlers: screenHandlers(aiHandlers('loading')) } },
  play: expectLoading,
};

export const LoadFailed: Story = {
  name: 'Load failed',
  parameters: { msw: { handlers: screenHandlers(aiHandlers('error')) } },
  play: expectRetry,
};

/** No template yet: the draft tab says so and offers to create one. */
export const NoTemplates: Story = {
  name: 'No templates',
  parameters: { msw: { handlers: screenHandlers(aiHandlers('empty')) } },
  play: expectText(/^(No prompt templates yet|暂无提示词模板)$/),
};

/** The server has no AI provider: said as the server says it, and Generate is off. */
export const NoProvider: Story = {
  name: 'No provider',
  parameters: { msw: { handlers: screenHandlers(aiHandlers('no-provider')) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(
      () => expect(canvas.getByRole('alert')).toHaveTextContent('no AI provider configured'),
      TIMEOUT,
    );
    await expect(canvas.getByRole('button', { name: 'Generate' })).toBeDisabled();
  },
};

export const Templates: Story = {
  args: { path: '/content/ai/content?tab=templates' },
  play: expectAnyByRole('row', aiTemplates().items[1]!.name),
};

export const TemplatesChinese: Story = {
  name: 'Templates (Chinese)',
  args: { path: '/content/ai/content?tab=templates' },
  globals: { locale: 'zh-CN' },
  play: Templates.play,
};

/** An article chosen in the selection panel, Summarize: the summary streams in. */
export const Summary: Story = {
  args: { path: '/content/ai/content?tab=summary' },
  parameters: {
    msw: { handlers: screenHandlers(aiHandlers('full'), articleListHandlers('full', 1)) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Costs 5 credits; you have 990', {}, TIMEOUT),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Choose an article' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Select an article' }));
    await userEvent.click(
      await panel.findByRole('radio', { name: new RegExp(`^${exampleArticle().title}`) }, TIMEOUT),
    );
    await userEvent.click(panel.getByRole('button', { name: 'Select' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Summarize' }));
    await waitFor(
      () => expect(canvas.getByRole('status')).toHaveTextContent('Done (5 credits used)'),
      TIMEOUT,
    );
    await expect(canvas.getByRole('textbox', { name: /^Summary/ })).toHaveValue(
      AI_SUMMARY_PIECES.join(''),
    );
  },
};

const creditPath = '/content/ai/credit';

export const CreditPrices: Story = {
  name: 'Credit prices',
  args: { path: creditPath },
  parameters: { msw: { handlers: screenHandlers(creditHandlers('full')) } },
  play: expectAnyByRole('row', 'ai_summary'),
};

export const CreditPricesChinese: Story = {
  name: 'Credit prices (Chinese)',
  args: { path: creditPath },
  parameters: { msw: { handlers: screenHandlers(creditHandlers('full')) } },
  globals: { locale: 'zh-CN' },
  play: expectChinese(expectAnyByRole('row', 'ai_summary')),
};

export const CreditPricesLoading: Story = {
  name: 'Credit prices loading',
  args: { path: creditPath },
  parameters: { msw: { handlers: screenHandlers(creditHandlers('loading')) } },
  play: expectLoading,
};

export const CreditPricesEmpty: Story = {
  name: 'Credit prices empty',
  args: { path: creditPath },
  parameters: { msw: { handlers: screenHandlers(creditHandlers('empty')) } },
  play: expectText(/^(No credit prices yet|尚无积分价格)$/),
};

export const CreditPricesLoadFailed: Story = {
  name: 'Credit prices load failed',
  args: { path: creditPath },
  parameters: { msw: { handlers: screenHandlers(creditHandlers('error')) } },
  play: expectRetryAgain,
};
