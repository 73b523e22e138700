/**
 * The workspace's table widgets: flat row shapes, their column definitions (in the
 * workspace's `columnsDefs` vocabulary) and the builders from full results.
 */
import { Schema } from "effect"
import type { FilingError, PanelItem } from "../pipeline/service/filing-service.js"
import type { FullResult } from "../pipeline/analysis/result.js"
import { DELTA_NAMES, type DeltaName, HEADLINE_COMPONENTS, type HeadlineComponent } from "../domain/names.js"
import { errorLine } from "../domain/error-table.js"
import { COMPONENT_LABELS, riskBand, sectionTitle } from "./labels.js"

export const CELL_DATA_TYPES = ["text", "number", "boolean", "date", "dateString", "object"] as const
export const FORMATTER_FNS = ["int", "none", "percent", "normalized", "normalizedPercent", "dateToYear"] as const

export interface ColumnDef<F extends string = string> {
  readonly field: F
  readonly headerName: string
  readonly cellDataType: (typeof CELL_DATA_TYPES)[number]
  readonly formatterFn?: (typeof FORMATTER_FNS)[number]
  readonly decimalPlaces?: number
  readonly chartDataType?: "category" | "series" | "time" | "excluded"
  readonly headerTooltip?: string
  readonly pinned?: "left" | "right"
  readonly width?: number
  readonly minWidth?: number
  readonly hide?: boolean
  readonly suffix?: string
}

const Text = Schema.String
const NullableText = Schema.NullOr(Schema.String)
const NullableNumber = Schema.NullOr(Schema.Number)

// ---------------------------------------------------------------- flags

export const FlagRow = Schema.Struct({
  ticker: NullableText,
  fiscal_year: NullableNumber,
  form_type: Text,
  section: Text,
  section_title: Text,
  flag: Text,
  label: Text,
  phrase: Text,
  sentence: Text,
  start: NullableNumber,
  end: NullableNumber
}).annotations({ identifier: "WorkspaceFlagRow" })
export type FlagRow = typeof FlagRow.Type

export const FLAG_COLUMNS: ReadonlyArray<ColumnDef<keyof FlagRow>> = [
  { field: "ticker", headerName: "Ticker", cellDataType: "text", chartDataType: "category", hide: true },
  { field: "fiscal_year", headerName: "Fiscal year", cellDataType: "number", formatterFn: "none", decimalPlaces: 0, hide: true },
  { field: "form_type", headerName: "Form", cellDataType: "text", hide: true },
  { field: "label", headerName: "Flag", cellDataType: "text", pinned: "left", minWidth: 200 },
  { field: "section_title", headerName: "Section", cellDataType: "text", minWidth: 160 },
  { field: "phrase", headerName: "Phrase", cellDataType: "text", minWidth: 140 },
  {
    field: "sentence",
    headerName: "Evidence",
    cellDataType: "text",
    minWidth: 420,
    headerTooltip: "The sentence of the filing that raised the flag"
  },
  { field: "flag", headerName: "Flag key", cellDataType: "text", hide: true },
  { field: "section", headerName: "Section key", cellDataType: "text", hide: true },
  { field: "start", headerName: "Start", cellDataType: "number", formatterFn: "int", hide: true },
  { field: "end", headerName: "End", cellDataType: "number", formatterFn: "int", hide: true }
]

/** One row per piece of evidence (a raised flag without evidence still gets one row). */
export const flagRows = (r: FullResult): Array<FlagRow> =>
  r.active_flags.flatMap((f): Array<FlagRow> => {
    const base = {
      ticker: r.filing.ticker,
      fiscal_year: r.filing.fiscal_year,
      form_type: r.filing.form_type,
      section: f.section,
      section_title: sectionTitle(f.section),
      flag: f.flag,
      label: f.label
    }
    return f.evidence.length === 0
      ? [{ ...base, phrase: "", sentence: "", start: null, end: null }]
      : f.evidence.map((e) => ({ ...base, phrase: e.phrase, sentence: e.sentence, start: e.start, end: e.end }))
  })

// ---------------------------------------------------------------- changes

