/**
 * Upstream faults through the real HTTP API: the service (same routes and middleware as
 * `risk serve`) in this process over the loopback EDGAR with faults injected per path, with
 * short upstream bounds (1.5 s per attempt, 0.8 s to the response headers and between body
 * chunks, 3 attempts, 6 s per request) set through the
 * `RISK_EDGAR_*` variables. Each fault ends in the undisturbed result after retries, or in a
 * clear 502 `upstream_unavailable` (a panel `error` entry) within a bounded time; the cache
 * then holds nothing from the failed response (every entry verified, every cached document
 * byte-identical to the corpus, no analysis cached); and once the upstream recovers the
 * next request succeeds with the undisturbed result.
 */
import { beforeAll, expect, it } from "vitest"
import { edgarRoot, withData } from "../support/data.js"
import { type EdgarFault, useEdgarServer } from "../support/edgar-server.js"
import { auditCache, EDGAR_PATH, type Fetched, type InProcessService, request, startInProcess } from "./support.js"

const BOUNDS = {
  RISK_EDGAR_TIMEOUT_MS: "1500",
  RISK_EDGAR_FIRST_BYTE_TIMEOUT_MS: "800",
  RISK_EDGAR_IDLE_TIMEOUT_MS: "800",
  RISK_EDGAR_MAX_ATTEMPTS: "3",
  RISK_EDGAR_RETRY_BUDGET_MS: "6000",
  RISK_EDGAR_BACKOFF_BASE_MS: "50",
  RISK_EDGAR_BACKOFF_MAX_MS: "200",
  RISK_EDGAR_MAX_RETRY_AFTER_MS: "3000",
  RISK_SEC_MAX_RPS: "10"
}
/** Longest a failing request may take: the retry budget plus analysis and slack on a loaded machine. */
const FAIL_WITHIN_MS = 15_000

// Target's FY2025 10-K (no prior in the corpus): few upstream requests per analysis.
const TGT_DOC = "/Archives/edgar/data/27419/000002741926000016/tgt-20260131.htm"
const TGT_SUBMISSIONS = "/submissions/CIK0000027419.json"
const TGT_MATRIX = "/v1/company/TGT/disclosure-matrix?fiscal_year=2025"
// CARBO's FY2017 10-K: used for the faults on the ticker map and submissions.
const CRR_MATRIX = "/v1/company/1009672/disclosure-matrix?fiscal_year=2017&compare=none"

const edgar = useEdgarServer(() => ({ root: edgarRoot() }))
let baseline: Record<string, unknown> = {}

beforeAll(async () => {
  // The undisturbed results, from a service of their own.
  const clean = await startInProcess(edgar().url, { settings: BOUNDS })
  try {
    for (const path of [TGT_MATRIX, CRR_MATRIX]) {
      const res = await request(`${clean.url}${path}`)
      expect(res.status, res.text).toBe(200)
      baseline[path] = res.body
    }
  } finally {
    await clean.close()
  }
}, 120_000)

const expectUpstreamError = (res: Fetched): void => {
  expect(res.status, res.text.slice(0, 300)).toBe(502)
  expect(res.body).toMatchObject({ code: "upstream_unavailable" })
  const detail = (res.body as { detail: string }).detail
  expect(detail.length).toBeGreaterThan(0)
  expect(res.text).not.toMatch(/at .*\.(ts|js):\d+/)
  expect(res.ms).toBeLessThan(FAIL_WITHIN_MS)
}

/** Nothing corrupt, no document differing from the corpus, no analysis result cached. */
const expectCleanCache = (service: InProcessService, forbidden: ReadonlyArray<RegExp>): void => {
  const audit = auditCache(service.cacheDir)
  expect(audit.corrupt).toEqual([])
  expect(audit.wrongDocuments).toEqual([])
  for (const pattern of forbidden) expect(audit.keys.filter((k) => pattern.test(k)), String(pattern)).toEqual([])
}

/** Every upstream request was to a well-formed EDGAR path. */
const expectWellFormedUpstream = (): void => {
  const bad = edgar().requests.map((r) => r.path).filter((p) => !EDGAR_PATH.test(p))
  expect(bad).toEqual([])
}

interface Scenario {
  readonly name: string
  readonly pattern: string
  readonly fault: EdgarFault
  /** What is cached must not include these keys after the failure. */
  readonly forbidden: ReadonlyArray<RegExp>
  readonly path?: string
}

const docKey = /^edgar\/doc\/27419\//
const analysisKey = /^analysis\//

