/**
 * Names of metrics, flags, language deltas, score components and aggregates.
 */
import { Schema } from "effect"

/** Tone ratios on a 0..1 scale over alphabetic tokens. */
export const RATIO_METRICS = [
  "negative_word_ratio",
  "uncertainty_word_ratio",
  "litigious_word_ratio",
  "constraining_word_ratio",
  "modal_word_ratio",
  "weak_modal_word_ratio",
  "strong_modal_word_ratio",
  "boilerplate_word_ratio"
] as const

/** Scores on a 0..100 scale. */
export const SCALE_METRICS = ["readability_score", "numeric_specificity", "company_specificity"] as const

/** MD&A densities: hits per 1000 words, capped at 100. */
export const DENSITY_METRICS = [
  "uncertainty_term_density",
  "demand_softness_density",
  "margin_pressure_density",
  "liquidity_constraint_density",
  "distress_term_density"
] as const

export const METRIC_NAMES = [...RATIO_METRICS, ...SCALE_METRICS, ...DENSITY_METRICS] as const
export type MetricName = (typeof METRIC_NAMES)[number]
export type RatioMetric = (typeof RATIO_METRICS)[number]
export const MetricName = Schema.Literal(...METRIC_NAMES)

export const FLAG_NAMES = [
  "guidance_withdrawal_flag",
  "investigation_flag",
  "material_legal_proceeding_flag",
  "going_concern_flag",
  "covenant_breach_flag",
  "material_weakness_flag",
  "restatement_flag",
  "ineffective_controls_flag",
  "significant_deficiency_flag",
  "non_reliance_flag",
  "auditor_change_flag",
  "cybersecurity_incident_flag",
  "bankruptcy_flag",
  "delisting_notice_flag"
] as const
export type FlagName = (typeof FLAG_NAMES)[number]
export const FlagName = Schema.Literal(...FLAG_NAMES)

export const DELTA_NAMES = [
  "negative_language_delta",
  "uncertainty_language_delta",
  "legal_language_delta",
  "constraining_language_delta"
] as const
export type DeltaName = (typeof DELTA_NAMES)[number]
export const DeltaName = Schema.Literal(...DELTA_NAMES)

/**
 * Filing-level extraction warnings. Scoring reads the first three; `omitted_section` (an
 * expected section that is not required, EXPECTED_SECTIONS, has no heading) is for the
 * reader and costs no confidence.
 */
export const FILING_WARNINGS = ["missing_required_section", "short_section", "extraction_suspect", "omitted_section"] as const
export type FilingWarning = (typeof FILING_WARNINGS)[number]
export const FilingWarning = Schema.Literal(...FILING_WARNINGS)

/** The nine headline components, in weight order (weights: `src/scoring/constants.ts`). */
export const HEADLINE_COMPONENTS = [
  "risk_factor_intensity_score",
  "disclosure_change_score",
  "mdna_uncertainty_score",
  "legal_regulatory_risk_score",
  "liquidity_stress_score",
  "boilerplate_risk_score",
  "internal_controls_risk_score",
  "event_severity_score",
  "tone_negativity_score"
] as const
export type HeadlineComponent = (typeof HEADLINE_COMPONENTS)[number]

export const EXTRA_COMPONENTS = [
  "specificity_quality_score",
  "cybersecurity_incident_risk_score",
  "event_materiality_score"
] as const

/** All twelve components: headline-weight order, then the other three. */
export const COMPONENT_NAMES = [...(HEADLINE_COMPONENTS as ReadonlyArray<HeadlineComponent>), ...EXTRA_COMPONENTS] as const
export type ComponentName = HeadlineComponent | (typeof EXTRA_COMPONENTS)[number]

export const AGGREGATE_NAMES_V1 = ["disclosure_deterioration_score", "disclosure_quality_score"] as const
export const AGGREGATE_NAMES_V2 = [
  ...AGGREGATE_NAMES_V1,
  "static_disclosure_risk_score",
  "disclosure_change_risk_score",
  "static_disclosure_quality_score",
  "language_risk_score"
] as const
export type AggregateName = (typeof AGGREGATE_NAMES_V2)[number]

/** Human labels of the flags, for responses and widgets. */
export const FLAG_LABELS: { readonly [F in FlagName]: string } = {
  guidance_withdrawal_flag: "Guidance withdrawn",
  investigation_flag: "Government investigation or subpoena",
  material_legal_proceeding_flag: "Material legal proceeding",
  going_concern_flag: "Going-concern doubt",
  covenant_breach_flag: "Debt covenant breach or waiver",
  material_weakness_flag: "Material weakness in internal control",
  restatement_flag: "Restatement of financial statements",
  ineffective_controls_flag: "Controls and procedures not effective",
  significant_deficiency_flag: "Significant deficiency in internal control",
  non_reliance_flag: "Non-reliance on previously issued financial statements",
  auditor_change_flag: "Change of independent auditor",
  cybersecurity_incident_flag: "Cybersecurity incident",
  bankruptcy_flag: "Bankruptcy filing (Chapter 7 or 11)",
  delisting_notice_flag: "Exchange deficiency or delisting notice"
}
