/**
 * Human labels of the scores shown by the workspace widgets (the risk bands are src/domain/bands.ts).
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

export { BAND_LABELS, type RiskBand, riskBand } from "../domain/bands.js"

export const sectionTitle = (key: string): string => SECTION_TITLES[key] ?? key