const persistent: ReadonlyArray<Scenario> = [
  { name: "a 429 storm with Retry-After: 1", pattern: TGT_DOC, fault: { kind: "status", status: 429, retryAfter: 1 }, forbidden: [docKey, analysisKey] },
  { name: "a 503 burst", pattern: TGT_DOC, fault: { kind: "status", status: 503 }, forbidden: [docKey, analysisKey] },
  { name: "responses slower than the client timeout", pattern: TGT_DOC, fault: { kind: "delay", ms: 4_000 }, forbidden: [docKey, analysisKey] },
  { name: "connection resets", pattern: TGT_DOC, fault: { kind: "reset" }, forbidden: [docKey, analysisKey] },
  { name: "truncated bodies", pattern: TGT_DOC, fault: { kind: "truncate", bytes: 50_000 }, forbidden: [docKey, analysisKey] },
  { name: "stalled connections (no response headers ever)", pattern: TGT_DOC, fault: { kind: "stall" }, forbidden: [docKey, analysisKey] },
  { name: "bodies that stall after the first bytes", pattern: TGT_DOC, fault: { kind: "stall-body", bytes: 20_000 }, forbidden: [docKey, analysisKey] },
  {
    name: "malformed submissions JSON",
    pattern: TGT_SUBMISSIONS,
    fault: { kind: "malformed-json" },
    forbidden: [/^edgar\/submissions\/0000027419\//, analysisKey]
  },
  {
    name: "a truncated ticker map",
    pattern: "/files/company_tickers.json",
    fault: { kind: "truncate", bytes: 1000 },
    forbidden: [/^edgar\/company_tickers$/, analysisKey]
  },
  {
    name: "a 503 burst on the submissions of a company asked for by CIK",
    pattern: "/submissions/CIK0001009672.json",
    fault: { kind: "status", status: 503 },
    forbidden: [/^edgar\/submissions\/0001009672\//, analysisKey],
    path: CRR_MATRIX
  }
]

withData("edgar").describe("upstream faults that do not clear: a bounded 502, nothing bad cached, recovery", () => {
  for (const s of persistent) {
    it(`${s.name}`, async () => {
      const service = await startInProcess(edgar().url, { settings: BOUNDS })
      const path = s.path ?? TGT_MATRIX
      try {
        edgar().resetLog()
        edgar().setFault(s.pattern, s.fault)
        const failed = await request(`${service.url}${path}`)
        expectUpstreamError(failed)
        const attempts = edgar().requests.filter((r) => r.path === s.pattern).length
        // Retried (bounded attempts), not given up at once, never more than the configured attempts.
        if (s.fault.kind !== "malformed-json") {
          expect(attempts).toBeGreaterThanOrEqual(2)
          expect(attempts).toBeLessThanOrEqual(3)
        }
        expectCleanCache(service, s.forbidden)
        // The upstream recovers: the next request gives exactly the undisturbed result.
        edgar().clearFaults()
        const ok = await request(`${service.url}${path}`)
        expect(ok.status, ok.text).toBe(200)
        expect(ok.body).toEqual(baseline[path])
        expectCleanCache(service, [])
        expectWellFormedUpstream()
      } finally {
        edgar().clearFaults()
        await service.close()
      }
    }, 60_000)
  }
})

const transient: ReadonlyArray<Scenario> = [
  { name: "two 429s with Retry-After: 1", pattern: TGT_DOC, fault: { kind: "status", status: 429, retryAfter: 1 }, forbidden: [] },
  { name: "a 502 then a 503", pattern: TGT_DOC, fault: { kind: "status", status: 502 }, forbidden: [] },
  { name: "one response slower than the timeout", pattern: TGT_DOC, fault: { kind: "delay", ms: 4_000 }, forbidden: [] },
  { name: "two connection resets", pattern: TGT_DOC, fault: { kind: "reset" }, forbidden: [] },
  { name: "two truncated bodies", pattern: TGT_DOC, fault: { kind: "truncate", bytes: 10_000 }, forbidden: [] },
  { name: "two stalled connections", pattern: TGT_DOC, fault: { kind: "stall" }, forbidden: [] },
  { name: "two bodies that stall", pattern: TGT_DOC, fault: { kind: "stall-body", bytes: 10_000 }, forbidden: [] }
]

withData("edgar").describe("transient upstream faults: retried to the undisturbed result", () => {
  for (const s of transient) {
    it(`${s.name}`, async () => {
      const service = await startInProcess(edgar().url, { settings: BOUNDS })
      try {
        edgar().resetLog()
        const times = s.fault.kind === "delay" ? 1 : 2
        edgar().setFault(s.pattern, s.fault, times)
        const res = await request(`${service.url}${TGT_MATRIX}`)
        expect(res.status, res.text).toBe(200)
        expect(res.body).toEqual(baseline[TGT_MATRIX])
        const hits = edgar().requests.filter((r) => r.path === s.pattern)
        expect(hits.length).toBe(times + 1)
        if (s.fault.kind === "status" && s.fault.status === 429) {
          // Retry-After: 1 honoured: no retry sooner than one second after a 429.
          for (let i = 1; i < hits.length; i++) expect((hits[i]?.start ?? 0) - (hits[i - 1]?.start ?? 0)).toBeGreaterThanOrEqual(990)
        }
        expectCleanCache(service, [])
        expect(auditCache(service.cacheDir).keys.filter((k) => docKey.test(k)).length).toBe(1)
        expectWellFormedUpstream()
      } finally {
        edgar().clearFaults()
        await service.close()
      }
    }, 60_000)
  }
})

withData("edgar").describe("a response over the size cap", () => {
  it("fails at once (not retried) with a 502, nothing cached; under a larger cap it is served", async () => {
    const small = await startInProcess(edgar().url, { settings: { ...BOUNDS, RISK_EDGAR_MAX_RESPONSE_BYTES: "1000000" } })
    try {
      edgar().resetLog()
      const res = await request(`${small.url}${TGT_MATRIX}`)
      expectUpstreamError(res)
      expect((res.body as { detail: string }).detail).toMatch(/cap/)
      expect(edgar().requests.filter((r) => r.path === TGT_DOC && r.range === null).length).toBe(1)
      expectCleanCache(small, [docKey, analysisKey])
    } finally {
      await small.close()
    }
    const large = await startInProcess(edgar().url, { settings: BOUNDS })
    try {
      const ok = await request(`${large.url}${TGT_MATRIX}`)
      expect(ok.status, ok.text.slice(0, 300)).toBe(200)
      expect(ok.body).toEqual(baseline[TGT_MATRIX])
      expectWellFormedUpstream()
    } finally {
      await large.close()
    }
  }, 60_000)
})

withData("edgar").describe("a document listed in the submissions but missing upstream", () => {
  it("is a clear error (404 filing_not_found or 502), not cached; once it appears the filing is served", async () => {
    const service = await startInProcess(edgar().url, { settings: BOUNDS })
    try {
      edgar().resetLog()
      edgar().setFault(TGT_DOC, { kind: "status", status: 404 })
      edgar().setFault("/Archives/edgar/data/27419/000002741926000016/0000027419-26-000016.txt", { kind: "status", status: 404 })
      const res = await request(`${service.url}${TGT_MATRIX}`)
      expect([404, 502], res.text).toContain(res.status)
      expect(res.body).toMatchObject({ code: res.status === 404 ? "filing_not_found" : "upstream_unavailable" })
      expect(res.ms).toBeLessThan(FAIL_WITHIN_MS)
      expectCleanCache(service, [docKey, analysisKey])
      edgar().clearFaults()
      const ok = await request(`${service.url}${TGT_MATRIX}`)
      expect(ok.status, ok.text).toBe(200)
      expect(ok.body).toEqual(baseline[TGT_MATRIX])
      expectWellFormedUpstream()
    } finally {
      edgar().clearFaults()
      await service.close()
    }
  }, 60_000)
})

withData("edgar").describe("a panel with one ticker failing upstream", () => {
  it("gives that ticker an error entry, the others their results, within a bounded time", async () => {
    const service = await startInProcess(edgar().url, { settings: BOUNDS })
    try {
      edgar().resetLog()
      edgar().setFault(TGT_DOC, { kind: "status", status: 503 })
      const res = await request(`${service.url}/v1/panel/disclosure-matrix`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ tickers: ["AAPL", "TGT"], fiscal_year: 2025, compare: "none" })
      })
      expect(res.status, res.text).toBe(200)
      expect(res.ms).toBeLessThan(FAIL_WITHIN_MS + 10_000)
      const body = res.body as { results: Array<{ ticker: string; status: string; error?: string }> }
      expect(body.results.map((r) => r.ticker)).toEqual(["AAPL", "TGT"])
      expect(body.results[0]?.status).toBe("ok")
      const tgt = body.results[1]
      expect(tgt?.status).toBe("error")
      expect(tgt?.error ?? "").toMatch(/EDGAR|upstream|503/i)
      expectCleanCache(service, [docKey, /^analysis\/0000027419/])
      edgar().clearFaults()
      const again = await request(`${service.url}/v1/panel/disclosure-matrix`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ tickers: ["TGT"], fiscal_year: 2025, compare: "none" })
      })
      expect(again.status, again.text).toBe(200)
      expect((again.body as { results: Array<{ status: string }> }).results[0]?.status).toBe("ok")
      expectWellFormedUpstream()
    } finally {
      edgar().clearFaults()
      await service.close()
    }
  }, 90_000)
})

