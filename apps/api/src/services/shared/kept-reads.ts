/**
 * Reads by key, each reused for a short time (`ttlMs`); concurrent askers share one read, and a
 * failed read is not kept.
 *
 * Refreshed ahead: a read asked for once it is past a point between three quarters and nineteen
 * twentieths of its time (a random point per read, so reads made together do not come due together) is read again in
 * the background while askers keep the one they have. Under steady traffic nobody waits for a
 * reread, and a reader never gets a read older than `ttlMs` (counted from when it was asked of the
 * database). `clear` drops every read at once, including the rereads under way.
 */
export class KeptReads<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly settings: { ttlMs: number },
    private readonly maxEntries = 1000,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const ttl = this.settings.ttlMs;
    const hit = this.entries.get(key);
    if (hit) {
      const age = now - hit.at;
      if (age < ttl) {
        if (age >= hit.refreshAt && !hit.next) this.reread(key, hit, load);
        return hit.value;
      }
      const next = hit.next;
      if (next && now - next.at < ttl) {
        this.entries.set(key, next);
        return next.value;
      }
    }
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const entry = this.entry(now, load);
    this.entries.set(key, entry);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value;
  }

  /** Drops one read (the next asker reads afresh). */
  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  private entry(now: number, load: () => Promise<T>): Entry<T> {
    const ttl = this.settings.ttlMs;
    return { at: now, value: load(), refreshAt: ttl * (0.75 + Math.random() * 0.2) };
  }

  /** Reads `hit` again in the background; the new read takes its place once it has come. */
  private reread(key: string, hit: Entry<T>, load: () => Promise<T>): void {
    const next = this.entry(Date.now(), load);
    hit.next = next;
    next.value.then(
      () => {
        // cleared or replaced meanwhile: the reread is dropped with what it would replace
        if (this.entries.get(key) === hit) this.entries.set(key, next);
      },
      () => {
        if (hit.next === next) delete hit.next;
        if (this.entries.get(key) === next) this.entries.delete(key);
      },
    );
  }
}

interface Entry<T> {
  /** When the read was asked of the database (epoch ms). */
  at: number;
  value: Promise<T>;
  /** Age (ms) from which an asker starts a reread. */
  refreshAt: number;
  /** A reread under way, or come and not yet asked for. */
  next?: Entry<T>;
}
