/**
 * The warm fast path of `GET /v1/company/{ticker}/disclosure-matrix`: a request whose
 * answer is already in memory is answered at the Node `http` level, in front of the Effect
 * app, with the bytes and headers the app would send; anything else goes to the app.
 *
 * How it stays the same as the app's answer:
 * - The URL: only a request URL (path and query, exactly as received) that the matrix
 *   route has already decoded is served; the route records the pipeline request and the
 *   response shape it decoded from that URL (decoding is a pure function of the URL). An
 *   unknown URL, however close to a known one, goes to the app.
 * - The result: `FilingService.warm` answers only when `score` would return a result from
 *   the in-process memo without I/O (the same object); the bytes are the ones kept for that
 *   result and shape (src/http/encoded.ts), which is what the route would send.
 * - The request: GET only, no body, no `Origin` (CORS headers), no API keys configured
 *   (the key check), not while draining (`Connection: close`); otherwise the app answers.
 * - The response: status 200, `content-type`, `content-length` and `x-content-type-options`
 *   in the app's order, and the access-log line the app writes (src/http/access-log.ts).
 */
import { Context, type Runtime } from "effect"
import type { IncomingMessage, Server, ServerResponse } from "node:http"
import type { FilingRequest, FilingServiceShape } from "../pipeline/service/filing-service.js"
import type { AccessLog } from "./access-log.js"

/** Where the matrix route records what it decoded from a URL. */
export interface WarmMatrixShape {
  readonly remember: (url: string, request: FilingRequest, shape: string) => void
}

export class WarmMatrix extends Context.Tag("disclosure-risk/WarmMatrix")<WarmMatrix, WarmMatrixShape>() {
  /** Records nothing (no fast path in front, e.g. the web handler). */
  static readonly none: WarmMatrixShape = { remember: () => {} }
}

interface Entry {
  readonly request: FilingRequest
  readonly shape: string
}

/** URLs kept; beyond it the oldest goes (a warm client asks for few distinct URLs). */
const MAX_URLS = 4096

export interface WarmPathOptions {
  readonly service: FilingServiceShape
  /** The bytes kept for a result and response shape, if any. */
  readonly kept: (result: object, shape: string) => Uint8Array | undefined
  /** Whether a request must go to the app regardless (API keys configured, draining). */
  readonly bypass: () => boolean
  /** The access log and the runtime whose loggers write it; absent: no line (logging off). */
  readonly log?: { readonly access: AccessLog; readonly runtime: Runtime.Runtime<never> } | undefined
}

export interface WarmPath extends WarmMatrixShape {
  /** Answers `req` when it is a warm matrix request: true if answered, false if the app must. */
  readonly serve: (req: IncomingMessage, res: ServerResponse) => boolean
}

export const makeWarmPath = (options: WarmPathOptions): WarmPath => {
  const byUrl = new Map<string, Entry>()
  const { service, kept, bypass, log } = options
  const warm = service.warm
  const sent = log === undefined ? undefined : log.access.sender(log.runtime)

  const remember = (url: string, request: FilingRequest, shape: string): void => {
    // The first entry stays: the service keeps its look-up keys per request object.
    if (warm === undefined || byUrl.has(url)) return
    if (byUrl.size >= MAX_URLS) byUrl.delete(byUrl.keys().next().value as string)
    byUrl.set(url, { request, shape })
  }

  const serve = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (warm === undefined || req.method !== "GET" || req.url === undefined) return false
    const entry = byUrl.get(req.url)
    if (entry === undefined) return false
    const headers = req.headers
    if (headers.origin !== undefined || headers["content-length"] !== undefined || headers["transfer-encoding"] !== undefined) return false
    if (bypass()) return false
    const start = Date.now()
    const result = warm(entry.request)
    if (result === undefined) return false
    const bytes = kept(result, entry.shape)
    if (bytes === undefined) return false
    res.writeHead(200, {
      "content-type": "application/json",
      "content-length": String(bytes.byteLength),
      "x-content-type-options": "nosniff"
    })
    const url = req.url
    if (log === undefined || sent === undefined) res.end(bytes)
    else {
      const span = log.access.span(start)
      res.end(bytes, () => sent("GET", url, 200, span))
    }
    return true
  }

  return { remember, serve }
}

/**
 * Puts `path` in front of the server's `request` listeners: a request it answers is not
 * emitted to them; every other event is emitted as before.
 */
export const putInFront = (server: Server, path: WarmPath): void => {
  const emit = server.emit
  server.emit = function (this: Server, event: string | symbol, ...args: Array<unknown>): boolean {
    if (event === "request" && path.serve(args[0] as IncomingMessage, args[1] as ServerResponse)) return true
    return Reflect.apply(emit, this, [event, ...args]) as boolean
  } as Server["emit"]
}
