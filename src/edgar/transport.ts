/**
 * One upstream attempt, over HTTP (Node's fetch) or from an EDGAR-layout directory
 * (`file:`). An attempt never throws: it reports a response, a retryable failure (429,
 * 5xx, timeout, connection reset, truncated body) or a final failure (size cap, refused).
 */
import { open, realpath, stat } from "node:fs/promises"
import { resolve as resolvePath, sep } from "node:path"

export type Attempt =
  | {
      readonly _tag: "Response"
      readonly status: number
      readonly bytes: Uint8Array
    }
  | { readonly _tag: "Retry"; readonly reason: string; readonly status: number | null; readonly retryAfterMs: number | null }
  | { readonly _tag: "Fail"; readonly reason: string; readonly status: number | null }

export interface HttpAttemptOptions {
  readonly url: string
  readonly headers: Readonly<Record<string, string>>
  /** The whole attempt: headers and body. */
  readonly timeoutMs: number
  /** Until the response headers arrive. */
  readonly firstByteTimeoutMs: number
  /** Longest pause between body chunks. */
  readonly idleTimeoutMs: number
  readonly maxBytes: number
  readonly signal: AbortSignal
}

const EMPTY = new Uint8Array(0)

/** `Retry-After`: delta-seconds or an HTTP date; null when absent or unreadable. */
export const parseRetryAfter = (value: string | null, nowMs: number): number | null => {
  if (value === null) return null
  const v = value.trim()
  if (/^\d{1,9}$/.test(v)) return Number(v) * 1000
  const at = Date.parse(v)
  return Number.isNaN(at) ? null : Math.max(0, at - nowMs)
}

const describeError = (e: unknown): string => {
  if (e instanceof Error) {
    const cause = (e as Error & { cause?: unknown }).cause
    const code = typeof cause === "object" && cause !== null && "code" in cause ? String((cause as { code: unknown }).code) : null
    const causeMessage = cause instanceof Error ? cause.message : null
    return [e.message, code, causeMessage].filter((s): s is string => s !== null && s !== "").join(": ")
  }
  return String(e)
}

const discard = async (body: ReadableStream<Uint8Array> | null): Promise<void> => {
  if (body === null) return
  try {
    await body.cancel()
  } catch {
    // the connection is going away anyway
  }
}

export const httpAttempt = async (o: HttpAttemptOptions): Promise<Attempt> => {
  const controller = new AbortController()
  let timedOut: string | null = null
  const onAbort = (): void => controller.abort()
  o.signal.addEventListener("abort", onAbort, { once: true })
  const expire = (reason: string) => (): void => {
    timedOut ??= reason
    controller.abort()
  }
  const timer = setTimeout(expire(`timed out after ${o.timeoutMs} ms`), o.timeoutMs)
  let phase: NodeJS.Timeout | null = setTimeout(expire(`no response headers within ${o.firstByteTimeoutMs} ms`), o.firstByteTimeoutMs)
  const idle = (): void => {
    if (phase !== null) clearTimeout(phase)
    phase = setTimeout(expire(`body stalled for ${o.idleTimeoutMs} ms`), o.idleTimeoutMs)
  }
  try {
    const res = await fetch(o.url, { headers: { ...o.headers }, signal: controller.signal, redirect: "follow" })
    idle()
    const status = res.status
    if (status === 429 || (status >= 500 && status !== 501)) {
      await discard(res.body)
      return { _tag: "Retry", reason: `HTTP ${status}`, status, retryAfterMs: parseRetryAfter(res.headers.get("retry-after"), Date.now()) }
    }
    if (status !== 200 && status !== 206) {
      await discard(res.body)
      return { _tag: "Response", status, bytes: EMPTY }
    }
    const declaredText = res.headers.get("content-length")
    const declared = declaredText !== null && /^\d+$/.test(declaredText.trim()) ? Number(declaredText.trim()) : null
    const encoding = (res.headers.get("content-encoding") ?? "identity").trim().toLowerCase()
    if (declared !== null && encoding === "identity" && declared > o.maxBytes) {
      await discard(res.body)
      return { _tag: "Fail", reason: `response of ${declared} bytes exceeds the ${o.maxBytes}-byte cap`, status }
    }
    const chunks: Array<Uint8Array> = []
    let total = 0
    if (res.body !== null) {
      const reader = res.body.getReader()
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        idle()
        total += value.byteLength
        if (total > o.maxBytes) {
          await reader.cancel().catch(() => undefined)
          return { _tag: "Fail", reason: `response exceeds the ${o.maxBytes}-byte cap`, status }
        }
        chunks.push(value)
      }
    }
    if (declared !== null && encoding === "identity" && total !== declared) {
      return { _tag: "Retry", reason: `truncated body: ${total} of ${declared} bytes`, status, retryAfterMs: null }
    }
    return { _tag: "Response", status, bytes: concat(chunks, total) }
  } catch (e) {
    if (timedOut !== null) return { _tag: "Retry", reason: timedOut, status: null, retryAfterMs: null }
    if (o.signal.aborted) return { _tag: "Fail", reason: "interrupted", status: null }
    return { _tag: "Retry", reason: `network error: ${describeError(e)}`, status: null, retryAfterMs: null }
  } finally {
    clearTimeout(timer)
    if (phase !== null) clearTimeout(phase)
    o.signal.removeEventListener("abort", onAbort)
  }
}

