import { describe, expect, it } from "vitest"
import { makeCalibration } from "../../src/scoring/calibration.js"
import { scoreV1, scoreV2 } from "../../src/scoring/scoring-model.js"
import { decodeOrThrow, full10K, withFlags } from "../support/docs.js"

const close = (actual: number | null | undefined, expected: number) => {
  expect(actual).not.toBeNull()
  expect(actual).toBeCloseTo(expected, 10)
}

const noTables = makeCalibration({ id: "empty", tables: [] })
const entry = (s: ReturnType<typeof scoreV2>, name: string) => s.provenance.find((p) => p.score_name === name)!

describe("deterministic_scoring_v2 on a complete 10-K", () => {
  const v1 = scoreV1(decodeOrThrow(full10K))
  const s = scoreV2(decodeOrThrow(full10K), noTables)
  const c = s.components

  it("legal is an evidence blend: 1A litigious (.5), Item 3 litigious (.35), legal delta (.3)", () => {
    close(c.legal_regulatory_risk_score, (0.5 * 1 + 0.35 * 5 + 0.3 * 0.1) / 1.15)
    const p = entry(s, "legal_regulatory_risk_score")
    expect(p.source).toBe("deterministic_v2")
    expect(p.inputs.litigious_word_ratio_legal_proceedings).toEqual({
      name: "litigious_word_ratio_legal_proceedings",
      value: 5,
      raw_value: 0.05,
      weight: 0.35,
      section: "item_3_legal_proceedings",
      reason: "metric"
    })
  })
  it("liquidity adds the 1A constraining fallback row (.25) whenever 1A has the metric", () => {
    close(c.liquidity_stress_score, (0.5 * 0.6 + 0.35 * 4 + 0.25 * 0.8) / 1.1)
    expect(entry(s, "liquidity_stress_score").inputs.constraining_word_ratio_1a).toMatchObject({
      reason: "liquidity_fallback",
      weight: 0.25,
      section: "item_1a_risk_factors"
    })
  })
  it("internal controls = evidence of the 9A diff (.6) and 1A constraining (.4)", () => {
    close(c.internal_controls_risk_score, 0.6 * 10 + 0.4 * 0.8)
  })
  it("without a calibration table, risk-factor intensity uses the identity fallback (ratio × 100)", () => {
    close(c.risk_factor_intensity_score, 0.375 * 2 + 0.375 * 3 + 0.25 * 20)
    const p = entry(s, "risk_factor_intensity_score")
    expect(p.inputs.negative_word_ratio).toEqual({
      raw_value: 0.02,
      calibrated_value: 2,
      calibration_reference: "identity_fallback",
      calibration_status: "identity_fallback"
    })
  })
  it("keeps every unchanged component exactly as v1, event severity included, so coverage reaches 1", () => {
    for (const name of ["disclosure_change_score", "mdna_uncertainty_score", "event_severity_score", "tone_negativity_score"] as const) {
      expect(c[name], name).toBe(v1.components[name])
      expect(entry(s, name).source).toBe("deterministic")
    }
    expect(s.score_coverage_ratio).toBe(1)
  })
  it("boilerplate and specificity stay v1's even with tables for their 1A inputs (the spec leaves them unchanged)", () => {
    const ramp = (hi: number) => Array.from({ length: 21 }, (_, i) => (i * hi) / 20)
    const tables = makeCalibration({
      id: "t",
      tables: [
        { metric: "boilerplate_word_ratio", form: "10-K", sector: null, fiscal_year: null, values: ramp(1) },
        { metric: "numeric_specificity", form: "10-K", sector: null, fiscal_year: null, values: ramp(50) },
        { metric: "company_specificity", form: "10-K", sector: null, fiscal_year: null, values: ramp(120) }
      ]
    })
    const r = scoreV2(decodeOrThrow(full10K), tables)
    for (const name of ["boilerplate_risk_score", "specificity_quality_score"] as const) {
      expect(r.components[name], name).toBe(v1.components[name])
      expect(entry(r, name).source).toBe("deterministic")
      expect(entry(r, name).inputs).toEqual(entry(v1 as ReturnType<typeof scoreV2>, name).inputs)
    }
  })
  it("no incident outside Item 1C and not an 8-K: the two extra scores are null", () => {
    expect(c.cybersecurity_incident_risk_score).toBeNull()
    expect(c.event_materiality_score).toBeNull()
  })
  it("aggregates: static risk, change risk and static quality", () => {
    const a = s.aggregates
    const legal = (0.5 + 1.75 + 0.03) / 1.15
    const liquidity = 1.9 / 1.1
    close(a.static_disclosure_risk_score, (1.75 + 155 / 3 + 16.7 / 1.2 + legal + liquidity + 6.32) / 6)
    close(a.disclosure_change_risk_score, (24.05 + 20) / 2)
    close(a.static_disclosure_quality_score, 35)
    close(a.disclosure_quality_score, 100 - 155 / 3)
    close(a.disclosure_deterioration_score, 24.05)
  })
  it("the headline is recomputed over the v2 components", () => {
    const w = { rfi: 0.2, ch: 0.15, md: 0.15, lg: 0.1, lq: 0.1, bp: 0.1, ic: 0.05, ev: 0.05, tn: 0.05 }
    const expected =
      (w.rfi * 6.875 +
        w.ch * 24.05 +
        w.md * (16.7 / 1.2) +
        w.lg * (2.28 / 1.15) +
        w.lq * (1.9 / 1.1) +
        w.bp * (155 / 3) +
        w.ic * 6.32 +
        w.ev * 20 +
        w.tn * 1.75) /
      0.95
    close(s.overall_disclosure_risk_score, expected)
  })
})

