import { hash as argon2Hash, verify as argon2Verify, type Algorithm } from '@node-rs/argon2';
import { scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Passwords are hashed with Argon2id at OWASP's first recommended configuration (19 MiB of memory,
 * 2 iterations, 1 lane), stored as a PHC string (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`) that
 * carries its own parameters. It verifies in about 9 ms here, against 78 ms for the scrypt this
 * replaced (N=2^15, r=8: 32 MiB, under OWASP's scrypt minimum of N=2^17). @node-rs/argon2 ships
 * prebuilt binaries as npm packages: nothing is downloaded or compiled at install.
 */
// `Algorithm` is an ambient const enum, which isolated modules cannot read at run time: its value.
const ARGON2 = {
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};
const CURRENT = `$argon2id$v=19$m=${ARGON2.memoryCost},t=${ARGON2.timeCost},p=${ARGON2.parallelism}$`;

export function hashPassword(password: string): Promise<string> {
  return argon2Hash(password, ARGON2);
}

/**
 * Hashes written before Argon2id (`scrypt$N$r$p$salt$hash`, base64url) still verify; `needsRehash`
 * says so, and a successful sign-in stores the password again in the current form.
 */
const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );

async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, hash] = stored.split('$');
  if (!n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2id$')) return argon2Verify(stored, password).catch(() => false);
  if (stored.startsWith('scrypt$')) return verifyScrypt(password, stored);
  return false;
}

/** True when a stored hash is not Argon2id with today's parameters. */
export const needsRehash = (stored: string) => !stored.startsWith(CURRENT);

/**
 * A hash of nothing anyone can type, verified when no account matches a sign-in, so an unknown
 * email costs the same time as a wrong password and the answer's timing does not tell them apart.
 */
let decoy: Promise<string> | undefined;
export async function verifyDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(`decoy:${process.pid}:${Date.now()}`);
  await verifyPassword(password, await decoy);
  return false;
}
