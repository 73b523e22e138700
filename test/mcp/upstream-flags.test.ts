/**
 * `risk mcp` takes the upstream flags of every other EDGAR command (here `--edgar-base-url`
 * and `--cache-dir`, no environment), and `/mcp` accepts a real 10-K (AAPL's, over the
 * 1 MiB limit of the JSON API) for the HTML-scoring tool.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { Client } from "@modelcontextprotocol/sdk/client/index.js"
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js"
import { afterAll, beforeAll, expect, it } from "vitest"
import { DEFAULT_MAX_BODY_BYTES } from "../../src/config.js"
import { repoRoot } from "../support/cli.js"
import { corpusDir, readCorpusFile, tenK } from "../support/corpus.js"
import { type RunningService, startService } from "../http/support.js"
import { withData } from "../support/data.js"

let service: RunningService
beforeAll(async () => {
  service = await startService()
})
afterAll(async () => {
  await service?.close()
})

withData("edgar", "edgar-truth").describe("risk mcp and /mcp", () => {
  it("risk mcp --edgar-base-url URL --cache-dir DIR serves the tools", async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), "risk-mcp-flags-"))
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [join(repoRoot, "bin/risk.js"), "mcp", "--edgar-base-url", pathToFileURL(corpusDir()).href, "--cache-dir", cacheDir],
      cwd: repoRoot,
      env: { PATH: process.env["PATH"] ?? "", NO_COLOR: "1", SEC_USER_AGENT: "disclosure-risk tests tests@example.com" },
      stderr: "pipe"
    })
    const client = new Client({ name: "mcp-flags-test", version: "1.0.0" })
    try {
      await client.connect(transport)
      const r = (await client.callTool({ name: "list_company_filings_tool", arguments: { ticker: "AAPL", fiscal_year: 2025, form_type: "10-K" } }, undefined, {
        timeout: 120_000
      })) as { isError?: boolean; structuredContent?: { filings: Array<{ accession_number: string }> } }
      expect(r.isError ?? false).toBe(false)
      expect(r.structuredContent?.filings.map((f) => f.accession_number)).toEqual([tenK("AAPL", 2025).accession])
    } finally {
      await client.close()
      rmSync(cacheDir, { recursive: true, force: true })
    }
  })

  it("/mcp takes AAPL's 10-K (over the JSON API's 1 MiB) for score_filing_html_tool", async () => {
    const html = readCorpusFile(tenK("AAPL", 2025).path).toString("utf8")
    expect(Buffer.byteLength(html)).toBeGreaterThan(DEFAULT_MAX_BODY_BYTES)
    const client = new Client({ name: "mcp-body-test", version: "1.0.0" })
    await client.connect(new StreamableHTTPClientTransport(new URL(`${service.url}/mcp`)))
    try {
      const r = (await client.callTool({ name: "score_filing_html_tool", arguments: { html, form_type: "10-K" } }, undefined, { timeout: 120_000 })) as {
        isError?: boolean
        content: Array<{ text?: string }>
        structuredContent?: { scores?: { overall_disclosure_risk_score: number | null } }
      }
      expect(r.isError ?? false, r.content[0]?.text?.slice(0, 300)).toBe(false)
      expect(typeof r.structuredContent?.scores?.overall_disclosure_risk_score).toBe("number")
    } finally {
      await client.close()
    }
  })
})
