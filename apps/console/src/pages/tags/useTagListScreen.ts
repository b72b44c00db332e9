import { errorMessage } from '@newsdesk/api-client';
import { useConfirm, useToast, type TagRowData, useTranslation } from '@newsdesk/ui';
import { useListUrl } from '../../data/list';
import { useTagList, useTagWrites, type TagCategory } from '../../data/tags';
import { tagListCodec } from './tagListUrl';

/**
 * One tag list's state: the URL (keyword, kind, page), the page of tags (all, or one category) and
 * the row actions: delete (plain list) and taking a tag out of its category (company, industry).
 */
export function useTagListScreen(category: TagCategory | undefined) {
  const { t } = useTranslation();
  const toast = useToast();
  const confirm = useConfirm();
  const url = useListUrl(tagListCodec);
  const { state } = url;
  const list = useTagList({ kw: state.k, isTopic: state.topic, category, page: state.page });
  const writes = useTagWrites();

  const onDelete = async (tag: TagRowData) => {
    const ok = await confirm({
      title: t('desk-tag-delete-title'),
      message: t('desk-tag-delete-message', { name: tag.name }),
      tone: 'danger',
    });
    if (!ok) return;
    try {
      await writes.remove.mutateAsync({ id: tag.id, version: tag.version });
      toast.success(t('desk-tag-deleted'));
    } catch (e) {
      // "Not available for deletion" (a tag with content, the matrix tag) comes from the catalogue.
      toast.error(errorMessage(e));
    }
  };

  const onRemoveCategory = async (tag: TagRowData) => {
    try {
      await writes.update.mutateAsync({ id: tag.id, version: tag.version, category: null });
      toast.success(t('desk-tag-saved'));
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };

  return { url, state, list, writes, onDelete, onRemoveCategory };
}
