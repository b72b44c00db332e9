import { errorMessage, isValidationError } from '@newsdesk/api-client';
import {
  useConfirm,
  useToast,
  type MembershipDraft,
  type PasswordChangeValues,
  type PrivilegeKey,
  type UserGeneralPatch,
  useTranslation,
} from '@newsdesk/ui';
import { useState } from 'react';
import { useChangePassword } from '../../../data/account';
import { useSession } from '../../../data/session';
import {
  isUserConflict,
  useCreditSubscriptionVersion,
  useCreditUnsubscribe,
  useFollowers,
  useGrantPrivilege,
  useProfileUser,
  useUpdateUser,
  useVerifyUser,
} from '../../../data/users';

/**
 * The profile's state and writes: the user (REST), the General edit, the real-name verification,
 * the followers (cursor pages), memberships, privileges (addPrivilegeToAccount), the credit
 * unsubscribe, and the signed-in user's password; each with the spec's toasts.
 */
export function useProfileScreen(id: number | null) {
  const { t } = useTranslation();
  const toast = useToast();
  const confirm = useConfirm();
  const session = useSession();
  const isAdmin = session.roles.includes('Admin');
  const user = useProfileUser(id);
  const followers = useFollowers(id);
  const update = useUpdateUser();
  const verify = useVerifyUser();
  const grant = useGrantPrivilege();
  const unsubscribe = useCreditUnsubscribe();
  const subscriptionVersion = useCreditSubscriptionVersion(id);
  const password = useChangePassword();
  const [dirty, setDirty] = useState<Record<string, boolean>>({});

  const fail = (e: unknown) => {
    toast.error(
      isUserConflict(e)
        ? t('profile-conflict')
        : isValidationError(e)
          ? t('user-info-invalid')
          : errorMessage(e),
    );
    throw e;
  };
  const current = () => {
    if (!user.data) throw new Error('The user is not loaded');
    return user.data;
  };

  const saveGeneral = async (patch: UserGeneralPatch) => {
    const u = current();
    const { email, mobile, is_institution, ...rest } = patch;
    try {
      await update.mutateAsync({
        id: u.id,
        body: {
          version: u.version,
          ...rest,
          email: email === null ? null : { email },
          mobile: mobile === null ? null : { phone: mobile },
          ...(isAdmin ? { is_institution } : {}),
        },
      });
      toast.success(t('event-save-complete'));
    } catch (e) {
      fail(e);
    }
  };

  const saveMemberships = async (memberships: MembershipDraft[]) => {
    const u = current();
    try {
      await update.mutateAsync({ id: u.id, body: { version: u.version, memberships } });
      toast.success(t('event-save-complete'));
    } catch (e) {
      fail(e);
    }
  };

  const verifyName = async (name: string) => {
    const u = current();
    try {
      await verify.mutateAsync({ id: u.id, name, version: u.version });
      toast.success(t('event-save-complete'));
    } catch (e) {
      fail(e);
    }
  };

  const grantPrivilege = async (privilege: PrivilegeKey, expiredAt: number | null) => {
    const u = current();
    try {
      await grant.mutateAsync({ id: u.id, privilege, expiredAt, version: u.version });
      toast.success(t('privileges-granted'));
    } catch (e) {
      fail(e);
    }
  };

  const endSubscription = async () => {
    const u = current();
    const sub = u.credit_subscription;
    if (!sub || subscriptionVersion === null) return;
    const ok = await confirm({
      title: t('credit-unsubscribe-title', { plan: sub.plan }),
      message: t('credit-unsubscribe-message'),
      confirmLabel: t('credit-unsubscribe'),
      tone: 'danger',
    });
    if (!ok) return;
    try {
      await unsubscribe.mutateAsync({ id: u.id, plan: sub.plan, version: subscriptionVersion });
      toast.success(t('credit-unsubscribed'));
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };

  const changePassword = async (values: PasswordChangeValues) => {
    try {
      await password.mutateAsync(values);
      toast.success(t('user-password-updated'));
    } catch (e) {
      toast.error(errorMessage(e));
      throw e;
    }
  };

  const followerPages = followers.data?.pages ?? [];
  return {
    user,
    isAdmin,
    isSelf: session.user?.id === id,
    dirty: Object.values(dirty).some(Boolean),
    markDirty: (part: string) => (value: boolean) =>
      setDirty((d) => (d[part] === value ? d : { ...d, [part]: value })),
    onInvalid: () => toast.error(t('user-info-invalid')),
    saveGeneral,
    saveMemberships,
    verifyName,
    grantPrivilege,
    endSubscription: subscriptionVersion === null ? undefined : () => void endSubscription(),
    /**
     * The Member Ship tab's "now": when the profile was last read, and never before the end of a
     * plan this screen just ended (the server's clock), so the ended plan shows as ended at once.
     */
    membershipNow: Math.max(user.dataUpdatedAt, unsubscribe.endedAt ?? 0),
    changePassword,
    followers: {
      items: followerPages.flatMap((p) => p.items),
      total: followerPages[0]?.total_count,
      loading: followers.isPending && id !== null,
      hasMore: followers.hasNextPage,
      loadingMore: followers.isFetchingNextPage,
      onLoadMore: () => void followers.fetchNextPage(),
      error: followers.isError ? errorMessage(followers.error) : undefined,
      onRetry: () => void followers.refetch(),
    },
  };
}
