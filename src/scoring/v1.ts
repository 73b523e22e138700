/**
 * deterministic_scoring_v1: component rules.
 *
 * Sections read: risk-factor intensity, legal (litigious), boilerplate, specificity and the
 * constraining input of internal controls read 1A; MD&A uncertainty and liquidity read MD&A;
 * internal controls' diff is the controls section's; tone negativity reads negative from 1A
 * and uncertainty from MD&A. A component is null only when every input of its blend is null;
 * the flag boost (+15, then cap 100) and the change-score delta bonus apply only to a
 * non-null blend.
 */
import type { ComponentName, FlagName } from "../domain/names.js"
import type { ProvenanceEntry, ProvenanceInput } from "../domain/scores.js"
import { blend, clamp100, clampOrNull, meanOf, pct } from "./blend.js"
import type { ScoringConstantsValues } from "./constants.js"
import type { DocumentView } from "./view.js"

type K = ScoringConstantsValues["v1"]

export type ComponentValues = Record<ComponentName, number | null>

export interface ComponentResult {
  readonly value: number | null
  readonly inputs: Record<string, ProvenanceInput>
}

const boosted = (
  k: K,
  base: number | null,
  view: DocumentView,
  flags: ReadonlyArray<FlagName>,
  inputs: Record<string, ProvenanceInput>
): ComponentResult => {
  const fired = flags.some((f) => view.flag(f))
  for (const f of flags) inputs[f] = view.flag(f)
  const boost = base !== null && fired ? k.flag_boost : 0
  inputs.flag_boost = boost
  return { value: base === null ? null : clamp100(base + boost), inputs }
}

/** Mean of max(0, legal_language_delta) over 1A and legal proceedings, for those that have it. */
export const legalLanguageDelta = (view: DocumentView): number | null => {
  const { riskFactors, legalProceedings } = view.roles
  const present = [view.delta(riskFactors, "legal_language_delta"), view.delta(legalProceedings, "legal_language_delta")]
    .filter((d): d is number => d !== null)
    .map((d) => Math.max(0, d))
  return meanOf(present)
}

export const riskFactorIntensity = (view: DocumentView, k: K): ComponentResult => {
  const rf = view.roles.riskFactors
  const negative = view.metric(rf, "negative_word_ratio")
  const uncertainty = view.metric(rf, "uncertainty_word_ratio")
  const diff1a = view.diff(rf)
  return {
    value: clampOrNull(blend([[pct(negative), k.risk_factor_intensity.negative], [pct(uncertainty), k.risk_factor_intensity.uncertainty], [diff1a, k.risk_factor_intensity.diff_1a]])),
    inputs: { negative_word_ratio: negative, uncertainty_word_ratio: uncertainty, diff_1a: diff1a }
  }
}

export const disclosureChange = (view: DocumentView, k: K): ComponentResult => {
  const { riskFactors, mdna } = view.roles
  const diff1a = view.diff(riskFactors)
  const diffMdna = view.diff(mdna)
  const base = blend([[diff1a, k.disclosure_change.diff_1a], [diffMdna, k.disclosure_change.diff_mdna]])
  const d1a = view.delta(riskFactors, "uncertainty_language_delta")
  const dMdna = view.delta(mdna, "uncertainty_language_delta")
  const positive = [d1a, dMdna].filter((d): d is number => d !== null && d > 0)
  const bonus = base !== null && positive.length > 0 ? k.disclosure_change.uncertainty_delta_bonus * (meanOf(positive) ?? 0) : 0
  return {
    value: base === null ? null : clamp100(base + bonus),
    inputs: {
      diff_1a: diff1a,
      diff_mdna: diffMdna,
      mdna_section: mdna,
      uncertainty_language_delta_1a: d1a,
      uncertainty_language_delta_mdna: dMdna,
      uncertainty_language_delta_boost: bonus
    }
  }
}

export const mdnaUncertainty = (view: DocumentView, k: K): ComponentResult => {
  const m = view.roles.mdna
  const u = view.metric(m, "uncertainty_word_ratio")
  const modal = view.metric(m, "modal_word_ratio")
  const readability = view.metric(m, "readability_score")
  const utd = view.metric(m, "uncertainty_term_density")
  const dsd = view.metric(m, "demand_softness_density")
  const mpd = view.metric(m, "margin_pressure_density")
  const base = blend([
    [pct(u), k.mdna_uncertainty.uncertainty],
    [pct(modal), k.mdna_uncertainty.modal],
    [readability, k.mdna_uncertainty.readability],
    [utd, k.mdna_uncertainty.uncertainty_term_density],
    [dsd, k.mdna_uncertainty.demand_softness_density],
    [mpd, k.mdna_uncertainty.margin_pressure_density]
  ])
  return boosted(k, base, view, ["guidance_withdrawal_flag"], {
    mdna_section: m,
    uncertainty_word_ratio: u,
    modal_word_ratio: modal,
    readability_score: readability,
    uncertainty_term_density: utd,
    demand_softness_density: dsd,
    margin_pressure_density: mpd
  })
}

