/**
 * The retry schedule on the Effect test clock: attempts bounded, waits within the capped
 * exponential backoff, Retry-After honoured (or refused past its bound), the total budget
 * never overrun, final failures not retried; `stopReason` says which bound ended it.
 */
import { describe, expect, it } from "@effect/vitest"
import { Clock, Effect, Fiber, TestClock } from "effect"
import { type AttemptFailure, type RetryLimits, retrySchedule, stopReason } from "../../src/edgar/retry.js"

const limits: RetryLimits = { maxAttempts: 5, maxTotalMs: 1_000_000, backoffBaseMs: 100, backoffMaxMs: 400, maxRetryAfterMs: 30_000 }

const transient = (elapsedMs: number, retryAfterMs: number | null = null): AttemptFailure => ({
  _tag: "Retry",
  reason: "HTTP 503",
  status: 503,
  retryAfterMs,
  elapsedMs
})

/** Runs an always-failing attempt under the schedule; the instants the attempts started. */
const drive = (l: RetryLimits, fail: (attempt: number, now: number) => AttemptFailure) =>
  Effect.gen(function* () {
    const starts: Array<number> = []
    const attempt = Effect.flatMap(Clock.currentTimeMillis, (now) => {
      starts.push(now)
      return Effect.fail(fail(starts.length, now))
    })
    const fiber = yield* Effect.fork(Effect.flip(Effect.retry(attempt, retrySchedule(l))))
    yield* TestClock.adjust("1 hour")
    const last = yield* Fiber.join(fiber)
    const gaps = starts.slice(1).map((t, i) => t - (starts[i] ?? 0))
    return { starts, gaps, last }
  })

describe("retrySchedule", () => {
  it.effect("stops at the attempt bound; each wait within the capped exponential backoff", () =>
    Effect.gen(function* () {
      const { starts, gaps, last } = yield* drive(limits, (_, now) => transient(now))
      expect(starts).toHaveLength(5)
      gaps.forEach((g, i) => {
        expect(g).toBeGreaterThanOrEqual(0)
        expect(g).toBeLessThanOrEqual(Math.min(400, 100 * 2 ** i) + 1)
      })
      expect(stopReason(last, starts.length, limits)).toBe("HTTP 503")
    })
  )

  it.effect("a final failure is not retried", () =>
    Effect.gen(function* () {
      const { starts } = yield* drive(limits, (_, now) => ({ _tag: "Fail", reason: "cap", status: 200, elapsedMs: now }))
      expect(starts).toHaveLength(1)
    })
  )

  it.effect("waits at least as long as Retry-After asks", () =>
    Effect.gen(function* () {
      const { starts, gaps } = yield* drive({ ...limits, maxAttempts: 3 }, (_, now) => transient(now, 1_000))
      expect(starts).toHaveLength(3)
      for (const g of gaps) expect(g).toBeGreaterThanOrEqual(1_000)
    })
  )

  it.effect("a Retry-After beyond its bound stops at once, and says so", () =>
    Effect.gen(function* () {
      const { starts, last } = yield* drive({ ...limits, maxRetryAfterMs: 5_000 }, (_, now) => transient(now, 120_000))
      expect(starts).toHaveLength(1)
      expect(stopReason(last, 1, { ...limits, maxRetryAfterMs: 5_000 })).toBe("HTTP 503, Retry-After 120 s exceeds the 5 s bound")
    })
  )

  it.effect("never waits past the total budget", () =>
    Effect.gen(function* () {
      // the waits are jittered (uniform up to 400 ms): with 49 of them allowed, the 1 s budget, not the attempt bound, is what stops
      // the retries (nine waits alone fit in 1 s now and then, so a bound of 10 attempts would make this test flaky)
      const tight = { ...limits, maxAttempts: 50, backoffBaseMs: 400, backoffMaxMs: 400, maxTotalMs: 1_000 }
      const { starts, last } = yield* drive(tight, (_, now) => transient(now))
      expect(starts.length).toBeLessThan(50)
      for (const t of starts) expect(t).toBeLessThanOrEqual(1_000)
      expect(stopReason(last, starts.length, tight)).toBe("HTTP 503; the 1000 ms retry budget is spent")
    })
  )
})
