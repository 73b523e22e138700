/**
 * The shared cache in Redis, for several instances.
 *
 * - Keys are `disclosure-risk:` + the cache key; each value is the binary entry of
 *   `entry.ts` (header with SHA-256, key, payload), written with one `SET` (atomic), the TTL
 *   given as `PX`. Redis enforces expiry, so instances with skewed clocks agree on it.
 * - Reads verify length, digest and key; a bad value is a miss, counted in `corrupt`, and
 *   deleted only if it is still the same value (compare-and-delete in Lua), so a fresh entry
 *   written meanwhile survives.
 * - An outage or a slow server degrades to misses / skipped writes with (throttled) warnings,
 *   counted in `errors`: commands are not queued while disconnected and time out after
 *   `REDIS_COMMAND_TIMEOUT_MS`; after three failures in a row Redis is skipped for five
 *   seconds, so a stalled server does not cost every request a timeout.
 */
import { createHash } from "node:crypto"
import { type ConfigError, Duration, Effect, Either, Layer, Option } from "effect"
import type { Redis } from "ioredis"
import { CacheIoError, cacheService, checkStoredEntry, describeCause, makeCounters, stampEntry, type ValidLifetime } from "./common.js"
import type { EntryKind } from "./entry.js"
import { FilingCache, type FilingCacheService } from "./filing-cache.js"
import {
  makeBreaker,
  makeRedisClient,
  makeThrottledWarning,
  REDIS_COMMAND_TIMEOUT_MS,
  REDIS_KEY_PREFIX,
  redactRedisUrl
} from "../redis/client.js"

/** Deletes KEYS[1] only while its value still has SHA-1 ARGV[1]. */
const DELETE_IF_SAME = `
local value = redis.call('GET', KEYS[1])
if value and redis.sha1hex(value) == ARGV[1] then
  return redis.call('DEL', KEYS[1])
end
return 0
`

/** A guard above the client's own command timeout. */
const OPERATION_TIMEOUT = Duration.millis(REDIS_COMMAND_TIMEOUT_MS + 1_000)

const asBuffer = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)

export const makeRedisCache = (client: Redis, location: string): Effect.Effect<FilingCacheService> =>
  Effect.sync(() => {
    const counters = makeCounters("redis", location)
    const warnOutage = makeThrottledWarning({ cache: "redis" })

    const breaker = makeBreaker()

    const command = <A>(operation: string, key: string, run: () => Promise<A>): Effect.Effect<A, CacheIoError> =>
      breaker(
        Effect.tryPromise({
          try: run,
          catch: (cause) => new CacheIoError({ operation, key, detail: describeCause(cause) })
        }).pipe(
          Effect.timeoutFail({
            duration: OPERATION_TIMEOUT,
            onTimeout: () => new CacheIoError({ operation, key, detail: "timed out" })
          })
        ),
        () => new CacheIoError({ operation, key, detail: "skipped: Redis failing, retrying shortly" })
      )

    const ioFailure = (error: CacheIoError) =>
      Effect.zipRight(counters.bump("errors"), warnOutage(`${error.message}; treated as a cache miss / skipped write`))

    const discard = (key: string, value: Buffer, reason: string) =>
      Effect.gen(function* () {
        yield* counters.bump("corrupt")
        yield* Effect.logWarning(`corrupt cache entry (${reason}): removed, treated as a miss`).pipe(
          Effect.annotateLogs({ cache: "redis", key })
        )
        const sha1 = createHash("sha1").update(value).digest("hex")
        yield* command("remove", key, () => client.eval(DELETE_IF_SAME, 1, REDIS_KEY_PREFIX + key, sha1)).pipe(
          Effect.catchAll(ioFailure)
        )
      })

    const read = <A>(
      key: string,
      kind: EntryKind,
      decode: (payload: Uint8Array) => Either.Either<A, string>
    ): Effect.Effect<Option.Option<A>> =>
      Effect.gen(function* () {
        const value = yield* command("read", key, () => client.getBuffer(REDIS_KEY_PREFIX + key)).pipe(
          Effect.catchAll((error) => Effect.as(ioFailure(error), null))
        )
        if (value === null) return Option.none()
        return yield* checkStoredEntry(new Uint8Array(value.buffer, value.byteOffset, value.byteLength), key, kind, decode, {
          backend: "redis",
          corrupt: (reason) => discard(key, value, reason)
        })
      })

    const store = (key: string, kind: EntryKind, payload: Uint8Array, lifetime: ValidLifetime) =>
      Effect.gen(function* () {
        if (lifetime._tag === "Skip") {
          // Expired on arrival: what was there before must not be served either.
          return yield* command("remove", key, () => client.del(REDIS_KEY_PREFIX + key)).pipe(
            Effect.asVoid,
            Effect.catchAll(ioFailure)
          )
        }
        const encoded = yield* stampEntry(key, kind, payload, lifetime)
        if (Either.isLeft(encoded)) {
          yield* counters.bump("errors")
          return yield* Effect.logWarning(`value not cached: ${encoded.left}`).pipe(
            Effect.annotateLogs({ cache: "redis", key })
          )
        }
        const data = asBuffer(encoded.right)
        const redisKey = REDIS_KEY_PREFIX + key
        yield* command("write", key, () =>
          lifetime._tag === "For" ? client.set(redisKey, data, "PX", lifetime.millis) : client.set(redisKey, data)
        ).pipe(Effect.zipRight(counters.bump("writes")), Effect.catchAll(ioFailure))
      })

    return cacheService({ backend: "redis", counters, read, store })
  })

/**
 * The Redis cache at `url` (`redis://[:password@]host:port[/db]`); the connection is closed
 * when the layer is released. Fails only on a malformed URL, never on an outage.
 */
export const RedisCacheLive = (url: string): Layer.Layer<FilingCache, ConfigError.ConfigError> =>
  Layer.scoped(
    FilingCache,
    Effect.flatMap(makeRedisClient(url, "cache"), (client) => makeRedisCache(client, redactRedisUrl(url)))
  )