export const legalRegulatoryV1 = (view: DocumentView, k: K): ComponentResult => {
  const litigious = view.metric(view.roles.riskFactors, "litigious_word_ratio")
  const delta = legalLanguageDelta(view)
  const base = blend([[pct(litigious), k.legal_regulatory.litigious], [delta, k.legal_regulatory.legal_language_delta]])
  return boosted(k, base, view, ["investigation_flag", "material_legal_proceeding_flag"], {
    litigious_word_ratio: litigious,
    legal_language_delta: delta
  })
}

export const liquidityStressV1 = (view: DocumentView, k: K): ComponentResult => {
  const m = view.roles.mdna
  const constraining = view.metric(m, "constraining_word_ratio")
  const density = view.metric(m, "liquidity_constraint_density")
  const base = blend([[pct(constraining), k.liquidity_stress.constraining], [density, k.liquidity_stress.liquidity_constraint_density]])
  return boosted(k, base, view, ["going_concern_flag", "covenant_breach_flag"], {
    mdna_section: m,
    constraining_word_ratio: constraining,
    liquidity_constraint_density: density
  })
}

export const boilerplateRisk = (view: DocumentView, k: K): ComponentResult => {
  const rf = view.roles.riskFactors
  const boilerplate = view.metric(rf, "boilerplate_word_ratio")
  const numeric = view.metric(rf, "numeric_specificity")
  const company = view.metric(rf, "company_specificity")
  return {
    value: clampOrNull(
      blend([
        [pct(boilerplate), k.boilerplate.boilerplate],
        [numeric === null ? null : 100 - numeric, k.boilerplate.numeric_unspecificity],
        [company === null ? null : 100 - company, k.boilerplate.company_unspecificity]
      ])
    ),
    inputs: { boilerplate_word_ratio: boilerplate, numeric_specificity: numeric, company_specificity: company }
  }
}

export const internalControlsV1 = (view: DocumentView, k: K): ComponentResult => {
  const { controls, riskFactors } = view.roles
  const diffControls = view.diff(controls)
  const constraining = view.metric(riskFactors, "constraining_word_ratio")
  const base = blend([[diffControls, k.internal_controls.diff_controls], [pct(constraining), k.internal_controls.constraining]])
  return boosted(k, base, view, ["material_weakness_flag", "restatement_flag", "ineffective_controls_flag"], {
    controls_section: controls,
    diff_controls: diffControls,
    constraining_word_ratio: constraining
  })
}

export const eventSeverity = (view: DocumentView): ComponentResult => {
  const diff1a = view.diff(view.roles.riskFactors)
  return { value: diff1a, inputs: { diff_1a: diff1a } }
}

export const specificityQuality = (view: DocumentView, k: K): ComponentResult => {
  const rf = view.roles.riskFactors
  const numeric = view.metric(rf, "numeric_specificity")
  const company = view.metric(rf, "company_specificity")
  return {
    value: clampOrNull(blend([[numeric, k.specificity_quality.numeric], [company, k.specificity_quality.company]])),
    inputs: { numeric_specificity: numeric, company_specificity: company }
  }
}

export const toneNegativity = (view: DocumentView, k: K): ComponentResult => {
  const negative = view.metric(view.roles.riskFactors, "negative_word_ratio")
  const uncertainty = view.metric(view.roles.mdna, "uncertainty_word_ratio")
  return {
    value: clampOrNull(blend([[pct(negative), k.tone_negativity.negative_1a], [pct(uncertainty), k.tone_negativity.uncertainty_mdna]])),
    inputs: { negative_word_ratio_1a: negative, uncertainty_word_ratio_mdna: uncertainty }
  }
}

export type ComponentResults = Record<ComponentName, ComponentResult & { readonly source: ProvenanceEntry["source"] }>

const v1 = (r: ComponentResult) => ({ ...r, source: "deterministic" as const })

/** Every v1 component with its provenance inputs. */
export const componentsV1 = (view: DocumentView, constants: ScoringConstantsValues): ComponentResults => {
  const k = constants.v1
  return {
  risk_factor_intensity_score: v1(riskFactorIntensity(view, k)),
  disclosure_change_score: v1(disclosureChange(view, k)),
  mdna_uncertainty_score: v1(mdnaUncertainty(view, k)),
  legal_regulatory_risk_score: v1(legalRegulatoryV1(view, k)),
  liquidity_stress_score: v1(liquidityStressV1(view, k)),
  boilerplate_risk_score: v1(boilerplateRisk(view, k)),
  internal_controls_risk_score: v1(internalControlsV1(view, k)),
  event_severity_score: v1(eventSeverity(view)),
  tone_negativity_score: v1(toneNegativity(view, k)),
  specificity_quality_score: v1(specificityQuality(view, k)),
  cybersecurity_incident_risk_score: v1({ value: null, inputs: {} }),
  event_materiality_score: v1({ value: null, inputs: {} })
}
}
