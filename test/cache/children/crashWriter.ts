/**
 * `node crashWriter.mjs <dir> <keys> <firstGeneration>`: rewrites `keys` entries (bytes up
 * to 1 MiB, and JSON) generation after generation until killed, printing `gen <n>` after
 * each complete generation and `writing` once the first write has started.
 */
import { Effect } from "effect"
import { FileCacheLive } from "../../../src/cache/file-cache.js"
import { FilingCache } from "../../../src/cache/filing-cache.js"
import { jsonFor, valueFor } from "../helpers/values.js"

const [dir, keysText, firstText] = process.argv.slice(2)
if (dir === undefined) throw new Error("usage: crashWriter <dir> <keys> <firstGeneration>")
const keys = Number(keysText ?? "8")
const first = Number(firstText ?? "1")

const program = Effect.gen(function* () {
  const cache = yield* FilingCache
  process.stdout.write("writing\n")
  // Bounded: the parent kills this process long before the last generation.
  for (let generation = first; generation < first + 10_000; generation++) {
    for (let i = 0; i < keys; i++) {
      const key = `crash/bytes/${i}`
      yield* cache.putBytes(key, valueFor(key, generation, 1024 * 1024))
      const jsonKey = `crash/json/${i}`
      yield* cache.putJson(jsonKey, jsonFor(jsonKey, generation))
    }
    process.stdout.write(`gen ${generation}\n`)
  }
})

Effect.runPromise(Effect.provide(program, FileCacheLive(dir))).catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`)
  process.exitCode = 1
})
