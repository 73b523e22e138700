/**
 * The EDGAR client's requests to its upstream, below what each listing or document makes of
 * them: the counters the client reports, the URL of a path, one request with its attempts
 * (each started when the `RateLimiter` allows, over HTTP or from a `file:` mirror) retried by
 * `retrySchedule`, one in-flight fetch per URL shared by concurrent callers, and statuses
 * mapped to a `Fetched` result (404/410 → Missing) or `UpstreamUnavailable`.
 */
import { Clock, Deferred, Effect, FiberId, Option } from "effect"
import { InvalidRequest, UpstreamUnavailable } from "../domain/errors.js"
import type { EdgarConfigShape } from "./config.js"
import type { RateLimiterService } from "./rate-limiter.js"
import { type AttemptFailure, retrySchedule, stopReason } from "./retry.js"
import type { EdgarStoreService } from "./store.js"
import { type Attempt, fileAttempt, httpAttempt } from "./transport.js"

/** First bytes of a document (`documentPrefix`): enough to read its cover facts. */
export const PREFIX_BYTES = 131_072

export type RequestKind =
  | "ticker_map"
  | "submissions"
  | "document"
  | "prefix"
  | "filing_index"
  | "complete_submission"
  | "current_feed"
  | "daily_index"
export const REQUEST_KINDS: ReadonlyArray<RequestKind> = [
  "ticker_map",
  "submissions",
  "document",
  "prefix",
  "filing_index",
  "complete_submission",
  "current_feed",
  "daily_index"
]

/** A result that exists upstream, or a typed "not there" (404/410). */
export type Fetched<A> =
  | { readonly _tag: "Found"; readonly value: A; readonly url: string }
  | { readonly _tag: "Missing"; readonly url: string }

export type UpstreamError = UpstreamUnavailable | InvalidRequest
export type Base = "files" | "submissions" | "archives"

export interface RawOk {
  readonly status: number
  readonly bytes: Uint8Array
  readonly url: string
}

/** What the client counts (`EdgarClientService.stats`). */
export interface ClientCounters {
  /** Upstream request starts (every attempt counts), in total and by kind. */
  requests: number
  byKind: Record<RequestKind, number>
  retries: number
  notFound: number
  failures: number
  /** Callers that shared another caller's in-flight fetch. */
  coalesced: number
  cacheHits: number
  bytes: number
}

export const makeClientCounters = (): ClientCounters => ({
  requests: 0,
  byKind: Object.fromEntries(REQUEST_KINDS.map((k) => [k, 0])) as Record<RequestKind, number>,
  retries: 0,
  notFound: 0,
  failures: 0,
  coalesced: 0,
  cacheHits: 0,
  bytes: 0
})

export interface Upstream {
  readonly counters: ClientCounters
  /** The URL of an upstream path. */
  readonly urlOf: (base: Base, path: string) => string
  readonly unavailable: (detail: string, url: string, status: number | null) => UpstreamUnavailable
  /** One request (shared with concurrent callers of the same URL and range), any status. */
  readonly fetchShared: (kind: RequestKind, base: Base, path: string, prefix: boolean) => Effect.Effect<RawOk, UpstreamError>
  /** Maps statuses: 200/206 → bytes, 404/410 → Missing, anything else → UpstreamUnavailable. */
  readonly statusOf: (r: RawOk) => Effect.Effect<Fetched<RawOk>, UpstreamError>
  /** A whole response, its status mapped. */
  readonly fetchBytes: (kind: RequestKind, base: Base, path: string) => Effect.Effect<Fetched<RawOk>, UpstreamError>
  readonly parseJson: (raw: RawOk) => Effect.Effect<unknown, UpstreamUnavailable>
}

const utf8 = new TextDecoder("utf-8")

