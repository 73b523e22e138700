/**
 * Why a component of a full result has no value, in one line: one builder for every surface
 * that says it (the CLI scorecard, the Workspace scorecard).
 */
import type { FullResult } from "./result.js"

/** The generic reason, when nothing more precise is known. */
export const INPUTS_NOT_PRESENT = "its inputs are not present in this filing"

/** Why there is no prior filing, saying first that there is none. */
export const noPriorReason = (reason: string | null): string =>
  reason === null || reason.trim() === "" ? "no prior filing" : /^no prior\b/i.test(reason) ? reason : `no prior filing: ${reason}`

/** What a section's status says about a component that reads it. */
const sectionReason = (r: FullResult, suffix: string, what: string): string => {
  const status = r.sections.find((x) => x.section_name.endsWith(suffix))?.status ?? null
  return status === "by_reference"
    ? `${what} incorporated by reference`
    : status === "not_applicable"
      ? `${what}: not applicable`
      : status === null
        ? `${what} not found in the document`
        : INPUTS_NOT_PRESENT
}

/**
 * Why `component` of the result is null. `disclosure_change_score` and, under v1 and v2,
 * `event_severity_score` (the risk factors' diff) need a prior filing: without one, the reason
 * says so first.
 */
export const componentMissingReason = (r: FullResult, component: string): string => {
  const eightK = r.filing.form_type === "8-K"
  if (component === "event_materiality_score") return eightK ? INPUTS_NOT_PRESENT : "scored for 8-Ks only"
  if (eightK) return "a 10-K/10-Q component, not scored for an 8-K"
  const noPrior = r.metrics.has_prior ? null : noPriorReason(r.changes.change_score.missing_reason)
  switch (component) {
    case "disclosure_change_score":
      return noPrior ?? r.changes.change_score.missing_reason ?? "neither risk factors nor MD&A could be compared with the prior filing"
    case "event_severity_score": {
      if (r.versions.scoring_model_version === "deterministic_scoring_v3") return "the document carries no flags"
      if (noPrior !== null) return noPrior
      const section = sectionReason(r, "_risk_factors", "risk factors")
      return section === INPUTS_NOT_PRESENT ? "the risk factors could not be compared with the prior filing's" : section
    }
    case "risk_factor_intensity_score":
      return sectionReason(r, "_risk_factors", "risk factors")
    case "mdna_uncertainty_score":
      return sectionReason(r, "_mdna", "MD&A")
    case "legal_regulatory_risk_score":
      return sectionReason(r, "_legal_proceedings", "legal proceedings")
    default:
      return INPUTS_NOT_PRESENT
  }
}

/** The reason of every null component of the result's scores, by component name. */
export const missingReasons = (r: FullResult, components: ReadonlyArray<string>): Record<string, string> =>
  Object.fromEntries(components.map((c) => [c, componentMissingReason(r, c)]))
