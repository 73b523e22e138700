/**
 * Offline analysis of local documents, shared by `risk score --html` and `risk metrics --html`.
 */
import { Effect, Layer, Option } from "effect"
import { basename } from "node:path"
import type { FormType } from "../domain/forms.js"
import { analyze, type Analysis } from "../pipeline/analyze.js"
import { AnalysisResources, AnalysisResourcesLive } from "../pipeline/resources.js"
import { filingFromCover, scoreAnalysis } from "../pipeline/result-build.js"
import { CalibrationLive } from "../scoring/Calibration.js"
import { scoringModelLayer } from "../scoring/ScoringModel.js"
import { readInputBytes } from "./io.js"

export interface OfflineArgs {
  readonly html: string
  readonly priorHtml: Option.Option<string>
  readonly form: FormType
  readonly lexicon: Option.Option<string>
}

export const analyzeLocal = (args: OfflineArgs) =>
  Effect.gen(function* () {
    const resources = yield* AnalysisResources
    const current = yield* readInputBytes(args.html)
    const prior = Option.isSome(args.priorHtml) ? yield* readInputBytes(args.priorHtml.value) : null
    return yield* analyze(
      {
        form: args.form,
        current: { bytes: current },
        prior: prior === null ? null : { bytes: prior },
        priorMissingReason: prior === null ? "no prior document given (--prior-html)" : null
      },
      resources
    )
  }).pipe(Effect.provide(AnalysisResourcesLive({ lexiconFile: Option.getOrNull(args.lexicon) })))

export const offlineFiling = (analysis: Analysis, args: OfflineArgs) =>
  filingFromCover(analysis, { primary_document: args.html === "-" ? null : basename(args.html) })

export const scoreLocal = (args: OfflineArgs, model: string) =>
  Effect.flatMap(analyzeLocal(args), (analysis) =>
    scoreAnalysis(analysis, offlineFiling(analysis, args)).pipe(
      Effect.provide(scoringModelLayer(model).pipe(Layer.provide(CalibrationLive)))
    )
  )
