/**
 * A second implementation of the scoring models deterministic_scoring_v1 and
 * deterministic_scoring_v2, written from the specification text alone, for the
 * conformance test (test/scoring/spec-conformance.test.ts). It shares no code with
 * src/scoring: only the decoded metrics document's type and the section keys of the
 * forms come from src/domain.
 *
 * Sources quoted below:
 *   [svc]  ../shared/spec/service-spec.md (binding)
 *   [SPEC] ../shared/spec/SPEC.md (decides what [svc] leaves open)
 *   [ref]  ../shared/spec/reference-notes.md (facts for what both leave implicit: which
 *          section feeds which input, null rules, confidence penalties)
 * Where the three are silent or ambiguous, the choice made is written as "Choice:".
 */
import type { MetricsDocument } from "../../src/domain/metrics-document.js"
import { type FormType, SECTION_KEYS, type SectionKey } from "../../src/domain/forms.js"

export type Num = number | null

// ---------------------------------------------------------------------------------------
// Section roles
// ---------------------------------------------------------------------------------------

/**
 * [SPEC §4] "1A" below is `item_1a_risk_factors`; "MD&A" is `item_7_mdna` (10-K) or
 * `item_2_mdna` (10-Q); "controls" is `item_9a_controls` or `item_4_controls`; "legal
 * proceedings" is `item_3_legal_proceedings` or `item_1_legal_proceedings`.
 * An 8-K has none of these sections (its keys are `item_N_NN`).
 */
interface Roles {
  readonly risk: SectionKey | null
  readonly mdna: SectionKey | null
  readonly controls: SectionKey | null
  readonly legal: SectionKey | null
}
const ROLES: Record<FormType, Roles> = {
  "10-K": {
    risk: "item_1a_risk_factors",
    mdna: "item_7_mdna",
    controls: "item_9a_controls",
    legal: "item_3_legal_proceedings"
  },
  "10-Q": {
    risk: "item_1a_risk_factors",
    mdna: "item_2_mdna",
    controls: "item_4_controls",
    legal: "item_1_legal_proceedings"
  },
  "8-K": { risk: null, mdna: null, controls: null, legal: null }
}

// ---------------------------------------------------------------------------------------
// Reading the document
// ---------------------------------------------------------------------------------------

/** [SPEC §7] "`null` or absent means missing, never zero." */
const num = (v: unknown): Num => (typeof v === "number" ? v : null)

const metric = (doc: MetricsDocument, section: SectionKey | null, name: string): Num => {
  if (section === null) return null
  const m = doc.section_metrics[section] as Record<string, unknown> | null | undefined
  return m == null ? null : num(m[name])
}
const diffOf = (doc: MetricsDocument, section: SectionKey | null): Num =>
  section === null || doc.section_diffs == null ? null : num(doc.section_diffs[section])
const deltaOf = (doc: MetricsDocument, section: SectionKey | null, name: string): Num => {
  if (section === null || doc.language_deltas == null) return null
  const d = doc.language_deltas[section] as Record<string, unknown> | null | undefined
  return d == null ? null : num(d[name])
}

/**
 * [svc "Inputs to scoring"] "Flags are merged across sections (true if true in any
 * section)." A null flag is missing, i.e. not true.
 */
const mergedFlag = (doc: MetricsDocument, flag: string): boolean => {
  if (doc.section_flags == null) return false
  for (const f of Object.values(doc.section_flags)) {
    if (f != null && (f as Record<string, unknown>)[flag] === true) return true
  }
  return false
}

/** Whether the cybersecurity incident flag is true in a section other than Item 1C. */
const cyberOutside1C = (doc: MetricsDocument): boolean => {
  if (doc.section_flags == null) return false
  for (const [key, f] of Object.entries(doc.section_flags)) {
    if (key !== "item_1c_cybersecurity" && f != null && (f as Record<string, unknown>).cybersecurity_incident_flag === true) {
      return true
    }
  }
  return false
}

