/**
 * `risk filings TICKER|CIK FISCAL_YEAR [--form] [--format json|table]`: a company's filings
 * of a fiscal year, from metadata and cover facts (no whole documents).
 */
import { Command, Options } from "@effect/cli"
import { Effect } from "effect"
import { FORM_TYPES } from "../domain/forms.js"
import { fetchOptions, fiscalYearArg, formatOption, tickerArg } from "./options.js"

const filingsConfig = {
  ticker: tickerArg,
  fiscalYear: fiscalYearArg,
  form: Options.choice("form", FORM_TYPES).pipe(Options.withDescription("only this form (default: every 10-K, 10-Q and 8-K)"), Options.optional),
  format: formatOption,
  ...fetchOptions
}

export type FilingsArgs = Command.Command.ParseConfig<typeof filingsConfig>

export const filingsCommand = Command.make("filings", filingsConfig, (args) =>
  Effect.flatMap(Effect.promise(() => import("./filings-run.js")), (m) => m.runFilings(args))
).pipe(Command.withDescription("list a company's 10-K, 10-Q and 8-K filings of a fiscal year, with whether each can be scored here"))
