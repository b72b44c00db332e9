import { ApiError, UNKNOWN_SERVER_ERROR } from './errors';
import type { components } from './generated/main';
import { unwrap, type MainClient, TOKEN_HEADER } from './rest';
import type { TokenStore } from './session';

type UploadToken = components['schemas']['UploadToken'];
type UploadResult = components['schemas']['UploadResult'];
type FileMeta = components['schemas']['StorageFileMeta'];
type AvInfo = components['schemas']['AvInfo'];

export type UploadStage = 'token' | 'uploading' | 'meta' | 'avinfo' | 'done';

export interface UploadProgress {
  stage: UploadStage;
  loaded: number;
  total: number;
  /** 0–100 over the byte upload. */
  percent: number;
}

export interface UploadedFile {
  key: string;
  file_url: string;
  name: string;
  extension: string;
  meta: FileMeta;
  upload: UploadResult;
  /** Audio and video only: duration in seconds and size in bytes. */
  avinfo: AvInfo['format'] | null;
}

export interface UploadOptions {
  bucket?: 'media' | 'video';
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

const AV_EXTENSIONS = new Set(['mp4', 'mp3']);

/**
 * The upload flow as one call: ask for a token, upload with progress events, read the file meta,
 * and for audio and video read `avinfo` (duration and size).
 */
export function createUploader(
  main: MainClient,
  tokenStore: TokenStore,
  transport: UploadTransport = defaultTransport,
) {
  return async function uploadFile(
    file: Blob & { name: string },
    options: UploadOptions = {},
  ): Promise<UploadedFile> {
    const extension = extensionOf(file.name);
    if (!extension) throw new ApiError('api', 'Please select your file', { code: 40001 });
    const progress = (stage: UploadStage, loaded = 0) =>
      options.onProgress?.({
        stage,
        loaded,
        total: file.size,
        percent: file.size ? Math.round((loaded / file.size) * 100) : 100,
      });

    progress('token');
    const token: UploadToken = await unwrap(
      main.GET('/v1/radio/{storage}/token', {
        params: {
          path: { storage: 'qiniu' },
          query: {
            bucket: options.bucket ?? (extension === 'mp4' ? 'video' : 'media'),
            file_extension: extension,
            full_file_name: file.name,
          },
        },
        signal: options.signal,
      }),
    );

    progress('uploading', 0);
    const form = new FormData();
    form.set('token', token.token);
    form.set('key', token.key);
    form.set('file', file, file.name);
    const upload = await transport(
      token.upload_url,
      form,
      tokenStore.get(),
      (loaded) => progress('uploading', loaded),
      options.signal,
    );

    progress('meta', file.size);
    const meta = await unwrap(
      main.GET('/v1/radio/{storage}/filemeta', {
        params: { path: { storage: 'qiniu' }, query: { key: token.key } },
        signal: options.signal,
      }),
    );

    let avinfo: AvInfo['format'] | null = null;
    if (AV_EXTENSIONS.has(extension)) {
      progress('avinfo', file.size);
      const info = await unwrap(
        main.GET('/storage/{key}', {
          params: { path: { key: token.key }, query: { avinfo: '' } },
          signal: options.signal,
        }),
      );
      avinfo = info.format;
    }
    progress('done', file.size);
    return {
      key: token.key,
      file_url: token.file_url,
      name: file.name,
      extension,
      meta,
      upload,
      avinfo,
    };
  };
}

/** Sends the multipart form; resolves the envelope's data. */
export type UploadTransport = (
  url: string,
  form: FormData,
  token: string | null,
  onProgress: (loaded: number) => void,
  signal?: AbortSignal,
) => Promise<UploadResult>;

interface Envelope<T> {
  status: number;
  code: number;
  message: string;
  data: T;
}

function parseEnvelope<T>(status: number, text: string): T {
  let body: Envelope<T> | null = null;
  try {
    body = JSON.parse(text) as Envelope<T>;
  } catch {
    throw new ApiError('network', 'Uploading failed', { httpStatus: status });
  }
  if (!body || body.status !== 0) {
    throw new ApiError('api', body?.message || 'Uploading failed', {
      code: body?.code ?? 0,
      httpStatus: status,
      data: body?.data,
    });
  }
  return body.data;
}

/** XMLHttpRequest where it exists (progress events), fetch otherwise (progress at 0 and 100 %). */
export const defaultTransport: UploadTransport = (url, form, token, onProgress, signal) => {
  if (typeof XMLHttpRequest === 'undefined') {
    return fetch(url, {
      method: 'POST',
      body: form,
      headers: token ? { [TOKEN_HEADER]: token } : {},
      signal,
    })
      .then(async (res) => {
        const data = parseEnvelope<UploadResult>(res.status, await res.text());
        onProgress(data.fsize);
        return data;
      })
      .catch((e: unknown) => {
        if (e instanceof ApiError) throw e;
        throw new ApiError(
          'network',
          e instanceof Error && e.message ? e.message : UNKNOWN_SERVER_ERROR,
          { cause: e },
        );
      });
  }
  return new Promise<UploadResult>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    if (token) xhr.setRequestHeader(TOKEN_HEADER, token);
    xhr.upload.onprogress = (e) => onProgress(e.loaded);
    xhr.onload = () => {
      try {
        resolve(parseEnvelope<UploadResult>(xhr.status, xhr.responseText));
      } catch (e) {
        reject(e);
      }
    };
    xhr.onerror = () => reject(new ApiError('network', 'Uploading failed'));
    xhr.onabort = () => reject(new ApiError('network', 'upload failed'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
};
