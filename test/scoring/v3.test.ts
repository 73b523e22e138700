import fc from "fast-check"
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { FLAG_NAMES, type FlagName } from "../../src/domain/names.js"
import { Scores } from "../../src/domain/scores.js"
import { makeCalibration } from "../../src/scoring/calibration.js"
import { SCORING_CONSTANTS } from "../../src/scoring/constants.js"
import { scoreV2, scoreV3 } from "../../src/scoring/scoring-model.js"
import { decodeOrThrow, full10K, withFlags } from "../support/docs.js"

const k = SCORING_CONSTANTS.v3
const ramp = (lo: number, hi: number) => Array.from({ length: 21 }, (_, i) => lo + ((hi - lo) * i) / 20)
/** Tables where a value's rank is easy to read: ratios 0..0.04 and densities 0..10 map linearly onto 0..100. */
const table = (metric: string, values: Array<number>) => ({ metric, form: "10-K" as const, sector: null, fiscal_year: null, values })
const tables = makeCalibration({
  id: "t",
  tables: [
    ...["negative_word_ratio", "uncertainty_word_ratio", "litigious_word_ratio"].map((m) => table(m, ramp(0, 0.04))),
    ...["negative_word_ratio", "uncertainty_word_ratio", "constraining_word_ratio", "litigious_word_ratio"].map((m) => table(`mdna.${m}`, ramp(0, 0.04))),
    ...["uncertainty_term_density", "demand_softness_density", "margin_pressure_density", "liquidity_constraint_density"].map((m) => table(`mdna.${m}`, ramp(0, 10))),
    table("boilerplate_word_ratio", ramp(0, 1)),
    table("numeric_specificity", ramp(0, 100)),
    table("company_specificity", ramp(0, 100))
  ]
})
const none = makeCalibration({ id: "empty", tables: [] })
const noisyOr = (flags: ReadonlyArray<FlagName>) => 100 * (1 - flags.reduce((p, f) => p * (1 - k.event_seriousness[f]), 1))

