import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Archive,
  ChevronDown,
  CircleUser,
  Copy,
  FileText,
  Link2,
  LogOut,
  MoreHorizontal,
  Pencil,
  Settings,
  Trash2,
  User,
} from 'lucide-react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../../primitives/IconButton';
import { DropdownMenu, type DropdownMenuRootProps } from './DropdownMenu';

const onEdit = fn().mockName('edit');
const onDuplicate = fn().mockName('duplicate');
const onDelete = fn().mockName('delete');
const onNavigate = fn().mockName('navigate');

function ArticleActions(props: DropdownMenuRootProps) {
  return (
    <DropdownMenu.Root {...props}>
      <DropdownMenu.Trigger>
        Actions
        <ChevronDown aria-hidden size={16} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Item icon={<Pencil aria-hidden />} onSelect={onEdit}>
          Edit
        </DropdownMenu.Item>
        <DropdownMenu.Item icon={<Copy aria-hidden />} onSelect={onDuplicate}>
          Duplicate
        </DropdownMenu.Item>
        <DropdownMenu.Item icon={<Link2 aria-hidden />} href="/content/article/1024">
          Open in a new tab
        </DropdownMenu.Item>
        <DropdownMenu.Item icon={<Archive aria-hidden />} disabled>
          Archive
        </DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item icon={<Trash2 aria-hidden />} tone="danger" onSelect={onDelete}>
          Delete
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

const meta = {
  title: 'Overlays/DropdownMenu',
  component: DropdownMenu.Root,
  args: { onOpenChange: fn(), placement: 'bottom-start' },
  render: (args) => <ArticleActions {...args} />,
} satisfies Meta<typeof DropdownMenu.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Actions' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu', { name: 'Actions' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    const item = (name: string) => within(menu).getByRole('menuitem', { name });
    await waitFor(() => expect(item('Edit')).toHaveFocus());

    // Arrows move (wrapping), the disabled item is skipped, Home/End jump.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(item('Duplicate')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(item('Delete')).toHaveFocus());
    await expect(item('Archive')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(item('Edit')).toHaveFocus());
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(item('Delete')).toHaveFocus());
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(item('Edit')).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(item('Delete')).toHaveFocus());

    // Typeahead.
    await userEvent.keyboard('du');
    await waitFor(() => expect(item('Duplicate')).toHaveFocus());

    // Escape closes and focus returns to the trigger.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(onDuplicate).not.toHaveBeenCalled();
    trigger.blur();
  },
};

/** The next frame after a scroll (floating-ui repositions on the scroll event). */
function afterScroll(top: number) {
  return new Promise<void>((resolve) => {
    window.addEventListener(
      'scroll',
      () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      { once: true },
    );
    window.scrollTo({ top, behavior: 'instant' });
  });
}

/**
 * Opened near the bottom of the window, the menu takes the side with room (above its button) and
 * keeps it while open: when the page scrolls and room appears below, it moves with its button
 * instead of jumping to the other side under the pointer.
 */
export const KeepsItsSideOnScroll: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div style={{ minHeight: '250vh', paddingTop: 'calc(100vh - 96px)', paddingInline: 24 }}>
      <ArticleActions {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Actions' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu', { name: 'Actions' });
    const above = () =>
      menu.getBoundingClientRect().bottom <= trigger.getBoundingClientRect().top + 0.5;
    await waitFor(() => expect(above()).toBe(true));

    // Room appears below the button: the menu stays above it, moving with it.
    const gap = trigger.getBoundingClientRect().top - menu.getBoundingClientRect().bottom;
    await afterScroll(window.innerHeight / 2);
    await expect(above()).toBe(true);
    await expect(
      trigger.getBoundingClientRect().top - menu.getBoundingClientRect().bottom,
    ).toBeCloseTo(gap, 0);

    // The next opening chooses again: now there is room below.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await userEvent.click(trigger);
    const again = await screen.findByRole('menu', { name: 'Actions' });
    await waitFor(() =>
      expect(again.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        trigger.getBoundingClientRect().bottom - 0.5,
      ),
    );
  },
};

/** Opened from the keyboard: ArrowUp opens on the last item; Enter and Space choose. */
export const KeyboardSelect: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Actions' });
    trigger.focus();
    await userEvent.keyboard('{ArrowUp}');
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(onDelete).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown} ');
    await expect(onDuplicate).toHaveBeenCalledOnce();
    await waitFor(() => expect(trigger).toHaveFocus());

    // Tab closes the menu too, focus back on the trigger.
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(onEdit).not.toHaveBeenCalled();
    trigger.blur();
  },
};

