/**
 * The in-process `RateLimiter`: spacing, not a token bucket. Each `acquire` takes the next
 * start slot `max(now, previous start + interval)` and sleeps until it, so starts are at
 * least `interval` apart and no one-second window holds more than N of them — there is
 * never a burst. Slots are taken one at a time and measured from the previous caller's
 * actual wake-up, so a late timer never squeezes two starts together. The interval is
 * 1000/N ms plus a 3 % margin for timer jitter.
 */
import { Clock, Effect, Layer } from "effect"
import { EdgarConfig } from "./config.js"
import { RateLimiter, type RateLimiterService } from "./RateLimiter.js"

/** Spacing between starts for N per second: 1000/N ms plus 3 % margin. */
export const spacingMs = (maxPerSecond: number): number => (1000 / maxPerSecond) * 1.03

export const makeLocalRateLimiter = (maxPerSecond: number): Effect.Effect<RateLimiterService> =>
  Effect.gen(function* () {
    const n = Math.min(Math.max(maxPerSecond, 0.001), 10)
    const interval = spacingMs(n)
    const gate = yield* Effect.makeSemaphore(1)
    let last = Number.NEGATIVE_INFINITY
    const acquire = gate.withPermits(1)(
      Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        const wait = Math.ceil(last + interval - now)
        if (wait > 0) yield* Effect.sleep(wait)
        last = yield* Clock.currentTimeMillis
      })
    )
    return { acquire, describe: { kind: "local", maxPerSecond: n } } satisfies RateLimiterService
  })

/** The local limiter for an explicit rate. */
export const rateLimiterLocalLayer = (maxPerSecond: number): Layer.Layer<RateLimiter> =>
  Layer.effect(RateLimiter, makeLocalRateLimiter(maxPerSecond))

/** The local limiter at the configured `RISK_SEC_MAX_RPS`. */
export const RateLimiterLocal: Layer.Layer<RateLimiter, never, EdgarConfig> = Layer.effect(
  RateLimiter,
  Effect.flatMap(EdgarConfig, (config) => makeLocalRateLimiter(config.maxPerSecond))
)
