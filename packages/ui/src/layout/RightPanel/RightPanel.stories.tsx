import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LanguagePanel } from '../LanguagePanel';
import { MemberSearch } from './MemberSearch';
import { RightPanel, type RightPanelState } from './RightPanel';
import { TaskDetails } from './TaskDetails';

/** The right panel as the console uses it: the demo panels on the library's sample data. */
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
        search: <MemberSearch />,
        task: <TaskDetails />,
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

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Search', 'Tasks', 'Languages']) {
      await expect(canvas.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    }
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const Languages: Story = {
  args: { start: 'languages' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Languages' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Search: Story = {
  args: { start: 'search' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    await userEvent.type(within(dialog).getByLabelText('Search members'), 'editor');
    const results = within(dialog).getByRole('list', { name: 'Members found' });
    await waitFor(() => expect(within(results).getAllByRole('listitem')).toHaveLength(2));
  },
};

export const Task: Story = {
  args: { start: 'task' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Tasks' });
    await expect(
      within(dialog).getByRole('heading', { name: 'Prepare the weekly macro outlook' }),
    ).toBeVisible();
  },
};

export const OpenAndCloseReturnsToNone: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Search' });
    await userEvent.click(button);
    await expect(args.onStateChange).toHaveBeenLastCalledWith('search');
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(args.onStateChange).toHaveBeenLastCalledWith('none');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

export const CloseButtonReturnsToNone: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Tasks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tasks' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close panel' }));
    await expect(args.onStateChange).toHaveBeenLastCalledWith('none');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const OverlayClickReturnsToNone: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Languages' }));
    const dialog = await screen.findByRole('dialog', { name: 'Languages' });
    await waitFor(() => expect(dialog).toBeVisible());
    // The overlay is the backdrop beside the panel.
    const backdrop = document.querySelector<HTMLElement>('[data-layer="drawer"]');
    await expect(backdrop).not.toBeNull();
    await userEvent.click(backdrop as HTMLElement);
    await expect(args.onStateChange).toHaveBeenLastCalledWith('none');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const SwitchingPanels: Story = {
  args: { start: 'search' },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Search' });
    // With a panel open, the page is inert: the panel's close returns to none, then another opens.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Tasks' }));
    await expect(args.onStateChange).toHaveBeenLastCalledWith('task');
    await screen.findByRole('dialog', { name: 'Tasks' });
  },
};
