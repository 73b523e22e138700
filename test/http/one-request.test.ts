/**
 * One request boundary: the same parameters give the pipeline the same `FilingRequest` on
 * every surface (the HTTP API, the Workspace widgets, the MCP tools over loopback HTTP),
 * the one `toFilingRequest` makes of them. A recording filing service stands in for the
 * pipeline: it keeps what it is given and answers "not found".
 */
import { Effect, Layer } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Client } from "@modelcontextprotocol/sdk/client/index.js"
import { FilingNotFound } from "../../src/domain/errors.js"
import { TOOL } from "../../src/domain/mcp.js"
import { CompanyId, type FilingParams, FiscalYear, type FilingRequest, type PanelFilings, toFilingRequest } from "../../src/domain/request.js"
import { FilingService, type FilingServiceShape } from "../../src/pipeline/service/filing-service.js"
import { connectMcp, type ToolResult } from "../mcp/support.js"
import { type RunningApp, startApp } from "../workspace/support.js"
import { getJson, postJson, type RunningService, startService } from "./support.js"

const scored: Array<FilingRequest> = []
const sectioned: Array<FilingRequest> = []
const panels: Array<PanelFilings> = []

const notFound = Effect.fail(new FilingNotFound({ detail: "recorded" }))
const recorder: FilingServiceShape = {
  score: (request) => Effect.suspend(() => (scored.push(request), notFound)),
  sections: (request) => Effect.suspend(() => (sectioned.push(request), notFound)),
  filings: () => notFound,
  panel: (request) => Effect.sync(() => (panels.push(request), [])),
  health: Effect.die("not used"),
  rescore: () => Effect.die("not used")
}
const recording = () => Layer.succeed(FilingService, recorder)

let api: RunningService
let app: RunningApp
let mcp: Client

beforeAll(async () => {
  ;[api, app] = await Promise.all([startService({ decorate: recording }), startApp({ decorate: recording })])
  mcp = await connectMcp(app, "one-request")
})
afterAll(async () => {
  await mcp?.close()
  await Promise.all([api?.close(), app?.close()])
})

/** The same parameters as each surface takes them. */
interface Case {
  readonly name: string
  readonly ticker: string
  readonly query: Record<string, string>
  readonly args: Record<string, unknown>
  readonly expected: FilingParams
}

const company = CompanyId.make("AAPL")
const year = FiscalYear.make(2025)
const CASES: ReadonlyArray<Case> = [
  {
    name: "only the company and the year: every default",
    ticker: "AAPL",
    query: { fiscal_year: "2025" },
    args: { ticker: "AAPL", fiscal_year: 2025 },
    expected: { ticker: company, fiscal_year: year }
  },
  {
    name: "a quarter on a 10-K is dropped; compare and model as asked",
    ticker: "AAPL",
    query: { fiscal_year: "2025", form_type: "10-K", quarter: "Q2", compare: "none", scoring_model_version: "v1" },
    args: { ticker: "AAPL", fiscal_year: 2025, form_type: "10-K", quarter: "Q2", compare: "none", scoring_model_version: "v1" },
    expected: { ticker: company, fiscal_year: year, form_type: "10-K", compare: "none", scoring_model_version: "deterministic_scoring_v1" }
  },
  {
    name: "a 10-Q with its quarter, by CIK",
    ticker: "CIK0000320193",
    query: { fiscal_year: "2025", form_type: "10-Q", quarter: "Q3", compare: "prior_year" },
    args: { ticker: "CIK0000320193", fiscal_year: 2025, form_type: "10-Q", quarter: "Q3", compare: "prior_year" },
    expected: { ticker: CompanyId.make("CIK0000320193"), fiscal_year: year, form_type: "10-Q", quarter: "Q3", compare: "prior_year" }
  },
  {
    name: "an 8-K by accession, with a quarter that does not apply",
    ticker: "NVDA",
    query: { fiscal_year: "2026", form_type: "8-K", quarter: "Q1", accession: "0001045810-26-000024" },
    args: { ticker: "NVDA", fiscal_year: 2026, form_type: "8-K", quarter: "Q1", accession: "0001045810-26-000024" },
    expected: { ticker: CompanyId.make("NVDA"), fiscal_year: FiscalYear.make(2026), form_type: "8-K" }
  }
]