// ---------------------------------------------------------------------------------------
// Shared rules
// ---------------------------------------------------------------------------------------

/**
 * [svc shared rule 1] "blend: weighted average over non-null inputs with weights
 * renormalised over those inputs; null when all inputs are null."
 * [svc v2 evidence rules] "Weights are renormalised over non-null evidence rows." — the
 * evidence blend is the same computation.
 */
export const blend = (rows: ReadonlyArray<readonly [Num, number]>): Num => {
  let sum = 0
  let weight = 0
  for (const [value, w] of rows) {
    if (value === null) continue
    sum += value * w
    weight += w
  }
  return weight === 0 ? null : sum / weight
}

/** [svc shared rule 2] "Tone ratios are multiplied by 100 before blending; diff scores are already 0 to 100." */
const x100 = (v: Num): Num => (v === null ? null : v * 100)

/** `100 minus` an input, null staying null. */
const inverse = (v: Num): Num => (v === null ? null : 100 - v)

/**
 * [svc] "Flag boost: adds 15.0 when any of the named flags is true; the result is capped
 * at 100 after the addition."
 * [ref §6.2] "The +15 boost is applied only when the base blend is non-null (v1 never
 * produces a flag-only score)."
 */
export const FLAG_BOOST = 15.0
const boosted = (base: Num, anyFlag: boolean): Num => (base === null ? null : anyFlag ? Math.min(100, base + FLAG_BOOST) : base)

/**
 * [svc v1 table] disclosure_change_score: "plus 0.1 × average of the positive
 * uncertainty_language_delta values when present" — the mean of the values that are
 * positive (> 0); null (no addition) when no section has a positive value.
 * ([ref §6.2] describes a mean of max(0, delta) that keeps negative deltas in the
 * denominator; [SPEC] lets [svc] win where the two differ, and [svc] names the positive
 * values themselves.)
 */
const meanOfPositiveValues = (values: ReadonlyArray<Num>): Num => {
  const positive = values.filter((v): v is number => v !== null && v > 0)
  return positive.length === 0 ? null : positive.reduce((s, v) => s + v, 0) / positive.length
}

/**
 * [svc] names the input `legal_language_delta` with no rule of its own; [ref §6.2]:
 * "legal_delta = mean of max(0, legal_language_delta) over [1A, item_3, item_1 legal]",
 * "negative deltas count as 0 but stay in the denominator". Null when no section has it.
 */
const meanOfPositiveParts = (values: ReadonlyArray<Num>): Num => {
  const present = values.filter((v): v is number => v !== null)
  if (present.length === 0) return null
  return present.reduce((s, v) => s + Math.max(0, v), 0) / present.length
}

/** [svc shared rule 3] weights of the nine headline components, in weight order. */
export const HEADLINE_WEIGHTS = [
  ["risk_factor_intensity_score", 0.2],
  ["disclosure_change_score", 0.15],
  ["mdna_uncertainty_score", 0.15],
  ["legal_regulatory_risk_score", 0.1],
  ["liquidity_stress_score", 0.1],
  ["boilerplate_risk_score", 0.1],
  ["internal_controls_risk_score", 0.05],
  ["event_severity_score", 0.05],
  ["tone_negativity_score", 0.05]
] as const

export type Headline = (typeof HEADLINE_WEIGHTS)[number][0]
export type ComponentKey =
  | Headline
  | "specificity_quality_score"
  | "cybersecurity_incident_risk_score"
  | "event_materiality_score"
export type SpecComponents = Record<ComponentKey, Num>

export interface SpecScores {
  readonly overall_disclosure_risk_score: Num
  readonly score_coverage_ratio: number
  readonly confidence_score: number
  readonly missing_components: ReadonlyArray<Headline>
  readonly components: SpecComponents
  readonly aggregates: Record<string, Num>
}

