/**
 * The embedded cache: one file per key under a directory, no server needed.
 *
 * - Paths: every `/`-separated key segment is strictly encoded (bytes outside
 *   `[A-Za-z0-9_-]` become `%HH`; a segment longer than 120 encoded characters becomes `~`
 *   and its SHA-256), so no key can name `..`, an absolute path or a hidden file. Entry files
 *   end in `.entry`; directory names never contain a dot, so a key and a longer key it
 *   prefixes never clash.
 * - Entries use the binary format of `entry.ts` (header with magic, version, created-at,
 *   expires-at, lengths and SHA-256, then key and payload).
 * - Writes go to `.<name>.<pid>.<random>.tmp` in the target directory, are fsynced and
 *   renamed over the entry (then the directory is fsynced): a reader sees the old entry or
 *   the new one, never part of one, even if the writer is killed.
 * - Reads verify length, digest and key; a bad entry is a miss, counted in `corrupt` and
 *   removed. An expired entry is a miss and removed.
 * - I/O errors become misses / no-ops with a logged warning, counted in `errors`.
 * - `FileCacheLive` sweeps temporary files abandoned by killed writers in the background.
 */
import { createHash, randomBytes } from "node:crypto"
import { mkdir, open, readdir, rename, stat, unlink } from "node:fs/promises"
import { dirname, join, resolve } from "node:path"
import { type ConfigError, Duration, Effect, Either, Layer, Option } from "effect"
import { CacheDirConfig } from "../config.js"
import type { EntryKind } from "./entry.js"
import { CacheIoError, cacheService, checkStoredEntry, describeCause, makeCounters, stampEntry, type ValidLifetime } from "./common.js"
import { FilingCache, type FilingCacheService } from "./filing-cache.js"

const SEGMENT_LIMIT = 120
const ENTRY_SUFFIX = ".entry"

const plainByte = (byte: number): boolean =>
  (byte >= 0x30 && byte <= 0x39) || // 0-9
  (byte >= 0x41 && byte <= 0x5a) || // A-Z
  (byte >= 0x61 && byte <= 0x7a) || // a-z
  byte === 0x5f || // _
  byte === 0x2d // -

