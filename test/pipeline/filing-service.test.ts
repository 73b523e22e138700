/**
 * The live filing service over real HTTP: a loopback EDGAR server serving the corpus, the
 * real client, resolver, file cache, analysis and scoring.
 */
import { Effect, Layer, ManagedRuntime } from "effect"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, expect, it } from "vitest"
import { HEADLINE_COMPONENTS } from "../../src/domain/names.js"
import { CompanyId, decodePanelTickers, FiscalYear } from "../../src/domain/request.js"
import { FilingService } from "../../src/pipeline/service/filing-service.js"
import { liveStack, type StackServices } from "../../src/pipeline/service/stack.js"
import { tenK } from "../support/corpus.js"
import { edgarRoot, withData } from "../support/data.js"
import { maxStartsInWindow, useEdgarServer } from "../support/edgar-server.js"
import { runRisk } from "../support/cli.js"
import { underSettings } from "../support/config.js"
import { decodeTestRequest, filingRequest, panelFilings, type RequestInput } from "../support/request.js"

const server = useEdgarServer(() => ({ root: edgarRoot(), maxPerSecond: 10 }))
let cacheDir: string
let runtime: ManagedRuntime.ManagedRuntime<StackServices, unknown>

const UA = "disclosure-risk tests tests@example.com"

const run = <A, E>(effect: Effect.Effect<A, E, FilingService>) => runtime.runPromise(effect)
const runEither = <A, E>(effect: Effect.Effect<A, E, FilingService>) => runtime.runPromise(Effect.either(effect))
/** Decoded as the surfaces decode it (a malformed one fails there), then scored. */
const score = (request: RequestInput) => Effect.flatMap(decodeTestRequest(request), (r) => Effect.flatMap(FilingService, (s) => s.score(r)))
const documentRequests = () => server().requests.filter((r) => r.path.startsWith("/Archives/") && !r.path.endsWith("-index.html"))

beforeAll(() => {
  cacheDir = mkdtempSync(join(tmpdir(), "risk-service-"))
  runtime = ManagedRuntime.make(liveStack({ edgarBaseUrl: server().url, cacheDir }).pipe(underSettings({ SEC_USER_AGENT: UA })) as Layer.Layer<StackServices, unknown>)
})

afterAll(async () => {
  await runtime?.dispose()
  rmSync(cacheDir, { recursive: true, force: true })
})

