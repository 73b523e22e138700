/**
 * The in-process `RateLimiter`: spacing, not a token bucket. Each `acquire` takes the next
 * start slot `max(now, previous start + interval)` and sleeps until it, so starts are at
 * least `interval` apart and no one-second window holds more than N of them — there is
 * never a burst. Slots are taken one at a time and measured from the previous caller's
 * actual wake-up, so a late timer never squeezes two starts together. A wake-up more than
 * 20 ms (or a fifth of an interval) after its slot means the event loop was held; the caller then
 * waits one more interval, because the previous caller's request may only be leaving now. For
 * the same reason a caller that finds the loop was held after the previous start (a zero-delay
 * timer set at that start fired late, or has not fired) starts an interval after the loop came
 * back.
 * The interval is 1000/N ms plus a 3 % margin for timer jitter. Waiting callers take the slots
 * in order of their unit of work's rank (./rate-limiter.ts).
 */
import { Clock, Effect, FiberRef, Layer } from "effect"
import { EdgarConfig } from "./config.js"
import { nextRank, RateLimiter, type RateLimiterService, UnitOfWork } from "./rate-limiter.js"

/**
 * One caller at a time, the waiting callers in order of rank (then of arrival): the waiting
 * request of the unit of work that began first goes next (see ./rate-limiter.ts).
 */
const makeRankedGate = () => {
  interface Waiter {
    readonly rank: number
    readonly wake: () => void
    woken: boolean
  }
  // kept in order of rank; callers of one rank in order of arrival
  const waiting: Array<Waiter> = []
  let busy = false
  const leave = (): void => {
    const next = waiting.shift()
    if (next === undefined) {
      busy = false
      return
    }
    next.woken = true
    next.wake()
  }
  const enter = (rank: number): Effect.Effect<void> =>
    Effect.async<void>((resume) => {
      if (!busy) {
        busy = true
        resume(Effect.void)
        return
      }
      const w: Waiter = { rank, wake: () => resume(Effect.void), woken: false }
      let at = waiting.length
      while (at > 0 && (waiting[at - 1] as Waiter).rank > rank) at--
      waiting.splice(at, 0, w)
      return Effect.sync(() => {
        // interrupted while waiting: out of the queue, or, if it was let in meanwhile, let the next one in
        if (w.woken) leave()
        else waiting.splice(waiting.indexOf(w), 1)
      })
    })
  /** `use` with the gate held; waiting for the gate can be interrupted. */
  return <A>(use: Effect.Effect<A>): Effect.Effect<A> =>
    Effect.flatMap(FiberRef.get(UnitOfWork), (unit) =>
      Effect.uninterruptibleMask((restore) => Effect.zipRight(restore(enter(unit ?? nextRank())), Effect.ensuring(restore(use), Effect.sync(leave))))
    )
}

/** Spacing between starts for N per second: 1000/N ms plus 3 % margin. */
export const spacingMs = (maxPerSecond: number): number => (1000 / maxPerSecond) * 1.03

export const makeLocalRateLimiter = (maxPerSecond: number): Effect.Effect<RateLimiterService> =>
  Effect.gen(function* () {
    const n = Math.min(Math.max(maxPerSecond, 0.001), 10)
    const interval = spacingMs(n)
    // a timer this late means the event loop did not run meanwhile
    const lateMs = Math.min(20, interval / 5)
    const gate = makeRankedGate()
    let last = Number.NEGATIVE_INFINITY
    // when the event loop next ran after the previous start (undefined: not yet)
    let loopBack: number | undefined = Number.NEGATIVE_INFINITY
    const acquire = gate(
      Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        // The loop was held after the previous start (or has not run since): that request leaves only when the loop is
        // back, so the next start keeps an interval from then.
        const back = loopBack ?? now
        const due = back - last > lateMs ? Math.max(last + interval, back + interval) : last + interval
        if (due > now) {
          yield* Effect.sleep(Math.ceil(due - now))
          // Woken well after the slot: the event loop was held (CPU-bound analysis on the same thread), and the previous
          // caller's request, started before the stall, may only now be leaving with this one. Keep a full interval
          // from now, so two starts never leave together when the loop is released.
          if ((yield* Clock.currentTimeMillis) - due > lateMs) yield* Effect.sleep(Math.ceil(interval))
        }
        last = yield* Clock.currentTimeMillis
        loopBack = undefined
        yield* Effect.sync(() => {
          setTimeout(() => {
            loopBack = Date.now()
          }, 0).unref()
        })
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
