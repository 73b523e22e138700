/** The loopback EDGAR itself, the configuration and the local rate limiter. */
import { request } from "node:http"
import { describe, expect, it } from "@effect/vitest"
import { Cause, ConfigError, Effect, Exit, Fiber, Option } from "effect"
import { DEFAULT_LIMITS, describeConfigError, LIMIT_VARIABLES } from "../../src/config.js"
import { EdgarConfig, EdgarConfigLive, SEC_DATA, SEC_WWW } from "../../src/edgar/config.js"
import { type Settings, withSettings } from "../support/config.js"
import { makeLocalRateLimiter } from "../../src/edgar/rate-limiter-local.js"
import { asUnitOfWork } from "../../src/edgar/rate-limiter.js"
import { predictLabel } from "../../src/edgar/filing-resolver.js"
import { parseFilingIndex } from "../../src/edgar/index-page.js"
import { parseCompanyId, tickerVariants } from "../../src/edgar/identifiers.js"
import { maxStartsInWindow, startEdgarServer, useEdgarServer } from "../support/edgar-server.js"
import { corpusDir } from "./support.js"
import { readFileSync } from "node:fs"
import { resolve } from "node:path"
import { withData } from "../support/data.js"

const server = useEdgarServer(() => ({ root: corpusDir }))

/** A raw GET that keeps the path exactly as written (fetch would normalise `..`). */
const rawGet = (path: string, headers: Record<string, string> = { "User-Agent": "t t@example.com" }): Promise<{ status: number; body: string }> =>
  new Promise((ok, fail) => {
    const url = new URL(server().url)
    const req = request({ host: url.hostname, port: url.port, path, headers, timeout: 5000 }, (res) => {
      const chunks: Array<Buffer> = []
      res.on("data", (c: Buffer) => chunks.push(c))
      res.on("end", () => ok({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }))
      res.on("error", fail)
    })
    req.on("timeout", () => req.destroy(new Error("timeout")))
    req.on("error", fail)
    req.end()
  })

describe("loopback EDGAR", () => {
  withData("edgar").it("serves files, 404s what is missing, and refuses traversal with 400", async () => {
    expect((await rawGet("/files/company_tickers.json")).status).toBe(200)
    expect((await rawGet("/submissions/CIK0000000001.json")).status).toBe(404)
    for (const p of ["/../../etc/passwd", "/files/..%2f..%2fetc%2fpasswd", "/files/%2e%2e/%2e%2e/etc/passwd", "/files\\..\\README.md", "/Archives/./x"]) {
      const r = await rawGet(p)
      expect(r.status, p).toBe(400)
      expect(r.body).not.toContain("root:")
    }
  })

  it("requires a User-Agent (403 without)", async () => {
    expect((await rawGet("/files/company_tickers.json", {})).status).toBe(403)
  })

  withData("edgar").it("answers 429 above its rate limit, counting starts in a sliding second", async () => {
    const limited = await startEdgarServer({ root: corpusDir, maxPerSecond: 3 })
    try {
      const statuses = await Promise.all(
        Array.from({ length: 5 }, () => fetch(`${limited.url}/submissions/CIK0000027419.json`, { headers: { "User-Agent": "t t@example.com" } }).then((r) => r.status))
      )
      expect(statuses.filter((s) => s === 200)).toHaveLength(3)
      expect(statuses.filter((s) => s === 429)).toHaveLength(2)
    } finally {
      await limited.close()
    }
  })

  withData("edgar").it("serves byte ranges", async () => {
    const res = await fetch(`${server().url}/submissions/CIK0000027419.json`, { headers: { "User-Agent": "t t@example.com", Range: "bytes=0-9" } })
    expect(res.status).toBe(206)
    expect(res.headers.get("content-range")).toMatch(/^bytes 0-9\/\d+$/)
    expect((await res.text()).length).toBe(10)
  })

  it("maxStartsInWindow counts a sliding window", () => {
    expect(maxStartsInWindow([0, 100, 999, 1000, 1500])).toBe(3)
    expect(maxStartsInWindow([])).toBe(0)
  })
})

