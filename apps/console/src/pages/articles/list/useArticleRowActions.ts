import { errorMessage, isConflict } from '@newsdesk/api-client';
import {
  useConfirm,
  useToast,
  type ArticleAction,
  type ArticleRowData,
  type PushDialogValues,
  useTranslation,
} from '@newsdesk/ui';
import { useState } from 'react';
import { articleDeepLink, useArticlePush } from '../../../data/articlePush';
import { useArticleStatus, type ArticleStatus, type ArticleSummary } from '../../../data/articles';
import { useCopyContentLink, useOpenContent } from '../../../data/contentActions';
import { ContentKind } from '../../../data/contentRoutes';
import { useSession } from '../../../data/session';

/**
 * The row menu of the article list (content §4): edit, copy link, publish, push, convert to draft
 * and delete, each with its toast; push (admins only, like the API) opens the push dialog.
 */
export function useArticleRowActions(rows: readonly ArticleSummary[] | undefined) {
  const { t } = useTranslation();
  const openContent = useOpenContent();
  const toast = useToast();
  const confirm = useConfirm();
  const status = useArticleStatus();
  const push = useArticlePush();
  const copyLink = useCopyContentLink();
  const session = useSession();
  const canPush = session.roles.includes('Admin');
  const [pushing, setPushing] = useState<ArticleRowData | null>(null);

  const versionOf = (id: number) => rows?.find((a) => a.id === id)?.version ?? 1;

  const changeStatus = async (item: ArticleRowData, next: ArticleStatus, success: string) => {
    try {
      await status.mutateAsync({ id: item.id, status: next, version: versionOf(item.id) });
      toast.success(success);
    } catch (e) {
      toast.error(isConflict(e) ? t('articles-conflict') : errorMessage(e));
    }
  };

  const onAction = async (action: ArticleAction, item: ArticleRowData) => {
    switch (action) {
      case 'edit':
        openContent({ kind: ContentKind.ARTICLE, id: item.id });
        return;
      case 'copy-link':
        await copyLink({ kind: ContentKind.ARTICLE, id: item.id });
        return;
      case 'publish':
        await changeStatus(item, 'published', t('articles-published'));
        return;
      case 'push':
        // The content must be published before it can be pushed (content §4).
        if (item.status !== 'published') toast.error(t('ae-publish-first'));
        else setPushing(item);
        return;
      case 'draft':
        await changeStatus(item, 'draft', t('articles-converted-draft'));
        return;
      case 'delete': {
        const ok = await confirm({
          title: t('articles-confirm-delete-title'),
          message: t('articles-confirm-delete-message', { title: item.title }),
          tone: 'danger',
          confirmLabel: t('action-delete'),
        });
        if (ok) await changeStatus(item, 'deleted', t('event-delete-success'));
        return;
      }
    }
  };

  const sendPush = async (item: ArticleRowData, values: PushDialogValues) => {
    try {
      await push.mutateAsync({ articleId: item.id, values });
      toast.success(t('event-notification-success'));
    } catch (e) {
      toast.error(errorMessage(e));
      throw e;
    }
  };

  return {
    canPush,
    onAction: (action: ArticleAction, item: ArticleRowData) => void onAction(action, item),
    push: pushing
      ? {
          item: pushing,
          summary: rows?.find((a) => a.id === pushing.id)?.summary ?? null,
          // Operations §5: the push opens this article, and may not be sent before it is out.
          content: {
            type: 'article' as const,
            id: pushing.id,
            title: pushing.title,
            url: articleDeepLink(pushing.id),
            publishedAt: rows?.find((a) => a.id === pushing.id)?.published_at ?? null,
          },
          close: () => setPushing(null),
          send: (values: PushDialogValues) => sendPush(pushing, values),
        }
      : null,
  };
}
