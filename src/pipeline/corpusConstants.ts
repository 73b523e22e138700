/**
 * The corpus data commands' constants (./corpusData.ts), apart so that the command line's
 * option descriptions read them without loading the corpus code.
 */
/** Item 1A metrics with percentile tables (per form): tone for risk-factor intensity, boilerplate and specificity. */
export const CALIBRATED_METRICS = [
  "negative_word_ratio",
  "uncertainty_word_ratio",
  "boilerplate_word_ratio",
  "numeric_specificity",
  "company_specificity"
] as const
export type CalibratedMetric = (typeof CALIBRATED_METRICS)[number]

/** Fewer observations than this give no table (lookups fall back). */
export const MIN_TABLE_N = 5
/** A cohort (sector or fiscal year) gets its own table only from this many filings. */
export const MIN_COHORT_N = 15

/** Lang & Stice-Lawrence (2015): at least 30 % of the documents (here: firms), at most 75 %. */
export const LSL_MIN_SHARE = 0.3
export const LSL_MAX_SHARE = 0.75
