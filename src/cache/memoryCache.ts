/**
 * In-process caches: a bounded LRU (by bytes) for tests and short-lived runs, and a cache
 * that never holds anything (`--no-cache`).
 *
 * The memory cache keeps private copies (bytes are copied in and out, JSON is stored as
 * its UTF-8 text and parsed on every read), so callers never share mutable state with it
 * and a JSON value reads back exactly as the persistent backends return it. Entries are
 * written whole in one step, so there is nothing partial to detect.
 */
import { Clock, Effect, Either, Layer, Option } from "effect"
import { cacheService, expiresAtOf, makeCounters, type ValidLifetime } from "./common.js"
import { type EntryKind, NO_EXPIRY } from "./entry.js"
import { FilingCache, type FilingCacheService } from "./FilingCache.js"

/** Bookkeeping bytes charged per entry on top of key and payload. */
const ENTRY_OVERHEAD = 64

export const DEFAULT_MEMORY_CACHE_BYTES = 64 * 1024 * 1024

interface Slot {
  readonly kind: EntryKind
  readonly payload: Uint8Array
  readonly expiresAt: number
  readonly size: number
}

export const makeMemoryCache = (maxBytes: number = DEFAULT_MEMORY_CACHE_BYTES): Effect.Effect<FilingCacheService> =>
  Effect.sync(() => {
    const counters = makeCounters("memory")
    // Map iteration order is insertion order: the first key is the least recently used.
    const slots = new Map<string, Slot>()
    let used = 0

    const drop = (key: string) => {
      const slot = slots.get(key)
      if (slot !== undefined) {
        slots.delete(key)
        used -= slot.size
      }
    }

    const read = <A>(key: string, kind: EntryKind, decode: (payload: Uint8Array) => Either.Either<A, string>) =>
      Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        const slot = slots.get(key)
        if (slot === undefined) return Option.none<A>()
        if (slot.expiresAt !== NO_EXPIRY && now >= slot.expiresAt) {
          drop(key)
          return Option.none<A>()
        }
        slots.delete(key)
        slots.set(key, slot)
        if (slot.kind !== kind) {
          yield* Effect.logWarning(`cache entry holds ${slot.kind}, ${kind} was asked for: treated as a miss`).pipe(
            Effect.annotateLogs({ cache: "memory", key })
          )
          return Option.none<A>()
        }
        const value = decode(slot.payload)
        if (Either.isLeft(value)) {
          drop(key)
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
        drop(key)
        if (lifetime._tag === "Skip") return
        const size = payload.length + key.length + ENTRY_OVERHEAD
        if (size > maxBytes) {
          yield* Effect.logDebug(`entry of ${size} bytes exceeds the memory cache (${maxBytes} bytes): not kept`).pipe(
            Effect.annotateLogs({ cache: "memory", key })
          )
          return
        }
        const now = yield* Clock.currentTimeMillis
        slots.set(key, {
          kind,
          payload: payload.slice(),
          expiresAt: expiresAtOf(lifetime, now),
          size
        })
        used += size
        for (const oldest of slots.keys()) {
          if (used <= maxBytes) break
          drop(oldest)
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
