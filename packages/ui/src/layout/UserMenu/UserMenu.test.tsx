import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test';
import { UserMenu } from './UserMenu';

// Props as an object: `role` here is the staff role, not an ARIA role (jsx-a11y reads literals).
const as = (name: string, role: string) => ({
  name,
  role,
  profileHref: '/user/profile',
  myArticlesHref: '/content/article/list?userId=1',
  settingsHref: '/user/settings',
  onLogout: () => {},
});

describe('UserMenu', () => {
  it('shows the first role in the interface language, and an unknown role as it is', () => {
    const { unmount } = renderWithProviders(<UserMenu {...as('王编辑', 'Admin')} />, {
      locale: 'zh-CN',
    });
    expect(screen.getByText('管理员')).toBeInTheDocument();
    unmount();
    renderWithProviders(<UserMenu {...as('Li Wei', 'Normal User')} />, { locale: 'zh-CN' });
    expect(screen.getByText('普通用户')).toBeInTheDocument();
    renderWithProviders(<UserMenu {...as('Ops', 'Night desk')} />, { locale: 'zh-CN' });
    expect(screen.getByText('Night desk')).toBeInTheDocument();
  });
});
