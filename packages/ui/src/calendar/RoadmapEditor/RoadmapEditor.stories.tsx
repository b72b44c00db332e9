import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { useConfirmDiscard } from '../../feedback/DraftNotice';
import { Drawer } from '../../overlays/Drawer';
import { RoadmapEditor, type RoadmapEditorProps } from './RoadmapEditor';

/** The console's roadmap drawer in small: closing it with unsaved changes asks first. */
function GuardedDrawer(props: RoadmapEditorProps) {
  const [open, setOpen] = useState(true);
  const dirty = useRef(false);
  const confirmDiscard = useConfirmDiscard();
  const close = async () => {
    if (await confirmDiscard(dirty.current)) {
      dirty.current = false;
      setOpen(false);
      props.onCancel();
    }
  };
  return (
    <Drawer
      open={open}
      onOpenChange={(next) => {
        if (!next) void close();
      }}
      title="Edit roadmap"
      width="min(880px, 100vw)"
    >
      <RoadmapEditor
        {...props}
        onCancel={() => void close()}
        onValueChange={(value, isDirty) => {
          dirty.current = isDirty;
          props.onValueChange?.(value, isDirty);
        }}
      />
    </Drawer>
  );
}

/** 2026/11/22 10:30:00 China time. */
const DRAFT_SAVED_AT = Date.UTC(2026, 10, 22, 2, 30, 0);

const meta = {
  title: 'Content/Calendar/RoadmapEditor',
  component: RoadmapEditor,
  args: {
    mode: 'edit',
    defaultValue: [
      {
        title: 'Treasury issuance',
        content: [
          { title: 'Stage one', content: [{ title: 'Notice', content: [] }] },
          { title: 'Stage two', content: [] },
        ],
      },
    ],
    onSubmit: fn(),
    onInvalid: fn(),
    onCancel: fn(),
    onDraftDiscard: fn(),
    onValueChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'The roadmap editor (content §3 RoadMap): title nodes with nested nodes, edited as a tree; Alt+arrows move, indent and outdent, Enter adds the next node; at most 5 levels and 500 nodes.',
      },
    },
  },
} satisfies Meta<typeof RoadmapEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const two = canvas.getByRole('textbox', { name: 'Node Stage two' });
    await userEvent.click(two);
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith([
        expect.objectContaining({
          title: 'Treasury issuance',
          content: [
            { title: 'Stage two', content: [] },
            { title: 'Stage one', content: [{ title: 'Notice', content: [] }] },
          ],
        }),
      ]),
    );
  },
};

export const New: Story = {
  args: { mode: 'new', defaultValue: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Please input title first')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(args.onInvalid).toHaveBeenCalledWith('valid failed');
  },
};

/** Unsaved edits kept in this browser are offered back (issue #11): Restore puts them in the tree. */
export const DraftOffered: Story = {
  name: 'Draft offered',
  args: {
    draft: {
      savedAt: DRAFT_SAVED_AT,
      value: [{ title: 'Treasury issuance 2027', content: [{ title: 'Stage one', content: [] }] }],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const notice = canvas.getByRole('region', {
      name: 'Unsaved changes from 2026/11/22 10:30:00 were kept in this browser.',
    });
    await userEvent.click(within(notice).getByRole('button', { name: 'Restore changes' }));
    await expect(
      await canvas.findByRole('textbox', { name: 'Node Treasury issuance 2027' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Node Stage two' })).toBeNull();
    await waitFor(() =>
      expect(args.onValueChange).toHaveBeenLastCalledWith(args.draft!.value, true),
    );
    await expect(canvas.queryByRole('region', { name: /Unsaved changes/ })).toBeNull();
  },
};

/** Discarding the offered draft keeps the saved tree. */
export const DraftDiscarded: Story = {
  name: 'Draft discarded',
  args: { ...DraftOffered.args },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Discard changes' }));
    await expect(args.onDraftDiscard).toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'Node Stage two' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: /Unsaved changes/ })).toBeNull();
  },
};

/**
 * In the drawer: closing with unsaved changes asks first. Keep editing stays with the edits;
 * Discard closes.
 */
export const CloseAsksFirst: Story = {
  name: 'Close asks first',
  render: (args) => <GuardedDrawer {...args} />,
  play: async ({ args }) => {
    const drawer = within(await screen.findByRole('dialog', { name: 'Edit roadmap' }));
    await userEvent.type(drawer.getByRole('textbox', { name: 'Node Stage two' }), ' (draft)');
    await waitFor(() =>
      expect(args.onValueChange).toHaveBeenLastCalledWith(expect.any(Array), true),
    );
    await userEvent.click(drawer.getByRole('button', { name: 'Cancel' }));
    const ask = within(await screen.findByRole('alertdialog', { name: 'Close without saving?' }));
    await userEvent.click(ask.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(drawer.getByRole('textbox', { name: 'Node Stage two (draft)' })).toBeVisible();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.click(drawer.getByRole('button', { name: 'Close panel' }));
    const again = within(await screen.findByRole('alertdialog', { name: 'Close without saving?' }));
    await userEvent.click(again.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(args.onCancel).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit roadmap' })).toBeNull());
  },
};