describe("configuration", () => {
  const read = (settings: Settings) => Effect.runPromise(Effect.provide(EdgarConfig, EdgarConfigLive).pipe(withSettings(settings)))
  const readExit = (settings: Settings) => Effect.runPromiseExit(Effect.provide(EdgarConfig, EdgarConfigLive).pipe(withSettings(settings)))

  it("defaults to the SEC hosts, 9 requests per second and the default bounds", async () => {
    const c = await read({})
    expect(c.upstream).toEqual({ _tag: "Http", filesBase: SEC_WWW, submissionsBase: SEC_DATA, archivesBase: SEC_WWW })
    expect(c.maxPerSecond).toBe(9)
    expect(c.userAgent).toBeNull()
    expect(c.requestTimeoutMs).toBe(DEFAULT_LIMITS.requestTimeoutMs)
    expect(c.maxAttempts).toBe(DEFAULT_LIMITS.maxAttempts)
    // blank is unset
    expect(await read({ RISK_EDGAR_BASE_URL: "  ", SEC_USER_AGENT: " ", RISK_SEC_MAX_RPS: "" })).toEqual(c)
  })

  it("one base URL serves all three paths; file: reads a directory", async () => {
    const http = await read({ RISK_EDGAR_BASE_URL: "http://127.0.0.1:9999/mirror/" })
    expect(http.upstream).toEqual({ _tag: "Http", filesBase: "http://127.0.0.1:9999/mirror", submissionsBase: "http://127.0.0.1:9999/mirror", archivesBase: "http://127.0.0.1:9999/mirror" })
    const file = await read({ RISK_EDGAR_BASE_URL: "file:///tmp/edgar/" })
    expect(file.upstream).toEqual({ _tag: "File", root: "/tmp/edgar" })
  })

  it("reads the variables: trimmed user agent, rate, bounds", async () => {
    const c = await read({ SEC_USER_AGENT: "  Jane Doe jane@example.com ", RISK_EDGAR_BASE_URL: "http://127.0.0.1:1", RISK_SEC_MAX_RPS: "7", RISK_EDGAR_TIMEOUT_MS: "1234", RISK_EDGAR_MAX_ATTEMPTS: "3" })
    expect(c.userAgent).toBe("Jane Doe jane@example.com")
    expect(c.maxPerSecond).toBe(7)
    expect(c.upstream._tag).toBe("Http")
    expect(c.requestTimeoutMs).toBe(1234)
    expect(c.maxAttempts).toBe(3)
  })

  it("validates RISK_SEC_MAX_RPS (> 0, at most 10: above is refused), the attempts (clamped to 10), the base URL and the user agent", async () => {
    expect((await read({ RISK_SEC_MAX_RPS: "10" })).maxPerSecond).toBe(10)
    expect((await read({ RISK_SEC_MAX_RPS: "2.5" })).maxPerSecond).toBe(2.5)
    expect((await read({ RISK_EDGAR_MAX_ATTEMPTS: "50" })).maxAttempts).toBe(10)
    const bad: ReadonlyArray<readonly [string, string]> = [
      ["RISK_SEC_MAX_RPS", "0"],
      ["RISK_SEC_MAX_RPS", "-1"],
      ["RISK_SEC_MAX_RPS", "25"],
      ["RISK_SEC_MAX_RPS", "10.5"],
      ["RISK_SEC_MAX_RPS", "fast"],
      ["RISK_EDGAR_BASE_URL", "ftp://x"],
      ["RISK_EDGAR_BASE_URL", "not a url"],
      ["SEC_USER_AGENT", "a\r\nb"],
      ["RISK_EDGAR_MAX_ATTEMPTS", "2.5"],
      ["RISK_EDGAR_MAX_ATTEMPTS", "0"],
      ...Object.values(LIMIT_VARIABLES).map((name) => [name, "-5"] as const)
    ]
    for (const [name, value] of bad) {
      const exit = await readExit({ [name]: value })
      const error = Exit.isFailure(exit) ? Cause.failureOption(exit.cause) : Option.none()
      expect(Option.isSome(error) && ConfigError.isConfigError(error.value), `${name}=${value}`).toBe(true)
      if (Option.isSome(error) && ConfigError.isConfigError(error.value)) expect(describeConfigError(error.value)).toMatch(new RegExp(`^invalid setting ${name}: `))
    }
  })
})

