/**
 * Every constant of both scoring models, in one place: headline weights, each component's
 * blend weights, the v1 flag boost, the v2 evidence rows and the confidence rules.
 *
 * `SCORING_CONSTANTS_VERSION` is a content hash of this object. It is reported in every
 * result's `versions` (beside `scoring_model_version`, whose values stay the model ids) and
 * is part of every result cache key: change a weight and no cache serves the old score.
 */
import { createHash } from "node:crypto"
import { Context } from "effect"
import type { HeadlineComponent } from "../domain/names.js"

export const SCORING_CONSTANTS = {
  /** The nine headline components with their weights, in weight order. */
  headline_weights: {
    risk_factor_intensity_score: 0.2,
    disclosure_change_score: 0.15,
    mdna_uncertainty_score: 0.15,
    legal_regulatory_risk_score: 0.1,
    liquidity_stress_score: 0.1,
    boilerplate_risk_score: 0.1,
    internal_controls_risk_score: 0.05,
    event_severity_score: 0.05,
    tone_negativity_score: 0.05
  } satisfies Record<HeadlineComponent, number>,
  v1: {
    /** Added to a component's non-null blend when one of its flags fired (then capped at 100). */
    flag_boost: 15,
    risk_factor_intensity: { negative: 0.375, uncertainty: 0.375, diff_1a: 0.25 },
    disclosure_change: { diff_1a: 0.6, diff_mdna: 0.4, uncertainty_delta_bonus: 0.1 },
    mdna_uncertainty: {
      uncertainty: 0.4,
      modal: 0.35,
      readability: 0.25,
      uncertainty_term_density: 0.1,
      demand_softness_density: 0.05,
      margin_pressure_density: 0.05
    },
    legal_regulatory: { litigious: 0.7, legal_language_delta: 0.3 },
    liquidity_stress: { constraining: 0.5, liquidity_constraint_density: 0.35 },
    boilerplate: { boilerplate: 1, numeric_unspecificity: 1, company_unspecificity: 1 },
    internal_controls: { diff_controls: 0.6, constraining: 0.4 },
    specificity_quality: { numeric: 0.5, company: 0.5 },
    tone_negativity: { negative_1a: 0.5, uncertainty_mdna: 0.5 }
  },
  v2: {
    /** The value of a flag's evidence row: a flag-only component is exactly this. */
    flag_evidence_score: 65,
    serious_flag_weight: 0.5,
    incident_flag_weight: 0.7,
    event_flag_weight: 0.45,
    risk_factor_intensity: { negative: 0.375, uncertainty: 0.375, diff_1a: 0.25 },
    legal_regulatory: { litigious_1a: 0.5, litigious_legal_proceedings: 0.35, legal_language_delta: 0.3 },
    liquidity_stress: { constraining_mdna: 0.5, liquidity_constraint_density: 0.35, constraining_1a_fallback: 0.25 },
    internal_controls: { diff_controls: 0.6, constraining_1a: 0.4 },
    event_materiality: { item_uncertainty: 0.25, item_diff: 0.2 }
  },
  /** The screening model (docs/scoring-v3.md). */
  v3: {
    /**
     * Seriousness of each event in 0..1. Its severity is seriousness × (1 − prevalence), the
     * prevalence being the share of the form's calibration filings that raise the flag (an
     * event most filers state every year tells a screen little); severities combine as
     * 1 − Π(1 − s).
     */
    event_seriousness: {
      bankruptcy_flag: 0.9,
      going_concern_flag: 0.8,
      non_reliance_flag: 0.7,
      material_weakness_flag: 0.6,
      restatement_flag: 0.55,
      covenant_breach_flag: 0.55,
      delisting_notice_flag: 0.5,
      ineffective_controls_flag: 0.5,
      cybersecurity_incident_flag: 0.35,
      investigation_flag: 0.3,
      guidance_withdrawal_flag: 0.3,
      material_legal_proceeding_flag: 0.25,
      auditor_change_flag: 0.25,
      significant_deficiency_flag: 0.15
    },
    /**
     * A material weakness raised without a conclusion that controls are not effective: under
     * SOX a weakness that exists at the period's end makes controls ineffective, so one stated
     * beside an effective conclusion was remediated or belongs to an earlier period.
     */
    material_weakness_without_ineffective_conclusion: 0.5,
    /** The events that make up the internal-controls component. */
    controls_flags: [
      "material_weakness_flag",
      "ineffective_controls_flag",
      "restatement_flag",
      "non_reliance_flag",
      "significant_deficiency_flag"
    ],
    /** Share of the headline above the event floor that language can fill. */
    language_share: 0.6,
    /**
     * Weights of the language index L (components on calibrated scales). MD&A, where
     * management discusses the period, outweighs Item 1A, which describes what could happen
     * and reads alike from year to year; risk-factor intensity is reported, outside L.
     */
    language_weights: {
      mdna_uncertainty_score: 0.3,
      tone_negativity_score: 0.25,
      disclosure_change_score: 0.2,
      legal_regulatory_risk_score: 0.15,
      liquidity_stress_score: 0.1,
      event_materiality_score: 0.2
    },
    risk_factor_intensity: { negative: 0.5, uncertainty: 0.5 },
    mdna_uncertainty: {
      uncertainty: 0.3,
      negative: 0.3,
      uncertainty_term_density: 0.15,
      demand_softness_density: 0.1,
      margin_pressure_density: 0.15
    },
    /** MD&A's distress words carry the component: what a company in trouble writes, however it phrases the event. */
    liquidity_stress: { constraining_mdna: 0.25, liquidity_constraint_density: 0.25, distress_term_density: 0.5 },
    legal_regulatory: { litigious_1a: 0.5, litigious_mdna: 0.5 },
    tone_negativity: { negative_1a: 0.3, negative_mdna: 0.7 },
    /** Deltas are points of a ratio × 100; delta_scale maps a rise onto 0..100. */
    disclosure_change: { diff_1a: 0.35, diff_mdna: 0.25, negative_rise: 0.2, uncertainty_rise: 0.2, delta_scale: 100 }
  },
  confidence: {
    /** v1's initial part: clamp(base + coverage × per_coverage, min, max). */
    initial: { base: 0.5, per_coverage: 0.4, min: 0.3, max: 0.95 },
    penalties: {
      missing_required_section: 0.25,
      short_section: 0.08,
      extraction_suspect: 0.12,
      no_prior_filing: 0.1
    },
    /** Below `threshold` coverage: min(cap, (threshold − coverage) × rate). */
    low_coverage: { threshold: 0.75, rate: 0.4, cap: 0.2 }
  }
} as const

/** JSON with object keys sorted at every level: the same constants always hash the same. */
const canonical = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`
  }
  return JSON.stringify(value)
}

/** `scoring_constants@<sha256 of the canonical constants, 12 hex>`. */
export const scoringConstantsVersion = (constants: unknown): string =>
  `scoring_constants@${createHash("sha256").update(canonical(constants), "utf8").digest("hex").slice(0, 12)}`

export const SCORING_CONSTANTS_VERSION = scoringConstantsVersion(SCORING_CONSTANTS)

export const HEADLINE_WEIGHTS = SCORING_CONSTANTS.headline_weights

type Widen<T> = T extends number ? number : { readonly [K in keyof T]: Widen<T[K]> }

/** The shape of the constants, with any numbers (a variant for a what-if, or a test). */
export type ScoringConstantsValues = Widen<typeof SCORING_CONSTANTS>

/**
 * The constants the scoring models use: the shipped ones unless a layer provides others.
 * Every cache key and result `versions` carries the content hash of the values in use.
 */
export class ScoringConstants extends Context.Reference<ScoringConstants>()("disclosure-risk/ScoringConstants", {
  defaultValue: (): ScoringConstantsValues => SCORING_CONSTANTS
}) {}
