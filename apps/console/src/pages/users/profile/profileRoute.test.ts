// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isProfileOf, profileRoute, profileTabPath } from './profileRoute';

describe('profileRoute', () => {
  it('reads the user and the tab of every profile route', () => {
    expect(profileRoute('/users/profile/7', { id: '7' }, 1)).toEqual({
      id: 7,
      tab: 'general',
      valid: true,
    });
    expect(profileRoute('/users/profile/7/membership', { user: '7' }, 1)).toMatchObject({
      id: 7,
      tab: 'membership',
    });
    expect(profileRoute('/users/profile/7/settings', { user: '7' }, 1)).toMatchObject({
      id: 7,
      tab: 'settings',
    });
    expect(profileRoute('/users/profile/settings/9', { id: '9' }, 1)).toMatchObject({
      id: 9,
      tab: 'settings',
    });
    expect(profileRoute('/users/profile/settings', {}, 1)).toEqual({
      id: 1,
      tab: 'settings',
      valid: true,
    });
    expect(profileRoute('/users/profile', {}, 3)).toEqual({ id: 3, tab: 'general', valid: true });
  });

  it('refuses an id that is not a number', () => {
    expect(profileRoute('/users/profile/abc', { id: 'abc' }, 1)).toEqual({
      id: null,
      tab: 'general',
      valid: false,
    });
  });

  it('links tabs and recognises the same user', () => {
    expect(profileTabPath(7, 'general')).toBe('/users/profile/7');
    expect(profileTabPath(7, 'membership')).toBe('/users/profile/7/membership');
    expect(isProfileOf(7, '/users/profile/7/settings')).toBe(true);
    expect(isProfileOf(7, '/users/profile/8')).toBe(false);
  });
});
