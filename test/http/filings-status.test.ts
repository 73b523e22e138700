/**
 * A year's filings list every filing the company's EDGAR list names, each with a status
 * that matches what the source holds (checked against the corpus on disk), a prior
 * accession where the list names one, and upstream failures as warnings, never as a
 * shorter list. Over HTTP, the CLI and MCP (one schema).
 */
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { Schema } from "effect"
import { afterAll, beforeAll, expect, it } from "vitest"
import { FilingsResponse } from "../../src/pipeline/analysis/result.js"
import { Client } from "@modelcontextprotocol/sdk/client/index.js"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js"
import { runRisk } from "../support/cli.js"
import { corpusDir } from "../support/corpus.js"
import { getJson, type RunningService, startService } from "./support.js"
import { withData } from "../support/data.js"

let service: RunningService
const v1 = (path: string) => `${service.url}/v1${path}`
const decode = Schema.decodeUnknownSync(FilingsResponse)

beforeAll(async () => {
  service = await startService()
})
afterAll(async () => {
  await service?.close()
})

interface Row {
  readonly accessionNumber: string
  readonly form: string
  readonly reportDate: string
  readonly filingDate: string
  readonly primaryDocument: string
}
const listRows = (cik: number): Array<Row> => {
  const d = JSON.parse(readFileSync(join(corpusDir(), "submissions", `CIK${String(cik).padStart(10, "0")}.json`), "utf8"))
  const r = d.filings.recent
  return r.accessionNumber.map((a: string, i: number) => ({
    accessionNumber: a,
    form: r.form[i],
    reportDate: r.reportDate[i],
    filingDate: r.filingDate[i],
    primaryDocument: r.primaryDocument[i]
  }))
}
/** Whether the source holds the filing's primary document or complete submission file. */
const onDisk = (cik: number, f: { accession_number: string | null; primary_document: string | null }): boolean => {
  const dir = join(corpusDir(), "Archives", "edgar", "data", String(cik), (f.accession_number ?? "").replace(/-/g, ""))
  return (f.primary_document !== null && existsSync(join(dir, f.primary_document))) || existsSync(join(dir, `${f.accession_number}.txt`))
}

withData("edgar").describe("filings: every listed filing of the year, with a status", () => {
  it("AAPL FY2023: the 10-K whose document is not here is listed as document_unavailable (the one score resolves to)", async () => {
    const tenK = listRows(320193).find((r) => r.form === "10-K" && r.reportDate.startsWith("2023"))
    expect(tenK).toBeDefined()
    const res = await getJson(v1("/company/AAPL/filings?fiscal_year=2023&form_type=10-K"))
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const body = decode(res.body)
    expect(body.filings.map((f) => f.accession_number)).toEqual([tenK!.accessionNumber])
    const f = body.filings[0]!
    expect(f.status).toBe(onDisk(320193, f) ? "available" : "document_unavailable")
    expect(f.status_reason).toContain(tenK!.primaryDocument)
    // The prior 10-K the list names (FY2022).
    const prior = listRows(320193).find((r) => r.form === "10-K" && r.reportDate.startsWith("2022"))
    expect(f.prior_accession_number).toBe(prior?.accessionNumber ?? null)
    const score = await getJson(v1("/company/AAPL/disclosure-matrix?fiscal_year=2023"))
    expect(JSON.stringify(score.body)).toContain(tenK!.accessionNumber)
  })

  it("MSFT FY2024 10-K: listed, not an empty list", async () => {
    const body = decode((await getJson(v1("/company/MSFT/filings?fiscal_year=2024&form_type=10-K"))).body)
    expect(body.filings).toHaveLength(1)
    const f = body.filings[0]!
    expect(f.period_end?.startsWith("2024")).toBe(true)
    expect(f.status).toBe(onDisk(789019, f) ? "available" : "document_unavailable")
  })

  it("AAPL FY2024: every 10-K, 10-Q and 8-K of the year, statuses matching the source, priors chained", async () => {
    const body = decode((await getJson(v1("/company/AAPL/filings?fiscal_year=2024"))).body)
    const eightKs = listRows(320193).filter((r) => r.form === "8-K" && r.filingDate.startsWith("2024"))
    expect(body.filings.filter((f) => f.form_type === "8-K").map((f) => f.accession_number).sort()).toEqual(eightKs.map((r) => r.accessionNumber).sort())
    expect(body.filings.filter((f) => f.form_type === "10-K")).toHaveLength(1)
    expect(body.filings.filter((f) => f.form_type === "10-Q").map((f) => f.quarter)).toEqual(["Q1", "Q2", "Q3"])
    for (const f of body.filings) {
      expect(f.status, `${f.accession_number}: ${f.status_reason}`).toBe(onDisk(320193, f) ? "available" : "document_unavailable")
      expect(f.status_reason.length).toBeGreaterThan(10)
    }
    const q = (n: string) => body.filings.find((f) => f.quarter === n)!
    expect(q("Q2").prior_accession_number).toBe(q("Q1").accession_number)
    expect(q("Q3").prior_accession_number).toBe(q("Q2").accession_number)
    expect(body.filings.filter((f) => f.form_type !== "8-K").every((f) => f.prior_accession_number !== null)).toBe(true)
    expect(body.warnings).toEqual([])
  })

  it("with the documents' host failing, nothing is dropped: the filings are unconfirmed, with warnings", async () => {
    const healthy = decode((await getJson(v1("/company/AAPL/filings?fiscal_year=2025"))).body)
    // A fresh year for the cache: the 10-Qs of FY2025 are read again only where not yet cached.
    service.edgar.setFault(/\/Archives\/edgar\/data\/320193\/\d+\/aapl-2025/, { kind: "status", status: 503 })
    try {
      const res = await getJson(v1("/company/AAPL/filings?fiscal_year=2025"))
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      const down = decode(res.body)
      expect(down.filings.map((f) => f.accession_number)).toEqual(healthy.filings.map((f) => f.accession_number))
      const unconfirmed = down.filings.filter((f) => f.status === "unconfirmed")
      expect(unconfirmed.length).toBeGreaterThan(0)
      for (const f of unconfirmed) expect(down.warnings.join("\n")).toContain(f.accession_number!)
      // Available ones were read before (cover facts are cached); the rest cannot be confirmed now.
      for (const f of down.filings) {
        const before = healthy.filings.find((h) => h.accession_number === f.accession_number)!
        if (before.status === "available") expect(f.status).toBe("available")
      }
    } finally {
      service.edgar.clearFaults()
    }
  })

  it("the CLI and the MCP tool give the same list", async () => {
    const http = decode((await getJson(v1("/company/AAPL/filings?fiscal_year=2023&form_type=10-K"))).body)
    const cli = await runRisk(["filings", "AAPL", "2023", "--form", "10-K", "--edgar-base-url", service.edgar.url, "--no-cache"], "", {
      SEC_USER_AGENT: "disclosure-risk tests tests@example.com"
    })
    expect(cli.code, cli.stderr).toBe(0)
    expect(decode(JSON.parse(cli.stdout))).toEqual(http)
    const client = new Client({ name: "filings-test", version: "1.0.0" })
    await client.connect(new StreamableHTTPClientTransport(new URL(`${service.url}/mcp`)))
    try {
      const result = (await client.callTool({ name: "list_company_filings_tool", arguments: { ticker: "AAPL", fiscal_year: 2023, form_type: "10-K" } })) as {
        structuredContent?: unknown
      }
      expect(decode(result.structuredContent)).toEqual(http)
    } finally {
      await client.close()
    }
  })
})
