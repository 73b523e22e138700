/**
 * The request rules are written once and every surface applies them alike: a bad fiscal
 * year, ticker, quarter or a 10-Q without its quarter is rejected with the same message on
 * the HTTP API (422), the Workspace routes (422), the MCP tools (a tool error) and the
 * command line (exit 2), each invalid parameter listed once, in words. The MCP tools'
 * input JSON Schemas state the real bounds and patterns, never the schema library's
 * internal titles.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { runRisk } from "../support/cli.js"
import { getJson, postJson, type RunningService, startService } from "./support.js"

let service: RunningService
let client: Client

beforeAll(async () => {
  service = await startService()
  client = new Client({ name: "request-rules-test", version: "1.0.0" })
  await client.connect(new StreamableHTTPClientTransport(new URL(`${service.url}/mcp`)))
})
afterAll(async () => {
  await client?.close()
  await service?.close()
})

interface Problem {
  readonly path: string
  readonly message: string
}

interface ErrorBody {
  readonly detail: string
  readonly code: string
  readonly errors?: ReadonlyArray<Problem>
}

/** The 422 body of a response, its code checked. */
const invalidBody = (res: { status: number; body: unknown }, what: string): ErrorBody => {
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(422)
  const body = res.body as ErrorBody
  expect(body.code, what).toBe("invalid_request")
  return body
}

/** The one message of `path` among a 422's problems (exactly one entry per parameter). */
const onlyMessage = (body: ErrorBody, path: string, what: string): string => {
  const entries = (body.errors ?? []).filter((e) => e.path === path)
  expect(entries, `${what}: ${JSON.stringify(body)}`).toHaveLength(1)
  return entries[0]!.message
}

interface Case {
  readonly name: string
  readonly path: string
  readonly ticker: string
  readonly fiscalYear: number
  readonly form?: "10-K" | "10-Q"
  readonly quarter?: string
  /** What a user reads: the rule in words. */
  readonly says: RegExp
}

const CASES: ReadonlyArray<Case> = [
  { name: "a year before 1993", path: "fiscal_year", ticker: "AAPL", fiscalYear: 1850, says: /^expected a year from 1993 to 2100, got 1850$/ },
  { name: "a year after 2100", path: "fiscal_year", ticker: "AAPL", fiscalYear: 2101, says: /^expected a year from 1993 to 2100, got 2101$/ },
  { name: "a malformed ticker", path: "ticker", ticker: "A$B", fiscalYear: 2025, says: /^"A\$B" is neither a ticker .* nor a CIK/ },
  { name: "a ticker too long", path: "ticker", ticker: "TOOLONG", fiscalYear: 2025, says: /^"TOOLONG" is neither a ticker .* nor a CIK/ },
  { name: "a fourth quarter", path: "quarter", ticker: "AAPL", fiscalYear: 2025, form: "10-Q", quarter: "Q4", says: /^expected Q1, Q2 or Q3.*got "Q4"$/ },
  { name: "a 10-Q without a quarter", path: "quarter", ticker: "AAPL", fiscalYear: 2025, form: "10-Q", says: /^a 10-Q needs a quarter: Q1, Q2 or Q3$/ }
]

const query = (c: Case): string =>
  new URLSearchParams({
    fiscal_year: String(c.fiscalYear),
    ...(c.form === undefined ? {} : { form_type: c.form }),
    ...(c.quarter === undefined ? {} : { quarter: c.quarter })
  }).toString()

const httpMessage = async (c: Case): Promise<string> => {
  const res = await getJson(`${service.url}/v1/company/${encodeURIComponent(c.ticker)}/disclosure-matrix?${query(c)}`)
  return onlyMessage(invalidBody(res, `HTTP ${c.name}`), c.path, `HTTP ${c.name}`)
}

const workspaceMessage = async (c: Case): Promise<string> => {
  const res = await getJson(`${service.url}/workspace/flags?ticker=${encodeURIComponent(c.ticker)}&${query(c)}`)
  return onlyMessage(invalidBody(res, `Workspace ${c.name}`), c.path, `Workspace ${c.name}`)
}

