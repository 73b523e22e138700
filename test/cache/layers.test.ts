import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { FilingCache } from "../../src/cache/filing-cache.js"
import { CacheFromConfig, cacheLayer } from "../../src/cache/layers.js"
import { RateLimiterFromConfig } from "../../src/pipeline/service/stack.js"
import { EdgarConfigLive } from "../../src/edgar/config.js"
import { RateLimiter } from "../../src/edgar/rate-limiter.js"
import { withSettings } from "../support/config.js"
import { type RedisServer, startRedis } from "../support/redis.js"

let server: RedisServer
const dir = mkdtempSync(join(tmpdir(), "risk-layers-"))

beforeAll(async () => {
  server = await startRedis()
}, 60_000)

afterAll(async () => {
  await server?.stop()
  rmSync(dir, { recursive: true, force: true })
}, 30_000)

const backendOf = (layer: Layer.Layer<FilingCache, unknown>) =>
  Effect.flatMap(FilingCache, (cache) => cache.stats).pipe(Effect.provide(layer))

describe("CacheFromConfig", () => {
  it.live("RISK_CACHE_DIR alone: the file cache there", () =>
    Effect.gen(function* () {
      const stats = yield* backendOf(CacheFromConfig).pipe(withSettings({ RISK_CACHE_DIR: dir }))
      expect(stats).toMatchObject({ backend: "file", location: dir })
    })
  )

  it.live("RISK_REDIS_URL set: Redis, whatever RISK_CACHE_DIR says", () =>
    Effect.gen(function* () {
      const stats = yield* backendOf(CacheFromConfig).pipe(withSettings({ RISK_CACHE_DIR: dir, RISK_REDIS_URL: server.url }))
      expect(stats).toMatchObject({ backend: "redis", location: server.url })
    })
  )

  it.live("an empty RISK_REDIS_URL counts as unset", () =>
    Effect.gen(function* () {
      const stats = yield* backendOf(CacheFromConfig).pipe(withSettings({ RISK_CACHE_DIR: dir, RISK_REDIS_URL: "" }))
      expect(stats.backend).toBe("file")
    })
  )

  it.live("--no-cache: nothing cached, whatever the configuration", () =>
    Effect.gen(function* () {
      const stats = yield* backendOf(cacheLayer({ noCache: true })).pipe(withSettings({ RISK_REDIS_URL: server.url }))
      expect(stats.backend).toBe("none")
      const configured = yield* backendOf(cacheLayer({ noCache: false })).pipe(withSettings({ RISK_CACHE_DIR: dir }))
      expect(configured.backend).toBe("file")
    })
  )

  it.live("a malformed RISK_REDIS_URL fails at startup with a configuration error", () =>
    Effect.gen(function* () {
      const result = yield* backendOf(CacheFromConfig).pipe(withSettings({ RISK_REDIS_URL: "localhost:6379" }), Effect.flip)
      expect(String(result)).toContain("RISK_REDIS_URL")
    })
  )
})

describe("RateLimiterFromConfig", () => {
  const limiter = (env: Record<string, string>, maxPerSecond: number) =>
    Effect.map(RateLimiter, (l) => l.describe).pipe(
      Effect.provide(RateLimiterFromConfig.pipe(Layer.provide(EdgarConfigLive))),
      withSettings({ ...env, RISK_SEC_MAX_RPS: maxPerSecond })
    )

  it.live("no RISK_REDIS_URL: the in-process limiter at RISK_SEC_MAX_RPS", () =>
    Effect.gen(function* () {
      expect(yield* limiter({}, 7)).toEqual({ kind: "local", maxPerSecond: 7 })
    })
  )

  it.live("RISK_REDIS_URL set: the shared limiter at the same rate", () =>
    Effect.gen(function* () {
      expect(yield* limiter({ RISK_REDIS_URL: server.url }, 7)).toEqual({ kind: "redis", maxPerSecond: 7 })
    })
  )
})
