import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { ConfigError, Effect, Either, Exit, Option } from "effect"
import { Redis } from "ioredis"
import { FilingCache } from "../../src/cache/filing-cache.js"
import { RedisCacheLive } from "../../src/cache/redis-cache.js"
import { REDIS_COMMAND_TIMEOUT_MS, REDIS_KEY_PREFIX } from "../../src/redis/client.js"
import { freePort, type RedisServer, startRedis } from "../support/redis.js"
import { type Bundle, bundleChildren, runChild } from "./helpers/children.js"
import { contractSuite } from "./helpers/contract.js"
import { captureLogs, warnings } from "./helpers/logs.js"
import { parseResult } from "./helpers/values.js"

let server: RedisServer
let raw: Redis
let children: Bundle

beforeAll(async () => {
  ;[server, children] = await Promise.all([startRedis(), bundleChildren(["cacheClient"])])
  raw = new Redis(server.url, { lazyConnect: true, maxRetriesPerRequest: 1 })
  await raw.connect()
}, 60_000)

afterAll(async () => {
  await raw?.quit().catch(() => undefined)
  await server?.stop()
  children?.dispose()
}, 30_000)

let run = 0
describe("RedisCacheLive: the cache contract against a real redis-server", () => {
  // Each test gets its own key space on the shared server.
  contractSuite(() => RedisCacheLive(server.url), { prefix: `contract-${Date.now()}-${run++}` })
})

describe("RedisCacheLive: storage", () => {
  it.live("values live under the disclosure-risk: prefix, with the TTL as PX", () =>
    Effect.gen(function* () {
      const cache = yield* FilingCache
      yield* cache.putJson("edgar/company_tickers", { a: 1 }, "24 hours")
      yield* cache.putBytes("edgar/doc/1/2/x.htm", Uint8Array.of(1, 2, 3))
      const ttl = yield* Effect.promise(() => raw.pttl(`${REDIS_KEY_PREFIX}edgar/company_tickers`))
      expect(ttl).toBeGreaterThan(24 * 3_600_000 - 60_000)
      expect(ttl).toBeLessThanOrEqual(24 * 3_600_000)
      expect(yield* Effect.promise(() => raw.pttl(`${REDIS_KEY_PREFIX}edgar/doc/1/2/x.htm`))).toBe(-1)
      const stored = yield* Effect.promise(() => raw.getBuffer(`${REDIS_KEY_PREFIX}edgar/doc/1/2/x.htm`))
      expect(stored?.toString("latin1", 0, 4)).toBe("DRCE")
      expect(yield* cache.stats).toMatchObject({ backend: "redis", location: server.url, writes: 2 })
    }).pipe(Effect.provide(RedisCacheLive(server.url)))
  )

  it.effect("a malformed URL is a configuration error", () =>
    Effect.gen(function* () {
      for (const url of ["localhost:6379", "http://127.0.0.1:6379", "redis://"]) {
        const exit = yield* Effect.exit(Effect.provide(FilingCache, RedisCacheLive(url)))
        expect(Exit.isFailure(exit)).toBe(true)
        if (Exit.isFailure(exit)) {
          const error = exit.cause._tag === "Fail" ? exit.cause.error : undefined
          expect(ConfigError.isConfigError(error)).toBe(true)
        }
      }
    })
  )
})

