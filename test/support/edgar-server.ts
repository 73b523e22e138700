/**
 * A loopback EDGAR for tests and benchmarks: serves an EDGAR-layout directory as static
 * files on 127.0.0.1 (random port), with Range support, a required User-Agent (403
 * without), an optional request-start limit (429 above it, counted in a sliding one-second
 * window) and faults injected per path. Every request is logged with its start time and
 * status. Paths with `..`, encoded slashes or backslashes are refused (400); nothing
 * outside the root is ever served.
 */
import { createReadStream } from "node:fs"
import { realpath, stat } from "node:fs/promises"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo, Socket } from "node:net"
import { resolve as resolvePath, sep } from "node:path"
import { performance } from "node:perf_hooks"
import { afterAll, beforeAll } from "vitest"
import { seeded } from "./random.js"

export type EdgarFault =
  /** Answer with this status (e.g. 429 with `retryAfter`, 503, 404, 416). */
  | { readonly kind: "status"; readonly status: number; readonly retryAfter?: string | number }
  /** Wait before answering normally (or before the next fault step). */
  | { readonly kind: "delay"; readonly ms: number }
  /** Destroy the connection without an answer. */
  | { readonly kind: "reset" }
  /** Declare the full Content-Length, send only part of the body, then close. */
  | { readonly kind: "truncate"; readonly bytes?: number }
  /** Answer 200 with a body that is not valid JSON. */
  | { readonly kind: "malformed-json" }
  /** Answer 200 with the whole file even when a Range was asked for. */
  | { readonly kind: "ignore-range" }
  /** Accept the request and never answer (no headers), until the client gives up. */
  | { readonly kind: "stall" }
  /** Send the headers and the first `bytes` of the body, then nothing more (the connection stays open). */
  | { readonly kind: "stall-body"; readonly bytes?: number }

export interface FaultRule {
  readonly pattern: RegExp | string
  readonly fault: EdgarFault
  /** Apply to this many matching requests, then pass them through (default: always). */
  remaining: number
}

export interface RequestLogEntry {
  readonly path: string
  /** Arrival time, ms (performance.timeOrigin based, sub-millisecond). */
  readonly start: number
  status: number
  readonly userAgent: string | null
  readonly range: string | null
}

/** A response made on the fly (a synthetic feed or index) for a request's URL, or null to serve files. */
export type EdgarRoute = (url: URL) => { readonly status?: number; readonly body: string | Uint8Array; readonly type: string } | null

export interface EdgarServerOptions {
  readonly root: string
  /** Responses made on the fly, asked before the files (faults and the rate limit apply first). */
  readonly routes?: EdgarRoute
  /** Request starts allowed in any one-second window; above it, 429. */
  readonly maxPerSecond?: number
  readonly faults?: ReadonlyArray<{ readonly pattern: RegExp | string; readonly fault: EdgarFault; readonly times?: number }>
  /** Default true: requests without a User-Agent get 403. */
  readonly requireUserAgent?: boolean
}

export interface EdgarServer {
  readonly url: string
  readonly requests: Array<RequestLogEntry>
  setFault(pattern: RegExp | string, fault: EdgarFault, times?: number): void
  /** Replaces the responses made on the fly (`EdgarServerOptions.routes`). */
  setRoutes(routes: EdgarRoute | undefined): void
  /**
   * Each request (matching `pattern`, default all) fails with probability `rate` with one of
   * `faults` chosen at random (seeded, so a run can be repeated); `clearFaults` ends it.
   */
  setRandomFaults(options: { readonly rate: number; readonly faults: ReadonlyArray<EdgarFault>; readonly pattern?: RegExp | string; readonly seed?: number }): void
  clearFaults(): void
  /** Forgets the request log (the rate-limit window too). */
  resetLog(): void
  close(): Promise<void>
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  json: "application/json",
  htm: "text/html; charset=utf-8",
  html: "text/html; charset=utf-8",
  txt: "text/plain; charset=utf-8",
  xml: "application/xml"
}

const now = (): number => performance.timeOrigin + performance.now()

const matches = (pattern: RegExp | string, path: string): boolean => (typeof pattern === "string" ? path.includes(pattern) : pattern.test(path))

