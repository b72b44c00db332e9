import type { Meta, StoryObj } from '@storybook/react-vite';
import { SlidersHorizontal } from 'lucide-react';
import { useArgs } from 'storybook/preview-api';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../../primitives/IconButton';
import { Stack } from '../../primitives/Stack';
import { Text } from '../../primitives/Text';
import { Popover, type PopoverRootProps } from './Popover';

function FilterContent() {
  return (
    <Popover.Content>
      <Popover.Title>Word count</Popover.Title>
      <Popover.Description>Show articles of these lengths.</Popover.Description>
      <Stack gap={2} role="group" aria-label="Word count">
        {['Under 2000', '2000-3000', '3000-5000', 'Over 5000'].map((label) => (
          <label key={label} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <input type="checkbox" name="words" value={label} />
            <Text>{label}</Text>
          </label>
        ))}
      </Stack>
      <Stack direction="row" gap={2} justify="flex-end">
        <Popover.Close size="sm">Cancel</Popover.Close>
        <Popover.Close size="sm" variant="primary">
          Apply
        </Popover.Close>
      </Stack>
    </Popover.Content>
  );
}

const meta = {
  title: 'Overlays/Popover',
  component: Popover.Root,
  args: { onOpenChange: fn(), placement: 'bottom-start', arrow: false },
  argTypes: {
    placement: {
      control: 'select',
      options: ['bottom-start', 'bottom', 'bottom-end', 'top-start', 'top', 'right', 'left'],
    },
  },
  render: (args) => (
    <Popover.Root {...args}>
      <Popover.Trigger>Word count</Popover.Trigger>
      <FilterContent />
    </Popover.Root>
  ),
} satisfies Meta<typeof Popover.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Word count' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Word count' });
    await expect(dialog).toHaveAccessibleDescription('Show articles of these lengths.');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    // Focus moves into the popover, on its first control.
    await waitFor(() =>
      expect(within(dialog).getByRole('checkbox', { name: 'Under 2000' })).toHaveFocus(),
    );

    // Escape closes and focus returns to the trigger.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());

    // The keyboard opens it too; a click outside closes it.
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Word count' });
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    trigger.blur();
  },
};

/** Open, with an arrow; the close buttons inside return focus to the trigger. */
export const Open: Story = {
  args: { arrow: true },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Word count' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Word count' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    const reopened = await screen.findByRole('dialog', { name: 'Word count' });
    await userEvent.click(within(reopened).getByRole('checkbox', { name: '2000-3000' }));
    await expect(within(reopened).getByRole('checkbox', { name: '2000-3000' })).toBeChecked();
    await expect(reopened.querySelector('svg[aria-hidden]')).toBeVisible();
  },
};

/** An icon button as the trigger (render function); it keeps its own name and gets the ARIA. */
export const IconTrigger: Story = {
  args: { placement: 'bottom-end' },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Popover.Root {...args}>
        <Popover.Trigger
          render={(props) => (
            <IconButton
              {...props}
              label="Filters"
              variant="secondary"
              icon={<SlidersHorizontal aria-hidden />}
            />
          )}
        />
        <FilterContent />
      </Popover.Root>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Filters' });
    trigger.focus();
    await userEvent.keyboard(' ');
    const dialog = await screen.findByRole('dialog', { name: 'Word count' });
    await expect(trigger).toHaveAttribute('aria-controls', dialog.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.blur();
  },
};

/** The open state lives in the `open` arg. */
export const Controlled: Story = {
  args: { open: false, onOpenChange: fn() },
  // Args updates re-run the loaders, which would empty the spies mid-play; this story owns its spy.
  parameters: { test: { restoreMocks: false } },
  render: function Render(args) {
    const [, updateArgs] = useArgs<PopoverRootProps>();
    return (
      <Popover.Root
        {...args}
        onOpenChange={(open) => {
          args.onOpenChange?.(open);
          updateArgs({ open });
        }}
      >
        <Popover.Trigger>Word count</Popover.Trigger>
        <FilterContent />
      </Popover.Root>
    );
  },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Word count' });
    await userEvent.click(trigger);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await screen.findByRole('dialog', { name: 'Word count' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    trigger.blur();
  },
};
