import { unwrap, type Main } from '@newsdesk/api-client';
import { useMutation } from '@tanstack/react-query';
import { api } from './clients';

/**
 * The signed-in account's own settings (operations §2 profile Change Password and Preference, §5
 * password rules). Preferences are local (`usePreference` of packages/ui); the password is the
 * server's (PUT /v1/admin/user/password: every other session of the account ends, this one stays).
 */
export type PasswordChange = Main.components['schemas']['PasswordChange'];

export const changePassword = (body: PasswordChange) =>
  unwrap(api.main.PUT('/v1/admin/user/password', { body }));

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
