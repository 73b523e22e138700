/**
 * The warm fast path of `GET /v1/company/{ticker}/disclosure-matrix` (src/http/warm.ts)
 * over real loopback HTTP: two servers on one filing service, one with the fast path and
 * one without, answer the same warm requests with the same status, headers (all but the
 * date) and body bytes, and the same access-log line; requests the fast path must not
 * answer (HEAD, CORS, API keys, unknown URLs) reach the app.
 */
import { Context, Effect, Exit, Layer, Logger, Scope } from "effect"
import { spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { request as httpRequest } from "node:http"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { afterAll, beforeAll, expect, it } from "vitest"
import { listen, type ServeOptions } from "../../src/server/http.js"
import { FilingService, type FilingServiceShape } from "../../src/pipeline/service/filing-service.js"
import { liveStack } from "../../src/pipeline/service/stack.js"
import { underSettings, withSettings } from "../support/config.js"
import { edgarRoot, withData } from "../support/data.js"
import { useEdgarServer } from "../support/edgar-server.js"
import { USER_AGENT } from "./support.js"
import { filingRequest } from "../support/request.js"

interface Raw {
  readonly status: number
  /** Name/value pairs in the order sent, the date's value blanked. */
  readonly headers: ReadonlyArray<string>
  readonly body: Buffer
}

const raw = (url: string, init: { readonly method?: string; readonly headers?: Record<string, string> } = {}): Promise<Raw> =>
  new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: init.method ?? "GET", headers: init.headers ?? {}, agent: false }, (res) => {
      const chunks: Array<Buffer> = []
      res.on("data", (c: Buffer) => chunks.push(c))
      res.on("end", () => {
        const headers = res.rawHeaders.map((v, i) => (i % 2 === 1 && res.rawHeaders[i - 1]?.toLowerCase() === "date" ? "<date>" : v))
        resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) })
      })
      res.on("error", reject)
    })
    req.on("error", reject)
    req.end()
  })

