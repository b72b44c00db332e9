import type { MainHandlers } from '../http/types';
import { getAvInfo } from '../services/avinfo';
import { getFileMeta, getUploadOffset, issueUploadToken, receiveUpload } from '../services/upload';

/**
 * Uploads to the emulated object store: token, multipart upload (resumable from the held bytes'
 * offset, designed here), file information and `?avinfo`
 * (the plain `GET /storage/{key}` download is answered before this by routes/storage.ts).
 */
export const uploadHandlers = {
  getUploadToken: ({ ctx, user, query }) => issueUploadToken(ctx, user, query),
  getFileMeta: ({ ctx, query }) => getFileMeta(ctx, query.key),
  getUploadOffset: ({ ctx, query }) => getUploadOffset(ctx, query),
  uploadFile: ({ ctx, raw }) => receiveUpload(ctx, raw),
  getAvInfo: ({ ctx, params }) => getAvInfo(ctx, params.key),
} satisfies MainHandlers;
