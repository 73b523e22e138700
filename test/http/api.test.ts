/**
 * The HTTP API over real loopback HTTP: the live filing service resolving on the loopback
 * EDGAR (real filings), every route's success shape decoded with its response schema, the
 * error statuses and bodies, tiers, models and the panel.
 */
import { Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { HEADLINE_COMPONENTS } from "../../src/domain/names.js"
import {
  ChangesResponse,
  ErrorBody,
  FilingsResponse,
  FlagsResponse,
  Health,
  MatrixResponse,
  MetricsResponse,
  PanelResponse,
  SectionsResponse
} from "../../src/http/schemas.js"
import { v2Of, v3Of } from "../support/screening.js"
import { getJson, postJson, type RunningService, startService } from "./support.js"
import { withData } from "../support/data.js"

let service: RunningService
const v1 = (path: string) => `${service.url}/v1${path}`

beforeAll(async () => {
  service = await startService()
})

afterAll(async () => {
  await service?.close()
})

const decode = <A, I>(schema: Schema.Schema<A, I>, body: unknown): A => Schema.decodeUnknownSync(schema)(body)
const plain = (x: unknown): unknown => JSON.parse(JSON.stringify(x))

const expectError = (res: { status: number; body: unknown }, status: number, code: string): ErrorBody => {
  expect(res.status, JSON.stringify(res.body)).toBe(status)
  const body = decode(ErrorBody, res.body)
  expect(body.code).toBe(code)
  expect(body.detail.length).toBeGreaterThan(0)
  expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(ts|js):\d+/) // no stack traces
  return body
}

withData("edgar").describe("per-filing routes: success shapes", () => {
  it("GET /v1/company/{ticker}/disclosure-matrix: full scores of a 10-K with its prior (default v2)", async () => {
    const res = await getJson(v1("/company/AAPL/disclosure-matrix?fiscal_year=2025"))
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.headers.get("content-type")).toMatch(/application\/json/)
    const body = decode(MatrixResponse, res.body)
    expect(body.filing.ticker).toBe("AAPL")
    expect(body.filing.fiscal_year).toBe(2025)
    expect(body.filing.form_type).toBe("10-K")
    expect(body.filing.prior_accession_number).not.toBeNull()
    expect(body.metrics).not.toBeNull()
    expect(body.versions.scoring_model_version).toBe("deterministic_scoring_v2")
    const s = body.scores
    expect(Object.keys(s).sort()).toEqual(
      ["aggregates", "components", "confidence_score", "missing_components", "overall_disclosure_risk_score", "score_coverage_ratio"].sort()
    )
    for (const c of HEADLINE_COMPONENTS) expect(s.components?.[c], c).not.toBeNull()
    expect(s.overall_disclosure_risk_score).toBeGreaterThan(0)
    expect(s.overall_disclosure_risk_score).toBeLessThan(100)
  })
})