export const makeUpstream = (config: EdgarConfigShape, limiter: RateLimiterService, counters: ClientCounters): Upstream => {
  const upstream = config.upstream

  const baseOf = (base: Base): string =>
    upstream._tag === "File"
      ? "file://"
      : base === "files"
        ? upstream.filesBase
        : base === "submissions"
          ? upstream.submissionsBase
          : upstream.archivesBase

  const urlOf = (base: Base, path: string): string => (upstream._tag === "File" ? `file://${upstream.root}${path}` : `${baseOf(base)}${path}`)

  const unavailable = (detail: string, url: string, status: number | null): UpstreamUnavailable =>
    status === null ? new UpstreamUnavailable({ detail, url }) : new UpstreamUnavailable({ detail, url, status })

  const requireUserAgent = (cfg: EdgarConfigShape): Effect.Effect<string, InvalidRequest> =>
    cfg.userAgent === null
      ? Effect.fail(
          new InvalidRequest({
            detail:
              "SEC_USER_AGENT is not set: EDGAR requires a declared identity such as 'Jane Doe jane@example.com' (set SEC_USER_AGENT, or use a file: mirror with RISK_EDGAR_BASE_URL)",
            errors: [{ path: "SEC_USER_AGENT", message: "required for HTTP upstreams" }]
          })
        )
      : Effect.succeed(cfg.userAgent)

  /** One request with retries; 200/206 and every other non-retryable status are returned. */
  const fetchWithRetries = (kind: RequestKind, base: Base, path: string, prefix: boolean): Effect.Effect<RawOk, UpstreamError> =>
    Effect.gen(function* () {
      const url = urlOf(base, path)
      if (upstream._tag === "File") {
        counters.requests++
        counters.byKind[kind]++
        const a = yield* Effect.promise(() =>
          fileAttempt({ root: upstream.root, path, prefixBytes: prefix ? PREFIX_BYTES : null, maxBytes: config.maxResponseBytes })
        )
        if (a._tag === "Response") return { status: a.status, bytes: a.bytes, url }
        counters.failures++
        return yield* Effect.fail(unavailable(`cannot read ${url}: ${a.reason}`, url, a.status))
      }
      const userAgent = yield* requireUserAgent(config)
      const headers: Record<string, string> = {
        "User-Agent": userAgent,
        Accept: path.endsWith(".json") ? "application/json" : "text/html, text/plain, */*"
      }
      if (prefix) {
        headers["Range"] = `bytes=0-${PREFIX_BYTES - 1}`
        headers["Accept-Encoding"] = "identity"
      }
      const started = yield* Clock.currentTimeMillis
      let attempts = 0
      // One attempt: a response (any status), or a failure the retry schedule judges.
      const attempt: Effect.Effect<RawOk, AttemptFailure> = Effect.gen(function* () {
        attempts++
        if (attempts > 1) counters.retries++
        yield* limiter.acquire
        counters.requests++
        counters.byKind[kind]++
        // An attempt never outlasts what is left of the request's budget.
        const left = Math.max(1, config.maxTotalMs - ((yield* Clock.currentTimeMillis) - started))
        const a: Attempt = yield* Effect.promise((signal) =>
          httpAttempt({
            url,
            headers,
            timeoutMs: Math.min(config.requestTimeoutMs, left),
            firstByteTimeoutMs: Math.min(config.firstByteTimeoutMs, left),
            idleTimeoutMs: Math.min(config.idleTimeoutMs, left),
            maxBytes: config.maxResponseBytes,
            signal
          })
        )
        if (a._tag === "Response") {
          counters.bytes += a.bytes.byteLength
          return { status: a.status, bytes: a.bytes, url }
        }
        const elapsedMs = (yield* Clock.currentTimeMillis) - started
        yield* Effect.logDebug(`EDGAR ${kind} ${url}: attempt ${attempts} failed: ${a.reason}`)
        return yield* Effect.fail<AttemptFailure>({ ...a, elapsedMs })
      })
      return yield* attempt.pipe(
        Effect.retry(retrySchedule(config)),
        Effect.catchAll((last) => {
          counters.failures++
          return Effect.fail(unavailable(`EDGAR request failed for ${url}: ${stopReason(last, attempts, config)}`, url, last.status))
        })
      )
    })

  // Coalescing: one in-flight fetch per (URL, range); later callers await its result.
  const inflight = new Map<string, Deferred.Deferred<RawOk, UpstreamError>>()
  const fetchShared = (kind: RequestKind, base: Base, path: string, prefix: boolean): Effect.Effect<RawOk, UpstreamError> =>
    Effect.suspend(() => {
      const key = `${prefix ? "prefix" : "full"} ${base} ${path}`
      const existing = inflight.get(key)
      if (existing !== undefined) {
        counters.coalesced++
        return Deferred.await(existing)
      }
      const deferred = Deferred.unsafeMake<RawOk, UpstreamError>(FiberId.none)
      inflight.set(key, deferred)
      const run = fetchWithRetries(kind, base, path, prefix).pipe(
        Effect.exit,
        Effect.flatMap((exit) => Deferred.done(deferred, exit)),
        Effect.ensuring(Effect.sync(() => inflight.delete(key)))
      )
      return Effect.zipRight(Effect.forkDaemon(run), Deferred.await(deferred))
    })

  const statusOf = (r: RawOk): Effect.Effect<Fetched<RawOk>, UpstreamError> => {
    if (r.status === 200 || r.status === 206) return Effect.succeed({ _tag: "Found", value: r, url: r.url })
    if (r.status === 404 || r.status === 410) {
      counters.notFound++
      return Effect.succeed({ _tag: "Missing", url: r.url })
    }
    counters.failures++
    const hint = r.status === 403 ? " (EDGAR refuses requests without an acceptable User-Agent or above its rate limit)" : ""
    return Effect.fail(unavailable(`EDGAR answered HTTP ${r.status} for ${r.url}${hint}`, r.url, r.status))
  }

  const fetchBytes = (kind: RequestKind, base: Base, path: string): Effect.Effect<Fetched<RawOk>, UpstreamError> =>
    Effect.flatMap(fetchShared(kind, base, path, false), statusOf)

  const parseJson = (raw: RawOk): Effect.Effect<unknown, UpstreamUnavailable> =>
    Effect.try({
      try: (): unknown => JSON.parse(utf8.decode(raw.bytes)),
      catch: () => unavailable(`EDGAR returned malformed JSON for ${raw.url}`, raw.url, raw.status)
    }).pipe(Effect.tapError(() => Effect.sync(() => counters.failures++)))

  return { counters, urlOf, unavailable, fetchShared, statusOf, fetchBytes, parseJson }
}

/** What the client's parts share: the upstream, the store and the upstream's key. */
export interface ClientParts {
  readonly upstream: Upstream
  readonly store: EdgarStoreService
  /** `upstreamKey` of the configured upstream: what it lists is cached under it. */
  readonly source: string
}

/** A JSON value kept in the store that `decode` accepts (counted as a cache hit), or none. */
export const cachedJson = <A>(parts: ClientParts, key: string, decode: (u: unknown) => Option.Option<A>): Effect.Effect<Option.Option<A>> =>
  Effect.map(parts.store.getJson(key), (o) => {
    const v = Option.flatMap(o, decode)
    if (Option.isSome(v)) parts.upstream.counters.cacheHits++
    return v
  })
