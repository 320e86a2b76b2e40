/** What a {@link ShortCache} holds per key: the value, and until when it may be used. */
interface Held<V> {
  value: V;
  until: number;
}

/**
 * A per-process memo of database lookups, each kept for at most `ttlMs`, for requests that come many times a
 * second with the same answer (presence pointers: the session's user, the user's role on the map). A value is
 * kept only when found (a refusal is looked up again every time), and callers forget keys when the truth changes
 * (sign-out, sharing). A lookup that was under way when something was forgotten is not kept: it may have read the
 * database before the change, and keeping it would bring the old answer back for a whole `ttlMs`.
 */
export class ShortCache<V> {
  private readonly held = new Map<string, Held<V>>();
  /** Moves on every forget: a lookup kept only if nothing was forgotten while it ran. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 20_000,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The value of `key`: kept, or else from `load` (which may throw; nothing is kept then). `until` may shorten
   * how long a loaded value is kept (a session that ends sooner).
   */
  async get(
    key: string,
    load: () => Promise<{ value: V; until?: number } | undefined>,
  ): Promise<V | undefined> {
    const now = this.now();
    const held = this.held.get(key);
    if (held && held.until > now) return held.value;
    if (held) this.held.delete(key);
    const generation = this.generation;
    const loaded = await load();
    if (loaded === undefined) return undefined;
    if (generation === this.generation)
      this.keep(key, loaded.value, Math.min(now + this.ttlMs, loaded.until ?? Infinity));
    return loaded.value;
  }

  /** Forgets one key. */
  forget(key: string): void {
    this.generation++;
    this.held.delete(key);
  }

  /** Forgets every key for which `drop` holds. */
  forgetWhere(drop: (key: string, value: V) => boolean): void {
    this.generation++;
    for (const [key, held] of this.held) if (drop(key, held.value)) this.held.delete(key);
  }

  /** Forgets everything. */
  clear(): void {
    this.generation++;
    this.held.clear();
  }

  get size(): number {
    return this.held.size;
  }

  private keep(key: string, value: V, until: number): void {
    if (this.held.size >= this.maxEntries) {
      const now = this.now();
      for (const [k, held] of this.held) if (held.until <= now) this.held.delete(k);
      // Still full of live entries: drop the oldest kept (Map keeps insertion order).
      while (this.held.size >= this.maxEntries) this.held.delete(this.held.keys().next().value as string);
    }
    this.held.set(key, { value, until });
  }
}
