/**
 * The scorecard of an 8-K shows the 8-K: its items, the event-materiality score and its
 * inputs, not nine empty 10-K bars; a 10-K's missing components say why.
 */
import { join } from "node:path"
import { Schema } from "effect"
import { expect, it } from "vitest"
import { FullResult } from "../../src/pipeline/analysis/result.js"
import { renderScorecard } from "../../src/workspace/render.js"
import { runRisk } from "../support/cli.js"
import { corpusDir, tenK } from "../support/corpus.js"
import { withData } from "../support/data.js"

const EIGHT_K = "Archives/edgar/data/320193/000119312519292676/0001193125-19-292676.txt"

const scoreFile = async (path: string, form: string): Promise<FullResult> => {
  const r = await runRisk(["score", "--html", join(corpusDir(), path), "--form", form])
  expect(r.code, r.stderr).toBe(0)
  return Schema.decodeUnknownSync(FullResult)(JSON.parse(r.stdout))
}

withData("edgar", "edgar-truth").describe("scorecard", () => {
  it("an 8-K: items, event materiality and its inputs; no 10-K component bars", async () => {
    const r = await scoreFile(EIGHT_K, "8-K")
    const html = renderScorecard(r)
    expect(r.sections.length).toBeGreaterThan(0)
    for (const s of r.sections) expect(html).toContain(`data-item="${s.section_name}"`)
    expect(html).toContain(`id="event-materiality">${r.scores.components.event_materiality_score?.toFixed(1) ?? "–"}<`)
    const inputs = Object.keys(r.scores.provenance.find((p) => p.score_name === "event_materiality_score")?.inputs ?? {})
    for (const name of inputs) expect(html).toContain(name)
    expect(html).not.toContain('data-component="risk_factor_intensity_score"')
  })

  it("a 10-K without its prior: the change component says why it is missing", async () => {
    const r = await scoreFile(tenK("AAPL", 2025).path, "10-K")
    expect(r.scores.components.disclosure_change_score).toBeNull()
    expect(renderScorecard(r)).toMatch(/data-component="disclosure_change_score"[\s\S]*?Missing: [^<]+</)
  })
})
