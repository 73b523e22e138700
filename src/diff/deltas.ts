/**
 * Language deltas: how a section's tone ratios moved against the prior filing, in
 * percentage points: delta = (current ratio − prior ratio) × 100, rounded to 4 decimals;
 * null when either ratio is missing (null or absent) or not a finite number.
 */
import type { DeltaName, MetricName } from "../domain/names.js"
import { round } from "./numbers.js"

/** The tone ratio each delta is computed from. */
export const DELTA_SOURCES: { readonly [D in DeltaName]: MetricName } = {
  negative_language_delta: "negative_word_ratio",
  uncertainty_language_delta: "uncertainty_word_ratio",
  legal_language_delta: "litigious_word_ratio",
  constraining_language_delta: "constraining_word_ratio"
}

/**
 * A section's metrics as far as known: `Partial<Record<MetricName, number | null>>`, also
 * accepting explicit `undefined` (as decoded metrics documents carry).
 */
export type SectionRatios = { readonly [M in MetricName]?: number | null | undefined }

const delta = (current: number | null | undefined, prior: number | null | undefined): number | null =>
  typeof current === "number" && typeof prior === "number" && Number.isFinite(current) && Number.isFinite(prior)
    ? round((current - prior) * 100)
    : null

export const languageDeltas = (current: SectionRatios, prior: SectionRatios): Record<DeltaName, number | null> => ({
  negative_language_delta: delta(current[DELTA_SOURCES.negative_language_delta], prior[DELTA_SOURCES.negative_language_delta]),
  uncertainty_language_delta: delta(
    current[DELTA_SOURCES.uncertainty_language_delta],
    prior[DELTA_SOURCES.uncertainty_language_delta]
  ),
  legal_language_delta: delta(current[DELTA_SOURCES.legal_language_delta], prior[DELTA_SOURCES.legal_language_delta]),
  constraining_language_delta: delta(
    current[DELTA_SOURCES.constraining_language_delta],
    prior[DELTA_SOURCES.constraining_language_delta]
  )
})
