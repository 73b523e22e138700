/**
 * The widgets' data routes against the live filing service over the loopback EDGAR: tables
 * are arrays of flat rows whose keys match their column definitions; the scorecard is HTML;
 * validation failures are 422 (JSON for tables, HTML for the scorecard), unknown companies
 * 404 and upstream failures 502.
 */
import { Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { FLAG_LABELS } from "../../src/domain/names.js"
import { CHANGE_COLUMNS, ChangeRow, FLAG_COLUMNS, FlagRow, SCREEN_COLUMNS, ScreenRow } from "../../src/workspace/tables.js"
import { getJson, getText, type RunningApp, startApp } from "./support.js"
import { withData } from "../support/data.js"

let app: RunningApp
beforeAll(async () => {
  app = await startApp()
})
afterAll(async () => {
  await app?.close()
})

const expectFlatRows = (body: unknown, fields: ReadonlyArray<string>): Array<Record<string, unknown>> => {
  expect(Array.isArray(body)).toBe(true)
  const rows = body as Array<Record<string, unknown>>
  for (const row of rows) {
    expect(Object.keys(row).sort()).toEqual([...fields].sort())
    for (const [k, v] of Object.entries(row)) expect(["string", "number", "boolean"].includes(typeof v) || v === null, k).toBe(true)
  }
  return rows
}

const errorBodyOf = (body: unknown) => body as { detail: string; code: string; errors?: Array<{ path: string; message: string }> }

describe("table routes", () => {
  withData("edgar").it("/workspace/flags: one flat row per evidence sentence of a real filing", async () => {
    const r = await getJson(`${app.url}/workspace/flags?ticker=AAPL&fiscal_year=2025&form_type=10-K`)
    expect(r.status).toBe(200)
    const rows = expectFlatRows(r.body, FLAG_COLUMNS.map((c) => c.field))
    expect(rows.length).toBeGreaterThan(0)
    for (const row of Schema.decodeUnknownSync(Schema.Array(FlagRow))(rows)) {
      expect(row.ticker).toBe("AAPL")
      expect(row.label).toBe(FLAG_LABELS[row.flag as keyof typeof FLAG_LABELS])
      expect(row.sentence.toLowerCase()).toContain(row.phrase.toLowerCase())
    }
  })

  withData("edgar").it("/workspace/changes: one flat row per compared section, most changed first", async () => {
    const r = await getJson(`${app.url}/workspace/changes?ticker=AAPL&fiscal_year=2025`)
    expect(r.status).toBe(200)
    const rows = Schema.decodeUnknownSync(Schema.Array(ChangeRow))(expectFlatRows(r.body, CHANGE_COLUMNS.map((c) => c.field)))
    expect(rows.length).toBeGreaterThan(1)
    expect(rows.map((x) => x.section)).toContain("item_1a_risk_factors")
    const scores = rows.map((x) => x.change_score ?? -1)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    for (const row of rows) if (row.change_score !== null) expect(row.change_score).toBeLessThanOrEqual(100)
  })

  withData("edgar").it("/workspace/screen: a panel as rows, input order kept, failures as error rows", async () => {
    const r = await getJson(`${app.url}/workspace/screen?tickers=NVDA,QQQQX,AAPL&fiscal_year=2025`)
    expect(r.status).toBe(200)
    const rows = Schema.decodeUnknownSync(Schema.Array(ScreenRow))(expectFlatRows(r.body, SCREEN_COLUMNS.map((c) => c.field)))
    expect(rows.map((x) => [x.ticker, x.status])).toEqual([
      ["NVDA", "ok"],
      ["QQQQX", "error"],
      ["AAPL", "ok"]
    ])
    expect(rows[1]!.error).toMatch(/^filing_not_found: /)
    for (const ok of [rows[0]!, rows[2]!]) {
      expect(ok.overall_disclosure_risk_score).toBeGreaterThan(0)
      expect(ok.fiscal_year).toBe(2025)
      expect(ok.error).toBeNull()
    }
  })

  it("table routes answer validation failures with 422 and the error body", async () => {
    const cases: Array<[string, string]> = [
      ["/workspace/flags?ticker=AAPL", "fiscal_year"],
      ["/workspace/flags", "ticker"],
      ["/workspace/changes?ticker=AAPL&fiscal_year=20x5", "fiscal_year"],
      ["/workspace/changes?ticker=$$$&fiscal_year=2025", "ticker"],
      ["/workspace/flags?ticker=AAPL&fiscal_year=2025&form_type=20-F", "form_type"],
      ["/workspace/flags?ticker=AAPL&fiscal_year=2025&form_type=10-Q", "quarter"],
      ["/workspace/flags?ticker=AAPL&fiscal_year=2025&scoring_model_version=v9", "scoring_model_version"],
      ["/workspace/screen?fiscal_year=2025", "tickers"],
      [`/workspace/screen?fiscal_year=2025&tickers=${Array.from({ length: 26 }, () => "AAPL").join(",")}`, "tickers"],
      ["/workspace/screen?tickers=AAPL", "fiscal_year"]
    ]
    for (const [path, field] of cases) {
      const r = await getJson(`${app.url}${path}`)
      expect(r.status, path).toBe(422)
      const body = errorBodyOf(r.body)
      expect(body.code, path).toBe("invalid_request")
      expect(typeof body.detail).toBe("string")
      expect(body.errors?.map((e) => e.path), path).toContain(field)
    }
  })

  withData("edgar").it("an unknown company is a 404 and an upstream failure a 502, with the error body", async () => {
    const missing = await getJson(`${app.url}/workspace/changes?ticker=QQQQX&fiscal_year=2025`)
    expect(missing.status).toBe(404)
    expect(errorBodyOf(missing.body)).toMatchObject({ code: "filing_not_found" })
    expect(errorBodyOf(missing.body).detail).toMatch(/CIK/)
    // Tesla's submissions fail upstream with a Retry-After beyond the client's bound
    app.edgar.setFault(/CIK0001318605/, { kind: "status", status: 503, retryAfter: 3600 })
    try {
      const down = await getJson(`${app.url}/workspace/flags?ticker=TSLA&fiscal_year=2024`)
      expect(down.status).toBe(502)
      expect(errorBodyOf(down.body)).toMatchObject({ code: "upstream_unavailable" })
      const page = await getText(`${app.url}/workspace/company?ticker=TSLA&fiscal_year=2024`)
      expect(page.status).toBe(502)
      expect(page.type).toContain("text/html")
    } finally {
      app.edgar.clearFaults()
    }
  })
})

describe("/workspace/company", () => {
  withData("edgar").it("renders a real filing's scorecard as HTML", async () => {
    const r = await getText(`${app.url}/workspace/company?ticker=AAPL&fiscal_year=2025&form_type=10-K&quarter=`)
    expect(r.status).toBe(200)
    expect(r.type).toContain("text/html")
    expect(r.text).toContain("Apple Inc.")
    expect(r.text).not.toContain("EXAMPLE DATA")
    expect(r.text).not.toMatch(/<script/i)
  })

  it("renders the labelled example without a query, with an empty ticker, or with demo=1", async () => {
    for (const q of ["", "?ticker=", "?form_type=10-K&fiscal_year=2025", "?ticker=AAPL&fiscal_year=2025&demo=1"]) {
      const r = await getText(`${app.url}/workspace/company${q}`)
      expect(r.status, q).toBe(200)
      expect(r.text, q).toContain("EXAMPLE DATA")
    }
  })

  withData("edgar").it("renders errors as HTML with their status", async () => {
    const bad = await getText(`${app.url}/workspace/company?ticker=AAPL&fiscal_year=abc`)
    expect(bad.status).toBe(422)
    expect(bad.type).toContain("text/html")
    expect(bad.text).toContain("fiscal_year")
    const evil = await getText(`${app.url}/workspace/company?ticker=${encodeURIComponent("<script>x</script>")}&fiscal_year=2025`)
    expect(evil.status).toBe(422)
    expect(evil.text).not.toContain("<script>")
    expect(evil.text).toContain("&lt;script&gt;")
    const missing = await getText(`${app.url}/workspace/company?ticker=QQQQX&fiscal_year=2025`)
    expect(missing.status).toBe(404)
    expect(missing.text).toContain("QQQQX")
  })
})