describe("local rate limiter", () => {
  it("never bursts: 25 concurrent acquires at 10/s are spaced ≥ 100 ms", async () => {
    const times = await Effect.runPromise(
      Effect.gen(function* () {
        const limiter = yield* makeLocalRateLimiter(10)
        expect(limiter.describe).toEqual({ kind: "local", maxPerSecond: 10 })
        return yield* Effect.all(
          Array.from({ length: 25 }, () => Effect.zipRight(limiter.acquire, Effect.sync(() => performance.timeOrigin + performance.now()))),
          { concurrency: "unbounded" }
        )
      })
    )
    const sorted = [...times].sort((a, b) => a - b)
    // Times are taken when each acquire resumes, which a loaded event loop can delay for one
    // start and not the next: the properties are the window count and the overall pace.
    expect(maxStartsInWindow(sorted)).toBeLessThanOrEqual(10)
    expect((sorted.at(-1) ?? 0) - (sorted[0] ?? 0)).toBeGreaterThanOrEqual(24 * 100 - 50)
  })
})

describe("local rate limiter, units of work", () => {
  it("gives the next start to the waiting request of the unit that began first", async () => {
    const order = await Effect.runPromise(
      Effect.gen(function* () {
        const limiter = yield* makeLocalRateLimiter(10)
        const out: Array<string> = []
        const request = (label: string) => Effect.zipRight(limiter.acquire, Effect.sync(() => out.push(label)))
        // unit A begins first; unit B queues three requests before A queues its second
        const a = asUnitOfWork(Effect.zipRight(request("A1"), Effect.zipRight(Effect.sleep("250 millis"), request("A2"))))
        const b = Effect.zipRight(Effect.sleep("20 millis"), asUnitOfWork(Effect.all([request("B1"), request("B2"), request("B3"), request("B4")], { concurrency: "unbounded" })))
        yield* Effect.all([a, b], { concurrency: "unbounded" })
        return out
      })
    )
    // A1 at once, then B's requests as the slots come, until A2 asks (after 250 ms): it goes before B's remaining ones
    expect(order[0]).toBe("A1")
    const a2 = order.indexOf("A2")
    expect(a2).toBeGreaterThan(1)
    expect(a2).toBeLessThan(order.length - 1)
    expect(order.filter((l) => l.startsWith("B"))).toEqual(["B1", "B2", "B3", "B4"])
  })

  it("lets an abandoned waiter go without holding up the others", async () => {
    const { elapsed, abandoned } = await Effect.runPromise(
      Effect.gen(function* () {
        const limiter = yield* makeLocalRateLimiter(10)
        const t0 = Date.now()
        yield* limiter.acquire
        // one request waits for its slot inside the limiter, the next three wait their turn behind it
        const first = yield* Effect.fork(limiter.acquire)
        yield* Effect.sleep("5 millis")
        const waiting = yield* Effect.fork(limiter.acquire)
        yield* Effect.sleep("5 millis")
        const after = yield* Effect.fork(Effect.zipRight(limiter.acquire, limiter.acquire))
        yield* Effect.sleep("10 millis")
        const abandoned = yield* Fiber.interrupt(waiting)
        yield* Fiber.join(first)
        yield* Fiber.join(after)
        return { elapsed: Date.now() - t0, abandoned }
      })
    )
    expect(Exit.isInterrupted(abandoned)).toBe(true)
    // the three that were not abandoned start an interval apart after the first (a waiter left in the
    // queue would hold the limiter for good, and this would not finish)
    expect(elapsed).toBeGreaterThanOrEqual(3 * 100 - 20)
    expect(elapsed).toBeLessThan(4 * 103 + 400)
  }, 10_000)
})

