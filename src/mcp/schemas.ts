/**
 * Input and output shapes of the MCP tools. These Effect schemas are the single source: the
 * JSON Schemas the tool server lists (and the validators the SDK runs) are derived from them.
 */
import { Schema } from "effect"
import { Filing, Quarter } from "../domain/filing.js"
import { FormType } from "../domain/forms.js"
import { SectionFlags } from "../domain/metricsDocument.js"
import { ActiveFlag, ChangeScore, Changes, FilingsResponse, FullResult, FullVersions, SectionChange } from "../pipeline/result.js"
import { Compare } from "../pipeline/FilingService.js"
import { HistoryForm } from "../pipeline/history.js"
import { SectionDeltas } from "../domain/metricsDocument.js"
import { MAX_FISCAL_YEAR, MIN_FISCAL_YEAR } from "./request.js"

const Ticker = Schema.String.pipe(Schema.minLength(1), Schema.maxLength(20)).annotations({
  description: "Ticker (AAPL, BRK.B) or CIK (320193, CIK0000320193)"
})
const FiscalYear = Schema.Int.pipe(Schema.between(MIN_FISCAL_YEAR, MAX_FISCAL_YEAR)).annotations({
  description: "Fiscal year of the filing (from its cover facts); for an 8-K, the calendar year of filing"
})
const ModelVersion = Schema.String.pipe(Schema.maxLength(40)).annotations({
  description: "Scoring model: deterministic_scoring_v2 (default) or deterministic_scoring_v1 (aliases v2, 2, v1, 1)"
})

export const ListFilingsInput = Schema.Struct({
  ticker: Ticker,
  fiscal_year: FiscalYear,
  form_type: Schema.optional(Schema.NullOr(FormType)).annotations({ description: "Only this form; absent: 10-K, 10-Q and 8-K" })
}).annotations({ identifier: "ListFilingsInput" })
export type ListFilingsInput = typeof ListFilingsInput.Type

export const FilingInput = Schema.Struct({
  ticker: Ticker,
  fiscal_year: FiscalYear,
  form_type: Schema.optional(FormType).annotations({ description: "10-K (default), 10-Q or 8-K" }),
  quarter: Schema.optional(Schema.NullOr(Quarter)).annotations({ description: "Q1, Q2 or Q3; required for a 10-Q" }),
  accession: Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.maxLength(20)))).annotations({
    description: "A specific filing by accession number (##########-##-######), e.g. one 8-K of the year"
  }),
  compare: Schema.optional(Compare).annotations({
    description: "prior (default: the previous filing of the form), prior_year, or none"
  }),
  scoring_model_version: Schema.optional(ModelVersion)
}).annotations({ identifier: "FilingInput" })
export type FilingInput = typeof FilingInput.Type

export const HistoryInput = Schema.Struct({
  ticker: Ticker,
  from: Schema.optional(Schema.NullOr(FiscalYear)).annotations({ description: "First fiscal year (default: ten years before `to`)" }),
  to: Schema.optional(Schema.NullOr(FiscalYear)).annotations({ description: "Last fiscal year (default: the current year)" }),
  form_type: Schema.optional(HistoryForm).annotations({ description: "10-K (default) or 10-Q" }),
  scoring_model_version: Schema.optional(ModelVersion)
}).annotations({ identifier: "HistoryInput" })
export type HistoryInput = typeof HistoryInput.Type

/** Upper bound of an HTML document given inline to the offline tool. */
export const MAX_HTML_CHARS = 30_000_000

export const HtmlInput = Schema.Struct({
  html: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(MAX_HTML_CHARS)).annotations({
    description: "The filing's primary document (HTML or inline XBRL) as text"
  }),
  form_type: FormType,
  prior_html: Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.maxLength(MAX_HTML_CHARS)))).annotations({
    description: "The prior filing's primary document, for change scores; absent: change scores are null"
  }),
  scoring_model_version: Schema.optional(ModelVersion)
}).annotations({ identifier: "HtmlInput" })
export type HtmlInput = typeof HtmlInput.Type

export const FlagsOutput = Schema.Struct({
  filing: Filing,
  flags: Schema.Record({ key: Schema.String, value: SectionFlags }).annotations({
    description: "Every flag of every analysed section: section → flag → true/false"
  }),
  active_flags: Schema.Array(ActiveFlag).annotations({ description: "The raised flags, each with its evidence sentences" }),
  versions: FullVersions
}).annotations({ identifier: "FlagsOutput" })
export type FlagsOutput = typeof FlagsOutput.Type

export const ChangesOutput = Schema.Struct({
  filing: Filing,
  section_diffs: Changes.fields.section_diffs,
  section_diffs_v2: Changes.fields.section_diffs_v2,
  language_deltas: Schema.Record({ key: Schema.String, value: SectionDeltas }),
  change_score: ChangeScore,
  sections: Schema.Array(SectionChange),
  versions: FullVersions
}).annotations({ identifier: "ChangesOutput" })
export type ChangesOutput = typeof ChangesOutput.Type

export { FilingsResponse, FullResult }
