/**
 * The filing cache: documents by accession (immutable), cover facts by accession,
 * submissions and the ticker map with a TTL, analysis results keyed by (accession, prior
 * accession, engine versions).
 *
 * Contract for every implementation:
 * - writes are atomic: a reader sees the whole entry or none;
 * - every entry is checked on read (length and content hash): a truncated or corrupt entry
 *   is reported as a miss (and removed), never served;
 * - an expired entry is a miss;
 * - a cache failure never fails the caller's request: it degrades to a miss (reads) or a
 *   no-op (writes), with a warning logged.
 */
import { Context, type Duration, type Effect, type Option } from "effect"

export interface CacheStats {
  readonly backend: "none" | "memory" | "file" | "redis"
  readonly hits: number
  readonly misses: number
  readonly writes: number
  readonly corrupt: number
  readonly errors: number
  readonly location?: string
}

export interface FilingCacheService {
  readonly getBytes: (key: string) => Effect.Effect<Option.Option<Uint8Array>>
  /** `ttl` absent: kept until removed (immutable documents). */
  readonly putBytes: (key: string, bytes: Uint8Array, ttl?: Duration.DurationInput) => Effect.Effect<void>
  readonly getJson: (key: string) => Effect.Effect<Option.Option<unknown>>
  readonly putJson: (key: string, value: unknown, ttl?: Duration.DurationInput) => Effect.Effect<void>
  readonly stats: Effect.Effect<CacheStats>
}

export class FilingCache extends Context.Tag("disclosure-risk/FilingCache")<FilingCache, FilingCacheService>() {}

/** Cache keys: plain ASCII, `/`-separated, built only from validated identifiers. */
/**
 * Keys of cache entries. What an upstream lists (ticker map, submissions), resolutions and
 * results carry the upstream's key (`upstreamKey`); documents, filing indexes and cover
 * facts are the filing's own bytes, keyed by accession and shared across sources.
 */
export const CacheKeys = {
  tickerMap: (upstream: string) => `edgar/${upstream}/company_tickers`,
  submissions: (upstream: string, cik10: string, page: string) => `edgar/${upstream}/submissions/${cik10}/${page}`,
  document: (cik: string, accessionNoDashes: string, document: string) => `edgar/doc/${cik}/${accessionNoDashes}/${document}`,
  coverFacts: (accessionNoDashes: string) => `edgar/cover/${accessionNoDashes}`,
  filingIndex: (accessionNoDashes: string) => `edgar/index/${accessionNoDashes}`,
  resolution: (upstream: string, requestHash: string) => `resolution/${upstream}/${requestHash}`,
  analysis: (upstream: string, accession: string, priorAccession: string | null, versions: string) =>
    `analysis/${upstream}/${accession}/${priorAccession ?? "none"}/${versions}`
} as const

/** TTLs of mutable upstream data. */
export const CacheTtl = {
  tickerMap: "24 hours",
  submissions: "1 hour"
} as const
