/**
 * A watched filing's line, from its full result (the calibrated model, v2) and the screening
 * model's scores of the same analysis (v3: its metrics document re-scored, nothing analysed
 * twice). Every number is the result's own.
 */
import { Effect } from "effect"
import { riskBand } from "../../domain/bands.js"
import { errorCode } from "../../domain/error-table.js"
import { FLAG_LABELS, FLAG_NAMES } from "../../domain/names.js"
import type { Scores } from "../../domain/scores.js"
import { type ModelId, SOFTWARE_VERSION } from "../../domain/versions.js"
import { Calibration } from "../../scoring/calibration.js"
import { ScoringConstants } from "../../scoring/constants.js"
import { makeModel } from "../../scoring/scoring-model.js"
import type { Headline, PendingFiling, WatchFlag, WatchLine } from "../../watch/schema.js"
import { scoringInput } from "../analysis/analyze.js"
import type { FilingError } from "../service/filing-service.js"
import type { FullResult } from "../analysis/result.js"

/** The screening model scored beside the calibrated one. */
export const SCREENING_MODEL: ModelId = "deterministic_scoring_v3"

const MAX_SENTENCE = 500

const cut = (s: string, n: number): string => (s.length <= n ? s : `${s.slice(0, n - 1)}…`)

/** A result's scores under another model: its metrics document re-scored over the service's tables and constants. */
export const scoresUnder = (result: FullResult, model: ModelId): Effect.Effect<Scores, never, Calibration> =>
  result.versions.scoring_model_version === model
    ? Effect.succeed(result.scores)
    : Effect.gen(function* () {
        const calibration = yield* Calibration
        const constants = yield* ScoringConstants
        const doc = yield* scoringInput(result.metrics)
        return makeModel(model, calibration, constants).score(doc)
      })

const headlineOf = (model: ModelId, scores: Scores): Headline => ({
  model,
  overall_disclosure_risk_score: scores.overall_disclosure_risk_score,
  band: riskBand(scores.overall_disclosure_risk_score),
  score_coverage_ratio: scores.score_coverage_ratio,
  confidence_score: scores.confidence_score
})

/** The active flags, one per flag (in the flags' order): its sections, evidence count and first sentence. */
export const watchFlags = (r: FullResult): Array<WatchFlag> => {
  const byFlag = new Map<string, { sections: Array<string>; count: number; top: WatchFlag["top_evidence"] }>()
  for (const f of r.active_flags) {
    const e = byFlag.get(f.flag) ?? { sections: [], count: 0, top: null }
    if (!e.sections.includes(f.section)) e.sections.push(f.section)
    e.count += f.evidence_count
    const first = f.evidence[0]
    if (e.top === null && first !== undefined) e.top = { section: first.section, sentence: cut(first.sentence, MAX_SENTENCE), phrase: cut(first.phrase, 200) }
    byFlag.set(f.flag, e)
  }
  return FLAG_NAMES.flatMap((flag) => {
    const e = byFlag.get(flag)
    return e === undefined ? [] : [{ flag, label: FLAG_LABELS[flag], sections: e.sections, evidence_count: e.count, top_evidence: e.top }]
  })
}

const changeOf = (r: FullResult): WatchLine["change"] => {
  const summaries = new Map(r.changes.sections.map((s) => [s.section, s.summary]))
  const top = Object.entries(r.changes.section_diffs)
    .flatMap(([section, v]) => (typeof v === "number" && Number.isFinite(v) ? [{ section, change_score: Math.min(100, Math.max(0, v)) }] : []))
    .sort((a, b) => b.change_score - a.change_score || (a.section < b.section ? -1 : 1))
    .slice(0, 3)
    .map((s) => ({ ...s, summary: summaries.get(s.section) ?? "" }))
  return {
    prior_accession_number: r.filing.prior_accession_number,
    change_score: r.changes.change_score.value,
    missing_reason: r.changes.change_score.missing_reason,
    top_sections: top
  }
}

const identity = (p: PendingFiling, scoredAt: string) => ({
  accession_number: p.accession_number,
  form_type: p.form_type,
  cik: p.cik,
  company_name: p.company_name,
  filing_date: p.filing_date,
  accepted_at: p.accepted_at,
  detected_at: p.detected_at,
  detected_via: p.detected_via,
  scored_at: scoredAt
})

/** The line of a scored filing. */
export const scoredLine = (p: PendingFiling, r: FullResult, screening: Scores | null, scoredAt: string): WatchLine => ({
  event: "filing_scored",
  ...identity(p, scoredAt),
  ticker: r.filing.ticker,
  company_name: r.filing.company_name ?? p.company_name,
  fiscal_year: r.filing.fiscal_year,
  quarter: r.filing.quarter,
  period_end: r.filing.period_end,
  filing_date: r.filing.filing_date ?? p.filing_date,
  source_url: r.filing.source_url,
  headline: headlineOf(r.versions.scoring_model_version, r.scores),
  screening: screening === null ? null : headlineOf(SCREENING_MODEL, screening),
  active_flags: watchFlags(r),
  change: changeOf(r),
  error: null,
  versions: {
    scoring_model_version: r.versions.scoring_model_version,
    screening_model_version: screening === null ? null : SCREENING_MODEL,
    parser_version: r.versions.parser_version,
    metrics_engine_version: r.versions.metrics_engine_version,
    software_version: r.versions.software_version
  }
})

/** The line of a filing that cannot be scored (a final answer, not a passing failure). */
export const failedLine = (p: PendingFiling, e: FilingError, scoredAt: string, model: ModelId): WatchLine => ({
  event: "filing_failed",
  ...identity(p, scoredAt),
  ticker: null,
  fiscal_year: null,
  quarter: null,
  period_end: null,
  source_url: null,
  headline: null,
  screening: null,
  active_flags: [],
  change: null,
  error: { code: errorCode(e), detail: cut(e.message, 1000) },
  versions: {
    scoring_model_version: model,
    screening_model_version: null,
    parser_version: null,
    metrics_engine_version: null,
    software_version: SOFTWARE_VERSION
  }
})
