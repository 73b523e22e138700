/**
 * The shared `RateLimiter`: start slots reserved in Redis, so the spacing holds across every
 * instance that uses the same Redis.
 *
 * One Lua script (atomic in Redis) reads the last reserved slot, takes
 * `slot = max(now, last + interval)` with `now` from Redis `TIME` (so instances with skewed
 * clocks agree), stores it and returns `slot - now`; the caller sleeps that long and starts.
 * Slots are therefore at least `interval` apart across all instances (the interval is the
 * local limiter's: 1000/N ms plus a small margin), and a caller starts within
 * `lateToleranceMs` of its slot or gives the slot up and reserves another, so no one-second
 * window holds more than N starts. A fixed-window counter would let 2N through around a
 * window edge; spacing never bursts.
 *
 * If Redis cannot be reached, `acquire` does not fail or hang: it falls back to the same
 * spacing within this process (with a throttled warning) until Redis answers again.
 */
import { Clock, ConfigError, Effect, Either, Layer } from "effect"
import type { Redis } from "ioredis"
import { describeCause, makeBreaker, makeRedisClient, makeThrottledWarning, REDIS_KEY_PREFIX, redactRedisUrl } from "../redis/client.js"
import { RateLimiter, type RateLimiterService } from "./rate-limiter.js"
import { spacingMs } from "./rate-limiter-local.js"

export const RATE_LIMIT_KEY = `${REDIS_KEY_PREFIX}ratelimit:edgar`

/**
 * KEYS[1]: the last reserved slot (µs since the epoch, Redis clock). ARGV[1]: interval in µs.
 * ARGV[2]: the latest slot this caller's process was granted ("" if none): if the key was
 * lost meanwhile (Redis restarted, flushed, evicted), the chain of slots resumes after it
 * instead of at "now", so the caller's process never crowds its own earlier slots.
 * Returns {wait in µs until the reserved slot, the slot}. (`replicate_commands` lets Redis
 * before 5 accept a write after `TIME`; from Redis 5 on it is the default and a no-op.)
 */
export const RESERVE_SLOT_SCRIPT = `
if redis.replicate_commands then redis.replicate_commands() end
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000000 + tonumber(t[2])
local interval = tonumber(ARGV[1])
local last = tonumber(redis.call('GET', KEYS[1]) or '')
local mine = tonumber(ARGV[2] or '')
if mine ~= nil and (last == nil or mine > last) then
  last = mine
end
local slot = now
if last ~= nil and last + interval > now then
  slot = last + interval
end
local keep = math.ceil((slot - now + interval) / 1000) + 60000
local slotText = string.format('%.0f', slot)
redis.call('SET', KEYS[1], slotText, 'PX', keep)
return {math.floor(slot - now), slotText}
`

const MAX_RPS = 10

/** Attempts before a caller that keeps waking late starts anyway (with a warning). */
const MAX_LATE_ATTEMPTS = 3

/**
 * How late after its slot a caller may still start. Slots are `interval` apart, so any span
 * of 1000 + tolerance ms holds at most N of them as long as N × interval ≥ 1000 + tolerance;
 * half of the spacing margin is left for that. A caller that wakes later than this (a busy
 * event loop, a slow reply) gives its slot up and reserves another.
 */
export const lateToleranceMs = (maxPerSecond: number): number => Math.max(1, (maxPerSecond * spacingMs(maxPerSecond) - 1000) / 2)

const validRate = (maxPerSecond: number): Effect.Effect<number, ConfigError.ConfigError> =>
  Number.isFinite(maxPerSecond) && maxPerSecond > 0
    ? Effect.succeed(Math.min(maxPerSecond, MAX_RPS))
    : Effect.fail(
        ConfigError.InvalidData(["RISK_SEC_MAX_RPS"], `must be greater than 0 and at most ${MAX_RPS}, got ${maxPerSecond}`)
      )

const isNoScript = (cause: unknown): boolean => cause instanceof Error && cause.message.startsWith("NOSCRIPT")

