/**
 * Where a watch keeps its cursor and where it delivers its lines, on this machine:
 *
 * - the cursor file: the whole cursor written to a temporary file, flushed to disk and renamed
 *   over the old one (a crash leaves the old cursor or the new one, never half of one); a lock
 *   file beside it keeps a second watch off the same cursor;
 * - the NDJSON output: one line per filing, appended and flushed to disk before the cursor
 *   records it; at start, lines written after the cursor's last commit (a crash between the
 *   two) are recognised, and a line cut short by a crash is removed;
 * - a webhook: one POST per filing, with the filing's accession number as `Idempotency-Key`
 *   (a line delivered again after a crash carries the same key, so the receiver can drop it).
 */
import { Data, Effect, Option, Schema } from "effect"
import { constants } from "node:fs"
import { mkdir, open, readFile, rename, stat, truncate, unlink } from "node:fs/promises"
import { dirname } from "node:path"
import { InvalidRequest } from "../../domain/errors.js"
import { SOFTWARE_VERSION } from "../../domain/versions.js"
import { Cursor, WatchLine } from "../../watch/schema.js"

/** A failure to keep the cursor: the watch cannot go on durably. */
export class WatchStoreError extends Data.TaggedError("WatchStoreError")<{ readonly detail: string }> {
  override get message(): string {
    return this.detail
  }
}

/** A line that could not be delivered (the sink is down): retried later. */
export class DeliveryError extends Data.TaggedError("DeliveryError")<{ readonly detail: string }> {
  override get message(): string {
    return this.detail
  }
}

/** The instance lost the watch lease while committing (another instance watches now). */
export class LeaseLost extends Data.TaggedError("LeaseLost")<{ readonly detail: string }> {
  override get message(): string {
    return this.detail
  }
}

export interface CursorStore {
  /** Where the cursor lives, for messages. */
  readonly describe: string
  readonly load: Effect.Effect<Option.Option<Cursor>, InvalidRequest | WatchStoreError>
  /** Saves the cursor atomically; with `event` (a delivered line), publishes it in the same step. */
  readonly commit: (cursor: Cursor, event: WatchLine | null) => Effect.Effect<void, WatchStoreError | LeaseLost>
}

export interface WatchSink {
  readonly describe: string
  /**
   * Whether, after a crash, `reconcile` finds every line the sink holds by the filing's
   * accession (a file): the scored line then needs no copy in the cursor before delivery.
   */
  readonly selfReconciling: boolean
  /** Delivers one line; the size of the output after it, for a file. */
  readonly deliver: (line: WatchLine) => Effect.Effect<{ readonly deliveredBytes?: number }, DeliveryError>
  /**
   * At start: which of the pending filings' lines it already holds (delivered just before a
   * crash, not yet committed), and the output's size.
   */
  readonly reconcile: (cursor: Cursor) => Effect.Effect<{ readonly delivered: ReadonlyArray<string>; readonly deliveredBytes?: number; readonly notes: ReadonlyArray<string> }, InvalidRequest | WatchStoreError>
}

const describeError = (e: unknown): string => (e instanceof Error ? e.message : String(e))
const codeOf = (e: unknown): string => (typeof e === "object" && e !== null && "code" in e ? String((e as { code: unknown }).code) : "")

const decodeCursor = Schema.decodeUnknownEither(Cursor)
const encodeCursor = Schema.encodeSync(Cursor)
const encodeLine = Schema.encodeSync(WatchLine)

/** Writes `text` to `path` atomically: a temporary file, flushed, renamed over it, and the directory flushed. */
export const writeAtomically = async (path: string, text: string): Promise<void> => {
  const tmp = `${path}.tmp-${process.pid}`
  const handle = await open(tmp, "w")
  try {
    await handle.writeFile(text, "utf8")
    await handle.sync()
  } finally {
    await handle.close()
  }
  await rename(tmp, path)
  const dir = await open(dirname(path), constants.O_RDONLY).catch(() => null)
  if (dir !== null) {
    await dir.sync().catch(() => undefined)
    await dir.close()
  }
}

const processAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (e) {
    return codeOf(e) === "EPERM"
  }
}

/**
 * Takes `<cursor>.lock` for this process (released when the scope closes). A lock left by a
 * process that is gone (killed) is taken over; one held by a live process is refused.
 */
const takeLock = (path: string) =>
  Effect.acquireRelease(
    Effect.tryPromise({
      try: async () => {
        const lock = `${path}.lock`
        for (let attempt = 0; attempt < 2; attempt++) {
          try {
            const h = await open(lock, "wx")
            await h.writeFile(String(process.pid))
            await h.close()
            return lock
          } catch (e) {
            if (codeOf(e) !== "EEXIST") throw e
            const holder = Number((await readFile(lock, "utf8").catch(() => "")).trim())
            if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && processAlive(holder)) {
              throw new InvalidRequest({ detail: `another risk watch (process ${holder}) is using the cursor ${path}` })
            }
            await unlink(lock).catch(() => undefined)
          }
        }
        throw new Error(`cannot take the lock ${path}.lock`)
      },
      catch: (e) => (e instanceof InvalidRequest ? e : new WatchStoreError({ detail: `cannot lock the cursor ${path}: ${describeError(e)}` }))
    }),
    (lock) => Effect.promise(() => unlink(lock).catch(() => undefined))
  )

