import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
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
  constructor(private readonly root: string) {
    mkdirSync(root, { recursive: true });
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
      const { rename } = await import('node:fs/promises');
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
