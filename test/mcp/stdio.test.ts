/**
 * `risk mcp`: the built binary serves the same tools over stdio, driven by the SDK's stdio
 * client. Needs `npm run build` first (npm test runs it) and the command registered in the
 * CLI. The filing service reads the corpus through a `file:` EDGAR base URL.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js"
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js"
import { existsSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { TOOL_NAMES } from "../../src/domain/mcp.js"
import { repoRoot, runRisk } from "../support/cli.js"
import { edgarRoot, withData } from "../support/data.js"
import { USER_AGENT } from "../workspace/support.js"

let client: Client
let transport: StdioClientTransport
let cacheDir: string
const stderr: Array<string> = []

beforeAll(async () => {
  if (!existsSync(join(repoRoot, "dist/cli/main.js"))) throw new Error("dist/ is missing: run `npm run build` first (npm test does)")
  const help = await runRisk(["--help"])
  if (!`${help.stdout}${help.stderr}`.includes("mcp")) {
    throw new Error("`risk mcp` is not registered: add mcpCommand to COMMANDS in src/cli/commands.ts and rebuild")
  }
  cacheDir = mkdtempSync(join(tmpdir(), "risk-mcp-stdio-"))
  transport = new StdioClientTransport({
    command: process.execPath,
    args: [join(repoRoot, "bin/risk.js"), "mcp"],
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? "",
      NO_COLOR: "1",
      SEC_USER_AGENT: USER_AGENT,
      RISK_EDGAR_BASE_URL: pathToFileURL(edgarRoot()).href,
      RISK_CACHE_DIR: cacheDir
    },
    stderr: "pipe"
  })
  transport.stderr?.on("data", (chunk: Buffer) => stderr.push(chunk.toString("utf8")))
  client = new Client({ name: "mcp-stdio-test", version: "1.0.0" })
  await client.connect(transport)
})

afterAll(async () => {
  await client?.close()
  if (cacheDir) rmSync(cacheDir, { recursive: true, force: true })
})

describe("risk mcp (stdio)", () => {
  it("lists the five tools", async () => {
    const { tools } = await client.listTools()
    expect(tools.map((t) => t.name)).toEqual([...TOOL_NAMES])
    expect(client.getServerVersion()?.name).toBe("disclosure-risk")
  })

  withData("edgar").it("calls a tool and returns structured content", async () => {
    const r = await client.callTool(
      { name: "list_company_filings_tool", arguments: { ticker: "AAPL", fiscal_year: 2025, form_type: "10-K" } },
      undefined,
      { timeout: 60_000 }
    )
    expect(r.isError ?? false, `${JSON.stringify(r.content).slice(0, 500)}\n${stderr.join("")}`).toBe(false)
    const filings = (r.structuredContent as { filings: Array<{ form_type: string }> } | undefined)?.filings ?? []
    expect(filings.map((f) => f.form_type)).toContain("10-K")
  })

  it("an unknown tool is a JSON-RPC error -32602; a year not a number is refused naming it", async () => {
    const thrown = await client.callTool({ name: "no_such_tool", arguments: {} }).then(
      () => null,
      (e: unknown) => e as { code?: number; message?: string }
    )
    expect(thrown?.code).toBe(-32602)
    expect(thrown?.message).toContain("Unknown tool: no_such_tool")
    const r = await client.callTool({ name: "score_company_filing_tool", arguments: { ticker: "AAPL", fiscal_year: "20x5" } })
    expect(r.isError).toBe(true)
    expect(JSON.stringify(r.content)).toContain("fiscal_year: expected a year from 1993 to 2100 as a whole number")
  })
})
