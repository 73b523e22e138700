import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { decodeMetricsDocument } from "../../src/domain/metrics-document.js"

const errorsOf = (input: unknown) => {
  const r = decodeMetricsDocument(input)
  if (Either.isRight(r)) throw new Error("expected a validation error")
  expect(r.left._tag).toBe("InvalidRequest")
  return r.left.errors
}

describe("metrics document validation", () => {
  it("requires form_type and section_metrics", () => {
    expect(errorsOf({ section_metrics: {} })[0]!.path).toBe("form_type")
    expect(errorsOf({ form_type: "10-K" })).toEqual([{ path: "section_metrics", message: "is missing" }])
    expect(errorsOf({ form_type: "20-F", section_metrics: {} })[0]!.message).toContain('"20-F"')
    expect(errorsOf([1, 2])[0]!.path).toBe("(document)")
  })
  it("rejects a section key that does not belong to the form, naming its path", () => {
    expect(errorsOf({ form_type: "10-Q", section_metrics: { item_7_mdna: {} } })[0]!.path).toBe("section_metrics.item_7_mdna")
    expect(errorsOf({ form_type: "10-K", section_metrics: {}, section_diffs: { item_2_02: 3 } })[0]!.path).toBe("section_diffs.item_2_02")
    expect(errorsOf({ form_type: "8-K", section_metrics: { item_9_99: {} } })[0]!.path).toBe("section_metrics.item_9_99")
  })
  it("rejects unknown metric, flag and delta names", () => {
    expect(errorsOf({ form_type: "10-K", section_metrics: { item_1a_risk_factors: { negative_ratio: 0.1 } } })[0]!.path).toBe(
      "section_metrics.item_1a_risk_factors.negative_ratio"
    )
    expect(
      errorsOf({ form_type: "10-K", section_metrics: {}, section_flags: { item_9a_controls: { fraud_flag: true } } })[0]!.path
    ).toBe("section_flags.item_9a_controls.fraud_flag")
    expect(
      errorsOf({ form_type: "10-K", section_metrics: {}, language_deltas: { item_7_mdna: { tone_delta: 1 } } })[0]!.path
    ).toBe("language_deltas.item_7_mdna.tone_delta")
  })
  it("rejects wrong types and out-of-range values, one message per bad path", () => {
    const errors = errorsOf({
      form_type: "10-K",
      section_metrics: { item_1a_risk_factors: { negative_word_ratio: 2, readability_score: "high" } },
      section_diffs: { item_7_mdna: 101 },
      extraction_confidences: { item_7_mdna: -0.1 },
      section_flags: { item_7_mdna: { going_concern_flag: "yes" } },
      extraction_warnings: ["bogus"],
      has_prior: "no"
    })
    expect(errors.map((e) => e.path).sort()).toEqual(
      [
        "section_metrics.item_1a_risk_factors.negative_word_ratio",
        "section_metrics.item_1a_risk_factors.readability_score",
        "section_diffs.item_7_mdna",
        "extraction_confidences.item_7_mdna",
        "section_flags.item_7_mdna.going_concern_flag",
        "extraction_warnings.0",
        "has_prior"
      ].sort()
    )
    expect(new Set(errors.map((e) => e.path)).size).toBe(errors.length)
  })
  it("ignores unknown top-level keys and accepts nulls as missing", () => {
    const r = decodeMetricsDocument({
      form_type: "10-Q",
      section_metrics: { item_2_mdna: { uncertainty_word_ratio: null } },
      section_diffs: null,
      diff_details: { anything: [1, 2, 3] },
      section_diffs_v2: {},
      has_prior: null
    })
    expect(Either.isRight(r)).toBe(true)
    if (Either.isRight(r)) expect("diff_details" in r.right).toBe(false)
  })
})
