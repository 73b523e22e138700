/**
 * The service's analyses in one worker thread (./worker.ts), so that a long analysis
 * step never holds up the event loop: the upstream rate limiter's slots start on time and
 * sockets are served while filings are analysed, and on a machine with a second core the
 * analyses run beside the fetching. The analysis is the same pure function of the same inputs;
 * only where it runs changes. On by default for the live stack (`RISK_ANALYSIS_WORKER=0` turns
 * it off: `AnalysisWorkerConfig`, read where the service's layer is built), and used when the
 * worker's bundle is there (built by `npm run build`; not under the test runner, which runs
 * the sources). A cold panel of 25 on this project's 2-core benchmark machine: 10.4–11.1 s
 * in process, 8.3–9.5 s with the worker (bench/optimisations.md). When the worker ends (out of
 * memory, a defect), the filing it had is analysed in process and a new worker takes the next
 * ones; without a worker everything runs in process.
 */
import { Worker } from "node:worker_threads"
import { Effect } from "effect"
import { InvalidRequest } from "../../domain/errors.js"
import type { AnalysisInput, ScoredAnalysis } from "./analyze.js"
import type { AnalysisWorkerIn, AnalysisWorkerOut } from "./worker.js"
import type { ResourceOptions } from "./resources.js"
import { workerBundle } from "./worker-bundle.js"

export interface AnalysisOffload {
  /** The analysis in the worker; `null` when the worker is gone (analyse in process then). */
  readonly analyze: (input: Omit<AnalysisInput, "extract">) => Effect.Effect<ScoredAnalysis | null, InvalidRequest>
  readonly close: () => Promise<void>
}

/** The worker's bundle (the analysis and nothing else). */
const workerFile = (): string | null => workerBundle("analysis-worker")

/**
 * The worker's heap bound: a small young generation (a cold panel of 25 peaked at 406–424 MB
 * of RSS with V8's default and ≈ 380 MB with this, at the same wall time). An old-generation
 * bound as well (256 or 384 MB) kept the peak at 312–340 MB, but the worker then collected
 * more often and the panel took 0.5–1 s longer; not set.
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 4 } as const

/** Workers started after one ended, at most (a worker that keeps failing to start is given up). */
const MAX_REPLACEMENTS = 8

export const startAnalysisOffload = (options: ResourceOptions): AnalysisOffload | null => {
  const file = workerFile()
  if (file === null) return null
  const spawn = (): Worker | null => {
    try {
      return new Worker(file, { workerData: options, resourceLimits: WORKER_LIMITS })
    } catch {
      return null
    }
  }
  let worker: Worker | null = null
  let closed = false
  let replacements = 0
  const pending = new Map<number, (out: AnalysisWorkerOut | null) => void>()
  // The worker is handed one analysis at a time, the next when it answers: the documents
  // waiting their turn stay here, once, instead of copied into the worker's heap, and one
  // whose request is abandoned meanwhile is never sent.
  const queue: Array<{ readonly id: number; readonly input: Omit<AnalysisInput, "extract"> }> = []
  let inFlight: number | null = null
  let next = 0
  const pump = (): void => {
    const w = worker
    if (w === null || inFlight !== null) return
    const job = queue.shift()
    if (job === undefined) {
      w.unref()
      return
    }
    inFlight = job.id
    w.ref()
    w.postMessage({ id: job.id, input: job.input } satisfies AnalysisWorkerIn)
  }
  /** The worker ended (its heap bound, a defect): the filing it had goes in process, a new worker takes the rest. */
  const ended = (w: Worker): void => {
    if (worker !== w) return
    worker = null
    if (inFlight !== null) {
      pending.get(inFlight)?.(null)
      pending.delete(inFlight)
      inFlight = null
    }
    if (!closed && replacements < MAX_REPLACEMENTS) {
      replacements++
      attach(spawn())
    }
    if (worker === null) {
      // no worker from now on: everything goes in process
      queue.length = 0
      for (const resolve of pending.values()) resolve(null)
      pending.clear()
      return
    }
    pump()
  }
  const attach = (w: Worker | null): void => {
    worker = w
    if (w === null) return
    w.on("message", (out: AnalysisWorkerOut) => {
      const resolve = pending.get(out.id)
      pending.delete(out.id)
      inFlight = null
      resolve?.(out)
      pump()
    })
    w.on("error", () => ended(w))
    w.on("exit", () => ended(w))
    w.unref()
  }
  attach(spawn())
  if (worker === null) return null
  const analyze = (input: Omit<AnalysisInput, "extract">): Effect.Effect<ScoredAnalysis | null, InvalidRequest> =>
    Effect.flatMap(
      Effect.async<AnalysisWorkerOut | null>((resume) => {
        if (worker === null) return resume(Effect.succeed(null))
        const id = next++
        pending.set(id, (out) => resume(Effect.succeed(out)))
        queue.push({ id, input })
        pump()
        return Effect.sync(() => {
          // abandoned: not sent if it is still waiting (an analysis under way runs to its end, unread)
          pending.delete(id)
          const at = queue.findIndex((job) => job.id === id)
          if (at >= 0) queue.splice(at, 1)
        })
      }),
      (out) =>
        out === null || "unavailable" in out
          ? Effect.succeed(null)
          : "analysis" in out
            ? Effect.succeed(out.analysis)
            : Effect.fail(new InvalidRequest(out.failed))
    )
  return {
    analyze,
    close: async () => {
      closed = true
      const w = worker
      worker = null
      queue.length = 0
      for (const resolve of pending.values()) resolve(null)
      pending.clear()
      if (w !== null) await w.terminate()
    }
  }
}