/** An access-log line without what differs from line to line (time, fiber id, span number and duration). */
const normalized = (line: string): string =>
  line
    .replace(/timestamp=\S+/, "timestamp=T")
    .replace(/fiber=#\d+/, "fiber=#F")
    .replace(/http\.span\.\d+=\d+ms/, "http.span.N=Dms")

const edgar = useEdgarServer(() => ({ root: edgarRoot() }))
let cacheDir: string
let scope: Scope.CloseableScope
let scoreCalls = 0
let live: FilingServiceShape
const lines: Array<string> = []
const servers: Record<"app" | "fast" | "keyed", string> = { app: "", fast: "", keyed: "" }

const KEY = "warm-path-key-0123456789"

beforeAll(async () => {
  cacheDir = mkdtempSync(join(tmpdir(), "risk-warm-cache-"))
  scope = Effect.runSync(Scope.make())
  const built = await Effect.runPromise(
    Layer.buildWithScope(liveStack({ edgarBaseUrl: edgar().url, cacheDir }).pipe(underSettings({ SEC_USER_AGENT: USER_AGENT })), scope)
  )
  live = Context.get(built, FilingService)
  // The same service, counting the requests that reach `score` (the app's path).
  const counted: FilingServiceShape = { ...live, score: (r) => Effect.suspend(() => ((scoreCalls += 1), live.score(r))) }
  const context = Context.make(FilingService, counted)
  const logger = Logger.replace(
    Logger.defaultLogger,
    Logger.map(Logger.logfmtLogger, (line) => {
      lines.push(line)
    })
  )
  const start = async (options: ServeOptions): Promise<string> => {
    const { url } = await Effect.runPromise(
      listen({ host: "127.0.0.1", port: 0, disableLogger: false, ...options }).pipe(
        Effect.provide(context),
        Effect.provide(logger),
        withSettings({}),
        Scope.extend(scope)
      )
    )
    return url
  }
  servers.app = await start({ warmFastPath: false })
  servers.fast = await start({})
  servers.keyed = await start({ apiKeys: [KEY] })
}, 240_000)

afterAll(async () => {
  await Effect.runPromise(Scope.close(scope, Exit.void))
  if (cacheDir !== undefined) rmSync(cacheDir, { recursive: true, force: true })
})

const PATHS = [
  "/v1/company/AAPL/disclosure-matrix?fiscal_year=2025",
  "/v1/company/AAPL/disclosure-matrix?fiscal_year=2025&form_type=10-K&tier=lite",
  "/v1/company/aapl/disclosure-matrix?fiscal_year=2025&include=metrics,provenance&fields=overall,components,provenance"
]

/** The request's response and whether it reached the app (`score`). */
const counting = async (url: string, init: Parameters<typeof raw>[1] = {}): Promise<Raw & { readonly app: boolean }> => {
  const before = scoreCalls
  const res = await raw(url, init)
  return { ...res, app: scoreCalls > before }
}

const logLineOf = (path: string): string | undefined => lines.filter((l) => l.includes(`http.url=${path}`) || l.includes(`http.url="${path}"`)).at(-1)

withData("edgar").describe("warm matrix requests", () => {
  it("the same status, headers and bytes as the app, and the same access-log line", async () => {
    for (const path of PATHS) {
      // warm (the app computes, memoises and encodes), then the app's own warm answer
      const cold = await counting(servers.app + path)
      expect(cold.status, path).toBe(200)
      const app = await counting(servers.app + path)
      expect(app.app).toBe(true)
      const appLine = logLineOf(path)
      // the fast server: its first request of a URL goes to the app (which records it) …
      const first = await counting(servers.fast + path)
      expect(first.app, path).toBe(true)
      // … the next ones are answered in front of it
      lines.length = 0
      const fast = await counting(servers.fast + path)
      expect(fast.app, path).toBe(false)
      for (const res of [first, fast]) {
        expect(res.status).toBe(app.status)
        expect(res.headers).toEqual(app.headers)
        expect(res.body.equals(app.body), path).toBe(true)
      }
      expect(fast.headers).toContain("x-content-type-options")
      await new Promise((r) => setTimeout(r, 20))
      const fastLine = logLineOf(path)
      expect(fastLine, path).toBeDefined()
      expect(appLine).toBeDefined()
      expect(normalized(fastLine ?? "")).toBe(normalized(appLine ?? ""))
      expect(fastLine).toMatch(/message="Sent HTTP response".*http\.status=200/)
    }
  }, 240_000)

  it("the service's warm look-up gives the memoised result (the object score returns)", async () => {
    const request = filingRequest({ ticker: "AAPL", fiscalYear: 2025, form: "10-K", model: "deterministic_scoring_v2" })
    const scored = await Effect.runPromise(live.score(request))
    expect(live.warm?.(request)).toBe(scored)
    expect(live.warm?.(filingRequest({ ticker: "AAPL", fiscalYear: 2019, form: "10-K" }))).toBeUndefined()
    // a company never scored: nothing memoised
    expect(live.warm?.(filingRequest({ ticker: "ZZZZZ", fiscalYear: 2025, form: "10-K" }))).toBeUndefined()
  })

  it("HEAD, CORS requests, other URLs and other methods reach the app", async () => {
    const path = PATHS[0] ?? ""
    await counting(servers.fast + path)
    expect((await counting(servers.fast + path)).app).toBe(false)

    const head = await counting(servers.fast + path, { method: "HEAD" })
    expect(head.app).toBe(true)

    const cors = await counting(servers.fast + path, { headers: { origin: "http://localhost:3000" } })
    expect(cors.app).toBe(true)
    expect(cors.headers).toContain("access-control-allow-origin")
    const corsApp = await counting(servers.app + path, { headers: { origin: "http://localhost:3000" } })
    expect(cors.headers).toEqual(corsApp.headers)
    expect(cors.body.equals(corsApp.body)).toBe(true)

    // the same query in another order, or with one more parameter: a URL not yet seen
    const reordered = await counting(servers.fast + "/v1/company/AAPL/disclosure-matrix?form_type=10-K&fiscal_year=2025")
    expect(reordered.app).toBe(true)
    const unknown = await counting(servers.fast + `${path}&client_tag=1`)
    expect(unknown.app).toBe(true)
    const unknownApp = await counting(servers.app + `${path}&client_tag=1`)
    expect(unknown.status).toBe(unknownApp.status)
    expect(unknown.body.equals(unknownApp.body)).toBe(true)

    const post = await counting(servers.fast + path, { method: "POST", headers: { "content-type": "application/json" } })
    expect(post.status).not.toBe(200)
  }, 120_000)

  it("with API keys configured every request goes through the app's key check", async () => {
    const path = PATHS[0] ?? ""
    for (let i = 0; i < 2; i++) {
      const denied = await counting(servers.keyed + path)
      expect(denied.status).toBe(401)
      const allowed = await counting(servers.keyed + path, { headers: { "x-api-key": KEY } })
      expect(allowed.status).toBe(200)
      expect(allowed.app).toBe(true)
    }
  }, 120_000)
})

withData("edgar").describe("risk serve in a child process (its own logger: logfmt lines to standard error)", () => {
  it("the fast path's access-log line is the app's, numbered in the same sequence", async () => {
    const dir = mkdtempSync(join(tmpdir(), "risk-warm-serve-"))
    const repo = fileURLToPath(new URL("../..", import.meta.url))
    const proc = spawn(process.execPath, [join(repo, "node_modules/vite-node/vite-node.mjs"), "test/http/children/serve.ts"], {
      cwd: repo,
      env: {
        ...process.env,
        SEC_USER_AGENT: USER_AGENT,
        NO_COLOR: "1",
        RISK_SERVE_ARGS: JSON.stringify(["--host", "127.0.0.1", "--port", "0", "--edgar-base-url", edgar().url, "--cache-dir", dir])
      },
      stdio: ["ignore", "ignore", "pipe"]
    })
    let stderr = ""
    proc.stderr?.on("data", (d: Buffer) => (stderr += d.toString()))
    const exited = new Promise<number | null>((done) => proc.on("exit", (code) => done(code)))
    try {
      const deadline = Date.now() + 60_000
      let url: string | null = null
      while (url === null) {
        url = /Listening on (http:\/\/[0-9.]+:\d+)/.exec(stderr)?.[1] ?? null
        if (Date.now() > deadline || proc.exitCode !== null) throw new Error(`the server did not start:\n${stderr}`)
        if (url === null) await new Promise((r) => setTimeout(r, 50))
      }
      const path = PATHS[1] ?? ""
      // cold (the app computes and memoises), warm through the app (which records the URL
      // and encodes the memoised result), warm in front of the app, then a CORS request (the app)
      const cold = await raw(url + path)
      const app = await raw(url + path)
      const fast = await raw(url + path)
      const cors = await raw(url + path, { headers: { origin: "http://localhost:3000" } })
      expect([cold.status, app.status, fast.status, cors.status]).toEqual([200, 200, 200, 200])
      expect(fast.headers).toEqual(app.headers)
      expect(fast.body.equals(app.body)).toBe(true)
      expect(cors.headers).toContain("access-control-allow-origin")
      await new Promise((r) => setTimeout(r, 100))
      const sent = stderr.split("\n").filter((l) => l.includes(`http.url="${path}"`))
      expect(sent, stderr).toHaveLength(4)
      expect(new Set(sent.map(normalized)).size, sent.join("\n")).toBe(1)
      const spans = sent.map((l) => Number(/http\.span\.(\d+)=/.exec(l)?.[1]))
      const fibers = sent.map((l) => Number(/fiber=#(\d+)/.exec(l)?.[1]))
      expect(spans[0]).toBeLessThan(spans[1] ?? 0)
      expect(spans[1]).toBeLessThan(spans[2] ?? 0)
      expect(spans[2]).toBeLessThan(spans[3] ?? 0)
      expect(fibers[0]).toBeLessThan(fibers[1] ?? 0)
      expect(fibers[1]).toBeLessThan(fibers[2] ?? 0)
      expect(fibers[2]).toBeLessThan(fibers[3] ?? 0)
      proc.kill("SIGTERM")
      expect(await Promise.race([exited, new Promise((r) => setTimeout(() => r("timeout"), 30_000))])).toBe(0)
    } finally {
      if (proc.exitCode === null) proc.kill("SIGKILL")
      rmSync(dir, { recursive: true, force: true })
    }
  }, 180_000)
})
