/**
 * The live filing pipeline: resolve on EDGAR → (analysis cache) → fetch documents →
 * analyse → score. Results are cached by (accession, prior accession, engine versions,
 * model, sections), so a warm request reads no document. The keys are ./filing-keys.ts's,
 * the cache and memos ./filing-store.ts's, the analysis ./filing-analysis.ts's.
 */
import { Duration, Effect, Layer, Option } from "effect"
import { AnalysisWorkerConfig, PanelConcurrencyConfig, ResultMemoConfig } from "../../config.js"
import { FilingCache } from "../../cache/filing-cache.js"
import { PARSER_VERSION, SOFTWARE_VERSION } from "../../domain/versions.js"
import { EdgarClient } from "../../edgar/edgar-client.js"
import { CoverReader } from "../../edgar/store.js"
import { FilingResolver, type LoadedDocument } from "../../edgar/filing-resolver.js"
import { asUnitOfWork } from "../../edgar/rate-limiter.js"
import { extractSectionsEffect, toSectionsOutput } from "../../extract/index.js"
import { Calibration } from "../../scoring/calibration.js"
import { ScoringConstants, scoringConstantsVersion } from "../../scoring/constants.js"
import { type CompanyId, companyRef, type FiscalYear, type FilingRequest, panelFilingRequest } from "../../domain/request.js"
import type { FormType } from "../../domain/forms.js"
import { type FilingError, FilingService, type FilingServiceShape, type PanelItem } from "./filing-service.js"
import type { MemoOptions } from "../analysis/memo.js"
import { startAnalysisOffload } from "../analysis/offload.js"
import { makeAnalyser } from "./filing-analysis.js"
import { makeFilingKeys } from "./filing-keys.js"
import { type CachedResolution, makeFilingStore } from "./filing-store.js"
import { AnalysisResources, type ResourceOptions } from "../analysis/resources.js"
import type { FilingsResponse, FullResult, SectionsResponse } from "../analysis/result.js"
import { rescoreResult } from "../analysis/side-by-side.js"

export interface FilingServiceOptions {
  /** Tickers in flight per panel (RISK_PANEL_CONCURRENCY). */
  readonly panelConcurrency?: number | undefined
  /** Bounds of the in-process LRU of decoded full results (default RISK_RESULT_MEMO_MB, else 256 entries, 64 MB of JSON). */
  readonly resultMemo?: MemoOptions | undefined
  /** Analyse in a worker thread (./offload.ts) that loads the resources with these options; absent: in process. */
  readonly analysisWorker?: ResourceOptions | undefined
  /**
   * Without the analysis worker, make each analysis's section diffs in a worker thread of their
   * own while the current document is measured (../analysis/diff-thread.ts): for a one-shot
   * command. Off with RISK_ANALYSIS_WORKER=0.
   */
  readonly diffInWorker?: boolean | undefined
}

/** What `warm` keeps per request object: its two keys, and the analysis key of the resolution it last saw. */
interface WarmKeys {
  readonly rkey: string
  readonly engine: string
  resolved: CachedResolution | null
  akey: string
}

