/**
 * What the resolver reasons with, without reading anything: a company's filing list rows,
 * the target a request names, the labels a row's period and cover facts give it, how well
 * a row fits a target, the prior of a target, and a found row as a filing header.
 */
import type { CoverFacts } from "../domain/cover.js"
import { filingHeader } from "../domain/filing.js"
import type { FilingNotFound, InvalidRequest, UpstreamUnavailable } from "../domain/errors.js"
import type { FormType } from "../domain/forms.js"
import { cik10, completeSubmissionName, isDocumentName, publicDocumentUrl } from "./identifiers.js"
import type { Compare, FilingRef, FilingRow, Quarter, Submissions } from "./schema.js"

export type DocumentSource = "primary_document" | "complete_submission"

export interface LoadedDocument {
  readonly accession_number: string
  /** The file that was fetched: the primary document, or `<accession>.txt`. */
  readonly name: string
  /** `complete_submission`: the bytes are the whole `.txt` file; take the primary document out of its `<DOCUMENT>` wrapper. */
  readonly source: DocumentSource
  readonly url: string
  readonly bytes: Uint8Array
}

export type ResolveError = InvalidRequest | FilingNotFound | UpstreamUnavailable

/** Network reads of candidates' cover facts per target, at most. */
export const MAX_CANDIDATE_READS = 5

export const QUARTERS: ReadonlyArray<Quarter> = ["Q1", "Q2", "Q3"]

export interface Company {
  readonly cik: number
  readonly ticker: string | null
  /** The company's title in the ticker map, when it was found there. */
  readonly title: string | null
  readonly subs: Submissions
}

export interface Target {
  readonly form: FormType
  readonly fiscalYear: number
  readonly quarter: Quarter | null
}

export type Facts =
  | { readonly _tag: "Facts"; readonly facts: CoverFacts }
  /** `missing`: every source of the document answered "not found" (a permanent absence). */
  | { readonly _tag: "Failed"; readonly detail: string; readonly missing: boolean }

export interface Session {
  readonly facts: Map<string, Facts>
  readonly docs: Map<string, LoadedDocument>
  /**
   * How this company names fiscal years relative to `predictLabel` (cover-fact year minus
   * predicted year), learnt from the first cover facts read; null until then.
   */
  offset: number | null
}

export const newSession = (): Session => ({ facts: new Map(), docs: new Map(), offset: null })

export type Found = {
  readonly _tag: "Found"
  readonly row: FilingRow
  readonly fiscalYear: number
  readonly quarter: Quarter | null
}
export type FindResult =
  | Found
  | { readonly _tag: "NotFound"; readonly detail: string }
  | {
      readonly _tag: "Unreadable"
      readonly detail: string
      /** The candidate the filing list places at the target (its document unreadable), if any. */
      readonly candidate: FilingRow | null
      /** Every source of every candidate's document answered "not found". */
      readonly missing: boolean
    }

export const baseForm = (form: string): string => form.trim().toUpperCase().replace(/[/-]A$/, "")
export const isAmendment = (form: string): boolean => /[/-]A$/i.test(form.trim())
export const yearOf = (date: string): number | null => (/^\d{4}-\d{2}-\d{2}/.test(date) ? Number(date.slice(0, 4)) : null)

export const describe = (t: Target): string => `${t.form} for fiscal year ${t.fiscalYear}${t.quarter === null ? "" : ` ${t.quarter}`}`

/**
 * What the list suggests a row is, from its period end and the fiscal year end (`MMDD`),
 * naming fiscal years by the calendar year in which they end. A guess for ranking and for
 * documents without cover facts; cover facts win.
 */
