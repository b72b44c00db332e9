import { errorMessage, isConflict } from '@newsdesk/api-client';
import {
  useConfirm,
  useToast,
  type ChannelAddRequest,
  type PickerContentType,
  type TagContentRow,
  type TagRelationGroupNumber,
  useTranslation,
} from '@newsdesk/ui';
import { usePanelSources, type PanelPick } from '../../data/panels';
import { CoveredByAllError, PANEL_KINDS, useChannelEdits } from '../../data/tags';

const PANEL_TYPES = ['omenReport', 'article', 'video', 'roadshow'] as const;

/**
 * The tag detail's channel edits: the selection panels of the content kinds that carry tag
 * relations, adding the picks to a channel and taking a row out (after a confirm), with toasts.
 */
export function useChannelEditor(tagId: number, group: TagRelationGroupNumber) {
  const { t } = useTranslation();
  const toast = useToast();
  const confirm = useConfirm();
  const { sources, ready } = usePanelSources(PANEL_TYPES);
  const { add, remove } = useChannelEdits(tagId);

  const failed = (e: unknown) =>
    toast.error(isConflict(e) ? t('desk-tag-conflict') : errorMessage(e));

  return {
    sources,
    ready,
    busy: add.isPending || remove.isPending,
    add: async (type: PickerContentType, picks: PanelPick[], target: ChannelAddRequest) => {
      const kind = PANEL_KINDS[type as keyof typeof PANEL_KINDS];
      if (kind === undefined) return;
      try {
        const done = await add.mutateAsync({
          kind,
          ids: picks.map((p) => Number(p.id)),
          group: target.group,
          k: target.k,
        });
        if (done.added) toast.success(t('desk-channel-added', { count: done.added }));
        if (done.already) toast.info(t('desk-channel-already', { count: done.already }));
      } catch (e) {
        failed(e);
      }
    },
    remove: async (row: TagContentRow) => {
      const ok = await confirm({
        title: t('desk-channel-remove-title'),
        message: t('desk-channel-remove-message', {
          title: row.title,
          channel: t(`desk-group-${group}`),
        }),
        confirmLabel: t('desk-channel-remove-confirm'),
        cancelLabel: t('action-cancel'),
        tone: 'danger',
      });
      if (!ok) return;
      try {
        await remove.mutateAsync({ kind: row.kind, id: row.raw_id, group });
        toast.success(t('desk-channel-removed'));
      } catch (e) {
        if (e instanceof CoveredByAllError) toast.error(t('desk-channel-in-all'));
        else failed(e);
      }
    },
  };
}
