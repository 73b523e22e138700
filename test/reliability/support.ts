/**
 * Shared pieces of the reliability tests: the HTTP service in this process over a given
 * loopback EDGAR with a fresh file cache, and an audit of that cache (every entry verified
 * and every cached document byte-identical to the corpus).
 */
import { Effect, Either, Exit, Layer, Scope } from "effect"
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, relative, sep } from "node:path"
import { decodeEntry, ENTRY_HEADER_BYTES, type Entry } from "../../src/cache/entry.js"
import { listen, type ServeOptions } from "../../src/server/http.js"
import { liveStack } from "../../src/pipeline/service/stack.js"
import { type Settings, underSettings, withSettings } from "../support/config.js"
import { corpusDir } from "../support/corpus.js"

export const USER_AGENT = "disclosure-risk reliability tests@example.com"

export interface InProcessService {
  readonly url: string
  readonly cacheDir: string
  close(): Promise<void>
}

/**
 * The HTTP service (the same routes and middleware as `risk serve`) in this process over
 * `edgarUrl`, with a fresh cache directory (or `cacheDir`). The stack and the server read
 * `settings` (and the test user agent), nothing else.
 */
export const startInProcess = async (
  edgarUrl: string,
  options: { readonly settings?: Settings; readonly cacheDir?: string; readonly serve?: ServeOptions } = {}
): Promise<InProcessService> => {
  const settings: Settings = { SEC_USER_AGENT: USER_AGENT, ...options.settings }
  const ownDir = options.cacheDir === undefined
  const cacheDir = options.cacheDir ?? mkdtempSync(join(tmpdir(), "risk-rel-cache-"))
  const scope = Effect.runSync(Scope.make())
  const cleanup = async (): Promise<void> => {
    await Effect.runPromise(Scope.close(scope, Exit.void))
    if (ownDir) rmSync(cacheDir, { recursive: true, force: true })
  }
  try {
    const context = await Effect.runPromise(Layer.buildWithScope(liveStack({ edgarBaseUrl: edgarUrl, cacheDir }).pipe(underSettings(settings)), scope))
    const { url } = await Effect.runPromise(
      listen({ host: "127.0.0.1", port: 0, disableLogger: true, ...options.serve }).pipe(Effect.provide(context), withSettings(settings), Scope.extend(scope))
    )
    return { url, cacheDir, close: cleanup }
  } catch (e) {
    await cleanup()
    throw e
  }
}

export interface Fetched {
  readonly status: number
  readonly headers: Headers
  readonly body: unknown
  readonly text: string
  readonly ms: number
}

/** A request bounded in time; the body parsed as JSON when it is JSON. */
export const request = async (url: string, init: RequestInit = {}, timeoutMs = 60_000): Promise<Fetched> => {
  const t0 = performance.now()
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
  const text = await res.text()
  let body: unknown = text
  try {
    body = text === "" ? null : JSON.parse(text)
  } catch {
    // not JSON
  }
  return { status: res.status, headers: res.headers, body, text, ms: performance.now() - t0 }
}

const walk = (dir: string): Array<string> =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? walk(join(dir, d.name)) : [join(dir, d.name)]))
    : []

/** The key stored in an entry file's header (verified afterwards by `decodeEntry`). */
const storedKey = (bytes: Uint8Array): string => {
  if (bytes.length < ENTRY_HEADER_BYTES) return ""
  const length = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint16(6, true)
  return Buffer.from(bytes.subarray(ENTRY_HEADER_BYTES, ENTRY_HEADER_BYTES + length)).toString("utf8")
}

/** The key a file cache path stands for (the inverse of the strict segment encoding). */
export const keyOfPath = (root: string, file: string): string =>
  relative(root, file)
    .replace(/\.entry$/, "")
    .split(sep)
    .map((s) => (s === "%" ? "" : decodeURIComponent(s)))
    .join("/")

export interface CacheAudit {
  readonly keys: ReadonlyArray<string>
  /** Entries that fail verification or sit under another key's path. */
  readonly corrupt: ReadonlyArray<string>
  /** Cached documents whose bytes differ from the corpus file. */
  readonly wrongDocuments: ReadonlyArray<string>
  readonly tempFiles: number
  readonly entries: ReadonlyMap<string, Entry>
}

/** Reads every entry of a file cache: verified, and documents compared with the corpus. */
export const auditCache = (root: string): CacheAudit => {
  const keys: Array<string> = []
  const corrupt: Array<string> = []
  const wrongDocuments: Array<string> = []
  const entries = new Map<string, Entry>()
  let tempFiles = 0
  for (const file of walk(root)) {
    if (file.endsWith(".tmp")) {
      tempFiles++
      continue
    }
    if (!file.endsWith(".entry")) continue
    const bytes = new Uint8Array(readFileSync(file))
    const key = storedKey(bytes)
    const decoded = decodeEntry(bytes, key)
    if (Either.isLeft(decoded) || key !== keyOfPath(root, file)) {
      corrupt.push(`${keyOfPath(root, file)}: ${Either.isLeft(decoded) ? decoded.left : "key differs from its path"}`)
      continue
    }
    keys.push(key)
    entries.set(key, decoded.right)
    const doc = /^edgar\/doc\/(\d+)\/(\d{18})\/([^/]+)$/.exec(key)
    if (doc !== null) {
      const expected = readFileSync(join(corpusDir(), "Archives", "edgar", "data", doc[1] ?? "", doc[2] ?? "", doc[3] ?? ""))
      if (!Buffer.from(decoded.right.payload).equals(expected)) wrongDocuments.push(key)
    }
  }
  return { keys: keys.sort(), corrupt, wrongDocuments, tempFiles, entries }
}

/** A strict shape of every upstream path the client may request. */
export const EDGAR_PATH =
  /^\/(files\/company_tickers\.json|submissions\/CIK\d{10}(-submissions-\d{3})?\.json|Archives\/edgar\/data\/[1-9]\d{0,9}\/(\d{10}-\d{2}-\d{6}-index\.html?|\d{18}\/([A-Za-z0-9][A-Za-z0-9._-]{0,199}\.([hH][tT][mM][lL]?|[tT][xX][tT]|[xX][mM][lL])|\d{10}-\d{2}-\d{6}-index\.html?)))$/
