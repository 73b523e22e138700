/**
 * Upstream request pacing. `acquire` resolves when the caller may start one request: starts
 * are spaced at least 1000/N ms apart (N = RISK_SEC_MAX_RPS, at most 10), so no one-second
 * window ever holds more than N starts. With Redis the slots are reserved in Redis, so the
 * spacing holds across every instance that shares it.
 *
 * Who waits first: the in-process limiter gives the next start to the waiting request of the
 * unit of work that began first (`asUnitOfWork`: a panel's or a universe's ticker), then to
 * the one that asked first. A ticker's three requests (its submissions, then its two
 * documents) therefore finish before later tickers start theirs, so its analysis can begin
 * while the others are fetched; in plain arrival order every ticker in flight would wait for
 * its documents until all had their submissions. A request outside any unit ranks by when it
 * asked.
 */
import { Context, Effect, FiberRef } from "effect"

export interface RateLimiterService {
  readonly acquire: Effect.Effect<void>
  readonly describe: { readonly kind: "local" | "redis"; readonly maxPerSecond: number }
}

export class RateLimiter extends Context.Tag("disclosure-risk/RateLimiter")<RateLimiter, RateLimiterService>() {}

let ranks = 0
/** The next rank: units of work and requests outside them draw from one sequence. */
export const nextRank = (): number => ranks++

/** The rank of the unit of work a fiber's upstream requests belong to (null: none). */
export const UnitOfWork: FiberRef.FiberRef<number | null> = FiberRef.unsafeMake<number | null>(null)

/** `effect` as one unit of work: its upstream requests wait behind those of units that began before it. */
export const asUnitOfWork = <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
  Effect.suspend(() => Effect.locally(effect, UnitOfWork, nextRank()))
