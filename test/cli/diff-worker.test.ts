/**
 * A one-shot `--html … --prior-html …` command makes its section diffs in a worker thread
 * (src/pipeline/analysis/diff-thread.ts): through the built command line, it prints exactly
 * what the same command prints with the diffs made in process (`RISK_ANALYSIS_WORKER=0`), for
 * the generated sample filing, real 10-K pairs, an unreadable prior, the table view,
 * `risk metrics`, and the live one-shot `risk score TICKER FISCAL_YEAR` over the loopback EDGAR.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { sampleFilings } from "../../src/pipeline/analysis/sample-filings.js"
import { runRisk } from "../support/cli.js"
import { corpusDir, tenK } from "../support/corpus.js"
import { withData } from "../support/data.js"
import { useEdgarServer } from "../support/edgar-server.js"

const dir = mkdtempSync(join(tmpdir(), "risk-diff-worker-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const same = async (args: ReadonlyArray<string>, env: Record<string, string> = {}) => {
  const inProcess = await runRisk(args, "", { ...env, RISK_ANALYSIS_WORKER: "0" })
  const worker = await runRisk(args, "", env)
  expect(worker.code, worker.stderr).toBe(inProcess.code)
  expect(worker.stderr).toBe(inProcess.stderr)
  expect(worker.stdout).toBe(inProcess.stdout)
  return worker
}

describe("the section diffs' worker", () => {
  it("prints what the in-process analysis prints (sample filing, an unreadable prior)", async () => {
    const { current, prior } = sampleFilings()
    writeFileSync(join(dir, "current.htm"), current)
    writeFileSync(join(dir, "prior.htm"), prior)
    writeFileSync(join(dir, "binary.htm"), new Uint8Array(8192).map((_, i) => (i * 13) % 256))
    const out = await same(["score", "--html", join(dir, "current.htm"), "--prior-html", join(dir, "prior.htm"), "--form", "10-K", "--format", "json"])
    expect(out.code).toBe(0)
    expect((JSON.parse(out.stdout) as { metrics: { has_prior: boolean } }).metrics.has_prior).toBe(true)
    const unreadable = await same(["score", "--html", join(dir, "current.htm"), "--prior-html", join(dir, "binary.htm"), "--form", "10-K", "--format", "json"])
    expect(unreadable.code).toBe(0)
    expect(unreadable.stdout).toContain("the prior document could not be read")
  }, 120_000)
})

withData("edgar", "edgar-truth").describe("the section diffs' worker on real filings", () => {
  it("prints what the in-process analysis prints (AAPL and TSLA 10-K pairs, the table, metrics)", async () => {
    const pair = (ticker: string, year: number) => [join(corpusDir(), tenK(ticker, year).path), join(corpusDir(), tenK(ticker, year - 1).path)] as const
    const [aapl, aaplPrior] = pair("AAPL", 2025)
    const [tsla, tslaPrior] = pair("TSLA", 2024)
    await same(["score", "--html", aapl, "--prior-html", aaplPrior, "--form", "10-K", "--format", "json"])
    await same(["score", "--html", tsla, "--prior-html", tslaPrior, "--form", "10-K", "--format", "table"])
    await same(["metrics", "--html", tsla, "--prior-html", tslaPrior, "--form", "10-K"])
  }, 180_000)
})

withData("edgar").describe("the section diffs' worker in a live one-shot", () => {
  const edgar = useEdgarServer(() => ({ root: corpusDir() }))
  it("risk score TICKER FISCAL_YEAR prints what the in-process analysis prints", async () => {
    const env = { SEC_USER_AGENT: "disclosure-risk tests tests@example.com" }
    const out = await same(["score", "AAPL", "2025", "--edgar-base-url", edgar().url, "--no-cache", "--format", "json"], env)
    expect(out.code, out.stderr).toBe(0)
    expect((JSON.parse(out.stdout) as { metrics: { has_prior: boolean } }).metrics.has_prior).toBe(true)
  }, 120_000)
})
