/**
 * Cover facts: the inline-XBRL `dei:` facts on a filing's cover page (fiscal year and
 * period focus, document type, period end, registrant). Read by src/extract/cover.ts; used
 * to resolve which filing a request names and cached per accession.
 */
import { Schema } from "effect"

export const CoverFacts = Schema.Struct({
  fiscal_year_focus: Schema.NullOr(Schema.Number),
  fiscal_period_focus: Schema.NullOr(Schema.String),
  document_type: Schema.NullOr(Schema.String),
  /** ISO date (YYYY-MM-DD) when the printed date could be read, else the printed text. */
  period_end_date: Schema.NullOr(Schema.String),
  registrant_name: Schema.NullOr(Schema.String),
  cik: Schema.NullOr(Schema.String),
  trading_symbol: Schema.NullOr(Schema.String)
}).annotations({ identifier: "CoverFacts" })
export type CoverFacts = typeof CoverFacts.Type
