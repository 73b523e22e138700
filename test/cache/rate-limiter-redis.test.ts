import { monitorEventLoopDelay } from "node:perf_hooks"
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { ConfigError, Effect, Exit } from "effect"
import { RateLimiter } from "../../src/edgar/rate-limiter.js"
import { spacingMs } from "../../src/edgar/rate-limiter-local.js"
import { lateToleranceMs, RedisRateLimiterLive } from "../../src/edgar/rate-limiter-redis.js"
import { type RedisServer, startRedis } from "../support/redis.js"
import { type Bundle, bundleChildren, startChild } from "./helpers/children.js"
import { captureLogs, warnings } from "./helpers/logs.js"
import { parseResult } from "./helpers/values.js"
import { maxStartsInWindow } from "../support/edgar-server.js"

let server: RedisServer
let children: Bundle

beforeAll(async () => {
  ;[server, children] = await Promise.all([startRedis(), bundleChildren(["limiterClient"])])
}, 60_000)

afterAll(async () => {
  await server?.stop()
  children?.dispose()
}, 30_000)


const gaps = (starts: ReadonlyArray<number>): Array<number> => {
  const sorted = [...starts].sort((a, b) => a - b)
  return sorted.slice(1).map((t, i) => t - (sorted[i] ?? t))
}

interface LimiterResult {
  readonly pid: number
  readonly kind: string
  readonly starts: ReadonlyArray<number>
}

const isLimiterResult = (value: unknown): value is LimiterResult =>
  typeof value === "object" && value !== null && "starts" in value && Array.isArray(value.starts)

describe("RedisRateLimiterLive: one pace across processes", () => {
  it("three processes, N = 10: never more than 10 starts in any 1000 ms window", async () => {
    const perProcess = 16
    const startAt = Date.now() + 2_500
    const running = [0, 1, 2].map(() =>
      startChild(children.path("limiterClient"), [server.url, "10", String(perProcess), String(startAt), "3"], 60_000)
    )
    const results = await Promise.all(running.map((c) => c.result))
    for (const r of results) expect(r.code, r.stderr).toBe(0)
    const parsed = results.map((r) => parseResult(r.stdout))
    const all: Array<number> = []
    for (const p of parsed) {
      if (!isLimiterResult(p)) throw new Error(`unexpected child output ${JSON.stringify(p)}`)
      expect(p.kind).toBe("redis")
      expect(p.starts.length).toBe(perProcess)
      all.push(...p.starts)
    }
    const max = maxStartsInWindow(all)
    const minGap = Math.min(...gaps(all))
    const span = Math.max(...all) - Math.min(...all)
    console.info(
      `shared limiter, 3 processes × ${perProcess} starts at N=10: max ${max} starts in any 1000 ms window, ` +
        `min gap ${minGap.toFixed(1)} ms, span ${span.toFixed(0)} ms for ${all.length} starts`
    )
    expect(all.length).toBe(3 * perProcess)
    expect(max).toBeLessThanOrEqual(10)
    // Paced, not merely capped: 48 starts need about 47 intervals.
    expect(span).toBeGreaterThanOrEqual((all.length - 1) * 100 * 0.97)
    // Interleaved: every process kept starting throughout, none ran alone.
    for (const p of parsed) if (isLimiterResult(p)) expect(Math.max(...p.starts) - Math.min(...p.starts)).toBeGreaterThan(2_000)
  }, 90_000)
})

describe("RedisRateLimiterLive: in process", () => {
  it.live("spaces starts by 1000/N ms (plus margin) and describes itself", () =>
    Effect.gen(function* () {
      const limiter = yield* RateLimiter
      expect(limiter.describe).toEqual({ kind: "redis", maxPerSecond: 5 })
      const starts: Array<number> = []
      // The event loop's worst delay during the run: a start is timed when its caller resumes,
      // which a loaded host can delay for one caller and not the next.
      const lag = monitorEventLoopDelay({ resolution: 10 })
      lag.enable()
      yield* Effect.forEach(
        Array.from({ length: 6 }),
        () => Effect.zipRight(limiter.acquire, Effect.sync(() => starts.push(Date.now()))),
        { concurrency: "unbounded" }
      )
      lag.disable()
      const maxLagMs = lag.max / 1e6
      // Paced: the six starts span at least five intervals less one tolerance (a caller starts
      // within the tolerance of its slot), so no 1000 ms window holds more than five.
      const span = Math.max(...starts) - Math.min(...starts)
      expect(span).toBeGreaterThanOrEqual(5 * spacingMs(5) - lateToleranceMs(5) - Math.ceil(maxLagMs) - 1)
      expect(maxStartsInWindow(starts)).toBeLessThanOrEqual(5)
      // Spaced, not bunched (loose: a loaded host can delay any single wake-up).
      expect(Math.min(...gaps(starts))).toBeGreaterThan(spacingMs(5) / 2)
    }).pipe(Effect.provide(RedisRateLimiterLive(server.url, 5)))
  )

  it.effect("a rate that is not > 0 is a configuration error; above 10 is clamped", () =>
    Effect.gen(function* () {
      for (const bad of [0, -1, Number.NaN]) {
        const exit = yield* Effect.exit(Effect.provide(RateLimiter, RedisRateLimiterLive(server.url, bad)))
        expect(Exit.isFailure(exit)).toBe(true)
        if (Exit.isFailure(exit)) {
          expect(ConfigError.isConfigError(exit.cause._tag === "Fail" ? exit.cause.error : undefined)).toBe(true)
        }
      }
      const clamped = yield* Effect.provide(RateLimiter, RedisRateLimiterLive(server.url, 50))
      expect(clamped.describe.maxPerSecond).toBe(10)
    })
  )

  it.live("Redis down: acquire neither fails nor hangs, and keeps the spacing within the process", () => {
    const { logs, layer } = captureLogs()
    return Effect.gen(function* () {
      const own = yield* Effect.promise(() => startRedis())
      yield* Effect.addFinalizer(() => Effect.promise(() => own.stop()))
      const starts = yield* Effect.gen(function* () {
        const limiter = yield* RateLimiter
        yield* limiter.acquire
        yield* Effect.promise(() => own.kill())
        const starts: Array<number> = []
        yield* Effect.forEach(
          Array.from({ length: 5 }),
          () => Effect.zipRight(limiter.acquire, Effect.sync(() => starts.push(Date.now()))),
          { concurrency: "unbounded" }
        )
        return starts
      }).pipe(Effect.provide(RedisRateLimiterLive(own.url, 10)), Effect.provide(layer), Effect.timeout("10 seconds"))
      expect(starts.length).toBe(5)
      expect(Math.max(...starts) - Math.min(...starts)).toBeGreaterThanOrEqual(4 * spacingMs(10) - lateToleranceMs(10) - 1)
      expect(maxStartsInWindow(starts)).toBeLessThanOrEqual(10)
      expect(warnings(logs).some((w) => w.includes("shared rate limit unavailable")), JSON.stringify(logs)).toBe(true)
    }).pipe(Effect.scoped)
  }, 30_000)
})