/** The tool error's text: `invalid_request: invalid request: PATH: MESSAGE`, the message of `path`. */
const mcpMessage = async (c: Case): Promise<string> => {
  const r = (await client.callTool(
    {
      name: "score_company_filing_tool",
      arguments: {
        ticker: c.ticker,
        fiscal_year: c.fiscalYear,
        ...(c.form === undefined ? {} : { form_type: c.form }),
        ...(c.quarter === undefined ? {} : { quarter: c.quarter })
      }
    },
    undefined,
    { timeout: 120_000 }
  )) as { isError?: boolean; content: Array<{ text?: string }> }
  expect(r.isError, `MCP ${c.name}`).toBe(true)
  const text = r.content.map((x) => x.text ?? "").join("\n")
  expect(text, `MCP ${c.name}`).toMatch(/^invalid_request: invalid request: /)
  const problems = text.replace(/^invalid_request: invalid request: /, "").split("; ")
  const mine = problems.filter((p) => p.startsWith(`${c.path}: `))
  expect(mine, `MCP ${c.name}: ${text}`).toHaveLength(1)
  return mine[0]!.slice(c.path.length + 2)
}

/** `risk: invalid request: PATH: MESSAGE` on one line, exit 2, nothing on stdout. */
const cliMessage = async (c: Case): Promise<string> => {
  const args = [
    "score",
    c.ticker,
    String(c.fiscalYear),
    ...(c.form === undefined ? [] : ["--form", c.form]),
    ...(c.quarter === undefined ? [] : ["--quarter", c.quarter])
  ]
  const r = await runRisk(args, "", { RISK_EDGAR_BASE_URL: service.edgar.url, NO_COLOR: "" })
  expect(r.code, `CLI ${c.name}: ${r.stderr}`).toBe(2)
  expect(r.stdout).toBe("")
  const lines = r.stderr.trimEnd().split("\n")
  expect(lines, r.stderr).toHaveLength(1)
  const prefix = `risk: invalid request: ${c.path}: `
  expect(lines[0]!.startsWith(prefix), r.stderr).toBe(true)
  return lines[0]!.slice(prefix.length)
}

describe("one rule, one message, on every surface", () => {
  for (const c of CASES) {
    it(`${c.name}: HTTP, Workspace, MCP and the CLI say the same`, async () => {
      const http = await httpMessage(c)
      expect(http).toMatch(c.says)
      expect(await workspaceMessage(c)).toBe(http)
      expect(await mcpMessage(c)).toBe(http)
      expect(await cliMessage(c)).toBe(http)
    })
  }

  it("a 10-Q without a quarter is refused for a whole panel before any filing is fetched", async () => {
    const r = await runRisk(["panel", "AAPL", "MSFT", "--fiscal-year", "2025", "--form", "10-Q"], "", {
      RISK_EDGAR_BASE_URL: service.edgar.url,
      NO_COLOR: ""
    })
    expect(r.code).toBe(2)
    expect(r.stdout).toBe("")
    expect(r.stderr.trim()).toBe(`risk: invalid request: quarter: ${await httpMessage(CASES[5]!)}`)
  })
})

