/**
 * In-process caches: a bounded LRU (by bytes, the `Lru` of `lru.ts`) for tests and short-lived runs, and a cache
 * that never holds anything (`--no-cache`).
 *
 * The memory cache keeps private copies (bytes are copied in and out, JSON is stored as
 * its UTF-8 text and parsed on every read), so callers never share mutable state with it
 * and a JSON value reads back exactly as the persistent backends return it. Entries are
 * written whole in one step, so there is nothing partial to detect.
 */
import { Clock, Effect, Either, Layer, Option } from "effect"
import { cacheService, makeCounters, otherKindWarning, type ValidLifetime } from "./common.js"
import type { EntryKind } from "./entry.js"
import { FilingCache, type FilingCacheService } from "./filing-cache.js"
import { Lru } from "./lru.js"

/** Bookkeeping bytes charged per entry on top of key and payload. */
const ENTRY_OVERHEAD = 64

export const DEFAULT_MEMORY_CACHE_BYTES = 64 * 1024 * 1024

interface Slot {
  readonly kind: EntryKind
  readonly payload: Uint8Array
}

export const makeMemoryCache = (maxBytes: number = DEFAULT_MEMORY_CACHE_BYTES): Effect.Effect<FilingCacheService> =>
  Effect.sync(() => {
    const counters = makeCounters("memory")
    // Bounded by bytes only; time is the Effect clock's.
    const slots = new Lru<Slot>({ maxEntries: Number.POSITIVE_INFINITY, maxBytes })

    const read = <A>(key: string, kind: EntryKind, decode: (payload: Uint8Array) => Either.Either<A, string>) =>
      Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        const slot = slots.get(key, now)
        if (slot === undefined) return Option.none<A>()
        if (slot.kind !== kind) {
          yield* otherKindWarning("memory", key, slot.kind, kind)
          return Option.none<A>()
        }
        const value = decode(slot.payload)
        if (Either.isLeft(value)) {
          slots.delete(key)
          yield* counters.bump("corrupt")
          yield* Effect.logWarning(`cache entry unreadable (${value.left}): removed, treated as a miss`).pipe(
            Effect.annotateLogs({ cache: "memory", key })
          )
          return Option.none<A>()
        }
        return Option.some(value.right)
      })

    const store = (key: string, kind: EntryKind, payload: Uint8Array, lifetime: ValidLifetime) =>
      Effect.gen(function* () {
        if (lifetime._tag === "Skip") {
          slots.delete(key)
          return
        }
        const size = payload.length + key.length + ENTRY_OVERHEAD
        const now = yield* Clock.currentTimeMillis
        const ttlMs = lifetime._tag === "For" ? lifetime.millis : undefined
        if (!slots.set(key, { kind, payload: payload.slice() }, size, ttlMs, now)) {
          yield* Effect.logDebug(`entry of ${size} bytes exceeds the memory cache (${maxBytes} bytes): not kept`).pipe(
            Effect.annotateLogs({ cache: "memory", key })
          )
          return
        }
        yield* counters.bump("writes")
      })

    return cacheService({ backend: "memory", counters, read, store })
  })

/** A bounded in-memory LRU cache (least recently used entries evicted past `maxBytes`). */
export const MemoryCacheLive = (maxBytes: number = DEFAULT_MEMORY_CACHE_BYTES): Layer.Layer<FilingCache> =>
  Layer.effect(FilingCache, makeMemoryCache(maxBytes))

export const makeNoCache: Effect.Effect<FilingCacheService> = Effect.sync(() => {
  const counters = makeCounters("none")
  const miss = Effect.as(counters.bump("misses"), Option.none())
  return {
    getBytes: () => miss,
    putBytes: () => Effect.void,
    getJson: () => miss,
    putJson: () => Effect.void,
    stats: counters.stats
  }
})

/** Never holds anything: every read is a miss, every write a no-op. */
export const NoCacheLive: Layer.Layer<FilingCache> = Layer.effect(FilingCache, makeNoCache)
