/**
 * Shapes of the EDGAR layer: the public `FilingRef` (the `filing` object of every
 * response), and the normalised upstream data kept in the cache (checked on read).
 */
import { Schema } from "effect"
import { Integer } from "../domain/numbers.js"
import { Quarter } from "../domain/filing.js"
import { FormType } from "../domain/forms.js"
import type { Compare } from "../domain/request.js"

export type { Compare }
export { Quarter }

/** One resolved filing. */
export const FilingRef = Schema.Struct({
  ticker: Schema.NullOr(Schema.String).annotations({ description: "Ticker as resolved (upper case); null when asked by CIK and the company lists none" }),
  cik: Schema.String.annotations({ description: "Central Index Key, 10 digits, zero-padded" }),
  company_name: Schema.String,
  accession_number: Schema.String.annotations({ description: "EDGAR accession number, e.g. 0000320193-24-000123" }),
  form_type: FormType,
  fiscal_year: Integer.annotations({ description: "Filer's fiscal year (cover facts); for an 8-K, the calendar year of filing" }),
  quarter: Schema.NullOr(Quarter),
  period_end: Schema.NullOr(Schema.String).annotations({ description: "Period of report (YYYY-MM-DD)" }),
  filing_date: Schema.String.annotations({ description: "Filing date (YYYY-MM-DD)" }),
  primary_document: Schema.NullOr(Schema.String).annotations({ description: "File name of the primary document; null when the filing lists none" }),
  source_url: Schema.String.annotations({ description: "Public EDGAR URL of the primary document (or of the complete submission file)" }),
  prior_accession_number: Schema.NullOr(Schema.String)
}).annotations({ identifier: "FilingRef", title: "filing" })
export type FilingRef = typeof FilingRef.Type

/** A row of a company's filing list (the columns we use; a column the list lacks reads as ""). */
export const FilingRow = Schema.Struct({
  accessionNumber: Schema.String,
  form: Schema.String,
  filingDate: Schema.String,
  reportDate: Schema.String,
  primaryDocument: Schema.String,
  /** An 8-K's items as the list gives them, comma-separated ("2.02,9.01"); "" for other forms. */
  items: Schema.String
})
export type FilingRow = typeof FilingRow.Type

/** A further page of a company's filing list, as the main file names it. */
export const SubmissionsFile = Schema.Struct({
  name: Schema.String,
  filingFrom: Schema.NullOr(Schema.String),
  filingTo: Schema.NullOr(Schema.String)
})
export type SubmissionsFile = typeof SubmissionsFile.Type

/** One submissions page, normalised (the main file also carries the company fields). */
export const SubmissionsPage = Schema.Struct({
  name: Schema.NullOr(Schema.String),
  tickers: Schema.Array(Schema.String),
  fiscalYearEnd: Schema.NullOr(Schema.String),
  files: Schema.Array(SubmissionsFile),
  rows: Schema.Array(FilingRow)
})
export type SubmissionsPage = typeof SubmissionsPage.Type

/** A company's filing list: the main file plus every page that could be read. */
export interface Submissions {
  readonly cik: string
  readonly name: string | null
  readonly tickers: ReadonlyArray<string>
  /** `MMDD`, or null when the list does not say. */
  readonly fiscalYearEnd: string | null
  readonly rows: ReadonlyArray<FilingRow>
  /** Pages named by the list that could not be read (skipped). */
  readonly warnings: ReadonlyArray<string>
}

/** The ticker map, compact: [TICKER, cik, title]. */
export const TickerEntries = Schema.Array(Schema.Tuple(Schema.String, Schema.Number, Schema.String))
export type TickerEntries = typeof TickerEntries.Type

export interface TickerEntry {
  readonly ticker: string
  readonly cik: number
  readonly title: string
}

/** What a filing's `-index.html` page tells. */
export const FilingIndex = Schema.Struct({
  accessionNumber: Schema.String,
  form: Schema.NullOr(Schema.String),
  filingDate: Schema.NullOr(Schema.String),
  periodOfReport: Schema.NullOr(Schema.String),
  companyName: Schema.NullOr(Schema.String),
  primaryDocument: Schema.NullOr(Schema.String)
})
export type FilingIndex = typeof FilingIndex.Type
