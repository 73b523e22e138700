/**
 * Headline, coverage, aggregates and confidence: shared by the models (v3 has its own
 * headline, ./v3.ts; its aggregates and confidence are v2's).
 */
import type { MetricsDocument } from "../domain/metrics-document.js"
import { HEADLINE_COMPONENTS, type HeadlineComponent } from "../domain/names.js"
import type { Aggregates, Components, ConfidenceDetails } from "../domain/scores.js"
import type { ModelId } from "../domain/versions.js"
import { clamp, clamp100, meanOf, round } from "./blend.js"
import type { ScoringConstantsValues } from "./constants.js"

/** Σ wᵢ·cᵢ / Σ wᵢ over the present headline components, clamped to 0..100; null when none. */
export const headline = (components: Components, weights: Readonly<Record<HeadlineComponent, number>>): number | null => {
  let sum = 0
  let total = 0
  for (const name of HEADLINE_COMPONENTS) {
    const value = components[name]
    if (value === null) continue
    sum += weights[name] * value
    total += weights[name]
  }
  return total > 0 ? clamp100(sum / total) : null
}

/** Share of the nine headline components that are present (unrounded). */
export const coverage = (components: Components): number =>
  HEADLINE_COMPONENTS.filter((c) => components[c] !== null).length / HEADLINE_COMPONENTS.length

export const missingComponents = (components: Components): Array<string> =>
  HEADLINE_COMPONENTS.filter((c) => components[c] === null)

const inverse = (x: number | null): number | null => (x === null ? null : 100 - x)

export const aggregates = (model: ModelId, c: Components): Aggregates => {
  const base = {
    disclosure_deterioration_score: c.disclosure_change_score,
    disclosure_quality_score: inverse(c.boilerplate_risk_score)
  }
  if (model === "deterministic_scoring_v1") return base
  const staticRisk = meanOf([
    c.tone_negativity_score,
    c.boilerplate_risk_score,
    c.mdna_uncertainty_score,
    c.legal_regulatory_risk_score,
    c.liquidity_stress_score,
    c.internal_controls_risk_score
  ])
  const changeRisk = meanOf([c.disclosure_change_score, c.event_severity_score])
  return {
    ...base,
    static_disclosure_risk_score: staticRisk === null ? null : clamp100(staticRisk),
    disclosure_change_risk_score: changeRisk === null ? null : clamp100(changeRisk),
    static_disclosure_quality_score: c.specificity_quality_score ?? inverse(c.boilerplate_risk_score)
  }
}

const presentValues = (map: Readonly<Record<string, number | null | undefined>> | null | undefined): Array<number> =>
  map ? Object.values(map).filter((v): v is number => typeof v === "number") : []

/**
 * Confidence. v1: mean of the available parts [initial, mean extraction confidence, mean diff
 * confidence]; v2: mean of the available parts [mean extraction confidence, coverage, mean
 * diff confidence]; minus the penalties; clamped to 0..1 and rounded to 4 decimals.
 * initial = clamp(0.5 + coverage × 0.4, 0.3, 0.95).
 */
export const confidence = (
  model: ModelId,
  doc: MetricsDocument,
  cov: number,
  k: ScoringConstantsValues["confidence"]
): { readonly score: number; readonly details: ConfidenceDetails } => {
  const PENALTIES = k.penalties
  const extraction = meanOf(presentValues(doc.extraction_confidences))
  const diff = meanOf(presentValues(doc.diff_confidences))
  const parts: Record<string, number> = {}
  if (model === "deterministic_scoring_v1") parts.initial = clamp(k.initial.base + cov * k.initial.per_coverage, k.initial.min, k.initial.max)
  if (extraction !== null) parts.extraction = extraction
  if (model !== "deterministic_scoring_v1") parts.coverage = cov
  if (diff !== null) parts.diff = diff
  const base = meanOf(Object.values(parts)) ?? 0

  const penalties: Record<string, number> = {}
  const warnings = new Set(doc.extraction_warnings ?? [])
  if (doc.required_sections_present === false) penalties.missing_required_section = PENALTIES.missing_required_section
  if (warnings.has("short_section")) penalties.short_section = PENALTIES.short_section
  if (warnings.has("extraction_suspect")) penalties.extraction_suspect = PENALTIES.extraction_suspect
  if (doc.has_prior === false) penalties.no_prior_filing = PENALTIES.no_prior_filing
  if (cov < k.low_coverage.threshold) {
    penalties.low_coverage = Math.min(k.low_coverage.cap, (k.low_coverage.threshold - cov) * k.low_coverage.rate)
  }
  const total = Object.values(penalties).reduce((a, b) => a + b, 0)

  return {
    score: round(clamp(base - total, 0, 1), 4),
    details: {
      base: round(base, 4),
      parts: Object.fromEntries(Object.entries(parts).map(([k, v]) => [k, round(v, 4)])),
      penalties: Object.fromEntries(Object.entries(penalties).map(([k, v]) => [k, round(v, 4)])),
      total_penalty: round(total, 4)
    }
  }
}
