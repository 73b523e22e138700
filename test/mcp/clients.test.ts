/**
 * /mcp as real clients call it, over streamable HTTP on loopback: integer arguments given as
 * strings (as the MCP Inspector sends what is typed in its forms) are taken, a string that is
 * not a number is refused naming the argument, and an unknown tool is a JSON-RPC protocol
 * error -32602 ("Unknown tool: NAME"), as the MCP specification's tools page says.
 */
import type { Client } from "@modelcontextprotocol/sdk/client/index.js"
import { connectMcp, type ToolResult } from "./support.js"
import { McpError } from "@modelcontextprotocol/sdk/types.js"
import { Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { HistoryResponse } from "../../src/pipeline/service/history.js"
import { withData } from "../support/data.js"
import { type RunningApp, startApp } from "../workspace/support.js"

let app: RunningApp
let client: Client

beforeAll(async () => {
  app = await startApp()
  client = await connectMcp(app, "mcp-clients-test")
})
afterAll(async () => {
  await client?.close()
  await app?.close()
})


const call = async (name: string, args: Record<string, unknown>): Promise<ToolResult> =>
  (await client.callTool({ name, arguments: args }, undefined, { timeout: 60_000 })) as ToolResult

const ok = <A, I>(schema: Schema.Schema<A, I>, r: ToolResult): A => {
  expect(r.isError ?? false, r.content[0]?.text).toBe(false)
  return Schema.decodeUnknownSync(schema)(r.structuredContent)
}

const errorText = (r: ToolResult): string => {
  expect(r.isError).toBe(true)
  return r.content.map((c) => c.text ?? "").join("\n")
}

/** One JSON-RPC request posted as a client would, without the SDK. */
const rpc = async (body: unknown): Promise<{ status: number; json: Record<string, unknown> }> => {
  const res = await fetch(`${app.url}/mcp`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000)
  })
  return { status: res.status, json: (await res.json()) as Record<string, unknown> }
}

describe("/mcp as clients call it", () => {
  it("an unknown tool is a JSON-RPC error -32602, not a tool result", async () => {
    const thrown = await client.callTool({ name: "no_such_tool", arguments: {} }).then(
      () => null,
      (e: unknown) => e
    )
    expect(thrown).toBeInstanceOf(McpError)
    expect((thrown as McpError).code).toBe(-32602)
    expect((thrown as McpError).message).toContain("Unknown tool: no_such_tool")

    const raw = await rpc({ jsonrpc: "2.0", id: 7, method: "tools/call", params: { name: "no_such_tool", arguments: {} } })
    expect(raw.json).toMatchObject({ jsonrpc: "2.0", id: 7, error: { code: -32602, message: "Unknown tool: no_such_tool" } })
    expect(raw.json.result).toBeUndefined()
    const data = (raw.json.error as { data?: { tools?: Array<string> } }).data
    expect(data?.tools).toContain("score_company_filing_tool")
  })

  it("a year that is not a number is refused naming the argument, as not a number", async () => {
    const cases: Array<[string, Record<string, unknown>, RegExp]> = [
      ["score_company_filing_tool", { ticker: "AAPL", fiscal_year: "20x5" }, /fiscal_year: expected a year from 1993 to 2100 as a whole number, got "20x5", which is not a number/],
      ["list_company_filings_tool", { ticker: "AAPL", fiscal_year: "next" }, /fiscal_year: .*got "next", which is not a number/],
      ["get_disclosure_history_tool", { ticker: "AAPL", from: "2024", to: "2O25" }, /\bto: .*got "2O25", which is not a number/],
      ["score_company_filing_tool", { ticker: "AAPL", fiscal_year: "1900" }, /fiscal_year: expected a year from 1993 to 2100, got 1900$/m]
    ]
    for (const [name, args, pattern] of cases) {
      const text = errorText(await call(name, args))
      expect(text, `${name} ${JSON.stringify(args)}`).toMatch(/^invalid_request: /)
      expect(text, `${name} ${JSON.stringify(args)}`).toMatch(pattern)
    }
  })

  withData("edgar").it("integer arguments given as strings are taken (fiscal_year; the history's from and to)", async () => {
    // a year before the company's filings in the mirror: nothing to fetch or score; the
    // answer is about that year's filings, not about the argument
    const early = errorText(await call("list_company_filings_tool", { ticker: "AAPL", fiscal_year: "1995" }))
    expect(early).not.toMatch(/^invalid_request/)
    expect(early).toMatch(/^(filing_not_found|upstream_unavailable): /)
    const history = ok(HistoryResponse, await call("get_disclosure_history_tool", { ticker: "AAPL", from: "1994", to: " 1995 ", form_type: "10-K" }))
    expect([history.from, history.to]).toEqual([1994, 1995])
    expect(history.missing.map((m) => m.fiscal_year)).toEqual([1994, 1995])
  })
})
