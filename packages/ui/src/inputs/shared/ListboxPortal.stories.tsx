import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { ListboxPortal } from './ListboxPortal';
import { DropdownSurface, ListboxList, OptionItem, OptionLabel } from './listbox.styles';

/** A field's listbox on its own: a button shows and hides it, as Select and Combobox do. */
function Example({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <div data-testid="field">
      <Button aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        Sort
      </Button>
      <ListboxPortal open={open}>
        <DropdownSurface hidden={!open}>
          <ListboxList role="listbox" aria-label="Sort">
            {['Newest first', 'Most relevant'].map((label) => (
              <OptionItem key={label} role="option" aria-selected={false}>
                <OptionLabel>{label}</OptionLabel>
              </OptionItem>
            ))}
          </ListboxList>
        </DropdownSurface>
      </ListboxPortal>
    </div>
  );
}

const meta = {
  title: 'Inputs/ListboxPortal',
  component: ListboxPortal,
  args: { open: false, children: null },
  render: () => <Example />,
} satisfies Meta<typeof ListboxPortal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the list stays in the field, hidden, and no portal node is made (one commit to mount). */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByTestId('field');
    expect(field.querySelector('[role="listbox"]')).not.toBeNull();
    expect(screen.queryByRole('listbox')).toBeNull();
  },
};

/** Open: the list moves to a portal at the end of the document, out of any clipping box. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sort' }));
    const listbox = await screen.findByRole('listbox', { name: 'Sort' });
    await waitFor(() => expect(canvas.getByTestId('field').contains(listbox)).toBe(false));
    await expect(screen.getAllByRole('option')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Sort' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

/** Open from the start, as a field rendered with `defaultOpen`. */
export const OpenFromTheStart: Story = {
  render: () => <Example defaultOpen />,
  play: async () => {
    await expect(await screen.findByRole('listbox', { name: 'Sort' })).toBeVisible();
  },
};
