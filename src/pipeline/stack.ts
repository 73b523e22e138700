/**
 * The live layer stack behind every entry point: EDGAR configuration, rate limiter, cache,
 * EDGAR client, resolver, lexicon/baseline, calibration and the filing service. Entry
 * points (CLI, `risk serve`, `risk mcp`) differ only in the options they pass.
 */
import { type ConfigError, Layer } from "effect"
import { FileCacheLive } from "../cache/fileCache.js"
import { cacheLayer } from "../cache/layers.js"
import { NoCacheLive } from "../cache/memoryCache.js"
import type { InvalidRequest } from "../domain/errors.js"
import { EdgarClient, EdgarClientLive } from "../edgar/EdgarClient.js"
import { edgarConfigLayer } from "../edgar/config.js"
import { FilingResolver, FilingResolverLive } from "../edgar/FilingResolver.js"
import { RateLimiterFromConfig } from "../cache/layers.js"
import { Calibration, CalibrationLive } from "../scoring/Calibration.js"
import { FilingService } from "./FilingService.js"
import { filingServiceLayer } from "./FilingServiceLive.js"
import type { MemoOptions } from "./memo.js"
import { AnalysisResources, AnalysisResourcesLive } from "./resources.js"
import type { FilingCache } from "../cache/FilingCache.js"

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
}

export type StackServices = FilingService | EdgarClient | FilingResolver | FilingCache | AnalysisResources | Calibration

export const liveStack = (options: StackOptions = {}): Layer.Layer<StackServices, InvalidRequest | ConfigError.ConfigError> => {
  const config = edgarConfigLayer({ baseUrl: options.edgarBaseUrl })
  const cache =
    options.noCache === true ? NoCacheLive : options.cacheDir ? FileCacheLive(options.cacheDir) : cacheLayer()
  const limiter = RateLimiterFromConfig.pipe(Layer.provide(config))
  const client = EdgarClientLive.pipe(Layer.provide(Layer.mergeAll(config, limiter, cache)))
  const resolver = FilingResolverLive.pipe(Layer.provide(client))
  const base = Layer.mergeAll(
    client,
    resolver,
    cache,
    AnalysisResourcesLive({ lexiconFile: options.lexiconFile ?? null }),
    CalibrationLive
  )
  const service = filingServiceLayer({ panelConcurrency: options.panelConcurrency, resultMemo: options.resultMemo }).pipe(Layer.provide(base))
  return Layer.merge(service, base)
}
