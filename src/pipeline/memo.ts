/**
 * A bounded in-process LRU of decoded values in front of the filing cache: the warm path
 * then neither reads nor decodes a cache entry. Bounded by entry count and by an estimate
 * of the entries' size (the length of their JSON encoding); an entry may carry an expiry.
 * Keys are the filing cache's own keys, so a hit here is exactly a hit there.
 */

export interface MemoOptions {
  /** At most this many entries. */
  readonly maxEntries: number
  /** At most this many bytes, summed over the entries' size estimates. */
  readonly maxBytes: number
}

interface Entry<A> {
  readonly value: A
  readonly bytes: number
  /** ms since the epoch; Infinity: never expires. */
  readonly expiresAt: number
}

export class Memo<A> {
  private readonly entries = new Map<string, Entry<A>>()
  private bytes = 0
  hits = 0
  misses = 0

  constructor(
    private readonly options: MemoOptions,
    private readonly now: () => number = Date.now
  ) {}

  get size(): number {
    return this.entries.size
  }

  get totalBytes(): number {
    return this.bytes
  }

  get(key: string): A | undefined {
    const e = this.entries.get(key)
    if (e === undefined) {
      this.misses++
      return undefined
    }
    if (e.expiresAt <= this.now()) {
      this.delete(key)
      this.misses++
      return undefined
    }
    // Most recently used last (Map keeps insertion order).
    this.entries.delete(key)
    this.entries.set(key, e)
    this.hits++
    return e.value
  }

  /** `bytes`: the entry's size estimate; `ttlMs` absent: kept until evicted. */
  set(key: string, value: A, bytes: number, ttlMs?: number): void {
    if (bytes > this.options.maxBytes || this.options.maxEntries < 1) return
    this.delete(key)
    this.entries.set(key, { value, bytes, expiresAt: ttlMs === undefined ? Infinity : this.now() + ttlMs })
    this.bytes += bytes
    while (this.entries.size > this.options.maxEntries || this.bytes > this.options.maxBytes) {
      const oldest = this.entries.keys().next()
      if (oldest.done === true) break
      this.delete(oldest.value)
    }
  }

  delete(key: string): void {
    const e = this.entries.get(key)
    if (e === undefined) return
    this.entries.delete(key)
    this.bytes -= e.bytes
  }
}

/** Size estimate of a JSON-shaped value: the length of its encoding. */
export const jsonSize = (value: unknown): number => {
  try {
    return JSON.stringify(value)?.length ?? 0
  } catch {
    return Number.POSITIVE_INFINITY
  }
}
