import { loadMessages, type MessageArea } from '@newsdesk/ui';
import type { LazyRouteFunction, RouteObject } from 'react-router';

/** A lazily loaded page: a module exporting `Component` (react-router's `lazy`). */
export type PageModule = LazyRouteFunction<RouteObject>;

/** A page whose messages are not bundled with the app: its code and its message areas load together. */
export const withMessages =
  (page: PageModule, ...areas: MessageArea[]): PageModule =>
  async () =>
    (await Promise.all([page(), loadMessages(...areas)]))[0];
