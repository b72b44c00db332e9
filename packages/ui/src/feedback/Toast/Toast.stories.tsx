import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { Stack } from '../../primitives/Stack';
import { Toast } from './Toast';
import { useToast } from './useToast';

const meta = {
  title: 'Feedback/Toast',
  component: Toast,
  args: { tone: 'success', children: 'save complete' },
  argTypes: { tone: { control: 'inline-radio', options: ['success', 'error', 'info'] } },
  parameters: {
    docs: {
      description: {
        component:
          '`NewsdeskProvider` mounts a `ToastProvider`; call `useToast()` and `success`, `error` or `info` with a translated message. Toasts show at the top right for 2000 ms (spec §9), pause while hovered or focused, stack newest first, and F8 moves focus to them. Errors use `role="alert"`, the others `role="status"`.',
      },
    },
  },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** A save button as a page has it: the toast says what happened. */
function SaveDemo({ duration }: { duration?: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  return (
    <Button
      variant="primary"
      onClick={() => toast.success(t('event-save-complete'), duration ? { duration } : {})}
    >
      {t('action-save')}
    </Button>
  );
}

export const Default: Story = {
  render: () => <SaveDemo duration={800} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    const status = await body().findByRole('status');
    await expect(status).toHaveTextContent('save complete');
    // At the top right of the viewport.
    const rect = status.closest('li')!.getBoundingClientRect();
    await expect(rect.top).toBeLessThan(32);
    await expect(window.innerWidth - rect.right).toBeLessThan(32);
    await expect(rect.left).toBeGreaterThan(window.innerWidth / 2);
    // And it goes away on its own.
    await waitFor(() => expect(body().queryByText('save complete')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  },
};

function TonesDemo() {
  const { t } = useTranslation();
  const toast = useToast();
  const keep = { duration: Infinity };
  return (
    <Stack direction="row" gap={2}>
      <Button onClick={() => toast.success(t('event-save-complete'), keep)}>Success</Button>
      <Button onClick={() => toast.error(t('error-content-not-support'), keep)}>Error</Button>
      <Button onClick={() => toast.info(t('event-notification-success'), keep)}>Info</Button>
    </Stack>
  );
}

/** Kept on screen (`duration: Infinity`) to show the tones and the stacking. */
export const TonesStacked: Story = {
  render: () => <TonesDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Info' }));
    const region = body().getByRole('region', { name: 'Notifications (F8)' });
    const items = within(region).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'notification sent',
      'This content is not support now',
      'save complete',
    ]);
    await expect(within(region).getByRole('alert')).toHaveTextContent(
      'This content is not support now',
    );
    await expect(within(region).getAllByRole('status')).toHaveLength(2);
    // Newest on top.
    await expect(items[0]!.getBoundingClientRect().top).toBeLessThan(
      items[2]!.getBoundingClientRect().top,
    );
  },
};

export const CloseButton: Story = {
  render: () => <TonesDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    const alert = await body().findByRole('alert');
    await expect(alert).toHaveTextContent('This content is not support now');
    await userEvent.click(body().getByRole('button', { name: 'Dismiss notification' }));
    await expect(body().queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const PausesWhileHovered: Story = {
  render: () => <SaveDemo duration={600} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    const status = await body().findByRole('status');
    await userEvent.hover(status);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(status).toBeInTheDocument();
    await userEvent.unhover(status);
    await waitFor(() => expect(body().queryByRole('status')).not.toBeInTheDocument(), {
      timeout: 2000,
    });
  },
};

export const KeyboardHotkey: Story = {
  render: () => <TonesDemo />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Info' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{F8}');
    const list = body().getByRole('list');
    await waitFor(() => expect(list).toHaveFocus());
    await userEvent.tab();
    await waitFor(() =>
      expect(body().getByRole('button', { name: 'Dismiss notification' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(body().queryByRole('status')).not.toBeInTheDocument();
    // Focus goes back to where it was.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const LongMessage: Story = {
  render: () => {
    function LongDemo() {
      const toast = useToast();
      return (
        <Button
          onClick={() =>
            toast.error(
              'API service error, please wait... The upload of “2026 Q3 macro outlook — full report (final, revised).pdf” did not complete because the storage service closed the connection.',
              { duration: Infinity },
            )
          }
        >
          Upload
        </Button>
      );
    }
    return <LongDemo />;
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Upload' }));
    const alert = await body().findByRole('alert');
    // Long messages wrap inside the toast's maximum width instead of running off screen.
    const item = alert.closest('li')!;
    await expect(item.getBoundingClientRect().width).toBeLessThanOrEqual(400);
    await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  render: () => <SaveDemo duration={Infinity} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '保存' }));
    await expect(await body().findByRole('status')).toHaveTextContent('保存成功');
    await expect(body().getByRole('button', { name: '关闭通知' })).toBeVisible();
  },
};
