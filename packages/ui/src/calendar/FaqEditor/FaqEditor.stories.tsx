import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { useConfirmDiscard } from '../../feedback/DraftNotice';
import { Drawer } from '../../overlays/Drawer';
import { FaqEditor, emptyFaqItem, type FaqEditorProps } from './FaqEditor';

/** The console's FAQ drawer in small: closing it with unsaved changes asks first. */
function GuardedDrawer(props: FaqEditorProps) {
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
      title="Edit FAQ"
      width="min(880px, 100vw)"
    >
      <FaqEditor
        {...props}
        onCancel={() => void close()}
        onValuesChange={(values, isDirty) => {
          dirty.current = isDirty;
          props.onValuesChange?.(values, isDirty);
        }}
      />
    </Drawer>
  );
}

/** 2026/11/22 10:30:00 China time. */
const DRAFT_SAVED_AT = Date.UTC(2026, 10, 22, 2, 30, 0);

const meta = {
  title: 'Content/Calendar/FaqEditor',
  component: FaqEditor,
  args: {
    mode: 'edit',
    defaultValues: {
      items: [
        { title: 'How do I renew?', body: '<p>From the member centre.</p>', link: '' },
        {
          title: 'What does membership include?',
          body: '<p>Reports and replays.</p>',
          link: 'https://example.cn/vip',
        },
      ],
    },
    onSubmit: fn(),
    onCancel: fn(),
    onDraftDiscard: fn(),
    onValuesChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'The FAQ editor (content §3 Faq): questions with a title, a Plate body and a link; add, remove, reorder; “The FAQ title is empty”, “The FAQ content is empty”.',
      },
    },
  },
} satisfies Meta<typeof FaqEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Move question 2 up' }));
    await expect(canvas.getByRole('textbox', { name: /^Title of question 1/ })).toHaveValue(
      'What does membership include?',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith([
        expect.objectContaining({
          title: 'What does membership include?',
          link: 'https://example.cn/vip',
        }),
        expect.objectContaining({ title: 'How do I renew?', link: null }),
      ]),
    );
  },
};

export const Empty: Story = {
  args: { mode: 'new', defaultValues: { items: [emptyFaqItem()] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect((await canvas.findAllByText('The FAQ title is empty')).length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('The FAQ content is empty').length).toBeGreaterThan(0);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Every edit is reported with whether the values now differ from the saved ones (the local draft). */
export const UnsavedChanges: Story = {
  name: 'Unsaved changes',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('textbox', { name: /^Title of question 1/ });
    await userEvent.type(title, '?');
    await waitFor(() =>
      expect(args.onValuesChange).toHaveBeenLastCalledWith(
        expect.objectContaining({
          items: expect.arrayContaining([expect.objectContaining({ title: 'How do I renew??' })]),
        }),
        true,
      ),
    );
    await userEvent.type(title, '{Backspace}');
    await waitFor(() =>
      expect(args.onValuesChange).toHaveBeenLastCalledWith(args.defaultValues, false),
    );
  },
};

/** Unsaved edits kept in this browser are offered back (issue #11): Restore puts them in the form. */
export const DraftOffered: Story = {
  name: 'Draft offered',
  args: {
    draft: {
      savedAt: DRAFT_SAVED_AT,
      values: {
        items: [
          { title: 'How do I renew online?', body: '<p>From the member centre.</p>', link: '' },
        ],
      },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const notice = canvas.getByRole('region', {
      name: 'Unsaved changes from 2026/11/22 10:30:00 were kept in this browser.',
    });
    await userEvent.click(within(notice).getByRole('button', { name: 'Restore changes' }));
    await expect(canvas.getByRole('textbox', { name: /^Title of question 1/ })).toHaveValue(
      'How do I renew online?',
    );
    await expect(canvas.queryByRole('textbox', { name: /^Title of question 2/ })).toBeNull();
    await expect(args.onValuesChange).toHaveBeenCalledWith(args.draft!.values, true);
    await expect(canvas.queryByRole('region', { name: /Unsaved changes/ })).toBeNull();
    await expect(args.onDraftDiscard).not.toHaveBeenCalled();
  },
};

/** Discarding the offered draft keeps the saved values in the form. */
export const DraftDiscarded: Story = {
  name: 'Draft discarded',
  args: { ...DraftOffered.args },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Discard changes' }));
    await expect(args.onDraftDiscard).toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: /^Title of question 1/ })).toHaveValue(
      'How do I renew?',
    );
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
    const drawer = within(await screen.findByRole('dialog', { name: 'Edit FAQ' }));
    const title = drawer.getByRole('textbox', { name: /^Title of question 1/ });
    await userEvent.type(title, '?');
    await userEvent.click(drawer.getByRole('button', { name: 'Cancel' }));
    const ask = within(await screen.findByRole('alertdialog', { name: 'Close without saving?' }));
    await userEvent.click(ask.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(title).toHaveValue('How do I renew??');
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.click(drawer.getByRole('button', { name: 'Close panel' }));
    const again = within(await screen.findByRole('alertdialog', { name: 'Close without saving?' }));
    await userEvent.click(again.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(args.onCancel).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit FAQ' })).toBeNull());
  },
};
