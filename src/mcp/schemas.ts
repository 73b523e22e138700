/**
 * Input and output shapes of the MCP tools. These Effect schemas are the single source: the
 * JSON Schemas the tool server lists (and the validators the SDK runs) are derived from them.
 */
import { Schema } from "effect"
import { Filing } from "../domain/filing.js"
import { Accession, CompanyId, Compare, FiscalYearArgument, fiscalYearArgument, FormType, Quarter, ScoringModel, wireRules } from "../domain/request.js"
import { SectionFlags } from "../domain/metrics-document.js"
import { ActiveFlag, ChangeScore, Changes, FilingsResponse, FullResult, FullVersions, SectionChange } from "../pipeline/analysis/result.js"
import { HistoryForm } from "../pipeline/service/history.js"
import { SectionDeltas } from "../domain/metrics-document.js"

/*
 * Integer arguments (fiscal_year, from, to) take a number or a string of digits: some
 * clients (the MCP Inspector among them) send what is typed in a form as a string.
 */

export const ListFilingsInput = Schema.Struct({
  ticker: CompanyId,
  fiscal_year: FiscalYearArgument,
  form_type: Schema.optional(Schema.NullOr(FormType.annotations({ description: "only this form: 10-K, 10-Q or 8-K; absent: all three" })))
}).annotations({ identifier: "ListFilingsInput" })
export type ListFilingsInput = typeof ListFilingsInput.Type

export const FilingInput = wireRules(
  Schema.Struct({
    ticker: CompanyId,
    fiscal_year: FiscalYearArgument,
    form_type: Schema.optional(FormType.annotations({ description: "form type: 10-K (default), 10-Q or 8-K" })),
    quarter: Schema.optional(Schema.NullOr(Quarter)),
    accession: Schema.optional(Schema.NullOr(Accession)),
    compare: Schema.optional(Compare),
    scoring_model_version: Schema.optional(ScoringModel)
  })
).annotations({ identifier: "FilingInput" })
export type FilingInput = typeof FilingInput.Type

export const HistoryInput = Schema.Struct({
  ticker: CompanyId,
  from: Schema.optional(Schema.NullOr(fiscalYearArgument("first fiscal year (default: ten years before `to`)"))),
  to: Schema.optional(Schema.NullOr(fiscalYearArgument("last fiscal year (default: the current year)"))),
  form_type: Schema.optional(HistoryForm).annotations({ description: "10-K (default) or 10-Q" }),
  scoring_model_version: Schema.optional(ScoringModel)
}).annotations({ identifier: "HistoryInput" })
export type HistoryInput = typeof HistoryInput.Type

/** Upper bound of an HTML document given inline to the offline tool. */
export const MAX_HTML_CHARS = 30_000_000

/** A document given inline: at most `MAX_HTML_CHARS` characters (and at least `min`). */
const documentText = (min: number, description: string) =>
  Schema.String.pipe(
    Schema.filter((s) => s.length >= min && s.length <= MAX_HTML_CHARS, {
      message: (issue) => ({
        message: `expected ${min > 0 ? `${min} to ` : "at most "}${MAX_HTML_CHARS} characters of HTML, got ${String((issue.actual as string).length)}`,
        override: true
      }),
      jsonSchema: { ...(min > 0 ? { minLength: min } : {}), maxLength: MAX_HTML_CHARS }
    })
  ).annotations({ description })

export const HtmlInput = Schema.Struct({
  html: documentText(1, "The filing's primary document (HTML or inline XBRL) as text"),
  form_type: FormType.annotations({ description: "form type of the document: 10-K, 10-Q or 8-K" }),
  prior_html: Schema.optional(
    Schema.NullOr(documentText(0, "The prior filing's primary document, for change scores; absent: change scores are null"))
  ),
  scoring_model_version: Schema.optional(ScoringModel)
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
