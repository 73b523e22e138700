/**
 * Validation of the scoring models against what EDGAR records afterwards (`risk validate`):
 * the pure parts. Which later filings of a company are outcomes, the horizon arithmetic, the
 * quintiles of a model's headline, whether outcome rates rise with them, the AUC, and the
 * report built from one line per filing. The schemas here are the single source of the
 * NDJSON line and of the JSON report.
 *
 * Definitions (docs/validation.md):
 * - Outcome: a filing of the company dated in (filing date, filing date + horizon days]:
 *   an 8-K (the original, not an 8-K/A) listing item 1.03 (bankruptcy), 1.05 (material
 *   cybersecurity incident), 2.04 (triggering event), 2.06 (material impairment), 3.01
 *   (delisting notice), 4.01 (auditor change) or 4.02 (non-reliance); an NT 10-K or NT 10-Q
 *   (late filing); a 10-K/A, and for a 10-Q run also a 10-Q/A (amended report).
 * - Horizon complete: filing date + horizon days is on or before the newest filing date of
 *   the company's submissions list (how far the list is known to reach).
 * - Quintile: by mid-rank R (1-based; tied headlines share the mean of their ranks) among
 *   the n filings a model gave a headline, quintile = floor(5 (R − ½) / n) + 1. Equal
 *   headlines always share a quintile; the order of the input never matters.
 * - Monotonic: the outcome rates of the quintiles that hold filings never fall from Q1 to
 *   Q5; null when fewer than two quintiles hold filings.
 * - AUC: the probability that a filing with an outcome has a higher headline than one
 *   without (ties count ½); null when either class is empty.
 */
import { Schema } from "effect"
import type { RiskBand } from "../../domain/bands.js"
import { Quarter } from "../../domain/filing.js"
import { Count, Integer, Ratio } from "../../domain/numbers.js"
import { ModelId, SOFTWARE_VERSION } from "../../domain/versions.js"

// ---------------------------------------------------------------------------------------
// Outcomes.

export const OUTCOME_KINDS = [
  "bankruptcy",
  "cybersecurity_incident",
  "triggering_event",
  "impairment",
  "delisting_notice",
  "auditor_change",
  "non_reliance",
  "late_filing",
  "amended_report"
] as const
export const OutcomeKind = Schema.Literal(...OUTCOME_KINDS).annotations({ identifier: "OutcomeKind" })
export type OutcomeKind = typeof OutcomeKind.Type

/** The 8-K items that are outcomes, by kind. */
export const OUTCOME_ITEMS: Readonly<Record<string, OutcomeKind>> = {
  "1.03": "bankruptcy",
  "1.05": "cybersecurity_incident",
  "2.04": "triggering_event",
  "2.06": "impairment",
  "3.01": "delisting_notice",
  "4.01": "auditor_change",
  "4.02": "non_reliance"
}

/** Late-filing notices. */
export const LATE_FILING_FORMS: ReadonlySet<string> = new Set(["NT 10-K", "NT 10-Q"])

/** Amended periodic reports that are outcomes for a run of a form. */
export const amendedReportForms = (form: ValidationForm): ReadonlySet<string> =>
  new Set(form === "10-Q" ? ["10-K/A", "10-Q/A"] : ["10-K/A"])

export const ValidationForm = Schema.Literal("10-K", "10-Q")
export type ValidationForm = typeof ValidationForm.Type

export const OutcomeEvent = Schema.Struct({
  kinds: Schema.Array(OutcomeKind).annotations({ description: "what the filing is an outcome of (an 8-K may list several items)" }),
  form: Schema.String,
  items: Schema.Array(Schema.String).annotations({ description: "the 8-K's outcome items (1.03, 1.05, 2.04, 2.06, 3.01, 4.01, 4.02); empty for other forms" }),
  filing_date: Schema.String,
  accession_number: Schema.String
}).annotations({ identifier: "OutcomeEvent" })
export type OutcomeEvent = typeof OutcomeEvent.Type

