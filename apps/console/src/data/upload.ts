import {
  ApiError,
  defaultTransport,
  ERROR_MESSAGES,
  unwrap,
  type Main,
  type UploadTransport,
} from '@newsdesk/api-client';
import { api } from './clients';

/**
 * The upload flow of operations §7 for large files (videos), one step at a time: an upload token
 * (`GET /v1/radio/qiniu/token`), the file itself (`POST` to the token's `upload_url`), its file
 * information (`GET /v1/radio/qiniu/filemeta`) and, for audio and video, `?avinfo` (duration and
 * size). The bytes go as the `File` itself, so the browser streams them from disk: the page never
 * reads the file into memory, whatever its size. Progress is reported as bytes are sent; `cancel()`
 * stops the running step; `resume()` after a failure or a cancel continues from the step that did
 * not finish (a live token is reused, an upload that completed is not sent again). An upload cut
 * off part-way resumes at the byte (designed here): the store keeps what it received, the task asks
 * how much (`GET /v1/radio/{storage}/upload/offset`) and sends the rest of the file from there with
 * the form's `offset` (a slice of the `File`, still read from disk), progress going on from it.
 *
 * Other areas (media library, reports) may use it for any file; `bucket` defaults by extension.
 */
export type UploadToken = Main.components['schemas']['UploadToken'];
export type UploadResult = Main.components['schemas']['UploadResult'];
export type StorageFileMeta = Main.components['schemas']['StorageFileMeta'];
export type UploadOffset = Main.components['schemas']['UploadOffset'];
export type AvFormat = Main.components['schemas']['AvInfo']['format'];

export type UploadStep = 'token' | 'upload' | 'meta' | 'avinfo' | 'done';

export interface UploadProgressEvent {
  step: UploadStep;
  loaded: number;
  total: number;
}

export interface UploadedFileInfo {
  key: string;
  url: string;
  name: string;
  extension: string;
  size: number;
  mime: string;
  /** Audio and video: seconds and bytes read from `?avinfo`; null otherwise. */
  avinfo: AvFormat | null;
}

export interface UploadOptions {
  bucket?: 'media' | 'video';
  onProgress?: (event: UploadProgressEvent) => void;
  /** The byte transport (tests and stories replace it); XMLHttpRequest with progress events. */
  transport?: UploadTransport;
  /** "Now" for the token's expiry check. */
  now?: () => number;
}

const AV_EXTENSIONS = new Set(['mp4', 'mp3']);
/** A token this close to its end is not reused for a new attempt (ms). */
const TOKEN_MARGIN_MS = 60_000;

export const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/** A cancel: the task can be resumed. */
export const isUploadCancelled = (e: unknown) => e instanceof UploadCancelled;
export class UploadCancelled extends Error {
  constructor() {
    super('upload cancelled');
    this.name = 'UploadCancelled';
  }
}

/** One file's upload: `start()` once, then `resume()` after a failure, `cancel()` any time. */
export interface UploadTask {
  readonly file: File;
  /** The step that runs next (or ran last and failed). */
  readonly step: UploadStep;
  start(): Promise<UploadedFileInfo>;
  resume(): Promise<UploadedFileInfo>;
  cancel(): void;
}

export function createUploadTask(file: File, options: UploadOptions = {}): UploadTask {
  const extension = extensionOf(file.name);
  const bucket = options.bucket ?? (extension === 'mp4' ? 'video' : 'media');
  const transport = options.transport ?? defaultTransport;
  const now = options.now ?? Date.now;
  let token: UploadToken | null = null;
  /** The store has the whole file under the token's key. */
  let uploaded = false;
  /** An upload of the token's key was started: the store may hold part of it. */
  let started = false;
  let meta: StorageFileMeta | null = null;
  let avinfo: AvFormat | null = null;
  let step: UploadStep = 'token';
  let controller: AbortController | null = null;
  let running: Promise<UploadedFileInfo> | null = null;

  const report = (loaded: number) =>
    options.onProgress?.({ step, loaded: Math.min(loaded, file.size), total: file.size });

  const run = async (): Promise<UploadedFileInfo> => {
    if (!extension) throw new ApiError('api', ERROR_MESSAGES.selectFile, { code: 40001 });
    controller = new AbortController();
    const { signal } = controller;
    const guard = () => {
      if (signal.aborted) throw new UploadCancelled();
    };
    try {
      if (!token || token.expires_at - TOKEN_MARGIN_MS < now()) {
        // A new token names a new key: what was sent under the old one is sent again.
        step = 'token';
        report(0);
        uploaded = false;
        started = false;
        meta = null;
        avinfo = null;
        token = await unwrap(
          api.main.GET('/v1/radio/{storage}/token', {
            params: {
              path: { storage: 'qiniu' },
              query: { bucket, file_extension: extension, full_file_name: file.name },
            },
            signal,
          }),
        );
      }
      guard();
      if (!uploaded) {
        step = 'upload';
        let offset = 0;
        if (started) {
          // After a cut: the bytes the store already holds are not sent again.
          const held: UploadOffset = await unwrap(
            api.main.GET('/v1/radio/{storage}/upload/offset', {
              params: { path: { storage: 'qiniu' }, query: { key: token.key, token: token.token } },
              signal,
            }),
          );
          guard();
          uploaded = held.complete;
          offset = held.complete ? file.size : held.offset;
        }
        if (!uploaded) {
          report(offset);
          const form = new FormData();
          form.set('token', token.token);
          form.set('key', token.key);
          if (offset > 0) form.set('offset', String(offset));
          // The File itself (or its rest, a slice): the browser reads it from disk as it sends.
          form.set('file', offset > 0 ? file.slice(offset) : file, file.name);
          started = true;
          await transport(
            token.upload_url,
            form,
            api.tokenStore.get(),
            (n) => report(offset + n),
            signal,
          );
          uploaded = true;
        }
      }
      guard();
      if (!meta) {
        step = 'meta';
        report(file.size);
        meta = await unwrap(
          api.main.GET('/v1/radio/{storage}/filemeta', {
            params: { path: { storage: 'qiniu' }, query: { key: token.key } },
            signal,
          }),
        );
      }
      guard();
      if (AV_EXTENSIONS.has(extension) && !avinfo) {
        step = 'avinfo';
        report(file.size);
        const info = await unwrap(
          api.main.GET('/storage/{key}', {
            params: { path: { key: token.key }, query: { avinfo: '' } },
            signal,
          }),
        );
        avinfo = info.format;
      }
      step = 'done';
      report(file.size);
      return {
        key: token.key,
        url: token.file_url,
        name: file.name,
        extension,
        size: meta.fsize,
        mime: meta.mime,
        avinfo,
      };
    } catch (e) {
      if (signal.aborted) throw new UploadCancelled();
      throw e;
    } finally {
      controller = null;
      running = null;
    }
  };

  const go = () => (running ??= run());
  return {
    file,
    get step() {
      return step;
    },
    start: go,
    resume: go,
    cancel: () => controller?.abort(),
  };
}

/** A small file in one call (covers, thumbnails): token, upload, file information. */
export const uploadFile = (file: File, options: UploadOptions = {}) =>
  createUploadTask(file, options).start();
