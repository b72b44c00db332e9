import { withMessages, type PageModule } from '../pageModule';
import type { ScreenId } from '../routes';

/**
 * The built pages of one area, by screen id. Links, FAQs, roadmaps, calendar topics, the media library (issue #11).
 * The route table (`routes.tsx`) owns paths, widths and sidebar places; an area only adds its pages
 * here, so areas never edit the same file.
 */
export const pages: Partial<Record<ScreenId, PageModule>> = {
  'link-list': withMessages(() => import('../../pages/links/LinkListPage'), 'library'),
  'link-create': withMessages(() => import('../../pages/links/LinkCreatePage'), 'library'),
  medias: withMessages(() => import('../../pages/medias/MediaLibraryPage'), 'library'),
};
