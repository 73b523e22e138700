/** Shared wiring for the EDGAR tests: corpus paths, an in-memory cache, the layer stack. */
import { readdirSync, readFileSync } from "node:fs"
import { resolve } from "node:path"
import { Duration, Effect, Layer, Option } from "effect"
import { type CacheStats, FilingCache, type FilingCacheService } from "../../src/cache/filing-cache.js"
import type { ConfigError } from "effect"
import { EdgarConfigLive } from "../../src/edgar/config.js"
import { EdgarClient, EdgarClientLive } from "../../src/edgar/edgar-client.js"
import { FilingResolver, FilingResolverLive } from "../../src/edgar/filing-resolver.js"
import type { RateLimiter } from "../../src/edgar/rate-limiter.js"
import { RateLimiterLocal } from "../../src/edgar/rate-limiter-local.js"
import type { InvalidRequest } from "../../src/domain/errors.js"
import { CoverReaderLive } from "../../src/pipeline/analysis/cover-facts.js"
import { EdgarStoreFromCache } from "../../src/pipeline/service/stack.js"
import { edgarVariables, type EdgarSettingsInput, underSettings } from "../support/config.js"
import { dataDir, edgarRoot, hasData } from "../support/data.js"

/** The mirror, or an empty folder when it is not there (tests that need it are guarded). */
export const corpusDir = edgarRoot()
export const truthDir = dataDir("edgar-truth")

export interface TruthFile {
  readonly path: string
  readonly ticker: string
  readonly form: "10-K" | "10-Q"
  readonly fiscal_year: number
  readonly quarter: "Q1" | "Q2" | "Q3" | null
  readonly accession: string
}

/** Empty when the truth folder is not there (the tests that use it are skipped). */
export const truthFiles: ReadonlyArray<TruthFile> = hasData("edgar-truth")
  ? readdirSync(truthDir)
      .filter((f) => f.endsWith(".json"))
      .map((f) => JSON.parse(readFileSync(resolve(truthDir, f), "utf8")) as TruthFile)
  : []

export const truthFor = (ticker: string, form: string, fiscalYear: number, quarter: string | null = null): TruthFile | undefined =>
  truthFiles.find((t) => t.ticker === ticker && t.form === form && t.fiscal_year === fiscalYear && (t.quarter ?? null) === quarter)

export const UA = "disclosure-risk tests test@example.com"

/** An in-memory FilingCache that follows the contract (TTL, copies on read/write). */
export interface MemoryCache extends FilingCacheService {
  readonly keys: () => ReadonlyArray<string>
  readonly entries: Map<string, { readonly value: Uint8Array | string; readonly expires: number }>
}

export const makeMemoryCache = (): MemoryCache => {
  const entries = new Map<string, { readonly value: Uint8Array | string; readonly expires: number }>()
  const counts = { hits: 0, misses: 0, writes: 0 }
  const expiry = (ttl: Duration.DurationInput | undefined): number =>
    ttl === undefined ? Number.POSITIVE_INFINITY : Date.now() + Duration.toMillis(Duration.decode(ttl))
  const get = (key: string): (Uint8Array | string) | undefined => {
    const e = entries.get(key)
    if (e === undefined || e.expires <= Date.now()) {
      counts.misses++
      return undefined
    }
    counts.hits++
    return e.value
  }
  return {
    entries,
    keys: () => [...entries.keys()],
    getBytes: (key) =>
      Effect.sync(() => {
        const v = get(key)
        return v instanceof Uint8Array ? Option.some(v.slice()) : Option.none()
      }),
    putBytes: (key, bytes, ttl) =>
      Effect.sync(() => {
        counts.writes++
        entries.set(key, { value: bytes.slice(), expires: expiry(ttl) })
      }),
    getJson: (key) =>
      Effect.sync(() => {
        const v = get(key)
        return typeof v === "string" ? Option.some(JSON.parse(v) as unknown) : Option.none()
      }),
    putJson: (key, value, ttl) =>
      Effect.sync(() => {
        counts.writes++
        entries.set(key, { value: JSON.stringify(value), expires: expiry(ttl) })
      }),
    stats: Effect.sync((): CacheStats => ({ backend: "memory", hits: counts.hits, misses: counts.misses, writes: counts.writes, corrupt: 0, errors: 0 }))
  }
}

export type EdgarServices = FilingResolver | EdgarClient | FilingCache | RateLimiter

/** The whole EDGAR stack over one upstream, with a fresh (or given) cache. */
export const edgarLayer = (
  input: EdgarSettingsInput,
  cache: MemoryCache = makeMemoryCache()
): Layer.Layer<EdgarServices, InvalidRequest | ConfigError.ConfigError> => {
  const cacheLayer = Layer.succeed(FilingCache, cache)
  const store = EdgarStoreFromCache.pipe(Layer.provide(cacheLayer))
  const deps = Layer.mergeAll(RateLimiterLocal, cacheLayer, store).pipe(Layer.provideMerge(EdgarConfigLive))
  const client = EdgarClientLive.pipe(Layer.provideMerge(deps))
  return FilingResolverLive.pipe(
    Layer.provideMerge(client),
    Layer.provide(CoverReaderLive.pipe(Layer.provide(cacheLayer))),
    underSettings(edgarVariables(input))
  )
}

/** Fast retry settings for fault tests. */
export const fastRetries = {
  backoffBaseMs: 20,
  backoffMaxMs: 80,
  maxAttempts: 4,
  requestTimeoutMs: 5_000,
  maxTotalMs: 10_000
} as const