describe("v2 evidence from flags", () => {
  it("a flag-only legal score is exactly 65.0", () => {
    const doc = decodeOrThrow({
      form_type: "10-K",
      section_metrics: {},
      section_flags: { item_3_legal_proceedings: { investigation_flag: true } }
    })
    const s = scoreV2(doc, noTables)
    expect(s.components.legal_regulatory_risk_score).toBe(65)
    expect(entry(s, "legal_regulatory_risk_score").inputs.investigation_flag).toEqual({
      name: "investigation_flag",
      value: 65,
      raw_value: true,
      weight: 0.5,
      section: "item_3_legal_proceedings",
      reason: "serious_flag"
    })
  })
  it("a serious flag is a row of 65 with weight 0.5 beside the metric rows", () => {
    const s = scoreV2(
      withFlags(full10K, {
        item_3_legal_proceedings: { material_legal_proceeding_flag: true },
        item_7_mdna: { covenant_breach_flag: true, going_concern_flag: true },
        item_9a_controls: { restatement_flag: true }
      }),
      noTables
    )
    close(s.components.legal_regulatory_risk_score, (2.28 + 0.5 * 65) / 1.65)
    close(s.components.liquidity_stress_score, (1.9 + 0.5 * 65 + 0.5 * 65) / 2.1)
    close(s.components.internal_controls_risk_score, (6.32 + 0.5 * 65) / 1.5)
  })
  it("cybersecurity incident: 65 from a flag outside Item 1C, null from Item 1C alone", () => {
    const only1c = scoreV2(withFlags(full10K, { item_1c_cybersecurity: { cybersecurity_incident_flag: true } }), noTables)
    expect(only1c.components.cybersecurity_incident_risk_score).toBeNull()
    const in1a = scoreV2(
      withFlags(full10K, {
        item_1c_cybersecurity: { cybersecurity_incident_flag: true },
        item_1a_risk_factors: { cybersecurity_incident_flag: true }
      }),
      noTables
    )
    expect(in1a.components.cybersecurity_incident_risk_score).toBe(65)
    expect(entry(in1a, "cybersecurity_incident_risk_score").inputs.cybersecurity_incident_flag).toMatchObject({
      weight: 0.7,
      reason: "incident_flag",
      section: "item_1a_risk_factors"
    })
    // never part of the headline
    expect(in1a.overall_disclosure_risk_score).toBe(scoreV2(decodeOrThrow(full10K), noTables).overall_disclosure_risk_score)
  })
  it("8-K event materiality: event flags (.45) plus each item's uncertainty (.25) and diff (.2)", () => {
    const doc = decodeOrThrow({
      form_type: "8-K",
      section_metrics: { item_2_02: { uncertainty_word_ratio: 0.02 }, item_8_01: { uncertainty_word_ratio: 0.01 } },
      section_diffs: { item_2_02: 50 },
      section_flags: { item_8_01: { investigation_flag: true, restatement_flag: true } }
    })
    const s = scoreV2(doc, noTables)
    close(s.components.event_materiality_score, (0.45 * 65 + 0.25 * 2 + 0.2 * 50 + 0.25 * 1) / (0.45 + 0.25 + 0.2 + 0.25))
    const p = entry(s, "event_materiality_score")
    expect(Object.keys(p.inputs)).toEqual(["investigation_flag", "uncertainty_word_ratio_item_2_02", "diff_item_2_02", "uncertainty_word_ratio_item_8_01"])
    // restatement is not an event flag, but it is a serious internal-controls flag: evidence-only 65
    expect(s.components.internal_controls_risk_score).toBe(65)
    expect(s.components.legal_regulatory_risk_score).toBe(65)
  })
  it("event materiality is null for 10-K and 10-Q", () => {
    const s = scoreV2(withFlags(full10K, { item_3_legal_proceedings: { investigation_flag: true } }), noTables)
    expect(s.components.event_materiality_score).toBeNull()
  })
})

