/**
 * Crash safety of the file cache: a child process rewrites many entries (up to 1 MiB each)
 * and is SIGKILLed at a random moment, again and again, while this process keeps reading
 * the same keys. Every read, during and after, must be a miss or exactly a value that was
 * written; no entry on disk may fail verification.
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { Effect, Option } from "effect"
import { FileCacheLive, sweepAbandonedTempFiles } from "../../src/cache/file-cache.js"
import { FilingCache, type FilingCacheService } from "../../src/cache/filing-cache.js"
import { type Bundle, bundleChildren, startChild } from "./helpers/children.js"
import { generationOf, jsonFor, sameBytes, valueFor } from "./helpers/values.js"

const KEYS = 6
const ROUNDS = 10

let children: Bundle
let root: string

beforeAll(async () => {
  children = await bundleChildren(["crashWriter"])
  root = mkdtempSync(join(tmpdir(), "risk-crash-"))
}, 60_000)

afterAll(() => {
  children?.dispose()
  if (root !== undefined) rmSync(root, { recursive: true, force: true })
})

const walk = (dir: string): Array<string> =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? walk(join(dir, d.name)) : [join(dir, d.name)]))

const expected = new Map<string, Uint8Array>()
const expectedBytes = (key: string, generation: number): Uint8Array => {
  const id = `${key}#${generation}`
  const known = expected.get(id)
  if (known !== undefined) return known
  if (expected.size > 200) expected.clear()
  const value = valueFor(key, generation, 1024 * 1024)
  expected.set(id, value)
  return value
}

interface Tally {
  exact: number
  missing: number
  wrong: Array<string>
}

/** Reads every key once; anything served must be exactly a value some generation wrote. */
const readAll = (cache: FilingCacheService, tally: Tally) =>
  Effect.gen(function* () {
    for (let i = 0; i < KEYS; i++) {
      const key = `crash/bytes/${i}`
      const bytes = yield* cache.getBytes(key)
      if (Option.isNone(bytes)) tally.missing++
      else if (sameBytes(bytes.value, expectedBytes(key, generationOf(bytes.value)))) tally.exact++
      else tally.wrong.push(key)
      const jsonKey = `crash/json/${i}`
      const json = yield* cache.getJson(jsonKey)
      if (Option.isNone(json)) tally.missing++
      else {
        const value = json.value
        const generation =
          typeof value === "object" && value !== null && "generation" in value && typeof value.generation === "number"
            ? value.generation
            : -1
        if (JSON.stringify(value) === JSON.stringify(jsonFor(jsonKey, generation))) tally.exact++
        else tally.wrong.push(jsonKey)
      }
    }
  })

describe("FileCacheLive: crash safety", () => {
  it.live(
    `a writer SIGKILLed mid-write ${ROUNDS} times never leaves a partial or corrupt entry to be served`,
    () =>
      Effect.gen(function* () {
        const cache = yield* FilingCache
        const during: Tally = { exact: 0, missing: 0, wrong: [] }
        const abandoned = new Set<string>()
        for (let round = 0; round < ROUNDS; round++) {
          const writer = startChild(children.path("crashWriter"), [root, String(KEYS), String(round * 100_000 + 1)], 30_000)
          yield* Effect.promise(() => writer.waitForLine((line) => line === "writing", 20_000))
          // Read concurrently with the writer for a random while, then kill it.
          const killAfter = 50 + Math.floor(Math.random() * 400)
          const deadline = Date.now() + killAfter
          for (let sweep = 0; sweep < 1_000 && Date.now() < deadline; sweep++) yield* readAll(cache, during)
          writer.child.kill("SIGKILL")
          const result = yield* Effect.promise(() => writer.result)
          expect(result.signal).toBe("SIGKILL")
          // A temp file left behind means this kill landed inside a write.
          for (const f of walk(root)) if (f.endsWith(".tmp")) abandoned.add(f)
        }
        const after: Tally = { exact: 0, missing: 0, wrong: [] }
        yield* readAll(cache, after)
        const stats = yield* cache.stats
        const entries = walk(root).filter((f) => f.endsWith(".entry")).length
        yield* Effect.logInfo(
          `crash test: ${during.exact} exact reads during ${ROUNDS} killed writers (${during.missing} misses), ` +
            `${after.exact}/${2 * KEYS} entries intact afterwards, ${entries} entry files, ` +
            `${abandoned.size} kills inside a write (abandoned temp files), stats ${JSON.stringify(stats)}`
        )
        expect(during.wrong).toEqual([])
        expect(after.wrong).toEqual([])
        expect(stats.corrupt).toBe(0)
        expect(during.exact).toBeGreaterThan(0)
        // Every key was written at least once before some kill, so after the rounds every
        // entry that exists is whole; those never written are plain misses.
        expect(after.exact + after.missing).toBe(2 * KEYS)
        expect(after.exact).toBeGreaterThan(0)
        // Abandoned temp files are reclaimed by the sweep; entries are untouched.
        expect(yield* sweepAbandonedTempFiles(root, 0)).toBe(abandoned.size)
        expect(walk(root).filter((f) => f.endsWith(".tmp"))).toEqual([])
        expect(walk(root).filter((f) => f.endsWith(".entry")).length).toBe(entries)
      }).pipe(Effect.provide(FileCacheLive(root))),
    120_000
  )
})
