/**
 * The section diffs of a one-shot analysis in a worker thread (./diff-worker.ts), made while
 * the main thread measures the current document's sections (`analyze` with a
 * `SectionDiffer`): for the command line's one-shot analyses of a filing and its prior, where
 * the process does one analysis and ends. The worker is started before the documents are
 * extracted, so that it is ready when the texts are; the result is the same analysis. Without
 * the worker's bundle (the sources under the test runner), when the worker cannot start, or
 * when it ends before it answers, the diffs are made in process.
 */
import { Worker } from "node:worker_threads"
import { Effect } from "effect"
import type { SectionDiff } from "../../diff/schema.js"
import type { InvalidRequest } from "../../domain/errors.js"
import type { MetricsContext } from "../../metrics/index.js"
import { analyze, type Analysis, type AnalysisInput, type SectionDiffer } from "./analyze.js"
import type { DiffWorkerIn, DiffWorkerOut } from "./diff-worker.js"
import { workerBundle } from "./worker-bundle.js"

/** The worker's bundle (the section diffs). */
const workerFile = (): string | null => workerBundle("diff-worker")

export interface StartedDiffer extends SectionDiffer {
  /** Ends the worker if it has not answered (an analysis that failed or was interrupted first). */
  readonly close: () => void
}

/** Starts the worker; null when there is none to start (diff in process). */
export const startDiffThread = (): StartedDiffer | null => {
  const file = workerFile()
  if (file === null) return null
  let worker: Worker
  try {
    worker = new Worker(file)
  } catch {
    return null
  }
  // the worker ends by itself once it has answered
  let answered = false
  // its diffs, or null when it ended (or failed) first
  const answer = new Promise<ReadonlyArray<SectionDiff> | null>((resolve) => {
    worker.once("message", (out: DiffWorkerOut) => {
      answered = true
      resolve(out.diffs)
    })
    worker.once("error", () => resolve(null))
    worker.once("exit", () => resolve(null))
  })
  let closed = false
  const close = (): void => {
    if (closed || answered) return
    closed = true
    void worker.terminate()
  }
  return {
    diff: (pairs) => {
      try {
        worker.postMessage({ pairs } satisfies DiffWorkerIn)
      } catch {
        close()
      }
      return Effect.promise(() => answer)
    },
    close
  }
}

/**
 * `analyze` with its section diffs in a worker thread started first, before the resources are
 * read and the documents extracted, so that it is ready when their texts are (in process when
 * no worker starts); the worker ends with the analysis, however it ends.
 */
export const analyzeDiffingInThread = <E, R>(
  input: AnalysisInput,
  ctx: Effect.Effect<MetricsContext, E, R>
): Effect.Effect<Analysis, InvalidRequest | E, R> =>
  Effect.acquireUseRelease(
    Effect.sync(() => startDiffThread()),
    (differ) => Effect.flatMap(ctx, (c) => analyze(input, c, differ)),
    (differ) => Effect.sync(() => differ?.close())
  )

