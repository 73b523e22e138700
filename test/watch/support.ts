/**
 * The watch in this process for tests: the live stack over a loopback EDGAR (the mirror, with
 * a synthetic feed and daily index), a cursor file and an NDJSON output, short intervals.
 */
import { Effect, Exit, Fiber, Layer, Scope } from "effect"
import { existsSync, readFileSync } from "node:fs"
import { liveStack } from "../../src/pipeline/service/stack.js"
import { runWatch, type WatchOptions } from "../../src/pipeline/watcher/watch.js"
import { type CursorStore, fileCursorStore, ndjsonSink, webhookSink } from "../../src/pipeline/watcher/store.js"
import type { WatchSpec } from "../../src/watch/cursor.js"
import { type Settings, underSettings, withSettings } from "../support/config.js"
import { MIRROR_FILINGS, type SyntheticFiling } from "../support/edgar-feed.js"

export const USER_AGENT = "disclosure-risk watch tests tests@example.com"

/** Upstream bounds that make faults cheap: short timeouts, two attempts, small backoff. */
export const FAST_UPSTREAM: Settings = {
  SEC_USER_AGENT: USER_AGENT,
  RISK_SEC_MAX_RPS: 10,
  RISK_EDGAR_MAX_ATTEMPTS: 2,
  RISK_EDGAR_BACKOFF_BASE_MS: 50,
  RISK_EDGAR_BACKOFF_MAX_MS: 200,
  RISK_EDGAR_FIRST_BYTE_TIMEOUT_MS: 400,
  RISK_EDGAR_IDLE_TIMEOUT_MS: 1000,
  RISK_EDGAR_TIMEOUT_MS: 8000,
  RISK_EDGAR_RETRY_BUDGET_MS: 4000
}

export interface RunningWatch {
  readonly reports: Array<string>
  /** Stops the watch (an interrupt: as SIGINT would) and releases its services. */
  stop(): Promise<void>
  /** Resolves with the watch's failure, if it fails. */
  readonly failed: Promise<unknown>
}

export interface WatchRun {
  readonly edgarUrl: string
  readonly cacheDir: string
  readonly cursor: string
  readonly out: string
  readonly spec: WatchSpec
  readonly since?: string | null
  readonly settings?: Settings
  readonly options?: Partial<WatchOptions>
  /** Wraps the cursor store (to inject a crash). */
  readonly store?: (store: CursorStore) => CursorStore
  /** Deliver to this webhook instead of the NDJSON output. */
  readonly webhook?: string
}

export const startWatch = async (run: WatchRun): Promise<RunningWatch> => {
  const settings: Settings = { ...FAST_UPSTREAM, ...run.settings }
  const reports: Array<string> = []
  const scope = Effect.runSync(Scope.make())
  const context = await Effect.runPromise(
    Layer.buildWithScope(liveStack({ edgarBaseUrl: run.edgarUrl, cacheDir: run.cacheDir, analysisWorker: false }).pipe(underSettings(settings)), scope)
  )
  const since = run.since ?? null
  const program = Effect.gen(function* () {
    const store = yield* fileCursorStore(run.cursor)
    const sink = run.webhook === undefined ? yield* ndjsonSink(run.out) : webhookSink(run.webhook, { timeoutMs: 2000 })
    return yield* runWatch(
      {
        spec: run.spec,
        since: since === null ? null : /^\d{4}-/.test(since) ? { _tag: "Date", date: since } : { _tag: "Accession", accession: since },
        sinceText: since,
        pollMs: 150,
        indexEveryMs: 300,
        concurrency: 3,
        retryBaseMs: 100,
        retryMaxMs: 1000,
        maxBackoffMs: 600,
        notFoundAttempts: 2,
        report: (message) => Effect.sync(() => void reports.push(message)),
        ...run.options
      },
      run.store === undefined ? store : run.store(store),
      [sink]
    )
  }).pipe(Effect.scoped, Effect.provide(context), withSettings(settings))
  const fiber = Effect.runFork(program)
  const failed = Effect.runPromise(Fiber.await(fiber)).then((exit) => (Exit.isFailure(exit) ? exit.cause : undefined))
  return {
    reports,
    failed,
    stop: async () => {
      await Effect.runPromise(Fiber.interrupt(fiber))
      await Effect.runPromise(Scope.close(scope, Exit.void))
    }
  }
}

export interface Line {
  readonly event: string
  readonly accession_number: string
  readonly form_type: string
  readonly ticker: string | null
  readonly detected_via: string
  readonly headline: { readonly overall_disclosure_risk_score: number | null; readonly band: string } | null
  readonly screening: { readonly overall_disclosure_risk_score: number | null; readonly model: string } | null
  readonly active_flags: ReadonlyArray<{ readonly flag: string; readonly evidence_count: number; readonly top_evidence: { readonly sentence: string } | null }>
  readonly change: { readonly prior_accession_number: string | null; readonly change_score: number | null } | null
  readonly error: { readonly code: string } | null
}

/** The complete lines of an NDJSON output (a line being written is not one yet). */
export const readLines = (path: string): Array<Line> => {
  if (!existsSync(path)) return []
  const text = readFileSync(path, "utf8")
  return text
    .slice(0, text.lastIndexOf("\n") + 1)
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as Line)
}

/** Every line of the output is whole JSON and the output ends with a newline. */
export const wellFormed = (path: string): boolean => {
  const text = readFileSync(path, "utf8")
  return text.endsWith("\n") && text.split("\n").filter((l) => l !== "").every((l) => {
    try {
      JSON.parse(l)
      return true
    } catch {
      return false
    }
  })
}

/** Waits until `check` holds (polling), or fails after `ms`. */
export const waitFor = async (check: () => boolean, ms: number, what: string): Promise<void> => {
  const deadline = Date.now() + ms
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** The mirror's filings appearing `stepMs` apart from `at`. */
export const appearing = (indexes: ReadonlyArray<number>, at: number, stepMs: number): Array<SyntheticFiling> =>
  indexes.map((i, k) => {
    const f = MIRROR_FILINGS[i]!
    return { accession: f.accession, cik: f.cik, company: f.company, form: f.form, appearAt: at + k * stepMs }
  })

export const WATCHED_CIKS = new Set<number>(MIRROR_FILINGS.map((f) => f.cik))
