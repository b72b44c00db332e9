import { errorMessage } from '@newsdesk/api-client';
import { useConfirm, useToast, type UserFiltersValue, useTranslation } from '@newsdesk/ui';
import { useMemo } from 'react';
import { useListUrl } from '../../../data/list';
import {
  isUserConflict,
  useSetUserStatus,
  useUserList,
  type AdminUser,
  type UserStatus,
} from '../../../data/users';
import { toUserApiQuery, userListCodec } from './userListQuery';

/**
 * The user list's state: the URL (keyword, id, page, page size), the page of users, and Freeze /
 * Recover with a confirm first and the spec's success toasts ("account frozen", "account restored").
 */
export function useUserListScreen() {
  const { t } = useTranslation();
  const toast = useToast();
  const confirm = useConfirm();
  const url = useListUrl(userListCodec, { ignoreForNarrowed: ['page', 'pageSize'] });
  const { state } = url;
  const query = useMemo(() => toUserApiQuery(state), [state]);
  const list = useUserList(query);
  const status = useSetUserStatus();

  const change = async (user: AdminUser, next: UserStatus) => {
    const freeze = next === 'frozen';
    const ok = await confirm({
      title: t(freeze ? 'users-freeze-title' : 'users-recover-title', { name: user.nickname }),
      message: t(freeze ? 'users-freeze-message' : 'users-recover-message'),
      confirmLabel: t(freeze ? 'users-freeze' : 'users-recover'),
      tone: freeze ? 'danger' : 'default',
    });
    if (!ok) return;
    try {
      await status.mutateAsync({ id: user.id, status: next, version: user.version });
      toast.success(t(freeze ? 'user-frozen-success' : 'user-restored-success'));
    } catch (e) {
      toast.error(isUserConflict(e) ? t('profile-conflict') : errorMessage(e));
    }
  };

  const filters: UserFiltersValue = {
    keyword: state.keyword,
    id: state.id,
    pageSize: state.pageSize,
  };

  return {
    url,
    list,
    pendingId: status.isPending ? (status.variables?.id ?? null) : null,
    onFreeze: (user: AdminUser) => void change(user, 'frozen'),
    onRecover: (user: AdminUser) => void change(user, 'good'),
    filters: {
      value: filters,
      onChange: (next: UserFiltersValue) => url.setState({ ...state, ...next, page: 1 }),
      onReset: () => url.setState(url.initial),
    },
  };
}
