import type { MainHandlers } from '../http/types';
import { getRoadshow, listRoadshows, setRoadshowStatus } from '../services/roadshows';

/** Roadshows (content §4): REST reads them and sets their status; live progress follows the clock. */
export const roadshowHandlers = {
  listRoadshows: ({ ctx, query }) => listRoadshows(ctx, query),
  setRoadshowStatus: ({ ctx, body }) => setRoadshowStatus(ctx, body.id, body.status, body.version),
  getRoadshow: ({ ctx, params }) => getRoadshow(ctx, params.id),
} satisfies MainHandlers;
