import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil, Trash2 } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { IconButton } from '../../primitives/IconButton';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: {
    content: 'Delete the article',
    placement: 'top',
    delay: 400,
    onOpenChange: fn(),
    children: (props) => (
      <IconButton {...props} label="Delete" title="" icon={<Trash2 aria-hidden />} />
    ),
  },
  argTypes: { children: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ padding: '48px 96px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Delete' });
    // Hover shows it after the delay, as the button's description.
    await userEvent.hover(button);
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Delete the article');
    await expect(button).toHaveAttribute('aria-describedby', tooltip.id);
    await expect(button).toHaveAccessibleDescription('Delete the article');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(button).not.toHaveAttribute('aria-describedby');
  },
};

/** Keyboard focus shows it at once; Escape hides it without moving focus. */
export const Open: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Tooltip {...args} content="Edit the article">
        {(props) => <IconButton {...props} label="Edit" title="" icon={<Pencil aria-hidden />} />}
      </Tooltip>
      <Tooltip {...args}>
        {(props) => <IconButton {...props} label="Delete" title="" icon={<Trash2 aria-hidden />} />}
      </Tooltip>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit' })).toHaveFocus());
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Edit the article');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit' })).toHaveFocus());

    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Delete the article');
    await expect(canvas.getByRole('button', { name: 'Delete' })).toHaveAccessibleDescription(
      'Delete the article',
    );
  },
};

/** Hovering for less than the delay shows nothing. */
export const Delay: Story = {
  args: { delay: 600, content: 'Save as draft and keep editing' },
  render: (args) => (
    <Tooltip {...args}>{(props) => <Button {...props}>Save draft</Button>}</Tooltip>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save draft' });
    await userEvent.hover(button);
    await new Promise((r) => setTimeout(r, 200));
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await expect(await screen.findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent(
      'Save as draft and keep editing',
    );
    await userEvent.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { content: '删除这篇文章', placement: 'bottom' },
  render: (args) => (
    <Tooltip {...args}>
      {(props) => <IconButton {...props} label="删除" title="" icon={<Trash2 aria-hidden />} />}
    </Tooltip>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '删除' });
    button.focus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('删除这篇文章');
  },
};
