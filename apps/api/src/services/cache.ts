/**
 * Counts of list queries (the `total` of a page) are the expensive part of a list on 100,000 rows.
 * They are cached per table and filter, and every write to the table drops that table's entries, so
 * a count is never stale after a write.
 */
export class CountCache {
  /**
   * Whether whole pages of lists are kept for their second (`remember` in services/articles.ts).
   * The bench turns it off to measure every page read from the database.
   */
  pagesCached = true;

  private readonly entries = new Map<string, Map<string, number>>();
  private readonly maxPerTable = 500;

  async get(table: string, key: string, compute: () => Promise<number>): Promise<number> {
    const hit = this.entries.get(table)?.get(key);
    if (hit !== undefined) return hit;
    const stamp = this.stamp(table);
    const value = await compute();
    // A write during the count may not be in it: such a count answers this read but is not kept.
    if (this.stamp(table) !== stamp) return value;
    let forTable = this.entries.get(table);
    if (!forTable) this.entries.set(table, (forTable = new Map()));
    if (forTable.size >= this.maxPerTable) forTable.clear();
    forTable.set(key, value);
    return value;
  }

  /** Bumped by every invalidation of a table (and `epoch` by `clear`). */
  private readonly generations = new Map<string, number>();
  private epoch = 0;
  private stamp(table: string) {
    return `${this.epoch}:${this.generations.get(table) ?? 0}`;
  }

  /**
   * A value derived from `deps` tables (e.g. the landmarks of a filtered list, services/paging.ts)
   * kept until the next write to one of them, like a count. Concurrent identical reads share one
   * query; a failed read is not kept.
   */
  keep<T>(deps: string | readonly string[], key: string, compute: () => Promise<T>): Promise<T> {
    const tables = typeof deps === 'string' ? [deps] : deps;
    const id = `${tables.join(',')}|${key}`;
    const hit = this.kept.get(id);
    if (hit) return hit.value as Promise<T>;
    if (this.kept.size >= this.maxKept) this.kept.clear();
    const value = compute();
    const entry = { deps: tables, value };
    this.kept.set(id, entry);
    value.catch(() => {
      if (this.kept.get(id) === entry) this.kept.delete(id);
    });
    return value;
  }

  private readonly kept = new Map<string, { deps: readonly string[]; value: Promise<unknown> }>();
  private readonly maxKept = 500;

  invalidate(table: string) {
    this.generations.set(table, (this.generations.get(table) ?? 0) + 1);
    this.entries.delete(table);
    for (const [key, entry] of this.kept) {
      if (entry.deps.includes(table)) this.kept.delete(key);
    }
    for (const [key, entry] of this.results) {
      if (entry.deps.includes(table)) this.results.delete(key);
    }
  }

  clear() {
    this.epoch += 1;
    this.entries.clear();
    this.kept.clear();
    this.results.clear();
  }

  private readonly results = new Map<
    string,
    { deps: readonly string[]; expires: number; value: Promise<unknown> }
  >();
  private readonly maxResults = 1000;

  /**
   * A whole read (e.g. one page of a list) that depends on `deps` tables: served from memory until a
   * write to one of them (every write invalidates its table) or until `ttlMs` passes (reads whose
   * answer depends on the clock, like the `scheduled` mark). Concurrent identical reads share one
   * query. A failed read is not kept.
   */
  remember<T>(
    deps: readonly string[],
    key: string,
    ttlMs: number,
    now: number,
    compute: () => Promise<T>,
  ): Promise<T> {
    const id = `${deps.join(',')}|${key}`;
    const hit = this.results.get(id);
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    if (this.results.size >= this.maxResults) this.results.clear();
    const value = compute();
    this.results.set(id, { deps, expires: now + ttlMs, value });
    value.catch(() => this.results.delete(id));
    return value;
  }
}
