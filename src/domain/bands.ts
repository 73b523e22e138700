/**
 * The risk bands of a 0..100 score — one definition for every surface (CLI table,
 * Workspace scorecard and screen): below 25 low, below 50 moderate, below 75 elevated,
 * 75 and above high; a score that could not be computed is "unavailable".
 */
export type RiskBand = "low" | "moderate" | "elevated" | "high" | "unavailable"

/** Lower bounds (inclusive) of the bands above "low". */
export const RISK_BAND_BOUNDS = { moderate: 25, elevated: 50, high: 75 } as const

export const riskBand = (score: number | null): RiskBand =>
  score === null
    ? "unavailable"
    : score < RISK_BAND_BOUNDS.moderate
      ? "low"
      : score < RISK_BAND_BOUNDS.elevated
        ? "moderate"
        : score < RISK_BAND_BOUNDS.high
          ? "elevated"
          : "high"

export const BAND_LABELS: { readonly [B in RiskBand]: string } = {
  low: "Low",
  moderate: "Moderate",
  elevated: "Elevated",
  high: "High",
  unavailable: "Not available"
}