withData("edgar").describe("matrix shaping: tier, include, fields, models", () => {
  const matrix = async (query: string) => {
    const res = await getJson(v1(`/company/AAPL/disclosure-matrix?fiscal_year=2025&${query}`))
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return decode(MatrixResponse, res.body)
  }

  it("tier=lite: no metrics, only the headline", async () => {
    const body = await matrix("tier=lite")
    expect(body.metrics).toBeNull()
    expect(Object.keys(body.scores)).toEqual(["overall_disclosure_risk_score"])
  })

  it("tier=standard: metrics, headline and components", async () => {
    const body = await matrix("tier=standard")
    expect(body.metrics).not.toBeNull()
    expect(Object.keys(body.scores).sort()).toEqual(["components", "overall_disclosure_risk_score"])
  })

  it("tier=analyst: everything, provenance and confidence_details included; tier overrides include and fields", async () => {
    const body = await matrix("tier=analyst&include=&fields=overall")
    expect(body.metrics).not.toBeNull()
    expect(Object.keys(body.scores).sort()).toEqual(
      [
        "aggregates",
        "components",
        "confidence_details",
        "confidence_score",
        "missing_components",
        "overall_disclosure_risk_score",
        "provenance",
        "score_coverage_ratio"
      ].sort()
    )
    expect(body.scores.provenance?.length).toBe(Object.keys(body.scores.components ?? {}).length)
  })

  it("include=provenance without metrics; fields restricts the keys", async () => {
    const body = await matrix("include=provenance&fields=overall,coverage,provenance")
    expect(body.metrics).toBeNull()
    expect(Object.keys(body.scores).sort()).toEqual(["overall_disclosure_risk_score", "provenance", "score_coverage_ratio"])
    const noProvenance = await matrix("fields=provenance,missing")
    expect(Object.keys(noProvenance.scores)).toEqual(["missing_components"])
  })

  it("both scoring models, by id or alias; v1 and v2 differ", async () => {
    const v2 = await matrix("scoring_model_version=deterministic_scoring_v2")
    const legacy = await matrix("scoring_model_version=V1")
    const alias = await matrix("scoring_model_version=1")
    expect(v2.versions.scoring_model_version).toBe("deterministic_scoring_v2")
    expect(legacy.versions.scoring_model_version).toBe("deterministic_scoring_v1")
    expect(alias.scores).toEqual(legacy.scores)
    expect(legacy.scores.components).not.toEqual(v2.scores.components)
    expect(legacy.scores.aggregates?.static_disclosure_risk_score ?? null).toBeNull()
  })

  it("the screening model v3 by id or alias: scoreV3 of the filing's own metrics; a v2 request after it is answered with v2", async () => {
    const v2Before = await matrix("tier=analyst")
    const v3 = await matrix("tier=analyst&scoring_model_version=v3")
    const alias = await matrix("tier=analyst&scoring_model_version=Deterministic_Scoring_V3")
    expect(v3.versions.scoring_model_version).toBe("deterministic_scoring_v3")
    expect(alias.scores).toEqual(v3.scores)
    const expected = plain(v3Of(v3.metrics))
    expect(v3.scores).toEqual(expected)
    expect(v3.scores.aggregates?.language_risk_score).toEqual(expect.any(Number))
    expect(v3.scores.provenance?.find((p) => p.score_name === "event_severity_score")?.source).toBe("deterministic_v3")
    // the model is part of the result's cache key: v2 after v3 is v2, as before
    const v2After = await matrix("tier=analyst")
    expect(v2After.versions.scoring_model_version).toBe("deterministic_scoring_v2")
    expect(v2After.scores).toEqual(v2Before.scores)
    expect(v2After.scores).toEqual(plain(v2Of(v2After.metrics)))
    expect(v2After.scores.overall_disclosure_risk_score).not.toBe(v3.scores.overall_disclosure_risk_score)
  })

  it("sections restricts the scored sections", async () => {
    const body = await matrix("sections=item_1a_risk_factors")
    expect(Object.keys(body.metrics?.section_metrics ?? {})).toEqual(["item_1a_risk_factors"])
    expect(body.scores.components?.mdna_uncertainty_score).toBeNull()
  })
})

