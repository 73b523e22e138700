/**
 * Upstream request pacing. `acquire` resolves when the caller may start one request: starts
 * are spaced at least 1000/N ms apart (N = RISK_SEC_MAX_RPS, at most 10), so no one-second
 * window ever holds more than N starts. With Redis the slots are reserved in Redis, so the
 * spacing holds across every instance that shares it.
 */
import { Context, type Effect } from "effect"

export interface RateLimiterService {
  readonly acquire: Effect.Effect<void>
  readonly describe: { readonly kind: "local" | "redis"; readonly maxPerSecond: number }
}

export class RateLimiter extends Context.Tag("disclosure-risk/RateLimiter")<RateLimiter, RateLimiterService>() {}
