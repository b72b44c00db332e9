import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The crawler's only way out to the network. It refuses private, loopback, link-local and other
 * non-public addresses (checked on the address actually connected to, after DNS resolution, so a
 * name that resolves to 127.0.0.1 is refused as well), unless the allow-list permits them
 * (`CRAWLER_ALLOW_NETWORKS`: addresses or CIDR ranges, comma separated); it gives up after a time
 * limit and stops reading past a size cap.
 */
export class FetchRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FetchRefused';
  }
}

export interface GuardOptions {
  /** Networks allowed although not public (`127.0.0.1/32`, `10.0.0.0/8`, `::1`). */
  allow: readonly string[];
  timeoutMs: number;
  maxBytes: number;
}

export interface FetchedPage {
  status: number;
  contentType: string;
  body: string;
  bytes: number;
}

type Parsed = ipaddr.IPv4 | ipaddr.IPv6;

function parseAllow(entry: string): [Parsed, number] | null {
  try {
    if (entry.includes('/')) return ipaddr.parseCIDR(entry);
    const a = ipaddr.parse(entry);
    return [a, a.kind() === 'ipv4' ? 32 : 128];
  } catch {
    return null;
  }
}

/** Whether an address may be fetched: public unicast, or inside an allowed network. */
export function addressAllowed(address: string, allow: readonly string[]): boolean {
  let parsed: Parsed;
  try {
    parsed = ipaddr.process(address);
  } catch {
    return false;
  }
  for (const entry of allow) {
    const range = parseAllow(entry.trim());
    if (range && range[0].kind() === parsed.kind() && parsed.match(range)) return true;
  }
  return parsed.range() === 'unicast';
}

/** The allow-list of the environment (`CRAWLER_ALLOW_NETWORKS`). */
export const allowFromEnv = (env: NodeJS.ProcessEnv = process.env): string[] =>
  (env.CRAWLER_ALLOW_NETWORKS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

function guardedLookup(allow: readonly string[]): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = addresses as LookupAddress[];
      const bad = list.find((a) => !addressAllowed(a.address, allow));
      if (bad || list.length === 0) {
        const e = new FetchRefused(
          `Refused: ${hostname} resolves to ${bad?.address ?? 'nothing'}, a private or loopback address`,
        );
        return callback(e as NodeJS.ErrnoException, '', 0);
      }
      if ((options as { all?: boolean }).all) return callback(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

/** Fetches `url` under the guard; throws FetchRefused (address, size, time) or a network error. */
export function guardedFetch(
  url: string,
  init: { method: 'GET' | 'POST'; body?: string | null; headers?: Record<string, string> },
  options: GuardOptions,
): Promise<FetchedPage> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return Promise.reject(new FetchRefused(`Refused: ${url} is not a URL`));
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    return Promise.reject(new FetchRefused(`Refused: only http and https are fetched`));
  }
  const host = target.hostname.replace(/^\[|\]$/g, '');
  // An address literal is never looked up: check it here.
  if (ipaddr.isValid(host) && !addressAllowed(host, options.allow)) {
    return Promise.reject(new FetchRefused(`Refused: ${host} is a private or loopback address`));
  }
  const client = target.protocol === 'https:' ? https : http;
  return new Promise<FetchedPage>((resolve, reject) => {
    const req = client.request(
      target,
      {
        method: init.method,
        lookup: guardedLookup(options.allow),
        headers: {
          'user-agent': 'NewsdeskCrawler/1.0',
          accept: 'text/html,application/json;q=0.9,*/*;q=0.5',
          ...(init.body ? { 'content-type': 'application/json' } : {}),
          ...init.headers,
        },
        timeout: options.timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (bytes > options.maxBytes) {
            req.destroy(
              new FetchRefused(`Refused: the answer is larger than ${options.maxBytes} bytes`),
            );
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
            bytes,
          }),
        );
        res.on('error', reject);
      },
    );
    const overall = setTimeout(
      () => req.destroy(new FetchRefused(`Timed out after ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
    req.on('timeout', () =>
      req.destroy(new FetchRefused(`Timed out after ${options.timeoutMs} ms`)),
    );
    req.on('error', (e) => {
      clearTimeout(overall);
      reject(e);
    });
    req.on('close', () => clearTimeout(overall));
    if (init.body) req.write(init.body);
    req.end();
  });
}
