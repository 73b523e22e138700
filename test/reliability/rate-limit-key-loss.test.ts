/**
 * The shared rate limiter when Redis loses its slot key (FLUSHALL, a restart, an eviction)
 * while callers hold reserved slots: the chain of slots resumes after the latest slot the
 * process was granted, so one process never crowds its own reserved starts: no window of one
 * second ever holds more than N starts, flush or not.
 */
import { Effect, Fiber } from "effect"
import { Redis } from "ioredis"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { RateLimiter } from "../../src/edgar/rate-limiter.js"
import { RedisRateLimiterLive } from "../../src/edgar/rate-limiter-redis.js"
import { maxStartsInWindow } from "../support/edgar-server.js"
import { type RedisServer, startRedis } from "../support/redis.js"

let redis: RedisServer

beforeAll(async () => {
  redis = await startRedis()
})

afterAll(async () => {
  await redis?.stop()
})

const N = 10

describe("Redis rate limiter: the slot key is lost mid-run", () => {
  it("FLUSHALL twice while 6 callers keep acquiring: never more than N starts in any second", async () => {
    const admin = new Redis(redis.url, { maxRetriesPerRequest: 1 })
    try {
      const starts: Array<number> = []
      const program = Effect.gen(function* () {
        const limiter = yield* RateLimiter
        const deadline = Date.now() + 3_500
        const caller = Effect.gen(function* () {
          for (let i = 0; i < 100 && Date.now() < deadline; i++) {
            yield* limiter.acquire
            starts.push(performance.timeOrigin + performance.now())
          }
        })
        const fibers = yield* Effect.forEach(Array.from({ length: 6 }), () => Effect.fork(caller))
        yield* Effect.sleep("1 second")
        yield* Effect.promise(() => admin.flushall())
        yield* Effect.sleep("1200 millis")
        yield* Effect.promise(() => admin.flushall())
        yield* Fiber.joinAll(fibers)
      }).pipe(Effect.provide(RedisRateLimiterLive(redis.url, N)), Effect.scoped, Effect.timeout("20 seconds"))
      await Effect.runPromise(program)
      expect(starts.length).toBeGreaterThan(2 * N)
      expect(maxStartsInWindow(starts)).toBeLessThanOrEqual(N)
    } finally {
      admin.disconnect()
    }
  }, 60_000)
})
