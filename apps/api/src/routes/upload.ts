import type { MainHandlers } from '../http/types';
import { getAvInfo } from '../services/avinfo';
import { getFileMeta, issueUploadToken, receiveUpload } from '../services/upload';

/**
 * Uploads to the emulated object store: token, multipart upload, file information and `?avinfo`
 * (the plain `GET /storage/{key}` download is answered before this by routes/storage.ts).
 */
export const uploadHandlers = {
  getUploadToken: ({ ctx, user, query }) => issueUploadToken(ctx, user, query),
  getFileMeta: ({ ctx, query }) => getFileMeta(ctx, query.key),
  uploadFile: ({ ctx, raw }) => receiveUpload(ctx, raw),
  getAvInfo: ({ ctx, params }) => getAvInfo(ctx, params.key),
} satisfies MainHandlers;
