/**
 * A filing's identity, as every surface reports it.
 */
import { Schema } from "effect"
import { Integer } from "./numbers.js"
import { FormType } from "./forms.js"

export const Quarter = Schema.Literal("Q1", "Q2", "Q3").annotations({ identifier: "Quarter" })
export type Quarter = typeof Quarter.Type

export const Filing = Schema.Struct({
  ticker: Schema.NullOr(Schema.String),
  cik: Schema.NullOr(Schema.String),
  company_name: Schema.NullOr(Schema.String),
  accession_number: Schema.NullOr(Schema.String),
  form_type: FormType,
  fiscal_year: Schema.NullOr(Integer),
  quarter: Schema.NullOr(Quarter),
  period_end: Schema.NullOr(Schema.String),
  filing_date: Schema.NullOr(Schema.String),
  primary_document: Schema.NullOr(Schema.String),
  source_url: Schema.NullOr(Schema.String),
  prior_accession_number: Schema.NullOr(Schema.String)
}).annotations({ identifier: "Filing", description: "The scored filing; null where a fact is not known" })
export type Filing = typeof Filing.Type

export const FilingStatus = Schema.Literal("available", "document_unavailable", "unconfirmed").annotations({
  identifier: "FilingStatus",
  description:
    "available: its document is readable at this source (it can be scored); document_unavailable: listed on EDGAR, but every source of its document answers not found; unconfirmed: listed, but its document could not be read just now (see warnings)"
})
export type FilingStatus = typeof FilingStatus.Type

/** A filing as a list of a company's filings reports it: its identity and whether it can be read. */
export const ListedFiling = Schema.Struct({
  ...Filing.fields,
  status: FilingStatus,
  status_reason: Schema.String.annotations({ description: "why the filing has its status, in one sentence" })
}).annotations({ identifier: "ListedFiling", description: "A listed filing, with whether its document can be read here" })
export type ListedFiling = typeof ListedFiling.Type