describe("the other per-filing routes", () => {
  withData("edgar").it("disclosure-changes: diffs, deltas, change score and samples; v1 on request", async () => {
    const res = await getJson(v1("/company/AAPL/disclosure-changes?fiscal_year=2025"))
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const body = decode(ChangesResponse, res.body)
    expect(body.change_score.value).not.toBeNull()
    expect(body.change_score.missing_reason).toBeNull()
    expect(Object.keys(body.section_diffs)).toContain("item_1a_risk_factors")
    expect(body.sections.length).toBeGreaterThan(0)
    expect(body.versions.scoring_model_version).toBe("deterministic_scoring_v2")
    const legacy = decode(ChangesResponse, (await getJson(v1("/company/AAPL/disclosure-changes?fiscal_year=2025&scoring_model_version=v1"))).body)
    expect(legacy.versions.scoring_model_version).toBe("deterministic_scoring_v1")
    const screening = decode(ChangesResponse, (await getJson(v1("/company/AAPL/disclosure-changes?fiscal_year=2025&scoring_model_version=3"))).body)
    expect(screening.versions.scoring_model_version).toBe("deterministic_scoring_v3")
    const metrics = (await getJson(v1("/company/AAPL/disclosure-metrics?fiscal_year=2025"))).body as { metrics: unknown }
    expect(screening.change_score.value).toBe(v3Of(metrics.metrics).components.disclosure_change_score)
  })

  withData("edgar").it("disclosure-changes with compare=none: no change score, with the reason", async () => {
    const res = await getJson(v1("/company/AAPL/disclosure-changes?fiscal_year=2025&compare=none"))
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const body = decode(ChangesResponse, res.body)
    expect(body.change_score.value).toBeNull()
    expect(body.change_score.missing_reason).toEqual(expect.any(String))
    expect(body.filing.prior_accession_number).toBeNull()
  })

  withData("edgar").it("disclosure-flags: flags per section and active flags with evidence", async () => {
    const res = await getJson(v1("/company/AAPL/disclosure-flags?fiscal_year=2025"))
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const body = decode(FlagsResponse, res.body)
    expect(Object.keys(body.flags)).toContain("item_1a_risk_factors")
    for (const f of body.active_flags) {
      expect(body.flags[f.section]?.[f.flag]).toBe(true)
      expect(f.evidence.length).toBeGreaterThan(0)
    }
  })

  withData("edgar").it("disclosure-metrics: the metrics document", async () => {
    const res = await getJson(v1("/company/AAPL/disclosure-metrics?fiscal_year=2025"))
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const body = decode(MetricsResponse, res.body)
    expect(body.metrics.form_type).toBe("10-K")
    expect(body.metrics.has_prior).toBe(true)
    expect(Object.keys(body.metrics.section_metrics)).toEqual(expect.arrayContaining(["item_1a_risk_factors", "item_7_mdna"]))
  })

  withData("edgar").it("filings: a year's filings, all forms or one", async () => {
    const res = await getJson(v1("/company/AAPL/filings?fiscal_year=2025&form_type=10-K"))
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const body = decode(FilingsResponse, res.body)
    expect(body.fiscal_year).toBe(2025)
    expect(body.filings.length).toBeGreaterThan(0)
    expect(body.filings.every((f) => f.form_type === "10-K")).toBe(true)
    const all = decode(FilingsResponse, (await getJson(v1("/company/aapl/filings?fiscal_year=2025"))).body)
    expect(all.filings.length).toBeGreaterThanOrEqual(body.filings.length)
  })

  withData("edgar").it("sections: records without text by default, cleaned_text with include_text=true, restricted by sections", async () => {
    const plain = await getJson(v1("/company/AAPL/sections?fiscal_year=2025&compare=none"))
    expect(plain.status, JSON.stringify(plain.body)).toBe(200)
    const body = decode(SectionsResponse, plain.body)
    expect(body.sections.map((s) => s.section_name)).toEqual(expect.arrayContaining(["item_1a_risk_factors", "item_7_mdna"]))
    expect(body.sections.every((s) => s.cleaned_text === undefined)).toBe(true)
    const withText = decode(
      SectionsResponse,
      (await getJson(v1("/company/AAPL/sections?fiscal_year=2025&compare=none&include_text=true&sections=item_1a_risk_factors"))).body
    )
    expect(withText.sections.map((s) => s.section_name)).toEqual(["item_1a_risk_factors"])
    expect(withText.sections[0]?.cleaned_text?.length).toBeGreaterThan(1000)
  })

  withData("edgar").it("a 10-Q by quarter", async () => {
    const res = await getJson(v1("/company/AAPL/disclosure-matrix?fiscal_year=2025&form_type=10-q&quarter=q3&compare=none&tier=lite"))
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const body = decode(MatrixResponse, res.body)
    expect(body.filing.form_type).toBe("10-Q")
    expect(body.filing.quarter).toBe("Q3")
  })

  it("GET /health", async () => {
    const res = await getJson(`${service.url}/health`)
    expect(res.status).toBe(200)
    const body = decode(Health, res.body)
    expect(body.status).toBe("ok")
    expect(typeof body.mcp).toBe("boolean")
  })
})

