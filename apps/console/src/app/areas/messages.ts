import { withMessages, type PageModule } from '../pageModule';
import type { ScreenId } from '../routes';

/**
 * The built pages of one area, by screen id. System messages: the list, create and edit, and notification types (issue #14).
 * The route table (`routes.tsx`) owns paths, widths and sidebar places; an area only adds its pages
 * here, so areas never edit the same file.
 */
export const pages: Partial<Record<ScreenId, PageModule>> = {
  'message-system': withMessages(
    () => import('../../pages/messages/SysMessageListPage'),
    'sysmessages',
  ),
  'message-create': withMessages(
    () => import('../../pages/messages/SysMessageCreatePage'),
    'sysmessages',
    'editor',
  ),
  'message-systemmessage': withMessages(
    () => import('../../pages/messages/DeliveredMessagesPage'),
    'sysmessages',
  ),
  'message-edit': withMessages(
    () => import('../../pages/messages/SysMessageEditPage'),
    'sysmessages',
    'editor',
  ),
};