const only = <A>(list: Array<A>): A => {
  expect(list).toHaveLength(1)
  return list.splice(0)[0] as A
}

describe("the same parameters, the same request on every surface", () => {
  for (const c of CASES) {
    it(c.name, async () => {
      const expected = toFilingRequest(
        "accession" in c.query ? { ...c.expected, accession: c.query["accession"] as FilingParams["accession"] } : c.expected
      )
      scored.length = 0
      const query = new URLSearchParams(c.query).toString()
      const http = await getJson(`${api.url}/v1/company/${c.ticker}/disclosure-changes?${query}`)
      expect(http.status, JSON.stringify(http.body)).toBe(404)
      expect(only(scored), "HTTP").toEqual(expected)

      const widget = await getJson(`${app.url}/workspace/flags?${new URLSearchParams({ ticker: c.ticker, ...c.query }).toString()}`)
      expect(widget.status, JSON.stringify(widget.body)).toBe(404)
      expect(only(scored), "Workspace").toEqual(expected)

      const tool = (await mcp.callTool({ name: TOOL.scoreFiling, arguments: c.args })) as ToolResult
      expect(tool.isError, JSON.stringify(tool.content)).toBe(true)
      expect(only(scored), "MCP").toEqual(expected)

      const sections = await getJson(`${api.url}/v1/company/${c.ticker}/sections?${query.replace(/&?scoring_model_version=[^&]*/, "")}`)
      expect(sections.status, JSON.stringify(sections.body)).toBe(404)
      // the sections route takes no model: the default one
      expect(only(sectioned), "HTTP sections").toEqual({ ...expected, model: "deterministic_scoring_v2" })
    })
  }

  it("a panel: the HTTP body and the Workspace screen give the same panel", async () => {
    panels.length = 0
    const body = await postJson(`${api.url}/v1/panel/disclosure-matrix`, {
      tickers: ["AAPL", "ZZ$"],
      fiscal_year: 2025,
      quarter: "Q1",
      scoring_model_version: "v3"
    })
    expect(body.status, JSON.stringify(body.body)).toBe(200)
    const screen = await getJson(`${app.url}/workspace/screen?tickers=AAPL,ZZ%24&fiscal_year=2025&quarter=Q1&scoring_model_version=v3`)
    expect(screen.status, JSON.stringify(screen.body)).toBe(200)
    const [fromBody, fromScreen] = panels.splice(0)
    expect(fromBody).toEqual({
      tickers: ["AAPL", "ZZ$"],
      fiscalYear: 2025,
      form: "10-K",
      quarter: null,
      compare: "prior",
      model: "deterministic_scoring_v3"
    })
    expect(fromScreen).toEqual(fromBody)
  })

  it("the 1-25 tickers rule: one message on both", async () => {
    const many = Array.from({ length: 26 }, () => "AAPL")
    const body = await postJson(`${api.url}/v1/panel/disclosure-matrix`, { tickers: many, fiscal_year: 2025 })
    const screen = await getJson(`${app.url}/workspace/screen?tickers=${many.join(",")}&fiscal_year=2025`)
    const none = await getJson(`${app.url}/workspace/screen?fiscal_year=2025`)
    const emptyBody = await postJson(`${api.url}/v1/panel/disclosure-matrix`, { tickers: [], fiscal_year: 2025 })
    const tickersError = (r: { status: number; body: unknown }) => {
      expect(r.status).toBe(422)
      return (r.body as { errors?: ReadonlyArray<{ path: string; message: string }> }).errors?.find((e) => e.path === "tickers")?.message
    }
    expect(tickersError(body)).toBe("expected 1 to 25 tickers or CIKs, got 26")
    expect(tickersError(screen)).toBe("expected 1 to 25 tickers or CIKs, got 26")
    expect(tickersError(none)).toBe("expected 1 to 25 tickers or CIKs, got 0")
    expect(tickersError(emptyBody)).toBe("expected 1 to 25 tickers or CIKs, got 0")
    expect(panels).toHaveLength(0)
  })
})
