/**
 * Human labels of the scores shown by the workspace widgets, and the headline's risk band.
 */
import { SECTION_TITLES } from "../domain/forms.js"
import type { HeadlineComponent } from "../domain/names.js"

export const COMPONENT_LABELS: { readonly [C in HeadlineComponent]: string } = {
  risk_factor_intensity_score: "Risk-factor intensity",
  disclosure_change_score: "Change against the prior filing",
  mdna_uncertainty_score: "MD&A uncertainty and demand stress",
  legal_regulatory_risk_score: "Legal and regulatory language",
  liquidity_stress_score: "Liquidity and covenant stress",
  boilerplate_risk_score: "Boilerplate and vague language",
  internal_controls_risk_score: "Internal-control weakness signals",
  event_severity_score: "Severity of reported events",
  tone_negativity_score: "Negative tone across sections"
}

export type RiskBand = "low" | "moderate" | "elevated" | "high" | "unavailable"

/** Bands of the 0..100 headline: below 25 low, below 50 moderate, below 75 elevated, else high. */
export const riskBand = (score: number | null): RiskBand =>
  score === null ? "unavailable" : score < 25 ? "low" : score < 50 ? "moderate" : score < 75 ? "elevated" : "high"

export const BAND_LABELS: { readonly [B in RiskBand]: string } = {
  low: "Low",
  moderate: "Moderate",
  elevated: "Elevated",
  high: "High",
  unavailable: "Not available"
}

export const sectionTitle = (key: string): string => SECTION_TITLES[key] ?? key
