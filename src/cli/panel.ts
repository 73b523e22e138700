/**
 * `risk panel TICKER... --fiscal-year N [--form 10-K]`: score up to 25 tickers. One NDJSON line
 * per ticker on stdout (in input order), progress on stderr; `--format table` prints a table.
 */
import { Args, Command, Options } from "@effect/cli"
import { Effect } from "effect"
import { FORM_TYPES } from "../domain/forms.js"
import { compareOption, formatOption, quarterOption, upstreamOptions } from "./options.js"
import { modelOption } from "./score.js"

const panelConfig = {
  tickers: Args.text({ name: "TICKER" }).pipe(Args.atLeast(1)),
  fiscalYear: Options.integer("fiscal-year").pipe(Options.withDescription("fiscal year")),
  form: Options.choice("form", FORM_TYPES).pipe(Options.withDefault("10-K" as const)),
  quarter: quarterOption,
  compare: compareOption,
  model: modelOption,
  format: formatOption,
  ...upstreamOptions
}

export type PanelArgs = Command.Command.ParseConfig<typeof panelConfig>

export const panelCommand = Command.make("panel", panelConfig, (args) =>
  Effect.flatMap(Effect.promise(() => import("./panel-run.js")), (m) => m.runPanel(args))
).pipe(Command.withDescription("score up to 25 tickers for one fiscal year (NDJSON or a table)"))
