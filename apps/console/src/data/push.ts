import {
  errorMessage,
  isConflict,
  isMissing,
  isNotFound,
  unwrap,
  type Main,
} from '@newsdesk/api-client';
import { useConfirm, useToast, type PushDialogValues, useTranslation } from '@newsdesk/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './clients';
import {
  createPush,
  pushKeys,
  type PushListQuery,
  type PushTarget,
  type PushValues,
} from './articlePush';

/**
 * The push domain (operations §Push): the list, one push, its delivery status, cancel, a new
 * broadcast (from the list's dialog or the new push page) and the site-wide notification
 * (`omni-notification`, +08:00).
 */
export type Push = Main.components['schemas']['PushNotification'];
export type PushStatusReport = Main.components['schemas']['PushStatusReport'];
type OmniValue = Main.components['schemas']['OmniNotificationValue'];

export * from './articlePush';

/** A time as the spec's site-wide notification wants it: ISO 8601 in China time (+08:00). */
export function toChinaIso(ms: number): string {
  const china = new Date(Math.floor(ms / 1000) * 1000 + 8 * 3_600_000);
  return `${china.toISOString().slice(0, 19)}+08:00`;
}

/** Stores the site-wide notification (operations §7: key, name, value; timezone +08:00). */
export async function saveOmniNotification(value: Omit<OmniValue, 'publishedAt'> & { at: number }) {
  let version: number | undefined;
  try {
    version = (await unwrap(api.main.GET('/v1/admin/kv/omni-notification'))).version;
  } catch (e) {
    // Never saved yet (404): it is created.
    if (!isMissing(e)) throw e;
  }
  return unwrap(
    api.main.POST('/v1/admin/kv/omni-notification', {
      body: {
        key: 'omni-notification',
        name: 'Site notification',
        value: {
          title: value.title,
          body: value.body,
          url: value.url,
          publishedAt: toChinaIso(value.at),
        },
        ...(version !== undefined ? { version } : {}),
      },
    }),
  );
}

/** A page of the push list; the previous page stays while the next loads. */
export function usePushList(query: PushListQuery) {
  return useQuery({
    queryKey: pushKeys.list(query),
    queryFn: () => unwrap(api.main.GET('/v1/admin/push/umeng/list', { params: { query } })),
    placeholderData: keepPreviousData,
  });
}

/**
 * One push with its load state mapped for the page: `missing` when the id is not a push (or not a
 * number), `error` the server's message otherwise.
 */
export function usePush(id: number | null) {
  const query = usePushQuery(id);
  const missing = id === null || (query.isError && isNotFound(query.error));
  return {
    data: query.data,
    missing,
    error: query.isError && !missing ? errorMessage(query.error) : null,
    retry: () => void query.refetch(),
  };
}

function usePushQuery(id: number | null) {
  return useQuery({
    queryKey: pushKeys.detail(id ?? 0),
    queryFn: () =>
      unwrap(api.main.GET('/v1/admin/push/umeng/{id}/detail', { params: { path: { id: id! } } })),
    enabled: id !== null && Number.isFinite(id),
    retry: false,
  });
}

/**
 * Asks the provider for a push's delivery state (on demand); the answer updates the push in the
 * cache and the lists are refreshed.
 */
export function useRefreshPushStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.main.GET('/v1/admin/push/umeng/{id}/status', { params: { path: { id } } })),
    onSuccess: (report) => {
      queryClient.setQueryData<Push>(pushKeys.detail(report.id), (push) =>
        push
          ? {
              ...push,
              status: report.status,
              error: report.error,
              sent_count: report.sent_count,
              open_count: report.open_count,
              dismiss_count: report.dismiss_count,
            }
          : push,
      );
      void queryClient.invalidateQueries({ queryKey: pushKeys.lists() });
    },
  });
}

/**
 * The delivery state asked on demand for the push page: `refresh(id)` shows a refusal as a toast;
 * `checkedAt(id)` is when that push was last checked (null before).
 */
