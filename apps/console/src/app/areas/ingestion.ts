import { withMessages, type PageModule } from '../pageModule';
import type { ScreenId } from '../routes';

/**
 * The built pages of one area, by screen id. Sources, crawlers, data and AI (issue #15).
 * The route table (`routes.tsx`) owns paths, widths and sidebar places; an area only adds its pages
 * here, so areas never edit the same file.
 */
export const pages: Partial<Record<ScreenId, PageModule>> = {
  sources: withMessages(() => import('../../pages/sources/SourceListPage'), 'ingestion'),
  source: withMessages(() => import('../../pages/sources/SourcePage'), 'ingestion'),
  'source-groups': withMessages(
    () => import('../../pages/sources/SourceGroupListPage'),
    'ingestion',
  ),
  'source-group': withMessages(() => import('../../pages/sources/SourceGroupPage'), 'ingestion'),
  'external-items': withMessages(
    () => import('../../pages/sources/ExternalItemListPage'),
    'ingestion',
  ),
  'external-item': withMessages(() => import('../../pages/sources/ExternalItemPage'), 'ingestion'),
  crawlers: withMessages(() => import('../../pages/crawlers/CrawlerListPage'), 'ingestion'),
  'crawler-playground': withMessages(
    () => import('../../pages/crawlers/CrawlerPlaygroundPage'),
    'ingestion',
  ),
  'crawler-batch': withMessages(() => import('../../pages/crawlers/CrawlerBatchPage'), 'ingestion'),
  'ai-credit': withMessages(() => import('../../pages/ai/AiCreditPage'), 'ingestion'),
  // The rich text editor's texts (editor) and the selection panel's (library) come with it.
  'ai-content': withMessages(
    () => import('../../pages/ai/AiContentPage'),
    'ingestion',
    'editor',
    'library',
  ),
};
