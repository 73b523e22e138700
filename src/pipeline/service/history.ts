/**
 * A company's disclosure-risk history: every 10-K (or 10-Q) in a range of fiscal years,
 * each scored through the normal `FilingService` (same cache, same results as a single
 * request), oldest first so that a filing analysed as the prior of the next one is
 * extracted once. Years without a filing are listed with their reason.
 */
import { Effect, Schema } from "effect"
import { Count, Integer } from "../../domain/numbers.js"
import { InvalidRequest } from "../../domain/errors.js"
import { Quarter } from "../../domain/filing.js"
import { HISTORY_FORMS } from "../../domain/forms.js"
import { FLAG_NAMES, FlagName } from "../../domain/names.js"
import { Components } from "../../domain/scores.js"
import { caseInsensitive, decodeFilingRequest, decodeRequest, FiscalYear } from "../../domain/request.js"
import { DEFAULT_MODEL, ModelId } from "../../domain/versions.js"
import { type FilingError, FilingService } from "./filing-service.js"
import type { FullResult } from "../analysis/result.js"

export { HISTORY_FORMS }
export const HistoryForm = Schema.Literal(...HISTORY_FORMS).annotations({ identifier: "HistoryForm" })
export type HistoryForm = typeof HistoryForm.Type
/** The form of a history as a query string carries it (case-insensitive). */
export const HistoryFormFromString = caseInsensitive(HISTORY_FORMS, "form type: 10-K (default) or 10-Q")

/** At most this many fiscal years in one history. */
export const MAX_HISTORY_YEARS = 30
export const DEFAULT_HISTORY_YEARS = 10

export const FlagCount = Schema.Struct({
  flag: FlagName,
  evidence_count: Count.annotations({ description: "sentences that raised the flag, summed over the sections" }),
  sections: Schema.Array(Schema.String)
}).annotations({ identifier: "FlagCount" })
export type FlagCount = typeof FlagCount.Type

const NullableNumber = Schema.NullOr(Schema.Number)

export const HistoryRow = Schema.Struct({
  fiscal_year: Integer,
  quarter: Schema.NullOr(Quarter),
  form_type: HistoryForm,
  accession_number: Schema.NullOr(Schema.String),
  filing_date: Schema.NullOr(Schema.String),
  period_end: Schema.NullOr(Schema.String),
  prior_accession_number: Schema.NullOr(Schema.String),
  overall_disclosure_risk_score: NullableNumber,
  components: Components,
  score_coverage_ratio: Schema.Number,
  confidence_score: Schema.Number,
  active_flags: Schema.Array(FlagCount),
  change_score: NullableNumber.annotations({ description: "the change score against the filing's own prior (null: see change_missing_reason)" }),
  change_missing_reason: Schema.NullOr(Schema.String)
}).annotations({ identifier: "HistoryRow", description: "One scored filing of a history" })
export type HistoryRow = typeof HistoryRow.Type

export const MISSING_REASONS = ["not_filed", "document_unavailable"] as const
export const MissingPeriod = Schema.Struct({
  fiscal_year: Integer,
  quarter: Schema.NullOr(Quarter),
  form_type: HistoryForm,
  reason: Schema.Literal(...MISSING_REASONS).annotations({
    description: "not_filed: no such filing is listed on EDGAR; document_unavailable: listed, but its document could not be fetched"
  }),
  detail: Schema.String
}).annotations({ identifier: "MissingPeriod" })
export type MissingPeriod = typeof MissingPeriod.Type

export const HistoryResponse = Schema.Struct({
  ticker: Schema.String,
  cik: Schema.NullOr(Schema.String),
  company_name: Schema.NullOr(Schema.String),
  form_type: HistoryForm,
  from: Integer,
  to: Integer,
  filings: Schema.Array(HistoryRow).annotations({ description: "scored filings, oldest first" }),
  missing: Schema.Array(MissingPeriod).annotations({ description: "fiscal years (and quarters) of the range without a scored filing" }),
  versions: Schema.Struct({ scoring_model_version: ModelId })
}).annotations({ identifier: "HistoryResponse" })
export type HistoryResponse = typeof HistoryResponse.Type

export interface HistoryRequest {
  readonly ticker: string
  readonly from?: number | null | undefined
  readonly to?: number | null | undefined
  readonly form?: HistoryForm | undefined
  readonly model?: ModelId | undefined
}

/** The range of a request: `to` defaults to the current year, `from` to ten years before `to`. */
export const historyRange = (
  request: Pick<HistoryRequest, "from" | "to">,
  now: Date = new Date()
): Effect.Effect<{ readonly from: number; readonly to: number }, InvalidRequest> => {
  const to = request.to ?? now.getUTCFullYear()
  const from = request.from ?? to - (DEFAULT_HISTORY_YEARS - 1)
  return decodeYearRange({ from, to }).pipe(
    Effect.mapError((e) => new InvalidRequest({ detail: "invalid history range", errors: e.errors })),
    Effect.flatMap((range) => {
      const errors: Array<{ path: string; message: string }> = []
      if (range.from > range.to) errors.push({ path: "from", message: `from (${range.from}) is after to (${range.to})` })
      else if (range.to - range.from + 1 > MAX_HISTORY_YEARS) {
        errors.push({ path: "from", message: `at most ${MAX_HISTORY_YEARS} fiscal years per history, got ${range.to - range.from + 1}` })
      }
      return errors.length > 0 ? Effect.fail(new InvalidRequest({ detail: "invalid history range", errors })) : Effect.succeed(range)
    })
  )
}