export const makeFilingService = (options: FilingServiceOptions = {}) =>
  Effect.gen(function* () {
    const resolver = yield* FilingResolver
    const client = yield* EdgarClient
    const cache = yield* FilingCache
    const covers = yield* CoverReader
    const resources = yield* AnalysisResources
    const calibration = yield* Calibration
    const constants = yield* ScoringConstants
    const concurrency = options.panelConcurrency ?? (yield* PanelConcurrencyConfig)
    // In-process memo of decoded resolutions and results, keyed by the cache keys; off when
    // caching is off (`--no-cache`).
    const memoOptions = options.resultMemo ?? (yield* ResultMemoConfig)
    const memoOn = (yield* cache.stats).backend !== "none" && memoOptions.maxEntries > 0
    const store = makeFilingStore(cache, memoOn ? memoOptions : null)
    const keys = makeFilingKeys({
      upstreamKey: client.upstreamKey,
      dictionaryVersion: resources.lexicon.dictionaryVersion,
      baselineVersion: resources.baseline.version,
      constantsVersion: scoringConstantsVersion(constants),
      calibrationVersion: calibration.version
    })
    const offload =
      options.analysisWorker === undefined || !(yield* AnalysisWorkerConfig)
        ? null
        : yield* Effect.acquireRelease(
            Effect.sync(() => startAnalysisOffload(options.analysisWorker ?? {})),
            (o) => Effect.promise(() => o?.close() ?? Promise.resolve())
          )
    const diffInWorker = offload === null && options.diffInWorker === true && (yield* AnalysisWorkerConfig)
    const analyzeResolved = makeAnalyser({ resources, calibration, constants, offload, diffInWorker })

    const resolve = (request: FilingRequest, documents: boolean, priorDocument = documents) =>
      resolver.resolve(request, { documents, priorDocument })

    // ---- a full result ------------------------------------------------------------------
    /** Warm path: a cached resolution; no upstream metadata, and no document when the analysis is cached. */
    const scoreResolved = (request: FilingRequest, resolved: CachedResolution): Effect.Effect<FullResult, FilingError> =>
      Effect.gen(function* () {
        const akey = keys.analysisKey(request, resolved)
        const cached = yield* store.cachedResult(akey)
        if (Option.isSome(cached)) return cached.value
        const current = yield* resolver.loadDocument(resolved.filing)
        let prior: LoadedDocument | null = null
        let reason = resolved.priorMissingReason
        let cacheable = true
        if (resolved.prior !== null) {
          const loaded = yield* Effect.either(resolver.loadDocument(resolved.prior))
          if (loaded._tag === "Right") prior = loaded.right
          else {
            reason = `the prior filing ${resolved.prior.accession_number} could not be fetched: ${loaded.left.message}`
            cacheable = false
          }
        }
        const result = yield* analyzeResolved(request, resolved, current, prior, reason)
        if (cacheable) yield* store.putResult(akey, result)
        return result
      })

    /** Cold path: one resolution that also fetches both documents. */
    const scoreCold = (request: FilingRequest, rkey: string): Effect.Effect<FullResult, FilingError> =>
      Effect.gen(function* () {
        const resolution = yield* resolve(request, true)
        const resolved: CachedResolution = {
          filing: resolution.filing,
          prior: resolution.prior,
          priorMissingReason: resolution.priorMissingReason,
          priorStatus: resolution.priorStatus
        }
        const current = resolution.document ?? (yield* resolver.loadDocument(resolution.filing))
        const definitive = resolution.priorStatus !== "unavailable"
        if (definitive) yield* store.putResolution(rkey, resolved)
        const akey = keys.analysisKey(request, resolved)
        const cached = yield* store.cachedResult(akey)
        if (Option.isSome(cached)) return cached.value
        const result = yield* analyzeResolved(request, resolved, current, resolution.priorDocument, resolution.priorMissingReason)
        if (definitive) yield* store.putResult(akey, result)
        return result
      })

    const score = (request: FilingRequest): Effect.Effect<FullResult, FilingError> =>
      Effect.gen(function* () {
        const rkey = keys.resolutionKey(request)
        const hit = yield* store.cachedResolution(rkey)
        return yield* Option.isSome(hit) ? scoreResolved(request, hit.value) : scoreCold(request, rkey)
      })

    /**
     * Per request object: its resolution key and engine key (pure functions of it). The HTTP
     * fast path asks with the same objects again and again, so the two hashes are not repeated.
     */
    const warmKeys = new WeakMap<FilingRequest, WarmKeys>()

    const warm = (request: FilingRequest): FullResult | undefined => {
      let known = warmKeys.get(request)
      if (known === undefined) {
        known = { rkey: keys.resolutionKey(request), engine: keys.engineKey(request), resolved: null, akey: "" }
        warmKeys.set(request, known)
      }
      const k = known
      return store.memoised(k.rkey, (resolved) => {
        if (k.resolved !== resolved) {
          k.akey = keys.analysisKeyWith(k.engine, resolved)
          k.resolved = resolved
        }
        return k.akey
      })
    }

    // ---- sections -----------------------------------------------------------------------
    const sections = (request: FilingRequest, includeText: boolean): Effect.Effect<SectionsResponse, FilingError> => {
      const key = `sections/${keys.resolutionKey(request)}/${includeText}/${(request.sections ?? []).join(",")}`
      const memo = store.sections.get(key)
      if (memo !== undefined) return Effect.succeed(memo)
      return Effect.tap(sectionsUncached(request, includeText), (out) => Effect.sync(() => store.sections.set(key, out)))
    }

    const sectionsUncached = (request: FilingRequest, includeText: boolean): Effect.Effect<SectionsResponse, FilingError> =>
      Effect.gen(function* () {
        // The header names the filing the request would compare with (as the matrix and the
        // list of filings do); the prior's document is not fetched.
        const resolution = yield* resolve(request, true, false)
        const doc = resolution.document ?? (yield* resolver.loadDocument(resolution.filing))
        const extraction = yield* extractSectionsEffect(doc.bytes, request.form)
        const out = toSectionsOutput(extraction, { includeText })
        const keep = request.sections ? new Set<string>(request.sections) : null
        return {
          filing: resolution.filing,
          sections: keep === null ? out.sections : out.sections.filter((s) => keep.has(s.section_name)),
          extraction_warnings: out.extraction_warnings,
          versions: { parser_version: PARSER_VERSION, software_version: SOFTWARE_VERSION }
        }
      })

    // ---- listings, panels, health ---------------------------------------------------------
    const filings = (ticker: CompanyId, fiscalYear: FiscalYear, form: FormType | null): Effect.Effect<FilingsResponse, FilingError> =>
      Effect.map(resolver.listFilings(companyRef(ticker), fiscalYear), (list) => ({
        ticker: list.ticker ?? ticker.toUpperCase(),
        fiscal_year: fiscalYear,
        filings: form === null ? list.filings : list.filings.filter((f) => f.form_type === form),
        warnings: list.warnings
      }))

    const panel: FilingServiceShape["panel"] = (request) =>
      Effect.forEach(
        request.tickers,
        (ticker): Effect.Effect<PanelItem> =>
          Effect.match(
            // each ticker a unit of work: its upstream requests go before those of tickers started after it
            asUnitOfWork(Effect.flatMap(panelFilingRequest(request, ticker), score)),
            {
              onSuccess: (result): PanelItem => ({ ticker, outcome: { _tag: "ok" as const, result } }),
              onFailure: (error): PanelItem => ({ ticker, outcome: { _tag: "error" as const, error } })
            }
          ).pipe(
            Effect.timed,
            Effect.tap(([elapsed, item]) => (request.onItem === undefined ? Effect.void : request.onItem(item, Duration.toMillis(elapsed)))),
            Effect.map(([, item]) => item)
          ),
        { concurrency }
      )

    const health: FilingServiceShape["health"] = Effect.gen(function* () {
      const cacheStats = yield* cache.stats
      const edgar = yield* client.stats
      const coverHits = yield* covers.hits
      return {
        cache: cacheStats,
        upstream: {
          kind: edgar.upstream,
          requests: edgar.requests,
          retries: edgar.retries,
          not_found: edgar.notFound,
          failures: edgar.failures,
          coalesced: edgar.coalesced,
          cache_hits: edgar.cacheHits + coverHits,
          bytes: edgar.bytes
        }
      }
    })

    const rescore: FilingServiceShape["rescore"] = (result, model) => rescoreResult(result, model, calibration, constants)

    return { score, warm, sections, filings, panel, health, rescore } satisfies FilingServiceShape
  })

export const filingServiceLayer = (options: FilingServiceOptions = {}) => Layer.scoped(FilingService, makeFilingService(options))
export const FilingServiceLive = filingServiceLayer()