/** [SPEC §7] "coverage and confidence are rounded to 4 decimals". */
const round4 = (x: number): number => Math.round(x * 1e4) / 1e4
const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x))
const mean = (xs: ReadonlyArray<number>): number => xs.reduce((s, x) => s + x, 0) / xs.length
const meanPresent = (values: ReadonlyArray<Num>): Num => {
  const present = values.filter((v): v is number => v !== null)
  return present.length === 0 ? null : mean(present)
}

// ---------------------------------------------------------------------------------------
// deterministic_scoring_v1
// ---------------------------------------------------------------------------------------

/** [svc "Model deterministic_scoring_v1 component rules"], row by row. */
export const componentsV1 = (doc: MetricsDocument): SpecComponents => {
  const r = ROLES[doc.form_type]
  const neg1a = metric(doc, r.risk, "negative_word_ratio")
  const unc1a = metric(doc, r.risk, "uncertainty_word_ratio")
  const diff1a = diffOf(doc, r.risk)
  const diffMdna = diffOf(doc, r.mdna)

  // "risk_factor_intensity_score | blend(negative×100, uncertainty×100, diff of
  //  item_1a_risk_factors; weights 0.375, 0.375, 0.25)" — tone ratios of 1A [ref §6.2].
  // Null only when all three are null (shared rule 1), so a 1A diff alone scores.
  const riskFactorIntensity = blend([
    [x100(neg1a), 0.375],
    [x100(unc1a), 0.375],
    [diff1a, 0.25]
  ])

  // "disclosure_change_score | blend(diff_1a, diff_mdna; weights 0.6, 0.4), plus 0.1 ×
  //  average of the positive uncertainty_language_delta values when present"
  // Sections of the delta: 1A and MD&A [ref §6.2]; the boost is added only to a non-null
  // blend and the result is capped at 100 [ref §6.2 "capped 100"; svc: components are 0 to 100].
  const changeBase = blend([
    [diff1a, 0.6],
    [diffMdna, 0.4]
  ])
  const uncDelta = meanOfPositiveValues([
    deltaOf(doc, r.risk, "uncertainty_language_delta"),
    deltaOf(doc, r.mdna, "uncertainty_language_delta")
  ])
  const disclosureChange = changeBase === null ? null : Math.min(100, changeBase + (uncDelta === null ? 0 : 0.1 * uncDelta))

  // "mdna_uncertainty_score | blend(uncertainty×100, modal×100, readability,
  //  uncertainty_term_density, demand_softness_density, margin_pressure_density; weights
  //  0.40, 0.35, 0.25, 0.10, 0.05, 0.05) plus flag boost for guidance_withdrawal_flag"
  // All inputs of the MD&A section [ref §6.2 "MD&A ... (its metrics merged with that section's densities)"].
  const mdnaUncertainty = boosted(
    blend([
      [x100(metric(doc, r.mdna, "uncertainty_word_ratio")), 0.4],
      [x100(metric(doc, r.mdna, "modal_word_ratio")), 0.35],
      [metric(doc, r.mdna, "readability_score"), 0.25],
      [metric(doc, r.mdna, "uncertainty_term_density"), 0.1],
      [metric(doc, r.mdna, "demand_softness_density"), 0.05],
      [metric(doc, r.mdna, "margin_pressure_density"), 0.05]
    ]),
    mergedFlag(doc, "guidance_withdrawal_flag")
  )

  // "legal_regulatory_risk_score | blend(litigious×100, legal_language_delta; weights
  //  0.70, 0.30) plus flag boost for investigation_flag, material_legal_proceeding_flag"
  // litigious of 1A; legal_delta = mean of max(0, legal_language_delta) over 1A and the
  // legal-proceedings section [ref §6.2].
  const legalDelta = meanOfPositiveParts([
    deltaOf(doc, r.risk, "legal_language_delta"),
    deltaOf(doc, r.legal, "legal_language_delta")
  ])
  const legal = boosted(
    blend([
      [x100(metric(doc, r.risk, "litigious_word_ratio")), 0.7],
      [legalDelta, 0.3]
    ]),
    mergedFlag(doc, "investigation_flag") || mergedFlag(doc, "material_legal_proceeding_flag")
  )

  // "liquidity_stress_score | blend(constraining×100, liquidity_constraint_density;
  //  weights 0.50, 0.35) plus flag boost for going_concern_flag, covenant_breach_flag"
  // Both of MD&A [ref §6.2 "constr_MD&A×100"].
  const liquidity = boosted(
    blend([
      [x100(metric(doc, r.mdna, "constraining_word_ratio")), 0.5],
      [metric(doc, r.mdna, "liquidity_constraint_density"), 0.35]
    ]),
    mergedFlag(doc, "going_concern_flag") || mergedFlag(doc, "covenant_breach_flag")
  )

  // "boilerplate_risk_score | blend(boilerplate×100, 100 minus numeric_specificity, 100
  //  minus company_specificity; equal weights)" — of 1A [ref §6.2]; the boilerplate
  //  ratio is `boilerplate_word_ratio` [SPEC §6].
  const boilerplate = blend([
    [x100(metric(doc, r.risk, "boilerplate_word_ratio")), 1],
    [inverse(metric(doc, r.risk, "numeric_specificity")), 1],
    [inverse(metric(doc, r.risk, "company_specificity")), 1]
  ])

  // "internal_controls_risk_score | blend(controls-section diff, constraining×100; weights
  //  0.6, 0.4) plus flag boost for material_weakness_flag, restatement_flag,
  //  ineffective_controls_flag" — constraining of 1A [ref §6.2 "constr_1A×100"].
  const internalControls = boosted(
    blend([
      [diffOf(doc, r.controls), 0.6],
      [x100(metric(doc, r.risk, "constraining_word_ratio")), 0.4]
    ]),
    mergedFlag(doc, "material_weakness_flag") ||
      mergedFlag(doc, "restatement_flag") ||
      mergedFlag(doc, "ineffective_controls_flag")
  )

  // "event_severity_score | equals diff_1a"
  const eventSeverity = diff1a

  // "specificity_quality_score | blend(numeric_specificity, company_specificity; weights 0.5, 0.5)" — of 1A.
  const specificity = blend([
    [metric(doc, r.risk, "numeric_specificity"), 0.5],
    [metric(doc, r.risk, "company_specificity"), 0.5]
  ])

  // "tone_negativity_score | blend(negative×100 from item 1A, uncertainty×100 from MD&A; weights 0.5, 0.5)"
  const toneNegativity = blend([
    [x100(neg1a), 0.5],
    [x100(metric(doc, r.mdna, "uncertainty_word_ratio")), 0.5]
  ])

  return {
    risk_factor_intensity_score: riskFactorIntensity,
    disclosure_change_score: disclosureChange,
    mdna_uncertainty_score: mdnaUncertainty,
    legal_regulatory_risk_score: legal,
    liquidity_stress_score: liquidity,
    boilerplate_risk_score: boilerplate,
    internal_controls_risk_score: internalControls,
    event_severity_score: eventSeverity,
    tone_negativity_score: toneNegativity,
    specificity_quality_score: specificity,
    // [svc] "under the v2 model cybersecurity_incident_risk_score and
    //  event_materiality_score (null when not computed)": v1 does not compute them.
    cybersecurity_incident_risk_score: null,
    event_materiality_score: null
  }
}

