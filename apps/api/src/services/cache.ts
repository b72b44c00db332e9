/**
 * Counts of list queries (the `total` of a page) are the expensive part of a list on 100,000 rows.
 * They are cached per table and filter, and every write to the table drops that table's entries, so
 * a count is never stale after a write.
 */
export class CountCache {
  private readonly entries = new Map<string, Map<string, number>>();
  private readonly maxPerTable = 500;

  async get(table: string, key: string, compute: () => Promise<number>): Promise<number> {
    let forTable = this.entries.get(table);
    const hit = forTable?.get(key);
    if (hit !== undefined) return hit;
    const value = await compute();
    if (!forTable) this.entries.set(table, (forTable = new Map()));
    if (forTable.size >= this.maxPerTable) forTable.clear();
    forTable.set(key, value);
    return value;
  }

  invalidate(table: string) {
    this.entries.delete(table);
    for (const [key, entry] of this.results) {
      if (entry.deps.includes(table)) this.results.delete(key);
    }
  }

  clear() {
    this.entries.clear();
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
