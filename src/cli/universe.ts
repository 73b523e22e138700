/**
 * `risk universe --tickers FILE --fiscal-year N [--form 10-K] [--quarter Q] --out FILE`:
 * score any number of tickers for one fiscal year, streamed row by row to `.csv`,
 * `.ndjson` or `.parquet` (by the extension). Rerunning the same command continues an
 * interrupted run: rows already written are kept, everything else comes from the cache.
 * Progress (count, failures, ETA) on stderr; a JSON summary on stdout at the end.
 */
import { Command, Options } from "@effect/cli"
import { Effect, Option } from "effect"
import { InvalidRequest } from "../domain/errors.js"
import { FORM_TYPES } from "../domain/forms.js"
import { edgarConfig } from "../edgar/config.js"
import { openSink } from "../pipeline/universe-output.js"
import { parseTickerList, runUniverse, type UniverseProgress } from "../pipeline/universe.js"
import { resolveModelId } from "../scoring/ScoringModel.js"
import { readInputText } from "./io.js"
import { quarterOption, upstreamOptions } from "./options.js"
import { modelOption } from "./score.js"
import { cliStack } from "./stack.js"
import { decodeFilingPeriod } from "../domain/request.js"

const duration = (s: number | null): string => {
  if (s === null) return "?"
  const t = Math.round(s)
  return t >= 3600 ? `${Math.floor(t / 3600)}h${String(Math.floor((t % 3600) / 60)).padStart(2, "0")}m` : t >= 60 ? `${Math.floor(t / 60)}m${String(t % 60).padStart(2, "0")}s` : `${t}s`
}

/** One progress line per row on a pipe; on a terminal, one line rewritten in place. */
const progressPrinter = (): ((p: UniverseProgress) => void) => {
  const tty = process.stderr.isTTY === true
  return (p) => {
    const line = `universe: ${p.done}/${p.total} (${p.failed} failed${p.skipped > 0 ? `, ${p.skipped} resumed` : ""}) · ${p.requests} upstream requests · ${(p.elapsedMs / 1000).toFixed(1)} s · ETA ${duration(p.etaSeconds)} · ${String(p.last.ticker)} ${p.last.status === "ok" ? "ok" : String(p.last.error_code)}`
    process.stderr.write(tty ? `\r\x1b[2K${line}` : `${line}\n`)
    if (tty && p.done === p.total) process.stderr.write("\n")
  }
}

export const universeCommand = Command.make(
  "universe",
  {
    tickers: Options.file("tickers", { exists: "either" }).pipe(
      Options.withDescription("a file of tickers or CIKs (one or more per line, commas or spaces; # comments); - reads standard input")
    ),
    fiscalYear: Options.integer("fiscal-year").pipe(Options.withDescription("fiscal year")),
    form: Options.choice("form", FORM_TYPES).pipe(Options.withDefault("10-K" as const)),
    quarter: quarterOption,
    out: Options.text("out").pipe(Options.withDescription("output file: .csv, .ndjson (.jsonl) or .parquet; an existing one is resumed")),
    concurrency: Options.integer("concurrency").pipe(
      Options.withDescription("tickers in flight (default 8); the fair-access rate limit holds whatever the value"),
      Options.withDefault(8)
    ),
    model: modelOption,
    ...upstreamOptions
  },
  (args) =>
    Effect.gen(function* () {
      const model = yield* resolveModelId(args.model)
      if (!Number.isInteger(args.concurrency) || args.concurrency < 1 || args.concurrency > 64) {
        return yield* new InvalidRequest({ detail: "--concurrency must be an integer from 1 to 64", errors: [{ path: "concurrency", message: `got ${args.concurrency}` }] })
      }
      const period = yield* decodeFilingPeriod({ fiscal_year: args.fiscalYear, form_type: args.form, quarter: Option.getOrNull(args.quarter) })
      const tickers = parseTickerList(yield* readInputText(args.tickers))
      if (tickers.length === 0) return yield* new InvalidRequest({ detail: `no tickers in ${args.tickers}` })
      const config = yield* edgarConfig({ baseUrl: Option.getOrNull(args.edgarBaseUrl) })
      const quarter = args.form === "10-Q" ? (period.quarter ?? null) : null
      const sink = yield* openSink(args.out, { tickers, fiscalYear: args.fiscalYear, form: args.form })
      yield* Effect.sync(() =>
        process.stderr.write(
          `universe: ${tickers.length} tickers, FY${args.fiscalYear} ${args.form}${quarter ? ` ${quarter}` : ""} → ${args.out}${sink.kept.length > 0 ? ` (resuming after ${sink.kept.length} rows)` : ""}; at most ${config.maxPerSecond} upstream requests/s\n`
        )
      )
      const summary = yield* runUniverse(
        { tickers, fiscalYear: args.fiscalYear, form: args.form, quarter, model, concurrency: args.concurrency, maxPerSecond: config.maxPerSecond },
        sink,
        progressPrinter()
      )
      yield* Effect.sync(() => {
        process.stderr.write(
          `universe: done: ${summary.ok} ok, ${summary.failed} failed${summary.resumed > 0 ? `, ${summary.resumed} kept from the earlier run` : ""} in ${summary.wall_seconds} s, ${summary.upstream_requests} upstream requests → ${summary.out}\n`
        )
        process.stdout.write(`${JSON.stringify(summary)}\n`)
      })
    }).pipe(
      // One pass over the tickers: results are written out, not kept in memory (the cache keeps them).
      Effect.provide(cliStack(args, { resultMemo: { maxEntries: 0, maxBytes: 0 } }))
    )
).pipe(Command.withDescription("score a universe of tickers for one fiscal year into a .csv, .ndjson or .parquet file (resumable)"))