withData("edgar").describe("a fifth of upstream requests failing at random (503, reset, stall) under the default bounds", () => {
  it("a filing request still gets the undisturbed result within 60 s", async () => {
    const service = await startInProcess(edgar().url, { settings: { RISK_SEC_MAX_RPS: "10" } })
    try {
      edgar().resetLog()
      // seeded: the draws of this sequence begin ok, reset, stall, ok, ok, 503
      edgar().setRandomFaults({ rate: 0.2, faults: [{ kind: "status", status: 503 }, { kind: "reset" }, { kind: "stall" }], seed: 3 })
      const res = await request(`${service.url}${TGT_MATRIX}`, {}, 70_000)
      expect(res.status, res.text.slice(0, 300)).toBe(200)
      expect(res.body).toEqual(baseline[TGT_MATRIX])
      expect(res.ms).toBeLessThan(60_000)
      // the faults were drawn: at least one stalled request, and retries beyond one request per path
      expect(edgar().requests.filter((r) => r.status === -2).length).toBeGreaterThanOrEqual(1)
      expect(edgar().requests.length).toBeGreaterThan(new Set(edgar().requests.map((r) => `${r.path} ${r.range}`)).size)
      expectCleanCache(service, [])
    } finally {
      edgar().clearFaults()
      await service.close()
    }
  }, 90_000)
})
