import type { MainHandlers } from '../http/types';
import { createMediaQuick, deleteMedia, listMedia, updateMedia } from '../services/media';

/** The media library (content §3 File/media): entries for uploaded files, versioned edits. */
export const mediaHandlers = {
  listMedia: ({ ctx, query }) => listMedia(ctx, query),
  createMediaQuick: ({ ctx, user, body }) => createMediaQuick(ctx, user, body),
  updateMedia: ({ ctx, params, body }) => updateMedia(ctx, params.id, body),
  deleteMedia: ({ ctx, params, body }) => deleteMedia(ctx, params.id, body.version),
} satisfies MainHandlers;
