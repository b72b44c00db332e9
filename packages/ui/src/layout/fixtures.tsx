// Sample navigation for the layout stories (not exported from the package).
import { Banknote, FileText, Megaphone, MessageSquare, Users } from 'lucide-react';
import type { SidebarSection } from './Sidebar';

export const sampleSections: SidebarSection[] = [
  {
    id: 'content',
    label: 'Content',
    icon: <FileText aria-hidden />,
    groups: [
      {
        id: 'new',
        label: 'New content',
        items: [
          { id: 'article-create', label: 'New article', href: '/content/article/create' },
          { id: 'video-create', label: 'New video', href: '/content/video/create', coming: true },
        ],
      },
      {
        id: 'lists',
        label: 'Lists',
        items: [
          { id: 'articles', label: 'Articles', href: '/content/article/list' },
          { id: 'videos', label: 'Videos', href: '/content/video/list' },
          { id: 'roadshows', label: 'Roadshows', href: '/content/roadshow/list', coming: true },
        ],
      },
    ],
  },
  {
    id: 'user',
    label: 'Users',
    icon: <Users aria-hidden />,
    groups: [
      {
        id: 'users',
        label: 'Users',
        items: [{ id: 'list', label: 'User list', href: '/users/list' }],
      },
    ],
  },
  {
    id: 'finance',
    label: 'Finance',
    icon: <Banknote aria-hidden />,
    groups: [
      {
        id: 'orders',
        label: 'Orders',
        items: [{ id: 'orders', label: 'Order list', href: '/finance/orders/list' }],
      },
    ],
  },
  { id: 'operation', label: 'Operations', icon: <Megaphone aria-hidden />, groups: [] },
  {
    id: 'message',
    label: 'Messages',
    icon: <MessageSquare aria-hidden />,
    groups: [
      {
        id: 'system',
        label: 'System',
        items: [{ id: 'system', label: 'System messages', href: '/message/system' }],
      },
    ],
  },
];
