import { ERROR_MESSAGES, errorMessage, isConflict } from '@newsdesk/api-client';
import {
  useConfirm,
  useToast,
  type PushDialogValues,
  type VideoAction,
  type VideoRowData,
  useTranslation,
} from '@newsdesk/ui';
import { useState } from 'react';
import { useCopyContentLink, useOpenContent } from '../../../data/contentActions';
import { ContentKind } from '../../../data/contentRoutes';
import { useSession } from '../../../data/session';
import {
  useVideoPush,
  useVideoStatus,
  videoDeepLink,
  type VideoStatus,
  type VideoSummary,
} from '../../../data/videos';

/**
 * The video list's row menu (content §4): open and edit (the deep link), copy link, publish,
 * convert to draft, delete (asks first), and push (admins; a video must be published first).
 */
export function useVideoRowActions(rows: readonly VideoSummary[]) {
  const { t } = useTranslation();
  const toast = useToast();
  const confirm = useConfirm();
  const openContent = useOpenContent();
  const copyLink = useCopyContentLink();
  const status = useVideoStatus();
  const push = useVideoPush();
  const session = useSession();
  const canPush = session.roles.includes('Admin');
  const [pushing, setPushing] = useState<VideoSummary | null>(null);

  const rowOf = (id: number) => rows.find((v) => v.id === id);

  const changeStatus = async (item: VideoRowData, next: VideoStatus, success: string) => {
    try {
      await status.mutateAsync({
        id: item.id,
        status: next,
        version: rowOf(item.id)?.version ?? 1,
      });
      toast.success(success);
    } catch (e) {
      toast.error(isConflict(e) ? t('vid-conflict') : errorMessage(e));
    }
  };

  const onAction = async (action: VideoAction, item: VideoRowData) => {
    switch (action) {
      case 'open':
      case 'edit':
        openContent({ kind: ContentKind.VIDEO, id: item.id });
        return;
      case 'copy-link':
        await copyLink({ kind: ContentKind.VIDEO, id: item.id });
        return;
      case 'publish':
        await changeStatus(item, 'published', t('vid-published'));
        return;
      case 'draft':
        await changeStatus(item, 'draft', t('vid-converted-draft'));
        return;
      case 'push':
        // The content must be published before it can be pushed (content §5).
        if (item.status !== 'published') toast.error(ERROR_MESSAGES.contentNotPublished);
        else setPushing(rowOf(item.id) ?? null);
        return;
      case 'delete': {
        const ok = await confirm({
          title: t('vid-confirm-delete-title'),
          message: t('vid-confirm-delete-message', { title: item.title }),
          tone: 'danger',
          confirmLabel: t('action-delete'),
        });
        if (ok) await changeStatus(item, 'deleted', t('event-delete-success'));
        return;
      }
    }
  };

  const sendPush = async (video: VideoSummary, values: PushDialogValues) => {
    try {
      await push.mutateAsync({ videoId: video.id, values });
      toast.success(t('event-notification-success'));
    } catch (e) {
      toast.error(errorMessage(e));
      throw e;
    }
  };

  return {
    canPush,
    onAction: (action: VideoAction, item: VideoRowData) => void onAction(action, item),
    push: pushing
      ? {
          video: pushing,
          content: {
            type: 'video' as const,
            id: pushing.id,
            title: pushing.title,
            url: videoDeepLink(pushing.id),
            publishedAt: pushing.display_time,
          },
          close: () => setPushing(null),
          send: (values: PushDialogValues) => sendPush(pushing, values),
        }
      : null,
  };
}
