/**
 * Choosing the cache and the rate limiter from the configuration:
 *
 * - `RISK_REDIS_URL` set → the shared Redis cache and the shared Redis rate limiter;
 * - otherwise → the file cache at `RISK_CACHE_DIR` (default: the user cache dir) and the
 *   in-process rate limiter;
 * - `--no-cache` → `NoCacheLive` whatever the configuration.
 *
 * The rate (`RISK_SEC_MAX_RPS`) comes from `EdgarConfig`, so both limiters use the same
 * validated value.
 */
import { type ConfigError, Effect, Layer, Option } from "effect"
import { RedisUrlConfig } from "../config.js"
import { EdgarConfig } from "../edgar/config.js"
import type { RateLimiter } from "../edgar/RateLimiter.js"
import { RateLimiterLocal } from "../edgar/rateLimiterLocal.js"
import { RedisRateLimiterLive } from "../edgar/rateLimiterRedis.js"
import { FileCacheFromConfig } from "./fileCache.js"
import type { FilingCache } from "./FilingCache.js"
import { NoCacheLive } from "./memoryCache.js"
import { RedisCacheLive } from "./redisCache.js"

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

/** The Redis limiter when `RISK_REDIS_URL` is set, else the in-process one; N from `EdgarConfig`. */
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
