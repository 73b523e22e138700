/**
 * deterministic_scoring_v2, as the service specification defines it: starts from v1 and
 * replaces risk-factor intensity (percentile-ranked 1A tone), legal, liquidity and internal
 * controls (evidence blends), and adds the cybersecurity-incident and 8-K event-materiality
 * scores. Every other component (boilerplate and specificity quality included) is v1's.
 *
 * An evidence blend is a weighted mean of rows {name, value, weight, section, reason};
 * weights renormalise over the rows present (a row exists only when its value does). A true
 * serious flag is a row of value 65.0, weight 0.5: a flag-only component is exactly 65.0.
 */
import { is8KSection, type SectionKey } from "../domain/forms.js"
import type { FlagName, MetricName } from "../domain/names.js"
import type { EvidenceReason, EvidenceRow, ProvenanceInput } from "../domain/scores.js"
import { blend, blendEvidence, clampOrNull, pct } from "./blend.js"
import type { CalibrationService } from "./calibration.js"
import type { ScoringConstantsValues } from "./constants.js"
import { componentsV1, type ComponentResult, type ComponentResults, legalLanguageDelta } from "./v1.js"
import type { DocumentView } from "./view.js"

type K = ScoringConstantsValues["v2"]

const row = (
  name: string,
  raw: number | boolean | null,
  value: number | null,
  weight: number,
  section: SectionKey | null,
  reason: EvidenceReason
): EvidenceRow | null => (raw === null || value === null ? null : { name, value, raw_value: raw, weight, section, reason })

const metricRow = (
  view: DocumentView,
  name: string,
  section: SectionKey | null,
  metric: MetricName,
  weight: number,
  reason: EvidenceReason = "metric"
): EvidenceRow | null => {
  const raw = view.metric(section, metric)
  return row(name, raw, pct(raw), weight, section, reason)
}

const flagRow = (view: DocumentView, k: K, flag: FlagName, weight: number, reason: EvidenceReason): EvidenceRow | null => {
  const sections = view.flagSections(flag)
  return sections.length === 0 ? null : row(flag, true, k.flag_evidence_score, weight, sections[0]!, reason)
}

const evidence = (rows: ReadonlyArray<EvidenceRow | null>): ComponentResult => {
  const present = rows.filter((r): r is EvidenceRow => r !== null)
  const inputs: Record<string, ProvenanceInput> = {}
  for (const r of present) inputs[r.name] = r
  return { value: clampOrNull(blendEvidence(present)), inputs }
}

export const riskFactorIntensityV2 = (
  view: DocumentView,
  k: K,
  calibration: CalibrationService,
  fiscalYear: number | null,
  sector: string | null
): ComponentResult => {
  const rf = view.roles.riskFactors
  const ctx = { form: view.form, fiscalYear, sector }
  const negative = calibration.calibrate("negative_word_ratio", view.metric(rf, "negative_word_ratio"), ctx)
  const uncertainty = calibration.calibrate("uncertainty_word_ratio", view.metric(rf, "uncertainty_word_ratio"), ctx)
  const diff1a = view.diff(rf)
  return {
    value: clampOrNull(
      blend([
        [negative.calibrated_value, k.risk_factor_intensity.negative],
        [uncertainty.calibrated_value, k.risk_factor_intensity.uncertainty],
        [diff1a, k.risk_factor_intensity.diff_1a]
      ])
    ),
    inputs: { negative_word_ratio: negative, uncertainty_word_ratio: uncertainty, diff_1a: diff1a }
  }
}

export const legalRegulatoryV2 = (view: DocumentView, k: K): ComponentResult => {
  const { riskFactors, legalProceedings } = view.roles
  const delta = legalLanguageDelta(view)
  return evidence([
    metricRow(view, "litigious_word_ratio_1a", riskFactors, "litigious_word_ratio", k.legal_regulatory.litigious_1a),
    metricRow(
      view,
      "litigious_word_ratio_legal_proceedings",
      legalProceedings,
      "litigious_word_ratio",
      k.legal_regulatory.litigious_legal_proceedings
    ),
    row("legal_language_delta", delta, delta, k.legal_regulatory.legal_language_delta, null, "language_delta"),
    flagRow(view, k, "investigation_flag", k.serious_flag_weight, "serious_flag"),
    flagRow(view, k, "material_legal_proceeding_flag", k.serious_flag_weight, "serious_flag")
  ])
}

