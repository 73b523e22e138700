import { describe, expect, it } from "vitest"
import { HEADLINE_WEIGHTS } from "../../src/scoring/constants.js"
import { scoreV1 } from "../../src/scoring/scoring-model.js"
import { decodeOrThrow, full10K, withFlags } from "../support/docs.js"

const close = (actual: number | null | undefined, expected: number) => {
  expect(actual).not.toBeNull()
  expect(actual).toBeCloseTo(expected, 10)
}

describe("deterministic_scoring_v1 on a complete 10-K", () => {
  const s = scoreV1(decodeOrThrow(full10K))
  const c = s.components

  it("risk_factor_intensity = blend(neg×100, unc×100, diff_1a; .375, .375, .25)", () => {
    close(c.risk_factor_intensity_score, 0.375 * 2 + 0.375 * 3 + 0.25 * 20)
  })
  it("disclosure_change = blend(diff_1a, diff_mdna; .6, .4) + 0.1 × mean of positive uncertainty deltas", () => {
    // only the 1A delta (+0.5) is positive; the MD&A one (−0.3) is left out
    close(c.disclosure_change_score, 0.6 * 20 + 0.4 * 30 + 0.1 * 0.5)
  })
  it("mdna_uncertainty blends six MD&A inputs with weights renormalised over 1.2", () => {
    close(c.mdna_uncertainty_score, (0.4 * 1.5 + 0.35 * 1 + 0.25 * 60 + 0.1 * 5 + 0.05 * 2 + 0.05 * 3) / 1.2)
  })
  it("legal = blend(litigious_1a×100, legal_language_delta; .7, .3), delta = mean(max(0, d)) over 1A and Item 3", () => {
    const legalDelta = (Math.max(0, 0.2) + Math.max(0, -0.1)) / 2
    close(c.legal_regulatory_risk_score, 0.7 * 1 + 0.3 * legalDelta)
  })
  it("liquidity = blend(constraining_mdna×100, liquidity density; .5, .35)", () => {
    close(c.liquidity_stress_score, (0.5 * 0.6 + 0.35 * 4) / 0.85)
  })
  it("boilerplate = mean(boilerplate×100, 100 − numeric, 100 − company)", () => {
    close(c.boilerplate_risk_score, (25 + 60 + 70) / 3)
  })
  it("internal controls = blend(diff of 9A, constraining_1a×100; .6, .4)", () => {
    close(c.internal_controls_risk_score, 0.6 * 10 + 0.4 * 0.8)
  })
  it("event severity = diff_1a; tone = mean(neg_1a×100, unc_mdna×100); specificity = mean(numeric, company)", () => {
    close(c.event_severity_score, 20)
    close(c.tone_negativity_score, (2 + 1.5) / 2)
    close(c.specificity_quality_score, (40 + 30) / 2)
  })
  it("v1 computes neither the cybersecurity nor the event-materiality score", () => {
    expect(c.cybersecurity_incident_risk_score).toBeNull()
    expect(c.event_materiality_score).toBeNull()
  })
  it("headline = Σ w·c / Σ w over the nine components", () => {
    const expected =
      (0.2 * (0.375 * 2 + 0.375 * 3 + 0.25 * 20) +
        0.15 * (0.6 * 20 + 0.4 * 30 + 0.05) +
        0.15 * (16.7 / 1.2) +
        0.1 * (0.7 + 0.3 * 0.1) +
        0.1 * 2 +
        0.1 * (155 / 3) +
        0.05 * 6.32 +
        0.05 * 20 +
        0.05 * 1.75) /
      0.95
    close(s.overall_disclosure_risk_score, expected)
    expect(s.score_coverage_ratio).toBe(1)
    expect(s.missing_components).toEqual([])
  })
  it("aggregates: deterioration = change, quality = 100 − boilerplate, nothing else", () => {
    expect(Object.keys(s.aggregates).sort()).toEqual(["disclosure_deterioration_score", "disclosure_quality_score"])
    close(s.aggregates.disclosure_deterioration_score, 24.05)
    close(s.aggregates.disclosure_quality_score, 100 - 155 / 3)
  })
  it("components come in headline-weight order, then the other three", () => {
    expect(Object.keys(c)).toEqual([
      ...Object.keys(HEADLINE_WEIGHTS),
      "specificity_quality_score",
      "cybersecurity_incident_risk_score",
      "event_materiality_score"
    ])
  })
  it("provenance: one deterministic entry per component with raw (unscaled) inputs", () => {
    expect(s.provenance.map((p) => p.score_name)).toEqual(Object.keys(c))
    for (const p of s.provenance) {
      expect(p.source).toBe("deterministic")
      expect(p.value).toBe(c[p.score_name])
    }
    const rfi = s.provenance[0]!
    expect(rfi.inputs).toEqual({ negative_word_ratio: 0.02, uncertainty_word_ratio: 0.03, diff_1a: 20 })
    const ic = s.provenance.find((p) => p.score_name === "internal_controls_risk_score")!
    expect(ic.inputs.controls_section).toBe("item_9a_controls")
    expect(ic.inputs.flag_boost).toBe(0)
  })
})

