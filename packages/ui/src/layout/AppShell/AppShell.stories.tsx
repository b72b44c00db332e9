import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { Text } from '../../primitives/Text';
import { sampleSections } from '../fixtures';
import { PageContainer } from '../PageContainer';
import { Sidebar } from '../Sidebar';
import { ThemeToggle } from '../ThemeToggle';
import { AppShell } from './AppShell';

const meta = {
  title: 'Layout/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Newsdesk Console',
    sidebar: ({ closeMenu }) => (
      <Sidebar
        sections={sampleSections}
        activeSection="content"
        currentPath="/content/article/list"
        onNavigate={closeMenu}
        footer={<ThemeToggle orientation="vertical" value="light" />}
      />
    ),
    children: (
      <PageContainer>
        <Text tag="h1" size="2xl" weight="semibold">
          Articles
        </Text>
        <Text tag="p" tone="secondary">
          The page content sits here.
        </Text>
      </PageContainer>
    ),
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  },
};

export const SkipLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await waitFor(() => expect(skip).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
  },
};

export const Mobile: Story = {
  parameters: { testViewport: { width: 375, height: 720 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(
      canvas.queryByRole('navigation', { name: 'Main navigation' }),
    ).not.toBeInTheDocument();
  },
};

export const MobileMenuOpen: Story = {
  parameters: { testViewport: { width: 375, height: 720 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const button = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(button);
    const menu = await body.findByRole('dialog', { name: 'Main navigation' });
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    // Escape closes the menu and gives focus back to the button.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    // Open again for the screenshot.
    await userEvent.click(button);
    await body.findByRole('dialog', { name: 'Main navigation' });
  },
};

/** The desktop top bar carries the actions the mobile navbar carries on a narrow screen. */
export const WithTopBar: Story = {
  args: {
    topBar: (
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 8 }}>
        <Button>Search</Button>
      </div>
    ),
    navbarActions: <Button>Search</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: 'Search' })).toHaveLength(1);
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  },
};

/** Following a link of the mobile menu closes it and gives focus back to the menu button. */
export const MobileNavigationClosesMenu: Story = {
  parameters: { testViewport: { width: 375, height: 720 } },
  args: {
    navbarActions: <Button>Search</Button>,
    sidebar: ({ closeMenu }) => (
      <Sidebar
        sections={sampleSections}
        activeSection="content"
        currentPath="/content/article/list"
        onNavigate={closeMenu}
        linkComponent={({ href, children, ...rest }) => (
          <a
            href={href}
            {...rest}
            onClick={(e) => {
              e.preventDefault();
              rest.onClick?.(e);
            }}
          >
            {children}
          </a>
        )}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(button);
    const menu = await body.findByRole('dialog', { name: 'Main navigation' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Finance' }));
    await userEvent.click(within(menu).getByRole('link', { name: 'Order list' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};
