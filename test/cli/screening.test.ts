/**
 * The screening model (v3) on the command line, over the loopback EDGAR with one file cache:
 * `--model v3` scores with it (its id, and scoreV3 of the result's own metrics) on score,
 * panel and universe; the `--format table` scorecard shows the v3 headline beside the v2
 * one with the events and the language components that drive it; a v2 request after a v3
 * request of the same filing is answered with v2 (the model is part of the cache key).
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, expect, it } from "vitest"
import { FLAG_LABELS, type FlagName } from "../../src/domain/names.js"
import type { Scores } from "../../src/domain/scores.js"
import { runRisk } from "../support/cli.js"
import { corpusDir } from "../support/corpus.js"
import { useEdgarServer } from "../support/edgar-server.js"
import { eventRows, v2Of, v3Of } from "../support/screening.js"
import { withData } from "../support/data.js"

const UA = "disclosure-risk tests tests@example.com"
const edgar = useEdgarServer(() => ({ root: corpusDir() }))
let dir: string

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "risk-screening-"))
})
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
})

const risk = (args: ReadonlyArray<string>, input = "") =>
  runRisk([...args, "--edgar-base-url", edgar().url, "--cache-dir", join(dir, "cache")], input, { SEC_USER_AGENT: UA })

interface Result {
  readonly metrics: unknown
  readonly scores: Scores
  readonly versions: { readonly scoring_model_version: string }
}

const plain = (x: unknown): unknown => JSON.parse(JSON.stringify(x))

withData("edgar").describe("risk --model v3 and the side-by-side table", { timeout: 180_000 }, () => {
  it("score, then the table and the default model after it; panel and universe with v3", async () => {
    const v3Run = await risk(["score", "AAPL", "2025", "--model", "v3"])
    expect(v3Run.code, v3Run.stderr).toBe(0)
    const v3 = JSON.parse(v3Run.stdout) as Result
    expect(v3.versions.scoring_model_version).toBe("deterministic_scoring_v3")
    expect(v3.scores).toEqual(plain(v3Of(v3.metrics)))
    const v3Headline = v3.scores.overall_disclosure_risk_score!

    // v2 (the default) after v3, same filing, same cache: the table, then the JSON
    const table = await risk(["score", "AAPL", "2025", "--format", "table"])
    expect(table.code, table.stderr).toBe(0)
    const v2Scores = v2Of(v3.metrics)
    expect(table.stdout).toContain(`overall disclosure risk  ${v2Scores.overall_disclosure_risk_score!.toFixed(1)} / 100`)
    expect(table.stdout).toContain("model deterministic_scoring_v2")
    expect(table.stdout).toMatch(new RegExp(`^v3 \\(screening\\)\\s+${v3Headline.toFixed(1)} / 100`, "m"))
    expect(table.stdout).toMatch(/^risk_factor_intensity\s+0\.20/m)
    expect(table.stdout).toContain(`events E ${v3.scores.components.event_severity_score!.toFixed(1)}`)
    const events = eventRows(v3.scores)
    expect(events.length).toBeGreaterThan(0)
    for (const e of events) expect(table.stdout).toMatch(new RegExp(`^  ${FLAG_LABELS[e.flag as FlagName]}\\s+${e.severity.toFixed(2)}\\s`, "m"))

    const v2Run = await risk(["score", "AAPL", "2025"])
    expect(v2Run.code, v2Run.stderr).toBe(0)
    const v2 = JSON.parse(v2Run.stdout) as Result
    expect(v2.versions.scoring_model_version).toBe("deterministic_scoring_v2")
    expect(v2.scores).toEqual(plain(v2Scores))
    expect(v2.scores.overall_disclosure_risk_score).not.toBe(v3Headline)

    // the panel and the universe with v3 (warm: the same results)
    const panel = await risk(["panel", "AAPL", "--fiscal-year", "2025", "--model", "v3"])
    expect(panel.code, panel.stderr).toBe(0)
    expect((JSON.parse(panel.stdout) as { scores: Scores }).scores).toEqual(v3.scores)
    const out = join(dir, "universe.ndjson")
    const universe = await risk(["universe", "--tickers", "-", "--fiscal-year", "2025", "--out", out, "--model", "3"], "AAPL\n")
    expect(universe.code, universe.stderr).toBe(0)
    const row = JSON.parse(readFileSync(out, "utf8").trim()) as Record<string, unknown>
    expect(row.scoring_model_version).toBe("deterministic_scoring_v3")
    expect(row.overall_disclosure_risk_score).toBe(v3Headline)
  })
})
