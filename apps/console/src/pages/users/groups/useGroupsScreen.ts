import { ERROR_MESSAGES, errorMessage } from '@newsdesk/api-client';
import { useConfirm, useToast, type UserGroupFormValues, useTranslation } from '@newsdesk/ui';
import {
  isGroupMissing,
  useCreateUserGroup,
  useDeleteUserGroup,
  useUpdateUserGroup,
  type UserGroup,
} from '../../../data/groups';
import { useUserLookup } from '../../../data/users';

/**
 * The writes of the user group screens with their toasts: create, update (the whole member list)
 * and delete by group id (confirmed first); a group that is gone says "User group not exist".
 */
export function useGroupWrites() {
  const { t } = useTranslation();
  const toast = useToast();
  const confirm = useConfirm();
  const create = useCreateUserGroup();
  const update = useUpdateUserGroup();
  const remove = useDeleteUserGroup();
  const lookup = useUserLookup();

  // The catalogue's fixed messages in the interface language; any other failure as the server says.
  const messageOf = (e: unknown) => {
    if (!isGroupMissing(e)) return errorMessage(e);
    if (errorMessage(e) === ERROR_MESSAGES.userNotFound) return t('user-not-found');
    return t('user-group-not-exist');
  };
  const fail = (e: unknown): never => {
    toast.error(messageOf(e));
    throw e;
  };

  return {
    userSearch: {
      results: lookup.results,
      onSearch: lookup.onSearch,
      loading: lookup.loading,
    },
    create: async (values: UserGroupFormValues) => {
      try {
        const group = await create.mutateAsync(values);
        toast.success(t('event-save-complete'));
        return group;
      } catch (e) {
        return fail(e);
      }
    },
    update: async (group: UserGroup, values: UserGroupFormValues) => {
      try {
        await update.mutateAsync({ id: Number(group.id), version: group.version, input: values });
        toast.success(t('event-save-complete'));
      } catch (e) {
        fail(e);
      }
    },
    remove: async (group: { id: string; name: string; version: number }) => {
      const ok = await confirm({
        title: t('groups-delete-title', { name: group.name }),
        message: t('groups-delete-message'),
        confirmLabel: t('groups-delete', { name: group.name }),
        tone: 'danger',
      });
      if (!ok) return false;
      try {
        await remove.mutateAsync({ id: Number(group.id), version: group.version });
        toast.success(t('event-delete-success'));
        return true;
      } catch (e) {
        toast.error(messageOf(e));
        return false;
      }
    },
  };
}
