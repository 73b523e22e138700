import { describe, expect, it } from "vitest"
import { makeCalibration } from "../../src/scoring/calibration.js"
import { scoreV1, scoreV2 } from "../../src/scoring/scoring-model.js"
import { decodeOrThrow, full10K } from "../support/docs.js"

const cal = makeCalibration({ id: "empty", tables: [] })
const r4 = (x: number) => Math.round(x * 1e4) / 1e4

describe("confidence", () => {
  it("v1: mean of [initial, mean extraction, mean diff] with initial = clamp(0.5 + coverage × 0.4, 0.3, 0.95)", () => {
    const s = scoreV1(decodeOrThrow(full10K))
    const initial = 0.9 // coverage 1 → 0.9
    const base = (initial + (0.9 + 0.8) / 2 + (0.7 + 0.5) / 2) / 3
    expect(s.confidence_score).toBe(r4(base))
    expect(s.confidence_details).toEqual({
      base: r4(base),
      parts: { initial: 0.9, extraction: 0.85, diff: 0.6 },
      penalties: {},
      total_penalty: 0
    })
  })
  it("v2: mean of [mean extraction, coverage, mean diff]", () => {
    const s = scoreV2(decodeOrThrow(full10K), cal)
    expect(s.confidence_score).toBe(r4((0.85 + 1 + 0.6) / 3))
    expect(s.confidence_details.parts).toEqual({ extraction: 0.85, coverage: 1, diff: 0.6 })
  })
  it("initial is capped at 0.95 and floored at 0.3", () => {
    // coverage 1 → 0.9 (below the cap); coverage 0 → 0.5; the bounds only bind outside 0..1
    const none = scoreV1(decodeOrThrow({ form_type: "10-K", section_metrics: {} }))
    expect(none.confidence_details.parts.initial).toBe(0.5)
  })
  it("parts that are absent are left out of the mean", () => {
    const doc = decodeOrThrow({ ...full10K, extraction_confidences: null, diff_confidences: { item_1a_risk_factors: null } })
    const s = scoreV1(doc)
    expect(s.confidence_details.parts).toEqual({ initial: 0.9 })
    expect(s.confidence_score).toBe(0.9)
  })

  const penalised = (extra: object) => scoreV2(decodeOrThrow({ ...full10K, ...extra }), cal)
  const base = (0.85 + 1 + 0.6) / 3
  it("missing_required_section costs 0.25 when required_sections_present is false", () => {
    const s = penalised({ required_sections_present: false })
    expect(s.confidence_details.penalties).toEqual({ missing_required_section: 0.25 })
    expect(s.confidence_score).toBe(r4(base - 0.25))
  })
  it("short_section costs 0.08 and extraction_suspect 0.12, each once", () => {
    const s = penalised({ extraction_warnings: ["short_section", "short_section", "extraction_suspect"] })
    expect(s.confidence_details.penalties).toEqual({ short_section: 0.08, extraction_suspect: 0.12 })
    expect(s.confidence_details.total_penalty).toBe(0.2)
    expect(s.confidence_score).toBe(r4(base - 0.2))
  })
  it("no_prior_filing costs 0.10 when has_prior is false; absent flags cost nothing", () => {
    expect(penalised({ has_prior: false }).confidence_details.penalties).toEqual({ no_prior_filing: 0.1 })
    const absent = decodeOrThrow({ form_type: "10-K", section_metrics: full10K.section_metrics, section_diffs: full10K.section_diffs, diff_confidences: full10K.diff_confidences, extraction_confidences: full10K.extraction_confidences })
    expect(scoreV2(absent, cal).confidence_details.penalties).toEqual({})
  })
  it("low_coverage = min(0.20, (0.75 − coverage) × 0.4) below 0.75", () => {
    // 5 of 9: 1A-only inputs plus MD&A uncertainty
    const five = decodeOrThrow({
      form_type: "10-K",
      section_metrics: {
        item_1a_risk_factors: { negative_word_ratio: 0.02, litigious_word_ratio: 0.01, boilerplate_word_ratio: 0.2, constraining_word_ratio: 0.01 },
        item_7_mdna: {}
      }
    })
    const s5 = scoreV1(five)
    expect(s5.score_coverage_ratio).toBe(r4(5 / 9))
    expect(s5.confidence_details.penalties.low_coverage).toBe(r4((0.75 - 5 / 9) * 0.4))
    const one = decodeOrThrow({ form_type: "10-K", section_metrics: {}, section_diffs: { item_7_mdna: 10 } })
    expect(scoreV1(one).confidence_details.penalties.low_coverage).toBe(0.2)
    expect(scoreV1(decodeOrThrow(full10K)).confidence_details.penalties.low_coverage).toBeUndefined()
  })
  it("all penalties together clamp the score at 0", () => {
    const s = scoreV1(
      decodeOrThrow({
        form_type: "10-K",
        section_metrics: {},
        extraction_warnings: ["short_section", "extraction_suspect", "missing_required_section"],
        required_sections_present: false,
        has_prior: false
      })
    )
    expect(s.confidence_details.total_penalty).toBe(r4(0.25 + 0.08 + 0.12 + 0.1 + 0.2))
    expect(s.confidence_score).toBe(0)
  })
})
