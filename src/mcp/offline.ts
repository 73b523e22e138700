/**
 * Offline analysis of a document given as text: the same pipeline as `risk score --html`,
 * with the lexicon, boilerplate baseline and calibration tables loaded once per process.
 */
import { Context, Effect, Layer } from "effect"
import type { InvalidRequest } from "../domain/errors.js"
import type { FormType } from "../domain/forms.js"
import type { ModelId } from "../domain/versions.js"
import { analyze } from "../pipeline/analyze.js"
import { AnalysisResources, AnalysisResourcesLive } from "../pipeline/resources.js"
import type { FullResult } from "../pipeline/result.js"
import { filingFromCover, scoreAnalysis } from "../pipeline/result-build.js"
import { Calibration, CalibrationLive } from "../scoring/Calibration.js"
import { ScoringConstants } from "../scoring/constants.js"
import { makeModel, ScoringModel } from "../scoring/ScoringModel.js"

export interface OfflineRequest {
  readonly html: string
  readonly priorHtml: string | null
  readonly form: FormType
  readonly model: ModelId
}

export interface OfflineScorerService {
  readonly score: (request: OfflineRequest) => Effect.Effect<FullResult, InvalidRequest>
}

export class OfflineScorer extends Context.Tag("disclosure-risk/OfflineScorer")<OfflineScorer, OfflineScorerService>() {}

/** Resources are loaded on first use (and the outcome kept), so a server starts without them. */
export const OfflineScorerLive: Layer.Layer<OfflineScorer> = Layer.effect(
  OfflineScorer,
  Effect.gen(function* () {
    const resources = yield* Effect.cached(AnalysisResources.pipe(Effect.provide(AnalysisResourcesLive())))
    const calibration = yield* Effect.cached(Calibration.pipe(Effect.provide(CalibrationLive)))
    const score = (request: OfflineRequest): Effect.Effect<FullResult, InvalidRequest> =>
      Effect.gen(function* () {
        const ctx = yield* resources
        const analysis = yield* analyze(
          {
            form: request.form,
            current: { bytes: request.html },
            prior: request.priorHtml === null ? null : { bytes: request.priorHtml },
            priorMissingReason: request.priorHtml === null ? "no prior document given (prior_html)" : null
          },
          ctx
        )
        const model = Layer.succeed(ScoringModel, makeModel(request.model, yield* calibration, yield* ScoringConstants))
        return yield* scoreAnalysis(analysis, filingFromCover(analysis)).pipe(Effect.provide(model))
      })
    return { score }
  })
)
