/**
 * `node cacheClient.mjs <file|redis> <dir|url> <write|read> <count> <generation>`
 * write: stores `count` byte values and `count` JSON values; read: reads them back and
 * reports how many matched exactly, were missing or were wrong.
 */
import { Effect, Layer, Option } from "effect"
import { FileCacheLive } from "../../../src/cache/file-cache.js"
import { FilingCache } from "../../../src/cache/filing-cache.js"
import { RedisCacheLive } from "../../../src/cache/redis-cache.js"
import { jsonFor, RESULT_PREFIX, sameBytes, valueFor } from "../helpers/values.js"

const [backend, location, mode, countText, generationText] = process.argv.slice(2)
if (backend === undefined || location === undefined || mode === undefined) {
  throw new Error("usage: cacheClient <file|redis> <location> <write|read> <count> <generation>")
}
const count = Number(countText ?? "10")
const generation = Number(generationText ?? "1")
const layer: Layer.Layer<FilingCache, unknown> = backend === "redis" ? RedisCacheLive(location) : FileCacheLive(location)

const program = Effect.gen(function* () {
  const cache = yield* FilingCache
  let exact = 0
  let missing = 0
  let wrong = 0
  for (let i = 0; i < count; i++) {
    const bytesKey = `shared/bytes/${i}`
    const jsonKey = `shared/json/${i}`
    if (mode === "write") {
      yield* cache.putBytes(bytesKey, valueFor(bytesKey, generation, 64 * 1024))
      yield* cache.putJson(jsonKey, jsonFor(jsonKey, generation), "1 hour")
    } else {
      const bytes = yield* cache.getBytes(bytesKey)
      const json = yield* cache.getJson(jsonKey)
      for (const [found, ok] of [
        [bytes, (v: unknown) => v instanceof Uint8Array && sameBytes(v, valueFor(bytesKey, generation, 64 * 1024))],
        [json, (v: unknown) => JSON.stringify(v) === JSON.stringify(jsonFor(jsonKey, generation))]
      ] as const) {
        if (Option.isNone(found)) missing++
        else if (ok(found.value)) exact++
        else wrong++
      }
    }
  }
  const stats = yield* cache.stats
  process.stdout.write(`${RESULT_PREFIX}${JSON.stringify({ pid: process.pid, exact, missing, wrong, stats })}\n`)
})

Effect.runPromise(Effect.provide(program, layer)).catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`)
  process.exitCode = 1
})
