/**
 * deterministic_scoring_v3, the screening model: what happened outranks how it is written.
 *
 * - Events. Each flag raised anywhere in the filing (a cybersecurity incident outside the
 *   Item 1C programme description) has a severity s = seriousness × (1 − prevalence), the
 *   prevalence being the share of the form's calibration filings that raise it;
 *   `event_severity_score` is 100 × (1 − Π(1 − s)) over the distinct flags raised, 0 when the flags were read and none
 *   fired (`section_flags` present), null when the document carries no `section_flags`.
 * - Language. Every language input is a percentile rank (0..100) among filings of the same
 *   form in the calibration universe (`data/calibration/percentiles.json`), so each
 *   component spans its range; an input without a table is left out (never read on a raw
 *   scale).
 * - Change. Where a prior exists, the section diffs and the rise in negative and uncertain
 *   language against the prior are a component of their own.
 * - Headline. L = weighted mean of the present language components; headline =
 *   E + (100 − E) × language_share × L / 100. A filing without an event scores at most
 *   100 × language_share; an event lifts the floor in proportion to its severity.
 *
 * Formulas, weights and reasons: docs/scoring-v3.md.
 */
import type { SectionKey } from "../domain/forms.js"
import type { ComponentName, FlagName, MetricName } from "../domain/names.js"
import type { CalibratedInput, ProvenanceInput } from "../domain/scores.js"
import { blend, clamp100, clampOrNull, meanOf } from "./blend.js"
import type { CalibrationService } from "./calibration.js"
import type { ScoringConstantsValues } from "./constants.js"
import type { ComponentResult, ComponentResults } from "./v1.js"
import { cybersecurityIncidentV2, eventMaterialityV2 } from "./v2.js"
import type { DocumentView } from "./view.js"

type K = ScoringConstantsValues["v3"]

interface RankContext {
  readonly form: DocumentView["form"]
  readonly fiscalYear: number | null
  readonly sector: string | null
}

type Role = "riskFactors" | "mdna" | "legalProceedings" | "controls"

/** The calibration key of a metric read in a section role: Item 1A keeps the plain names. */
export const calibrationKey = (role: Role, metric: MetricName): string =>
  role === "riskFactors" ? metric : `${ROLE_PREFIX[role]}.${metric}`

const ROLE_PREFIX: Readonly<Record<Role, string>> = {
  riskFactors: "risk_factors",
  mdna: "mdna",
  legalProceedings: "legal_proceedings",
  controls: "controls"
}

/** A calibrated input: its percentile rank when a table exists, else null (left out of blends). */
const ranked = (
  view: DocumentView,
  calibration: CalibrationService,
  ctx: RankContext,
  role: Role,
  metric: MetricName
): CalibratedInput => {
  const section = view.roles[role]
  const c = calibration.calibrate(calibrationKey(role, metric), view.metric(section, metric), ctx)
  return c.calibration_status === "calibrated" ? c : { ...c, calibrated_value: null }
}

const weighted = (inputs: ReadonlyArray<readonly [string, CalibratedInput, number]>): ComponentResult => ({
  value: clampOrNull(blend(inputs.map(([, c, w]) => [c.calibrated_value, w] as const))),
  inputs: Object.fromEntries(inputs.map(([name, c]) => [name, c]))
})

/** Whether a flag raised in a section is an event: anywhere but a cybersecurity incident in the Item 1C programme description. */
export const raisesEvent = (flag: FlagName, section: string): boolean =>
  !(flag === "cybersecurity_incident_flag" && section === "item_1c_cybersecurity")

/** Sections where a flag raises an event. */
const raisedIn = (view: DocumentView, flag: FlagName): ReadonlyArray<SectionKey> =>
  view.flagSections(flag).filter((s) => raisesEvent(flag, s))

/**
 * Whether a section's sentences count toward an event's intensity: the items, not the
 * financial-statement notes an item points to (a note lists every matter for the accounts,
 * so its length measures the company's size more than the matter's weight), and not the
 * Item 1C programme description for a cybersecurity incident.
 */
export const countsTowardIntensity = (flag: FlagName, section: string): boolean =>
  !section.endsWith("_note") && raisesEvent(flag, section)

/** The calibration key of the number of sentences that raised a flag (tables over the filings that raise it). */
export const evidenceCountKey = <F extends FlagName>(flag: F): `evidence_count.${F}` => `evidence_count.${flag}`

/**
 * Noisy-or of the severities of the flags raised, each an evidence row (value 100 × severity,
 * weight = severity) beside its prevalence and intensity; null when no flags were read.
 * severity = seriousness × (1 − prevalence × (1 − intensity)): a common event is discounted
 * by its prevalence, and regains it as far as the filing states more of it than the filings
 * that raise it (intensity: the percentile rank, 0..1, of its count of sentences among them).
 */
