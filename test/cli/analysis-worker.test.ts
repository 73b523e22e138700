/**
 * The analysis worker (on by default for `panel`, `history`, `universe`, `serve` and `mcp`):
 * a panel analysed in the worker thread prints exactly what the same panel analysed in process
 * prints (`RISK_ANALYSIS_WORKER=0`), through the built command line over the loopback EDGAR.
 */
import { expect, it } from "vitest"
import { runRisk } from "../support/cli.js"
import { corpusDir } from "../support/corpus.js"
import { withData } from "../support/data.js"
import { useEdgarServer } from "../support/edgar-server.js"

const UA = "disclosure-risk tests tests@example.com"
const edgar = useEdgarServer(() => ({ root: corpusDir() }))

withData("edgar").describe("analysis worker", () => {
  it("a panel analysed in the worker prints what the in-process panel prints", async () => {
    const args = ["panel", "AAPL", "NVDA", "TSLA", "--fiscal-year", "2024", "--edgar-base-url", edgar().url, "--no-cache"]
    const inProcess = await runRisk(args, "", { SEC_USER_AGENT: UA, RISK_ANALYSIS_WORKER: "0" })
    const worker = await runRisk(args, "", { SEC_USER_AGENT: UA })
    expect(inProcess.code, inProcess.stderr).toBe(0)
    expect(worker.code, worker.stderr).toBe(0)
    const rows = (out: string) => out.trim().split("\n").map((l) => JSON.parse(l) as { ticker: string; status: string })
    expect(rows(inProcess.stdout).map((r) => [r.ticker, r.status])).toEqual([["AAPL", "ok"], ["NVDA", "ok"], ["TSLA", "ok"]])
    expect(worker.stdout).toBe(inProcess.stdout)
  }, 120_000)
})
