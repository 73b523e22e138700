/**
 * The live layer stack behind every entry point: EDGAR configuration, rate limiter, cache,
 * EDGAR client, resolver, lexicon/baseline, calibration and the filing service. Entry
 * points (CLI, `risk serve`, `risk mcp`) differ only in the options they pass.
 *
 * `RISK_REDIS_URL` set → the shared Redis cache (src/cache/layers.ts) and the shared Redis
 * rate limiter; otherwise the file cache and the in-process limiter.
 */
import { type ConfigError, Effect, Layer, Option } from "effect"
import { FileCacheLive } from "../../cache/file-cache.js"
import { cacheLayer } from "../../cache/layers.js"
import { NoCacheLive } from "../../cache/memory-cache.js"
import { RedisUrlConfig } from "../../config.js"
import type { InvalidRequest } from "../../domain/errors.js"
import { EdgarClient, EdgarClientLive } from "../../edgar/edgar-client.js"
import { CoverReader, EdgarStore } from "../../edgar/store.js"
import { EdgarConfig, edgarConfigLayer } from "../../edgar/config.js"
import { FilingResolver, FilingResolverLive } from "../../edgar/filing-resolver.js"
import type { RateLimiter } from "../../edgar/rate-limiter.js"
import { RateLimiterLocal } from "../../edgar/rate-limiter-local.js"
import { RedisRateLimiterLive } from "../../edgar/rate-limiter-redis.js"
import { Calibration } from "../../scoring/calibration.js"
import { CalibrationLive } from "../analysis/calibration.js"
import { FilingService } from "./filing-service.js"
import { filingServiceLayer } from "./filing-service-live.js"
import type { MemoOptions } from "../analysis/memo.js"
import { AnalysisResources, AnalysisResourcesLive } from "../analysis/resources.js"
import { CoverReaderLive } from "../analysis/cover-facts.js"
import { FilingCache } from "../../cache/filing-cache.js"

/**
 * The Redis limiter when `RISK_REDIS_URL` is set, else the in-process one. The rate
 * (`RISK_SEC_MAX_RPS`) comes from `EdgarConfig`, so both limiters use the same validated value.
 */
export const RateLimiterFromConfig: Layer.Layer<RateLimiter, ConfigError.ConfigError, EdgarConfig> =
  Layer.unwrapEffect(
    Effect.map(
      RedisUrlConfig,
      Option.match({
        onNone: () => RateLimiterLocal,
        onSome: (url) =>
          Layer.unwrapEffect(Effect.map(EdgarConfig, (config) => RedisRateLimiterLive(url, config.maxPerSecond)))
      })
    )
  )

/** The EDGAR client's store: the filing cache. */
export const EdgarStoreFromCache: Layer.Layer<EdgarStore, never, FilingCache> = Layer.effect(EdgarStore, FilingCache)

export interface StackOptions {
  /** `--edgar-base-url`: overrides RISK_EDGAR_BASE_URL. */
  readonly edgarBaseUrl?: string | null | undefined
  /** `--cache-dir`: overrides RISK_CACHE_DIR (the file cache). */
  readonly cacheDir?: string | null | undefined
  /** `--no-cache`. */
  readonly noCache?: boolean | undefined
  /** `--lexicon`: overrides RISK_LEXICON_FILE. */
  readonly lexiconFile?: string | null | undefined
  readonly panelConcurrency?: number | undefined
  /** Bounds of the in-process memo of results (default RISK_RESULT_MEMO_MB); a one-pass batch turns it off. */
  readonly resultMemo?: MemoOptions | undefined
  /**
   * Analyse in a worker thread (./offload.ts; off with RISK_ANALYSIS_WORKER=0) so that
   * analyses do not hold up the event loop; `false` keeps a stack in process regardless (a
   * one-shot command: starting the worker costs more than it frees).
   */
  readonly analysisWorker?: boolean | undefined
  /** Without the analysis worker, the section diffs of each analysis in a worker thread of their own (a one-shot command: ../analysis/diff-thread.ts). */
  readonly diffInWorker?: boolean | undefined
}

export type StackServices = FilingService | EdgarClient | FilingResolver | CoverReader | FilingCache | AnalysisResources | Calibration

export const liveStack = (options: StackOptions = {}): Layer.Layer<StackServices, InvalidRequest | ConfigError.ConfigError> => {
  const config = edgarConfigLayer({ baseUrl: options.edgarBaseUrl })
  const cache =
    options.noCache === true ? NoCacheLive : options.cacheDir ? FileCacheLive(options.cacheDir) : cacheLayer()
  const limiter = RateLimiterFromConfig.pipe(Layer.provide(config))
  const store = EdgarStoreFromCache.pipe(Layer.provide(cache))
  const covers = CoverReaderLive.pipe(Layer.provide(cache))
  const client = EdgarClientLive.pipe(Layer.provide(Layer.mergeAll(config, limiter, store)))
  const resolver = FilingResolverLive.pipe(Layer.provide(Layer.merge(client, covers)))
  const base = Layer.mergeAll(
    client,
    resolver,
    covers,
    cache,
    AnalysisResourcesLive({ lexiconFile: options.lexiconFile ?? null }),
    CalibrationLive
  )
  const service = filingServiceLayer({
    panelConcurrency: options.panelConcurrency,
    resultMemo: options.resultMemo,
    diffInWorker: options.diffInWorker,
    ...(options.analysisWorker === false ? {} : { analysisWorker: { lexiconFile: options.lexiconFile ?? null } })
  }).pipe(Layer.provide(base))
  return Layer.merge(service, base)
}
