/**
 * Login throttling (issue 18, item 7): failed sign-ins are counted per account (the e-mail as
 * typed, lower-cased, whether or not such an account exists, so the answer reveals nothing) and per
 * client address, over a sliding window. Once an account has `perAccount` failures within the
 * window, or an address `perAddress` (more: several people may share one address), every further
 * attempt is refused, even with the right password and without checking it, until the oldest of
 * those failures leaves the window. A refused attempt is not a failure (it does not push the end
 * further), and a successful sign-in clears the account's failures.
 *
 * The state lives in memory, per server process: a restart forgets it, and two processes behind
 * one address count separately (each still enforces its limits). That is enough to stop guessing
 * at the rate a person or a script can type; a shared store would be needed to count across
 * processes. The map is bounded, so a flood of invented e-mails cannot grow it without end.
 */
export interface LoginThrottleLimits {
  /** Length of the window (ms). */
  windowMs: number;
  /** Failures of one account within the window before sign-in is refused. */
  perAccount: number;
  /** Failures from one client address within the window before sign-in is refused. */
  perAddress: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginThrottleLimits = {
  windowMs: 15 * 60_000,
  perAccount: 5,
  perAddress: 20,
};

const MAX_KEYS = 10_000;

export class LoginThrottle {
  /** Failure times (ms, oldest first) per `account:<email>` / `address:<ip>`. */
  private readonly failures = new Map<string, number[]>();

  constructor(readonly limits: LoginThrottleLimits = DEFAULT_LOGIN_LIMITS) {}

  /** When sign-in is refused for this account or address, the moment (ms) it will be allowed again. */
  blockedUntil(account: string, address: string, now: number): number | null {
    const until = [
      this.until(accountKey(account), this.limits.perAccount, now),
      this.until(addressKey(address), this.limits.perAddress, now),
    ].filter((t): t is number => t !== null);
    return until.length ? Math.max(...until) : null;
  }

  /** A refused sign-in (wrong e-mail or password, frozen or role-less account). */
  recordFailure(account: string, address: string, now: number) {
    for (const key of [accountKey(account), addressKey(address)]) {
      const times = this.recent(key, now);
      times.push(now);
      this.failures.set(key, times);
    }
    if (this.failures.size > MAX_KEYS) this.prune(now);
  }

  /** A successful sign-in: the account starts afresh (the address keeps its count). */
  recordSuccess(account: string) {
    this.failures.delete(accountKey(account));
  }

  /** Failures within the window, oldest first (older ones are dropped). */
  private recent(key: string, now: number): number[] {
    const from = now - this.limits.windowMs;
    const times = (this.failures.get(key) ?? []).filter((t) => t > from);
    if (times.length) this.failures.set(key, times);
    else this.failures.delete(key);
    return times;
  }

  private until(key: string, limit: number, now: number): number | null {
    const times = this.recent(key, now);
    if (times.length < limit) return null;
    // Allowed again when fewer than `limit` failures remain in the window.
    return times[times.length - limit]! + this.limits.windowMs;
  }

  private prune(now: number) {
    for (const key of [...this.failures.keys()]) this.recent(key, now);
    // Still too many (a flood within one window): forget the oldest keys first.
    for (const key of this.failures.keys()) {
      if (this.failures.size <= MAX_KEYS) break;
      this.failures.delete(key);
    }
  }
}

const accountKey = (account: string) => `account:${account.trim().toLowerCase()}`;
const addressKey = (address: string) => `address:${address}`;

/** The answer's message: says what happened and when to try again (whole minutes, rounded up). */
export function throttledMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
