/**
 * The MCP tool server at /mcp, driven by the SDK's own client over streamable HTTP against
 * the app on loopback (live filing service, loopback EDGAR): the five tools are listed with
 * input and output schemas; every tool returns structured content (valid against our
 * schemas) with a text copy; invalid arguments and typed errors are `isError` results.
 */
import type { Client } from "@modelcontextprotocol/sdk/client/index.js"
import { connectMcp, type ToolResult } from "./support.js"
import { Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { FilingsResponse, FullResult } from "../../src/pipeline/analysis/result.js"
import { TOOL_NAMES } from "../../src/domain/mcp.js"
import { ChangesOutput, FlagsOutput } from "../../src/mcp/schemas.js"
import { readCorpusFile, tenK } from "../support/corpus.js"
import { eventRows, v2Of, v3Of } from "../support/screening.js"
import { getJson, type RunningApp, startApp } from "../workspace/support.js"
import { withData } from "../support/data.js"

let app: RunningApp
let client: Client

beforeAll(async () => {
  app = await startApp()
  client = await connectMcp(app, "mcp-http-test")
})
afterAll(async () => {
  await client?.close()
  await app?.close()
})


const plain = (x: unknown): unknown => JSON.parse(JSON.stringify(x))

const call = async (name: string, args: Record<string, unknown>): Promise<ToolResult> =>
  (await client.callTool({ name, arguments: args }, undefined, { timeout: 120_000 })) as ToolResult

const structured = <A, I>(schema: Schema.Schema<A, I>, r: ToolResult): A => {
  expect(r.isError ?? false, r.content[0]?.text).toBe(false)
  expect(r.structuredContent).toBeDefined()
  expect(r.content[0]?.type).toBe("text")
  expect(JSON.parse(r.content[0]!.text!)).toEqual(r.structuredContent)
  return Schema.decodeUnknownSync(schema, { onExcessProperty: "error" })(r.structuredContent)
}

const errorText = (r: ToolResult): string => {
  expect(r.isError).toBe(true)
  expect(r.structuredContent).toBeUndefined()
  return r.content.map((c) => c.text ?? "").join("\n")
}

describe("/mcp over streamable HTTP", () => {
  it("lists the five tools, each with an object input schema and an object output schema", async () => {
    const { tools } = await client.listTools()
    expect(tools.map((t) => t.name)).toEqual([...TOOL_NAMES])
    for (const t of tools) {
      expect(t.description?.length ?? 0).toBeGreaterThan(40)
      expect(t.inputSchema.type).toBe("object")
      expect(t.outputSchema?.type).toBe("object")
      expect(t.annotations?.readOnlyHint).toBe(true)
    }
    for (const t of tools.filter((x) => x.inputSchema.properties?.scoring_model_version !== undefined)) {
      expect(t.description, t.name).toMatch(/v3/)
      expect(JSON.stringify(t.inputSchema.properties?.scoring_model_version), t.name).toContain("deterministic_scoring_v3")
    }
    const score = tools.find((t) => t.name === "score_company_filing_tool")!
    expect(score.inputSchema.required).toEqual(["ticker", "fiscal_year"])
    expect(Object.keys(score.inputSchema.properties ?? {})).toEqual(
      expect.arrayContaining(["ticker", "fiscal_year", "form_type", "quarter", "scoring_model_version"])
    )
    expect(score.outputSchema?.required).toEqual(["filing", "sections", "metrics", "active_flags", "changes", "scores", "versions"])
    expect(client.getServerVersion()?.name).toBe("disclosure-risk")
  })

  withData("edgar").it("list_company_filings_tool lists a fiscal year's filings", async () => {
    const r = structured(FilingsResponse, await call("list_company_filings_tool", { ticker: "AAPL", fiscal_year: 2025 }))
    expect(r.filings.length).toBeGreaterThan(0)
    expect(r.filings.map((f) => f.form_type)).toContain("10-K")
    const only = structured(FilingsResponse, await call("list_company_filings_tool", { ticker: "AAPL", fiscal_year: 2025, form_type: "10-K" }))
    expect(new Set(only.filings.map((f) => f.form_type))).toEqual(new Set(["10-K"]))
  })

  withData("edgar").it("score_company_filing_tool returns the full result, with the numbers the workspace shows", async () => {
    const r = structured(FullResult, await call("score_company_filing_tool", { ticker: "AAPL", fiscal_year: 2025, form_type: "10-K" }))
    expect(r.filing.ticker).toBe("AAPL")
    expect(r.filing.fiscal_year).toBe(2025)
    expect(r.scores.overall_disclosure_risk_score).toBeGreaterThan(0)
    expect(r.versions.scoring_model_version).toBe("deterministic_scoring_v2")
    const screen = (await getJson(`${app.url}/workspace/screen?tickers=AAPL&fiscal_year=2025`)).body as Array<Record<string, unknown>>
    expect(screen[0]!.overall_disclosure_risk_score).toBe(r.scores.overall_disclosure_risk_score)
    const v1 = structured(
      FullResult,
      await call("score_company_filing_tool", { ticker: "AAPL", fiscal_year: 2025, scoring_model_version: "v1" })
    )
    expect(v1.versions.scoring_model_version).toBe("deterministic_scoring_v1")
  })

  withData("edgar").it("scoring_model_version v3: the tool scores with the screening model; the scorecard shows it beside v2 (either requested)", async () => {
    const v3 = structured(FullResult, await call("score_company_filing_tool", { ticker: "AAPL", fiscal_year: 2025, scoring_model_version: "v3" }))
    expect(v3.versions.scoring_model_version).toBe("deterministic_scoring_v3")
    const expected = v3Of(v3.metrics)
    expect(plain(v3.scores)).toEqual(plain(expected))
    const v2 = structured(FullResult, await call("score_company_filing_tool", { ticker: "AAPL", fiscal_year: 2025 }))
    expect(v2.versions.scoring_model_version).toBe("deterministic_scoring_v2")
    expect(plain(v2.scores)).toEqual(plain(v2Of(v2.metrics)))
    const v2Headline = v2.scores.overall_disclosure_risk_score!.toFixed(1)
    const v3Headline = v3.scores.overall_disclosure_risk_score!.toFixed(1)

    const card = await (await fetch(`${app.url}/workspace/company?ticker=AAPL&fiscal_year=2025`)).text()
    expect(card).toContain(`id="headline">${v2Headline}<`)
    expect(card).toContain(`id="headline-deterministic_scoring_v3">${v3Headline}<`)
    const screening = card.slice(card.indexOf('id="screening"'))
    for (const e of eventRows(v3.scores)) expect(screening).toMatch(new RegExp(`data-flag="${e.flag}"[^]*?class="value severity">${e.severity.toFixed(2)}<`))
    expect(screening).toContain(`id="screening-language">${v3.scores.aggregates.language_risk_score!.toFixed(1)}<`)

    const v3Card = await (await fetch(`${app.url}/workspace/company?ticker=AAPL&fiscal_year=2025&scoring_model_version=v3`)).text()
    expect(v3Card).toContain(`id="headline">${v3Headline}<`)
    expect(v3Card).toContain(`id="headline-deterministic_scoring_v2">${v2Headline}<`)
    expect(v3Card).toMatch(/<footer>[^<]*deterministic_scoring_v3/)
    const screen = (await getJson(`${app.url}/workspace/screen?tickers=AAPL&fiscal_year=2025&scoring_model_version=v3`)).body as Array<Record<string, unknown>>
    expect(screen[0]!.overall_disclosure_risk_score).toBe(v3.scores.overall_disclosure_risk_score)
  })

  withData("edgar").it("get_disclosure_flags_tool returns flags by section and the raised flags with evidence", async () => {
    const r = structured(FlagsOutput, await call("get_disclosure_flags_tool", { ticker: "AAPL", fiscal_year: 2025 }))
    expect(r.active_flags.length).toBeGreaterThan(0)
    for (const f of r.active_flags) {
      expect(r.flags[f.section]?.[f.flag]).toBe(true)
      expect(f.evidence.length).toBeGreaterThan(0)
    }
    const rows = (await getJson(`${app.url}/workspace/flags?ticker=AAPL&fiscal_year=2025`)).body as Array<{ flag: string }>
    expect(new Set(rows.map((x) => x.flag))).toEqual(new Set(r.active_flags.map((f) => f.flag)))
  })

  withData("edgar").it("get_disclosure_changes_tool returns section diffs, deltas and the change score", async () => {
    const r = structured(ChangesOutput, await call("get_disclosure_changes_tool", { ticker: "AAPL", fiscal_year: 2025 }))
    expect(Object.keys(r.section_diffs_v2)).toContain("item_1a_risk_factors")
    expect(r.change_score.value).not.toBeNull()
    expect(r.sections.length).toBeGreaterThan(0)
    const none = structured(ChangesOutput, await call("get_disclosure_changes_tool", { ticker: "AAPL", fiscal_year: 2025, compare: "none" }))
    expect(none.change_score.value).toBeNull()
    expect(none.change_score.missing_reason).toBeTruthy()
  })

  withData("edgar", "edgar-truth").it("score_filing_html_tool analyses a document given as HTML, with and without its prior", async () => {
    const html = readCorpusFile(tenK("AAPL", 2025).path).toString("utf8")
    const prior = readCorpusFile(tenK("AAPL", 2024).path).toString("utf8")
    const alone = structured(FullResult, await call("score_filing_html_tool", { html, form_type: "10-K" }))
    expect(alone.filing.fiscal_year).toBe(2025)
    expect(alone.sections.map((s) => s.section_name)).toContain("item_1a_risk_factors")
    expect(alone.changes.change_score.value).toBeNull()
    const pair = structured(FullResult, await call("score_filing_html_tool", { html, prior_html: prior, form_type: "10-K" }))
    expect(pair.changes.change_score.value).not.toBeNull()
    // the same pipeline as the live service: same headline for the same documents
    const live = structured(FullResult, await call("score_company_filing_tool", { ticker: "AAPL", fiscal_year: 2025 }))
    expect(pair.scores.overall_disclosure_risk_score).toBeCloseTo(live.scores.overall_disclosure_risk_score!, 6)
  })

  it("invalid arguments are tool errors", async () => {
    const cases: Array<[string, Record<string, unknown>, RegExp]> = [
      ["score_company_filing_tool", { ticker: "AAPL", fiscal_year: "next year" }, /fiscal_year/],
      ["score_company_filing_tool", { ticker: "AAPL" }, /fiscal_year/],
      ["score_company_filing_tool", { ticker: "AAPL", fiscal_year: 2025, form_type: "20-F" }, /form_type/],
      ["get_disclosure_flags_tool", { ticker: "AAPL", fiscal_year: 1800 }, /fiscal_year/],
      ["get_disclosure_changes_tool", { ticker: "$$$", fiscal_year: 2025 }, /ticker/],
      ["score_company_filing_tool", { ticker: "AAPL", fiscal_year: 2025, form_type: "10-Q" }, /quarter/],
      ["score_company_filing_tool", { ticker: "AAPL", fiscal_year: 2025, scoring_model_version: "v7" }, /scoring_model_version/],
      ["list_company_filings_tool", { ticker: "AAPL", fiscal_year: 2025, extra: 1 }, /extra|nrecognized|xcess/],
      ["score_filing_html_tool", { html: "", form_type: "10-K" }, /html/]
    ]
    for (const [name, args, pattern] of cases) {
      const text = errorText(await call(name, args))
      expect(text, `${name} ${JSON.stringify(args)}`).toMatch(pattern)
    }
  })

  withData("edgar").it("typed errors are tool errors with a clear message", async () => {
    expect(errorText(await call("score_company_filing_tool", { ticker: "QQQQX", fiscal_year: 2025 }))).toMatch(
      /^filing_not_found: .*QQQQX.*CIK/
    )
    expect(errorText(await call("list_company_filings_tool", { ticker: "QQQQX", fiscal_year: 2025 }))).toMatch(/^filing_not_found: /)
    app.edgar.setFault(/CIK0000051143/, { kind: "status", status: 503, retryAfter: 3600 })
    try {
      expect(errorText(await call("get_disclosure_flags_tool", { ticker: "IBM", fiscal_year: 2024 }))).toMatch(/^upstream_unavailable: /)
    } finally {
      app.edgar.clearFaults()
    }
  })

  it("answers GET and DELETE as a stateless transport does, and rejects unreadable posts", async () => {
    // GET: 406 unless the client accepts an event stream; then a stream that ends at once
    // (a stateless server never sends anything on it)
    const plain = await fetch(`${app.url}/mcp`, { signal: AbortSignal.timeout(10_000) })
    expect(plain.status).toBe(406)
    await plain.body?.cancel()
    const sse = await fetch(`${app.url}/mcp`, { headers: { accept: "text/event-stream" }, signal: AbortSignal.timeout(10_000) })
    expect(sse.status).toBe(200)
    expect(sse.headers.get("content-type")).toContain("text/event-stream")
    expect(await sse.text()).toBe("")
    // DELETE: no session to end; answered 200
    const del = await fetch(`${app.url}/mcp`, { method: "DELETE", signal: AbortSignal.timeout(10_000) })
    expect(del.status).toBe(200)
    await del.body?.cancel()
    const bad = await fetch(`${app.url}/mcp`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: "{not json",
      signal: AbortSignal.timeout(10_000)
    })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { error?: { code: number } }).error?.code).toBe(-32700)
  })
})