const decodeYearRange = decodeRequest(Schema.Struct({ from: FiscalYear, to: FiscalYear }))

/** Active flags summed over sections, in the flags' canonical order. */
export const flagCounts = (r: FullResult): Array<FlagCount> => {
  const byFlag = new Map<string, { count: number; sections: Array<string> }>()
  for (const f of r.active_flags) {
    const e = byFlag.get(f.flag) ?? { count: 0, sections: [] }
    e.count += f.evidence_count
    if (!e.sections.includes(f.section)) e.sections.push(f.section)
    byFlag.set(f.flag, e)
  }
  return FLAG_NAMES.filter((f) => byFlag.has(f)).map((flag) => {
    const e = byFlag.get(flag)!
    return { flag, evidence_count: e.count, sections: e.sections }
  })
}

/** The history row of a full result: every number is the result's own. */
export const historyRow = (r: FullResult, form: HistoryForm, fiscalYear: number): HistoryRow => ({
  fiscal_year: r.filing.fiscal_year ?? fiscalYear,
  quarter: r.filing.quarter,
  form_type: form,
  accession_number: r.filing.accession_number,
  filing_date: r.filing.filing_date,
  period_end: r.filing.period_end,
  prior_accession_number: r.filing.prior_accession_number,
  overall_disclosure_risk_score: r.scores.overall_disclosure_risk_score,
  components: r.scores.components,
  score_coverage_ratio: r.scores.score_coverage_ratio,
  confidence_score: r.scores.confidence_score,
  active_flags: flagCounts(r),
  change_score: r.changes.change_score.value,
  change_missing_reason: r.changes.change_score.missing_reason
})

/** Errors about the company itself (not one year): the whole history fails with them. */
const COMPANY_LEVEL = /^(Unknown ticker|No EDGAR filing list)/

interface Period {
  readonly fiscalYear: number
  readonly quarter: Quarter | null
}

const periodsOf = (form: HistoryForm, from: number, to: number): Array<Period> => {
  const out: Array<Period> = []
  for (let y = from; y <= to; y++) {
    if (form === "10-K") out.push({ fiscalYear: y, quarter: null })
    else for (const q of ["Q1", "Q2", "Q3"] as const) out.push({ fiscalYear: y, quarter: q })
  }
  return out
}

/** A company's history over the range; fails only for a bad request or an unknown company. */
export const companyHistory = (request: HistoryRequest): Effect.Effect<HistoryResponse, FilingError, FilingService> =>
  Effect.map(companyHistoryWith(request, () => Effect.void), (h) => h.history)

/**
 * A company's history, and `extra` of each scored filing's full result (`extras[i]` belongs
 * to `history.filings[i]`): what a readable view adds to the rows without changing them.
 */
export const companyHistoryWith = <A, R>(
  request: HistoryRequest,
  extra: (result: FullResult) => Effect.Effect<A, never, R>
): Effect.Effect<{ readonly history: HistoryResponse; readonly extras: ReadonlyArray<A> }, FilingError, FilingService | R> =>
  Effect.gen(function* () {
    const service = yield* FilingService
    const { from, to } = yield* historyRange(request)
    const form: HistoryForm = request.form ?? "10-K"
    const model = request.model ?? DEFAULT_MODEL
    const ticker = request.ticker.trim()
    const filings: Array<HistoryRow> = []
    const extras: Array<A> = []
    const missing: Array<MissingPeriod> = []
    const seen = new Set<string>()
    let identity: FullResult["filing"] | null = null
    // Oldest first and one at a time: the prior of each filing is the previous one, whose
    // document and extraction are then already at hand.
    for (const period of periodsOf(form, from, to)) {
      const outcome = yield* Effect.either(
        Effect.flatMap(
          decodeFilingRequest({ ticker, fiscal_year: period.fiscalYear, form_type: form, quarter: period.quarter, compare: "prior", scoring_model_version: model }),
          service.score
        )
      )
      if (outcome._tag === "Right") {
        const r = outcome.right
        identity ??= r.filing
        const key = r.filing.accession_number ?? `${period.fiscalYear}${period.quarter ?? ""}`
        // A year whose filing resolves to one already listed (an odd calendar) is not listed twice.
        if (seen.has(key)) {
          missing.push({ ...periodFields(period, form), reason: "not_filed", detail: `resolves to ${key}, already listed` })
          continue
        }
        seen.add(key)
        filings.push(historyRow(r, form, period.fiscalYear))
        extras.push(yield* extra(r))
        continue
      }
      const e = outcome.left
      switch (e._tag) {
        case "InvalidRequest":
          return yield* Effect.fail(e)
        case "FilingNotFound":
          if (COMPANY_LEVEL.test(e.detail)) return yield* Effect.fail(e)
          missing.push({ ...periodFields(period, form), reason: "not_filed", detail: e.detail })
          break
        case "UpstreamUnavailable":
          missing.push({ ...periodFields(period, form), reason: "document_unavailable", detail: e.detail })
          break
      }
    }
    const history: HistoryResponse = {
      ticker: identity?.ticker ?? ticker.toUpperCase(),
      cik: identity?.cik ?? null,
      company_name: identity?.company_name ?? null,
      form_type: form,
      from,
      to,
      filings,
      missing,
      versions: { scoring_model_version: model }
    }
    return { history, extras }
  })

const periodFields = (p: Period, form: HistoryForm) => ({ fiscal_year: p.fiscalYear, quarter: p.quarter, form_type: form })