// ---------------------------------------------------------------------------------------
// Calibration (v2)
// ---------------------------------------------------------------------------------------

export interface SpecTable {
  readonly metric: string
  readonly form: string
  readonly sector?: string | null
  readonly fiscal_year?: number | null
  readonly values: ReadonlyArray<number>
}

/**
 * [SPEC §7] "A table is 21 ascending values v0…v20 at p0, p5, … p100; rank = 0 if x ≤ v0,
 * 100 if x ≥ v20, else linear interpolation within the bracketing step (a flat run of
 * equal values gives the midpoint of its percentiles)."
 * Choice: where x equals a run of two or more equal values the run rule wins, also at the
 * ends (a run v0 = v1 = v2 = x gives 5, not 0); a run of one value is its own percentile,
 * so the end rules hold for x = v0 or x = v20 when that value is not repeated.
 */
export const specPercentileRank = (values: ReadonlyArray<number>, x: number): number => {
  const n = values.length // 21
  const step = 100 / (n - 1)
  let first = -1
  let last = -1
  for (let i = 0; i < n; i++) {
    if (values[i] === x) {
      if (first < 0) first = i
      last = i
    }
  }
  if (first >= 0) return ((first + last) / 2) * step
  if (x < values[0]!) return 0
  if (x > values[n - 1]!) return 100
  for (let i = 0; i < n - 1; i++) {
    const lo = values[i]!
    const hi = values[i + 1]!
    if (x > lo && x < hi) return (i + (x - lo) / (hi - lo)) * step
  }
  return 100 // unreachable for a non-decreasing table
}

