import { createHash, randomBytes } from 'node:crypto';

/**
 * Tokens are 32 random bytes (base64url). Only their SHA-256 is stored, so a database dump does not
 * hold usable tokens; the token itself never lands in a log.
 */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A token is well-formed when it is 43 base64url characters. */
export const isWellFormedToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);
