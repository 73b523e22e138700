/**
 * One filing header on every surface (AAPL's FY2025 10-K over the loopback EDGAR): the HTTP
 * routes (matrix, sections, filings), the MCP tool, the Workspace screen and scorecard, and
 * the CLI offline (its JSON, and the table of it) give the same `filing` (CIK zero-padded to 10 digits, the
 * company as EDGAR names it, the prior it is compared with), the same band in the same words,
 * and, without a prior, say so as event_severity's missing reason.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js"
import { join } from "node:path"
import { Schema } from "effect"
import { afterAll, beforeAll, expect, it } from "vitest"
import { scorecard } from "../../src/cli/table.js"
import { BAND_LABELS, riskBand } from "../../src/domain/bands.js"
import { cik10, companyName, type Filing } from "../../src/domain/filing.js"
import { FilingsResponse, MatrixResponse, SectionsResponse } from "../../src/http/schemas.js"
import { FullResult } from "../../src/pipeline/analysis/result.js"
import { componentMissingReason } from "../../src/pipeline/analysis/missing-reasons.js"
import { renderScorecard } from "../../src/workspace/render.js"
import { runRisk } from "../support/cli.js"
import { dataDir, withData } from "../support/data.js"
import { getJson, type RunningService, startService } from "./support.js"

const DOCUMENT = "Archives/edgar/data/320193/000032019325000079/aapl-20250927.htm"

let service: RunningService
let client: Client

const decode = <A, I>(schema: Schema.Schema<A, I>, body: unknown): A => Schema.decodeUnknownSync(schema)(body)
const plain = (x: unknown): unknown => JSON.parse(JSON.stringify(x))

const get = async <A, I>(schema: Schema.Schema<A, I>, path: string): Promise<A> => {
  const res = await getJson(`${service.url}${path}`)
  expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(200)
  return decode(schema, res.body)
}

const scoreTool = async (args: Record<string, unknown>): Promise<FullResult> => {
  const r = (await client.callTool({ name: "score_company_filing_tool", arguments: args }, undefined, { timeout: 120_000 })) as {
    isError?: boolean
    structuredContent?: unknown
    content: Array<{ text?: string }>
  }
  expect(r.isError ?? false, r.content[0]?.text).toBe(false)
  return decode(FullResult, r.structuredContent)
}

withData("edgar").describe("one filing header on every surface", () => {
  beforeAll(async () => {
    service = await startService()
    client = new Client({ name: "one-header-test", version: "1.0.0" })
    await client.connect(new StreamableHTTPClientTransport(new URL(`${service.url}/mcp`)))
  })
  afterAll(async () => {
    await client?.close()
    await service?.close()
  })

  it("matrix, sections, filings, the MCP tool and the Workspace screen give the same header", async () => {
    const matrix = (await get(MatrixResponse, "/v1/company/AAPL/disclosure-matrix?fiscal_year=2025")).filing
    expect(matrix.cik).toBe("0000320193")
    expect(matrix.company_name).toBe("Apple Inc.")
    expect(matrix.prior_accession_number).toBe("0000320193-24-000123")

    const sections = await get(SectionsResponse, "/v1/company/AAPL/sections?fiscal_year=2025")
    expect(plain(sections.filing)).toEqual(plain(matrix))

    const listed = (await get(FilingsResponse, "/v1/company/AAPL/filings?fiscal_year=2025&form_type=10-K")).filings
    const { status: _status, status_reason: _reason, ...header } = listed.find((f) => f.accession_number === matrix.accession_number)!
    expect(plain(header)).toEqual(plain(matrix))

    const tool = await scoreTool({ ticker: "AAPL", fiscal_year: "2025" })
    expect(plain(tool.filing)).toEqual(plain(matrix))

    const screen = (await getJson(`${service.url}/workspace/screen?tickers=AAPL&fiscal_year=2025`)).body as Array<Record<string, unknown>>
    expect(screen[0]).toMatchObject({ ticker: matrix.ticker, company_name: matrix.company_name, accession_number: matrix.accession_number })

    // compare=none: no prior named, on the sections as on the matrix
    const none = await get(SectionsResponse, "/v1/company/AAPL/sections?fiscal_year=2025&compare=none")
    expect(none.filing.prior_accession_number).toBeNull()
    expect(plain({ ...none.filing, prior_accession_number: matrix.prior_accession_number })).toEqual(plain(matrix))
  })

  it("the band reads the same on the scorecard, the screen and in the words of every surface", async () => {
    const r = await scoreTool({ ticker: "AAPL", fiscal_year: 2025 })
    const band = riskBand(r.scores.overall_disclosure_risk_score)
    for (const b of Object.keys(BAND_LABELS) as Array<keyof typeof BAND_LABELS>) expect(BAND_LABELS[b]).toBe(b)
    expect(renderScorecard(r)).toContain(`id="band">${band}<`)
    const screen = (await getJson(`${service.url}/workspace/screen?tickers=AAPL&fiscal_year=2025`)).body as Array<{ risk_band: string }>
    expect(screen[0]!.risk_band).toBe(band)
  })

  it("without a prior, event_severity's missing reason says there is no prior filing (MCP result, scorecard)", async () => {
    const r = await scoreTool({ ticker: "AAPL", fiscal_year: 2025, compare: "none" })
    expect(r.scores.components.event_severity_score).toBeNull()
    const reason = componentMissingReason(r, "event_severity_score")
    expect(reason).toMatch(/^no prior filing/)
    expect(componentMissingReason(r, "disclosure_change_score")).toBe(reason)
    const card = renderScorecard(r)
    const block = card.slice(card.indexOf('data-component="event_severity_score"'))
    expect(block.slice(0, block.indexOf("</div>\n</div>"))).toContain(`Missing: ${reason}`)
  })

  it("offline (--html): the same CIK and name as EDGAR's; the table says event_severity has no prior", async () => {
    const matrix = (await get(MatrixResponse, "/v1/company/AAPL/disclosure-matrix?fiscal_year=2025")).filing
    const file = join(dataDir("edgar"), DOCUMENT)
    const json = await runRisk(["score", "--html", file, "--form", "10-K"])
    expect(json.code, json.stderr).toBe(0)
    const offline = (JSON.parse(json.stdout) as { filing: Filing }).filing
    expect(offline).toMatchObject({
      ticker: matrix.ticker,
      cik: matrix.cik,
      company_name: matrix.company_name,
      fiscal_year: matrix.fiscal_year,
      period_end: matrix.period_end,
      primary_document: matrix.primary_document,
      accession_number: null,
      prior_accession_number: null
    })
    // the CLI's table of that result (the function `--format table` prints)
    const table = scorecard(decode(FullResult, JSON.parse(json.stdout)))
    expect(table).toMatch(/^event_severity\s+0\.05\s+–\s+missing: no prior document given \(--prior-html\)$/m)
    expect(table).toMatch(/overall disclosure risk\s+[\d.]+ \/ 100\s+\((low|moderate|elevated|high)\)/)
  })
})

it("a header's CIK is zero-padded to 10 digits; its company is EDGAR's name when known, else the cover's", () => {
  expect([cik10(320193), cik10("320193"), cik10("0000320193"), cik10("CIK320193"), cik10(null), cik10("x1"), cik10(0)]).toEqual([
    "0000320193",
    "0000320193",
    "0000320193",
    "0000320193",
    null,
    null,
    null
  ])
  expect(companyName({ edgar: "NVIDIA CORP", tickerMap: "NVIDIA CORP", cover: "NVIDIA CORPORATION" })).toBe("NVIDIA CORP")
  expect(companyName({ edgar: null, tickerMap: " Apple  Inc. ", cover: "APPLE INC" })).toBe("Apple Inc.")
  expect(companyName({ cover: "NVIDIA CORPORATION" })).toBe("NVIDIA CORPORATION")
  expect(companyName({})).toBeNull()
})
