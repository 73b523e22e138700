/**
 * Company histories over the loopback EDGAR (the real mirror): every row equals what a
 * single-filing request gives in a separate service with its own cache; missing years
 * carry their reason; no document is fetched twice; the HTTP route, the MCP tool and the
 * CLI give the same rows.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js"
import { Effect, Layer, ManagedRuntime, Schema } from "effect"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, expect, it } from "vitest"
import { FilingService } from "../../src/pipeline/service/filing-service.js"
import { companyHistory, historyRow, HistoryResponse, type HistoryRequest } from "../../src/pipeline/service/history.js"
import { liveStack, type StackServices } from "../../src/pipeline/service/stack.js"
import { parseCsv } from "../../src/pipeline/batch/tabular.js"
import { runRisk } from "../support/cli.js"
import { underSettings } from "../support/config.js"
import { filingRequest } from "../support/request.js"
import { tenK } from "../support/corpus.js"
import { edgarRoot, withData } from "../support/data.js"
import { v3Of } from "../support/screening.js"
import { maxStartsInWindow, useEdgarServer } from "../support/edgar-server.js"
import { getJson, startService, type RunningService } from "../http/support.js"
import { type RunningApp, startApp } from "../workspace/support.js"

const UA = "disclosure-risk tests tests@example.com"

const server = useEdgarServer(() => ({ root: edgarRoot(), maxPerSecond: 10 }))
const dirs: Array<string> = []
let historyRuntime: ManagedRuntime.ManagedRuntime<StackServices, unknown>
let singleRuntime: ManagedRuntime.ManagedRuntime<StackServices, unknown>

const runtimeWithCache = () => {
  const cacheDir = mkdtempSync(join(tmpdir(), "risk-history-"))
  dirs.push(cacheDir)
  return ManagedRuntime.make(liveStack({ edgarBaseUrl: server().url, cacheDir }).pipe(underSettings({ SEC_USER_AGENT: UA })) as Layer.Layer<StackServices, unknown>)
}

beforeAll(() => {
  historyRuntime = runtimeWithCache()
  singleRuntime = runtimeWithCache()
})

afterAll(async () => {
  await historyRuntime?.dispose()
  await singleRuntime?.dispose()
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
})

const history = (request: HistoryRequest) => historyRuntime.runPromise(companyHistory(request))
const single = (ticker: string, fiscalYear: number, form: "10-K" | "10-Q", quarter: "Q1" | "Q2" | "Q3" | null = null) =>
  singleRuntime.runPromise(Effect.flatMap(FilingService, (s) => s.score(filingRequest({ ticker, fiscalYear, form, quarter }))))

/** Whole-document reads that succeeded (not the cover-fact prefixes, not index pages). */
const documentPaths = () =>
  server().requests.filter((r) => r.path.startsWith("/Archives/") && r.status === 200 && r.range === null && !r.path.endsWith("-index.html")).map((r) => r.path)

