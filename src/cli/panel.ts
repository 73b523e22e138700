/**
 * `risk panel TICKER... --fiscal-year N [--form 10-K]`: score up to 25 tickers. One NDJSON line
 * per ticker on stdout (in input order), progress on stderr; `--format table` prints a table.
 */
import { Args, Command, Options } from "@effect/cli"
import { Effect, Option, Schema } from "effect"
import { FORM_TYPES } from "../domain/forms.js"
import { Filing } from "../domain/filing.js"
import { Scores } from "../domain/scores.js"
import { FilingService } from "../pipeline/FilingService.js"
import { resolveModelId } from "../scoring/ScoringModel.js"
import { compareOption, formatOption, quarterOption, upstreamOptions } from "./options.js"
import { modelOption } from "./score.js"
import { cliStack } from "./stack.js"

const PanelLine = Schema.Struct({
  ticker: Schema.String,
  status: Schema.Literal("ok", "error"),
  filing: Schema.optional(Filing),
  scores: Schema.optional(Scores),
  error: Schema.optional(Schema.String)
})
const encodeLine = Schema.encodeSync(PanelLine)

export const panelCommand = Command.make(
  "panel",
  {
    tickers: Args.text({ name: "TICKER" }).pipe(Args.atLeast(1)),
    fiscalYear: Options.integer("fiscal-year").pipe(Options.withDescription("fiscal year")),
    form: Options.choice("form", FORM_TYPES).pipe(Options.withDefault("10-K" as const)),
    quarter: quarterOption,
    compare: compareOption,
    model: modelOption,
    format: formatOption,
    ...upstreamOptions
  },
  (args) =>
    Effect.gen(function* () {
      const model = yield* resolveModelId(args.model)
      const service = yield* FilingService
      const started = Date.now()
      yield* Effect.sync(() => process.stderr.write(`panel: ${args.tickers.length} tickers, FY${args.fiscalYear} ${args.form}\n`))
      const items = yield* service.panel({
        tickers: args.tickers,
        fiscalYear: args.fiscalYear,
        form: args.form,
        quarter: Option.getOrNull(args.quarter),
        compare: args.compare,
        model
      })
      let failed = 0
      for (const item of items) {
        if (item.outcome._tag === "error") failed++
        if (args.format === "json") {
          const line =
            item.outcome._tag === "ok"
              ? { ticker: item.ticker, status: "ok" as const, filing: item.outcome.result.filing, scores: item.outcome.result.scores }
              : { ticker: item.ticker, status: "error" as const, error: item.outcome.error.message }
          process.stdout.write(`${JSON.stringify(encodeLine(line))}\n`)
        }
      }
      if (args.format === "table") {
        const rows = items.map((i) =>
          i.outcome._tag === "ok"
            ? `${i.ticker.padEnd(8)} ${(i.outcome.result.scores.overall_disclosure_risk_score?.toFixed(1) ?? "–").padStart(6)}  cov ${i.outcome.result.scores.score_coverage_ratio.toFixed(2)}  conf ${i.outcome.result.scores.confidence_score.toFixed(2)}  ${i.outcome.result.filing.accession_number ?? ""}`
            : `${i.ticker.padEnd(8)}  error  ${i.outcome.error.message}`
        )
        process.stdout.write(`ticker    overall\n${rows.join("\n")}\n`)
      }
      yield* Effect.sync(() =>
        process.stderr.write(`panel: ${items.length - failed} ok, ${failed} failed in ${((Date.now() - started) / 1000).toFixed(1)} s\n`)
      )
    }).pipe(Effect.provide(cliStack(args)))
).pipe(Command.withDescription("score up to 25 tickers for one fiscal year (NDJSON or a table)"))
