/**
 * What `risk universe` does (./universe.ts defines its arguments; this module is loaded when it runs).
 */
import { Effect, Option } from "effect"
import { InvalidRequest } from "../domain/errors.js"
import { edgarConfig } from "../edgar/config.js"
import { openSink } from "../pipeline/batch/universe-output.js"
import { parseTickerList, runUniverse } from "../pipeline/batch/universe.js"
import { resolveModelId } from "../scoring/scoring-model.js"
import { readInputText } from "./io.js"
import { batchProgressPrinter } from "./progress.js"
import { cliStack } from "./stack.js"
import { decodeFilingPeriod } from "../domain/request.js"
import type { UniverseArgs } from "./universe.js"

export const runUniverseCommand = (args: UniverseArgs) =>
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
    const sink = yield* openSink(args.out, { tickers, fiscalYear: args.fiscalYear, form: args.form, quarter, model })
    yield* Effect.sync(() =>
      process.stderr.write(
        `universe: ${tickers.length} tickers, FY${args.fiscalYear} ${args.form}${quarter ? ` ${quarter}` : ""} → ${args.out}${sink.kept.length > 0 ? ` (resuming after ${sink.kept.length} rows)` : ""}; at most ${config.maxPerSecond} upstream requests/s\n`
      )
    )
    const summary = yield* runUniverse(
      { tickers, fiscalYear: args.fiscalYear, form: args.form, quarter, model, concurrency: args.concurrency, maxPerSecond: config.maxPerSecond },
      sink,
      batchProgressPrinter("universe", (row) => `${String(row.ticker)} ${row.status === "ok" ? "ok" : String(row.error_code)}`)
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