describe("422 bodies list each problem once, in words", () => {
  it("an unknown include value: one entry, no decoder internals", async () => {
    const res = await getJson(`${service.url}/v1/company/AAPL/disclosure-matrix?fiscal_year=2025&include=metrics,everything`)
    const body = invalidBody(res, "include")
    expect(body.errors).toHaveLength(1)
    const message = onlyMessage(body, "include", "include")
    expect(message).toMatch(/everything/)
    expect(message).toMatch(/metrics, provenance/)
    expect(JSON.stringify(body)).not.toMatch(/Expected undefined|actual/)
    expect(body.detail).toBe(`include: ${message}`)
  })

  it("several bad parameters: one entry each, in the order given", async () => {
    const res = await getJson(`${service.url}/v1/company/AAPL/disclosure-matrix?fiscal_year=1850&compare=last&tier=gold`)
    const body = invalidBody(res, "several")
    expect(body.errors?.map((e) => e.path)).toEqual(["fiscal_year", "compare", "tier"])
    expect(JSON.stringify(body)).not.toMatch(/Expected undefined/)
  })

  it("the panel body: an unknown include value and a bad year, one entry each", async () => {
    const res = await postJson(`${service.url}/v1/panel/disclosure-matrix`, { tickers: ["AAPL"], fiscal_year: 1850, include: "foo" })
    const body = invalidBody(res, "panel")
    expect(body.errors?.map((e) => e.path).sort()).toEqual(["fiscal_year", "include"])
    expect(onlyMessage(body, "fiscal_year", "panel")).toBe("expected a year from 1993 to 2100, got 1850")
    expect(onlyMessage(body, "include", "panel")).toMatch(/foo/)
    expect(JSON.stringify(body)).not.toMatch(/Expected undefined/)
  })
})

describe("the MCP tools' input JSON Schemas", () => {
  it("state the real bounds, patterns and descriptions, and no internal titles", async () => {
    const { tools } = await client.listTools()
    const score = tools.find((t) => t.name === "score_company_filing_tool")
    expect(score).toBeDefined()
    const props = score!.inputSchema.properties as Record<string, Record<string, unknown>>
    expect(props.fiscal_year).toMatchObject({ type: "integer", minimum: 1993, maximum: 2100 })
    expect(String(props.fiscal_year!.description)).toMatch(/fiscal year/)
    expect(new RegExp(String(props.ticker!.pattern)).test("BRK.B")).toBe(true)
    expect(new RegExp(String(props.ticker!.pattern)).test("CIK0000320193")).toBe(true)
    expect(new RegExp(String(props.ticker!.pattern)).test("A$B")).toBe(false)
    expect(String(props.ticker!.description)).toMatch(/ticker/)
    expect(JSON.stringify(props.quarter)).toMatch(/"enum":\["Q1","Q2","Q3"\]/)
    expect(JSON.stringify(props.accession)).toMatch(/"pattern"/)
    expect(score!.inputSchema.required).toEqual(["ticker", "fiscal_year"])
    for (const t of tools) {
      const text = JSON.stringify(t.inputSchema)
      expect(text, t.name).not.toMatch(/"title"/)
      expect(text, t.name).not.toMatch(/9007199254740991|between\(|maxLength\(|minLength\(|greaterThan/)
      for (const [name, p] of Object.entries(t.inputSchema.properties as Record<string, Record<string, unknown>>)) {
        expect(JSON.stringify(p), `${t.name}.${name} has a description`).toMatch(/"description":"[^"]{8,}/)
      }
    }
    const history = tools.find((t) => t.name === "get_disclosure_history_tool")
    expect(JSON.stringify(history?.inputSchema.properties)).toMatch(/"minimum":1993,"maximum":2100/)
  })
})

/** Titles that name a schema filter rather than what the value is. */
const FILTER_TITLE = /"title":"(?:(?:int|nonNegative|finite|positive|nonNaN)"|between\(|greaterThan|lessThan|minLength\(|maxLength\(|pattern\()/

describe("the output JSON Schemas (MCP tools, OpenAPI)", () => {
  it("say what a number is, with its bounds, and never name a filter", async () => {
    const { tools } = await client.listTools()
    const score = tools.find((t) => t.name === "score_company_filing_tool")
    const out = JSON.stringify(score?.outputSchema)
    // the overall score: a number from 0 to 100, described as such
    expect(out).toMatch(/"description":"a number from 0 to 100","title":"score","minimum":0,"maximum":100/)
    for (const t of tools) expect(JSON.stringify(t.outputSchema), t.name).not.toMatch(FILTER_TITLE)
    const openapi = JSON.stringify(await getJson(`${service.url}/openapi.json`).then((r) => r.body))
    expect(openapi).toMatch(/"title":"ratio"/)
    expect(openapi).not.toMatch(FILTER_TITLE)
  })
})
