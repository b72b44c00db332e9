import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LanguagePanel } from '../LanguagePanel';
import { RightPanel, type RightPanelState } from './RightPanel';

function Controlled({
  start = 'none',
  onStateChange,
}: {
  start?: RightPanelState;
  onStateChange: (s: RightPanelState) => void;
}) {
  const [state, setState] = useState<RightPanelState>(start);
  return (
    <RightPanel
      state={state}
      onStateChange={(s) => {
        onStateChange(s);
        setState(s);
      }}
      panels={{
        search: <p>Search the articles by title.</p>,
        languages: <LanguagePanel value="en" onChange={() => {}} />,
      }}
    />
  );
}

const meta = {
  title: 'Layout/RightPanel',
  component: Controlled,
  tags: ['autodocs'],
  args: { onStateChange: fn().mockName('onStateChange') },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Languages: Story = { args: { start: 'languages' } };

export const OpenAndCloseReturnsToNone: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Search' });
    await userEvent.click(button);
    await expect(args.onStateChange).toHaveBeenLastCalledWith('search');
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onStateChange).toHaveBeenLastCalledWith('none');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};