const norm = (s: string | null | undefined): string | null => {
  if (s == null) return null
  const t = s.trim().toLowerCase()
  return t === "" ? null : t
}

/**
 * [SPEC §7] "Lookup falls back (sector, form, year) → (sector, form) → (form, year) →
 * (form) → `identity_fallback` (ratio × 100)". [svc v2] "A baseline lookup falls back
 * across form, sector and year."
 * Choice: sectors compare trimmed and lower-cased [ref §6.4 "sector lower-cased/trimmed"];
 * a cohort step matches only the table of exactly that cohort (a (form) step wants a
 * table with neither sector nor year).
 */
export const calibrate = (
  tables: ReadonlyArray<SpecTable>,
  metricName: string,
  raw: Num,
  ctx: { form: FormType; sector: string | null; fiscalYear: number | null }
): Num => {
  if (raw === null) return null
  const sector = norm(ctx.sector)
  const year = ctx.fiscalYear
  const find = (s: string | null, y: number | null) =>
    tables.find(
      (t) => t.metric === metricName && t.form === ctx.form && norm(t.sector) === s && (t.fiscal_year ?? null) === y
    )
  const steps: Array<[string | null, number | null]> = []
  if (sector !== null && year !== null) steps.push([sector, year])
  if (sector !== null) steps.push([sector, null])
  if (year !== null) steps.push([null, year])
  steps.push([null, null])
  for (const [s, y] of steps) {
    const t = find(s, y)
    if (t !== undefined) return specPercentileRank(t.values, raw)
  }
  return raw * 100
}

// ---------------------------------------------------------------------------------------
// deterministic_scoring_v2
// ---------------------------------------------------------------------------------------

/** [svc v2] "a serious flag contributes evidence with value 65.0, weight 0.5". */
export const FLAG_EVIDENCE = 65.0
const flagRow = (doc: MetricsDocument, flag: string, weight = 0.5): readonly [Num, number] => [
  mergedFlag(doc, flag) ? FLAG_EVIDENCE : null,
  weight
]

/** [ref §6.3 item 8] the event flags. */
const EVENT_FLAGS = [
  "investigation_flag",
  "material_legal_proceeding_flag",
  "going_concern_flag",
  "guidance_withdrawal_flag",
  "cybersecurity_incident_flag"
] as const