export const ChangeRow = Schema.Struct({
  ticker: NullableText,
  fiscal_year: NullableNumber,
  section: Text,
  section_title: Text,
  change_score: NullableNumber,
  change_score_v1: NullableNumber,
  change_score_v2: NullableNumber,
  negative_language_delta: NullableNumber,
  uncertainty_language_delta: NullableNumber,
  legal_language_delta: NullableNumber,
  constraining_language_delta: NullableNumber,
  summary: Text,
  added_sample: Text,
  removed_sample: Text
}).annotations({ identifier: "WorkspaceChangeRow" })
export type ChangeRow = typeof ChangeRow.Type

const DELTA_HEADERS: { readonly [D in DeltaName]: string } = {
  negative_language_delta: "Negative Δ",
  uncertainty_language_delta: "Uncertainty Δ",
  legal_language_delta: "Legal Δ",
  constraining_language_delta: "Constraining Δ"
}

export const CHANGE_COLUMNS: ReadonlyArray<ColumnDef<keyof ChangeRow>> = [
  { field: "ticker", headerName: "Ticker", cellDataType: "text", hide: true },
  { field: "fiscal_year", headerName: "Fiscal year", cellDataType: "number", formatterFn: "none", decimalPlaces: 0, hide: true },
  { field: "section_title", headerName: "Section", cellDataType: "text", pinned: "left", minWidth: 220, chartDataType: "category" },
  {
    field: "change_score",
    headerName: "Change score",
    cellDataType: "number",
    formatterFn: "none",
    decimalPlaces: 1,
    chartDataType: "series",
    headerTooltip: "0-100: the sentence-aligned score where available, else the v1 score"
  },
  { field: "change_score_v1", headerName: "Change v1", cellDataType: "number", formatterFn: "none", decimalPlaces: 1, hide: true },
  { field: "change_score_v2", headerName: "Change v2", cellDataType: "number", formatterFn: "none", decimalPlaces: 1, hide: true },
  ...DELTA_NAMES.map(
    (d): ColumnDef<keyof ChangeRow> => ({
      field: d,
      headerName: DELTA_HEADERS[d],
      cellDataType: "number",
      formatterFn: "none",
      decimalPlaces: 2,
      suffix: " pp",
      chartDataType: "series",
      headerTooltip: "(current − prior word ratio) × 100, in percentage points"
    })
  ),
  { field: "summary", headerName: "Summary", cellDataType: "text", minWidth: 260 },
  { field: "added_sample", headerName: "Added (sample)", cellDataType: "text", minWidth: 300 },
  { field: "removed_sample", headerName: "Removed (sample)", cellDataType: "text", minWidth: 300 },
  { field: "section", headerName: "Section key", cellDataType: "text", hide: true }
]

/** Sections compared with the prior filing, most changed first. */
export const changeRows = (r: FullResult): Array<ChangeRow> => {
  const c = r.changes
  const keys = new Set<string>([
    ...Object.keys(c.section_diffs),
    ...Object.keys(c.section_diffs_v2),
    ...c.sections.map((s) => s.section)
  ])
  const rows = [...keys].map((section): ChangeRow => {
    const v1 = c.section_diffs[section] ?? null
    const v2 = c.section_diffs_v2[section] ?? null
    const deltas = c.language_deltas[section] ?? {}
    const detail = c.sections.find((s) => s.section === section)
    return {
      ticker: r.filing.ticker,
      fiscal_year: r.filing.fiscal_year,
      section,
      section_title: sectionTitle(section),
      change_score: v2 ?? v1,
      change_score_v1: v1,
      change_score_v2: v2,
      negative_language_delta: deltas.negative_language_delta ?? null,
      uncertainty_language_delta: deltas.uncertainty_language_delta ?? null,
      legal_language_delta: deltas.legal_language_delta ?? null,
      constraining_language_delta: deltas.constraining_language_delta ?? null,
      summary: detail?.summary ?? "",
      added_sample: detail?.added_samples[0] ?? "",
      removed_sample: detail?.removed_samples[0] ?? ""
    }
  })
  return rows.sort((a, b) => (b.change_score ?? -1) - (a.change_score ?? -1))
}

// ---------------------------------------------------------------- screen

const componentFields = Object.fromEntries(HEADLINE_COMPONENTS.map((c) => [c, NullableNumber])) as {
  [C in HeadlineComponent]: typeof NullableNumber
}