export function usePushStatusRefresh() {
  const toast = useToast();
  const refresh = useRefreshPushStatus();
  return {
    refreshing: refresh.isPending,
    checkedAt: (id: number | null) =>
      refresh.data && refresh.data.id === id ? refresh.data.checked_at : null,
    refresh: (id: number) => refresh.mutate(id, { onError: (e) => toast.error(errorMessage(e)) }),
  };
}

/**
 * Cancel with a confirm first (operations §4), then the toast of the outcome; a sent push is
 * recalled, and the confirm says so.
 */
export function usePushCancel() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const toast = useToast();
  const cancel = useCancelPush();
  return async (push: { id: number; title: string; version: number; status: Push['status'] }) => {
    const ok = await confirm({
      title: t('push-cancel-confirm-title'),
      // A sent push is recalled (designed here): the confirm says so.
      message: t(
        push.status === 'sent' ? 'push-cancel-sent-confirm-message' : 'push-cancel-confirm-message',
        { title: push.title },
      ),
      confirmLabel: t('push-cancel'),
      cancelLabel: t('push-cancel-keep'),
      tone: 'danger',
    });
    if (!ok) return;
    try {
      await cancel.mutateAsync({ id: push.id, version: push.version });
      toast.success(t('push-cancelled'));
    } catch (e) {
      toast.error(isConflict(e) ? t('push-conflict') : errorMessage(e));
    }
  };
}

/** Cancels a push at the version read; a conflict reloads it (the caller says so). */
export function useCancelPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; version: number }) =>
      unwrap(
        api.main.POST('/v1/admin/push/umeng/{id}/cancel', {
          params: { path: { id: v.id } },
          body: { version: v.version },
        }),
      ),
    onSuccess: (push) => queryClient.setQueryData(pushKeys.detail(push.id), push),
    onSettled: (_data, _error, v) => {
      void queryClient.invalidateQueries({ queryKey: pushKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: pushKeys.detail(v.id) });
    },
  });
}

/** A new push from the new push page, and the site-wide notification when asked. */
export function useCreatePush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (v: { values: PushValues; target: PushTarget; siteWide: boolean }) => {
      const push = await createPush(v.values, v.target);
      if (v.siteWide)
        await saveOmniNotification({
          title: v.values.title,
          body: v.values.body,
          url: /^https?:\/\//i.test(v.target.url) ? v.target.url : '',
          at: push.start_time,
        });
      return push;
    },
    onSuccess: (push) => {
      queryClient.setQueryData(pushKeys.detail(push.id), push);
      void queryClient.invalidateQueries({ queryKey: pushKeys.lists() });
    },
  });
}

const KIND_OF = { article: 1, video: 3, omenReport: 9, roadshow: 13 } as const;

/** What a push opens, from the push form's link type, link and picked content. */
export function pushTargetOf(
  values: Pick<PushDialogValues, 'link_type' | 'url' | 'content_id'>,
): PushTarget {
  const kind =
    values.link_type in KIND_OF ? KIND_OF[values.link_type as keyof typeof KIND_OF] : null;
  return kind !== null && values.content_id !== null
    ? { url: values.url, content: { kind, id: Number(values.content_id) } }
    : { url: values.url };
}

/**
 * Sends what the push form gives (the new push page and the dashboard's dialog): the push, and the
 * site-wide notification when asked; the toast of the outcome. Rejects after a refusal so the form
 * keeps what was typed.
 */
export function usePushSubmit() {
  const { t } = useTranslation();
  const toast = useToast();
  const create = useCreatePush();
  return async (values: PushDialogValues, siteWide: boolean): Promise<Push> => {
    try {
      const push = await create.mutateAsync({
        values: {
          title: values.title,
          body: values.body,
          platform: values.platform,
          start_time: values.start_time,
        },
        target: pushTargetOf(values),
        siteWide,
      });
      toast.success(t('event-notification-success'));
      return push;
    } catch (e) {
      toast.error(errorMessage(e));
      throw e;
    }
  };
}
