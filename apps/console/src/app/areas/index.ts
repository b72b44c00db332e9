import type { PageModule } from '../pageModule';
import type { ScreenId } from '../routes';
import { pages as calendarPages } from './calendar';
import { pages as dataPages } from './data';
import { pages as deskPages } from './desk';
import { pages as financePages } from './finance';
import { pages as ingestionPages } from './ingestion';
import { pages as libraryPages } from './library';
import { pages as messagePages } from './messages';
import { pages as operationsPages } from './operations';
import { pages as roadshowPages } from './roadshows';
import { pages as userPages } from './users';
import { pages as videoPages } from './videos';

/**
 * Pages the areas built (`areas/*.ts`), by screen id; the route table's own `page` wins. One chunk,
 * loaded with the first screen of an area (routes.tsx): each page's `import()` carries the list of
 * chunks it needs (for modulepreload), and seventy such lists were 6 kB of the first download.
 */
export const areaPages: Partial<Record<ScreenId, PageModule>> = {
  ...videoPages,
  ...roadshowPages,
  ...libraryPages,
  ...deskPages,
  ...userPages,
  ...financePages,
  ...operationsPages,
  ...ingestionPages,
  ...calendarPages,
  ...messagePages,
  ...dataPages,
};
