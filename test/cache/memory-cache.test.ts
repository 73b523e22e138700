import { describe, expect, it } from "@effect/vitest"
import { Effect, Option, TestClock } from "effect"
import { FilingCache } from "../../src/cache/filing-cache.js"
import { MemoryCacheLive, NoCacheLive } from "../../src/cache/memory-cache.js"
import { contractSuite } from "./helpers/contract.js"

describe("MemoryCacheLive: the cache contract", () => {
  contractSuite(() => MemoryCacheLive(), { prefix: "mem" })
})

describe("MemoryCacheLive: bounded LRU by bytes", () => {
  // Each entry below costs 300 payload + 3 key + 64 overhead = 367 bytes; room for two.
  const layer = MemoryCacheLive(800)
  const bytes = (fill: number) => new Uint8Array(300).fill(fill)

  it.effect("evicts the least recently used entry once over the byte limit", () =>
    Effect.gen(function* () {
      const cache = yield* FilingCache
      yield* cache.putBytes("k/1", bytes(1))
      yield* cache.putBytes("k/2", bytes(2))
      expect(Option.isSome(yield* cache.getBytes("k/1"))).toBe(true) // 1 is now the most recent
      yield* cache.putBytes("k/3", bytes(3))
      expect(Option.isSome(yield* cache.getBytes("k/1"))).toBe(true)
      expect(Option.isNone(yield* cache.getBytes("k/2"))).toBe(true)
      expect(Option.isSome(yield* cache.getBytes("k/3"))).toBe(true)
    }).pipe(Effect.provide(layer))
  )

  it.effect("an entry larger than the whole cache is not kept (and evicts nothing)", () =>
    Effect.gen(function* () {
      const cache = yield* FilingCache
      yield* cache.putBytes("k/1", bytes(1))
      yield* cache.putBytes("k/big", new Uint8Array(1000))
      expect(Option.isNone(yield* cache.getBytes("k/big"))).toBe(true)
      expect(Option.isSome(yield* cache.getBytes("k/1"))).toBe(true)
    }).pipe(Effect.provide(layer))
  )

  it.effect("TTL follows the Effect clock (TestClock)", () =>
    Effect.gen(function* () {
      const cache = yield* FilingCache
      yield* cache.putJson("k/ttl", { a: 1 }, "1 hour")
      yield* TestClock.adjust("59 minutes")
      expect(yield* cache.getJson("k/ttl")).toEqual(Option.some({ a: 1 }))
      yield* TestClock.adjust("2 minutes")
      expect(Option.isNone(yield* cache.getJson("k/ttl"))).toBe(true)
      expect(yield* cache.stats).toMatchObject({ backend: "memory", hits: 1, misses: 1 })
    }).pipe(Effect.provide(layer))
  )
})

describe("NoCacheLive", () => {
  it.effect("every read misses, every write is dropped", () =>
    Effect.gen(function* () {
      const cache = yield* FilingCache
      yield* cache.putBytes("k", Uint8Array.of(1))
      yield* cache.putJson("j", 1)
      expect(Option.isNone(yield* cache.getBytes("k"))).toBe(true)
      expect(Option.isNone(yield* cache.getJson("j"))).toBe(true)
      expect(yield* cache.stats).toEqual({ backend: "none", hits: 0, misses: 2, writes: 0, corrupt: 0, errors: 0 })
    }).pipe(Effect.provide(NoCacheLive))
  )
})
