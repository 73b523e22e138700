/**
 * The live filing pipeline: resolve on EDGAR → (analysis cache) → fetch documents →
 * analyse → score. Results are cached by (accession, prior accession, engine versions,
 * model, sections), so a warm request reads no document.
 */
import { Duration, Effect, Layer, Option, Schema } from "effect"
import { AnalysisWorkerConfig, PanelConcurrencyConfig, ResultMemoConfig } from "../config.js"
import { createHash } from "node:crypto"
import { CacheKeys, FilingCache } from "../cache/FilingCache.js"
import { Lru } from "../cache/lru.js"
import { METRICS_ENGINE_VERSION, PARSER_VERSION, SOFTWARE_VERSION } from "../domain/versions.js"
import { EdgarClient } from "../edgar/EdgarClient.js"
import { CoverReader, EdgarTtl } from "../edgar/store.js"
import { FilingResolver, type LoadedDocument } from "../edgar/FilingResolver.js"
import { FilingRef } from "../edgar/schema.js"
import { asUnitOfWork } from "../edgar/RateLimiter.js"
import { extractSectionsEffect, toSectionsOutput } from "../extract/index.js"
import { Calibration } from "../scoring/Calibration.js"
import { ScoringConstants, scoringConstantsVersion } from "../scoring/constants.js"
import { makeModel, ScoringModel } from "../scoring/ScoringModel.js"
import { analyze } from "./analyze.js"
import { yieldToEventLoop } from "../domain/scheduling.js"
import { type CompanyId, companyRef, type FiscalYear, type FilingRequest, panelFilingRequest } from "../domain/request.js"
import { type FilingError, FilingService, type FilingServiceShape, type PanelItem } from "./FilingService.js"
import { jsonSize, type MemoOptions } from "./memo.js"
import { makeExtractionMemo } from "./extraction-memo.js"
import { startAnalysisOffload } from "./analysisOffload.js"
import { AnalysisResources, type ResourceOptions } from "./resources.js"
import { FullResult, SectionsResponse } from "./result.js"
import { scoreAnalysis } from "./result-build.js"
import { rescoreResult } from "./side-by-side.js"

export interface FilingServiceOptions {
  /** Tickers in flight per panel (RISK_PANEL_CONCURRENCY). */
  readonly panelConcurrency?: number | undefined
  /** Bounds of the in-process LRU of decoded full results (default RISK_RESULT_MEMO_MB, else 256 entries, 64 MB of JSON). */
  readonly resultMemo?: MemoOptions | undefined
  /** Analyse in a worker thread (./analysisOffload.ts) that loads the resources with these options; absent: in process. */
  readonly analysisWorker?: ResourceOptions | undefined
}

const RESOLUTION_MEMO: MemoOptions = { maxEntries: 4096, maxBytes: 16 * 1024 * 1024 }
/** A resolution written by this process is kept as long as the cache keeps it. */
const RESOLUTION_TTL_MS = Duration.toMillis(Duration.decode(EdgarTtl.submissions))
/**
 * A resolution read from the shared cache (written earlier, maybe by another process) is
 * kept briefly: its remaining time to live there is not known.
 */
const RESOLUTION_READ_TTL_MS = Math.min(60_000, RESOLUTION_TTL_MS)

const decodeCachedResult = Schema.decodeUnknownOption(FullResult)

