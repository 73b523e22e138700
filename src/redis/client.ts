/**
 * A scoped ioredis connection configured so that an unreachable or stalled Redis never
 * stalls a caller: commands are not queued while disconnected (they fail at once), each
 * command has a timeout, a request is retried at most once, and the client keeps
 * reconnecting in the background with capped backoff. Used by the shared cache
 * (src/cache/redis-cache.ts) and the shared rate limiter (src/edgar/rate-limiter-redis.ts);
 * the service's layer stack (src/pipeline/service/stack.ts) chooses them when RISK_REDIS_URL is set.
 */
import { ConfigError, Duration, Effect, Runtime, type Scope } from "effect"
import type { Redis } from "ioredis"
import { redisUrlProblem } from "../config.js"

/** An error or rejection as one line for a log. */
export const describeCause = (cause: unknown): string =>
  cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause)

export const REDIS_KEY_PREFIX = "disclosure-risk:"

export const REDIS_CONNECT_TIMEOUT_MS = 2_000
export const REDIS_COMMAND_TIMEOUT_MS = 2_000

/** Rejects anything but `redis://` / `rediss://` URLs with a host. */
export const validateRedisUrl = (url: string): Effect.Effect<string, ConfigError.ConfigError> => {
  const problem = redisUrlProblem(url)
  return problem === null ? Effect.succeed(url) : Effect.fail(ConfigError.InvalidData(["RISK_REDIS_URL"], problem))
}

/** Redacts the password of a Redis URL for logs and stats. */
export const redactRedisUrl = (url: string): string => {
  try {
    const parsed = new URL(url)
    if (parsed.password !== "") parsed.password = "***"
    return parsed.toString()
  } catch {
    return "(invalid url)"
  }
}

/**
 * Logs a warning at most once per `every`, counting the ones held back in between, so that
 * an outage produces a steady trickle of warnings rather than one per request.
 */
export const makeThrottledWarning = (annotations: Record<string, string>, every: Duration.DurationInput = "5 seconds") => {
  const intervalMs = Duration.toMillis(Duration.decode(every))
  let lastAt = Number.NEGATIVE_INFINITY
  let held = 0
  return (message: string): Effect.Effect<void> =>
    Effect.suspend(() => {
      const now = Date.now()
      if (now - lastAt < intervalMs) {
        held++
        return Effect.void
      }
      lastAt = now
      const suffix = held > 0 ? ` (${held} similar warnings held back)` : ""
      held = 0
      return Effect.logWarning(`${message}${suffix}`).pipe(Effect.annotateLogs(annotations))
    })
}

/** A connected (or connecting) client, closed when the scope closes. Never fails on an outage. */
export const makeRedisClient = (
  url: string,
  component: string
): Effect.Effect<Redis, ConfigError.ConfigError, Scope.Scope> =>
  Effect.gen(function* () {
    const valid = yield* validateRedisUrl(url)
    const runtime = yield* Effect.runtime<never>()
    const warnConnection = makeThrottledWarning({ redis: redactRedisUrl(url), component }, "10 seconds")
    // ioredis is loaded on first use, so commands that never reach Redis do not load it.
    const { Redis: RedisClient } = yield* Effect.promise(() => import("ioredis"))
    const client = yield* Effect.acquireRelease(
      Effect.sync(() => {
        const redis = new RedisClient(valid, {
          lazyConnect: true,
          enableOfflineQueue: false,
          enableReadyCheck: true,
          maxRetriesPerRequest: 1,
          connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
          commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
          retryStrategy: (times) => Math.min(100 * 2 ** Math.min(times, 5), 2_000),
          connectionName: `disclosure-risk-${component}`
        })
        // Without a listener ioredis prints every connection error itself.
        redis.on("error", (error: unknown) => {
          Runtime.runFork(runtime)(warnConnection(`Redis connection problem: ${describeCause(error)}`))
        })
        return redis
      }),
      (redis) =>
        Effect.promise(() => redis.quit().then(() => undefined, () => undefined)).pipe(
          Effect.timeout("1 second"),
          Effect.ignore,
          Effect.ensuring(Effect.sync(() => redis.disconnect()))
        )
    )
    // Wait (boundedly) for the first connection so the first requests can use it; if Redis
    // is down the client keeps retrying in the background and requests degrade meanwhile.
    yield* Effect.tryPromise({ try: () => client.connect(), catch: describeCause }).pipe(
      Effect.timeout(Duration.millis(REDIS_CONNECT_TIMEOUT_MS + 500)),
      Effect.catchAll((error) =>
        Effect.logWarning(
          `Redis not reachable at start (${typeof error === "string" ? error : describeCause(error)}); continuing degraded, reconnecting in the background`
        ).pipe(Effect.annotateLogs({ redis: redactRedisUrl(url), component }))
      )
    )
    return client
  })

/**
 * After `threshold` consecutive failures, callers skip Redis for `coolDown` (failing at once
 * with `onOpen`) instead of each waiting for a timeout against a stalled server; the first
 * call after the pause tries Redis again, and a success closes the breaker.
 */
export const makeBreaker = (threshold = 3, coolDown: Duration.DurationInput = "5 seconds") => {
  const coolDownMs = Duration.toMillis(Duration.decode(coolDown))
  let failures = 0
  let openUntil = 0
  return <A, E>(effect: Effect.Effect<A, E>, onOpen: () => E): Effect.Effect<A, E> =>
    Effect.suspend(() => {
      const now = Date.now()
      if (now < openUntil) return Effect.fail(onOpen())
      return effect.pipe(
        Effect.tapBoth({
          onSuccess: () =>
            Effect.sync(() => {
              failures = 0
            }),
          onFailure: () =>
            Effect.sync(() => {
              failures++
              if (failures >= threshold) openUntil = Date.now() + coolDownMs
            })
        })
      )
    })
}