const events = (
  view: DocumentView,
  calibration: CalibrationService,
  ctx: RankContext,
  flags: ReadonlyArray<FlagName>,
  k: K
): ComponentResult => {
  if (!view.flagsRead) return { value: null, inputs: {} }
  let calm = 1
  const inputs: Record<string, ProvenanceInput> = {}
  for (const flag of flags) {
    const sections = raisedIn(view, flag)
    if (sections.length === 0) continue
    const prevalence = calibration.prevalence(flag, view.form) ?? 0
    const count = view.flagCount(flag, sections.filter((section) => countsTowardIntensity(flag, section)))
    const ranked = calibration.calibrate(evidenceCountKey(flag), count, ctx)
    const intensity = ranked.calibration_status === "calibrated" && ranked.calibrated_value !== null ? ranked.calibrated_value / 100 : 0
    const remediated = flag === "material_weakness_flag" && raisedIn(view, "ineffective_controls_flag").length === 0
    const severity =
      k.event_seriousness[flag] * (1 - prevalence * (1 - intensity)) * (remediated ? k.material_weakness_without_ineffective_conclusion : 1)
    calm *= 1 - severity
    inputs[flag] = { name: flag, value: 100 * severity, raw_value: true, weight: severity, section: sections[0]!, reason: "event" }
    inputs[`${flag}_prevalence`] = prevalence
    inputs[`${flag}_sentences`] = ranked
    if (remediated) inputs.material_weakness_without_ineffective_conclusion = true
  }
  return { value: clamp100(100 * (1 - calm)), inputs }
}

export const eventSeverityV3 = (view: DocumentView, calibration: CalibrationService, ctx: RankContext, k: K): ComponentResult =>
  events(view, calibration, ctx, Object.keys(k.event_seriousness) as Array<FlagName>, k)

export const internalControlsV3 = (view: DocumentView, calibration: CalibrationService, ctx: RankContext, k: K): ComponentResult =>
  events(view, calibration, ctx, k.controls_flags as ReadonlyArray<FlagName>, k)

export const mdnaUncertaintyV3 = (view: DocumentView, calibration: CalibrationService, ctx: RankContext, k: K): ComponentResult =>
  weighted([
    ["uncertainty_word_ratio", ranked(view, calibration, ctx, "mdna", "uncertainty_word_ratio"), k.mdna_uncertainty.uncertainty],
    ["negative_word_ratio", ranked(view, calibration, ctx, "mdna", "negative_word_ratio"), k.mdna_uncertainty.negative],
    ["uncertainty_term_density", ranked(view, calibration, ctx, "mdna", "uncertainty_term_density"), k.mdna_uncertainty.uncertainty_term_density],
    ["demand_softness_density", ranked(view, calibration, ctx, "mdna", "demand_softness_density"), k.mdna_uncertainty.demand_softness_density],
    ["margin_pressure_density", ranked(view, calibration, ctx, "mdna", "margin_pressure_density"), k.mdna_uncertainty.margin_pressure_density]
  ])

export const liquidityStressV3 = (view: DocumentView, calibration: CalibrationService, ctx: RankContext, k: K): ComponentResult =>
  weighted([
    ["constraining_word_ratio_mdna", ranked(view, calibration, ctx, "mdna", "constraining_word_ratio"), k.liquidity_stress.constraining_mdna],
    ["liquidity_constraint_density", ranked(view, calibration, ctx, "mdna", "liquidity_constraint_density"), k.liquidity_stress.liquidity_constraint_density],
    ["distress_term_density", ranked(view, calibration, ctx, "mdna", "distress_term_density"), k.liquidity_stress.distress_term_density]
  ])

export const legalRegulatoryV3 = (view: DocumentView, calibration: CalibrationService, ctx: RankContext, k: K): ComponentResult =>
  weighted([
    ["litigious_word_ratio_1a", ranked(view, calibration, ctx, "riskFactors", "litigious_word_ratio"), k.legal_regulatory.litigious_1a],
    ["litigious_word_ratio_mdna", ranked(view, calibration, ctx, "mdna", "litigious_word_ratio"), k.legal_regulatory.litigious_mdna]
  ])

export const toneNegativityV3 = (view: DocumentView, calibration: CalibrationService, ctx: RankContext, k: K): ComponentResult =>
  weighted([
    ["negative_word_ratio_1a", ranked(view, calibration, ctx, "riskFactors", "negative_word_ratio"), k.tone_negativity.negative_1a],
    ["negative_word_ratio_mdna", ranked(view, calibration, ctx, "mdna", "negative_word_ratio"), k.tone_negativity.negative_mdna]
  ])

/**
 * Change against the prior: the 1A and MD&A diffs (0..100 as measured) and the rise of negative
 * and uncertain language (positive deltas only). Null without a prior (no diff and no delta).
 */
