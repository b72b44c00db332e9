import type { Meta, StoryObj } from '@storybook/react-vite';
import { MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { IconButton } from '../../primitives/IconButton';
import { Stack } from '../../primitives/Stack';
import { Text } from '../../primitives/Text';
import { DropdownMenu } from '../DropdownMenu';
import { Drawer, type DrawerProps } from './Drawer';

const articles = [
  'Markets close higher as property stocks rally',
  'Central bank holds the one-year loan prime rate',
  'Copper climbs on supply worries in Chile',
  'Tech shares lead the Hang Seng rebound',
  'Bond yields slip after weak factory data',
  'Yuan steadies against a softer dollar',
  'Oil extends gains on output cuts',
  'Brokerages expect more rate cuts this year',
  'EV makers report record monthly deliveries',
  'Gold hovers near a record high',
];

/** A selection panel: results with checkboxes, the basket count and Select in the footer. */
function ArticlePanel(props: Omit<DrawerProps, 'title' | 'open'> & { count?: number }) {
  const { count = 10, onOpenChange, ...rest } = props;
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<string[]>([articles[1]!]);
  const shown = Array.from(
    { length: count },
    (_, i) =>
      articles[i % articles.length]! +
      (i >= articles.length ? ` (${Math.floor(i / articles.length) + 1})` : ''),
  );
  return (
    <>
      <Button onClick={() => setOpen(true)}>Select articles</Button>
      <Drawer
        {...rest}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange?.(next);
        }}
        title="Select articles"
        description="Published research articles"
        footer={
          <>
            <Text tone="secondary" style={{ marginInlineEnd: 'auto' }} role="status">
              {`${picked.length} picked`}
            </Text>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button variant="primary" onClick={() => setOpen(false)}>
              Select
            </Button>
          </>
        }
      >
        <Stack tag="ul" gap={1} aria-label="Results">
          {shown.map((title) => (
            <li key={title}>
              <label style={{ display: 'flex', gap: 8, alignItems: 'center', padding: '6px 0' }}>
                <input
                  type="checkbox"
                  checked={picked.includes(title)}
                  onChange={(e) =>
                    setPicked((p) =>
                      e.target.checked ? [...p, title] : p.filter((x) => x !== title),
                    )
                  }
                />
                <Text>{title}</Text>
              </label>
            </li>
          ))}
        </Stack>
      </Drawer>
    </>
  );
}

const meta = {
  title: 'Overlays/Drawer',
  component: Drawer,
  args: { title: 'Select articles', onOpenChange: fn() },
  parameters: { layout: 'padded' },
  render: (args) => <ArticlePanel {...args} />,
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const openPanel = async (canvasElement: HTMLElement) => {
  const trigger = within(canvasElement).getByRole('button', { name: 'Select articles' });
  await userEvent.click(trigger);
  const dialog = await screen.findByRole('dialog', { name: 'Select articles' });
  return { trigger, dialog };
};

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const { trigger, dialog } = await openPanel(canvasElement);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAccessibleDescription('Published research articles');
    // A right-side panel of the drawer width.
    const box = dialog.getBoundingClientRect();
    await expect(Math.round(box.right)).toBe(window.innerWidth);
    await expect(Math.round(box.width)).toBe(560);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Close panel' })).toHaveFocus(),
    );
    await expect(getComputedStyle(document.body).overflow).toBe('hidden');

    // Focus stays inside while tabbing all the way round.
    for (let i = 0; i < 16; i++) {
      await userEvent.tab();
      // Past the last field, Tab lands on a focus guard that sends focus back in on its own
      // (within a frame): wait for that instead of reading the focus at once.
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    }

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(getComputedStyle(document.body).overflow).not.toBe('hidden');
    trigger.blur();
  },
};

/** Open, for the screenshot: a pick toggles the basket count; Select closes. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    let { dialog } = await openPanel(canvasElement);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: articles[0] }));
    await expect(within(dialog).getByRole('status')).toHaveTextContent('2 picked');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Select' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    ({ dialog } = await openPanel(canvasElement));
    await expect(within(dialog).getByRole('status')).toHaveTextContent('2 picked');
  },
};

/** Many results: the body scrolls, the footer stays in view. */
export const LongContent: Story = {
  render: (args) => <ArticlePanel {...args} count={40} />,
  play: async ({ canvasElement }) => {
    const { dialog } = await openPanel(canvasElement);
    const list = within(dialog).getByRole('list', { name: 'Results' });
    const body = list.parentElement!;
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    const select = within(dialog).getByRole('button', { name: 'Select' });
    await expect(select.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    // Scrolled to the end, the footer is still there.
    body.scrollTop = body.scrollHeight;
    await waitFor(() => expect(select).toBeVisible());
    body.scrollTop = 0;
  },
};

export const OverlayClickCloses: Story = {
  play: async ({ args, canvasElement }) => {
    const { trigger, dialog } = await openPanel(canvasElement);
    await userEvent.click(within(dialog).getByText('Published research articles'));
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(document.querySelector<HTMLElement>('[data-layer="drawer"]')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
    trigger.blur();
  },
};

/** A custom width (any CSS length). */
export const Narrow: Story = {
  args: { width: '400px' },
  play: async ({ canvasElement }) => {
    const { dialog } = await openPanel(canvasElement);
    await expect(Math.round(dialog.getBoundingClientRect().width)).toBe(400);
  },
};

const onEdit = fn().mockName('edit');

/** A menu inside the drawer: choosing in it keeps the drawer; Escape closes the innermost first. */
export const WithMenuInside: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Select articles</Button>
        <Drawer {...args} open={open} onOpenChange={setOpen}>
          <Stack direction="row" align="center" justify="space-between">
            <Text>{articles[0]}</Text>
            <DropdownMenu.Root placement="bottom-end">
              <DropdownMenu.Trigger
                render={(props) => (
                  <IconButton
                    {...props}
                    label="Row actions"
                    icon={<MoreHorizontal aria-hidden />}
                  />
                )}
              />
              <DropdownMenu.Content>
                <DropdownMenu.Item icon={<Pencil aria-hidden />} onSelect={onEdit}>
                  Edit
                </DropdownMenu.Item>
                <DropdownMenu.Item icon={<Trash2 aria-hidden />} tone="danger">
                  Delete
                </DropdownMenu.Item>
              </DropdownMenu.Content>
            </DropdownMenu.Root>
          </Stack>
        </Drawer>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await openPanel(canvasElement);
    const rowActions = within(dialog).getByRole('button', { name: 'Row actions' });
    await userEvent.click(rowActions);
    let menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    await expect(onEdit).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Select articles' })).toBeVisible(),
    );
    await waitFor(() => expect(rowActions).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    menu = await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Select articles' })).toBeVisible(),
    );
    await waitFor(() => expect(rowActions).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>选择文章</Button>
        <Drawer
          {...args}
          title="选择文章"
          open={open}
          onOpenChange={setOpen}
          footer={<Button variant="primary">选择</Button>}
        >
          <Text>研报文章列表</Text>
        </Drawer>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '选择文章' }));
    const dialog = await screen.findByRole('dialog', { name: '选择文章' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: '关闭面板' })).toBeVisible(),
    );
  },
};
