import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join, relative, sep } from "node:path"
import { afterAll, describe, expect, it } from "@effect/vitest"
import { ConfigProvider, Effect, Option, TestClock } from "effect"
import { decodeEntry, ENTRY_HEADER_BYTES, ENTRY_MAGIC, ENTRY_VERSION } from "../../src/cache/entry.js"
import { encodeSegment, entryPath, FileCacheLive } from "../../src/cache/file-cache.js"
import { CacheDirConfig } from "../../src/config.js"
import { FilingCache, type FilingCacheService } from "../../src/cache/filing-cache.js"
import { contractSuite } from "./helpers/contract.js"
import { captureLogs, warnings } from "./helpers/logs.js"

const roots: Array<string> = []
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "risk-file-cache-"))
  roots.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of roots) rmSync(dir, { recursive: true, force: true })
})

const walk = (dir: string): Array<string> =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? walk(join(dir, d.name)) : [join(dir, d.name)]
  )

describe("FileCacheLive: the cache contract", () => {
  contractSuite(() => FileCacheLive(freshDir()), { prefix: "file" })
})

describe("FileCacheLive: paths", () => {
  it("every segment is strictly encoded: no dots, slashes or empty names", () => {
    expect(encodeSegment("0000320193-23-000106")).toBe("0000320193-23-000106")
    expect(encodeSegment("aapl-20230930.htm")).toBe("aapl-20230930%2Ehtm")
    expect(encodeSegment("..")).toBe("%2E%2E")
    expect(encodeSegment("")).toBe("%")
    expect(encodeSegment("a/b")).toBe("a%2Fb")
    expect(encodeSegment("é")).toBe("%C3%A9")
    expect(encodeSegment("x".repeat(121))).toMatch(/^~[0-9a-f]{64}$/)
  })

  it("hostile keys stay under the root", () => {
    const root = "/var/cache/risk"
    for (const key of ["../../etc/passwd", "/etc/passwd", "a/../../b", "..", "", "./x", "a\\..\\b", "a/\0/b"]) {
      const path = entryPath(root, key)
      const rel = relative(root, path)
      expect(rel.startsWith("..")).toBe(false)
      expect(rel.split(sep).every((part) => part.length > 0 && !part.startsWith("."))).toBe(true)
      expect(path.endsWith(".entry")).toBe(true)
    }
  })

  it.effect("hostile keys write only inside the cache directory", () => {
    const parent = freshDir()
    const root = join(parent, "cache")
    return Effect.gen(function* () {
      const cache = yield* FilingCache
      for (const key of ["../escape", "/abs/olute", "a/../../b", "..", "../../.."]) {
        yield* cache.putJson(key, key)
        expect(yield* cache.getJson(key)).toEqual(Option.some(key))
      }
      expect(readdirSync(parent)).toEqual(["cache"])
      for (const file of walk(root)) expect(relative(root, file).startsWith("..")).toBe(false)
    }).pipe(Effect.provide(FileCacheLive(root)))
  })

  it.effect("the cache directory comes from RISK_CACHE_DIR, else XDG_CACHE_HOME, else ~/.cache", () =>
    Effect.gen(function* () {
      const at = (entries: Array<[string, string]>) =>
        CacheDirConfig.pipe(Effect.withConfigProvider(ConfigProvider.fromMap(new Map(entries))))
      expect(yield* at([["RISK_CACHE_DIR", "/srv/risk-cache"]])).toBe("/srv/risk-cache")
      expect(yield* at([["XDG_CACHE_HOME", "/home/u/.xdg"]])).toBe("/home/u/.xdg/disclosure-risk")
      expect(yield* at([])).toMatch(/[/\\]\.cache[/\\]disclosure-risk$/)
    })
  )
})