describe("v2 risk-factor calibration", () => {
  // 21 values: 0.00, 0.01, … 0.20 for negative; a flat run for uncertainty
  const negative = Array.from({ length: 21 }, (_, i) => i / 100)
  const uncertainty = [0, 0.01, 0.02, 0.03, 0.03, 0.03, 0.03, 0.04, 0.05, 0.06, 0.07, 0.08, 0.09, 0.1, 0.11, 0.12, 0.13, 0.14, 0.15, 0.16, 0.2]
  const cal = makeCalibration({
    id: "test_tables",
    tables: [
      { metric: "negative_word_ratio", form: "10-K", sector: null, fiscal_year: null, values: negative },
      { metric: "uncertainty_word_ratio", form: "10-K", sector: null, fiscal_year: null, values: uncertainty }
    ]
  })
  it("replaces the tone inputs by percentile ranks", () => {
    // negative 0.02 → p10; uncertainty 0.03 is the flat run v3…v6 → midpoint (15 + 30) / 2
    const s = scoreV2(decodeOrThrow(full10K), cal)
    close(s.components.risk_factor_intensity_score, 0.375 * 10 + 0.375 * 22.5 + 0.25 * 20)
    const p = entry(s, "risk_factor_intensity_score")
    expect(p.inputs.negative_word_ratio).toEqual({
      raw_value: 0.02,
      calibrated_value: 10,
      calibration_reference: "test_tables:10-K:negative_word_ratio",
      calibration_status: "calibrated"
    })
  })
  it("a 10-Q without a 10-Q table falls back to identity", () => {
    const s = scoreV2(
      decodeOrThrow({ form_type: "10-Q", section_metrics: { item_1a_risk_factors: { negative_word_ratio: 0.02 } } }),
      cal
    )
    close(s.components.risk_factor_intensity_score, 2)
  })
  it("without 1A the intensity score is the 1A diff alone, and missing inputs are marked missing", () => {
    const s = scoreV2(decodeOrThrow({ form_type: "10-K", section_metrics: {}, section_diffs: { item_1a_risk_factors: 12 } }), cal)
    expect(s.components.risk_factor_intensity_score).toBe(12)
    expect(entry(s, "risk_factor_intensity_score").inputs.uncertainty_word_ratio).toMatchObject({
      calibration_status: "missing",
      calibrated_value: null
    })
  })
})
