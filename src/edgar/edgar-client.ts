/**
 * The EDGAR client: ticker map, submissions (with their pages), documents, document
 * prefixes, filing index pages and complete-submission files.
 *
 * Every HTTP request declares `SEC_USER_AGENT`, starts only when the `RateLimiter` allows,
 * has a timeout and a size cap, and is retried by the `retrySchedule` of `retry.ts`
 * (exponential backoff with full jitter on 429, 5xx, timeouts, resets and truncated
 * bodies, honouring `Retry-After`, with bounded attempts and total time). Concurrent
 * requests for the same URL share one fetch.
 * Results go through the `EdgarStore` (the filing cache in the service's stack): documents
 * and index pages forever, the ticker map and submissions with a TTL. Nothing from a failed
 * or partial response is kept. A 404 is a `Missing` result for the caller to interpret.
 * The client returns bytes and listings; what is read from a document (its cover facts,
 * its sections) is read above it.
 */
import { Context, Effect, Layer } from "effect"
import type { InvalidRequest, UpstreamUnavailable } from "../domain/errors.js"
import { EdgarConfig, upstreamKey } from "./config.js"
import { makeDocumentReads } from "./documents.js"
import { type CurrentFeedQuery, makeLiveListings } from "./live-listings.js"
import { RateLimiter } from "./rate-limiter.js"
import type { FilingIndex, Submissions, TickerEntry } from "./schema.js"
import { EdgarStore } from "./store.js"
import { makeSubmissions } from "./submissions.js"
import { makeTickerMap } from "./ticker-map.js"
import { type Fetched, makeClientCounters, makeUpstream, type RequestKind } from "./upstream.js"

export type { CurrentFeedQuery } from "./live-listings.js"
export { type Fetched, PREFIX_BYTES, REQUEST_KINDS, type RequestKind } from "./upstream.js"

export interface EdgarStats {
  readonly upstream: "sec" | "http" | "file"
  /** Upstream request starts (every attempt counts), in total and by kind. */
  readonly requests: number
  readonly byKind: Readonly<Record<RequestKind, number>>
  readonly retries: number
  readonly notFound: number
  readonly failures: number
  /** Callers that shared another caller's in-flight fetch. */
  readonly coalesced: number
  readonly cacheHits: number
  readonly bytes: number
}

export interface EdgarClientService {
  /** The upstream's name in cache keys (`upstreamKey`): what it lists and what is built from it are cached under it. */
  readonly upstreamKey: string
  /** The ticker map, keyed by upper-case ticker. */
  readonly tickerMap: Effect.Effect<ReadonlyMap<string, TickerEntry>, UpstreamUnavailable | InvalidRequest>
  /**
   * A company's filing list: the main file plus its pages. Pages that end before `since`
   * (YYYY-MM-DD) are not read; a page that cannot be read is skipped with a warning.
   */
  readonly submissions: (
    cik: number,
    options?: { readonly since?: string }
  ) => Effect.Effect<Fetched<Submissions>, UpstreamUnavailable | InvalidRequest>
  /** A whole document of a filing (cached forever). */
  readonly document: (cik: number, accession: string, name: string) => Effect.Effect<Fetched<Uint8Array>, UpstreamUnavailable | InvalidRequest>
  /** The first 128 KiB of a document (HTTP Range; a full read when the server ignores it). */
  readonly documentPrefix: (cik: number, accession: string, name: string) => Effect.Effect<Fetched<Uint8Array>, UpstreamUnavailable | InvalidRequest>
  /** The filing's `-index.html` page, parsed. */
  readonly filingIndex: (cik: number, accession: string) => Effect.Effect<Fetched<FilingIndex>, UpstreamUnavailable | InvalidRequest>
  /** The complete submission text file `<accession>.txt` (cached forever). */
  readonly completeSubmission: (cik: number, accession: string) => Effect.Effect<Fetched<Uint8Array>, UpstreamUnavailable | InvalidRequest>
  /** A page of the current-filings feed (Atom bytes; never cached: it changes by the second). */
  readonly currentFeed: (query: CurrentFeedQuery) => Effect.Effect<Fetched<Uint8Array>, UpstreamUnavailable | InvalidRequest>
  /**
   * The master daily index of a filing date (`YYYY-MM-DD`): every filing disseminated that
   * day (`/Archives/edgar/daily-index/YYYY/QTRn/master.YYYYMMDD.idx`); Missing until EDGAR
   * publishes it, and for days without filings. Not cached.
   */
  readonly dailyIndex: (date: string) => Effect.Effect<Fetched<Uint8Array>, UpstreamUnavailable | InvalidRequest>
  readonly stats: Effect.Effect<EdgarStats>
}

export class EdgarClient extends Context.Tag("disclosure-risk/EdgarClient")<EdgarClient, EdgarClientService>() {}

/**
 * The client, from its parts: the upstream's requests (./upstream.ts: attempts, rate limiting,
 * retries, coalescing, statuses), the ticker map (./ticker-map.ts), submissions
 * (./submissions.ts), a filing's files (./documents.ts) and the live listings
 * (./live-listings.ts).
 */
export const makeEdgarClient: Effect.Effect<EdgarClientService, never, EdgarConfig | RateLimiter | EdgarStore> = Effect.gen(function* () {
  const config = yield* EdgarConfig
  const limiter = yield* RateLimiter
  const store = yield* EdgarStore
  const counters = makeClientCounters()
  const upstream = makeUpstream(config, limiter, counters)
  const parts = { upstream, store, source: upstreamKey(config.upstream) }

  const stats: EdgarClientService["stats"] = Effect.sync(() => ({
    upstream: config.upstream._tag === "File" ? "file" : config.upstream.filesBase === "https://www.sec.gov" ? "sec" : "http",
    requests: counters.requests,
    byKind: { ...counters.byKind },
    retries: counters.retries,
    notFound: counters.notFound,
    failures: counters.failures,
    coalesced: counters.coalesced,
    cacheHits: counters.cacheHits,
    bytes: counters.bytes
  }))

  return {
    upstreamKey: parts.source,
    tickerMap: makeTickerMap(parts),
    submissions: makeSubmissions(parts),
    ...makeDocumentReads(parts),
    ...makeLiveListings(upstream),
    stats
  } satisfies EdgarClientService
})

/** The client over the configured upstream, limiter and store. */
export const EdgarClientLive: Layer.Layer<EdgarClient, never, EdgarConfig | RateLimiter | EdgarStore> = Layer.effect(EdgarClient, makeEdgarClient)
