import { useToast, type CrawlerFormValues, type FieldRefusal, useTranslation } from '@newsdesk/ui';
import {
  isDuplicateCrawlerKey,
  isPublishFirst,
  useSaveCrawler,
  type Crawler,
} from '../../data/crawlers';
import { fieldErrorOf, sourceErrorMessage } from '../../data/sources';
import { FORM_FIELDS, inputOf } from './mapping';

/**
 * Saving a crawler from a form: a taken key and a field the server refused go next to their
 * field; "The source must be published first." next to the source and as a toast; other failures
 * as the toast of operations §8.
 */
export function useCrawlerSave(onSaved: (crawler: Crawler) => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveCrawler();
  return async (
    current: Crawler | null,
    values: CrawlerFormValues,
  ): Promise<FieldRefusal<CrawlerFormValues> | undefined> => {
    try {
      const saved = await save.run({
        id: current?.id ?? null,
        version: current?.version ?? 0,
        input: inputOf(values),
      });
      toast.success(t('ing-saved'));
      onSaved(saved);
      return undefined;
    } catch (e) {
      if (isDuplicateCrawlerKey(e)) return { field: 'key', message: t('cr-key-taken') };
      if (isPublishFirst(e)) {
        toast.error(t('cr-publish-first'));
        return { field: 'source_id', message: t('cr-publish-first') };
      }
      const field = fieldErrorOf(e);
      const name = field?.field.replace(/\[(\d+)\]/g, '.$1') ?? '';
      if (field && FORM_FIELDS.has(name.split('.')[0]!)) {
        return { field: name as keyof CrawlerFormValues, message: field.message };
      }
      toast.error(sourceErrorMessage(e));
      throw e;
    }
  };
}
