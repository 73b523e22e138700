/**
 * When the file cache starts it removes, in the background, temporary files that writers
 * killed mid-write left behind more than an hour ago; recent ones (possibly a write in
 * progress by another process) and every entry stay.
 */
import { Effect, Option } from "effect"
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { FileCacheLive } from "../../src/cache/file-cache.js"
import { FilingCache } from "../../src/cache/filing-cache.js"

describe("file cache start-up sweep", () => {
  it("removes abandoned temp files older than an hour, keeps recent ones and entries, without delaying the cache", async () => {
    const root = mkdtempSync(join(tmpdir(), "risk-sweep-"))
    try {
      const dir = join(root, "edgar", "doc", "320193")
      mkdirSync(dir, { recursive: true })
      const old = join(dir, ".aapl-20240928%2Ehtm.4242.0123456789ab.tmp")
      const recent = join(dir, ".aapl-20240928%2Ehtm.4243.ba9876543210.tmp")
      writeFileSync(old, "partial")
      writeFileSync(recent, "partial")
      const twoHoursAgo = new Date(Date.now() - 2 * 3600 * 1000)
      utimesSync(old, twoHoursAgo, twoHoursAgo)
      await Effect.runPromise(
        Effect.gen(function* () {
          const cache = yield* FilingCache
          yield* cache.putJson("reliability/sweep", { kept: true })
          // The sweep runs beside the cache; give it a moment.
          for (let i = 0; i < 50 && existsSync(old); i++) yield* Effect.sleep("20 millis")
          expect(existsSync(old)).toBe(false)
          expect(existsSync(recent)).toBe(true)
          expect(Option.getOrNull(yield* cache.getJson("reliability/sweep"))).toEqual({ kept: true })
        }).pipe(Effect.provide(FileCacheLive(root)))
      )
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})