describe("FileCacheLive: entry format", () => {
  it.effect("header: magic, version, kind, key length, created/expires, payload length, SHA-256", () => {
    const root = freshDir()
    return Effect.gen(function* () {
      const cache = yield* FilingCache
      yield* TestClock.setTime(1_700_000_000_000)
      yield* cache.putBytes("edgar/doc/1/2/a.htm", Uint8Array.of(7, 8, 9), "1 hour")
      const file = readFileSync(entryPath(root, "edgar/doc/1/2/a.htm"))
      expect(Array.from(file.subarray(0, 4))).toEqual(Array.from(ENTRY_MAGIC))
      expect(file.toString("latin1", 0, 4)).toBe("DRCE")
      expect(file[4]).toBe(ENTRY_VERSION)
      expect(file[5]).toBe(1)
      expect(file.readUInt16LE(6)).toBe("edgar/doc/1/2/a.htm".length)
      expect(Number(file.readBigInt64LE(8))).toBe(1_700_000_000_000)
      expect(Number(file.readBigInt64LE(16))).toBe(1_700_000_000_000 + 3_600_000)
      expect(Number(file.readBigUInt64LE(24))).toBe(3)
      expect(file.length).toBe(ENTRY_HEADER_BYTES + "edgar/doc/1/2/a.htm".length + 3)
      expect(file.toString("latin1", 64, 64 + 19)).toBe("edgar/doc/1/2/a.htm")
      expect(Array.from(file.subarray(file.length - 3))).toEqual([7, 8, 9])
      const decoded = decodeEntry(new Uint8Array(file), "edgar/doc/1/2/a.htm")
      expect(decoded._tag).toBe("Right")
    }).pipe(Effect.provide(FileCacheLive(root)))
  })

  it.effect("expiry follows the Effect clock; an expired entry is a miss and is removed", () => {
    const root = freshDir()
    return Effect.gen(function* () {
      const cache = yield* FilingCache
      yield* cache.putJson("edgar/submissions/0000320193/CIK0000320193.json", { page: 1 }, "1 hour")
      const path = entryPath(root, "edgar/submissions/0000320193/CIK0000320193.json")
      yield* TestClock.adjust("59 minutes")
      expect(yield* cache.getJson("edgar/submissions/0000320193/CIK0000320193.json")).toEqual(Option.some({ page: 1 }))
      yield* TestClock.adjust("1 minute")
      expect(Option.isNone(yield* cache.getJson("edgar/submissions/0000320193/CIK0000320193.json"))).toBe(true)
      expect(() => statSync(path)).toThrow()
      expect(yield* cache.stats).toMatchObject({ hits: 1, misses: 1, corrupt: 0 })
    }).pipe(Effect.provide(FileCacheLive(root)))
  })

  it.effect("temporary files from interrupted writes are never read as entries", () => {
    const root = freshDir()
    return Effect.gen(function* () {
      const cache = yield* FilingCache
      const path = entryPath(root, "k/v")
      yield* cache.putJson("k/v", 1)
      writeFileSync(join(dirname(path), ".v.123.abcdef.tmp"), "partial")
      expect(yield* cache.getJson("k/v")).toEqual(Option.some(1))
      expect(Option.isNone(yield* cache.getJson("k/.v.123.abcdef.tmp"))).toBe(true)
    }).pipe(Effect.provide(FileCacheLive(root)))
  })
})

/** Damages the entry file of `key` in one of several ways. */
type Damage = (path: string) => void
const damages: ReadonlyArray<readonly [string, Damage]> = [
  ["truncated payload", (path) => truncateSync(path, statSync(path).size - 1)],
  ["truncated inside the header", (path) => truncateSync(path, 20)],
  ["zero-length file", (path) => truncateSync(path, 0)],
  [
    "one payload byte flipped",
    (path) => {
      const bytes = readFileSync(path)
      bytes[bytes.length - 10] = (bytes[bytes.length - 10] ?? 0) ^ 0x01
      writeFileSync(path, bytes)
    }
  ],
  [
    "expiry field altered",
    (path) => {
      const bytes = readFileSync(path)
      bytes.writeBigInt64LE(12_345n, 16)
      writeFileSync(path, bytes)
    }
  ],
  ["garbage header", (path) => writeFileSync(path, Buffer.concat([Buffer.from("not a cache entry at all\n"), readFileSync(path).subarray(25)]))],
  ["bytes appended", (path) => writeFileSync(path, Buffer.concat([readFileSync(path), Buffer.from("x")]))],
  ["unknown format version", (path) => {
    const bytes = readFileSync(path)
    bytes[4] = 99
    writeFileSync(path, bytes)
  }]
]