describe("RedisCacheLive: corrupt values are misses, counted, deleted, then refetched", () => {
  const cases: ReadonlyArray<readonly [string, (value: Buffer) => Buffer]> = [
    ["truncated", (v) => v.subarray(0, v.length - 1)],
    ["byte flipped", (v) => Buffer.from(v.map((b, i) => (i === v.length - 5 ? b ^ 0xff : b)))],
    ["garbage", () => Buffer.from("garbage")],
    ["empty", () => Buffer.alloc(0)]
  ]
  for (const [name, damage] of cases) {
    it.live(name, () => {
      const { logs, layer } = captureLogs()
      const key = `corrupt/${name.replace(/ /g, "-")}/${Date.now()}`
      return Effect.gen(function* () {
        const cache = yield* FilingCache
        yield* cache.putJson(key, { value: name })
        const redisKey = REDIS_KEY_PREFIX + key
        const stored = yield* Effect.promise(() => raw.getBuffer(redisKey))
        if (stored === null) throw new Error("value not stored")
        yield* Effect.promise(() => raw.set(redisKey, damage(stored)))
        expect(Option.isNone(yield* cache.getJson(key))).toBe(true)
        expect(yield* Effect.promise(() => raw.exists(redisKey))).toBe(0)
        yield* cache.putJson(key, { value: name })
        expect(yield* cache.getJson(key)).toEqual(Option.some({ value: name }))
        expect(yield* cache.stats).toMatchObject({ corrupt: 1, misses: 1, hits: 1, errors: 0 })
        expect(warnings(logs).some((w) => w.startsWith("corrupt cache entry"))).toBe(true)
      }).pipe(Effect.provide(RedisCacheLive(server.url)), Effect.provide(layer))
    })
  }

  it.live("a corrupt value replaced meanwhile by a good one is not deleted", () => {
    const key = `corrupt/race/${Date.now()}`
    return Effect.gen(function* () {
      const cache = yield* FilingCache
      const redisKey = REDIS_KEY_PREFIX + key
      yield* Effect.promise(() => raw.set(redisKey, "garbage"))
      // The value read is "garbage"; a fresh entry written right after it must survive.
      yield* cache.putJson(`${key}/good`, 1)
      const good = yield* Effect.promise(() => raw.getBuffer(`${REDIS_KEY_PREFIX}${key}/good`))
      expect(Option.isNone(yield* cache.getJson(key))).toBe(true)
      expect(yield* Effect.promise(() => raw.exists(redisKey))).toBe(0)
      yield* Effect.promise(() => raw.set(redisKey, "garbage"))
      const script = `local v = redis.call('GET', KEYS[1]) if v and redis.sha1hex(v) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`
      // Same compare-and-delete the cache uses, with the digest of a different value: no delete.
      expect(yield* Effect.promise(() => raw.eval(script, 1, redisKey, "0".repeat(40)))).toBe(0)
      expect(good).not.toBeNull()
    }).pipe(Effect.provide(RedisCacheLive(server.url)), Effect.provide(captureLogs().layer))
  })
})

describe("RedisCacheLive: two processes share one Redis", () => {
  it("one process writes, another reads every value back exactly", async () => {
    const script = children.path("cacheClient")
    const written = parseResult((await runChild(script, ["redis", server.url, "write", "20", "5"], 30_000)).stdout)
    expect(written).toMatchObject({ stats: { backend: "redis", writes: 40, errors: 0 } })
    const read = parseResult((await runChild(script, ["redis", server.url, "read", "20", "5"], 30_000)).stdout)
    expect(read).toMatchObject({ exact: 40, missing: 0, wrong: 0, stats: { hits: 40, corrupt: 0, errors: 0 } })
  }, 60_000)
})

