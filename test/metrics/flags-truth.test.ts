/**
 * The red-flag detector against the hand-labelled sentences of flags-truth (see
 * flags-truth.ts for the matching rules; `npm run eval:flags` prints the full report).
 * Bars: sentence precision ≥ 0.9 and recall ≥ 0.8 overall and for every family with at
 * least 10 true rows; (filing, family) precision and recall ≥ 0.9. The bars are checked with the
 * ten rows that label a general admission of past cyber incidents `true` (the guide's older
 * convention) read as generic, as the detector reads them since text_metrics_v9
 * (flags-truth-conventions.ts); the figures on the labels as they are stand in bench/flags-eval.md.
 */
import { expect, it } from "vitest"
import { hasData, withData } from "../support/data.js"
import { conventionConflicts, underNewerConvention } from "./flags-truth-conventions.js"
import { detectAll, evaluate, loadLabels } from "./flags-truth.js"

withData("flags-truth", "edgar").describe("red flags on flags-truth", () => {
  const raw = hasData("flags-truth", "edgar") ? loadLabels() : []
  const labels = underNewerConvention(raw)
  const docs = detectAll(labels)
  const evaluation = evaluate(labels, docs)

  it("reads exactly the listed rows under the newer cyber convention", () => {
    expect(conventionConflicts(raw)).toBe(10)
  })

  it("meets the sentence-level bars overall", () => {
    expect(evaluation.overall.trueRows).toBeGreaterThan(100)
    expect(evaluation.overall.precision).toBeGreaterThanOrEqual(0.9)
    expect(evaluation.overall.recall).toBeGreaterThanOrEqual(0.8)
  })

  it("meets the sentence-level bars for every family with at least 10 true rows", () => {
    const big = evaluation.families.filter((f) => f.trueRows >= 10)
    expect(big.map((f) => f.family).sort()).toEqual(["cybersecurity_incident", "investigation", "material_legal_proceeding"])
    for (const f of big) {
      expect(f.precision, f.family).toBeGreaterThanOrEqual(0.9)
      expect(f.recall, f.family).toBeGreaterThanOrEqual(0.8)
    }
  })

  it("meets the (filing, family) bars", () => {
    expect(evaluation.pairs.precision).toBeGreaterThanOrEqual(0.9)
    expect(evaluation.pairs.recall).toBeGreaterThanOrEqual(0.9)
  })

  it("raises no flag of a family that has no true sentence (hypothetical, negated and generic wording)", () => {
    for (const f of evaluation.families.filter((x) => x.trueRows === 0)) expect(f.evidence, f.family).toBe(0)
  })

  it("starts evidence at the sentence, not at a sub-heading glued to it", () => {
    const sentences = docs.flatMap((d) => d.hits.map((h) => h.sentence))
    expect(sentences.some((s) => s.startsWith("Epic Games, Inc. filed a lawsuit"))).toBe(true)
    expect(sentences.filter((s) => /^(?:Epic Games Epic|Digital Markets Act Investigations|Department of Justice Lawsuit) /.test(s))).toEqual([])
  })
})