/** The columns of a submissions row that outcomes are read from. */
export interface SubmissionsRow {
  readonly accessionNumber: string
  readonly form: string
  readonly filingDate: string
  readonly items: string
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/

/** `date` (YYYY-MM-DD) plus `days` calendar days. */
export const addDays = (date: string, days: number): string => {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

/** What one submissions row is an outcome of (empty: none). */
export const outcomeKindsOf = (row: SubmissionsRow, form: ValidationForm): { readonly kinds: ReadonlyArray<OutcomeKind>; readonly items: ReadonlyArray<string> } => {
  const f = row.form.trim().toUpperCase()
  if (f === "8-K") {
    const items = [...new Set(row.items.split(",").map((i) => i.trim()))].filter((i) => OUTCOME_ITEMS[i] !== undefined).sort()
    return { kinds: [...new Set(items.map((i) => OUTCOME_ITEMS[i]!))], items }
  }
  if (LATE_FILING_FORMS.has(f)) return { kinds: ["late_filing"], items: [] }
  if (amendedReportForms(form).has(f)) return { kinds: ["amended_report"], items: [] }
  return { kinds: [], items: [] }
}

/**
 * The outcomes among a company's submissions rows: filings dated after `after` and on or
 * before `through` (YYYY-MM-DD), the scored filing itself excluded; by date, then accession.
 */
export const outcomeEvents = (
  rows: ReadonlyArray<SubmissionsRow>,
  window: { readonly form: ValidationForm; readonly after: string; readonly through: string; readonly accession?: string | null }
): ReadonlyArray<OutcomeEvent> => {
  const seen = new Set<string>()
  const out: Array<OutcomeEvent> = []
  for (const row of rows) {
    if (!DATE_RE.test(row.filingDate) || row.filingDate <= window.after || row.filingDate > window.through) continue
    if (row.accessionNumber === window.accession || seen.has(row.accessionNumber)) continue
    const { kinds, items } = outcomeKindsOf(row, window.form)
    if (kinds.length === 0) continue
    seen.add(row.accessionNumber)
    out.push({ kinds, form: row.form.trim(), items, filing_date: row.filingDate, accession_number: row.accessionNumber })
  }
  return out.sort((a, b) => (a.filing_date === b.filing_date ? (a.accession_number < b.accession_number ? -1 : 1) : a.filing_date < b.filing_date ? -1 : 1))
}

/** The newest filing date among the rows (how far the company's list reaches), or null. */
export const newestFilingDate = (rows: ReadonlyArray<SubmissionsRow>): string | null => {
  let newest: string | null = null
  for (const r of rows) if (DATE_RE.test(r.filingDate) && (newest === null || r.filingDate > newest)) newest = r.filingDate
  return newest
}

// ---------------------------------------------------------------------------------------
// Quintiles, monotonicity, AUC.

/** Mid-ranks (1-based; tied values share the mean of their ranks), in input order. */
export const midRanks = (values: ReadonlyArray<number>): Array<number> => {
  const order = values.map((v, i) => ({ v, i })).sort((a, b) => a.v - b.v)
  const ranks = new Array<number>(values.length)
  for (let start = 0; start < order.length; ) {
    let end = start
    while (end + 1 < order.length && order[end + 1]!.v === order[start]!.v) end++
    const rank = (start + end) / 2 + 1
    for (let k = start; k <= end; k++) ranks[order[k]!.i] = rank
    start = end + 1
  }
  return ranks
}

/** Quintile (1..5) of each value, in input order: floor(5 (R − ½) / n) + 1 with R its mid-rank. */
export const quintiles = (values: ReadonlyArray<number>): Array<number> => {
  const n = values.length
  return midRanks(values).map((r) => Math.min(5, Math.floor((5 * (r - 0.5)) / n) + 1))
}

/** Rates never fall from one quintile holding filings to the next; null when fewer than two hold any. */
export const isMonotonic = (rates: ReadonlyArray<number | null>): boolean | null => {
  const present = rates.filter((r): r is number => r !== null)
  if (present.length < 2) return null
  return present.every((r, i) => i === 0 || r >= present[i - 1]!)
}

/**
 * P(score of a positive > score of a negative), ties counted ½: (sum of the positives'
 * mid-ranks − P(P+1)/2) / (P·N). Null when either class is empty.
 */
export const auc = (scores: ReadonlyArray<number>, positive: ReadonlyArray<boolean>): number | null => {
  const p = positive.filter(Boolean).length
  const n = scores.length - p
  if (p === 0 || n === 0) return null
  const ranks = midRanks(scores)
  let sum = 0
  ranks.forEach((r, i) => {
    if (positive[i]) sum += r
  })
  return (sum - (p * (p + 1)) / 2) / (p * n)
}

// ---------------------------------------------------------------------------------------
// One line per filing (the NDJSON output; what a resumed run reads back).

const BANDS = ["low", "moderate", "elevated", "high", "unavailable"] as const satisfies ReadonlyArray<RiskBand>
/** A band of src/domain/bands.ts. */
export const RiskBandSchema = Schema.Literal(...BANDS)

export const ModelScore = Schema.Struct({
  headline: Schema.NullOr(Schema.Number).annotations({ description: "overall_disclosure_risk_score under the model" }),
  band: RiskBandSchema
}).annotations({ identifier: "ModelScore" })
export type ModelScore = typeof ModelScore.Type

/** What the headlines depend on besides the filing: a resumed run's lines must have been scored under the same. */
export const ScoringVersions = Schema.Struct({
  scoring_constants_version: Schema.String,
  calibration_version: Schema.String
}).annotations({ identifier: "ValidationVersions" })
export type ScoringVersions = typeof ScoringVersions.Type

export const ValidationLine = Schema.Struct({
  ticker: Schema.String.annotations({ description: "as given in the universe file" }),
  fiscal_year: Integer,
  form_type: ValidationForm,
  quarter: Schema.NullOr(Quarter),
  horizon_days: Integer,
  models: Schema.Array(ModelId),
  status: Schema.Literal("ok", "error"),
  error_code: Schema.NullOr(Schema.String).annotations({
    description:
      "why the filing was not scored: filing_not_found, document_unavailable (listed, its document not at this source), upstream_unavailable (a passing failure, retried by a resumed run) or invalid_request"
  }),
  error_detail: Schema.NullOr(Schema.String),
  cik: Schema.NullOr(Schema.String),
  company_name: Schema.NullOr(Schema.String),
  accession_number: Schema.NullOr(Schema.String),
  filing_date: Schema.NullOr(Schema.String),
  horizon_end: Schema.NullOr(Schema.String).annotations({ description: "filing date + horizon days" }),
  observed_through: Schema.NullOr(Schema.String).annotations({ description: "the newest filing date of the company's submissions list" }),
  horizon_complete: Schema.NullOr(Schema.Boolean),
  scores: Schema.NullOr(Schema.Record({ key: Schema.String, value: ModelScore })).annotations({
    description: "each model's headline and band, keyed by model id (those of `models`); null when the filing was not scored"
  }),
  outcomes: Schema.Array(OutcomeEvent),
  versions: ScoringVersions
}).annotations({ identifier: "ValidationLine", description: "One filing of a validation run (one NDJSON line)" })
export type ValidationLine = typeof ValidationLine.Type

export const decodeValidationLine = Schema.decodeUnknownOption(ValidationLine)
export const encodeValidationLine = Schema.encodeSync(ValidationLine)

// ---------------------------------------------------------------------------------------
// The report.

export const QuintileRow = Schema.Struct({
  quintile: Integer,
  n: Count,
  outcomes: Count,
  rate: Schema.NullOr(Ratio).annotations({ description: "outcomes / n; null for an empty quintile" }),
  min_headline: Schema.NullOr(Schema.Number),
  max_headline: Schema.NullOr(Schema.Number)
}).annotations({ identifier: "QuintileRow" })
export type QuintileRow = typeof QuintileRow.Type

export const ModelValidation = Schema.Struct({
  model: ModelId,
  n: Count.annotations({ description: "filings scored with a headline under this model" }),
  without_headline: Count.annotations({ description: "filings scored whose headline is null under this model (not in n)" }),
  outcomes: Count.annotations({ description: "of the n, filings with at least one outcome" }),
  outcome_rate: Schema.NullOr(Ratio),
  quintiles: Schema.Array(QuintileRow),
  monotonic: Schema.NullOr(Schema.Boolean).annotations({ description: "rates of the non-empty quintiles never fall from Q1 to Q5; null with fewer than two non-empty quintiles" }),
  auc: Schema.NullOr(Ratio).annotations({ description: "P(headline with an outcome > headline without), ties ½; null when either class is empty" })
}).annotations({ identifier: "ModelValidation" })
export type ModelValidation = typeof ModelValidation.Type

export const OutcomeKindCount = Schema.Struct({
  kind: OutcomeKind,
  filings: Count.annotations({ description: "scored filings with at least one outcome of this kind" }),
  events: Count.annotations({ description: "outcome filings of this kind, over all scored filings" })
}).annotations({ identifier: "OutcomeKindCount" })

export const UnscoredFiling = Schema.Struct({
  ticker: Schema.String,
  quarter: Schema.NullOr(Quarter),
  error_code: Schema.String,
  reason: Schema.String
}).annotations({ identifier: "UnscoredFiling" })

export const IncompleteHorizon = Schema.Struct({
  ticker: Schema.String,
  quarter: Schema.NullOr(Quarter),
  accession_number: Schema.String,
  filing_date: Schema.String,
  horizon_end: Schema.String,
  observed_through: Schema.NullOr(Schema.String)
}).annotations({ identifier: "IncompleteHorizon" })

export const ValidationReport = Schema.Struct({
  fiscal_year: Integer,
  form_type: ValidationForm,
  horizon_days: Integer,
  models: Schema.Array(ModelId),
  filings: Schema.Struct({
    total: Count,
    scored: Count,
    unscored: Count,
    with_outcome: Count.annotations({ description: "scored filings with at least one outcome" }),
    horizon_incomplete: Count.annotations({ description: "scored filings whose horizon ends after the company's newest listed filing (kept in every figure)" })
  }),
  outcome_kinds: Schema.Array(OutcomeKindCount),
  by_model: Schema.Array(ModelValidation),
  unscored: Schema.Array(UnscoredFiling),
  horizon_incomplete: Schema.Array(IncompleteHorizon),
  versions: Schema.Struct({ ...ScoringVersions.fields, software_version: Schema.String })
}).annotations({ identifier: "ValidationReport", description: "Each model's headline against the outcomes EDGAR records after the filing" })
export type ValidationReport = typeof ValidationReport.Type

export const encodeValidationReport = Schema.encodeSync(ValidationReport)

/** One model's figures over the scored lines. */
export const validateModel = (model: ModelId, lines: ReadonlyArray<ValidationLine>): ModelValidation => {
  const scored = lines.filter((l) => l.status === "ok")
  const withHeadline = scored.flatMap((l) => {
    const h = l.scores?.[model]?.headline ?? null
    return h === null ? [] : [{ headline: h, positive: l.outcomes.length > 0 }]
  })
  const headlines = withHeadline.map((x) => x.headline)
  const positive = withHeadline.map((x) => x.positive)
  const q = quintiles(headlines)
  const rows: Array<QuintileRow> = [1, 2, 3, 4, 5].map((quintile) => {
    const members = withHeadline.filter((_, i) => q[i] === quintile)
    const outcomes = members.filter((m) => m.positive).length
    return {
      quintile,
      n: members.length,
      outcomes,
      rate: members.length === 0 ? null : outcomes / members.length,
      min_headline: members.length === 0 ? null : Math.min(...members.map((m) => m.headline)),
      max_headline: members.length === 0 ? null : Math.max(...members.map((m) => m.headline))
    }
  })
  const outcomes = positive.filter(Boolean).length
  return {
    model,
    n: withHeadline.length,
    without_headline: scored.length - withHeadline.length,
    outcomes,
    outcome_rate: withHeadline.length === 0 ? null : outcomes / withHeadline.length,
    quintiles: rows,
    monotonic: isMonotonic(rows.map((r) => r.rate)),
    auc: auc(headlines, positive)
  }
}

/** The report of a run from its lines (in input order). */
export const buildReport = (
  run: {
    readonly fiscalYear: number
    readonly form: ValidationForm
    readonly horizonDays: number
    readonly models: ReadonlyArray<ModelId>
    readonly versions: ScoringVersions
  },
  lines: ReadonlyArray<ValidationLine>
): ValidationReport => {
  const scored = lines.filter((l) => l.status === "ok")
  const incomplete = scored.filter((l) => l.horizon_complete === false)
  return {
    fiscal_year: run.fiscalYear,
    form_type: run.form,
    horizon_days: run.horizonDays,
    models: run.models,
    filings: {
      total: lines.length,
      scored: scored.length,
      unscored: lines.length - scored.length,
      with_outcome: scored.filter((l) => l.outcomes.length > 0).length,
      horizon_incomplete: incomplete.length
    },
    outcome_kinds: OUTCOME_KINDS.map((kind) => ({
      kind,
      filings: scored.filter((l) => l.outcomes.some((o) => o.kinds.includes(kind))).length,
      events: scored.reduce((sum, l) => sum + l.outcomes.filter((o) => o.kinds.includes(kind)).length, 0)
    })),
    by_model: run.models.map((m) => validateModel(m, lines)),
    unscored: lines
      .filter((l) => l.status === "error")
      .map((l) => ({ ticker: l.ticker, quarter: l.quarter, error_code: l.error_code ?? "internal", reason: l.error_detail ?? "" })),
    horizon_incomplete: incomplete.map((l) => ({
      ticker: l.ticker,
      quarter: l.quarter,
      accession_number: l.accession_number ?? "",
      filing_date: l.filing_date ?? "",
      horizon_end: l.horizon_end ?? "",
      observed_through: l.observed_through
    })),
    versions: { ...run.versions, software_version: SOFTWARE_VERSION }
  }
}
