/**
 * Scoring an analysis and shaping the full result `{filing, sections, metrics, active_flags,
 * changes, scores, versions}`.
 */
import { Effect } from "effect"
import { type Filing, filingHeader } from "../../domain/filing.js"
import type { Scores } from "../../domain/scores.js"
import { SOFTWARE_VERSION } from "../../domain/versions.js"
import { ScoringModel } from "../../scoring/scoring-model.js"
import { type ScoredAnalysis, scoringInput } from "./analyze.js"
import type { Changes, FullResult, FullVersions } from "./result.js"

/**
 * What is known of a filing from its own cover facts (offline documents), as a header
 * (`filingHeader`): no EDGAR name is known, so the company is named as the cover names it.
 */
export const filingFromCover = (analysis: ScoredAnalysis, overrides: Partial<Filing> = {}): Filing => {
  const c = analysis.cover
  const period = c.fiscal_period_focus?.toUpperCase() ?? null
  const header = filingHeader({
    ticker: c.trading_symbol,
    cik: c.cik,
    names: { cover: c.registrant_name },
    accession_number: null,
    form_type: analysis.form,
    fiscal_year: c.fiscal_year_focus,
    quarter: analysis.form === "10-Q" && (period === "Q1" || period === "Q2" || period === "Q3") ? period : null,
    period_end: c.period_end_date,
    filing_date: null,
    primary_document: null,
    source_url: null,
    prior_accession_number: null
  })
  return { ...header, ...overrides }
}

const changeMissingReason = (analysis: ScoredAnalysis, value: number | null): string | null => {
  if (value !== null) return null
  if (analysis.priorMissingReason !== null) return analysis.priorMissingReason
  if (analysis.diffs.size === 0) return "no risk-factor or MD&A section has a body in both filings"
  return "neither risk factors nor MD&A could be compared with the prior filing"
}

export const changesOf = (analysis: ScoredAnalysis, scores: Scores): Changes => {
  const value = scores.components.disclosure_change_score
  return {
    section_diffs: analysis.metrics.section_diffs,
    section_diffs_v2: analysis.metrics.section_diffs_v2,
    language_deltas: analysis.metrics.language_deltas,
    change_score: { value, missing_reason: changeMissingReason(analysis, value) },
    sections: [...analysis.diffs.entries()].map(([section, d]) => ({
      section,
      summary: d.diff_details.summary,
      added_samples: d.diff_details.added_samples,
      removed_samples: d.diff_details.removed_samples
    }))
  }
}

/** Scores an analysis with the model in context and assembles the full result. */
export const scoreAnalysis = (analysis: ScoredAnalysis, filing: Filing): Effect.Effect<FullResult, never, ScoringModel> =>
  Effect.gen(function* () {
    const model = yield* ScoringModel
    const doc = yield* scoringInput(analysis.metrics)
    const scores = model.score(doc)
    const versions: FullVersions = {
      ...analysis.versions,
      ...model.versions,
      software_version: SOFTWARE_VERSION
    }
    return {
      filing,
      sections: analysis.sections,
      metrics: analysis.metrics,
      active_flags: analysis.activeFlags,
      changes: changesOf(analysis, scores),
      scores,
      versions
    }
  })