describe("RedisCacheLive: outages degrade to misses, never failures or hangs", () => {
  it.live("server killed mid-run: reads miss and writes are skipped quickly; service resumes after restart", () => {
    const { logs, layer } = captureLogs()
    return Effect.gen(function* () {
      const own = yield* Effect.promise(() => startRedis())
      yield* Effect.addFinalizer(() => Effect.promise(() => own.stop()))
      const program = Effect.gen(function* () {
        const cache = yield* FilingCache
        yield* cache.putJson("outage/a", { a: 1 })
        expect(yield* cache.getJson("outage/a")).toEqual(Option.some({ a: 1 }))
        yield* Effect.promise(() => own.kill())
        const started = Date.now()
        for (let i = 0; i < 5; i++) {
          expect(Option.isNone(yield* cache.getJson("outage/a"))).toBe(true)
          expect(Option.isNone(yield* cache.getBytes(`outage/b${i}`))).toBe(true)
          yield* cache.putJson(`outage/c${i}`, i)
        }
        const elapsed = Date.now() - started
        expect(elapsed).toBeLessThan(5_000)
        const during = yield* cache.stats
        expect(during.errors).toBeGreaterThanOrEqual(15)
        expect(during.hits).toBe(1)
        // Back on the same port: the client reconnects by itself.
        const again = yield* Effect.promise(() => startRedis({ port: own.port }))
        yield* Effect.addFinalizer(() => Effect.promise(() => again.stop()))
        let recovered = false
        for (let i = 0; i < 50 && !recovered; i++) {
          yield* cache.putJson("outage/after", { ok: true })
          recovered = Option.isSome(yield* cache.getJson("outage/after"))
          if (!recovered) yield* Effect.sleep("200 millis")
        }
        expect(recovered).toBe(true)
        return elapsed
      })
      const elapsed = yield* program.pipe(Effect.provide(RedisCacheLive(own.url)), Effect.provide(layer))
      expect(warnings(logs).length).toBeGreaterThan(0)
      console.info(`redis outage: 15 cache operations with the server killed took ${elapsed} ms in all`)
    }).pipe(Effect.scoped)
  }, 60_000)

  it.live("a stalled server (SIGSTOP): operations give up after the command timeout, then skip Redis for a while", () =>
    Effect.gen(function* () {
      const own = yield* Effect.promise(() => startRedis())
      yield* Effect.addFinalizer(() => Effect.promise(() => own.stop()))
      const program = Effect.gen(function* () {
        const cache = yield* FilingCache
        yield* cache.putJson("stall/a", 1)
        process.kill(own.pid, "SIGSTOP")
        const started = Date.now()
        const found = yield* cache.getJson("stall/a")
        const firstTook = Date.now() - started
        for (let i = 0; i < 5; i++) yield* cache.putJson(`stall/b${i}`, i)
        const took = Date.now() - started
        process.kill(own.pid, "SIGCONT")
        console.info(
          `redis stalled: first read gave up after ${firstTook} ms; 6 operations took ${took} ms in all (3 timeouts, then skipped)`
        )
        expect(Option.isNone(found)).toBe(true)
        expect(firstTook).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS + 1_500)
        // Three timeouts open the breaker; the other three fail at once.
        expect(took).toBeLessThan(3 * (REDIS_COMMAND_TIMEOUT_MS + 1_500))
        expect((yield* cache.stats).errors).toBe(6)
      })
      yield* program.pipe(Effect.provide(RedisCacheLive(own.url)), Effect.provide(captureLogs().layer))
    }).pipe(Effect.scoped)
  , 30_000)

  it.live("Redis down at startup and started later: the cache starts working without a restart", () =>
    Effect.gen(function* () {
      const port = yield* Effect.promise(() => freePort())
      const program = Effect.gen(function* () {
        const cache = yield* FilingCache
        expect(Option.isNone(yield* cache.getJson("late/x"))).toBe(true)
        const late = yield* Effect.promise(() => startRedis({ port }))
        yield* Effect.addFinalizer(() => Effect.promise(() => late.stop()))
        let recovered = false
        for (let i = 0; i < 50 && !recovered; i++) {
          yield* cache.putJson("late/x", 1)
          recovered = Option.isSome(yield* cache.getJson("late/x"))
          if (!recovered) yield* Effect.sleep("200 millis")
        }
        expect(recovered).toBe(true)
      })
      yield* program.pipe(
        Effect.provide(RedisCacheLive(`redis://127.0.0.1:${port}`)),
        Effect.provide(captureLogs().layer),
        Effect.scoped
      )
    })
  , 30_000)

  it.live("Redis unreachable from the start: the layer still builds within a few seconds and every read misses", () =>
    Effect.gen(function* () {
      const port = yield* Effect.promise(() => freePort())
      const started = Date.now()
      const result = yield* Effect.gen(function* () {
        const cache = yield* FilingCache
        yield* cache.putBytes("down/x", Uint8Array.of(1))
        const found = yield* cache.getBytes("down/x")
        return { found, stats: yield* cache.stats }
      }).pipe(Effect.provide(RedisCacheLive(`redis://127.0.0.1:${port}`)), Effect.provide(captureLogs().layer), Effect.either)
      expect(Either.isRight(result)).toBe(true)
      if (Either.isRight(result)) {
        expect(Option.isNone(result.right.found)).toBe(true)
        expect(result.right.stats).toMatchObject({ backend: "redis", hits: 0, misses: 1, writes: 0, errors: 2 })
      }
      const took = Date.now() - started
      console.info(`redis unreachable at start: layer built, one write and one read done in ${took} ms`)
      expect(took).toBeLessThan(8_000)
    })
  , 30_000)
})