export const startEdgarServer = async (options: EdgarServerOptions): Promise<EdgarServer> => {
  const root = await realpath(resolvePath(options.root))
  const requests: Array<RequestLogEntry> = []
  const starts: Array<number> = []
  let rules: Array<FaultRule> = (options.faults ?? []).map((f) => ({ pattern: f.pattern, fault: f.fault, remaining: f.times ?? Number.POSITIVE_INFINITY }))
  const sockets = new Set<Socket>()
  const timers = new Set<NodeJS.Timeout>()
  const requireUa = options.requireUserAgent ?? true
  let random: { rate: number; faults: ReadonlyArray<EdgarFault>; pattern: RegExp | string; next: () => number } | null = null
  let routes: EdgarRoute | undefined = options.routes

  const sleep = (ms: number): Promise<void> =>
    new Promise((done) => {
      const t = setTimeout(() => {
        timers.delete(t)
        done()
      }, ms)
      timers.add(t)
    })

  const finish = (res: ServerResponse, entry: RequestLogEntry, status: number, body: string, headers: Record<string, string | number> = {}): void => {
    entry.status = status
    if (res.destroyed) return
    res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Content-Length": Buffer.byteLength(body), ...headers })
    res.end(body)
  }

  const resolveFile = async (rawPath: string): Promise<{ file: string; size: number } | "bad" | "missing"> => {
    if (/%2e|%2f|%5c|%00/i.test(rawPath) || rawPath.includes("\\") || rawPath.includes("\0")) return "bad"
    let decoded: string
    try {
      decoded = decodeURIComponent(rawPath)
    } catch {
      return "bad"
    }
    const segments = decoded.split("/")
    if (segments.some((s) => s === ".." || s === ".")) return "bad"
    const target = resolvePath(root, `.${decoded}`)
    if (target !== root && !target.startsWith(root + sep)) return "bad"
    try {
      const real = await realpath(target)
      if (real !== root && !real.startsWith(root + sep)) return "bad"
      const info = await stat(real)
      return info.isFile() ? { file: real, size: info.size } : "missing"
    } catch {
      return "missing"
    }
  }

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const start = now()
    const rawUrl = req.url ?? "/"
    const rawPath = rawUrl.split("?")[0] ?? "/"
    const entry: RequestLogEntry = {
      path: rawPath,
      start,
      status: 0,
      userAgent: req.headers["user-agent"] ?? null,
      range: typeof req.headers.range === "string" ? req.headers.range : null
    }
    requests.push(entry)
    starts.push(start)
    while (starts.length > 0 && (starts[0] ?? 0) <= start - 1000) starts.shift()

    if (req.method !== "GET" && req.method !== "HEAD") return finish(res, entry, 405, "method not allowed", { Allow: "GET, HEAD" })
    if (requireUa && (entry.userAgent === null || entry.userAgent.trim() === "")) {
      return finish(res, entry, 403, "a User-Agent header is required")
    }
    if (options.maxPerSecond !== undefined && starts.length > options.maxPerSecond) {
      return finish(res, entry, 429, "rate limit exceeded", { "Retry-After": 1 })
    }

    let ignoreRange = false
    let truncateTo: number | null = null
    let stallAfter: number | null = null
    let malformed = false
    const drawn: Array<EdgarFault> = []
    if (random !== null && matches(random.pattern, rawPath) && random.next() < random.rate) {
      drawn.push(random.faults[Math.floor(random.next() * random.faults.length)] ?? { kind: "reset" })
    }
    const active = [...rules.filter((rule) => rule.remaining > 0 && matches(rule.pattern, rawPath)), ...drawn.map((fault) => ({ pattern: "", fault, remaining: 1 }))]
    for (const rule of active) {
      rule.remaining--
      const f = rule.fault
      switch (f.kind) {
        case "stall":
          // no answer: the request stays open until the client (or close()) ends it
          entry.status = -2
          return
        case "stall-body":
          stallAfter = f.bytes ?? 1000
          break
        case "delay":
          await sleep(f.ms)
          break
        case "status":
          return finish(res, entry, f.status, `injected ${f.status}`, f.retryAfter === undefined ? {} : { "Retry-After": f.retryAfter })
        case "reset":
          entry.status = -1
          req.socket.destroy()
          return
        case "truncate":
          truncateTo = f.bytes ?? 100
          break
        case "malformed-json":
          malformed = true
          break
        case "ignore-range":
          ignoreRange = true
          break
      }
    }
    if (res.destroyed) return

    if (malformed) {
      const body = '{"filings": {"recent": {"accessionNumber": ["0000'
      return finish(res, entry, 200, body, { "Content-Type": "application/json" })
    }

    const made = routes?.(new URL(rawUrl, "http://127.0.0.1"))
    if (made !== undefined && made !== null) {
      const body = typeof made.body === "string" ? Buffer.from(made.body, "utf8") : Buffer.from(made.body)
      const status = made.status ?? 200
      entry.status = status
      res.writeHead(status, { "Content-Type": made.type, "Content-Length": body.byteLength })
      if (req.method === "HEAD") res.end()
      else if (truncateTo !== null || stallAfter !== null) {
        res.write(body.subarray(0, Math.max(0, Math.min(body.byteLength - 1, truncateTo ?? stallAfter ?? 0))))
        if (truncateTo !== null) setImmediate(() => res.socket?.destroy())
      } else res.end(body)
      return
    }

    const found = await resolveFile(rawPath)
    if (found === "bad") return finish(res, entry, 400, "bad path")
    if (found === "missing") return finish(res, entry, 404, "not found")
    const ext = /\.([a-z]+)$/i.exec(found.file)?.[1]?.toLowerCase() ?? ""
    const type = CONTENT_TYPES[ext] ?? "application/octet-stream"

    let from = 0
    let to = found.size - 1
    let status = 200
    const range = entry.range
    if (range !== null && !ignoreRange) {
      const m = /^bytes=(\d+)-(\d*)$/.exec(range.trim())
      if (m === null || Number(m[1]) >= found.size) {
        return finish(res, entry, 416, "range not satisfiable", { "Content-Range": `bytes */${found.size}` })
      }
      from = Number(m[1])
      to = m[2] === "" || m[2] === undefined ? found.size - 1 : Math.min(Number(m[2]), found.size - 1)
      if (to < from) return finish(res, entry, 416, "range not satisfiable", { "Content-Range": `bytes */${found.size}` })
      status = 206
    }
    const length = Math.max(0, to - from + 1)
    const headers: Record<string, string | number> = { "Content-Type": type, "Content-Length": length, "Accept-Ranges": "bytes" }
    if (status === 206) headers["Content-Range"] = `bytes ${from}-${to}/${found.size}`
    entry.status = status
    res.writeHead(status, headers)
    if (req.method === "HEAD" || length === 0) {
      res.end()
      return
    }
    const cut = truncateTo ?? stallAfter
    const end = cut === null ? to : Math.min(to, from + Math.max(0, Math.min(cut, length - 1)) - 1)
    if (end < from) {
      res.flushHeaders()
      res.socket?.destroy()
      return
    }
    const stream = createReadStream(found.file, { start: from, end })
    stream.on("error", () => res.destroy())
    if (stallAfter !== null) {
      // the rest of the body never comes; the connection stays open
      stream.pipe(res, { end: false })
    } else if (truncateTo !== null) {
      stream.on("end", () => {
        // Content-Length promised more: cut the connection so the client sees a short body.
        setImmediate(() => res.socket?.destroy())
      })
      stream.pipe(res, { end: false })
    } else stream.pipe(res)
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent && !res.destroyed) {
        res.writeHead(500)
        res.end()
      } else res.destroy()
    })
  })
  server.keepAliveTimeout = 2000
  server.requestTimeout = 30_000
  server.on("connection", (s: Socket) => {
    sockets.add(s)
    s.on("close", () => sockets.delete(s))
  })
  await new Promise<void>((ok, fail) => {
    server.once("error", fail)
    server.listen(0, "127.0.0.1", () => ok())
  })
  const port = (server.address() as AddressInfo).port

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setFault(pattern, fault, times) {
      rules.push({ pattern, fault, remaining: times ?? Number.POSITIVE_INFINITY })
    },
    setRoutes(next) {
      routes = next
    },
    setRandomFaults(o) {
      random = { rate: o.rate, faults: o.faults, pattern: o.pattern ?? "", next: seeded(o.seed ?? 1) }
    },
    clearFaults() {
      rules = []
      random = null
    },
    resetLog() {
      requests.length = 0
      starts.length = 0
    },
    close() {
      for (const t of timers) clearTimeout(t)
      timers.clear()
      return new Promise<void>((done) => {
        server.close(() => done())
        for (const s of sockets) s.destroy()
        server.closeAllConnections()
      })
    }
  }
}

/** Largest number of request starts in any window of `windowMs` (default one second). */
export const maxStartsInWindow = (starts: ReadonlyArray<number>, windowMs = 1000): number => {
  const sorted = [...starts].sort((a, b) => a - b)
  let best = 0
  let lo = 0
  for (let hi = 0; hi < sorted.length; hi++) {
    while ((sorted[hi] ?? 0) - (sorted[lo] ?? 0) >= windowMs) lo++
    best = Math.max(best, hi - lo + 1)
  }
  return best
}

/**
 * A loopback EDGAR for the suite or describe block this is called in: started before its tests,
 * closed after them. The options are read when it starts. Returns the running server.
 */
export const useEdgarServer = (options: () => EdgarServerOptions): (() => EdgarServer) => {
  let server: EdgarServer | undefined
  beforeAll(async () => {
    server = await startEdgarServer(options())
  })
  afterAll(async () => {
    await server?.close()
  })
  return () => {
    if (server === undefined) throw new Error("the loopback EDGAR has not started (use it inside a test)")
    return server
  }
}

