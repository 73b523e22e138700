/**
 * The corpus data commands' constants (./corpus-data.ts), apart so that the command line's
 * option descriptions read them without loading the corpus code.
 */
/**
 * The calibrated inputs: a metric read in a section role, with its table key. Item 1A keeps
 * the plain metric names (v2's risk-factor tone; v3's 1A inputs); MD&A inputs are keyed
 * `mdna.<metric>` (v3's language components; see src/scoring/v3.ts `calibrationKey`).
 */
export const CALIBRATED_INPUTS = [
  { key: "negative_word_ratio", role: "riskFactors", metric: "negative_word_ratio" },
  { key: "uncertainty_word_ratio", role: "riskFactors", metric: "uncertainty_word_ratio" },
  { key: "boilerplate_word_ratio", role: "riskFactors", metric: "boilerplate_word_ratio" },
  { key: "numeric_specificity", role: "riskFactors", metric: "numeric_specificity" },
  { key: "company_specificity", role: "riskFactors", metric: "company_specificity" },
  { key: "litigious_word_ratio", role: "riskFactors", metric: "litigious_word_ratio" },
  { key: "mdna.negative_word_ratio", role: "mdna", metric: "negative_word_ratio" },
  { key: "mdna.uncertainty_word_ratio", role: "mdna", metric: "uncertainty_word_ratio" },
  { key: "mdna.constraining_word_ratio", role: "mdna", metric: "constraining_word_ratio" },
  { key: "mdna.litigious_word_ratio", role: "mdna", metric: "litigious_word_ratio" },
  { key: "mdna.uncertainty_term_density", role: "mdna", metric: "uncertainty_term_density" },
  { key: "mdna.demand_softness_density", role: "mdna", metric: "demand_softness_density" },
  { key: "mdna.margin_pressure_density", role: "mdna", metric: "margin_pressure_density" },
  { key: "mdna.liquidity_constraint_density", role: "mdna", metric: "liquidity_constraint_density" },
  { key: "mdna.distress_term_density", role: "mdna", metric: "distress_term_density" }
] as const

export const CALIBRATED_METRICS = CALIBRATED_INPUTS.map((i) => i.key)
export type CalibratedMetric = (typeof CALIBRATED_INPUTS)[number]["key"]

/** Fewer observations than this give no table (lookups fall back). */
export const MIN_TABLE_N = 5
/** A cohort (sector or fiscal year) gets its own table only from this many filings. */
export const MIN_COHORT_N = 15

/** Lang & Stice-Lawrence (2015): at least 30 % of the documents (here: firms), at most 75 %. */
export const LSL_MIN_SHARE = 0.3
export const LSL_MAX_SHARE = 0.75