/** One key segment as a file-name component: `[A-Za-z0-9_%~-]` only, never empty, `.`-free. */
export const encodeSegment = (segment: string): string => {
  if (segment.length === 0) return "%"
  let out = ""
  for (const byte of Buffer.from(segment, "utf8")) {
    out += plainByte(byte) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`
  }
  return out.length > SEGMENT_LIMIT ? `~${createHash("sha256").update(segment, "utf8").digest("hex")}` : out
}

/** The file that holds `key` under `root` (always inside `root`). */
export const entryPath = (root: string, key: string): string => {
  const segments = key.split("/").map(encodeSegment)
  const last = segments.pop() ?? "%"
  return join(root, ...segments, `${last}${ENTRY_SUFFIX}`)
}

interface ReadFile {
  readonly bytes: Uint8Array
  readonly ino: number
  readonly dev: number
}

const errnoCode = (cause: unknown): string | undefined =>
  typeof cause === "object" && cause !== null && "code" in cause && typeof cause.code === "string"
    ? cause.code
    : undefined

const readWhole = (path: string): Promise<ReadFile | undefined> =>
  open(path, "r").then(
    async (handle) => {
      try {
        const info = await handle.stat()
        const buffer = await handle.readFile()
        return {
          bytes: new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength),
          ino: info.ino,
          dev: info.dev
        }
      } finally {
        await handle.close()
      }
    },
    (cause: unknown) => {
      if (errnoCode(cause) === "ENOENT") return undefined
      throw cause
    }
  )

/** Removes `path` only if it is still the file that was read (a newer entry is kept). */
const removeIfSame = async (path: string, read: ReadFile): Promise<void> => {
  const current = await stat(path).catch((cause: unknown) => {
    if (errnoCode(cause) === "ENOENT") return undefined
    throw cause
  })
  if (current !== undefined && current.ino === read.ino && current.dev === read.dev) {
    await unlink(path).catch((cause: unknown) => {
      if (errnoCode(cause) !== "ENOENT") throw cause
    })
  }
}

const writeAtomically = async (path: string, data: Uint8Array): Promise<void> => {
  const directory = dirname(path)
  await mkdir(directory, { recursive: true })
  const base = path.slice(directory.length + 1, -ENTRY_SUFFIX.length)
  const temp = join(directory, `.${base}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`)
  try {
    const handle = await open(temp, "wx", 0o644)
    try {
      await handle.writeFile(data)
      await handle.sync()
    } finally {
      await handle.close()
    }
    await rename(temp, path)
  } catch (cause) {
    await unlink(temp).catch(() => undefined)
    throw cause
  }
  // Make the rename itself durable. Some file systems refuse fsync on a directory; the entry
  // is already complete and visible, so that refusal is not an error of the write.
  const dirHandle = await open(directory, "r").catch(() => undefined)
  if (dirHandle !== undefined) {
    await dirHandle.sync().catch(() => undefined)
    await dirHandle.close().catch(() => undefined)
  }
}

const TEMP_NAME = /^\..+\.\d+\.[0-9a-f]{12}\.tmp$/

/**
 * Removes temporary files left by writers that were killed mid-write, if older than
 * `minAge` (so writes in progress are left alone). They are never read as entries; this
 * only reclaims their space. Returns how many were removed; problems are logged and skipped.
 */
export const sweepAbandonedTempFiles = (dir: string, minAge: Duration.DurationInput = "1 hour"): Effect.Effect<number> =>
  Effect.gen(function* () {
    const cutoff = Date.now() - Duration.toMillis(Duration.decode(minAge))
    const sweep = async (directory: string, depth: number): Promise<number> => {
      if (depth > 64) return 0
      let removed = 0
      for (const entry of await readdir(directory, { withFileTypes: true })) {
        const path = join(directory, entry.name)
        if (entry.isDirectory()) removed += await sweep(path, depth + 1)
        else if (entry.isFile() && TEMP_NAME.test(entry.name)) {
          // A file gone meanwhile (another sweep) is simply skipped.
          const info = await stat(path).catch((cause: unknown) => {
            if (errnoCode(cause) === "ENOENT") return undefined
            throw cause
          })
          if (info !== undefined && info.mtimeMs <= cutoff) {
            await unlink(path).then(
              () => removed++,
              (cause: unknown) => {
                if (errnoCode(cause) !== "ENOENT") throw cause
              }
            )
          }
        }
      }
      return removed
    }
    return yield* Effect.tryPromise({
      try: () => sweep(resolve(dir), 0),
      catch: (cause) => new CacheIoError({ operation: "sweep", key: dir, detail: describeCause(cause) })
    }).pipe(
      Effect.catchAll((error) => Effect.as(Effect.logWarning(error.message).pipe(Effect.annotateLogs({ cache: "file" })), 0))
    )
  })

export const makeFileCache = (dir: string): Effect.Effect<FilingCacheService> =>
  Effect.gen(function* () {
    const root = resolve(dir)
    const counters = makeCounters("file", root)

    const warn = (message: string, key: string) =>
      Effect.logWarning(message).pipe(Effect.annotateLogs({ cache: "file", key }))

    const ioFailure = (error: CacheIoError) =>
      Effect.zipRight(counters.bump("errors"), warn(`${error.message}; treated as a cache miss / skipped write`, error.key))

    yield* Effect.tryPromise({
      try: () => mkdir(root, { recursive: true }),
      catch: (cause) => new CacheIoError({ operation: "mkdir", key: root, detail: describeCause(cause) })
    }).pipe(Effect.catchAll(ioFailure))

    const discard = (key: string, path: string, read: ReadFile, reason: string, corrupt: boolean) =>
      Effect.gen(function* () {
        if (corrupt) {
          yield* counters.bump("corrupt")
          yield* warn(`corrupt cache entry (${reason}) at ${path}: removed, treated as a miss`, key)
        }
        yield* Effect.tryPromise({
          try: () => removeIfSame(path, read),
          catch: (cause) => new CacheIoError({ operation: "remove", key, detail: describeCause(cause) })
        }).pipe(Effect.catchAll(ioFailure))
      })

    const read = <A>(
      key: string,
      kind: EntryKind,
      decode: (payload: Uint8Array) => Either.Either<A, string>
    ): Effect.Effect<Option.Option<A>> =>
      Effect.gen(function* () {
        const path = entryPath(root, key)
        const file = yield* Effect.tryPromise({
          try: () => readWhole(path),
          catch: (cause) => new CacheIoError({ operation: "read", key, detail: describeCause(cause) })
        }).pipe(Effect.catchAll((error) => Effect.as(ioFailure(error), undefined)))
        if (file === undefined) return Option.none()
        return yield* checkStoredEntry(file.bytes, key, kind, decode, {
          backend: "file",
          corrupt: (reason) => discard(key, path, file, reason, true),
          expired: discard(key, path, file, "expired", false)
        })
      })

    const store = (key: string, kind: EntryKind, payload: Uint8Array, lifetime: ValidLifetime) =>
      Effect.gen(function* () {
        if (lifetime._tag === "Skip") {
          // Expired on arrival: what was there before must not be served either.
          return yield* Effect.tryPromise({
            try: () =>
              unlink(entryPath(root, key)).catch((cause: unknown) => {
                if (errnoCode(cause) !== "ENOENT") throw cause
              }),
            catch: (cause) => new CacheIoError({ operation: "remove", key, detail: describeCause(cause) })
          }).pipe(Effect.catchAll(ioFailure))
        }
        const encoded = yield* stampEntry(key, kind, payload, lifetime)
        if (Either.isLeft(encoded)) return yield* Effect.zipRight(counters.bump("errors"), warn(`value not cached: ${encoded.left}`, key))
        const data = encoded.right
        yield* Effect.tryPromise({
          try: () => writeAtomically(entryPath(root, key), data),
          catch: (cause) => new CacheIoError({ operation: "write", key, detail: describeCause(cause) })
        }).pipe(
          Effect.zipRight(counters.bump("writes")),
          Effect.catchAll(ioFailure)
        )
      })

    return cacheService({ backend: "file", counters, read, store })
  })

/**
 * The file cache rooted at `dir` (created if missing). On start, temporary files abandoned
 * by writers killed mid-write (older than an hour) are removed in the background; the sweep
 * never delays the cache and stops when the layer is released.
 */
export const FileCacheLive = (dir: string): Layer.Layer<FilingCache> =>
  Layer.scoped(
    FilingCache,
    Effect.tap(makeFileCache(dir), () =>
      Effect.forkScoped(
        sweepAbandonedTempFiles(dir).pipe(
          Effect.tap((removed) =>
            removed > 0
              ? Effect.logInfo(`removed ${removed} abandoned temporary cache files`).pipe(Effect.annotateLogs({ cache: "file" }))
              : Effect.void
          )
        )
      )
    )
  )

/** The file cache at `RISK_CACHE_DIR` (default: the user cache dir). */
export const FileCacheFromConfig: Layer.Layer<FilingCache, ConfigError.ConfigError> = Layer.unwrapEffect(
  Effect.map(CacheDirConfig, FileCacheLive)
)
