/**
 * The `FilingCache` contract, run against every backend. Real (short) TTLs so the same
 * checks hold for Redis, whose expiry runs on the server's clock.
 */
import { expect, it } from "@effect/vitest"
import { Duration, Effect, Layer, Option } from "effect"
import { FilingCache } from "../../../src/cache/filing-cache.js"
import { captureLogs } from "./logs.js"
import { jsonFor, sameBytes, valueFor } from "./values.js"

export const contractSuite = (makeLayer: () => Layer.Layer<FilingCache, unknown>, options: { readonly prefix: string }) => {
  const p = (key: string) => `${options.prefix}/${key}`
  // Warnings (expected here) are captured rather than printed.
  const run = <A, E>(program: Effect.Effect<A, E, FilingCache>) =>
    program.pipe(Effect.provide(makeLayer()), Effect.provide(captureLogs().layer))

  it.live("bytes round trip (empty, every byte value, 256 KiB)", () =>
    run(
      Effect.gen(function* () {
        const cache = yield* FilingCache
        const all = Uint8Array.from({ length: 256 }, (_, i) => i)
        const big = valueFor(p("big"), 1, 256 * 1024)
        yield* cache.putBytes(p("empty"), new Uint8Array(0))
        yield* cache.putBytes(p("all"), all)
        yield* cache.putBytes(p("big"), big)
        expect(Option.getOrThrow(yield* cache.getBytes(p("empty"))).length).toBe(0)
        expect(sameBytes(Option.getOrThrow(yield* cache.getBytes(p("all"))), all)).toBe(true)
        expect(sameBytes(Option.getOrThrow(yield* cache.getBytes(p("big"))), big)).toBe(true)
        const stats = yield* cache.stats
        expect(stats).toMatchObject({ hits: 3, misses: 0, writes: 3, corrupt: 0, errors: 0 })
      })
    )
  )

  it.live("JSON round trip (nested, unicode, null; undefined fields dropped as in JSON)", () =>
    run(
      Effect.gen(function* () {
        const cache = yield* FilingCache
        const value = jsonFor(p("json"), 7)
        yield* cache.putJson(p("json"), value)
        yield* cache.putJson(p("scalar"), 42)
        yield* cache.putJson(p("null"), null)
        yield* cache.putJson(p("sparse"), { a: 1, b: undefined })
        expect(Option.getOrThrow(yield* cache.getJson(p("json")))).toEqual(value)
        expect(Option.getOrThrow(yield* cache.getJson(p("scalar")))).toBe(42)
        expect(yield* cache.getJson(p("null"))).toEqual(Option.some(null))
        expect(Option.getOrThrow(yield* cache.getJson(p("sparse")))).toEqual({ a: 1 })
      })
    )
  )

  it.live("absent keys miss; a later write replaces the value; stats count it all", () =>
    run(
      Effect.gen(function* () {
        const cache = yield* FilingCache
        expect(Option.isNone(yield* cache.getBytes(p("absent")))).toBe(true)
        expect(Option.isNone(yield* cache.getJson(p("absent-json")))).toBe(true)
        yield* cache.putBytes(p("replace"), Uint8Array.of(1))
        yield* cache.putBytes(p("replace"), Uint8Array.of(2, 3))
        expect(Array.from(Option.getOrThrow(yield* cache.getBytes(p("replace"))))).toEqual([2, 3])
        expect(yield* cache.stats).toMatchObject({ hits: 1, misses: 2, writes: 2, corrupt: 0, errors: 0 })
      })
    )
  )

  it.live("the cache keeps its own copy of the bytes", () =>
    run(
      Effect.gen(function* () {
        const cache = yield* FilingCache
        const bytes = Uint8Array.of(1, 2, 3)
        yield* cache.putBytes(p("copy"), bytes)
        bytes[0] = 99
        const first = Option.getOrThrow(yield* cache.getBytes(p("copy")))
        expect(Array.from(first)).toEqual([1, 2, 3])
        first[1] = 99
        expect(Array.from(Option.getOrThrow(yield* cache.getBytes(p("copy"))))).toEqual([1, 2, 3])
      })
    )
  )

  it.live("a TTL entry is served until it expires, then misses; no TTL keeps it", () =>
    run(
      Effect.gen(function* () {
        const cache = yield* FilingCache
        yield* cache.putJson(p("ttl"), { fresh: true }, "400 millis")
        yield* cache.putBytes(p("ttl-bytes"), Uint8Array.of(5), "400 millis")
        yield* cache.putBytes(p("kept"), Uint8Array.of(6))
        expect(yield* cache.getJson(p("ttl"))).toEqual(Option.some({ fresh: true }))
        yield* Effect.sleep("700 millis")
        expect(Option.isNone(yield* cache.getJson(p("ttl")))).toBe(true)
        expect(Option.isNone(yield* cache.getBytes(p("ttl-bytes")))).toBe(true)
        expect(Array.from(Option.getOrThrow(yield* cache.getBytes(p("kept"))))).toEqual([6])
        expect((yield* cache.stats).corrupt).toBe(0)
      })
    )
  )

  it.live("a zero TTL stores nothing (and drops the old value); an infinite TTL keeps the entry", () =>
    run(
      Effect.gen(function* () {
        const cache = yield* FilingCache
        yield* cache.putJson(p("zero"), 1)
        yield* cache.putJson(p("zero"), 2, 0)
        yield* cache.putJson(p("forever"), 3, Duration.infinity)
        expect(Option.isNone(yield* cache.getJson(p("zero")))).toBe(true)
        expect(yield* cache.getJson(p("forever"))).toEqual(Option.some(3))
      })
    )
  )

  it.live("a malformed TTL is a skipped write with a counted error, not a failure", () =>
    run(
      Effect.gen(function* () {
        const cache = yield* FilingCache
        const ttl = JSON.parse('"soon"') as Duration.DurationInput
        yield* cache.putJson(p("bad-ttl"), 1, ttl)
        expect(Option.isNone(yield* cache.getJson(p("bad-ttl")))).toBe(true)
        expect((yield* cache.stats).errors).toBe(1)
      })
    )
  )

  it.live("a value with no JSON form is not cached and does not fail the caller", () =>
    run(
      Effect.gen(function* () {
        const cache = yield* FilingCache
        const circular: Record<string, unknown> = {}
        circular["self"] = circular
        yield* cache.putJson(p("bigint"), { n: 1n })
        yield* cache.putJson(p("circular"), circular)
        yield* cache.putJson(p("undefined"), undefined)
        expect(Option.isNone(yield* cache.getJson(p("bigint")))).toBe(true)
        expect(Option.isNone(yield* cache.getJson(p("circular")))).toBe(true)
        expect(Option.isNone(yield* cache.getJson(p("undefined")))).toBe(true)
        expect((yield* cache.stats).errors).toBe(3)
      })
    )
  )

  it.live("an absurdly long key never fails the caller (stored exactly, or not at all)", () =>
    run(
      Effect.gen(function* () {
        const cache = yield* FilingCache
        const key = p(`long/${"k".repeat(70_000)}`)
        yield* cache.putJson(key, { long: true })
        const found = yield* cache.getJson(key)
        if (Option.isSome(found)) expect(found.value).toEqual({ long: true })
        expect((yield* cache.stats).corrupt).toBe(0)
      })
    )
  )

  it.live("bytes and JSON entries are not confused: asking for the other kind misses", () =>
    run(
      Effect.gen(function* () {
        const cache = yield* FilingCache
        yield* cache.putBytes(p("kind-b"), new TextEncoder().encode("{}"))
        yield* cache.putJson(p("kind-j"), {})
        expect(Option.isNone(yield* cache.getJson(p("kind-b")))).toBe(true)
        expect(Option.isNone(yield* cache.getBytes(p("kind-j")))).toBe(true)
      })
    )
  )

  it.live("awkward keys stay distinct: prefixes, dots, escapes, unicode, long segments", () =>
    run(
      Effect.gen(function* () {
        const cache = yield* FilingCache
        const long = "x".repeat(300)
        const keys = [
          p("k/a"),
          p("k/a/b"),
          p("k/a%2Fb"),
          p("k/a.b"),
          p("k/a%2Eb"),
          p("k/../a"),
          p("k/./a"),
          p("k//a"),
          p("k/a/"),
          p("k/~a"),
          p("k/é"),
          p(`k/${long}`),
          p(`k/${long}y`),
          p("k/a.entry"),
          p("k/.hidden")
        ]
        for (const [i, key] of keys.entries()) yield* cache.putJson(key, { i, key })
        for (const [i, key] of keys.entries()) expect(yield* cache.getJson(key)).toEqual(Option.some({ i, key }))
      })
    )
  )

  it.live("many concurrent writers and readers on one key: every read is a whole value", () =>
    run(
      Effect.gen(function* () {
        const cache = yield* FilingCache
        const key = p("contended")
        const generations = 24
        const expected = new Map<number, Uint8Array>()
        const expectedFor = (g: number) => {
          const known = expected.get(g)
          if (known !== undefined) return known
          const value = valueFor(key, g, 512 * 1024)
          expected.set(g, value)
          return value
        }
        let done = false
        const writers = Effect.forEach(
          Array.from({ length: generations }, (_, g) => g + 1),
          (g) => cache.putBytes(key, expectedFor(g)),
          { concurrency: 6 }
        ).pipe(Effect.ensuring(Effect.sync(() => (done = true))))
        let seen = 0
        const reader = Effect.gen(function* () {
          // Bounded: stops when the writers are done (or after many rounds).
          for (let i = 0; i < 5_000 && !done; i++) {
            yield* Effect.yieldNow()
            const found = yield* cache.getBytes(key)
            if (Option.isSome(found)) {
              const g = new DataView(found.value.buffer, found.value.byteOffset).getUint32(0, true)
              expect(sameBytes(found.value, expectedFor(g))).toBe(true)
              seen++
            }
          }
        })
        yield* Effect.all([writers, reader, reader, reader], { concurrency: "unbounded" })
        expect((yield* cache.stats).corrupt).toBe(0)
        expect(seen).toBeGreaterThan(0)
      })
    )
  )
}