const concat = (chunks: ReadonlyArray<Uint8Array>, total: number): Uint8Array => {
  if (chunks.length === 1 && chunks[0] !== undefined) return chunks[0]
  const out = new Uint8Array(total)
  let at = 0
  for (const c of chunks) {
    out.set(c, at)
    at += c.byteLength
  }
  return out
}

export interface FileAttemptOptions {
  readonly root: string
  /** Upstream path, e.g. `/Archives/edgar/data/320193/.../aapl-20240928.htm`. */
  readonly path: string
  /** Read only the first `prefixBytes` bytes. */
  readonly prefixBytes: number | null
  readonly maxBytes: number
}

/** Reads an upstream path from an EDGAR-layout directory: 404 when absent. */
export const fileAttempt = async (o: FileAttemptOptions): Promise<Attempt> => {
  const root = resolvePath(o.root)
  const target = resolvePath(root, `.${o.path}`)
  if (target !== root && !target.startsWith(root + sep)) return { _tag: "Fail", reason: "path outside the mirror", status: 400 }
  try {
    const real = await realpath(target)
    const realRoot = await realpath(root)
    if (real !== realRoot && !real.startsWith(realRoot + sep)) return { _tag: "Fail", reason: "path outside the mirror", status: 400 }
    const info = await stat(real)
    if (!info.isFile()) return { _tag: "Response", status: 404, bytes: EMPTY }
    const want = o.prefixBytes === null ? info.size : Math.min(info.size, o.prefixBytes)
    if (want > o.maxBytes) return { _tag: "Fail", reason: `file of ${info.size} bytes exceeds the ${o.maxBytes}-byte cap`, status: 200 }
    const handle = await open(real, "r")
    try {
      const buf = new Uint8Array(want)
      let at = 0
      while (at < want) {
        const { bytesRead } = await handle.read(buf, at, want - at, at)
        if (bytesRead === 0) break
        at += bytesRead
      }
      return { _tag: "Response", status: o.prefixBytes === null ? 200 : 206, bytes: at === want ? buf : buf.subarray(0, at) }
    } finally {
      await handle.close()
    }
  } catch (e) {
    const code = typeof e === "object" && e !== null && "code" in e ? String((e as { code: unknown }).code) : ""
    if (code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR") return { _tag: "Response", status: 404, bytes: EMPTY }
    return { _tag: "Fail", reason: `cannot read the mirror: ${describeError(e)}`, status: null }
  }
}