withData("edgar", "edgar-truth").describe("company history over the mirror", { timeout: 300_000 }, () => {
  it("AMZN 2022–2025: three 10-Ks each equal to its single-filing result, 2022 not filed, each document fetched once", async () => {
    server().resetLog()
    const h = await history({ ticker: "AMZN", from: 2022, to: 2025 })
    const paths = documentPaths()
    Schema.decodeUnknownSync(HistoryResponse)(Schema.encodeSync(HistoryResponse)(h))
    expect(h.ticker).toBe("AMZN")
    expect(h.filings.map((r) => r.fiscal_year)).toEqual([2023, 2024, 2025])
    for (const row of h.filings) {
      expect(row.accession_number).toBe(tenK("AMZN", row.fiscal_year).accession)
      const expected = historyRow(await single("AMZN", row.fiscal_year, "10-K"), "10-K", row.fiscal_year)
      expect(row).toEqual(expected)
    }
    // each filing's prior is the previous row, and its change score is measured against it
    expect(h.filings[1]!.prior_accession_number).toBe(h.filings[0]!.accession_number)
    expect(h.filings[2]!.prior_accession_number).toBe(h.filings[1]!.accession_number)
    expect(h.filings[2]!.change_score).not.toBeNull()
    expect(h.missing).toEqual([expect.objectContaining({ fiscal_year: 2022, reason: "not_filed" })])
    expect(paths.length).toBeGreaterThan(0)
    expect(new Set(paths).size).toBe(paths.length)
    expect(maxStartsInWindow(server().requests.map((r) => r.start))).toBeLessThanOrEqual(10)
  })

  it("AAPL 2023–2025: 2023 listed but its document is not in the mirror (document_unavailable); rows equal single results", async () => {
    const h = await history({ ticker: "aapl", from: 2023, to: 2025 })
    expect(h.filings.map((r) => r.fiscal_year)).toEqual([2024, 2025])
    expect(h.missing).toHaveLength(1)
    expect(h.missing[0]).toMatchObject({ fiscal_year: 2023, reason: "document_unavailable" })
    for (const row of h.filings) expect(row).toEqual(historyRow(await single("AAPL", row.fiscal_year, "10-K"), "10-K", row.fiscal_year))
    // the 2024 filing has no prior in the mirror: no change score, and the reason says so
    expect(h.filings[0]!.change_score).toBeNull()
    expect(h.filings[0]!.change_missing_reason).toMatch(/prior/i)
  })

  it("NVDA and TSLA: rows equal single results; a warm rerun asks the upstream nothing", async () => {
    for (const ticker of ["NVDA", "TSLA"]) {
      const h = await history({ ticker, from: 2023, to: 2025 })
      expect(h.filings.length).toBeGreaterThanOrEqual(2)
      for (const row of h.filings) expect(row).toEqual(historyRow(await single(ticker, row.fiscal_year, "10-K"), "10-K", row.fiscal_year))
      expect(h.filings.length + h.missing.length).toBe(3)
      server().resetLog()
      expect(await history({ ticker, from: 2023, to: 2025 })).toEqual(h)
      // (documents missing from the mirror are asked for again: a 404 is not remembered)
      expect(documentPaths()).toEqual([])
    }
  })

  it("10-Q history: one row per quarter, equal to single results", async () => {
    const h = await history({ ticker: "NVDA", from: 2024, to: 2024, form: "10-Q" })
    expect(h.filings.length + h.missing.length).toBe(3)
    const q2 = h.filings.find((r) => r.quarter === "Q2")
    expect(q2).toBeDefined()
    expect(q2).toEqual(historyRow(await single("NVDA", 2024, "10-Q", "Q2"), "10-Q", 2024))
  })

  it("bad requests fail: reversed or too long ranges, unknown company", async () => {
    const fail = (request: HistoryRequest) => historyRuntime.runPromise(Effect.flip(companyHistory(request)))
    expect((await fail({ ticker: "AAPL", from: 2025, to: 2020 }))._tag).toBe("InvalidRequest")
    expect((await fail({ ticker: "AAPL", from: 1990, to: 2025 }))._tag).toBe("InvalidRequest")
    const unknown = await fail({ ticker: "ZZZZZ", from: 2024, to: 2025 })
    expect(unknown._tag).toBe("FilingNotFound")
    expect(unknown.message).toMatch(/ZZZZZ/)
  })
})

