/**
 * The watch across several instances on one Redis:
 *
 * - **The lease.** One key holds the token of the instance that watches, with a time to live;
 *   the holder renews it (compare-and-extend, one Lua step) well before it expires. Another
 *   instance takes it only once it has expired, so exactly one instance watches at a time.
 * - **The cursor** lives in Redis and is written only under the lease: each commit checks the
 *   token in the same Lua step, so an instance that lost the lease (paused, cut off) can no
 *   longer move the cursor.
 * - **The feed**: a delivered line is committed in that same step — the event gets the next
 *   sequence number, is pushed onto the list of the latest N, and the cursor records the
 *   filing as done — so an event is published once even if the instance dies right after.
 *   Every instance reads the list (and polls the sequence number for new events), so all of
 *   them serve the same feed.
 */
import { Deferred, Effect, Option, PubSub, Schema } from "effect"
import type { Redis } from "ioredis"
import { InvalidRequest } from "../../domain/errors.js"
import { REDIS_KEY_PREFIX } from "../../redis/client.js"
import { Cursor, FeedEvent, WatchLine } from "../../watch/schema.js"
import { type LatestFilingsService, liveStream, pageOf } from "./feed.js"
import { type CursorStore, LeaseLost, WatchStoreError } from "./store.js"

export const WATCH_KEYS = {
  lease: `${REDIS_KEY_PREFIX}watch:lease`,
  cursor: `${REDIS_KEY_PREFIX}watch:cursor`,
  feed: `${REDIS_KEY_PREFIX}watch:feed`,
  seq: `${REDIS_KEY_PREFIX}watch:seq`
} as const

const describeError = (e: unknown): string => (e instanceof Error ? e.message : String(e))

const RENEW_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return 1
end
return 0`

const RELEASE_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('DEL', KEYS[1])
  return 1
end
return 0`

/**
 * KEYS: lease, cursor, feed, seq. ARGV: token, cursor JSON, line JSON ("" for none), capacity.
 * Returns -1 when the lease is not this token's, else the event's sequence number (0: none).
 */
