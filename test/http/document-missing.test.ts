/**
 * A filing that EDGAR lists but whose document this source does not hold fails with one
 * plain line naming the filing, its document, and what this source does hold — the same
 * line on the CLI, in the HTTP error body and in the MCP error. The years it names are
 * checked against the filings list (each must be `available`).
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js"
import { Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ErrorBody } from "../../src/http/schemas.js"
import { FilingsResponse } from "../../src/pipeline/analysis/result.js"
import { runRisk } from "../support/cli.js"
import { getJson, type RunningService, startService, USER_AGENT } from "./support.js"
import { withData } from "../support/data.js"

let service: RunningService
const v1 = (path: string) => `${service.url}/v1${path}`

beforeAll(async () => {
  service = await startService()
})
afterAll(async () => {
  await service?.close()
})

const LINE = /^Apple Inc\.'s 10-K for fiscal year 2023 \((\d{10}-\d{2}-\d{6})\) is listed on EDGAR, but its document (\S+) is not at this source\. 10-Ks available for Apple Inc\. here: (FY\d{4}(?:, FY\d{4})*)$/

describe("a listed filing whose document is not here", () => {
  withData("edgar").it("HTTP: one line naming the filing, its document and the years this source holds (each available)", async () => {
    const res = await getJson(v1("/company/AAPL/disclosure-matrix?fiscal_year=2023"))
    expect(res.status).toBe(502)
    const body = Schema.decodeUnknownSync(ErrorBody)(res.body)
    const m = LINE.exec(body.detail)
    expect(m, body.detail).not.toBeNull()
    const listed = Schema.decodeUnknownSync(FilingsResponse)((await getJson(v1("/company/AAPL/filings?fiscal_year=2023&form_type=10-K"))).body)
    expect(listed.filings[0]?.accession_number).toBe(m![1])
    expect(listed.filings[0]?.primary_document).toBe(m![2])
    expect(listed.filings[0]?.status).toBe("document_unavailable")
    const years = m![3]!.split(", ").map((y) => Number(y.slice(2)))
    expect(years.length).toBeGreaterThan(0)
    for (const y of years) {
      const f = Schema.decodeUnknownSync(FilingsResponse)((await getJson(v1(`/company/AAPL/filings?fiscal_year=${y}&form_type=10-K`))).body)
      expect(f.filings.map((x) => x.status), `FY${y}`).toEqual(["available"])
    }
  })

  it("CLI: the same line after `risk: `, exit 1; MCP: the same line in the error", async () => {
    const http = Schema.decodeUnknownSync(ErrorBody)((await getJson(v1("/company/AAPL/disclosure-matrix?fiscal_year=2023"))).body).detail
    const cli = await runRisk(["score", "AAPL", "2023", "--edgar-base-url", service.edgar.url, "--no-cache"], "", { SEC_USER_AGENT: USER_AGENT })
    expect(cli.code).toBe(1)
    expect(cli.stdout).toBe("")
    expect(cli.stderr).toBe(`risk: ${http}\n`)
    const client = new Client({ name: "missing-doc-test", version: "1.0.0" })
    await client.connect(new StreamableHTTPClientTransport(new URL(`${service.url}/mcp`)))
    try {
      const r = (await client.callTool({ name: "score_company_filing_tool", arguments: { ticker: "AAPL", fiscal_year: 2023 } }, undefined, { timeout: 120_000 })) as {
        isError?: boolean
        content: Array<{ text?: string }>
      }
      expect(r.isError).toBe(true)
      expect(r.content.map((c) => c.text ?? "").join("\n")).toContain(http)
    } finally {
      await client.close()
    }
  })
})
