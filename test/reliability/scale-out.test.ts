/**
 * Scale-out: three `risk serve` instances (the built CLI, child processes) sharing one Redis
 * (`RISK_REDIS_URL`: cache and rate limiter) against one loopback EDGAR that answers 429
 * above 10 request starts per second.
 * - Cold work spread over the three instances at once: the combined upstream rate, measured
 *   at the EDGAR server's log (most starts in any one-second window), never exceeds 10, and
 *   EDGAR never answers 429.
 * - A filing analysed by one instance is served from the shared cache by the others: zero
 *   upstream requests.
 * - A panel split across the instances returns the same numbers as the whole panel on one
 *   instance with a cache of its own (an independent computation).
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, expect, it } from "vitest"
import { edgarRoot, withData } from "../support/data.js"
import { maxStartsInWindow, useEdgarServer } from "../support/edgar-server.js"
import { type RedisServer, startRedis } from "../support/redis.js"
import { type ServeChild, startServe } from "./children.js"
import { request, USER_AGENT } from "./support.js"

const LIMIT = 10

const edgar = useEdgarServer(() => ({ root: edgarRoot(), maxPerSecond: LIMIT }))
let redis: RedisServer
const instances: Array<ServeChild> = []
const dirs: Array<string> = []

const env = (extra: Record<string, string> = {}): Record<string, string> => {
  const dir = mkdtempSync(join(tmpdir(), "risk-scale-"))
  dirs.push(dir)
  return { SEC_USER_AGENT: USER_AGENT, RISK_EDGAR_BASE_URL: edgar().url, RISK_CACHE_DIR: dir, RISK_REDIS_URL: redis.url, ...extra }
}

beforeAll(async () => {
  redis = await startRedis()
  const started = await Promise.all([0, 1, 2].map(() => startServe(env())))
  instances.push(...started)
}, 120_000)

afterAll(async () => {
  await Promise.all(instances.map((i) => i.stop()))
  await redis?.stop()
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
})

const instance = (i: number): ServeChild => {
  const found = instances[i % instances.length]
  if (found === undefined) throw new Error("no instance")
  return found
}

const PANEL_BODY = (tickers: ReadonlyArray<string>) =>
  JSON.stringify({ tickers, fiscal_year: 2024, include: ["metrics"], fields: ["overall", "components", "coverage", "confidence", "missing", "aggregates"] })

const postPanel = (url: string, tickers: ReadonlyArray<string>) =>
  request(`${url}/v1/panel/disclosure-matrix`, { method: "POST", headers: { "content-type": "application/json" }, body: PANEL_BODY(tickers) }, 180_000)

interface PanelEntry {
  readonly ticker: string
  readonly status: string
  readonly scores?: unknown
  readonly filing?: { readonly accession_number: string }
}

const PANEL = ["AAPL", "AMZN", "NVDA", "TSLA", "IBM"]
const rateFigures: Array<string> = []

withData("edgar").describe("three instances, one Redis, one EDGAR limited to 10/s", () => {
  it("cold work on all three at once never exceeds 10 upstream request starts in any second, and gets no 429", async () => {
    edgar().resetLog()
    const t0 = performance.now()
    const work = [
      request(`${instance(0).url}/v1/company/AAPL/disclosure-matrix?fiscal_year=2025`, {}, 180_000),
      request(`${instance(1).url}/v1/company/AMZN/disclosure-matrix?fiscal_year=2025`, {}, 180_000),
      request(`${instance(2).url}/v1/company/NVDA/disclosure-matrix?fiscal_year=2025`, {}, 180_000),
      request(`${instance(0).url}/v1/company/TGT/filings?fiscal_year=2025`, {}, 180_000),
      request(`${instance(1).url}/v1/company/TSLA/filings?fiscal_year=2024`, {}, 180_000),
      request(`${instance(2).url}/v1/company/IBM/filings?fiscal_year=2024`, {}, 180_000)
    ]
    const results = await Promise.all(work)
    for (const r of results) expect(r.status, r.text.slice(0, 300)).toBe(200)
    const starts = edgar().requests.map((r) => r.start)
    const max = maxStartsInWindow(starts)
    const seconds = (performance.now() - t0) / 1000
    rateFigures.push(`${starts.length} upstream requests in ${seconds.toFixed(1)} s, max ${max} in any 1 s window`)
    expect(starts.length).toBeGreaterThan(LIMIT) // enough traffic for the limit to matter
    expect(max).toBeLessThanOrEqual(LIMIT)
    expect(edgar().requests.filter((r) => r.status === 429)).toEqual([])
  }, 240_000)

  it("a filing analysed by one instance is served by the others from the shared cache, with no upstream request", async () => {
    const path = "/v1/company/AAPL/disclosure-matrix?fiscal_year=2025"
    const first = await request(`${instance(0).url}${path}`, {}, 120_000)
    expect(first.status).toBe(200)
    edgar().resetLog()
    for (const i of [1, 2]) {
      const res = await request(`${instance(i).url}${path}`, {}, 120_000)
      expect(res.status).toBe(200)
      expect(res.body).toEqual(first.body)
    }
    // Other routes of the same filing too: its documents come from the shared cache.
    const flags = await request(`${instance(2).url}/v1/company/AAPL/disclosure-flags?fiscal_year=2025`, {}, 120_000)
    expect(flags.status).toBe(200)
    expect(edgar().requests.filter((r) => r.path.startsWith("/Archives/"))).toEqual([])
    expect(edgar().requests.length).toBe(0)
  }, 120_000)

  it("a panel split across the instances gives the same numbers as the whole panel on one independent instance", async () => {
    edgar().resetLog()
    const parts = [PANEL.slice(0, 2), PANEL.slice(2, 4), PANEL.slice(4)]
    const split = await Promise.all(parts.map((tickers, i) => postPanel(instance(i).url, tickers)))
    const spread: Array<PanelEntry> = []
    for (const r of split) {
      expect(r.status, r.text.slice(0, 300)).toBe(200)
      spread.push(...(r.body as { results: Array<PanelEntry> }).results)
    }
    const max = maxStartsInWindow(edgar().requests.map((r) => r.start))
    rateFigures.push(`split cold panel: ${edgar().requests.length} upstream requests, max ${max} in any 1 s window`)
    expect(max).toBeLessThanOrEqual(LIMIT)
    expect(edgar().requests.filter((r) => r.status === 429)).toEqual([])

    // One instance on its own (file cache, no Redis), computing everything itself.
    const solo = await startServe({ ...env(), RISK_REDIS_URL: "" })
    try {
      const whole = await postPanel(solo.url, PANEL)
      expect(whole.status, whole.text.slice(0, 300)).toBe(200)
      const alone = (whole.body as { results: Array<PanelEntry> }).results
      expect(spread.map((e) => e.ticker)).toEqual(PANEL)
      expect(alone.map((e) => e.ticker)).toEqual(PANEL)
      expect(spread.filter((e) => e.status === "ok").length).toBeGreaterThanOrEqual(4)
      expect(spread).toEqual(alone)
    } finally {
      await solo.stop()
    }
    console.info(`scale-out: ${rateFigures.join("; ")}`)
  }, 300_000)
})
