import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { Stack } from '../../primitives/Stack';
import { Text } from '../../primitives/Text';
import { Modal, type ModalRootProps } from './Modal';

const onSave = fn().mockName('save');

/** A tag rename dialog opened by a button; focus starts in the field. */
function RenameTag(props: Omit<ModalRootProps, 'open'>) {
  const [open, setOpen] = useState(false);
  const field = useRef<HTMLInputElement | null>(null);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Rename tag</Button>
      <Modal.Root
        initialFocus={field}
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange?.(next);
        }}
      >
        <Modal.Header>Rename tag</Modal.Header>
        <Modal.Body>
          <Stack gap={2}>
            <Modal.Description>
              The new name shows on every article with this tag.
            </Modal.Description>
            <label htmlFor="tag-name">
              <Text size="sm" weight="medium">
                Tag name
              </Text>
            </label>
            <input id="tag-name" ref={field} defaultValue="Monetary policy" />
          </Stack>
        </Modal.Body>
        <Modal.Footer>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button
            variant="primary"
            onClick={() => {
              onSave();
              setOpen(false);
            }}
          >
            Save
          </Button>
        </Modal.Footer>
      </Modal.Root>
    </>
  );
}

const meta = {
  title: 'Overlays/Modal',
  component: Modal.Root,
  args: { size: 'md', closeOnEscape: true, closeOnOverlayClick: true, onOpenChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  render: (args) => <RenameTag {...args} />,
} satisfies Meta<typeof Modal.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async (canvasElement: HTMLElement, name = 'Rename tag', title = name) => {
  const trigger = within(canvasElement).getByRole('button', { name });
  await userEvent.click(trigger);
  const dialog = await screen.findByRole('dialog', { name: title });
  return { trigger, dialog };
};

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const { trigger, dialog } = await openDialog(canvasElement);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAccessibleDescription(
      'The new name shows on every article with this tag.',
    );
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    const field = within(dialog).getByRole('textbox', { name: 'Tag name' });
    await waitFor(() => expect(field).toHaveFocus());
    // The page behind does not scroll.
    await expect(getComputedStyle(document.body).overflow).toBe('hidden');

    // Tab stays inside: field → Close dialog → … → Save → back to the first.
    const inside = () => dialog.contains(document.activeElement);
    // (Past either end Tab lands on a focus guard that sends focus back in within a frame.)
    for (let i = 0; i < 5; i++) {
      await userEvent.tab();
      await waitFor(() => expect(inside()).toBe(true));
    }
    for (let i = 0; i < 5; i++) {
      await userEvent.tab({ shift: true });
      await waitFor(() => expect(inside()).toBe(true));
    }

    // Escape closes; focus returns to the button that opened it; the page scrolls again.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(getComputedStyle(document.body).overflow).not.toBe('hidden');
    trigger.blur();
  },
};

/** Open, for the screenshot; the footer's buttons and the close button close it. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const first = await openDialog(canvasElement);
    const trigger = first.trigger;
    let dialog = first.dialog;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    ({ dialog } = await openDialog(canvasElement));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(onSave).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    ({ dialog } = await openDialog(canvasElement));
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { name: 'Rename tag' })).toBeVisible(),
    );
  },
};

export const OverlayClickCloses: Story = {
  play: async ({ canvasElement }) => {
    const { trigger, dialog } = await openDialog(canvasElement);
    // A click inside does not close it.
    await userEvent.click(within(dialog).getByText('Tag name'));
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(document.querySelector<HTMLElement>('[data-layer="modal"]')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    trigger.blur();
  },
};

/** Neither Escape nor the overlay closes it: only its buttons do. */
export const DismissDisabled: Story = {
  args: { closeOnEscape: false, closeOnOverlayClick: false },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(document.querySelector<HTMLElement>('[data-layer="modal"]')!);
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Rename tag' })).toBeVisible());
    // Focus stayed in the dialog: Tab goes on from the field.
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Tag name' })).toHaveFocus(),
    );
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

const paragraphs = Array.from(
  { length: 14 },
  (_, i) =>
    `${i + 1}. Editors publish market news, research and roadshows for readers on apps and web sites; every piece carries an audience restriction that decides who may read it for free and who must pay.`,
);

/** Large, with content taller than the viewport: the body scrolls, header and footer stay. */
export const LargeLongContent: Story = {
  args: { size: 'lg' },
  render: (args) => {
    function Long() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Read the terms</Button>
          <Modal.Root {...args} open={open} onOpenChange={setOpen}>
            <Modal.Header>Publishing terms</Modal.Header>
            {/* A scrolling region without controls must be focusable to be scrolled by keyboard. */}
            <Modal.Body tabIndex={0} role="region" aria-label="Terms">
              <Stack gap={3}>
                {paragraphs.map((p) => (
                  <Text key={p} tag="p">
                    {p}
                  </Text>
                ))}
              </Stack>
            </Modal.Body>
            <Modal.Footer>
              <Button variant="primary" onClick={() => setOpen(false)}>
                I agree
              </Button>
            </Modal.Footer>
          </Modal.Root>
        </>
      );
    }
    return <Long />;
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement, 'Read the terms', 'Publishing terms');
    const body = within(dialog).getByRole('region', { name: 'Terms' });
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'I agree' })).toBeVisible(),
    );
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const Small: Story = {
  args: { size: 'sm' },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await expect(dialog).toHaveAttribute('data-size', 'sm');
    await expect(dialog.getBoundingClientRect().width).toBeLessThan(window.innerWidth / 2);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  render: (args) => {
    function Zh() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>重命名标签</Button>
          <Modal.Root {...args} open={open} onOpenChange={setOpen} size="sm">
            <Modal.Header>重命名标签</Modal.Header>
            <Modal.Body>
              <Modal.Description>新名称会显示在所有使用该标签的文章上。</Modal.Description>
            </Modal.Body>
            <Modal.Footer>
              <Button onClick={() => setOpen(false)}>取消</Button>
              <Button variant="primary" onClick={() => setOpen(false)}>
                保存
              </Button>
            </Modal.Footer>
          </Modal.Root>
        </>
      );
    }
    return <Zh />;
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '重命名标签' }));
    const dialog = await screen.findByRole('dialog', { name: '重命名标签' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: '关闭对话框' })).toBeVisible(),
    );
  },
};
