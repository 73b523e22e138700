/**
 * `risk metrics … | risk score --metrics -`: the score command takes the metrics command's
 * output (`{filing, metrics, versions}`) as well as the bare metrics document, with the same
 * scores; `--format table` prints a table.
 */
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { runRisk } from "../support/cli.js"
import { corpusDir, tenK } from "../support/corpus.js"
import { withData } from "../support/data.js"

describe("risk metrics | risk score --metrics -", () => {
  withData("edgar", "edgar-truth").it("scores the wrapped document exactly as the bare one, and prints a table when asked", async () => {
    const html = join(corpusDir(), tenK("AAPL", 2025).path)
    const metrics = await runRisk(["metrics", "--html", html, "--form", "10-K"])
    expect(metrics.code, metrics.stderr).toBe(0)
    const wrapped = JSON.parse(metrics.stdout) as { filing: { ticker: string | null }; metrics: unknown }
    expect(wrapped.metrics).toBeDefined()

    const piped = await runRisk(["score", "--metrics", "-"], metrics.stdout)
    expect(piped.code, piped.stderr).toBe(0)
    const bare = await runRisk(["score", "--metrics", "-"], JSON.stringify(wrapped.metrics))
    expect(bare.code, bare.stderr).toBe(0)
    expect(JSON.parse(piped.stdout)).toEqual(JSON.parse(bare.stdout))
    const scores = (JSON.parse(piped.stdout) as { scores: { overall_disclosure_risk_score: number | null } }).scores

    const table = await runRisk(["score", "--metrics", "-", "--format", "table"], metrics.stdout)
    expect(table.code, table.stderr).toBe(0)
    expect(() => JSON.parse(table.stdout)).toThrow()
    expect(table.stdout).toContain(`overall disclosure risk  ${scores.overall_disclosure_risk_score?.toFixed(1) ?? "–"} / 100`)
    if (wrapped.filing.ticker !== null) expect(table.stdout.split("\n")[0]).toContain(wrapped.filing.ticker)
  })

  it("a wrapper without a metrics document is still an error naming form_type", async () => {
    const r = await runRisk(["score", "--metrics", "-"], JSON.stringify({ filing: {}, versions: {} }))
    expect(r.code).toBe(2)
    expect(r.stderr).toContain("form_type")
  })
})