/** Open, for the screenshot: icons, a link item, a disabled item, a separator, a danger item. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Actions' });
    await userEvent.click(trigger);
    let menu = await screen.findByRole('menu', { name: 'Actions' });
    // Clicking the disabled item does nothing and keeps the menu open.
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Archive' }));
    await expect(screen.getByRole('menu')).toBeInTheDocument();
    // A click chooses and closes.
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    await expect(onEdit).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await userEvent.click(trigger);
    menu = await screen.findByRole('menu', { name: 'Actions' });
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(5);
    await expect(within(menu).getByRole('separator')).toBeInTheDocument();
    await expect(within(menu).getByRole('menuitem', { name: 'Open in a new tab' })).toHaveAttribute(
      'href',
      '/content/article/1024',
    );
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
  },
};

function UserMenu({
  onNavigate,
  ...props
}: DropdownMenuRootProps & { onNavigate: (href: string) => void }) {
  const { t } = useTranslation();
  const name = '李伟 Li Wei';
  // Navigation is the caller's: the console hands the href to its router.
  const go = (event: { preventDefault(): void; currentTarget: EventTarget }) => {
    event.preventDefault();
    onNavigate((event.currentTarget as HTMLAnchorElement).getAttribute('href') ?? '');
  };
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <DropdownMenu.Root placement="bottom-end" {...props}>
        <DropdownMenu.Trigger
          variant="ghost"
          aria-label={t('user-menu', { name })}
          icon={<CircleUser aria-hidden size={20} />}
        >
          {name}
          <ChevronDown aria-hidden size={16} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Content>
          <DropdownMenu.Item icon={<User aria-hidden />} href="/users/profile/42" onSelect={go}>
            {t('user-menu-profile')}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            icon={<FileText aria-hidden />}
            href="/content/article/list?userId=42"
            onSelect={go}
          >
            {t('user-menu-my-articles')}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            icon={<Settings aria-hidden />}
            href="/users/profile/42/settings"
            onSelect={go}
          >
            {t('user-menu-settings')}
          </DropdownMenu.Item>
          <DropdownMenu.Separator />
          <DropdownMenu.Item
            icon={<LogOut aria-hidden />}
            tone="danger"
            onSelect={() => onNavigate('logout')}
          >
            {t('user-menu-logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
    </div>
  );
}

/** The console's user dropdown: profile, my articles, settings (links), log out. */
export const UserDropdown: Story = {
  render: (args) => <UserMenu {...args} onNavigate={onNavigate} />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', {
      name: 'Account menu for 李伟 Li Wei',
    });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    // The menu puts focus on its first item in the frame after it opens; arrow from there.
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    const mine = within(menu).getByRole('menuitem', { name: 'My articles' });
    await waitFor(() => expect(mine).toHaveFocus());
    await expect(mine).toHaveAttribute('href', '/content/article/list?userId=42');
    // Space chooses a link item as well.
    await userEvent.keyboard(' ');
    await expect(onNavigate).toHaveBeenLastCalledWith('/content/article/list?userId=42');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    trigger.blur();
  },
};

/** The user dropdown in Chinese, open. */
export const UserDropdownChinese: Story = {
  globals: { locale: 'zh-CN' },
  render: (args) => <UserMenu {...args} onNavigate={onNavigate} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: '李伟 Li Wei 的账户菜单' }),
    );
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: '退出登录' })).toHaveAttribute(
      'data-tone',
      'danger',
    );
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['个人资料', '我的文章', '设置', '退出登录']);
  },
};

/** Row actions: an icon button opens the menu, aligned to its end. */
export const RowActions: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16, maxWidth: 480 }}>
      <span style={{ flex: 1 }}>Markets close higher as property stocks rally</span>
      <DropdownMenu.Root placement="bottom-end" {...args}>
        <DropdownMenu.Trigger
          render={(props) => (
            <IconButton
              {...props}
              label="Actions for “Markets close higher as property stocks rally”"
              icon={<MoreHorizontal aria-hidden />}
            />
          )}
        />
        <DropdownMenu.Content>
          <DropdownMenu.Item icon={<Pencil aria-hidden />} onSelect={onEdit}>
            Edit
          </DropdownMenu.Item>
          <DropdownMenu.Item icon={<Trash2 aria-hidden />} tone="danger" onSelect={onDelete}>
            Delete
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /^Actions for/ });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    await expect(onDelete).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(trigger);
    await screen.findByRole('menu');
    // A click outside closes it.
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(onEdit).not.toHaveBeenCalled();
  },
};
