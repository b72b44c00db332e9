import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { Stack } from '../../primitives/Stack';
import { Text } from '../../primitives/Text';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
import { ConfirmProvider, useConfirm } from './useConfirm';

/** A delete button that asks first. */
function DeleteArticle(props: Omit<ConfirmDialogProps, 'open' | 'onOpenChange'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="danger"
        icon={<Trash2 aria-hidden size={16} />}
        onClick={() => setOpen(true)}
      >
        Delete article
      </Button>
      <ConfirmDialog {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Delete this article?',
    message: '“Markets close higher as property stocks rally” will move to Deleted.',
    confirmLabel: 'Delete',
    tone: 'danger',
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: ['default', 'danger'] } },
  render: (args) => <DeleteArticle {...args} />,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  const trigger = within(canvasElement).getByRole('button', { name: 'Delete article' });
  await userEvent.click(trigger);
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete this article?' });
  return { trigger, dialog };
};

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const { trigger, dialog } = await open(canvasElement);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAccessibleDescription(
      '“Markets close higher as property stocks rally” will move to Deleted.',
    );
    // A dangerous question starts on the safe answer.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    // Escape cancels.
    await open(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(trigger).toHaveFocus());
    trigger.blur();
  },
};

export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    const { dialog } = await open(canvasElement);
    // The overlay does not dismiss an alert dialog: it needs an answer.
    await userEvent.click(document.querySelector<HTMLElement>('[data-layer="modal"]')!);
    await waitFor(() => expect(screen.getByRole('alertdialog')).toBeVisible());
    await expect(args.onCancel).not.toHaveBeenCalled();
    // …and the press does not take focus out of the dialog.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveAttribute(
      'data-variant',
      'danger',
    );
  },
};

/** Default labels come from i18n; a neutral question starts on Confirm. */
export const DefaultLabels: Story = {
  args: {
    title: 'Publish now?',
    message: 'The article goes live on the apps and web sites.',
    tone: 'default',
    confirmLabel: undefined,
  },
  render: (args) => {
    function Publish() {
      const [isOpen, setOpen] = useState(false);
      return (
        <>
          <Button variant="primary" onClick={() => setOpen(true)}>
            Publish
          </Button>
          <ConfirmDialog {...args} open={isOpen} onOpenChange={setOpen} />
        </>
      );
    }
    return <Publish />;
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Publish now?' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(confirm).toHaveFocus());
    await expect(confirm).toHaveAttribute('data-variant', 'primary');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** An async onConfirm: the button is busy, nothing dismisses the dialog until it settles. */
export const AsyncConfirm: Story = {
  args: { onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 600))) },
  play: async ({ args, canvasElement }) => {
    const { trigger, dialog } = await open(canvasElement);
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('alertdialog')).toBeVisible());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
    trigger.blur();
  },
};

/** When onConfirm fails the dialog stays open for another try (the caller shows the error). */
export const AsyncFailure: Story = {
  args: { onConfirm: fn(() => Promise.reject(new Error('network'))) },
  play: async ({ args, canvasElement }) => {
    const { dialog } = await open(canvasElement);
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-busy'));
    await waitFor(() => expect(screen.getByRole('alertdialog')).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    // The focus stays where the user pressed, ready for another try.
    await expect(confirm).toHaveFocus();
  },
};

const onResult = fn().mockName('result');

/** `useConfirm()`: the hot search words editor asks before saving (spec wording). */
function HotSearchWords() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const [result, setResult] = useState<string>('');
  const words = ['黄金', '美联储', '降息', 'AI 芯片'];
  return (
    <Stack gap={3} align="flex-start">
      <Button
        variant="primary"
        onClick={async () => {
          const ok = await confirm({
            title: t('action-save'),
            message: `${t('confirm-hot-search-words')} ${words.join(', ')}`,
          });
          onResult(ok);
          setResult(ok ? 'saved' : 'not saved');
        }}
      >
        {t('action-save')}
      </Button>
      <Text role="status" tone="secondary">
        {result}
      </Text>
    </Stack>
  );
}

export const UseConfirmHook: Story = {
  render: () => (
    <ConfirmProvider>
      <HotSearchWords />
    </ConfirmProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    let dialog = await screen.findByRole('alertdialog', { name: 'Save' });
    await expect(dialog).toHaveAccessibleDescription(
      'confirm updating hot search words to 黄金, 美联储, 降息, AI 芯片',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(onResult).toHaveBeenLastCalledWith(false);
    await expect(await canvas.findByText('not saved')).toBeVisible();
    await waitFor(() => expect(save).toHaveFocus());

    await userEvent.click(save);
    dialog = await screen.findByRole('alertdialog', { name: 'Save' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(onResult).toHaveBeenLastCalledWith(true);
    await expect(await canvas.findByText('saved')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    save.blur();
  },
};

/** `useConfirm()` in Chinese with an async action: editing a scheduled item (open). */
function CancelSchedule() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  return (
    <Button
      onClick={() =>
        void confirm({
          title: t('confirm-cancel-schedule'),
          message: '该文章已定时于 2025/03/18 09:30 发布，编辑前需要取消定时。',
          tone: 'danger',
          onConfirm: () => new Promise((r) => setTimeout(r, 10)),
        })
      }
    >
      编辑
    </Button>
  );
}

export const CancelScheduleChinese: Story = {
  globals: { locale: 'zh-CN' },
  render: () => (
    <ConfirmProvider>
      <CancelSchedule />
    </ConfirmProvider>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('alertdialog', { name: '取消定时发布？' });
    // The dialog fades in: wait for the end of the transition rather than the first frame.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '确认' })).toBeVisible());
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '取消' })).toHaveFocus());
  },
};
