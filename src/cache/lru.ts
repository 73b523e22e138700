/**
 * The one in-process LRU of the service: bounded by entry count and by the sum of the
 * entries' sizes (as the caller measures them), each entry with an optional lifetime. Used
 * by the memory `FilingCache` backend (bytes) and by the pipeline's memos of decoded
 * results, resolutions, sections and extractions.
 *
 * A `Map` keeps insertion order: the first key is the least recently used, a hit moves its
 * key to the end, and writes past a limit evict from the front. Time is the caller's: `now`
 * (default `Date.now`) or an explicit instant (the memory cache passes the Effect clock's).
 */

export interface LruLimits {
  /** At most this many entries (below 1: nothing is kept). */
  readonly maxEntries: number
  /** At most this many bytes, summed over the entries' sizes. */
  readonly maxBytes: number
}

interface Entry<V> {
  readonly value: V
  readonly bytes: number
  /** ms since the epoch; Infinity: never expires. */
  readonly expiresAt: number
}

export class Lru<V> {
  private readonly entries = new Map<string, Entry<V>>()
  private bytes = 0
  hits = 0
  misses = 0

  constructor(
    readonly limits: LruLimits,
    private readonly now: () => number = Date.now
  ) {}

  get size(): number {
    return this.entries.size
  }

  get totalBytes(): number {
    return this.bytes
  }

  /** The live value under `key` (now the most recently used), or undefined; an expired entry is removed. */
  get(key: string, now: number = this.now()): V | undefined {
    const e = this.entries.get(key)
    if (e === undefined) {
      this.misses++
      return undefined
    }
    if (e.expiresAt <= now) {
      this.delete(key)
      this.misses++
      return undefined
    }
    this.entries.delete(key)
    this.entries.set(key, e)
    this.hits++
    return e.value
  }

  /** The live value under `key`, or undefined, without touching it (no recency, no hit or miss counted, nothing removed). */
  peek(key: string, now: number = this.now()): V | undefined {
    const e = this.entries.get(key)
    return e === undefined || e.expiresAt <= now ? undefined : e.value
  }

  /**
   * Keeps `value` under `key` (replacing what was there) and evicts the least recently
   * used entries past the limits. `bytes`: the entry's size; `ttlMs` absent: kept until
   * evicted. An entry larger than `maxBytes` is not kept (and evicts nothing): false.
   */
  set(key: string, value: V, bytes: number, ttlMs?: number, now: number = this.now()): boolean {
    this.delete(key)
    if (bytes > this.limits.maxBytes || this.limits.maxEntries < 1) return false
    this.entries.set(key, { value, bytes, expiresAt: ttlMs === undefined ? Infinity : now + ttlMs })
    this.bytes += bytes
    while (this.entries.size > this.limits.maxEntries || this.bytes > this.limits.maxBytes) {
      const oldest = this.entries.keys().next()
      if (oldest.done === true) break
      this.delete(oldest.value)
    }
    return true
  }

  delete(key: string): void {
    const e = this.entries.get(key)
    if (e === undefined) return
    this.entries.delete(key)
    this.bytes -= e.bytes
  }

  /** Keys from the least to the most recently used. */
  keys(): IterableIterator<string> {
    return this.entries.keys()
  }
}