export const componentsV2 = (doc: MetricsDocument, tables: ReadonlyArray<SpecTable>): SpecComponents => {
  // [svc v2] "Starts from the v1 result, replaces four components, and recomputes the
  // headline. Unchanged from v1: disclosure_change_score, mdna_uncertainty_score,
  // boilerplate_risk_score, event_severity_score, tone_negativity_score,
  // specificity_quality_score, headline weights, and the null rules of those components."
  const v1 = componentsV1(doc)
  const r = ROLES[doc.form_type]
  const ctx = { form: doc.form_type, sector: doc.sector ?? null, fiscalYear: doc.fiscal_year ?? null }

  // "risk_factor_intensity_score | when item 1A is present, the negative and uncertainty
  //  tone inputs are replaced by percentile ranks (0 to 100) from built-in 10-K percentile
  //  tables; blend(calibrated_negative, calibrated_uncertainty, diff_1a; weights 0.375,
  //  0.375, 0.25)"
  // The table is looked up for the document's form (and sector, year) [SPEC §7]; with no
  // table the identity fallback (ratio × 100) is v1's input. A missing ratio stays null.
  const riskFactorIntensity = blend([
    [calibrate(tables, "negative_word_ratio", metric(doc, r.risk, "negative_word_ratio"), ctx), 0.375],
    [calibrate(tables, "uncertainty_word_ratio", metric(doc, r.risk, "uncertainty_word_ratio"), ctx), 0.375],
    [diffOf(doc, r.risk), 0.25]
  ])

  // "legal_regulatory_risk_score | evidence blend of: litigious×100 per section
  //  (item_1a_risk_factors weight 0.5, legal-proceedings sections 0.35),
  //  legal_language_delta (0.30), each legal flag as evidence (0.5 each)"
  // Legal flags: v1's investigation_flag, material_legal_proceeding_flag; the delta as in v1.
  const legal = blend([
    [x100(metric(doc, r.risk, "litigious_word_ratio")), 0.5],
    [x100(metric(doc, r.legal, "litigious_word_ratio")), 0.35],
    [
      meanOfPositiveParts([deltaOf(doc, r.risk, "legal_language_delta"), deltaOf(doc, r.legal, "legal_language_delta")]),
      0.3
    ],
    flagRow(doc, "investigation_flag"),
    flagRow(doc, "material_legal_proceeding_flag")
  ])

  // "liquidity_stress_score | evidence blend of: MD&A constraining×100 (0.50),
  //  liquidity_constraint_density (0.35), item 1A constraining×100 fallback (0.25, reason
  //  code liquidity_fallback), each liquidity flag as evidence (0.5 each)"
  // Choice: the 1A row is used whenever 1A has the ratio ([ref §6.3 item 5] lists it as a
  // plain row, not only when MD&A is missing); the density is MD&A's, as in v1.
  const liquidity = blend([
    [x100(metric(doc, r.mdna, "constraining_word_ratio")), 0.5],
    [metric(doc, r.mdna, "liquidity_constraint_density"), 0.35],
    [x100(metric(doc, r.risk, "constraining_word_ratio")), 0.25],
    flagRow(doc, "going_concern_flag"),
    flagRow(doc, "covenant_breach_flag")
  ])

  // "internal_controls_risk_score | evidence blend of: controls-section diff (0.6), item
  //  1A constraining×100 (0.4), each serious internal-controls flag as evidence (0.5 each)"
  // Serious internal-controls flags: v1's material_weakness, restatement, ineffective_controls.
  const internalControls = blend([
    [diffOf(doc, r.controls), 0.6],
    [x100(metric(doc, r.risk, "constraining_word_ratio")), 0.4],
    flagRow(doc, "material_weakness_flag"),
    flagRow(doc, "restatement_flag"),
    flagRow(doc, "ineffective_controls_flag")
  ])

  // [svc] names cybersecurity_incident_risk_score and event_materiality_score as v2
  // outputs "(null when not computed)" and gives no rule; the rules are [ref §6.3]:
  // 7. "if cybersecurity_incident_flag is true and the *first* section where it is true ∈
  //    {item_1_05, item_8_01, item_1a_risk_factors} → single evidence (65, weight 0.7) ⇒
  //    score = 65.0; else null. A flag only in item_1c_cybersecurity does not score."
  // Choice: [ref §5] raises this flag only in 1C, 1.05, 8.01 and 1A, and 1A precedes 1C
  //  in a 10-K, so there the rule is exactly "true in some section other than
  //  item_1c_cybersecurity". A metrics document may carry the flag in any section of its
  //  form [SPEC §7]; that form of the rule is the one used.
  const cyber = cyberOutside1C(doc) ? blend([[FLAG_EVIDENCE, 0.7]]) : null

  // 8. "evidence from event flags [investigation, material_legal_proceeding, going_concern,
  //    guidance_withdrawal, cybersecurity_incident] whose first flagged section is an 8-K
  //    item {item_1_01, item_1_05, item_2_02, item_5_02, item_8_01} (65, 0.45, `event_flag`),
  //    plus for each 8-K section present `uncertainty_{section}` (unc×100, 0.25) and
  //    `diff_{section}` (0.20). Null for 10-K/10-Q."
  // Choice: [ref §5] raises those flags in an 8-K only in items of that list, so there
  //  the rule is "true in some item"; that form is used for every item of the form. Each
  //  item's uncertainty and diff rows are taken wherever present (a missing input is a
  //  null row, which the evidence blend leaves out).
  let eventMateriality: Num = null
  if (doc.form_type === "8-K") {
    const rows: Array<readonly [Num, number]> = EVENT_FLAGS.map((flag) => flagRow(doc, flag, 0.45))
    for (const key of SECTION_KEYS["8-K"]) {
      rows.push([x100(metric(doc, key, "uncertainty_word_ratio")), 0.25])
      rows.push([diffOf(doc, key), 0.2])
    }
    eventMateriality = blend(rows)
  }

  return {
    ...v1,
    risk_factor_intensity_score: riskFactorIntensity,
    legal_regulatory_risk_score: legal,
    liquidity_stress_score: liquidity,
    internal_controls_risk_score: internalControls,
    cybersecurity_incident_risk_score: cyber,
    event_materiality_score: eventMateriality
  }
}

