import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { rename, rm, stat, truncate } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. The reference server emulates an object store on local disk; a real
 * provider (S3, Qiniu…) implements the same interface.
 */
export interface Storage {
  /** Stores a stream under `key`, replacing what was there; returns its size and SHA-1. */
  put(key: string, data: Readable, maxBytes: number): Promise<{ size: number; hash: string }>;
  /** The bytes of `key`, or of the inclusive byte range `range` of it. */
  read(key: string, range?: { start: number; end: number }): Readable;
  exists(key: string): Promise<boolean>;
  /** A local path to the bytes (for metadata parsing). */
  localPath(key: string): string;
  remove(key: string): Promise<void>;
  /**
   * Resumable uploads (designed here): the bytes held for an unfinished upload of `key`, 0 when
   * none. They are not a file of the store (never served) until `completePartial`.
   */
  partialSize(key: string): Promise<number>;
  /**
   * Writes `data` into the held bytes of `key` from `offset` (0 starts over, dropping what was
   * held; otherwise `offset` must be the held size). The bytes received stay held when `data`
   * fails part-way (a cut connection), so the upload can go on from there. Returns the held size.
   */
  appendPartial(key: string, data: Readable, offset: number, maxBytes: number): Promise<number>;
  /** Makes the held bytes the file of `key` (replacing it); returns its size and SHA-1. */
  completePartial(key: string): Promise<{ size: number; hash: string }>;
}

export class FileTooLargeError extends Error {}

/** A new unique storage key with the given extension (one path segment). */
export function newStorageKey(extension: string, now = Date.now()): string {
  const d = new Date(now + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
  return `u${d}-${randomBytes(6).toString('hex')}.${extension}`;
}

export const isValidKey = (key: string) =>
  /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/.test(key) && !key.includes('..');

export class LocalDiskStorage implements Storage {
  /** Held bytes of unfinished uploads: a folder no key can name (keys never start with a dot). */
  private readonly partials: string;

  constructor(private readonly root: string) {
    mkdirSync(root, { recursive: true });
    this.partials = path.join(root, '.partial');
    mkdirSync(this.partials, { recursive: true });
  }

  private partialPath(key: string): string {
    if (!isValidKey(key)) throw new Error(`Invalid storage key ${key}`);
    return path.join(this.partials, key);
  }

  async partialSize(key: string): Promise<number> {
    try {
      return (await stat(this.partialPath(key))).size;
    } catch {
      return 0;
    }
  }

  async appendPartial(key: string, data: Readable, offset: number, maxBytes: number) {
    const target = this.partialPath(key);
    if (offset === 0) await rm(target, { force: true });
    else if ((await this.partialSize(key)) !== offset) throw new Error('offset mismatch');
    else await truncate(target, offset);
    let size = offset;
    try {
      await pipeline(
        data,
        async function* (source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            size += chunk.length;
            if (size > maxBytes) throw new FileTooLargeError('File too large');
            yield chunk;
          }
        },
        createWriteStream(target, { flags: 'a' }),
      );
    } catch (e) {
      // Too large: nothing is kept. Cut off: what reached the disk stays held.
      if (e instanceof FileTooLargeError) await rm(target, { force: true });
      throw e;
    }
    return size;
  }

  async completePartial(key: string) {
    const held = this.partialPath(key);
    const hash = createHash('sha1');
    let size = 0;
    for await (const chunk of createReadStream(held) as AsyncIterable<Buffer>) {
      size += chunk.length;
      hash.update(chunk);
    }
    await rename(held, this.localPath(key));
    return { size, hash: hash.digest('hex') };
  }

  localPath(key: string): string {
    if (!isValidKey(key)) throw new Error(`Invalid storage key ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, data: Readable, maxBytes: number) {
    const target = this.localPath(key);
    const temp = `${target}.${randomBytes(4).toString('hex')}.part`;
    const hash = createHash('sha1');
    let size = 0;
    try {
      await pipeline(
        data,
        async function* (source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            size += chunk.length;
            if (size > maxBytes) throw new FileTooLargeError('File too large');
            hash.update(chunk);
            yield chunk;
          }
        },
        createWriteStream(temp),
      );
      await rename(temp, target);
    } catch (e) {
      await rm(temp, { force: true });
      throw e;
    }
    return { size, hash: hash.digest('hex') };
  }

  read(key: string, range?: { start: number; end: number }): Readable {
    return createReadStream(this.localPath(key), range);
  }

  async exists(key: string) {
    if (!isValidKey(key)) return false;
    const p = this.localPath(key);
    return existsSync(p) && (await stat(p)).isFile();
  }

  async remove(key: string) {
    await rm(this.localPath(key), { force: true });
  }
}
