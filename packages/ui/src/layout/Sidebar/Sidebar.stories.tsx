import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleSections } from '../fixtures';
import { Sidebar } from './Sidebar';

const meta = {
  title: 'Layout/Sidebar',
  component: Sidebar,
  parameters: { layout: 'fullscreen' },
  args: {
    sections: sampleSections,
    activeSection: 'content',
    currentPath: '/content/article/list',
    onPanelOpenChange: fn(),
    onNavigate: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ height: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('navigation', { name: 'Content' });
    await expect(panel).toBeVisible();
    await expect(within(panel).getByRole('link', { name: 'Articles' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Content' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const ActiveSectionTogglesPanel: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const content = canvas.getByRole('button', { name: 'Content' });
    await userEvent.click(content);
    await expect(canvas.queryByRole('navigation', { name: 'Content' })).not.toBeInTheDocument();
    await expect(content).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onPanelOpenChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(content);
    await expect(canvas.getByRole('navigation', { name: 'Content' })).toBeVisible();
    await expect(args.onPanelOpenChange).toHaveBeenLastCalledWith(true);
  },
};

export const OtherSectionShowsItsPanel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Finance' }));
    const panel = canvas.getByRole('navigation', { name: 'Finance' });
    await expect(within(panel).getByRole('link', { name: 'Order list' })).toHaveAttribute(
      'href',
      '/finance/orders/list',
    );
    // The section of the current page stays marked in the rail.
    await expect(canvas.getByRole('button', { name: 'Content' })).toHaveAttribute(
      'data-active',
      'true',
    );
  },
};

export const EmptySection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Operations' }));
    await expect(canvas.getByText('Nothing here yet')).toBeVisible();
  },
};

export const FollowingALink: Story = {
  args: {
    linkComponent: ({ href, children, ...rest }) => (
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
    ),
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Videos' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/content/video/list');
  },
};

export const ComingBadge: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('navigation', { name: 'Content' });
    // A planned screen is listed with its badge, part of the link's name.
    const link = within(panel).getByRole('link', { name: 'Roadshows coming' });
    await expect(link).toHaveAttribute('href', '/content/roadshow/list');
    await expect(within(link).getByText('coming')).toBeVisible();
    await expect(within(panel).getByRole('link', { name: 'Articles' })).toBeVisible();
  },
};

export const HomeLink: Story = {
  args: { home: { href: '/', label: 'Dashboard' }, currentPath: '/', activeSection: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rail = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(within(rail).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Nothing in the panel is current on the home page.
    const panel = canvas.getByRole('navigation', { name: 'Content' });
    for (const link of within(panel).getAllByRole('link')) {
      await expect(link).not.toHaveAttribute('aria-current');
    }
  },
};

export const NearestLinkIsCurrent: Story = {
  args: {
    activeSection: 'operation',
    currentPath: '/operation/crawler/batch',
    sections: sampleSections.map((s) =>
      s.id === 'operation'
        ? {
            ...s,
            groups: [
              {
                id: 'crawlers',
                label: 'Crawlers',
                items: [
                  { id: 'crawlers', label: 'Crawler management', href: '/operation/crawler' },
                  {
                    id: 'batch',
                    label: 'Crawler batch',
                    href: '/operation/crawler/batch',
                    coming: true,
                  },
                ],
              },
            ],
          }
        : s,
    ),
  },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('navigation', { name: 'Operations' });
    await expect(within(panel).getByRole('link', { name: /Crawler batch/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      within(panel).getByRole('link', { name: 'Crawler management' }),
    ).not.toHaveAttribute('aria-current');
  },
};
