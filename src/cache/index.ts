/** The filing cache: interface, backends and their selection from the configuration. */
export { CacheKeys, type CacheStats, FilingCache, type FilingCacheService } from "./filing-cache.js"
export { CacheIoError } from "./common.js"
export {
  decodeEntry,
  encodeEntry,
  type Entry,
  type EntryDefect,
  ENTRY_HEADER_BYTES,
  ENTRY_MAGIC,
  ENTRY_VERSION,
  type EntryKind,
  NO_EXPIRY
} from "./entry.js"
export {
  entryPath,
  FileCacheFromConfig,
  FileCacheLive,
  makeFileCache,
  sweepAbandonedTempFiles
} from "./file-cache.js"
export { DEFAULT_MEMORY_CACHE_BYTES, makeMemoryCache, makeNoCache, MemoryCacheLive, NoCacheLive } from "./memory-cache.js"
export { makeRedisCache, RedisCacheLive } from "./redis-cache.js"
export { REDIS_KEY_PREFIX } from "../redis/client.js"
export { CacheFromConfig, cacheLayer, type CacheOptions } from "./layers.js"