withData("edgar", "edgar-truth").describe("FilingService over the loopback EDGAR", () => {
  it("scores AAPL FY2025 cold, then serves it warm with zero upstream requests", async () => {
    server().resetLog()
    const cold = await run(score({ ticker: "AAPL", fiscalYear: 2025, form: "10-K" }))
    expect(cold.filing.accession_number).toBe(tenK("AAPL", 2025).accession)
    expect(cold.filing.prior_accession_number).toBe(tenK("AAPL", 2024).accession)
    for (const c of HEADLINE_COMPONENTS) expect(cold.scores.components[c], c).not.toBeNull()
    const coldRequests = server().requests.length
    // no document fetched twice, and the rate limit held
    const paths = documentRequests().map((r) => r.path)
    expect(new Set(paths).size).toBe(paths.length)
    expect(server().requests.every((r) => r.status !== 429)).toBe(true)
    expect(maxStartsInWindow(server().requests.map((r) => r.start))).toBeLessThanOrEqual(10)
    expect(coldRequests).toBeGreaterThan(0)
    expect(coldRequests).toBeLessThanOrEqual(6)

    server().resetLog()
    const warm = await run(score({ ticker: "aapl", fiscalYear: 2025, form: "10-K" }))
    expect(server().requests).toHaveLength(0)
    expect(JSON.stringify(warm)).toBe(JSON.stringify(cold))
  })

  it("a missing prior document gives a null change score with its reason, not an error", async () => {
    const r = await run(score({ ticker: "AAPL", fiscalYear: 2024, form: "10-K" }))
    expect(r.filing.accession_number).toBe(tenK("AAPL", 2024).accession)
    expect(r.scores.components.disclosure_change_score).toBeNull()
    expect(r.changes.change_score.value).toBeNull()
    expect(r.changes.change_score.missing_reason).toMatch(/prior/i)
    expect(r.scores.confidence_details.penalties.no_prior_filing).toBe(0.1)
    expect(r.filing.prior_accession_number).toBeNull()
  })

  it("compare=none and both scoring models", async () => {
    const none = await run(score({ ticker: "NVDA", fiscalYear: 2025, form: "10-K", compare: "none" }))
    expect(none.changes.change_score.missing_reason).toContain("compare=none")
    const v1 = await run(score({ ticker: "NVDA", fiscalYear: 2025, form: "10-K", model: "deterministic_scoring_v1" }))
    const v2 = await run(score({ ticker: "NVDA", fiscalYear: 2025, form: "10-K", model: "deterministic_scoring_v2" }))
    expect(v1.versions.scoring_model_version).toBe("deterministic_scoring_v1")
    expect(v2.versions.scoring_model_version).toBe("deterministic_scoring_v2")
    expect(v1.metrics).toEqual(v2.metrics)
  })

  it("typed errors: unknown ticker 404, malformed ticker 422 before any request, no documents 502", async () => {
    server().resetLog()
    const bad = await runEither(score({ ticker: "../etc", fiscalYear: 2025, form: "10-K" }))
    expect(bad._tag === "Left" && bad.left._tag).toBe("InvalidRequest")
    expect(server().requests).toHaveLength(0)
    const unknown = await runEither(score({ ticker: "ZZZZZ", fiscalYear: 2025, form: "10-K" }))
    expect(unknown._tag === "Left" && unknown.left._tag).toBe("FilingNotFound")
    const year = await runEither(score({ ticker: "AMZN", fiscalYear: 2019, form: "10-K" }))
    expect(year._tag === "Left" && year.left._tag).toBe("FilingNotFound")
    const msft = await runEither(score({ ticker: "MSFT", fiscalYear: 2024, form: "10-K" }))
    expect(msft._tag === "Left" && msft.left._tag).toBe("UpstreamUnavailable")
  })

  it("a panel keeps input order, reports each failure as an entry, and fetches the ticker map once", async () => {
    server().resetLog()
    const items = await run(
      Effect.flatMap(FilingService, (s) =>
        s.panel(panelFilings({ tickers: ["TSLA", "ZZZZZ", "AMZN", "IBM", "bad ticker!"], fiscalYear: 2024, form: "10-K" }))
      )
    )
    expect(items.map((i) => i.ticker)).toEqual(["TSLA", "ZZZZZ", "AMZN", "IBM", "bad ticker!"])
    expect(items.map((i) => i.outcome._tag)).toEqual(["ok", "error", "ok", "ok", "error"])
    const tickerMapFetches = server().requests.filter((r) => r.path === "/files/company_tickers.json")
    expect(tickerMapFetches.length).toBeLessThanOrEqual(1)
    // a panel's tickers are decoded before it runs: more than 25 is refused there
    const tooMany = await runEither(decodePanelTickers(Array.from({ length: 26 }, () => "AAPL")))
    expect(tooMany._tag === "Left" && tooMany.left._tag).toBe("InvalidRequest")
  })

  it("10-Q and 8-K resolve and score", async () => {
    const q = await run(score({ ticker: "AAPL", fiscalYear: 2025, form: "10-Q", quarter: "Q3" }))
    expect(q.filing.quarter).toBe("Q3")
    expect(q.scores.components.mdna_uncertainty_score).not.toBeNull()
    const k8 = await run(score({ ticker: "NVDA", fiscalYear: 2026, form: "8-K", accession: "0001045810-26-000024" }))
    expect(k8.filing.accession_number).toBe("0001045810-26-000024")
    expect(k8.sections.length).toBeGreaterThan(0)
    expect(k8.changes.change_score.value).toBeNull()
  })

  it("sections and filings", async () => {
    const s = await run(Effect.flatMap(FilingService, (svc) => svc.sections(filingRequest({ ticker: "TSLA", fiscalYear: 2024, form: "10-K" }), true)))
    const rf = s.sections.find((x) => x.section_name === "item_1a_risk_factors")
    expect(rf?.cleaned_text?.length ?? 0).toBeGreaterThan(1000)
    const f = await run(Effect.flatMap(FilingService, (svc) => svc.filings(CompanyId.make("AAPL"), FiscalYear.make(2025), "10-K")))
    expect(f.filings.map((x) => x.accession_number)).toEqual([tenK("AAPL", 2025).accession])
  })
})

withData("edgar", "edgar-truth").describe("risk score TICKER YEAR (the CLI against the loopback EDGAR)", () => {
  it("prints the full result with the resolved filing, and exits 1 for an unknown ticker", async () => {
    const cache = mkdtempSync(join(tmpdir(), "risk-cli-"))
    try {
      const env = { SEC_USER_AGENT: UA, RISK_EDGAR_BASE_URL: server().url, RISK_CACHE_DIR: cache }
      const ok = await runRisk(["score", "TSLA", "2024"], "", env)
      expect(ok.stderr).toBe("")
      expect(ok.code).toBe(0)
      const result = JSON.parse(ok.stdout) as { filing: { accession_number: string; source_url: string }; scores: { score_coverage_ratio: number } }
      expect(result.filing.accession_number).toBe(tenK("TSLA", 2024).accession)
      expect(result.filing.source_url).toMatch(/^https:\/\/www\.sec\.gov\/Archives\/edgar\/data\/1318605\//)
      expect(result.scores.score_coverage_ratio).toBe(1)
      const table = await runRisk(["score", "TSLA", "2024", "--format", "table"], "", env)
      expect(table.code).toBe(0)
      expect(table.stdout).toContain("overall disclosure risk")
      const unknown = await runRisk(["score", "CRR", "2017"], "", env)
      expect(unknown.code).toBe(1)
      expect(unknown.stderr).toContain("CIK")
      const noAgent = await runRisk(["score", "TSLA", "2024", "--no-cache"], "", { RISK_EDGAR_BASE_URL: server().url, SEC_USER_AGENT: "" })
      expect(noAgent.code).toBe(2)
      expect(noAgent.stderr).toContain("SEC_USER_AGENT")
    } finally {
      rmSync(cache, { recursive: true, force: true })
    }
  })
})
