import {
  FloatingPortal,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useRef, useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { TextInput } from '../../inputs/TextInput';
import { ModalPanel } from '../Modal/Modal.styles';
import { Backdrop, DialogBody, DialogFooter, DialogHeader, DialogTitle } from './Dialog.styles';
import { DialogFocusManager } from './DialogFocusManager';

/** The smallest dialog built on it: a trigger, a title, a field and a button (the library's parts). */
function RenameDialog({ startOnDone = false }: { startOnDone?: boolean }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const done = useRef<HTMLButtonElement | null>(null);
  const {
    refs: { setReference, setFloating },
    context,
  } = useFloating({ open, onOpenChange: setOpen });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context),
  ]);
  return (
    <>
      <Button ref={setReference} {...getReferenceProps()}>
        Rename tag
      </Button>
      {open && (
        <FloatingPortal>
          <Backdrop lockScroll>
            <DialogFocusManager context={context} initialFocus={startOnDone ? done : undefined}>
              <ModalPanel
                ref={setFloating}
                aria-labelledby={titleId}
                data-size="sm"
                {...getFloatingProps()}
              >
                <DialogHeader>
                  <DialogTitle id={titleId}>Rename tag</DialogTitle>
                </DialogHeader>
                <DialogBody>
                  <TextInput label="Tag name" defaultValue="" />
                </DialogBody>
                <DialogFooter>
                  <Button ref={done} onClick={() => setOpen(false)}>
                    Done
                  </Button>
                </DialogFooter>
              </ModalPanel>
            </DialogFocusManager>
          </Backdrop>
        </FloatingPortal>
      )}
    </>
  );
}

const meta = {
  title: 'Overlays/DialogFocusManager',
  component: RenameDialog,
  parameters: {
    docs: {
      description: {
        component:
          "The focus manager every overlay of the library uses (Modal, Drawer, Popover, the date pickers, the mobile sidebar): floating-ui's trap, inert outside and return of focus, with the first focus moved into the overlay before the next frame rather than in it, so a key or a click in that frame lands in the overlay. Components use it through those overlays; it is shown here on a bare dialog.",
      },
    },
  },
  render: () => <RenameDialog />,
} satisfies Meta<typeof RenameDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The frames are held back while the dialog opens: the focus is in its first field all the same
 * (floating-ui alone would wait for the next frame). Escape returns it to the trigger.
 */
export const FocusBeforeTheNextFrame: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Rename tag' });
    const frame = window.requestAnimationFrame;
    window.requestAnimationFrame = () => 0;
    try {
      trigger.click();
      const dialog = await screen.findByRole('dialog', { name: 'Rename tag' });
      await waitFor(() => expect(within(dialog).getByLabelText('Tag name')).toHaveFocus());
    } finally {
      window.requestAnimationFrame = frame;
    }
    await userEvent.keyboard('AI');
    await expect(screen.getByLabelText('Tag name')).toHaveValue('AI');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    trigger.blur();
  },
};

/** `initialFocus` as a ref: the focus starts on the element it holds (Done), not on the field. */
export const InitialFocusRef: Story = {
  render: () => <RenameDialog startOnDone />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Rename tag' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename tag' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Done' })).toHaveFocus());
    await expect(within(dialog).getByLabelText('Tag name')).not.toHaveFocus();
  },
};
