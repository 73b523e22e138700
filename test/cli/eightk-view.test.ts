/**
 * The 8-K view of `risk score --format table`: the 8-K's items, the event-materiality score
 * and its inputs, not nine empty 10-K bars; a 10-K's missing components say why.
 */
import { join } from "node:path"
import { describe, expect } from "vitest"
import { runRisk } from "../support/cli.js"
import { corpusDir, tenK } from "../support/corpus.js"
import { withData } from "../support/data.js"

const EIGHT_K = "Archives/edgar/data/320193/000119312519292676/0001193125-19-292676.txt"

describe("risk score --format table", () => {
  withData("edgar").it("an 8-K: its items, event materiality and its inputs, no 10-K component rows", async () => {
    const file = join(corpusDir(), EIGHT_K)
    const json = await runRisk(["score", "--html", file, "--form", "8-K"])
    expect(json.code, json.stderr).toBe(0)
    const r = JSON.parse(json.stdout) as {
      sections: Array<{ section_name: string; word_count: number }>
      scores: { components: { event_materiality_score: number | null }; provenance: Array<{ score_name: string; inputs: Record<string, unknown> }> }
    }
    const table = await runRisk(["score", "--html", file, "--form", "8-K", "--format", "table"])
    expect(table.code, table.stderr).toBe(0)
    expect(table.stdout).toContain(`event materiality  ${r.scores.components.event_materiality_score?.toFixed(1) ?? "–"} / 100`)
    expect(r.sections.length).toBeGreaterThan(0)
    for (const s of r.sections) {
      const m = /^item_(\d+)_(\d+)/.exec(s.section_name)!
      expect(table.stdout).toMatch(new RegExp(`^${m[1]}\\.${m[2]}\\s+.*\\s${s.word_count}\\b`, "m"))
    }
    const inputs = Object.keys(r.scores.provenance.find((p) => p.score_name === "event_materiality_score")?.inputs ?? {})
    for (const name of inputs) expect(table.stdout).toContain(name)
    expect(table.stdout).not.toMatch(/^risk_factor_intensity/m)
  })

  withData("edgar", "edgar-truth").it("a 10-K without its prior: the change component says why it is missing", async () => {
    const t = await runRisk(["score", "--html", join(corpusDir(), tenK("AAPL", 2025).path), "--form", "10-K", "--format", "table"])
    expect(t.code, t.stderr).toBe(0)
    expect(t.stdout).toMatch(/^disclosure_change\s+0\.15\s+–\s+missing: \S+/m)
  })
})