export const predictLabel = (reportDate: string, fiscalYearEnd: string | null): { readonly fiscalYear: number; readonly period: "FY" | Quarter } | null => {
  if (!/^\d{4}-\d{2}-\d{2}/.test(reportDate)) return null
  const y = Number(reportDate.slice(0, 4))
  const m = Number(reportDate.slice(5, 7))
  const fyeMonth = fiscalYearEnd !== null ? Number(fiscalYearEnd.slice(0, 2)) : 12
  if (!(fyeMonth >= 1 && fyeMonth <= 12) || !(m >= 1 && m <= 12)) return null
  const period = y * 12 + (m - 1)
  // The first fiscal year end at or after the period (one month of slack for 52/53-week years).
  let end = period - 1
  while (((end % 12) + 12) % 12 !== fyeMonth - 1) end++
  const sincePrevious = period - (end - 12)
  const q = Math.round(sincePrevious / 3)
  return { fiscalYear: Math.floor(end / 12), period: q === 1 ? "Q1" : q === 2 ? "Q2" : q === 3 ? "Q3" : "FY" }
}

/** Latest filing first (then the larger accession number). */
export const latestFirst = (a: FilingRow, b: FilingRow): number =>
  a.filingDate !== b.filingDate ? (a.filingDate < b.filingDate ? 1 : -1) : a.accessionNumber < b.accessionNumber ? 1 : -1

export const labelOf = (row: FilingRow, facts: CoverFacts | null, fye: string | null): { fiscalYear: number | null; period: string | null } => {
  const guess = predictLabel(row.reportDate, fye)
  const factPeriod = facts?.fiscal_period_focus ?? null
  return {
    fiscalYear: facts?.fiscal_year_focus ?? guess?.fiscalYear ?? null,
    period: factPeriod === "Q4" ? "FY" : (factPeriod ?? guess?.period ?? null)
  }
}

export const fits = (label: { fiscalYear: number | null; period: string | null }, facts: CoverFacts | null, target: Target): boolean => {
  if (label.fiscalYear !== target.fiscalYear) return false
  const docType = facts?.document_type?.toUpperCase().replace(/[/-]A$/, "") ?? null
  if (target.form === "10-K") {
    if (docType !== null && docType.startsWith("10-Q")) return false
    return label.period === null || label.period === "FY"
  }
  if (docType !== null && docType.startsWith("10-K")) return false
  return label.period === target.quarter
}

export const toRef = (company: Company, found: Found, form: FormType): FilingRef => {
  const primary = isDocumentName(found.row.primaryDocument) ? found.row.primaryDocument : null
  const sourceUrl = publicDocumentUrl(company.cik, found.row.accessionNumber, primary ?? completeSubmissionName(found.row.accessionNumber))
  const header = filingHeader({
    ticker: company.ticker,
    cik: company.cik,
    names: { edgar: company.subs.name, tickerMap: company.title },
    accession_number: found.row.accessionNumber,
    form_type: form,
    fiscal_year: found.fiscalYear,
    quarter: form === "10-Q" ? found.quarter : null,
    period_end: /^\d{4}-\d{2}-\d{2}$/.test(found.row.reportDate) ? found.row.reportDate : null,
    filing_date: found.row.filingDate,
    primary_document: primary,
    source_url: sourceUrl,
    prior_accession_number: null
  })
  return {
    ...header,
    cik: header.cik ?? cik10(company.cik),
    company_name: header.company_name ?? "",
    accession_number: found.row.accessionNumber,
    fiscal_year: found.fiscalYear,
    filing_date: found.row.filingDate,
    source_url: sourceUrl
  }
}

export const priorTarget = (t: Target, compare: Compare): Target | null => {
  if (compare === "none" || t.form === "8-K") return null
  if (t.form === "10-K" || compare === "prior_year") return { ...t, fiscalYear: t.fiscalYear - 1 }
  if (t.quarter === "Q1") return { form: "10-Q", fiscalYear: t.fiscalYear - 1, quarter: "Q3" }
  return { form: "10-Q", fiscalYear: t.fiscalYear, quarter: t.quarter === "Q3" ? "Q2" : "Q1" }
}
