import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NOW } from './fixtures';
import { SaveStateIndicator, type SaveState } from './SaveStateIndicator';

const SPEC_STATES: [SaveState, string][] = [
  ['saved-locally', 'auto-saved locally'],
  ['saved-remotely', 'auto-saved remotely'],
  ['loading-template', 'loading template'],
  ['loading', 'loading'],
  ['save-complete', 'save complete'],
  ['auto-load-template', 'auto-load template'],
];

const meta = {
  title: 'Content/ArticleEditorSaveState',
  component: SaveStateIndicator,
  args: { state: 'saved-remotely', at: NOW },
} satisfies Meta<typeof SaveStateIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One state, with the time it was reached (China time). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('auto-saved remotely · 10:00:00');
    await expect(status).toHaveAttribute('aria-live', 'polite');
  },
};

/** The spec's six labels, word for word, and the in-between states. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {SPEC_STATES.map(([state]) => (
        <SaveStateIndicator key={state} state={state} />
      ))}
      <SaveStateIndicator state="unsaved" />
      <SaveStateIndicator state="saving" />
      <SaveStateIndicator state="conflict" />
      <SaveStateIndicator state="error" message="Unknown server error" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const statuses = within(canvasElement).getAllByRole('status');
    for (const [i, [, label]] of SPEC_STATES.entries()) {
      await expect(statuses[i]).toHaveTextContent(label);
    }
    await expect(statuses.at(-1)).toHaveTextContent('save failed: Unknown server error');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { state: 'saved-locally' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      '已自动保存到本地 · 10:00:00',
    );
  },
};
