/**
 * Analysing and scoring a resolved filing: its document and its prior's, analysed in the
 * worker thread when there is one (else in process, a filing analysed as another's prior
 * extracted once), then scored under the request's model.
 */
import { Effect, Layer } from "effect"
import type { InvalidRequest } from "../../domain/errors.js"
import type { FilingRequest } from "../../domain/request.js"
import { yieldToEventLoop } from "../../domain/scheduling.js"
import type { LoadedDocument } from "../../edgar/filing-resolver.js"
import type { CalibrationService } from "../../scoring/calibration.js"
import type { ScoringConstantsValues } from "../../scoring/constants.js"
import { makeModel, ScoringModel } from "../../scoring/scoring-model.js"
import type { AnalysisOffload } from "../analysis/offload.js"
import { analyze } from "../analysis/analyze.js"
import { analyzeDiffingInThread } from "../analysis/diff-thread.js"
import { makeExtractionMemo } from "../analysis/extraction-memo.js"
import type { CachedResolution } from "./filing-store.js"
import type { AnalysisResourcesService } from "../analysis/resources.js"
import type { FullResult } from "../analysis/result.js"
import { scoreAnalysis } from "../analysis/result-build.js"

export interface AnalyserOptions {
  readonly resources: AnalysisResourcesService
  readonly calibration: CalibrationService
  readonly constants: ScoringConstantsValues
  /** The worker thread that analyses; null: in process. */
  readonly offload: AnalysisOffload | null
  /** In process, the section diffs of each analysis in a worker thread of their own (../analysis/diff-thread.ts). */
  readonly diffInWorker?: boolean | undefined
}

export const makeAnalyser = ({ resources, calibration, constants, offload, diffInWorker = false }: AnalyserOptions) => {
  // A filing analysed as another's prior (a history, consecutive requests) is extracted once.
  const extractionMemo = makeExtractionMemo()

  const modelLayer = (model: FilingRequest["model"]) => Layer.succeed(ScoringModel, makeModel(model, calibration, constants))

  /** The full result of a resolved filing, its document and its prior's (null: `priorMissingReason` says why). */
  return (
    request: FilingRequest,
    resolved: CachedResolution,
    current: LoadedDocument,
    prior: LoadedDocument | null,
    priorMissingReason: string | null
  ): Effect.Effect<FullResult, InvalidRequest> =>
    Effect.gen(function* () {
      const input = {
        form: request.form,
        current: { bytes: current.bytes, key: `${current.accession_number}/${current.name}` },
        prior: prior === null ? null : { bytes: prior.bytes, key: `${prior.accession_number}/${prior.name}` },
        priorMissingReason,
        sections: request.sections,
        fiscalYear: resolved.filing.fiscal_year,
        cik: resolved.filing.cik,
        registrant: resolved.filing.company_name
      }
      const remote = offload === null ? null : yield* offload.analyze(input)
      const here = { ...input, extract: extractionMemo.extract }
      const analysis =
        remote ??
        (diffInWorker && prior !== null ? yield* analyzeDiffingInThread(here, Effect.succeed(resources)) : yield* analyze(here, resources))
      yield* yieldToEventLoop
      return yield* scoreAnalysis(analysis, {
        ...resolved.filing,
        prior_accession_number: prior === null ? null : prior.accession_number
      }).pipe(Effect.provide(modelLayer(request.model)))
    })
}
