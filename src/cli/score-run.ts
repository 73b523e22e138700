/**
 * What `risk score` does (./score.ts defines its arguments; this module is loaded when it runs).
 */
import { Effect, Layer, Option, Schema } from "effect"
import { InvalidRequest } from "../domain/errors.js"
import { decodeFilingRequest } from "../domain/request.js"
import { Filing } from "../domain/filing.js"
import { decodeMetricsDocument } from "../domain/metrics-document.js"
import { ScoreOutput } from "../domain/scores.js"
import { FilingService } from "../pipeline/service/filing-service.js"
import { FullResult } from "../pipeline/analysis/result.js"
import { besideModels, type ModelScores, scoreWith, sideBySide } from "../pipeline/analysis/side-by-side.js"
import { Calibration } from "../scoring/calibration.js"
import { CalibrationLive } from "../pipeline/analysis/calibration.js"
import { ScoringConstants } from "../scoring/constants.js"
import { resolveModelId, scoreDocument, scoringModelLayer } from "../scoring/scoring-model.js"
import { scoreLocal, withOfflineScorer } from "./analyze.js"
import { withEightKHint } from "./hints.js"
import { parseJson, printJson, readInputText } from "./io.js"
import { withStatusLine } from "./progress.js"
import type { ScoreArgs } from "./score.js"
import { cliStack } from "./stack.js"
import { scorecard, scoresTable } from "./table.js"

const decodeFiling = Schema.decodeUnknownOption(Filing)

/** `{filing, metrics, versions}` → its metrics document (and filing); anything else as is. */
const unwrapMetrics = (json: unknown): { readonly metrics: unknown; readonly filing: Filing | null } => {
  if (typeof json !== "object" || json === null || Array.isArray(json) || "form_type" in json) return { metrics: json, filing: null }
  const inner = (json as { metrics?: unknown }).metrics
  if (typeof inner !== "object" || inner === null) return { metrics: json, filing: null }
  return { metrics: inner, filing: Option.getOrNull(decodeFiling((json as { filing?: unknown }).filing)) }
}

const usage = (detail: string) => Effect.fail(new InvalidRequest({ detail: `${detail} (see risk score --help)` }))

const encodeFull = Schema.encodeSync(FullResult)

export const runScore = (args: ScoreArgs) =>
    Effect.gen(function* () {
      const modes = [Option.isSome(args.metrics), Option.isSome(args.html), Option.isSome(args.ticker)].filter(Boolean).length
      if (modes > 1) return yield* usage("give one of TICKER FISCAL_YEAR, --html FILE or --metrics FILE")
      if (Option.isSome(args.metrics)) {
        const text = yield* readInputText(args.metrics.value)
        const json = yield* parseJson(text, args.metrics.value)
        // The bare metrics document, or the output of `risk metrics` / disclosure-metrics
        // (`{filing, metrics, versions}`) with the document inside.
        const wrapped = unwrapMetrics(json)
        const doc = yield* decodeMetricsDocument(wrapped.metrics)
        if (args.format === "table") {
          // the requested model's scores, then those of the models shown beside it
          const model = yield* resolveModelId(args.model)
          const sides = yield* Effect.gen(function* () {
            const calibration = yield* Calibration
            const constants = yield* ScoringConstants
            return [model, ...besideModels(model)].map((m): ModelScores => ({ model: m, scores: scoreWith(doc, m, calibration, constants) }))
          }).pipe(Effect.provide(CalibrationLive))
          return yield* Effect.sync(() => process.stdout.write(scoresTable(sides, wrapped.filing)))
        }
        const output = yield* scoreDocument(doc).pipe(
          Effect.provide(scoringModelLayer(args.model).pipe(Layer.provide(CalibrationLive)))
        )
        return yield* printJson(Schema.encodeSync(ScoreOutput)(output))
      }
      if (Option.isSome(args.html)) {
        if (Option.isNone(args.form)) return yield* usage("--html needs --form 10-K|10-Q|8-K")
        const local = { html: args.html.value, priorHtml: args.priorHtml, form: args.form.value, lexicon: args.lexicon }
        if (args.format === "table") {
          const text = yield* withOfflineScorer(local, (scorer, document) =>
            Effect.flatMap(scorer.score(document, args.model), (result) => Effect.map(sideBySide(result, scorer.rescore), (sides) => scorecard(result, sides)))
          )
          return yield* Effect.sync(() => process.stdout.write(text))
        }
        const result = yield* scoreLocal(local, args.model)
        return yield* printJson(encodeFull(result))
      }
      if (Option.isSome(args.ticker)) {
        if (Option.isNone(args.fiscalYear)) return yield* usage("risk score TICKER needs FISCAL_YEAR")
        const model = yield* resolveModelId(args.model)
        const what = `scoring ${args.ticker.pipe(Option.getOrElse(() => ""))} ${Option.getOrElse(args.form, () => "10-K")} FY${Option.getOrElse(args.fiscalYear, () => 0)}`
        // decoded once, before any upstream or cache is opened
        const request = yield* decodeFilingRequest({
          ticker: args.ticker.value,
          fiscal_year: args.fiscalYear.value,
          form_type: Option.getOrElse(args.form, () => "10-K" as const),
          quarter: Option.getOrNull(args.quarter),
          accession: Option.getOrNull(args.accession),
          compare: args.compare,
          scoring_model_version: model
        })
        const table = args.format === "table"
        const out = yield* Effect.gen(function* () {
          const service = yield* FilingService
          const result = yield* withStatusLine(what, service.score(request)).pipe(
            withEightKHint(request.form, Option.isSome(args.accession), args.ticker.pipe(Option.getOrElse(() => "TICKER")), request.fiscalYear)
          )
          // the table shows the headlines of the models beside the requested one: its metrics re-scored
          return table ? scorecard(result, yield* sideBySide(result, service.rescore)) : result
        }).pipe(Effect.provide(cliStack(args, { analysisWorker: false, diffInWorker: true })))
        return yield* typeof out === "string" ? Effect.sync(() => process.stdout.write(out)) : printJson(encodeFull(out))
      }
      return yield* usage("risk score needs TICKER FISCAL_YEAR, --html FILE --form FORM, or --metrics FILE")
    })
