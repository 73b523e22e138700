/**
 * `risk filings TICKER|CIK FISCAL_YEAR [--form]`: a company's filings of a fiscal year, from
 * metadata and cover facts (no whole documents).
 */
import { Args, Command, Options } from "@effect/cli"
import { Effect, Option, Schema } from "effect"
import { FORM_TYPES } from "../domain/forms.js"
import { FilingService } from "../pipeline/FilingService.js"
import { FilingsResponse } from "../pipeline/result.js"
import { printJson } from "./io.js"
import { upstreamOptions } from "./options.js"
import { cliStack } from "./stack.js"

export const filingsCommand = Command.make(
  "filings",
  {
    ticker: Args.text({ name: "TICKER|CIK" }),
    fiscalYear: Args.integer({ name: "FISCAL_YEAR" }),
    form: Options.choice("form", FORM_TYPES).pipe(Options.withDescription("only this form"), Options.optional),
    ...upstreamOptions
  },
  (args) =>
    Effect.flatMap(FilingService, (service) => service.filings(args.ticker, args.fiscalYear, Option.getOrNull(args.form))).pipe(
      Effect.flatMap((out) => printJson(Schema.encodeSync(FilingsResponse)(out))),
      Effect.provide(cliStack(args))
    )
).pipe(Command.withDescription("list a company's 10-K, 10-Q and 8-K filings of a fiscal year"))
