import { errorMessage, isNotFound } from '@newsdesk/api-client';
import {
  useConfirm,
  useToast,
  type LinkRowData,
  type LinkValues,
  useTranslation,
} from '@newsdesk/ui';
import { useEffect, useMemo } from 'react';
import {
  linkConflictOf,
  useCreateLink,
  useDeleteLink,
  useLink,
  useLinkList,
  useUpdateLink,
} from '../../data/links';
import { useListUrl } from '../../data/list';
import { LINK_PAGE_SIZE, linkListCodec } from './linkQuery';
import { useDirtyLeaveGuard } from './useDirtyLeaveGuard';

/**
 * The link list's state: the URL (keyword, page, the selected link, creation), the page of links,
 * the dialog's link, and the writes with their toasts (saved, deleted, the server's message).
 */
export function useLinkListScreen() {
  const { t } = useTranslation();
  const toast = useToast();
  const confirm = useConfirm();
  const url = useListUrl(linkListCodec, { ignoreForNarrowed: ['page', 'id', 'action'] });
  const { state } = url;
  const query = useMemo(
    () => ({ page: state.page, limit: LINK_PAGE_SIZE, k: state.k || undefined }),
    [state.page, state.k],
  );
  const list = useLinkList(query);
  const selected = useLink(state.id);
  const create = useCreateLink();
  const update = useUpdateLink();
  const remove = useDeleteLink();
  const guard = useDirtyLeaveGuard();
  const { setDirty } = guard;

  // A deep link to a link that does not exist: say so and drop it from the URL.
  const missing = state.id !== null && selected.isError && isNotFound(selected.error);
  useEffect(() => {
    if (!missing) return;
    toast.error(t('link-not-found'));
    url.setState({ ...state, id: null });
  }, [missing, state, toast, t, url]);

  const closeDialog = async () => {
    if (guard.dirty && !(await guard.confirmDiscard())) return;
    setDirty(false);
    url.setState({ ...state, id: null, action: null });
  };

  const saveNew = async (values: LinkValues) => {
    try {
      const link = await create.mutateAsync(values);
      toast.success(t('event-save-complete'));
      setDirty(false);
      url.setState({ k: '', page: 1, id: link.id, action: null });
    } catch (e) {
      toast.error(errorMessage(e));
      throw e;
    }
  };

  const saveEdit = async (values: LinkValues) => {
    const link = selected.data;
    if (!link) return;
    try {
      await update.mutateAsync({ id: link.id, version: link.version, ...values });
      toast.success(t('event-save-complete'));
      setDirty(false);
      url.setState({ ...state, id: null });
    } catch (e) {
      if (linkConflictOf(e)) {
        toast.error(t('link-conflict'));
        setDirty(false);
        void selected.refetch();
      } else toast.error(errorMessage(e));
      throw e;
    }
  };

  const deleteLink = async (link: LinkRowData) => {
    const ok = await confirm({
      title: t('link-delete-title'),
      message: t('link-delete-message', { title: link.title }),
      confirmLabel: t('action-delete'),
      cancelLabel: t('action-cancel'),
      tone: 'danger',
    });
    if (!ok) return;
    try {
      await remove.mutateAsync({ id: link.id, version: link.version });
      toast.success(t('event-delete-success'));
      if (state.id === link.id) url.setState({ ...state, id: null });
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };

  const copyLink = async (link: LinkRowData) => {
    try {
      await navigator.clipboard.writeText(link.to);
      toast.success(t('feedback-copied'));
    } catch {
      toast.error(t('feedback-copy-failed'));
    }
  };

  return {
    url,
    list,
    selected,
    setDirty,
    closeDialog,
    saveNew,
    saveEdit,
    deleteLink,
    copyLink,
    search: (k: string) => url.setState({ ...state, k: k.trim(), page: 1 }),
    edit: (link: LinkRowData) => url.setState({ ...state, id: link.id, action: null }),
    startCreate: () => url.setState({ ...state, id: null, action: 'create' }),
  };
}
