/**
 * `risk filings TICKER|CIK FISCAL_YEAR [--form] [--format json|table]`: a company's filings
 * of a fiscal year, from metadata and cover facts (no whole documents).
 */
import { Options } from "@effect/cli"
import { FORM_TYPES } from "../domain/forms.js"
import { fetchOptions, fiscalYearArg, formatOption, tickerArg } from "./options.js"
import { type ArgsOf, defineCommand } from "./lazy.js"

const filingsConfig = {
  ticker: tickerArg,
  fiscalYear: fiscalYearArg,
  form: Options.choice("form", FORM_TYPES).pipe(Options.withDescription("only this form (default: every 10-K, 10-Q and 8-K)"), Options.optional),
  format: formatOption,
  ...fetchOptions
}

export const filingsDefinition = defineCommand(
  "filings",
  filingsConfig,
  "list a company's 10-K, 10-Q and 8-K filings of a fiscal year, with whether each can be scored here"
)

export type FilingsArgs = ArgsOf<typeof filingsDefinition>