export const ScreenRow = Schema.Struct({
  ticker: Text,
  status: Schema.Literal("ok", "error"),
  company_name: NullableText,
  fiscal_year: NullableNumber,
  form_type: NullableText,
  quarter: NullableText,
  accession_number: NullableText,
  filing_date: NullableText,
  overall_disclosure_risk_score: NullableNumber,
  risk_band: NullableText,
  score_coverage_ratio: NullableNumber,
  confidence_score: NullableNumber,
  active_flag_count: NullableNumber,
  active_flags: NullableText,
  ...componentFields,
  error: NullableText
}).annotations({ identifier: "WorkspaceScreenRow" })
export type ScreenRow = typeof ScreenRow.Type

const score1 = { cellDataType: "number", formatterFn: "none", decimalPlaces: 1, chartDataType: "series" } as const

export const SCREEN_COLUMNS: ReadonlyArray<ColumnDef<keyof ScreenRow>> = [
  { field: "ticker", headerName: "Ticker", cellDataType: "text", pinned: "left", chartDataType: "category", width: 90 },
  { field: "company_name", headerName: "Company", cellDataType: "text", minWidth: 160 },
  { field: "overall_disclosure_risk_score", headerName: "Disclosure risk", ...score1, headerTooltip: "Headline score 0-100" },
  { field: "risk_band", headerName: "Band", cellDataType: "text" },
  {
    field: "score_coverage_ratio",
    headerName: "Coverage",
    cellDataType: "number",
    formatterFn: "normalizedPercent",
    headerTooltip: "Share of headline weight with a computed component"
  },
  { field: "confidence_score", headerName: "Confidence", cellDataType: "number", formatterFn: "normalizedPercent" },
  { field: "active_flag_count", headerName: "Flags", cellDataType: "number", formatterFn: "int" },
  { field: "active_flags", headerName: "Active flags", cellDataType: "text", minWidth: 200 },
  ...HEADLINE_COMPONENTS.map((c): ColumnDef<keyof ScreenRow> => ({ field: c, headerName: COMPONENT_LABELS[c], ...score1 })),
  { field: "status", headerName: "Status", cellDataType: "text" },
  { field: "error", headerName: "Error", cellDataType: "text", minWidth: 200 },
  { field: "fiscal_year", headerName: "Fiscal year", cellDataType: "number", formatterFn: "none", decimalPlaces: 0 },
  { field: "form_type", headerName: "Form", cellDataType: "text" },
  { field: "quarter", headerName: "Quarter", cellDataType: "text", hide: true },
  { field: "accession_number", headerName: "Accession", cellDataType: "text", hide: true },
  { field: "filing_date", headerName: "Filed", cellDataType: "text" }
]

const emptyComponents = Object.fromEntries(HEADLINE_COMPONENTS.map((c) => [c, null])) as { [C in HeadlineComponent]: null }

export const screenRowOk = (ticker: string, r: FullResult): ScreenRow => {
  const labels = [...new Set(r.active_flags.map((f) => f.label))]
  return {
    ticker: r.filing.ticker ?? ticker,
    status: "ok",
    company_name: r.filing.company_name,
    fiscal_year: r.filing.fiscal_year,
    form_type: r.filing.form_type,
    quarter: r.filing.quarter,
    accession_number: r.filing.accession_number,
    filing_date: r.filing.filing_date,
    overall_disclosure_risk_score: r.scores.overall_disclosure_risk_score,
    risk_band: riskBand(r.scores.overall_disclosure_risk_score),
    score_coverage_ratio: r.scores.score_coverage_ratio,
    confidence_score: r.scores.confidence_score,
    active_flag_count: labels.length,
    active_flags: labels.join("; "),
    ...(Object.fromEntries(HEADLINE_COMPONENTS.map((c) => [c, r.scores.components[c]])) as {
      [C in HeadlineComponent]: number | null
    }),
    error: null
  }
}

export const screenRowError = (ticker: string, e: FilingError): ScreenRow => ({
  ticker,
  status: "error",
  company_name: null,
  fiscal_year: null,
  form_type: null,
  quarter: null,
  accession_number: null,
  filing_date: null,
  overall_disclosure_risk_score: null,
  risk_band: null,
  score_coverage_ratio: null,
  confidence_score: null,
  active_flag_count: null,
  active_flags: null,
  ...emptyComponents,
  error: errorLine(e)
})

export const screenRows = (items: ReadonlyArray<PanelItem>): Array<ScreenRow> =>
  items.map((i) => (i.outcome._tag === "ok" ? screenRowOk(i.ticker, i.outcome.result) : screenRowError(i.ticker, i.outcome.error)))
