/**
 * A filing's identity, as every surface reports it.
 */
import { Schema } from "effect"
import { FormType } from "./forms.js"

export const Quarter = Schema.Literal("Q1", "Q2", "Q3").annotations({ identifier: "Quarter" })
export type Quarter = typeof Quarter.Type

export const Filing = Schema.Struct({
  ticker: Schema.NullOr(Schema.String),
  cik: Schema.NullOr(Schema.String),
  company_name: Schema.NullOr(Schema.String),
  accession_number: Schema.NullOr(Schema.String),
  form_type: FormType,
  fiscal_year: Schema.NullOr(Schema.Int),
  quarter: Schema.NullOr(Quarter),
  period_end: Schema.NullOr(Schema.String),
  filing_date: Schema.NullOr(Schema.String),
  primary_document: Schema.NullOr(Schema.String),
  source_url: Schema.NullOr(Schema.String),
  prior_accession_number: Schema.NullOr(Schema.String)
}).annotations({ identifier: "Filing", description: "The scored filing; null where a fact is not known" })
export type Filing = typeof Filing.Type