describe("v1 flag boosts and caps", () => {
  it("adds 15 to a non-null blend when a named flag is true in any section", () => {
    const s = scoreV1(
      withFlags(full10K, {
        item_3_legal_proceedings: { investigation_flag: true },
        item_7_mdna: { guidance_withdrawal_flag: true, going_concern_flag: true },
        item_9a_controls: { material_weakness_flag: true }
      })
    )
    close(s.components.legal_regulatory_risk_score, 0.73 + 15)
    close(s.components.mdna_uncertainty_score, 16.7 / 1.2 + 15)
    close(s.components.liquidity_stress_score, 2 + 15)
    close(s.components.internal_controls_risk_score, 6.32 + 15)
    const legal = s.provenance.find((p) => p.score_name === "legal_regulatory_risk_score")!
    expect(legal.inputs).toMatchObject({ investigation_flag: true, material_legal_proceeding_flag: false, flag_boost: 15 })
  })
  it("adds 15 once, however many named flags are true", () => {
    const s = scoreV1(
      withFlags(full10K, {
        item_9a_controls: { material_weakness_flag: true, ineffective_controls_flag: true },
        item_1a_risk_factors: { restatement_flag: true }
      })
    )
    close(s.components.internal_controls_risk_score, 6.32 + 15)
  })
  it("caps at 100 after the boost", () => {
    const doc = decodeOrThrow({
      form_type: "10-K",
      section_metrics: { item_1a_risk_factors: { litigious_word_ratio: 0.95 } },
      section_flags: { item_1a_risk_factors: { material_legal_proceeding_flag: true } }
    })
    expect(scoreV1(doc).components.legal_regulatory_risk_score).toBe(100)
  })
  it("does not boost a null blend: a flag alone gives no v1 score", () => {
    const doc = decodeOrThrow({
      form_type: "10-K",
      section_metrics: {},
      section_flags: { item_3_legal_proceedings: { investigation_flag: true } }
    })
    const s = scoreV1(doc)
    expect(s.components.legal_regulatory_risk_score).toBeNull()
    expect(s.overall_disclosure_risk_score).toBeNull()
  })
  it("a false or null flag boosts nothing", () => {
    const s = scoreV1(withFlags(full10K, { item_3_legal_proceedings: { investigation_flag: false } }))
    close(s.components.legal_regulatory_risk_score, 0.73)
  })
})

