import type { MainHandlers } from '../http/types';
import { getVideo, listVideos, saveVideo, setVideoStatus } from '../services/videos';

/** Videos (content §4): save as draft / post with the schedule, direct status, anchor list. */
export const videoHandlers = {
  saveVideo: async ({ ctx, user, body, reply }) => {
    const { created, video } = await saveVideo(ctx, user, body);
    if (created) reply.code(201);
    return video;
  },
  listVideos: ({ ctx, query }) => listVideos(ctx, query),
  setVideoStatus: ({ ctx, body }) => setVideoStatus(ctx, body.id, body.status, body.version),
  getVideo: ({ ctx, params }) => getVideo(ctx, params.id),
} satisfies MainHandlers;
