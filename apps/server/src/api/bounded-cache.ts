/**
 * A map that keeps at most `maxEntries` entries and `maxBytes` bytes (as `sizeOf` counts them),
 * dropping the least recently used first. An entry that grows after it was stored (the response
 * cache adds compressed copies) is counted again with `resized`.
 */
export class BoundedCache<V> {
  readonly #entries = new Map<string, { value: V; bytes: number }>();
  #bytes = 0;

  constructor(
    private readonly limits: { maxEntries: number; maxBytes: number },
    private readonly sizeOf: (value: V) => number,
  ) {}

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The value, marked as just used. */
  get(key: string): V | undefined {
    const held = this.#entries.get(key);
    if (!held) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, held);
    return held.value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    const bytes = this.sizeOf(value);
    if (bytes > this.limits.maxBytes) return;
    this.#entries.set(key, { value, bytes });
    this.#bytes += bytes;
    this.#evict();
  }

  /** Counts a stored value's size again after it changed. */
  resized(key: string): void {
    const held = this.#entries.get(key);
    if (!held) return;
    const bytes = this.sizeOf(held.value);
    this.#bytes += bytes - held.bytes;
    held.bytes = bytes;
    this.#evict(key);
  }

  delete(key: string): void {
    const held = this.#entries.get(key);
    if (!held) return;
    this.#entries.delete(key);
    this.#bytes -= held.bytes;
  }

  /** Drops the oldest until within both limits (never `keep`, unless it alone is over). */
  #evict(keep?: string): void {
    for (const key of this.#entries.keys()) {
      if (this.#entries.size <= this.limits.maxEntries && this.#bytes <= this.limits.maxBytes) return;
      if (key !== keep) this.delete(key);
    }
    if (keep !== undefined && this.#bytes > this.limits.maxBytes) this.delete(keep);
  }
}
