/**
 * Filing analyses in a worker thread, for a long-running service (./offload.ts): the
 * extraction, metrics, flags and diffs of `analyze`, so that the service's event loop (the
 * upstream rate limiter's slots, sockets) is not held up by them. Loads the analysis resources
 * itself, with the same options and environment as the service, and keeps its own extraction
 * memo. Analyses run one at a time, in arrival order. Returns what scoring reads of an
 * analysis (`ScoredAnalysis`).
 *
 * Messages in: `{ id, input }` (an `AnalysisInput` without its extractor). Out: `{ id, analysis }`
 * or `{ id, failed }` (the `InvalidRequest` of the analysis).
 */
import { parentPort, workerData } from "node:worker_threads"
import { Effect, Either } from "effect"
import type { InvalidRequest } from "../../domain/errors.js"
import { analyze, type AnalysisInput, type ScoredAnalysis } from "./analyze.js"
import { makeExtractionMemo } from "./extraction-memo.js"
import { sampleFilings } from "./sample-filings.js"
import { AnalysisResources, AnalysisResourcesLive, type ResourceOptions } from "./resources.js"

export interface AnalysisWorkerIn {
  readonly id: number
  readonly input: Omit<AnalysisInput, "extract">
}

export type AnalysisWorkerOut =
  | { readonly id: number; readonly analysis: ScoredAnalysis }
  | { readonly id: number; readonly failed: { readonly detail: string; readonly errors: InvalidRequest["errors"] } }
  | { readonly id: number; readonly unavailable: true }

const port = parentPort
if (port !== null) {
  const options = (workerData ?? {}) as ResourceOptions
  const memo = makeExtractionMemo()
  const resources = Effect.runPromise(Effect.either(AnalysisResources.pipe(Effect.provide(AnalysisResourcesLive(options)))))
  // Before the first filing: the sample filings analysed, so that the first real analysis runs
  // compiled code (the service's first documents are still being fetched meanwhile). A failure
  // here changes nothing but the speed of the first analysis.
  const warm = resources.then(async (ctx) => {
    if (Either.isLeft(ctx)) return
    try {
      const sample = sampleFilings()
      const encoder = new TextEncoder()
      await Effect.runPromise(Effect.either(analyze({ form: "10-K", current: { bytes: encoder.encode(sample.current) }, prior: { bytes: encoder.encode(sample.prior) } }, ctx.right)))
    } catch {
      // the warm-up is an optimisation only
    }
  })
  // one analysis at a time, in arrival order: interleaving them (as the service's fibers
  // would) only holds more documents in memory at once, and the first result comes later
  let queue: Promise<unknown> = warm
  port.on("message", (message: AnalysisWorkerIn) => {
    queue = queue.then(() => resources).then(async (ctx) => {
      if (Either.isLeft(ctx)) return port.postMessage({ id: message.id, failed: { detail: ctx.left.detail, errors: ctx.left.errors } } satisfies AnalysisWorkerOut)
      const result = await Effect.runPromise(Effect.either(analyze({ ...message.input, extract: memo.extract }, ctx.right)))
      if (Either.isLeft(result)) return port.postMessage({ id: message.id, failed: { detail: result.left.detail, errors: result.left.errors } } satisfies AnalysisWorkerOut)
      const a = result.right
      const analysis: ScoredAnalysis = {
        form: a.form,
        cover: a.cover,
        sections: a.sections,
        activeFlags: a.activeFlags,
        diffs: a.diffs,
        metrics: a.metrics,
        priorMissingReason: a.priorMissingReason,
        versions: a.versions
      }
      port.postMessage({ id: message.id, analysis } satisfies AnalysisWorkerOut)
    })
    // a defect: the service analyses this one in process, where it fails as it would have
    queue = queue.catch(() => port.postMessage({ id: message.id, unavailable: true } satisfies AnalysisWorkerOut))
  })
}