withData("edgar").describe("history on every surface", { timeout: 400_000 }, () => {
  let http: RunningService
  let app: RunningApp
  let client: Client

  beforeAll(async () => {
    http = await startService()
    app = await startApp()
    client = new Client({ name: "history-test", version: "1.0.0" })
    await client.connect(new StreamableHTTPClientTransport(new URL(`${app.url}/mcp`)))
  })
  afterAll(async () => {
    await client?.close()
    await app?.close()
    await http?.close()
  })

  it("GET /v1/company/{ticker}/history, the MCP tool and the CLI give the library's rows", async () => {
    const expected = Schema.encodeSync(HistoryResponse)(await history({ ticker: "AMZN", from: 2023, to: 2025 }))
    const r = await getJson(`${http.url}/v1/company/AMZN/history?from=2023&to=2025`)
    expect(r.status).toBe(200)
    expect(r.body).toEqual(expected)

    const tool = (await client.callTool({ name: "get_disclosure_history_tool", arguments: { ticker: "AMZN", from: 2023, to: 2025 } }, undefined, {
      timeout: 180_000
    })) as { isError?: boolean; structuredContent?: unknown }
    expect(tool.isError ?? false).toBe(false)
    expect(tool.structuredContent).toEqual(expected)

    const cache = mkdtempSync(join(tmpdir(), "risk-history-cli-"))
    dirs.push(cache)
    const cli = await runRisk(["history", "AMZN", "--from", "2023", "--to", "2025", "--edgar-base-url", server().url, "--cache-dir", cache], "", { SEC_USER_AGENT: UA })
    expect(cli.code, cli.stderr).toBe(0)
    expect(JSON.parse(cli.stdout)).toEqual(expected)
    const csv = await runRisk(["history", "AMZN", "--from", "2022", "--to", "2025", "--format", "csv", "--edgar-base-url", server().url, "--cache-dir", cache], "", { SEC_USER_AGENT: UA })
    expect(csv.code, csv.stderr).toBe(0)
    const rows = parseCsv(csv.stdout).rows
    const header = rows[0]!
    const col = (name: string) => header.indexOf(name)
    expect(rows.slice(1).map((r) => [r[col("fiscal_year")], r[col("status")]])).toEqual([
      ["2022", "not_filed"],
      ["2023", "scored"],
      ["2024", "scored"],
      ["2025", "scored"]
    ])
    expect(Number(rows[4]![col("overall_disclosure_risk_score")])).toBe(expected.filings[2]!.overall_disclosure_risk_score)

    // the table: each row's v3 headline beside its v2 one (its metrics re-scored: warm, nothing analysed again)
    const table = await runRisk(["history", "AMZN", "--from", "2023", "--to", "2025", "--format", "table", "--edgar-base-url", server().url, "--cache-dir", cache], "", { SEC_USER_AGENT: UA })
    expect(table.code, table.stderr).toBe(0)
    expect(table.stdout.split("\n")[1]).toMatch(/overall\s+band\s+v3\s+change/)
    for (const row of expected.filings) {
      const v3 = v3Of((await single("AMZN", row.fiscal_year, "10-K")).metrics).overall_disclosure_risk_score
      expect(table.stdout).toMatch(new RegExp(`^FY${row.fiscal_year}\\s+${row.accession_number}\\s+\\S+\\s+${row.overall_disclosure_risk_score!.toFixed(1)}\\s+\\w+\\s+${v3!.toFixed(1)}\\s`, "m"))
    }
  }, 400_000)

  it("scoring_model_version v3 on the history route: the screening model's id and scoreV3 of each filing's metrics", async () => {
    const r = await getJson(`${http.url}/v1/company/AMZN/history?from=2025&to=2025&scoring_model_version=v3`)
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    const h = Schema.decodeUnknownSync(HistoryResponse)(r.body)
    expect(h.versions.scoring_model_version).toBe("deterministic_scoring_v3")
    expect(h.filings).toHaveLength(1)
    const v3 = v3Of((await single("AMZN", 2025, "10-K")).metrics)
    expect(h.filings[0]!.overall_disclosure_risk_score).toBe(v3.overall_disclosure_risk_score)
    expect(h.filings[0]!.components).toEqual(v3.components)
  }, 120_000)

  it("errors as everywhere else: 422 for a bad range or form, 404 for an unknown company, in the OpenAPI document", async () => {
    const reversed = await getJson(`${http.url}/v1/company/AAPL/history?from=2025&to=2020`)
    expect(reversed.status).toBe(422)
    expect(reversed.body).toMatchObject({ code: "invalid_request" })
    expect((await getJson(`${http.url}/v1/company/AAPL/history?form_type=8-K`)).status).toBe(422)
    expect((await getJson(`${http.url}/v1/company/AAPL/history?from=20x5`)).status).toBe(422)
    const unknown = await getJson(`${http.url}/v1/company/ZZZZZ/history?from=2024&to=2025`)
    expect(unknown.status).toBe(404)
    const spec = (await getJson(`${http.url}/openapi.json`)).body as { paths: Record<string, { get?: { responses: Record<string, unknown> } }> }
    const op = spec.paths["/v1/company/{ticker}/history"]?.get
    expect(op).toBeDefined()
    expect(Object.keys(op!.responses)).toEqual(expect.arrayContaining(["200", "404", "422", "502"]))
    const cli = await runRisk(["history", "AAPL", "--from", "2025", "--to", "2020", "--edgar-base-url", server().url, "--no-cache"], "", { SEC_USER_AGENT: UA })
    expect(cli.code).toBe(2)
    expect(cli.stderr).toMatch(/from \(2025\) is after to \(2020\)/)
  }, 120_000)
})
