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

/**
 * Keys of the entries the pipeline keeps, plain ASCII, `/`-separated, built only from
 * validated identifiers: resolutions and results carry the upstream's key (`upstreamKey`);
 * cover facts are the filing's own, keyed by accession and shared across sources. (What
 * the EDGAR client keeps is keyed by `EdgarKeys`, src/edgar/store.ts.)
 */
export const CacheKeys = {
  coverFacts: (accessionNoDashes: string) => `edgar/cover/${accessionNoDashes}`,
  resolution: (upstream: string, requestHash: string) => `resolution/${upstream}/${requestHash}`,
  analysis: (upstream: string, accession: string, priorAccession: string | null, versions: string) =>
    `analysis/${upstream}/${accession}/${priorAccession ?? "none"}/${versions}`
} as const
