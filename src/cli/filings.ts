/**
 * `risk filings TICKER|CIK FISCAL_YEAR [--form]`: a company's filings of a fiscal year, from
 * metadata and cover facts (no whole documents).
 */
import { Args, Command, Options } from "@effect/cli"
import { Effect } from "effect"
import { FORM_TYPES } from "../domain/forms.js"
import { upstreamOptions } from "./options.js"

const filingsConfig = {
  ticker: Args.text({ name: "TICKER|CIK" }),
  fiscalYear: Args.integer({ name: "FISCAL_YEAR" }),
  form: Options.choice("form", FORM_TYPES).pipe(Options.withDescription("only this form"), Options.optional),
  ...upstreamOptions
}

export type FilingsArgs = Command.Command.ParseConfig<typeof filingsConfig>

export const filingsCommand = Command.make("filings", filingsConfig, (args) =>
  Effect.flatMap(Effect.promise(() => import("./filings-run.js")), (m) => m.runFilings(args))
).pipe(Command.withDescription("list a company's 10-K, 10-Q and 8-K filings of a fiscal year"))