const COMMIT_SCRIPT = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return -1 end
redis.call('SET', KEYS[2], ARGV[2])
if ARGV[3] == '' then return 0 end
local seq = redis.call('INCR', KEYS[4])
redis.call('LPUSH', KEYS[3], '{"seq":' .. seq .. ',' .. string.sub(ARGV[3], 2))
redis.call('LTRIM', KEYS[3], 0, tonumber(ARGV[4]) - 1)
return seq`

const encodeCursor = Schema.encodeSync(Cursor)
const decodeCursor = Schema.decodeUnknownEither(Cursor)
const encodeLine = Schema.encodeSync(WatchLine)
const decodeEvent = Schema.decodeUnknownOption(Schema.parseJson(FeedEvent))

export interface Lease {
  readonly token: string
  /** Tries to take the lease (it is free or expired). */
  readonly acquire: Effect.Effect<boolean, WatchStoreError>
  /** Extends the lease while this token holds it; false when it does not. */
  readonly renew: Effect.Effect<boolean, WatchStoreError>
  readonly release: Effect.Effect<void>
}

export const makeLease = (client: Redis, token: string, ttlMs: number): Lease => {
  const call = <A>(what: string, f: () => Promise<A>): Effect.Effect<A, WatchStoreError> =>
    Effect.tryPromise({ try: f, catch: (e) => new WatchStoreError({ detail: `watch lease: ${what}: ${describeError(e)}` }) })
  return {
    token,
    acquire: call("acquire", () => client.set(WATCH_KEYS.lease, token, "PX", ttlMs, "NX")).pipe(Effect.map((r) => r === "OK")),
    renew: call("renew", () => client.eval(RENEW_SCRIPT, 1, WATCH_KEYS.lease, token, String(ttlMs))).pipe(Effect.map((r) => Number(r) === 1)),
    release: call("release", () => client.eval(RELEASE_SCRIPT, 1, WATCH_KEYS.lease, token)).pipe(Effect.ignore)
  }
}

/** The cursor in Redis, written under the lease, each delivered line published in the same step. */
export const redisCursorStore = (client: Redis, token: string, capacity: number): CursorStore => ({
  describe: `Redis key ${WATCH_KEYS.cursor}`,
  load: Effect.tryPromise({
    try: () => client.get(WATCH_KEYS.cursor),
    catch: (e) => new WatchStoreError({ detail: `cannot read the watch cursor from Redis: ${describeError(e)}` })
  }).pipe(
    Effect.flatMap((text) => {
      if (text === null) return Effect.succeed(Option.none<Cursor>())
      let json: unknown
      try {
        json = JSON.parse(text)
      } catch {
        json = null
      }
      const decoded = decodeCursor(json)
      return decoded._tag === "Right"
        ? Effect.succeed(Option.some(decoded.right))
        : Effect.fail(new InvalidRequest({ detail: `the watch cursor in Redis (${WATCH_KEYS.cursor}) is not one of this version; delete the key to start a new watch` }))
    })
  ),
  commit: (cursor, event) =>
    Effect.tryPromise({
      try: () =>
        client.eval(
          COMMIT_SCRIPT,
          4,
          WATCH_KEYS.lease,
          WATCH_KEYS.cursor,
          WATCH_KEYS.feed,
          WATCH_KEYS.seq,
          token,
          JSON.stringify(encodeCursor(cursor)),
          event === null ? "" : JSON.stringify(encodeLine(event)),
          String(capacity)
        ),
      catch: (e) => new WatchStoreError({ detail: `cannot write the watch cursor to Redis: ${describeError(e)}` })
    }).pipe(
      Effect.flatMap((r): Effect.Effect<void, LeaseLost> =>
        Number(r) === -1 ? Effect.fail(new LeaseLost({ detail: "the watch lease passed to another instance" })) : Effect.void
      )
    )
})

/**
 * The shared feed: the page from the Redis list; new events found by polling the sequence
 * number every `pollMs` and passed to this instance's open streams. Runs while the scope lasts.
 */
export const makeRedisFeed = (client: Redis, capacity: number, pollMs = 500) =>
  Effect.gen(function* () {
    const pubsub = yield* PubSub.unbounded<FeedEvent>()
    const closed = yield* Deferred.make<void>()
    const read = (count: number): Effect.Effect<ReadonlyArray<FeedEvent>> =>
      Effect.tryPromise(() => client.lrange(WATCH_KEYS.feed, 0, Math.max(0, count - 1))).pipe(
        Effect.map((items) => items.flatMap((s) => Option.toArray(decodeEvent(s)))),
        Effect.catchAll((e) => Effect.as(Effect.logWarning(`watch feed: cannot read Redis: ${describeError(e)}`), []))
      )
    const watching = Effect.tryPromise(() => client.exists(WATCH_KEYS.lease)).pipe(
      Effect.map((n) => n > 0),
      Effect.orElseSucceed(() => false)
    )
    let last: number | null = null
    const poll = Effect.gen(function* () {
      const seq = yield* Effect.tryPromise(() => client.get(WATCH_KEYS.seq)).pipe(
        Effect.map((s) => (s === null ? 0 : Number(s))),
        Effect.orElseSucceed(() => null)
      )
      if (seq === null || seq === last) return
      if (last === null || seq < last) {
        last = seq
        return
      }
      const fresh = (yield* read(Math.min(capacity, seq - last))).filter((e) => e.seq > (last ?? 0)).reverse()
      for (const e of fresh) yield* PubSub.publish(pubsub, e)
      last = seq
    })
    yield* Effect.forkScoped(Effect.forever(Effect.zipRight(poll, Effect.sleep(pollMs))))
    return {
      source: "redis",
      capacity,
      page: (query) => Effect.zipWith(read(capacity), watching, (events, w) => pageOf(events, query, { source: "redis", capacity, watching: w })),
      stream: (after, query) => liveStream(pubsub, read(capacity), closed, after, query),
      close: Deferred.succeed(closed, undefined)
    } satisfies LatestFilingsService
  })

/** A random token naming this instance in the lease. */
export const leaseToken = (): string => `${process.pid}-${Math.random().toString(36).slice(2)}-${Date.now().toString(36)}`