describe("pure helpers", () => {
  it("ticker and CIK inputs", async () => {
    expect(await Effect.runPromise(parseCompanyId("brk.b"))).toEqual({ _tag: "Ticker", ticker: "BRK.B" })
    expect(await Effect.runPromise(parseCompanyId("CIK0001009672"))).toEqual({ _tag: "Cik", cik: 1009672 })
    expect(tickerVariants("BRK.B")).toEqual(["BRK.B", "BRK-B"])
    expect(tickerVariants("BRK-B")).toEqual(["BRK-B", "BRK.B"])
    expect(Exit.isFailure(await Effect.runPromiseExit(parseCompanyId("0")))).toBe(true)
  })

  it("predicts labels from the period and the fiscal year end", () => {
    expect(predictLabel("2024-09-28", "0928")).toEqual({ fiscalYear: 2024, period: "FY" })
    expect(predictLabel("2023-09-30", "0926")).toEqual({ fiscalYear: 2023, period: "FY" })
    expect(predictLabel("2025-03-29", "0927")).toEqual({ fiscalYear: 2025, period: "Q2" })
    expect(predictLabel("2024-12-28", "0927")).toEqual({ fiscalYear: 2025, period: "Q1" })
    expect(predictLabel("2025-07-27", "0126")).toEqual({ fiscalYear: 2026, period: "Q2" })
    expect(predictLabel("2025-06-30", null)).toEqual({ fiscalYear: 2025, period: "Q2" })
    expect(predictLabel("", "1231")).toBeNull()
  })

  withData("edgar").it("reads a filing index page", () => {
    const html = readFileSync(resolve(corpusDir, "Archives/edgar/data/1045810/0001045810-26-000024-index.html"), "utf8")
    expect(parseFilingIndex(html, "0001045810-26-000024")).toEqual({
      accessionNumber: "0001045810-26-000024",
      form: "8-K",
      filingDate: "2026-03-06",
      periodOfReport: "2026-03-02",
      companyName: "NVIDIA CORP",
      primaryDocument: "nvda-20260302.htm"
    })
  })
})

describe("local rate limiter and a held event loop", () => {
  const hold = (ms: number) =>
    Effect.sync(() => {
      const end = Date.now() + ms
      while (Date.now() < end) {
        // CPU-bound work on the event loop's thread, as a cold analysis is
      }
      return Date.now()
    })
  it("starts the next request an interval after the loop is released, not together with the held one", async () => {
    const { released, second } = await Effect.runPromise(
      Effect.gen(function* () {
        const limiter = yield* makeLocalRateLimiter(10)
        yield* limiter.acquire
        // the first request's start is held by 400 ms of synchronous work before the loop runs again
        const released = yield* hold(400)
        yield* limiter.acquire
        return { released, second: Date.now() }
      })
    )
    expect(second - released).toBeGreaterThanOrEqual(95)
  })
  it("keeps the pace when the loop is free", async () => {
    const times = await Effect.runPromise(
      Effect.gen(function* () {
        const limiter = yield* makeLocalRateLimiter(10)
        const out: Array<number> = []
        for (let i = 0; i < 6; i++) {
          yield* limiter.acquire
          out.push(Date.now())
        }
        return out
      })
    )
    expect((times.at(-1) ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(5 * 100 - 20)
    expect((times.at(-1) ?? 0) - (times[0] ?? 0)).toBeLessThan(5 * 103 + 400)
  })
})