export const makeRedisRateLimiter = (client: Redis, maxPerSecond: number): Effect.Effect<RateLimiterService> =>
  Effect.sync(() => {
    const interval = spacingMs(maxPerSecond)
    const tolerance = lateToleranceMs(maxPerSecond)
    const intervalMicros = String(Math.round(interval * 1000))
    const warn = makeThrottledWarning({ rateLimiter: "redis" }, "10 seconds")
    const breaker = makeBreaker()
    let sha: string | undefined
    // The latest start granted to this process (local clock), for the fallback and so that
    // switching between Redis and the fallback never crowds this process's own starts.
    let lastLocal = Number.NEGATIVE_INFINITY

    // The latest slot Redis granted this process (Redis clock, µs, as text), sent with every
    // reservation so a lost key never restarts the chain before it.
    let lastSlot = ""
    const granted = (reply: unknown): number => {
      if (!Array.isArray(reply) || reply.length !== 2) return Number.NaN
      const [wait, slot] = reply as ReadonlyArray<unknown>
      if (typeof slot === "string" && /^\d{1,20}$/.test(slot) && (lastSlot === "" || BigInt(slot) > BigInt(lastSlot))) lastSlot = slot
      return Number(wait)
    }
    const reserve = async (): Promise<number> => {
      if (sha !== undefined) {
        try {
          return granted(await client.evalsha(sha, 1, RATE_LIMIT_KEY, intervalMicros, lastSlot))
        } catch (cause) {
          if (!isNoScript(cause)) throw cause
        }
      }
      sha = String(await client.script("LOAD", RESERVE_SLOT_SCRIPT))
      return granted(await client.evalsha(sha, 1, RATE_LIMIT_KEY, intervalMicros, lastSlot))
    }

    interface Reservation {
      /** When to start (local ms): never before the slot Redis reserved. */
      readonly startAt: number
      /** The earliest local time the reserved slot can be (lateness is measured from it). */
      readonly earliest: number
    }

    /**
     * One reservation, from Redis or, failing that, from this process alone. Redis read its
     * clock at some moment between sending and receiving, so the slot lies in
     * [sent + wait, received + wait]: starting at the upper end is never early, and measuring
     * lateness from the lower end never underestimates it.
     */
    const reserveSlot: Effect.Effect<Reservation> = Effect.gen(function* () {
      const sentAt = yield* Clock.currentTimeMillis
      const reserved = yield* breaker(
        Effect.tryPromise({ try: reserve, catch: describeCause }).pipe(
          Effect.timeoutFail({ duration: "3 seconds", onTimeout: () => "timed out" }),
          Effect.filterOrFail(Number.isFinite, (micros) => `unexpected reply ${micros}`)
        ),
        () => "Redis failing, retrying shortly"
      ).pipe(Effect.either)
      const receivedAt = yield* Clock.currentTimeMillis
      if (Either.isRight(reserved)) {
        const wait = Math.max(0, reserved.right) / 1000
        return { startAt: receivedAt + wait, earliest: sentAt + wait }
      }
      yield* warn(`shared rate limit unavailable (${reserved.left}): spacing requests within this process only`)
      const slot = Math.max(receivedAt, lastLocal + interval)
      return { startAt: slot, earliest: slot }
    })

    const acquire: Effect.Effect<void> = Effect.gen(function* () {
      for (let attempt = 1; ; attempt++) {
        const { startAt, earliest } = yield* reserveSlot
        lastLocal = Math.max(lastLocal, startAt)
        const before = yield* Clock.currentTimeMillis
        if (startAt > before) yield* Effect.sleep(Math.ceil(startAt - before))
        const late = (yield* Clock.currentTimeMillis) - earliest
        if (late <= tolerance) return
        if (attempt >= MAX_LATE_ATTEMPTS) {
          yield* warn(
            `started up to ${Math.round(late)} ms after its slot ${attempt} times in a row ` +
              "(overloaded host, or Redis round trips slower than the pacing tolerance)"
          )
          return
        }
        // Possibly too late: starting now could crowd the next slot. Give this one up (an
        // unused slot only costs throughput) and reserve another.
        yield* Effect.logDebug(`rate-limit slot missed by up to ${Math.round(late)} ms; reserving another`)
      }
    })

    return { acquire, describe: { kind: "redis", maxPerSecond } } satisfies RateLimiterService
  })

/**
 * The shared limiter: at most `maxPerSecond` (> 0, clamped to 10) upstream request starts in
 * any one-second window across all instances using the Redis at `url`.
 */
export const RedisRateLimiterLive = (url: string, maxPerSecond: number): Layer.Layer<RateLimiter, ConfigError.ConfigError> =>
  Layer.scoped(
    RateLimiter,
    Effect.gen(function* () {
      const rate = yield* validRate(maxPerSecond)
      const client = yield* makeRedisClient(url, "rate-limiter")
      yield* Effect.logDebug(`shared rate limiter: ${rate}/s via ${redactRedisUrl(url)}`)
      return yield* makeRedisRateLimiter(client, rate)
    })
  )