describe("error statuses and bodies", () => {
  withData("edgar").it("404: unknown ticker, and a year without a filing", async () => {
    expectError(await getJson(v1("/company/ZZZZZ/disclosure-matrix?fiscal_year=2024")), 404, "filing_not_found")
    expectError(await getJson(v1("/company/TGT/disclosure-matrix?fiscal_year=2012")), 404, "filing_not_found")
    expectError(await getJson(v1("/company/ZZZZZ/filings?fiscal_year=2024")), 404, "filing_not_found")
  })

  const bad: ReadonlyArray<readonly [string, string, string]> = [
    ["missing fiscal_year", "/company/AAPL/disclosure-matrix", "fiscal_year"],
    ["non-numeric fiscal_year", "/company/AAPL/disclosure-matrix?fiscal_year=abc", "fiscal_year"],
    ["out-of-range fiscal_year", "/company/AAPL/disclosure-flags?fiscal_year=1850", "fiscal_year"],
    ["unknown form_type", "/company/AAPL/disclosure-matrix?fiscal_year=2025&form_type=10-X", "form_type"],
    ["unknown quarter", "/company/AAPL/disclosure-matrix?fiscal_year=2025&form_type=10-Q&quarter=Q4", "quarter"],
    ["10-Q without a quarter", "/company/AAPL/disclosure-metrics?fiscal_year=2025&form_type=10-Q", "quarter"],
    ["unknown compare", "/company/AAPL/disclosure-changes?fiscal_year=2025&compare=last", "compare"],
    ["unknown tier", "/company/AAPL/disclosure-matrix?fiscal_year=2025&tier=gold", "tier"],
    ["unknown include", "/company/AAPL/disclosure-matrix?fiscal_year=2025&include=metrics,everything", "include"],
    ["unknown field", "/company/AAPL/disclosure-matrix?fiscal_year=2025&fields=overall,bogus", "fields"],
    ["unknown section", "/company/AAPL/sections?fiscal_year=2025&sections=item_99", "sections"],
    ["section of another form", "/company/AAPL/disclosure-matrix?fiscal_year=2025&sections=item_2_mdna", "sections"],
    ["unknown scoring_model_version", "/company/AAPL/disclosure-matrix?fiscal_year=2025&scoring_model_version=v4", "scoring_model_version"],
    ["bad include_text", "/company/AAPL/sections?fiscal_year=2025&include_text=maybe", "include_text"],
    ["malformed ticker", "/company/A$B!/disclosure-matrix?fiscal_year=2025", "ticker"]
  ]
  for (const [name, path, param] of bad) {
    // a model is checked once the filing is resolved: that case needs the mirror
    const needs = name === "unknown scoring_model_version" ? withData("edgar") : withData()
    needs.it(`422: ${name}`, async () => {
      const body = expectError(await getJson(v1(path)), 422, "invalid_request")
      expect(body.errors?.map((e) => e.path)).toContain(param)
    })
  }

  it("502: the upstream fails", async () => {
    service.edgar.setFault("/submissions/CIK0001318605", { kind: "status", status: 403 })
    try {
      expectError(await getJson(v1("/company/TSLA/disclosure-matrix?fiscal_year=2024")), 502, "upstream_unavailable")
    } finally {
      service.edgar.clearFaults()
    }
  })
})