export const disclosureChangeV3 = (view: DocumentView, k: K): ComponentResult => {
  const { riskFactors, mdna } = view.roles
  const diff1a = view.diff(riskFactors)
  const diffMdna = view.diff(mdna)
  const rise = (section: SectionKey | null, name: "negative_language_delta" | "uncertainty_language_delta") => {
    const d = view.delta(section, name)
    return d === null ? null : clamp100(Math.max(0, d) * k.disclosure_change.delta_scale)
  }
  const negativeRise = [rise(riskFactors, "negative_language_delta"), rise(mdna, "negative_language_delta")]
  const uncertaintyRise = [rise(riskFactors, "uncertainty_language_delta"), rise(mdna, "uncertainty_language_delta")]
  const negative = meanOf(negativeRise)
  const uncertainty = meanOf(uncertaintyRise)
  return {
    value: clampOrNull(
      blend([
        [diff1a, k.disclosure_change.diff_1a],
        [diffMdna, k.disclosure_change.diff_mdna],
        [negative, k.disclosure_change.negative_rise],
        [uncertainty, k.disclosure_change.uncertainty_rise]
      ])
    ),
    inputs: { diff_1a: diff1a, diff_mdna: diffMdna, negative_language_rise: negative, uncertainty_language_rise: uncertainty }
  }
}

/** v1's boilerplate blend over Item 1A inputs ranked among filings of the same form. */
export const boilerplateRiskV3 = (
  view: DocumentView,
  calibration: CalibrationService,
  ctx: RankContext,
  k1: ScoringConstantsValues["v1"]
): ComponentResult => {
  const boilerplate = ranked(view, calibration, ctx, "riskFactors", "boilerplate_word_ratio")
  const numeric = ranked(view, calibration, ctx, "riskFactors", "numeric_specificity")
  const company = ranked(view, calibration, ctx, "riskFactors", "company_specificity")
  const inv = (c: CalibratedInput) => (c.calibrated_value === null ? null : 100 - c.calibrated_value)
  return {
    value: clampOrNull(
      blend([
        [boilerplate.calibrated_value, k1.boilerplate.boilerplate],
        [inv(numeric), k1.boilerplate.numeric_unspecificity],
        [inv(company), k1.boilerplate.company_unspecificity]
      ])
    ),
    inputs: { boilerplate_word_ratio: boilerplate, numeric_specificity: numeric, company_specificity: company }
  }
}

export const specificityQualityV3 = (
  view: DocumentView,
  calibration: CalibrationService,
  ctx: RankContext,
  k1: ScoringConstantsValues["v1"]
): ComponentResult =>
  weighted([
    ["numeric_specificity", ranked(view, calibration, ctx, "riskFactors", "numeric_specificity"), k1.specificity_quality.numeric],
    ["company_specificity", ranked(view, calibration, ctx, "riskFactors", "company_specificity"), k1.specificity_quality.company]
  ])

const v3 = (r: ComponentResult) => ({ ...r, source: "deterministic_v3" as const })

export const componentsV3 = (
  view: DocumentView,
  calibration: CalibrationService,
  fiscalYear: number | null,
  sector: string | null,
  constants: ScoringConstantsValues
): ComponentResults => {
  const k = constants.v3
  const ctx: RankContext = { form: view.form, fiscalYear, sector }
  return {
    // v2's calibrated 1A tone without the raw-scale fallback; the 1A diff lives in disclosure change
    risk_factor_intensity_score: v3(
      weighted([
        ["negative_word_ratio", ranked(view, calibration, ctx, "riskFactors", "negative_word_ratio"), k.risk_factor_intensity.negative],
        ["uncertainty_word_ratio", ranked(view, calibration, ctx, "riskFactors", "uncertainty_word_ratio"), k.risk_factor_intensity.uncertainty]
      ])
    ),
    disclosure_change_score: v3(disclosureChangeV3(view, k)),
    mdna_uncertainty_score: v3(mdnaUncertaintyV3(view, calibration, ctx, k)),
    legal_regulatory_risk_score: v3(legalRegulatoryV3(view, calibration, ctx, k)),
    liquidity_stress_score: v3(liquidityStressV3(view, calibration, ctx, k)),
    boilerplate_risk_score: v3(boilerplateRiskV3(view, calibration, ctx, constants.v1)),
    internal_controls_risk_score: v3(internalControlsV3(view, calibration, ctx, k)),
    event_severity_score: v3(eventSeverityV3(view, calibration, ctx, k)),
    tone_negativity_score: v3(toneNegativityV3(view, calibration, ctx, k)),
    specificity_quality_score: v3(specificityQualityV3(view, calibration, ctx, constants.v1)),
    cybersecurity_incident_risk_score: v3(cybersecurityIncidentV2(view, constants.v2)),
    event_materiality_score: v3(eventMaterialityV2(view, constants.v2))
  }
}

/** L: the weighted mean of the present language components; null when none is present. */
export const languageIndexV3 = (components: Readonly<Record<ComponentName, number | null>>, k: K): number | null =>
  clampOrNull(blend((Object.entries(k.language_weights) as Array<[ComponentName, number]>).map(([c, w]) => [components[c], w] as const)))

/**
 * E + (100 − E) × share × L / 100. Null when no language component could be read and no event
 * was raised: a filing whose items are incorporated by reference elsewhere (an annual report
 * exhibit) shows no event only because nothing was read, and 0 would read as calm. An event
 * raised without language still scores E.
 */
export const headlineV3 = (event: number | null, language: number | null, k: K): number | null => {
  if (language === null && (event === null || event === 0)) return null
  const e = event ?? 0
  return clamp100(e + ((100 - e) * k.language_share * (language ?? 0)) / 100)
}
