/**
 * The risk bands of a 0..100 score — one definition for every surface (CLI table,
 * Workspace scorecard and screen): below 25 low, below 50 moderate, below 75 elevated,
 * 75 and above high; a score that could not be computed is "unavailable". Every surface
 * writes the band the same way, lower case.
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

/**
 * How every surface writes a band: as the band itself, lower case ("low", "moderate",
 * "elevated", "high", "unavailable"), the same word in the JSON (the screen's `risk_band`),
 * the CLI table and the scorecard.
 */
export const BAND_LABELS: { readonly [B in RiskBand]: B } = {
  low: "low",
  moderate: "moderate",
  elevated: "elevated",
  high: "high",
  unavailable: "unavailable"
}
