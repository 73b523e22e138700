/**
 * `risk history TICKER [--from Y] [--to Y] [--form 10-K|10-Q] [--format json|table|csv]`:
 * a company's disclosure-risk history, one row per filing, each scored through the normal
 * pipeline and cache; years without a filing are listed with their reason.
 */
import { Options } from "@effect/cli"
import { HISTORY_FORMS } from "../domain/forms.js"
import { modelOption, tickerArg, upstreamOptions } from "./options.js"
import { type ArgsOf, defineCommand } from "./lazy.js"

const historyConfig = {
  ticker: tickerArg,
  from: Options.integer("from").pipe(Options.withDescription("first fiscal year (default: ten years before --to)"), Options.optional),
  to: Options.integer("to").pipe(Options.withDescription("last fiscal year (default: the current year)"), Options.optional),
  form: Options.choice("form", HISTORY_FORMS).pipe(Options.withDescription("10-K (default) or 10-Q"), Options.withDefault("10-K" as const)),
  model: modelOption,
  format: Options.choice("format", ["json", "table", "csv"] as const).pipe(
    Options.withDescription("json (default), a readable table, or csv"),
    Options.withDefault("json" as const)
  ),
  ...upstreamOptions
}

export const historyDefinition = defineCommand(
  "history",
  historyConfig,
  "a company's disclosure-risk history: one row per 10-K (or 10-Q) over a range of fiscal years"
)

export type HistoryArgs = ArgsOf<typeof historyDefinition>
