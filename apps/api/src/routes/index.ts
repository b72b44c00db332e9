import type { MainHandlers, SecondHandlers } from '../http/types';
import { articleHandlers } from './articles';
import { adminLogin, authHandlers, getHealth } from './auth';
import { kvHandlers } from './kv';
import { secondAreaHandlers } from './second';
import { messageHandlers } from './messages';
import { orderHandlers } from './orders';
import { dashboardHandlers } from './dashboard';
import { pushHandlers } from './push';
import { tagHandlers } from './tags';
import { userHandlers } from './users';
import { videoHandlers } from './videos';
import { roadshowHandlers } from './roadshows';
import { reportHandlers } from './reports';
import { uploadHandlers } from './upload';
import { mediaHandlers } from './media';
import { productHandlers } from './products';
import { opsSettingsHandlers } from './opsettings';
import { aiHandlers } from '../ai/routes';

/**
 * Every operation of openapi/main.yaml, by operationId. The two unsecured operations are typed as
 * plain handlers (their user is null); the rest receive the signed-in user.
 */
export const mainHandlers = {
  getHealth,
  adminLogin,
  ...authHandlers,
  ...articleHandlers,
  ...kvHandlers,
  ...userHandlers,
  ...pushHandlers,
  ...messageHandlers,
  ...orderHandlers,
  ...dashboardHandlers,
  ...videoHandlers,
  ...roadshowHandlers,
  ...reportHandlers,
  ...uploadHandlers,
  ...mediaHandlers,
  ...productHandlers,
  ...opsSettingsHandlers,
  ...aiHandlers,
} satisfies MainHandlers;

/** Every operation of openapi/second.yaml. */
export const secondHandlers: SecondHandlers = {
  ...tagHandlers,
  ...secondAreaHandlers,
};