/** The cursor in a file (locked for the life of the scope). */
export const fileCursorStore = (path: string) =>
  Effect.gen(function* () {
    yield* Effect.tryPromise({
      try: () => mkdir(dirname(path), { recursive: true }),
      catch: (e) => new WatchStoreError({ detail: `cannot create the directory of the cursor ${path}: ${describeError(e)}` })
    })
    yield* takeLock(path)
    const load: CursorStore["load"] = Effect.tryPromise({
      try: () => readFile(path, "utf8"),
      catch: (e) => e
    }).pipe(
      Effect.map(Option.some),
      Effect.catchAll((e) =>
        codeOf(e) === "ENOENT"
          ? Effect.succeed(Option.none<string>())
          : Effect.fail(new WatchStoreError({ detail: `cannot read the cursor ${path}: ${describeError(e)}` }))
      ),
      Effect.flatMap(
        Option.match({
          onNone: () => Effect.succeed(Option.none<Cursor>()),
          onSome: (text) => {
            let json: unknown
            try {
              json = JSON.parse(text)
            } catch (e) {
              return Effect.fail(new InvalidRequest({ detail: `${path} is not a watch cursor (invalid JSON: ${describeError(e)}); remove it to start a new watch` }))
            }
            const decoded = decodeCursor(json)
            return decoded._tag === "Right"
              ? Effect.succeed(Option.some(decoded.right))
              : Effect.fail(new InvalidRequest({ detail: `${path} is not a watch cursor of this version; remove it to start a new watch` }))
          }
        })
      )
    )
    const commit: CursorStore["commit"] = (cursor) =>
      Effect.tryPromise({
        try: () => writeAtomically(path, `${JSON.stringify(encodeCursor(cursor))}\n`),
        catch: (e) => new WatchStoreError({ detail: `cannot write the cursor ${path}: ${describeError(e)}` })
      })
    return { describe: path, load, commit } satisfies CursorStore
  })

/** The NDJSON output of `risk watch --out FILE` (kept open for appending while the scope lasts). */
export const ndjsonSink = (path: string) =>
  Effect.gen(function* () {
    const handle = yield* Effect.acquireRelease(
      Effect.tryPromise({
        try: async () => {
          await mkdir(dirname(path), { recursive: true })
          return open(path, "a")
        },
        catch: (e) => new WatchStoreError({ detail: `cannot open ${path} for writing: ${describeError(e)}` })
      }),
      (h) => Effect.promise(() => h.close().catch(() => undefined))
    )
    const deliver: WatchSink["deliver"] = (line) =>
      Effect.tryPromise({
        try: async () => {
          await handle.appendFile(`${JSON.stringify(encodeLine(line))}\n`, "utf8")
          await handle.datasync()
          return { deliveredBytes: (await handle.stat()).size }
        },
        catch: (e) => new DeliveryError({ detail: `cannot append to ${path}: ${describeError(e)}` })
      })
    const reconcile: WatchSink["reconcile"] = (cursor) =>
      Effect.tryPromise({
        try: async () => {
          const notes: Array<string> = []
          const size = (await stat(path)).size
          if (cursor.delivered_bytes === null && size > 0) {
            throw new InvalidRequest({
              detail: `${path} already holds ${size} bytes and no cursor says what they are: continue that watch with its cursor file, or write to a new file`
            })
          }
          let from = cursor.delivered_bytes ?? 0
          if (from > size) {
            notes.push(`${path} is shorter (${size} bytes) than when the cursor was last written (${from} bytes): it was truncated or replaced; appending from its end`)
            from = size
          }
          const tail = size > from ? (await readFile(path)).subarray(from) : Buffer.alloc(0)
          const text = tail.toString("utf8")
          const lastNewline = text.lastIndexOf("\n")
          const complete = lastNewline < 0 ? "" : text.slice(0, lastNewline + 1)
          if (complete.length < text.length) {
            // a line cut short by a crash: remove it (its filing is still pending and is written again)
            const keep = from + Buffer.byteLength(complete, "utf8")
            await truncate(path, keep)
            notes.push(`removed an incomplete last line of ${path} (${size - keep} bytes)`)
          }
          const delivered: Array<string> = []
          // every pending filing: its line is appended before the cursor records it (with or without a copy in the cursor)
          const wanted = new Set(cursor.pending.map((p) => p.accession_number))
          for (const line of complete.split("\n")) {
            if (line.trim() === "") continue
            try {
              const acc = (JSON.parse(line) as { accession_number?: unknown }).accession_number
              if (typeof acc === "string" && wanted.has(acc)) delivered.push(acc)
            } catch {
              notes.push(`${path}: a line after the cursor's last commit is not JSON; left as it is`)
            }
          }
          return { delivered, deliveredBytes: (await stat(path)).size, notes }
        },
        catch: (e) => (e instanceof InvalidRequest ? e : new WatchStoreError({ detail: `cannot read ${path}: ${describeError(e)}` }))
      })
    return { describe: path, selfReconciling: true, deliver, reconcile } satisfies WatchSink
  })

/** A webhook: one JSON POST per filing; any 2xx is delivered. */
export const webhookSink = (url: string, options: { readonly timeoutMs?: number } = {}): WatchSink => ({
  describe: url,
  selfReconciling: false,
  deliver: (line) =>
    Effect.tryPromise({
      try: async (signal) => {
        const res = await fetch(url, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "user-agent": `disclosure-risk/${SOFTWARE_VERSION}`,
            "idempotency-key": line.accession_number,
            "x-risk-event": line.event
          },
          body: JSON.stringify(encodeLine(line)),
          signal: AbortSignal.any([signal, AbortSignal.timeout(options.timeoutMs ?? 15_000)])
        })
        await res.arrayBuffer().catch(() => undefined)
        if (res.status < 200 || res.status > 299) throw new Error(`HTTP ${res.status}`)
        return {}
      },
      catch: (e) => new DeliveryError({ detail: `webhook ${url}: ${describeError(e)}` })
    }),
  reconcile: () => Effect.succeed({ delivered: [], notes: [] })
})
