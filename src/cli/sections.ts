/**
 * `risk sections`: a filing's sections.
 *   risk sections TICKER|CIK FISCAL_YEAR [--form 10-K] [--quarter Q1] [--accession A] [--text]   (from EDGAR)
 *   risk sections --html FILE --form 10-K|10-Q|8-K [--text]                                       (offline)
 * The command's work is in ./sections-run.ts, loaded when it runs.
 */
import { Args, Options } from "@effect/cli"
import { FORM_TYPES } from "../domain/forms.js"
import { accessionOption, fetchOptions, fiscalYearArg, quarterOption, tickerArg } from "./options.js"
import { type ArgsOf, defineCommand } from "./lazy.js"

const textOption = Options.boolean("text").pipe(Options.withDescription("include each section's cleaned_text"))

const sectionsConfig = {
  ticker: tickerArg.pipe(Args.optional),
  fiscalYear: fiscalYearArg.pipe(Args.optional),
  html: Options.file("html", { exists: "either" }).pipe(
    Options.withDescription("a filing's primary document (HTML, inline XBRL or a complete-submission .txt) to read offline; - reads standard input"),
    Options.optional
  ),
  form: Options.choice("form", FORM_TYPES).pipe(
    Options.withDescription("form type: 10-K (default for a ticker), 10-Q or 8-K; needed with --html"),
    Options.optional
  ),
  quarter: quarterOption,
  accession: accessionOption,
  text: textOption,
  ...fetchOptions
}

export const sectionsDefinition = defineCommand(
  "sections",
  sectionsConfig,
  "extract a filing's sections: from EDGAR (TICKER FISCAL_YEAR) or from a local document (--html)"
)

export type SectionsArgs = ArgsOf<typeof sectionsDefinition>
