/**
 * Offline scoring: a document (and optionally its prior) given as bytes or text, analysed and
 * scored by the same pipeline as an EDGAR filing, with no upstream. Assembled here once and
 * used by `risk score --html` / `risk metrics --html` and by the MCP tool
 * `score_filing_html_tool` (HTTP `/mcp` and `risk mcp`). The lexicon, the boilerplate
 * baseline and the calibration tables are loaded on first use and kept, so a server starts
 * without them.
 */
import { Context, Effect, Layer } from "effect"
import { AnalysisWorkerConfig } from "../../config.js"
import type { InvalidRequest } from "../../domain/errors.js"
import type { FormType } from "../../domain/forms.js"
import type { Scores } from "../../domain/scores.js"
import type { ModelId } from "../../domain/versions.js"
import { Calibration } from "../../scoring/calibration.js"
import { CalibrationLive } from "./calibration.js"
import { ScoringConstants } from "../../scoring/constants.js"
import { makeModel, resolveModelId, ScoringModel } from "../../scoring/scoring-model.js"
import { analyze, type Analysis } from "./analyze.js"
import { analyzeDiffingInThread } from "./diff-thread.js"
import { AnalysisResources, AnalysisResourcesLive, type ResourceOptions } from "./resources.js"
import type { FullResult } from "./result.js"
import { filingFromCover, scoreAnalysis } from "./result-build.js"
import { rescoreResult } from "./side-by-side.js"

export interface OfflineDocument {
  /** The primary document: raw bytes (a file) or text (an MCP argument). */
  readonly current: Uint8Array | string
  readonly prior: Uint8Array | string | null
  readonly form: FormType
  /** Why there is no prior, in the words of the surface ("no prior document given (--prior-html)"). */
  readonly priorMissingReason: string
  /** The document's file name for `filing.primary_document`, when there is one. */
  readonly primaryDocument?: string | null | undefined
}

export interface OfflineScorerService {
  readonly analyze: (document: OfflineDocument) => Effect.Effect<Analysis, InvalidRequest>
  /** `model`: a scoring model id or alias ("v1", "deterministic_scoring_v2"); unknown → InvalidRequest. */
  readonly score: (document: OfflineDocument, model: string) => Effect.Effect<FullResult, InvalidRequest>
  /** A result's scores under another model: its metrics document re-scored (nothing analysed again). */
  readonly rescore: (result: FullResult, model: ModelId) => Effect.Effect<Scores, InvalidRequest>
}

export class OfflineScorer extends Context.Tag("disclosure-risk/OfflineScorer")<OfflineScorer, OfflineScorerService>() {}

/** The filing identity of an offline result: the cover facts, and the file name when given. */
export const offlineFiling = (analysis: Analysis, document: Pick<OfflineDocument, "primaryDocument">) =>
  filingFromCover(analysis, document.primaryDocument === undefined ? undefined : { primary_document: document.primaryDocument })

export interface OfflineScorerOptions extends ResourceOptions {
  /**
   * The section diffs of each analysis in a worker thread of its own, made while the current
   * document is measured (./diff-thread.ts): for a one-shot command, which analyses one filing
   * and ends. Same results. `RISK_ANALYSIS_WORKER=0` keeps them in process.
   */
  readonly diffInWorker?: boolean | undefined
}

export const OfflineScorerLayer = (options: OfflineScorerOptions = {}): Layer.Layer<OfflineScorer> =>
  Layer.effect(
    OfflineScorer,
    Effect.gen(function* () {
      const resources = yield* Effect.cached(AnalysisResources.pipe(Effect.provide(AnalysisResourcesLive(options))))
      const calibration = yield* Effect.cached(Calibration.pipe(Effect.provide(CalibrationLive)))
      const diffInWorker = options.diffInWorker === true && (yield* Effect.orElseSucceed(AnalysisWorkerConfig, () => true))
      const analyzeDocument = (document: OfflineDocument): Effect.Effect<Analysis, InvalidRequest> => {
        const prior = document.prior
        const input = {
          form: document.form,
          current: { bytes: document.current },
          prior: prior === null ? null : { bytes: prior },
          priorMissingReason: prior === null ? document.priorMissingReason : null
        }
        return !diffInWorker || prior === null ? Effect.flatMap(resources, (ctx) => analyze(input, ctx)) : analyzeDiffingInThread(input, resources)
      }
      const score = (document: OfflineDocument, model: string): Effect.Effect<FullResult, InvalidRequest> =>
        Effect.gen(function* () {
          const id = yield* resolveModelId(model)
          const analysis = yield* analyzeDocument(document)
          const scoring = Layer.succeed(ScoringModel, makeModel(id, yield* calibration, yield* ScoringConstants))
          return yield* scoreAnalysis(analysis, offlineFiling(analysis, document)).pipe(Effect.provide(scoring))
        })
      const rescore = (result: FullResult, model: ModelId): Effect.Effect<Scores, InvalidRequest> =>
        Effect.gen(function* () {
          return yield* rescoreResult(result, model, yield* calibration, yield* ScoringConstants)
        })
      return { analyze: analyzeDocument, score, rescore }
    })
  )

/** With the built-in (or configured) lexicon and baseline. */
export const OfflineScorerLive: Layer.Layer<OfflineScorer> = OfflineScorerLayer()