describe("POST /v1/panel/disclosure-matrix", () => {
  const panel = `/panel/disclosure-matrix`

  withData("edgar").it("mixed good and bad tickers: input order, statuses, summary, HTTP 200", async () => {
    const tickers = ["NVDA", "ZZZZZ", "AAPL", "bad$ticker", "TGT"]
    const res = await postJson(v1(panel), { tickers, fiscal_year: 2025 })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const body = decode(PanelResponse, res.body)
    expect(body.results.map((r) => r.status)).toEqual(["ok", "error", "ok", "error", "ok"])
    expect(body.results[0]?.ticker).toBe("NVDA")
    expect(body.results[2]?.ticker).toBe("AAPL")
    expect(body.summary).toEqual({ ok: 3, failed: 2 })
    expect(body.versions.scoring_model_version).toBe("deterministic_scoring_v2")
    for (const r of body.results) {
      if (r.status === "ok") {
        expect(r.filing?.fiscal_year).toBe(2025)
        expect(r.scores?.overall_disclosure_risk_score).toEqual(expect.any(Number))
        expect(r.error).toBeUndefined()
        expect(r.code).toBeUndefined()
      } else {
        expect(r.error).toEqual(expect.any(String))
        expect(r.code).toEqual(expect.any(String))
        expect(r.scores).toBeUndefined()
      }
    }
    expect(body.results[1]?.error).toMatch(/ZZZZZ/)
    expect(body.results[1]?.code).toBe("filing_not_found")
  })

  withData("edgar").it("the legacy model and a tier", async () => {
    const res = await postJson(v1(panel), { tickers: ["AAPL"], fiscal_year: 2025, scoring_model_version: "v1", tier: "lite" })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const body = decode(PanelResponse, res.body)
    expect(body.versions.scoring_model_version).toBe("deterministic_scoring_v1")
    expect(Object.keys(body.results[0]?.scores ?? {})).toEqual(["overall_disclosure_risk_score"])
  })

  withData("edgar").it("the screening model v3: its id and each ticker's v3 headline", async () => {
    const res = await postJson(v1(panel), { tickers: ["AAPL", "NVDA"], fiscal_year: 2025, scoring_model_version: "v3", fields: "overall" })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const body = decode(PanelResponse, res.body)
    expect(body.versions.scoring_model_version).toBe("deterministic_scoring_v3")
    for (const r of body.results) {
      const single = await getJson(v1(`/company/${r.ticker}/disclosure-metrics?fiscal_year=2025`))
      const metrics = (single.body as { metrics: unknown }).metrics
      expect(r.scores?.overall_disclosure_risk_score, r.ticker).toBe(v3Of(metrics).overall_disclosure_risk_score)
    }
  })

  it("422: 26 tickers, no tickers, a bad body, an unknown model, malformed JSON, a wrong content type, no body", async () => {
    const many = Array.from({ length: 26 }, (_, i) => `T${String.fromCharCode(65 + (i % 26))}`)
    const tooMany = expectError(await postJson(v1(panel), { tickers: many, fiscal_year: 2025 }), 422, "invalid_request")
    expect(tooMany.detail).toMatch(/25/)
    expectError(await postJson(v1(panel), { tickers: [], fiscal_year: 2025 }), 422, "invalid_request")
    expectError(await postJson(v1(panel), { tickers: ["AAPL"] }), 422, "invalid_request")
    expectError(await postJson(v1(panel), { tickers: ["AAPL"], fiscal_year: "soon" }), 422, "invalid_request")
    expectError(await postJson(v1(panel), { tickers: ["AAPL"], fiscal_year: 2025, scoring_model_version: "v9" }), 422, "invalid_request")
    expectError(await postJson(v1(panel), { tickers: ["AAPL"], fiscal_year: 2025, form_type: "10-Q" }), 422, "invalid_request")
    const unknownKey = expectError(await postJson(v1(panel), { tickers: ["AAPL"], fiscal_year: 2025, sector: "tech" }), 422, "invalid_request")
    expect(unknownKey.errors?.map((e) => e.path)).toContain("sector")
    const malformed = await getJson(v1(panel), { method: "POST", headers: { "content-type": "application/json" }, body: '{"tickers": ["AAPL"' })
    expect(expectError(malformed, 422, "invalid_request").detail).toMatch(/JSON/)
    const text = await getJson(v1(panel), {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: JSON.stringify({ tickers: ["AAPL"], fiscal_year: 2025 })
    })
    expect(expectError(text, 422, "invalid_request").detail).toMatch(/Content-Type/)
    expectError(await getJson(v1(panel), { method: "POST", headers: { "content-type": "application/json" } }), 422, "invalid_request")
  })

  it("413: a body over the size limit", async () => {
    const big = { tickers: ["AAPL"], fiscal_year: 2025, padding: "x".repeat(2 * 1024 * 1024) }
    expectError(await postJson(v1(panel), big), 413, "payload_too_large")
  })
})
