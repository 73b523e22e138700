/**
 * The retry policy of upstream requests, as one Effect `Schedule`:
 *
 * - only transient failures are retried (429, 5xx, timeouts, connection resets, truncated
 *   bodies — what `transport.ts` reports as `Retry`); a final failure stops at once;
 * - the delay is exponential from `backoffBaseMs`, capped at `backoffMaxMs`, with full
 *   jitter (a uniform draw between 0 and the capped delay);
 * - a server's `Retry-After` is honoured: the next attempt starts no sooner than it says; a
 *   `Retry-After` longer than `maxRetryAfterMs` stops the retries instead of waiting;
 * - at most `maxAttempts` attempts (the first included), and never a wait that would end
 *   past `maxTotalMs` after the request began.
 *
 * `stopReason` words why a request that failed after this policy stopped was given up.
 */
import { Duration, Schedule } from "effect"

/** A failed attempt: `Retry` is transient, `Fail` final. `elapsedMs`: since the request began. */
export type AttemptFailure =
  | {
      readonly _tag: "Retry"
      readonly reason: string
      readonly status: number | null
      readonly retryAfterMs: number | null
      readonly elapsedMs: number
    }
  | { readonly _tag: "Fail"; readonly reason: string; readonly status: number | null; readonly elapsedMs: number }

export interface RetryLimits {
  /** Attempts per request, the first included. */
  readonly maxAttempts: number
  /** One request with every attempt and wait. */
  readonly maxTotalMs: number
  readonly backoffBaseMs: number
  readonly backoffMaxMs: number
  /** Longest `Retry-After` waited for. */
  readonly maxRetryAfterMs: number
}

const retryAfterTooLong = (f: AttemptFailure, limits: RetryLimits): boolean =>
  f._tag === "Retry" && f.retryAfterMs !== null && f.retryAfterMs > limits.maxRetryAfterMs

/** Exponential backoff from the base, capped, with full jitter. */
export const backoff = (limits: RetryLimits): Schedule.Schedule<Duration.Duration> =>
  Schedule.exponential(Duration.millis(limits.backoffBaseMs), 2).pipe(
    Schedule.modifyDelay((_, delay) => Duration.min(delay, Duration.millis(limits.backoffMaxMs))),
    Schedule.jitteredWith({ min: 0, max: 1 })
  )

/**
 * The policy for `Effect.retry`; its output is the delay before the next attempt and the
 * failure it follows.
 */
export const retrySchedule = (limits: RetryLimits): Schedule.Schedule<readonly [Duration.Duration, AttemptFailure], AttemptFailure> => {
  const delays = Schedule.identity<AttemptFailure>().pipe(
    Schedule.intersect(backoff(limits)),
    Schedule.intersect(Schedule.recurs(Math.max(0, limits.maxAttempts - 1))),
    Schedule.whileInput((f: AttemptFailure) => f._tag === "Retry" && !retryAfterTooLong(f, limits)),
    // Retry-After: never sooner than the server asked.
    Schedule.modifyDelay(([[f]], delay) =>
      f._tag === "Retry" && f.retryAfterMs !== null ? Duration.max(delay, Duration.millis(f.retryAfterMs)) : delay
    )
  )
  return Schedule.delays(delays).pipe(
    Schedule.intersect(Schedule.identity<AttemptFailure>()),
    // The total budget: no wait that ends past it.
    Schedule.whileOutput(([delay, f]) => f.elapsedMs + Duration.toMillis(delay) <= limits.maxTotalMs)
  )
}

/** Why the retries of a request that failed with `last` after `attempts` attempts stopped. */
export const stopReason = (last: AttemptFailure, attempts: number, limits: RetryLimits): string => {
  if (last._tag === "Fail" || attempts >= limits.maxAttempts) return last.reason
  if (retryAfterTooLong(last, limits)) {
    const asked = Math.round((last.retryAfterMs ?? 0) / 1000)
    return `${last.reason}, Retry-After ${asked} s exceeds the ${Math.round(limits.maxRetryAfterMs / 1000)} s bound`
  }
  return `${last.reason}; the ${limits.maxTotalMs} ms retry budget is spent`
}
