/**
 * `risk universe --tickers FILE --fiscal-year N [--form 10-K] [--quarter Q] --out FILE`:
 * score any number of tickers for one fiscal year, streamed row by row to `.csv`,
 * `.ndjson` or `.parquet` (by the extension). Rerunning the same command continues an
 * interrupted run: rows already written are kept, everything else comes from the cache.
 * Progress (count, failures, ETA) on stderr; a JSON summary on stdout at the end.
 */
import { Options } from "@effect/cli"
import { edgarFormOption, modelOption, quarterOption, upstreamOptions, tickerConcurrencyOption } from "./options.js"
import { type ArgsOf, defineCommand } from "./lazy.js"

const universeConfig = {
  tickers: Options.file("tickers", { exists: "either" }).pipe(
    Options.withDescription("a file of tickers or CIKs (one or more per line, commas or spaces; # comments); - reads standard input")
  ),
  fiscalYear: Options.integer("fiscal-year").pipe(Options.withDescription("fiscal year")),
  form: edgarFormOption,
  quarter: quarterOption,
  out: Options.text("out").pipe(Options.withDescription("output file: .csv, .ndjson (.jsonl) or .parquet; an existing one is resumed")),
  concurrency: tickerConcurrencyOption,
  model: modelOption,
  ...upstreamOptions
}

export const universeDefinition = defineCommand(
  "universe",
  universeConfig,
  "score a universe of tickers for one fiscal year into a .csv, .ndjson or .parquet file (resumable)"
)

export type UniverseArgs = ArgsOf<typeof universeDefinition>