describe("FileCacheLive: corrupt entries are misses, counted, removed, then refetched", () => {
  const payload = new TextEncoder().encode("<html>".padEnd(4096, "x"))
  const getOrFetch = (cache: FilingCacheService, key: string, fetch: () => Uint8Array) =>
    Effect.gen(function* () {
      const cached = yield* cache.getBytes(key)
      if (Option.isSome(cached)) return { bytes: cached.value, fetched: false }
      const bytes = fetch()
      yield* cache.putBytes(key, bytes)
      return { bytes, fetched: true }
    })

  for (const [name, damage] of damages) {
    it.effect(name, () => {
      const root = freshDir()
      const { logs, layer } = captureLogs()
      return Effect.gen(function* () {
        const cache = yield* FilingCache
        const key = "edgar/doc/320193/000032019323000106/aapl-20230930.htm"
        yield* cache.putBytes(key, payload)
        const path = entryPath(root, key)
        damage(path)
        let fetches = 0
        const first = yield* getOrFetch(cache, key, () => (fetches++, payload))
        expect(first.fetched).toBe(true)
        expect(fetches).toBe(1)
        const second = yield* getOrFetch(cache, key, () => (fetches++, payload))
        expect(second.fetched).toBe(false)
        expect(Buffer.from(second.bytes).equals(Buffer.from(payload))).toBe(true)
        expect(yield* cache.stats).toMatchObject({ corrupt: 1, misses: 1, hits: 1, writes: 2, errors: 0 })
        expect(warnings(logs).some((w) => w.startsWith("corrupt cache entry"))).toBe(true)
      }).pipe(Effect.provide(FileCacheLive(root)), Effect.provide(layer))
    })
  }

  it.effect("a damaged entry is removed from disk at once", () => {
    const root = freshDir()
    return Effect.gen(function* () {
      const cache = yield* FilingCache
      yield* cache.putJson("a/b", { v: 1 })
      const path = entryPath(root, "a/b")
      truncateSync(path, statSync(path).size - 3)
      expect(Option.isNone(yield* cache.getJson("a/b"))).toBe(true)
      expect(() => statSync(path)).toThrow()
    }).pipe(Effect.provide(FileCacheLive(root)))
  })

  it.effect("an entry copied under another key's name is rejected (key check)", () => {
    const root = freshDir()
    return Effect.gen(function* () {
      const cache = yield* FilingCache
      yield* cache.putJson("k/one", 1)
      yield* cache.putJson("k/two", 2)
      writeFileSync(entryPath(root, "k/two"), readFileSync(entryPath(root, "k/one")))
      expect(Option.isNone(yield* cache.getJson("k/two"))).toBe(true)
      expect((yield* cache.stats).corrupt).toBe(1)
    }).pipe(Effect.provide(FileCacheLive(root)))
  })
})

describe("FileCacheLive: I/O failures degrade", () => {
  it.effect("an unusable directory (a file in the way) gives misses and no-op writes, counted and logged", () => {
    const parent = freshDir()
    const root = join(parent, "not-a-dir")
    writeFileSync(root, "occupied")
    const { logs, layer } = captureLogs()
    return Effect.gen(function* () {
      const cache = yield* FilingCache
      yield* cache.putBytes("k/v", Uint8Array.of(1))
      yield* cache.putJson("k/j", { a: 1 })
      expect(Option.isNone(yield* cache.getBytes("k/v"))).toBe(true)
      expect(Option.isNone(yield* cache.getJson("k/j"))).toBe(true)
      const stats = yield* cache.stats
      expect(stats).toMatchObject({ backend: "file", hits: 0, misses: 2, writes: 0 })
      expect(stats.errors).toBeGreaterThanOrEqual(4)
      expect(warnings(logs).length).toBeGreaterThanOrEqual(4)
    }).pipe(Effect.provide(FileCacheLive(root)), Effect.provide(layer))
  })
})
