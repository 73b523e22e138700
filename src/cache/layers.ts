/**
 * Choosing the cache from the configuration:
 *
 * - `RISK_REDIS_URL` set → the shared Redis cache;
 * - otherwise → the file cache at `RISK_CACHE_DIR` (default: the user cache dir);
 * - `--no-cache` → `NoCacheLive` whatever the configuration.
 *
 * The rate limiter is chosen from the same setting beside it, in src/pipeline/service/stack.ts.
 */
import { type ConfigError, Effect, Layer, Option } from "effect"
import { RedisUrlConfig } from "../config.js"
import { FileCacheFromConfig } from "./file-cache.js"
import type { FilingCache } from "./filing-cache.js"
import { NoCacheLive } from "./memory-cache.js"
import { RedisCacheLive } from "./redis-cache.js"

/** Redis when `RISK_REDIS_URL` is set, else the file cache at `RISK_CACHE_DIR`. */
export const CacheFromConfig: Layer.Layer<FilingCache, ConfigError.ConfigError> = Layer.unwrapEffect(
  Effect.map(
    RedisUrlConfig,
    Option.match({ onNone: () => FileCacheFromConfig, onSome: (url) => RedisCacheLive(url) })
  )
)

export interface CacheOptions {
  /** `--no-cache`: read nothing from and write nothing to any cache. */
  readonly noCache?: boolean | undefined
}

/** `CacheFromConfig`, or `NoCacheLive` when caching is switched off. */
export const cacheLayer = (options: CacheOptions = {}): Layer.Layer<FilingCache, ConfigError.ConfigError> =>
  options.noCache === true ? NoCacheLive : CacheFromConfig