describe("deterministic_scoring_v3", () => {
  const calm = scoreV3(withFlags(full10K, {}), tables)
  const c = calm.components

  it("language components read percentile ranks (1A negative 2 % → 50, MD&A uncertainty 1.5 % → 37.5)", () => {
    expect(c.risk_factor_intensity_score).toBeCloseTo(0.5 * 50 + 0.5 * 75, 10)
    // MD&A: uncertainty 37.5 (.3); negative absent; densities 5 → 50 (.15), 2 → 20 (.1), 3 → 30 (.15)
    expect(c.mdna_uncertainty_score).toBeCloseTo((0.3 * 37.5 + 0.15 * 50 + 0.1 * 20 + 0.15 * 30) / 0.7, 10)
    expect(c.liquidity_stress_score).toBeCloseTo(0.5 * 15 + 0.5 * 40, 10)
    expect(c.tone_negativity_score).toBeCloseTo(50, 10) // MD&A negative absent: 1A alone (weights 0.3 1A, 0.7 MD&A)
    expect(c.legal_regulatory_risk_score).toBeCloseTo(25, 10) // 1A litigious 1 % → 25; MD&A absent
    const p = calm.provenance.find((e) => e.score_name === "mdna_uncertainty_score")!
    expect(p.source).toBe("deterministic_v3")
    expect(p.inputs.uncertainty_word_ratio).toMatchObject({ raw_value: 0.015, calibration_reference: "t:10-K:mdna.uncertainty_word_ratio", calibration_status: "calibrated" })
    expect((p.inputs.uncertainty_word_ratio as { calibrated_value: number }).calibrated_value).toBeCloseTo(37.5, 10)
  })

  it("without tables a language input is left out, never read on a raw scale", () => {
    const s = scoreV3(withFlags(full10K, {}), none)
    for (const name of ["risk_factor_intensity_score", "mdna_uncertainty_score", "liquidity_stress_score", "tone_negativity_score", "legal_regulatory_risk_score"] as const) {
      expect(s.components[name], name).toBeNull()
    }
    expect(s.aggregates.language_risk_score).toBeCloseTo(c.disclosure_change_score!, 10) // change alone
  })

  it("change: diffs and the rise of negative and uncertain language against the prior; null without a prior", () => {
    // diff 1A 20 (.35), MD&A 30 (.25); uncertainty rise: 1A +0.5 pt → 50, MD&A −0.3 → 0, mean 25 (.2); no negative delta
    expect(c.disclosure_change_score).toBeCloseTo((0.35 * 20 + 0.25 * 30 + 0.2 * 25) / 0.8, 10)
    const noPrior = scoreV3(decodeOrThrow({ ...full10K, section_diffs: null, language_deltas: null, has_prior: false }), tables)
    expect(noPrior.components.disclosure_change_score).toBeNull()
  })

  it("events: severities combine as 1 − Π(1 − s), each an evidence row; none raised is 0, no flags at all is null", () => {
    expect(c.event_severity_score).toBe(0)
    expect(c.internal_controls_risk_score).toBe(0)
    const s = scoreV3(withFlags(full10K, { item_9a_controls: { material_weakness_flag: true, ineffective_controls_flag: true }, item_7_mdna: { going_concern_flag: true } }), tables)
    expect(s.components.event_severity_score).toBeCloseTo(noisyOr(["going_concern_flag", "material_weakness_flag", "ineffective_controls_flag"]), 10)
    expect(s.components.internal_controls_risk_score).toBeCloseTo(noisyOr(["material_weakness_flag", "ineffective_controls_flag"]), 10)
    expect(s.provenance.find((e) => e.score_name === "event_severity_score")!.inputs.going_concern_flag).toEqual({
      name: "going_concern_flag",
      value: 80,
      raw_value: true,
      weight: 0.8,
      section: "item_7_mdna",
      reason: "event"
    })
    const { section_flags: _, ...withoutFlags } = full10K
    expect(scoreV3(decodeOrThrow(withoutFlags), tables).components.event_severity_score).toBeNull()
  })

  it("an event's severity is its seriousness × (1 − its prevalence among the form's calibration filings)", () => {
    const common = makeCalibration({
      id: "p",
      tables: [],
      flag_prevalence: [
        { form: "10-K", flag: "going_concern_flag", n: 40, share: 0.5 },
        { form: "10-Q", flag: "investigation_flag", n: 40, share: 0.9 }
      ]
    })
    const s = scoreV3(withFlags(full10K, { item_7_mdna: { going_concern_flag: true, investigation_flag: true } }), common)
    const gc = 0.8 * (1 - 0.5)
    const inv = k.event_seriousness.investigation_flag // no 10-K prevalence: as serious as it is
    expect(s.components.event_severity_score).toBeCloseTo(100 * (1 - (1 - gc) * (1 - inv)), 10)
    const p = s.provenance.find((e) => e.score_name === "event_severity_score")!.inputs
    expect(p.going_concern_flag).toMatchObject({ value: 40, weight: 0.4, reason: "event" })
    expect(p.going_concern_flag_prevalence).toBe(0.5)
    expect(p.investigation_flag_prevalence).toBe(0)
    expect(common.version).not.toBe(makeCalibration({ id: "p", tables: [] }).version) // prevalence is part of the version
  })

  it("a common event regains its prevalence discount as far as the filing states more of it than its raisers (intensity)", () => {
    const withCounts = makeCalibration({
      id: "c",
      tables: [{ metric: "evidence_count.material_legal_proceeding_flag", form: "10-K", sector: null, fiscal_year: null, values: ramp(0, 20) }],
      flag_prevalence: [{ form: "10-K", flag: "material_legal_proceeding_flag", n: 40, share: 0.8 }]
    })
    const doc = (n: number) =>
      decodeOrThrow({
        ...full10K,
        section_flags: { item_3_legal_proceedings: { material_legal_proceeding_flag: true }, item_1c_cybersecurity: {} },
        section_flag_counts: { item_3_legal_proceedings: { material_legal_proceeding_flag: n } }
      })
    const seriousness = k.event_seriousness.material_legal_proceeding_flag
    for (const [n, q] of [[5, 0.25], [15, 0.75], [40, 1]] as const) {
      const s = scoreV3(doc(n), withCounts)
      expect(s.components.event_severity_score, `${n} sentences`).toBeCloseTo(100 * seriousness * (1 - 0.8 * (1 - q)), 10)
      expect(s.provenance.find((e) => e.score_name === "event_severity_score")!.inputs.material_legal_proceeding_flag_sentences).toMatchObject({ raw_value: n, calibration_status: "calibrated" })
    }
    // sentences of the note an item points to raise the flag but add no intensity
    const inNote = scoreV3(
      decodeOrThrow({
        ...full10K,
        section_flags: { item_3_legal_proceedings: { material_legal_proceeding_flag: true }, legal_proceedings_note: { material_legal_proceeding_flag: true } },
        section_flag_counts: { item_3_legal_proceedings: { material_legal_proceeding_flag: 5 }, legal_proceedings_note: { material_legal_proceeding_flag: 30 } }
      }),
      withCounts
    )
    expect(inNote.components.event_severity_score).toBeCloseTo(100 * seriousness * (1 - 0.8 * (1 - 0.25)), 10)
    // without counts in the document, the discount stays whole
    const { section_flag_counts: _, ...noCounts } = { ...full10K, section_flags: { item_3_legal_proceedings: { material_legal_proceeding_flag: true } }, section_flag_counts: null }
    expect(scoreV3(decodeOrThrow(noCounts), withCounts).components.event_severity_score).toBeCloseTo(100 * seriousness * 0.2, 10)
  })

  it("a material weakness beside no ineffective-controls conclusion (remediated, or an earlier period's) counts half", () => {
    const alone = scoreV3(withFlags(full10K, { item_9a_controls: { material_weakness_flag: true } }), tables)
    expect(alone.components.event_severity_score).toBeCloseTo(100 * 0.6 * k.material_weakness_without_ineffective_conclusion, 10)
    expect(alone.provenance.find((e) => e.score_name === "event_severity_score")!.inputs.material_weakness_without_ineffective_conclusion).toBe(true)
    const concluded = scoreV3(withFlags(full10K, { item_9a_controls: { material_weakness_flag: true, ineffective_controls_flag: true } }), tables)
    expect(concluded.components.event_severity_score).toBeCloseTo(noisyOr(["material_weakness_flag", "ineffective_controls_flag"]), 10)
  })

  it("a cybersecurity incident in the Item 1C programme description is no event; elsewhere it is", () => {
    const in1c = scoreV3(withFlags(full10K, { item_1c_cybersecurity: { cybersecurity_incident_flag: true } }), tables)
    expect(in1c.components.event_severity_score).toBe(0)
    const in1a = scoreV3(withFlags(full10K, { item_1a_risk_factors: { cybersecurity_incident_flag: true } }), tables)
    expect(in1a.components.event_severity_score).toBeCloseTo(100 * k.event_seriousness.cybersecurity_incident_flag, 10)
  })

  it("headline = E + (100 − E) × share × L / 100, with L the weighted mean of the language components", () => {
    const L =
      (0.3 * c.mdna_uncertainty_score! +
        0.25 * c.tone_negativity_score! +
        0.2 * c.disclosure_change_score! +
        0.15 * c.legal_regulatory_risk_score! +
        0.1 * c.liquidity_stress_score!) /
      1.0
    expect(calm.aggregates.language_risk_score).toBeCloseTo(L, 10)
    expect(calm.overall_disclosure_risk_score).toBeCloseTo(k.language_share * L, 10)
    const s = scoreV3(withFlags(full10K, { item_3_legal_proceedings: { investigation_flag: true } }), tables)
    const E = 100 * k.event_seriousness.investigation_flag
    expect(s.overall_disclosure_risk_score).toBeCloseTo(E + ((100 - E) * k.language_share * L) / 100, 10)
  })

  it("with no language component read, the headline is E when an event was raised and null when none was", () => {
    // the items incorporated by reference elsewhere: flags read (a note, say), no section's language measured
    const unread = { form_type: "10-K", section_metrics: {}, section_diffs: {}, language_deltas: {}, extraction_confidences: {}, diff_confidences: {}, extraction_warnings: [], required_sections_present: false, has_prior: false }
    const quiet = scoreV3(withFlags(unread, { legal_proceedings_note: { material_legal_proceeding_flag: false } }), tables)
    expect(quiet.aggregates.language_risk_score).toBeNull()
    expect(quiet.components.event_severity_score).toBe(0)
    expect(quiet.overall_disclosure_risk_score).toBeNull()
    const doubt = scoreV3(withFlags(unread, { going_concern_note: { going_concern_flag: true } }), tables)
    expect(doubt.aggregates.language_risk_score).toBeNull()
    expect(doubt.overall_disclosure_risk_score).toBeCloseTo(100 * k.event_seriousness.going_concern_flag, 10)
  })

  it("same JSON shape as v2: the Scores schema encodes it, with every component and provenance entry", () => {
    const v2 = scoreV2(withFlags(full10K, {}), tables)
    expect(() => Schema.encodeSync(Scores)(calm)).not.toThrow()
    expect(Object.keys(calm.components)).toEqual(Object.keys(v2.components))
    expect(calm.provenance.map((p) => p.score_name)).toEqual(v2.provenance.map((p) => p.score_name))
    expect(calm.confidence_score).toBe(v2.confidence_score)
  })

  it("what happened outranks how it is written: a going-concern filing outscores every filing without an event", () => {
    const ratio = fc.double({ min: 0, max: 0.2, noNaN: true })
    const density = fc.double({ min: 0, max: 100, noNaN: true })
    const doc = fc.record({
      item_1a_risk_factors: fc.record({ negative_word_ratio: ratio, uncertainty_word_ratio: ratio, litigious_word_ratio: ratio }),
      item_7_mdna: fc.record({ negative_word_ratio: ratio, uncertainty_word_ratio: ratio, constraining_word_ratio: ratio, liquidity_constraint_density: density, margin_pressure_density: density })
    })
    const diff = fc.double({ min: 0, max: 100, noNaN: true })
    fc.assert(
      fc.property(doc, doc, diff, diff, (a, b, da, db) => {
        const make = (m: typeof a, d: number, flags: object) =>
          scoreV3(decodeOrThrow({ form_type: "10-K", section_metrics: m, section_diffs: { item_1a_risk_factors: d }, section_flags: flags }), tables)
        const troubled = make(a, da, { item_7_mdna: { going_concern_flag: true } })
        const quiet = make(b, db, { item_1a_risk_factors: Object.fromEntries(FLAG_NAMES.map((f) => [f, false])) })
        expect(troubled.overall_disclosure_risk_score!).toBeGreaterThan(quiet.overall_disclosure_risk_score!)
      }),
      { numRuns: 200, seed: 26 }
    )
  })

  it("is deterministic: the same document scores to the same JSON", () => {
    expect(JSON.stringify(scoreV3(withFlags(full10K, {}), tables))).toBe(JSON.stringify(calm))
  })
})