describe("v1 null propagation and renormalisation", () => {
  it("a component is null only when every input of its blend is null", () => {
    const s = scoreV1(
      decodeOrThrow({ form_type: "10-K", section_metrics: { item_1a_risk_factors: { negative_word_ratio: 0.04 } } })
    )
    close(s.components.risk_factor_intensity_score, 4) // the single present input, weight renormalised to 1
    close(s.components.tone_negativity_score, 4)
    for (const name of [
      "disclosure_change_score",
      "mdna_uncertainty_score",
      "legal_regulatory_risk_score",
      "liquidity_stress_score",
      "boilerplate_risk_score",
      "internal_controls_risk_score",
      "event_severity_score",
      "specificity_quality_score"
    ] as const) {
      expect(s.components[name], name).toBeNull()
    }
    close(s.overall_disclosure_risk_score, (0.2 * 4 + 0.05 * 4) / 0.25)
    expect(s.score_coverage_ratio).toBe(0.2222)
    expect(s.missing_components).toEqual([
      "disclosure_change_score",
      "mdna_uncertainty_score",
      "legal_regulatory_risk_score",
      "liquidity_stress_score",
      "boilerplate_risk_score",
      "internal_controls_risk_score",
      "event_severity_score"
    ])
  })
  it("null and absent are the same: missing, never zero", () => {
    const withNulls = scoreV1(
      decodeOrThrow({
        form_type: "10-K",
        section_metrics: { item_1a_risk_factors: { negative_word_ratio: 0.04, uncertainty_word_ratio: null }, item_7_mdna: null },
        section_diffs: { item_1a_risk_factors: null }
      })
    )
    const absent = scoreV1(
      decodeOrThrow({ form_type: "10-K", section_metrics: { item_1a_risk_factors: { negative_word_ratio: 0.04 } } })
    )
    expect(withNulls).toEqual(absent)
    const zero = scoreV1(
      decodeOrThrow({
        form_type: "10-K",
        section_metrics: { item_1a_risk_factors: { negative_word_ratio: 0.04, uncertainty_word_ratio: 0 } }
      })
    )
    close(zero.components.risk_factor_intensity_score, 2) // (0.375×4 + 0.375×0) / 0.75
  })
  it("the delta bonus needs a non-null change blend, and no positive delta adds nothing", () => {
    const noDiffs = scoreV1(
      decodeOrThrow({
        form_type: "10-K",
        section_metrics: {},
        language_deltas: { item_1a_risk_factors: { uncertainty_language_delta: 3 } }
      })
    )
    expect(noDiffs.components.disclosure_change_score).toBeNull()
    const negativeOnly = scoreV1(
      decodeOrThrow({
        form_type: "10-K",
        section_metrics: {},
        section_diffs: { item_7_mdna: 50 },
        language_deltas: { item_7_mdna: { uncertainty_language_delta: -2 } }
      })
    )
    close(negativeOnly.components.disclosure_change_score, 50)
    const both = scoreV1(
      decodeOrThrow({
        form_type: "10-K",
        section_metrics: {},
        section_diffs: { item_7_mdna: 50 },
        language_deltas: {
          item_1a_risk_factors: { uncertainty_language_delta: 4 },
          item_7_mdna: { uncertainty_language_delta: 2 }
        }
      })
    )
    close(both.components.disclosure_change_score, 50 + 0.1 * 3)
  })
  it("the change score is capped at 100", () => {
    const s = scoreV1(
      decodeOrThrow({
        form_type: "10-K",
        section_metrics: {},
        section_diffs: { item_1a_risk_factors: 100, item_7_mdna: 100 },
        language_deltas: { item_1a_risk_factors: { uncertainty_language_delta: 50 } }
      })
    )
    expect(s.components.disclosure_change_score).toBe(100)
  })
  it("a 10-Q reads Part I MD&A, Part I Item 4 and Part II Item 1", () => {
    const s = scoreV1(
      decodeOrThrow({
        form_type: "10-Q",
        section_metrics: {
          item_2_mdna: { uncertainty_word_ratio: 0.02, constraining_word_ratio: 0.01 },
          item_1a_risk_factors: { litigious_word_ratio: 0.02 }
        },
        section_diffs: { item_4_controls: 40 },
        language_deltas: { item_1_legal_proceedings: { legal_language_delta: 1 } }
      })
    )
    close(s.components.mdna_uncertainty_score, 2)
    close(s.components.liquidity_stress_score, 1)
    close(s.components.internal_controls_risk_score, 40)
    close(s.components.legal_regulatory_risk_score, 0.7 * 2 + 0.3 * 1)
    const ic = s.provenance.find((p) => p.score_name === "internal_controls_risk_score")!
    expect(ic.inputs.controls_section).toBe("item_4_controls")
  })
  it("an empty document scores nothing, with coverage 0 and a null headline", () => {
    const s = scoreV1(decodeOrThrow({ form_type: "8-K", section_metrics: {} }))
    expect(s.overall_disclosure_risk_score).toBeNull()
    expect(s.score_coverage_ratio).toBe(0)
    expect(s.missing_components).toHaveLength(9)
  })
})
