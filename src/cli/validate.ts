/**
 * `risk validate --universe FILE --fiscal-year N [--form 10-K|10-Q] [--models v1,v2,v3]
 * [--out FILE.ndjson] [--format json|table] [--horizon-days 365]`: score each ticker's
 * filing of the year with every model asked and join it with what EDGAR records for the
 * company in the following days (8-K items, late-filing notices, amended reports); per model,
 * outcome rates by headline quintile and the AUC. `--out` writes one NDJSON line per filing
 * and resumes an existing one. The work is in ./validate-run.ts, loaded when it runs.
 */
import { Options } from "@effect/cli"
import { formatOption, quarterOption, upstreamOptions, tickerConcurrencyOption } from "./options.js"
import { type ArgsOf, defineCommand } from "./lazy.js"

const validateConfig = {
  universe: Options.file("universe", { exists: "either" }).pipe(
    Options.withDescription("a file of tickers or CIKs (one or more per line, commas or spaces; # comments); - reads standard input")
  ),
  fiscalYear: Options.integer("fiscal-year").pipe(Options.withDescription("fiscal year of the filings scored")),
  form: Options.choice("form", ["10-K", "10-Q"] as const).pipe(
    Options.withDescription("10-K (default) or 10-Q (every quarter of the year, or the one --quarter names)"),
    Options.withDefault("10-K" as const)
  ),
  quarter: quarterOption,
  models: Options.text("models").pipe(
    Options.withDescription("comma-separated scoring models (v1, v2, v3 or their ids); default all three"),
    Options.withDefault("v1,v2,v3")
  ),
  horizonDays: Options.integer("horizon-days").pipe(
    Options.withDescription("days after the filing date in which a later filing counts as an outcome (1 to 3650; default 365)"),
    Options.withDefault(365)
  ),
  out: Options.text("out").pipe(
    Options.withDescription("one NDJSON line per filing (.ndjson or .jsonl); an existing file is resumed"),
    Options.optional
  ),
  concurrency: tickerConcurrencyOption,
  format: formatOption,
  ...upstreamOptions
}

export const validateDefinition = defineCommand(
  "validate",
  validateConfig,
  "score a universe's filings of one fiscal year with each model and measure the headlines against later EDGAR events (outcome rates by quintile, AUC)"
)

export type ValidateArgs = ArgsOf<typeof validateDefinition>
