import { withMessages, type PageModule } from '../pageModule';
import type { ScreenId } from '../routes';

/**
 * The built pages of one area, by screen id. Videos and their episodes (issue #11).
 * The route table (`routes.tsx`) owns paths, widths and sidebar places; an area only adds its pages
 * here, so areas never edit the same file.
 */
const editor = withMessages(
  () => import('../../pages/videos/editor/VideoEditorPage'),
  'videos',
  'editor',
);

export const pages: Partial<Record<ScreenId, PageModule>> = {
  'video-list': withMessages(() => import('../../pages/videos/list/VideoListPage'), 'videos'),
  'video-create': editor,
  'video-editor': editor,
};