/** What a cached resolution holds. */
const CachedResolution = Schema.Struct({
  filing: FilingRef,
  prior: Schema.NullOr(FilingRef),
  priorMissingReason: Schema.NullOr(Schema.String),
  priorStatus: Schema.Literal("found", "not_requested", "not_listed", "document_missing", "unavailable")
})
type CachedResolution = typeof CachedResolution.Type
const decodeResolution = Schema.decodeUnknownOption(CachedResolution)
const encodeResolution = Schema.encodeSync(CachedResolution)
const encodeResult = Schema.encodeSync(FullResult)

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
    const constantsVersion = scoringConstantsVersion(constants)
    const concurrency = options.panelConcurrency ?? (yield* PanelConcurrencyConfig)
    // In-process memo of decoded resolutions and results, keyed by the cache keys; off when
    // caching is off (`--no-cache`).
    const memoOptions = options.resultMemo ?? (yield* ResultMemoConfig)
    const memoOn = (yield* cache.stats).backend !== "none" && memoOptions.maxEntries > 0
    const resultMemo = new Lru<FullResult>(memoOn ? memoOptions : { maxEntries: 0, maxBytes: 0 })
    const resolutionMemo = new Lru<CachedResolution>(memoOn ? RESOLUTION_MEMO : { maxEntries: 0, maxBytes: 0 })
    // A filing analysed as another's prior (a history, consecutive requests) is extracted once.
    const extractionMemo = makeExtractionMemo()
    const offload =
      options.analysisWorker === undefined || !(yield* AnalysisWorkerConfig)
        ? null
        : yield* Effect.acquireRelease(
            Effect.sync(() => startAnalysisOffload(options.analysisWorker ?? {})),
            (o) => Effect.promise(() => o?.close() ?? Promise.resolve())
          )
    const sectionsMemo = new Lru<SectionsResponse>(memoOn ? memoOptions : { maxEntries: 0, maxBytes: 0 })

    const cachedResolution = (rkey: string): Effect.Effect<Option.Option<CachedResolution>> => {
      const memo = resolutionMemo.get(rkey)
      if (memo !== undefined) return Effect.succeed(Option.some(memo))
      return Effect.map(cache.getJson(rkey), (raw) => {
        const hit = Option.flatMap(raw, decodeResolution)
        if (Option.isSome(hit)) resolutionMemo.set(rkey, hit.value, jsonSize(raw.pipe(Option.getOrNull)), RESOLUTION_READ_TTL_MS)
        return hit
      })
    }

    const putResolution = (rkey: string, resolved: CachedResolution): Effect.Effect<void> => {
      const encoded = encodeResolution(resolved)
      resolutionMemo.set(rkey, resolved, jsonSize(encoded), RESOLUTION_TTL_MS)
      return cache.putJson(rkey, encoded, EdgarTtl.submissions)
    }

    const cachedResult = (akey: string): Effect.Effect<Option.Option<FullResult>> => {
      const memo = resultMemo.get(akey)
      if (memo !== undefined) return Effect.succeed(Option.some(memo))
      return Effect.map(cache.getJson(akey), (raw) => {
        const hit = Option.flatMap(raw, decodeCachedResult)
        if (Option.isSome(hit)) resultMemo.set(akey, hit.value, jsonSize(raw.pipe(Option.getOrNull)))
        return hit
      })
    }

    const putResult = (akey: string, result: FullResult): Effect.Effect<void> =>
      Effect.gen(function* () {
        // Large results: let other requests' I/O run between the encoding steps.
        yield* yieldToEventLoop
        const encoded = encodeResult(result)
        yield* yieldToEventLoop
        // What a later read of the cache entry would give (the decoded encoding).
        const decoded = Option.getOrElse(decodeCachedResult(encoded), () => result)
        resultMemo.set(akey, decoded, jsonSize(encoded))
        yield* yieldToEventLoop
        yield* cache.putJson(akey, encoded)
      })

    const modelLayer = (model: FilingRequest["model"]) => Layer.succeed(ScoringModel, makeModel(model, calibration, constants))

    /** Everything a cached result depends on besides the two accessions. */
    const engineKey = (request: FilingRequest): string => {
      const model = request.model
      const parts = [
        PARSER_VERSION,
        METRICS_ENGINE_VERSION,
        resources.lexicon.dictionaryVersion,
        resources.baseline.version,
        model,
        constantsVersion,
        model === "deterministic_scoring_v1" ? "" : calibration.version,
        SOFTWARE_VERSION,
        [...(request.sections ?? [])].sort().join(",")
      ]
      return createHash("sha256").update(parts.join("\n")).digest("hex").slice(0, 24)
    }

    const analysisKey = (request: FilingRequest, resolved: CachedResolution): string =>
      CacheKeys.analysis(client.upstreamKey, resolved.filing.accession_number, resolved.prior?.accession_number ?? null, engineKey(request))

    const resolve = (request: FilingRequest, documents: boolean, priorDocument = documents) =>
      resolver.resolve(request, { documents, priorDocument })

    /** The resolution of a request, cached briefly (it changes only when the company files). */
    const resolutionKey = (request: FilingRequest): string =>
      CacheKeys.resolution(
        client.upstreamKey,
        createHash("sha256")
          .update(
            JSON.stringify([
              request.ticker.trim().toUpperCase(),
              request.fiscalYear,
              request.form,
              request.quarter,
              request.accession,
              request.compare
            ])
          )
          .digest("hex")
          .slice(0, 32)
      )

    const analyzeResolved = (
      request: FilingRequest,
      resolved: CachedResolution,
      current: LoadedDocument,
      prior: LoadedDocument | null,
      priorMissingReason: string | null
    ) =>
      Effect.gen(function* () {
        const input = {
          form: request.form,
          current: { bytes: current.bytes, key: `${current.accession_number}/${current.name}` },
          prior: prior === null ? null : { bytes: prior.bytes, key: `${prior.accession_number}/${prior.name}` },
          priorMissingReason,
          sections: request.sections,
          fiscalYear: resolved.filing.fiscal_year,
          cik: resolved.filing.cik
        }
        const remote = offload === null ? null : yield* offload.analyze(input)
        const analysis = remote ?? (yield* analyze({ ...input, extract: extractionMemo.extract }, resources))
        yield* yieldToEventLoop
        return yield* scoreAnalysis(analysis, {
          ...resolved.filing,
          prior_accession_number: prior === null ? null : prior.accession_number
        }).pipe(Effect.provide(modelLayer(request.model)))
      })

    const score = (request: FilingRequest): Effect.Effect<FullResult, FilingError> =>
      Effect.gen(function* () {
        const rkey = resolutionKey(request)
        const hit = yield* cachedResolution(rkey)
        if (Option.isSome(hit)) {
          // Warm path: no upstream metadata, and no document when the analysis is cached.
          const resolved = hit.value
          const akey = analysisKey(request, resolved)
          const cached = yield* cachedResult(akey)
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
          if (cacheable) yield* putResult(akey, result)
          return result
        }

        // Cold path: one resolution that also fetches both documents.
        const resolution = yield* resolve(request, true)
        const resolved: CachedResolution = {
          filing: resolution.filing,
          prior: resolution.prior,
          priorMissingReason: resolution.priorMissingReason,
          priorStatus: resolution.priorStatus
        }
        const current = resolution.document ?? (yield* resolver.loadDocument(resolution.filing))
        const definitive = resolution.priorStatus !== "unavailable"
        if (definitive) yield* putResolution(rkey, resolved)
        const akey = analysisKey(request, resolved)
        const cached = yield* cachedResult(akey)
        if (Option.isSome(cached)) return cached.value
        const result = yield* analyzeResolved(request, resolved, current, resolution.priorDocument, resolution.priorMissingReason)
        if (definitive) yield* putResult(akey, result)
        return result
      })

    /**
     * Per request object: its resolution key and engine key (pure functions of it). The HTTP
     * fast path asks with the same objects again and again, so the two hashes are not repeated.
     */
    const warmKeys = new WeakMap<FilingRequest, WarmKeys>()

    const warm = (request: FilingRequest): FullResult | undefined => {
      let keys = warmKeys.get(request)
      if (keys === undefined) {
        keys = { rkey: resolutionKey(request), engine: engineKey(request), resolved: null, akey: "" }
        warmKeys.set(request, keys)
      }
      // Looked at first without touching either memo; on a hit both are read as the warm
      // path of `score` reads them (recency and hit counts), at the same instant.
      const now = Date.now()
      const resolved = resolutionMemo.peek(keys.rkey, now)
      if (resolved === undefined) return undefined
      if (keys.resolved !== resolved) {
        keys.akey = CacheKeys.analysis(client.upstreamKey, resolved.filing.accession_number, resolved.prior?.accession_number ?? null, keys.engine)
        keys.resolved = resolved
      }
      const akey = keys.akey
      if (resultMemo.peek(akey, now) === undefined) return undefined
      resolutionMemo.get(keys.rkey, now)
      return resultMemo.get(akey, now)
    }

    const sections = (request: FilingRequest, includeText: boolean): Effect.Effect<SectionsResponse, FilingError> => {
      // Served from the in-process memo like a result (a filing's sections do not change).
      const key = `sections/${resolutionKey(request)}/${includeText}/${(request.sections ?? []).join(",")}`
      const memo = sectionsMemo.get(key)
      if (memo !== undefined) return Effect.succeed(memo)
      return Effect.tap(sectionsUncached(request, includeText), (out) =>
        Effect.sync(() => sectionsMemo.set(key, out, jsonSize(Schema.encodeSync(SectionsResponse)(out)), RESOLUTION_TTL_MS))
      )
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

    const filings = (ticker: CompanyId, fiscalYear: FiscalYear, form: Parameters<FilingServiceShape["filings"]>[2]) =>
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