export const liquidityStressV2 = (view: DocumentView, k: K): ComponentResult => {
  const { mdna, riskFactors } = view.roles
  const density = view.metric(mdna, "liquidity_constraint_density")
  return evidence([
    metricRow(view, "constraining_word_ratio_mdna", mdna, "constraining_word_ratio", k.liquidity_stress.constraining_mdna),
    row("liquidity_constraint_density", density, density, k.liquidity_stress.liquidity_constraint_density, mdna, "metric"),
    metricRow(
      view,
      "constraining_word_ratio_1a",
      riskFactors,
      "constraining_word_ratio",
      k.liquidity_stress.constraining_1a_fallback,
      "liquidity_fallback"
    ),
    flagRow(view, k, "going_concern_flag", k.serious_flag_weight, "serious_flag"),
    flagRow(view, k, "covenant_breach_flag", k.serious_flag_weight, "serious_flag")
  ])
}

export const internalControlsV2 = (view: DocumentView, k: K): ComponentResult => {
  const { controls, riskFactors } = view.roles
  const diffControls = view.diff(controls)
  return evidence([
    row("diff_controls", diffControls, diffControls, k.internal_controls.diff_controls, controls, "diff"),
    metricRow(view, "constraining_word_ratio_1a", riskFactors, "constraining_word_ratio", k.internal_controls.constraining_1a),
    flagRow(view, k, "material_weakness_flag", k.serious_flag_weight, "serious_flag"),
    flagRow(view, k, "restatement_flag", k.serious_flag_weight, "serious_flag"),
    flagRow(view, k, "ineffective_controls_flag", k.serious_flag_weight, "serious_flag")
  ])
}

/** 65.0 when a cybersecurity incident is reported anywhere but the Item 1C program description. */
export const cybersecurityIncidentV2 = (view: DocumentView, k: K): ComponentResult => {
  const sections = view.flagSections("cybersecurity_incident_flag").filter((s) => s !== "item_1c_cybersecurity")
  return evidence([
    sections.length === 0
      ? null
      : row("cybersecurity_incident_flag", true, k.flag_evidence_score, k.incident_flag_weight, sections[0]!, "incident_flag")
  ])
}

export const EVENT_FLAGS: ReadonlyArray<FlagName> = [
  "investigation_flag",
  "material_legal_proceeding_flag",
  "going_concern_flag",
  "guidance_withdrawal_flag",
  "cybersecurity_incident_flag"
]

/** 8-K only: event flags, plus each item's uncertainty and diff. */
export const eventMaterialityV2 = (view: DocumentView, k: K): ComponentResult => {
  if (view.form !== "8-K") return { value: null, inputs: {} }
  const rows: Array<EvidenceRow | null> = EVENT_FLAGS.map((flag) => {
    const sections = view.flagSections(flag).filter(is8KSection)
    return sections.length === 0 ? null : row(flag, true, k.flag_evidence_score, k.event_flag_weight, sections[0]!, "event_flag")
  })
  for (const item of view.keys) {
    rows.push(metricRow(view, `uncertainty_word_ratio_${item}`, item, "uncertainty_word_ratio", k.event_materiality.item_uncertainty))
    const d = view.diff(item)
    rows.push(row(`diff_${item}`, d, d, k.event_materiality.item_diff, item, "diff"))
  }
  return evidence(rows)
}

const v2 = (r: ComponentResult) => ({ ...r, source: "deterministic_v2" as const })

export const componentsV2 = (
  view: DocumentView,
  calibration: CalibrationService,
  fiscalYear: number | null,
  sector: string | null,
  constants: ScoringConstantsValues
): ComponentResults => {
  const k = constants.v2
  return {
    ...componentsV1(view, constants),
    risk_factor_intensity_score: v2(riskFactorIntensityV2(view, k, calibration, fiscalYear, sector)),
    legal_regulatory_risk_score: v2(legalRegulatoryV2(view, k)),
    liquidity_stress_score: v2(liquidityStressV2(view, k)),
    internal_controls_risk_score: v2(internalControlsV2(view, k)),
    cybersecurity_incident_risk_score: v2(cybersecurityIncidentV2(view, k)),
    event_materiality_score: v2(eventMaterialityV2(view, k))
  }
}
