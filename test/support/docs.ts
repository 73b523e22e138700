/** Metrics documents for scoring tests, written by hand. */
import { Either } from "effect"
import { decodeMetricsDocument, type MetricsDocument } from "../../src/domain/metrics-document.js"

export const decodeOrThrow = (input: unknown): MetricsDocument => {
  const r = decodeMetricsDocument(input)
  if (Either.isLeft(r)) throw new Error(r.left.message)
  return r.right
}

/**
 * A complete 10-K. Hand values used by the tests:
 *   1A: negative 2, uncertainty 3, litigious 1, constraining 0.8 (×100); boilerplate 25; numeric 40, company 30
 *   MD&A: uncertainty 1.5, modal 1, constraining 0.6 (×100); readability 60; densities 5, 2, 3, 4
 *   Item 3: litigious 5 (×100)
 *   diffs: 1A 20, MD&A 30, 9A 10
 *   deltas: 1A uncertainty +0.5, legal +0.2; MD&A uncertainty −0.3; Item 3 legal −0.1
 */
export const full10K = {
  form_type: "10-K",
  section_metrics: {
    item_1a_risk_factors: {
      negative_word_ratio: 0.02,
      uncertainty_word_ratio: 0.03,
      litigious_word_ratio: 0.01,
      constraining_word_ratio: 0.008,
      modal_word_ratio: 0.02,
      boilerplate_word_ratio: 0.25,
      numeric_specificity: 40,
      company_specificity: 30
    },
    item_7_mdna: {
      uncertainty_word_ratio: 0.015,
      modal_word_ratio: 0.01,
      constraining_word_ratio: 0.006,
      readability_score: 60,
      uncertainty_term_density: 5,
      demand_softness_density: 2,
      margin_pressure_density: 3,
      liquidity_constraint_density: 4
    },
    item_3_legal_proceedings: { litigious_word_ratio: 0.05 }
  },
  section_diffs: { item_1a_risk_factors: 20, item_7_mdna: 30, item_9a_controls: 10 },
  section_flags: {},
  language_deltas: {
    item_1a_risk_factors: { uncertainty_language_delta: 0.5, legal_language_delta: 0.2 },
    item_7_mdna: { uncertainty_language_delta: -0.3 },
    item_3_legal_proceedings: { legal_language_delta: -0.1 }
  },
  extraction_confidences: { item_1a_risk_factors: 0.9, item_7_mdna: 0.8 },
  diff_confidences: { item_1a_risk_factors: 0.7, item_7_mdna: 0.5 },
  extraction_warnings: [],
  required_sections_present: true,
  has_prior: true
} as const

/** full10K with a set of flags raised in the given sections. */
export const withFlags = (base: object, flags: Record<string, Record<string, boolean>>): MetricsDocument =>
  decodeOrThrow({ ...base, section_flags: flags })