// ---------------------------------------------------------------------------------------
// Headline, coverage, missing, aggregates, confidence
// ---------------------------------------------------------------------------------------

const finish = (doc: MetricsDocument, c: SpecComponents, model: "v1" | "v2"): SpecScores => {
  // [svc shared rule 3] "overall = sum(weight_i × component_i) / sum(weight_i over
  //  non-null headline components), clamped to 0..100."
  // [SPEC §7] "`overall_disclosure_risk_score` is null when no headline component is present."
  let sum = 0
  let weight = 0
  let present = 0
  const missing: Array<Headline> = []
  for (const [name, w] of HEADLINE_WEIGHTS) {
    const v = c[name]
    if (v === null) {
      missing.push(name)
      continue
    }
    sum += w * v
    weight += w
    present += 1
  }
  const overall = present === 0 ? null : clamp(sum / weight, 0, 100)

  // [svc shared rule 4] "coverage (`score_coverage_ratio`) = count of non-null headline
  //  components / 9. `missing_components` lists the null ones." (weight order)
  const coverage = present / 9

  // [svc shared rule 5] "Initial confidence = clamp(0.5 + coverage × 0.4, lower 0.3, upper
  //  0.95). It is then refined from extraction confidences, average diff confidence, and
  //  penalties (missing required sections, extraction warnings, no prior filing, low
  //  coverage). The v2 model sets confidence as the mean of extraction confidence,
  //  coverage and diff confidence minus those penalties."
  // Parts [ref §6.6]: "base = mean of available parts: [mean of per-section extraction
  //  confidences (if any sections)], coverage_ratio, [mean of diff confidences (if any)]".
  // Choice (v1): [ref] gives v1 the v2 formula, which would leave the initial confidence
  //  unused; [svc] sets v1 apart ("The v2 model sets ...") and starts v1 from the initial
  //  value. v1's base is the mean of [initial, mean extraction, mean diff]: the initial
  //  value takes the coverage slot of v2's mean, and both models refine it the same way.
  //  (README "Confidence" states the same reading.)
  // Choice: a null confidence is missing and left out of its mean [SPEC §7 "null or
  //  absent means missing, never zero"]; [ref]'s "0/None counted as 0.5" is not followed.
  const extraction = meanPresent(Object.values(doc.extraction_confidences ?? {}).map(num))
  const diff = meanPresent(Object.values(doc.diff_confidences ?? {}).map(num))
  const initial = clamp(0.5 + coverage * 0.4, 0.3, 0.95)
  const parts = (model === "v1" ? [initial, extraction, diff] : [extraction, coverage, diff]).filter(
    (p): p is number => p !== null
  )
  const base = mean(parts)

  // Penalties [ref §6.6]: "`missing_required_section` 0.25; one per distinct filing-level
  //  warning: `short_section` 0.08, ..., `extraction_suspect` 0.12 (other warnings free);
  //  `no_prior_filing` 0.10 when the prior filing produced no sections; `low_coverage` =
  //  min(0.20, (0.75 − coverage) × 0.4) when coverage < 0.75."
  // [SPEC §7] "An absent `has_prior` or `required_sections_present` adds no penalty."
  // Choice: missing_required_section is charged from `required_sections_present: false`;
  //  the warning of that name in `extraction_warnings` is not charged a second time.
  let penalty = 0
  if (doc.required_sections_present === false) penalty += 0.25
  const warnings = new Set(doc.extraction_warnings ?? [])
  if (warnings.has("short_section")) penalty += 0.08
  if (warnings.has("extraction_suspect")) penalty += 0.12
  if (doc.has_prior === false) penalty += 0.1
  if (coverage < 0.75) penalty += Math.min(0.2, (0.75 - coverage) * 0.4)
  const confidence = round4(clamp(base - penalty, 0, 1))

  // Aggregates. [svc "Aggregates"]: "disclosure_deterioration_score | equals
  //  disclosure_change_score"; "disclosure_quality_score | 100 minus
  //  boilerplate_risk_score, null when that component is null". The three v2-only
  //  aggregates have no rule in [svc]; [ref §6.5]: static_disclosure_risk_score = clamp of
  //  the mean of the present [tone_negativity, boilerplate_risk, mdna_uncertainty,
  //  legal_regulatory_risk, liquidity_stress, internal_controls_risk];
  //  disclosure_change_risk_score = clamp of the mean of the present [disclosure_change,
  //  event_severity]; static_disclosure_quality_score = specificity_quality if present,
  //  else 100 − boilerplate_risk.
  const aggregates: Record<string, Num> = {
    disclosure_deterioration_score: c.disclosure_change_score,
    disclosure_quality_score: inverse(c.boilerplate_risk_score)
  }
  if (model === "v2") {
    const staticRisk = meanPresent([
      c.tone_negativity_score,
      c.boilerplate_risk_score,
      c.mdna_uncertainty_score,
      c.legal_regulatory_risk_score,
      c.liquidity_stress_score,
      c.internal_controls_risk_score
    ])
    const changeRisk = meanPresent([c.disclosure_change_score, c.event_severity_score])
    aggregates.static_disclosure_risk_score = staticRisk === null ? null : clamp(staticRisk, 0, 100)
    aggregates.disclosure_change_risk_score = changeRisk === null ? null : clamp(changeRisk, 0, 100)
    aggregates.static_disclosure_quality_score = c.specificity_quality_score ?? inverse(c.boilerplate_risk_score)
  }

  return {
    overall_disclosure_risk_score: overall,
    score_coverage_ratio: round4(coverage),
    confidence_score: confidence,
    missing_components: missing,
    components: c,
    aggregates
  }
}

/** deterministic_scoring_v1 of a decoded metrics document. */
export const specScoreV1 = (doc: MetricsDocument): SpecScores => finish(doc, componentsV1(doc), "v1")

/** deterministic_scoring_v2 of a decoded metrics document, with the given percentile tables. */
export const specScoreV2 = (doc: MetricsDocument, tables: ReadonlyArray<SpecTable>): SpecScores =>
  finish(doc, componentsV2(doc, tables), "v2")
