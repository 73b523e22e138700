/**
 * Where the EDGAR client keeps what it fetched, and what the resolver keeps of what it read:
 * ports the service's layer stack backs with the filing cache (src/pipeline/service/stack.ts).
 *
 * - `EdgarStore`: bytes and JSON by key, with the filing cache's contract (a failure is a
 *   miss or a skipped write, never the caller's failure). Documents and filing indexes are
 *   kept forever; the ticker map and submissions with a TTL.
 * - `CoverReader`: the cover facts of a document's first bytes, read and kept per accession
 *   above the client (the client returns bytes only).
 */
import { Context, type Duration, type Effect, type Option } from "effect"
import type { CoverFacts } from "../domain/cover.js"
import type { InvalidRequest } from "../domain/errors.js"

export interface EdgarStoreService {
  readonly getBytes: (key: string) => Effect.Effect<Option.Option<Uint8Array>>
  /** `ttl` absent: kept until removed (immutable documents). */
  readonly putBytes: (key: string, bytes: Uint8Array, ttl?: Duration.DurationInput) => Effect.Effect<void>
  readonly getJson: (key: string) => Effect.Effect<Option.Option<unknown>>
  readonly putJson: (key: string, value: unknown, ttl?: Duration.DurationInput) => Effect.Effect<void>
}

export class EdgarStore extends Context.Tag("disclosure-risk/EdgarStore")<EdgarStore, EdgarStoreService>() {}

/**
 * Keys of what the client keeps: plain ASCII, `/`-separated, built only from validated
 * identifiers. What an upstream lists (ticker map, submissions) carries the upstream's key
 * (`upstreamKey`); documents and filing indexes are the filing's own bytes, keyed by
 * accession and shared across sources.
 */
export const EdgarKeys = {
  tickerMap: (upstream: string) => `edgar/${upstream}/company_tickers`,
  submissions: (upstream: string, cik10: string, page: string) => `edgar/${upstream}/submissions/${cik10}/${page}`,
  document: (cik: string, accessionNoDashes: string, document: string) => `edgar/doc/${cik}/${accessionNoDashes}/${document}`,
  filingIndex: (accessionNoDashes: string) => `edgar/index/${accessionNoDashes}`
} as const

/** TTLs of mutable upstream data. */
export const EdgarTtl = {
  tickerMap: "24 hours",
  submissions: "1 hour"
} as const

export interface CoverReaderService {
  /** Cover facts of a filing already read (no request). */
  readonly cached: (accession: string) => Effect.Effect<Option.Option<CoverFacts>, InvalidRequest>
  /** Reads the cover facts of a document's first bytes (the whole document will do) and keeps them per accession. */
  readonly read: (accession: string, bytes: Uint8Array) => Effect.Effect<CoverFacts, InvalidRequest>
  /** Lookups answered by `cached` (counted with the client's own cache hits in the health report). */
  readonly hits: Effect.Effect<number>
}

export class CoverReader extends Context.Tag("disclosure-risk/CoverReader")<CoverReader, CoverReaderService>() {}
