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
import { Clock, Context, Deferred, Effect, FiberId, Layer, Option, Schema } from "effect"
import { InvalidRequest, UpstreamUnavailable } from "../domain/errors.js"
import { EdgarKeys, EdgarStore, EdgarTtl } from "./store.js"
import { EdgarConfig, type EdgarConfigShape, upstreamKey } from "./config.js"
import {
  cik10,
  completeSubmissionName,
  noDashes,
  SUBMISSIONS_PAGE_RE,
  validateAccession,
  validateCik,
  validateDocumentName
} from "./identifiers.js"
import { parseFilingIndex } from "./indexPage.js"
import { RateLimiter } from "./RateLimiter.js"
import {
  FilingIndex,
  type FilingRow,
  type Submissions,
  SubmissionsPage,
  type TickerEntry,
  TickerEntries
} from "./schema.js"
import { type AttemptFailure, retrySchedule, stopReason } from "./retry.js"
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

/**
 * A page of EDGAR's current-filings feed (`/cgi-bin/browse-edgar?action=getcurrent`, Atom),
 * newest first: `type` is a form-type prefix ("" for every form), `start` the offset of the
 * page, `count` its size (10, 20, 40, 80 or 100).
 */
export interface CurrentFeedQuery {
  readonly type: string
  readonly start: number
  readonly count: 10 | 20 | 40 | 80 | 100
}

const FEED_TYPE_RE = /^[A-Za-z0-9/-]{0,16}$/
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/

/** A result that exists upstream, or a typed "not there" (404/410). */
export type Fetched<A> =
  | { readonly _tag: "Found"; readonly value: A; readonly url: string }
  | { readonly _tag: "Missing"; readonly url: string }

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

type Upstream = UpstreamUnavailable | InvalidRequest
type Base = "files" | "submissions" | "archives"

interface RawOk {
  readonly status: number
  readonly bytes: Uint8Array
  readonly url: string
}

const utf8 = new TextDecoder("utf-8")
const decodePage = Schema.decodeUnknownOption(SubmissionsPage)
const decodeTickers = Schema.decodeUnknownOption(TickerEntries)
const decodeIndex = Schema.decodeUnknownOption(FilingIndex)

const column = (obj: Record<string, unknown>, name: string, n: number): ReadonlyArray<string> => {
  const col = obj[name]
  if (!Array.isArray(col)) return Array.from({ length: n }, () => "")
  return Array.from({ length: n }, (_, i) => (typeof col[i] === "string" ? (col[i] as string) : ""))
}

/**
 * The rows of a submissions list's columnar block (`filings.recent`, or a whole further
 * page): null when it has no `accessionNumber` column; a missing column reads as "".
 */
export const filingRows = (columnar: unknown): ReadonlyArray<FilingRow> | null => {
  if (typeof columnar !== "object" || columnar === null) return null
  const obj = columnar as Record<string, unknown>
  const acc = obj["accessionNumber"]
  if (!Array.isArray(acc)) return null
  const n = acc.length
  const accession = column(obj, "accessionNumber", n)
  const form = column(obj, "form", n)
  const filingDate = column(obj, "filingDate", n)
  const reportDate = column(obj, "reportDate", n)
  const primaryDocument = column(obj, "primaryDocument", n)
  const items = column(obj, "items", n)
  const rows: Array<FilingRow> = []
  for (let i = 0; i < n; i++) {
    rows.push({
      accessionNumber: accession[i] ?? "",
      form: form[i] ?? "",
      filingDate: filingDate[i] ?? "",
      reportDate: reportDate[i] ?? "",
      primaryDocument: primaryDocument[i] ?? "",
      items: items[i] ?? ""
    })
  }
  return rows
}

export const makeEdgarClient: Effect.Effect<EdgarClientService, never, EdgarConfig | RateLimiter | EdgarStore> = Effect.gen(function* () {
  const config = yield* EdgarConfig
  const limiter = yield* RateLimiter
  const cache = yield* EdgarStore
  const upstream = config.upstream
  const source = upstreamKey(upstream)

  const counters = {
    requests: 0,
    byKind: Object.fromEntries(REQUEST_KINDS.map((k) => [k, 0])) as Record<RequestKind, number>,
    retries: 0,
    notFound: 0,
    failures: 0,
    coalesced: 0,
    cacheHits: 0,
    bytes: 0
  }

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
  const fetchWithRetries = (kind: RequestKind, base: Base, path: string, prefix: boolean): Effect.Effect<RawOk, Upstream> =>
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
  const inflight = new Map<string, Deferred.Deferred<RawOk, Upstream>>()
  const fetchShared = (kind: RequestKind, base: Base, path: string, prefix: boolean): Effect.Effect<RawOk, Upstream> =>
    Effect.suspend(() => {
      const key = `${prefix ? "prefix" : "full"} ${base} ${path}`
      const existing = inflight.get(key)
      if (existing !== undefined) {
        counters.coalesced++
        return Deferred.await(existing)
      }
      const deferred = Deferred.unsafeMake<RawOk, Upstream>(FiberId.none)
      inflight.set(key, deferred)
      const run = fetchWithRetries(kind, base, path, prefix).pipe(
        Effect.exit,
        Effect.flatMap((exit) => Deferred.done(deferred, exit)),
        Effect.ensuring(Effect.sync(() => inflight.delete(key)))
      )
      return Effect.zipRight(Effect.forkDaemon(run), Deferred.await(deferred))
    })

  /** Maps statuses: 200/206 → bytes, 404/410 → Missing, anything else → UpstreamUnavailable. */
  const statusOf = (r: RawOk): Effect.Effect<Fetched<RawOk>, Upstream> => {
      if (r.status === 200 || r.status === 206) return Effect.succeed({ _tag: "Found", value: r, url: r.url })
      if (r.status === 404 || r.status === 410) {
        counters.notFound++
        return Effect.succeed({ _tag: "Missing", url: r.url })
      }
      counters.failures++
      const hint = r.status === 403 ? " (EDGAR refuses requests without an acceptable User-Agent or above its rate limit)" : ""
      return Effect.fail(unavailable(`EDGAR answered HTTP ${r.status} for ${r.url}${hint}`, r.url, r.status))
    }

  const fetchBytes = (kind: RequestKind, base: Base, path: string): Effect.Effect<Fetched<RawOk>, Upstream> =>
    Effect.flatMap(fetchShared(kind, base, path, false), statusOf)

  const parseJson = (raw: RawOk): Effect.Effect<unknown, UpstreamUnavailable> =>
    Effect.try({
      try: (): unknown => JSON.parse(utf8.decode(raw.bytes)),
      catch: () => unavailable(`EDGAR returned malformed JSON for ${raw.url}`, raw.url, raw.status)
    }).pipe(Effect.tapError(() => Effect.sync(() => counters.failures++)))

  const cachedJson = <A>(key: string, decode: (u: unknown) => Option.Option<A>): Effect.Effect<Option.Option<A>> =>
    Effect.map(cache.getJson(key), (o) => {
      const v = Option.flatMap(o, decode)
      if (Option.isSome(v)) counters.cacheHits++
      return v
    })

  // ---- ticker map -------------------------------------------------------------------
  let tickerMemo: { readonly until: number; readonly map: ReadonlyMap<string, TickerEntry> } | null = null
  const TICKER_TTL_MS = 24 * 3600 * 1000

  const toMap = (entries: TickerEntries): ReadonlyMap<string, TickerEntry> => {
    const map = new Map<string, TickerEntry>()
    for (const [ticker, cik, title] of entries) if (!map.has(ticker)) map.set(ticker, { ticker, cik, title })
    return map
  }

  const parseTickerFile = (json: unknown, url: string): Effect.Effect<TickerEntries, UpstreamUnavailable> => {
    const entries: Array<readonly [string, number, string]> = []
    if (typeof json === "object" && json !== null) {
      for (const v of Object.values(json as Record<string, unknown>)) {
        if (typeof v !== "object" || v === null) continue
        const r = v as Record<string, unknown>
        const cik = typeof r["cik_str"] === "number" ? r["cik_str"] : typeof r["cik_str"] === "string" ? Number(r["cik_str"]) : Number.NaN
        const ticker = typeof r["ticker"] === "string" ? r["ticker"].trim().toUpperCase() : ""
        const title = typeof r["title"] === "string" ? r["title"] : ""
        if (ticker !== "" && Number.isSafeInteger(cik) && cik > 0) entries.push([ticker, cik, title])
      }
    }
    return entries.length === 0
      ? Effect.fail(unavailable(`EDGAR ticker map at ${url} has no entries`, url, null))
      : Effect.succeed(entries)
  }

  const tickerMap: EdgarClientService["tickerMap"] = Effect.gen(function* () {
    const now = yield* Clock.currentTimeMillis
    if (tickerMemo !== null && tickerMemo.until > now) return tickerMemo.map
    const key = EdgarKeys.tickerMap(source)
    const cached = yield* cachedJson(key, decodeTickers)
    let entries: TickerEntries
    if (Option.isSome(cached)) entries = cached.value
    else {
      const got = yield* fetchBytes("ticker_map", "files", "/files/company_tickers.json")
      if (got._tag === "Missing") return yield* Effect.fail(unavailable(`EDGAR ticker map not found at ${got.url}`, got.url, 404))
      entries = yield* parseTickerFile(yield* parseJson(got.value), got.url)
      yield* cache.putJson(key, entries, EdgarTtl.tickerMap)
    }
    const map = toMap(entries)
    tickerMemo = { until: now + TICKER_TTL_MS, map }
    return map
  })

  // ---- submissions ------------------------------------------------------------------
  const str = (v: unknown): string | null => (typeof v === "string" && v.trim() !== "" ? v.trim() : null)

  const normalisePage = (json: unknown, url: string): Effect.Effect<SubmissionsPage, UpstreamUnavailable> => {
    if (typeof json !== "object" || json === null || Array.isArray(json)) {
      return Effect.fail(unavailable(`EDGAR submissions at ${url} are not a JSON object`, url, null))
    }
    const obj = json as Record<string, unknown>
    const filings = typeof obj["filings"] === "object" && obj["filings"] !== null ? (obj["filings"] as Record<string, unknown>) : null
    const rows = filingRows(filings === null ? obj : filings["recent"])
    if (rows === null) return Effect.fail(unavailable(`EDGAR submissions at ${url} have no filing list`, url, null))
    const files = filings !== null && Array.isArray(filings["files"]) ? (filings["files"] as ReadonlyArray<unknown>) : []
    return Effect.succeed({
      name: str(obj["name"]),
      tickers: Array.isArray(obj["tickers"]) ? (obj["tickers"] as ReadonlyArray<unknown>).filter((t): t is string => typeof t === "string") : [],
      fiscalYearEnd: typeof obj["fiscalYearEnd"] === "string" && /^\d{4}$/.test(obj["fiscalYearEnd"]) ? obj["fiscalYearEnd"] : null,
      files: files.flatMap((f) => {
        if (typeof f !== "object" || f === null) return []
        const r = f as Record<string, unknown>
        const name = str(r["name"])
        return name === null ? [] : [{ name, filingFrom: str(r["filingFrom"]), filingTo: str(r["filingTo"]) }]
      }),
      rows
    })
  }

  const submissionsPage = (cik: number, page: string): Effect.Effect<Fetched<SubmissionsPage>, Upstream> =>
    Effect.gen(function* () {
      const key = EdgarKeys.submissions(source, cik10(cik), page)
      const cached = yield* cachedJson(key, decodePage)
      const path = `/submissions/${page}`
      if (Option.isSome(cached)) return { _tag: "Found", value: cached.value, url: urlOf("submissions", path) } as const
      const got = yield* fetchBytes("submissions", "submissions", path)
      if (got._tag === "Missing") return got
      const value = yield* normalisePage(yield* parseJson(got.value), got.url)
      yield* cache.putJson(key, value, EdgarTtl.submissions)
      return { _tag: "Found", value, url: got.url } as const
    })

  const submissions: EdgarClientService["submissions"] = (cikInput, options) =>
    Effect.gen(function* () {
      const cik = yield* validateCik(cikInput)
      const main = yield* submissionsPage(cik, `CIK${cik10(cik)}.json`)
      if (main._tag === "Missing") return main
      const warnings: Array<string> = []
      const rows: Array<FilingRow> = [...main.value.rows]
      const since = options?.since ?? null
      for (const file of main.value.files) {
        if (since !== null && file.filingTo !== null && file.filingTo < since) continue
        if (!SUBMISSIONS_PAGE_RE.test(file.name)) {
          warnings.push(`submissions page ${JSON.stringify(file.name.slice(0, 60))} skipped: not a submissions page name`)
          continue
        }
        const page = yield* submissionsPage(cik, file.name).pipe(
          Effect.catchTag("UpstreamUnavailable", (e) => Effect.succeed({ _tag: "Failed", detail: e.detail } as const))
        )
        if (page._tag === "Found") rows.push(...page.value.rows)
        else warnings.push(page._tag === "Missing" ? `submissions page ${file.name} is missing upstream; skipped` : `submissions page ${file.name} skipped: ${page.detail}`)
      }
      for (const w of warnings) yield* Effect.logWarning(`CIK ${cik}: ${w}`)
      const value: Submissions = {
        cik: cik10(cik),
        name: main.value.name,
        tickers: main.value.tickers,
        fiscalYearEnd: main.value.fiscalYearEnd,
        rows,
        warnings
      }
      return { _tag: "Found", value, url: main.url } as const
    })

  // ---- documents --------------------------------------------------------------------
  const documentPath = (cik: number, accession: string, name: string): string =>
    `/Archives/edgar/data/${cik}/${noDashes(accession)}/${name}`

  const wholeDocument = (kind: RequestKind, cik: number, accession: string, name: string): Effect.Effect<Fetched<Uint8Array>, Upstream> =>
    Effect.gen(function* () {
      const key = EdgarKeys.document(String(cik), noDashes(accession), name)
      const path = documentPath(cik, accession, name)
      const cached = yield* cache.getBytes(key)
      if (Option.isSome(cached)) {
        counters.cacheHits++
        return { _tag: "Found", value: cached.value, url: urlOf("archives", path) } as const
      }
      const got = yield* fetchBytes(kind, "archives", path)
      if (got._tag === "Missing") return got
      yield* cache.putBytes(key, got.value.bytes)
      return { _tag: "Found", value: got.value.bytes, url: got.url } as const
    })

  const document: EdgarClientService["document"] = (cikInput, accessionInput, nameInput) =>
    Effect.gen(function* () {
      const cik = yield* validateCik(cikInput)
      const accession = yield* validateAccession(accessionInput)
      const name = yield* validateDocumentName(nameInput)
      return yield* wholeDocument("document", cik, accession, name)
    })

  const documentPrefix: EdgarClientService["documentPrefix"] = (cikInput, accessionInput, nameInput) =>
    Effect.gen(function* () {
      const cik = yield* validateCik(cikInput)
      const accession = yield* validateAccession(accessionInput)
      const name = yield* validateDocumentName(nameInput)
      const key = EdgarKeys.document(String(cik), noDashes(accession), name)
      const path = documentPath(cik, accession, name)
      const cached = yield* cache.getBytes(key)
      if (Option.isSome(cached)) {
        counters.cacheHits++
        return { _tag: "Found", value: cached.value.subarray(0, PREFIX_BYTES), url: urlOf("archives", path) } as const
      }
      const raw = yield* fetchShared("prefix", "archives", path, true)
      if (raw.status === 416 || raw.status === 501) {
        // The server refuses ranges: read the whole document (kept in the cache) and slice it.
        const whole = yield* wholeDocument("document", cik, accession, name)
        return whole._tag === "Found" ? { ...whole, value: whole.value.subarray(0, PREFIX_BYTES) } : whole
      }
      const got = yield* statusOf(raw)
      if (got._tag === "Missing") return got
      if (got.value.status === 200) {
        // The server ignored the range and sent the whole (length-checked) document: keep it.
        yield* cache.putBytes(key, got.value.bytes)
      }
      return { _tag: "Found", value: got.value.bytes.subarray(0, PREFIX_BYTES), url: got.url } as const
    })

  const completeSubmission: EdgarClientService["completeSubmission"] = (cikInput, accessionInput) =>
    Effect.gen(function* () {
      const cik = yield* validateCik(cikInput)
      const accession = yield* validateAccession(accessionInput)
      return yield* wholeDocument("complete_submission", cik, accession, completeSubmissionName(accession))
    })

  const filingIndex: EdgarClientService["filingIndex"] = (cikInput, accessionInput) =>
    Effect.gen(function* () {
      const cik = yield* validateCik(cikInput)
      const accession = yield* validateAccession(accessionInput)
      const key = EdgarKeys.filingIndex(noDashes(accession))
      const cached = yield* cachedJson(key, decodeIndex)
      const primaryPath = `/Archives/edgar/data/${cik}/${accession}-index.html`
      if (Option.isSome(cached) && cached.value.accessionNumber === accession) {
        return { _tag: "Found", value: cached.value, url: urlOf("archives", primaryPath) } as const
      }
      let got = yield* fetchBytes("filing_index", "archives", primaryPath)
      if (got._tag === "Missing") {
        got = yield* fetchBytes("filing_index", "archives", `/Archives/edgar/data/${cik}/${noDashes(accession)}/${accession}-index.htm`)
      }
      if (got._tag === "Missing") return got
      const value = parseFilingIndex(utf8.decode(got.value.bytes), accession)
      yield* cache.putJson(key, value)
      return { _tag: "Found", value, url: got.url } as const
    })

  // ---- live listings: the current-filings feed and the daily index --------------------
  const badInput = (path: string, message: string): InvalidRequest => new InvalidRequest({ detail: "invalid request", errors: [{ path, message }] })

  const currentFeed: EdgarClientService["currentFeed"] = (query) =>
    Effect.suspend(() => {
      if (!FEED_TYPE_RE.test(query.type)) return Effect.fail(badInput("type", `not a form type: ${JSON.stringify(query.type.slice(0, 20))}`))
      if (!Number.isSafeInteger(query.start) || query.start < 0 || query.start > 100_000) {
        return Effect.fail(badInput("start", `expected an offset from 0 to 100000, got ${query.start}`))
      }
      if (![10, 20, 40, 80, 100].includes(query.count)) return Effect.fail(badInput("count", `expected 10, 20, 40, 80 or 100, got ${query.count}`))
      const path =
        `/cgi-bin/browse-edgar?action=getcurrent&type=${encodeURIComponent(query.type)}&company=&dateb=&owner=include` +
        `&start=${query.start}&count=${query.count}&output=atom`
      return Effect.map(fetchBytes("current_feed", "files", path), (got) =>
        got._tag === "Found" ? ({ _tag: "Found", value: got.value.bytes, url: got.url } as const) : got
      )
    })

  const dailyIndex: EdgarClientService["dailyIndex"] = (date) =>
    Effect.suspend(() => {
      const m = DATE_RE.exec(date)
      const month = m === null ? 0 : Number(m[2])
      if (m === null || month < 1 || month > 12 || Number(m[3]) < 1 || Number(m[3]) > 31) {
        return Effect.fail(badInput("date", `not a date (YYYY-MM-DD): ${JSON.stringify(date.slice(0, 20))}`))
      }
      const path = `/Archives/edgar/daily-index/${m[1]}/QTR${Math.ceil(month / 3)}/master.${m[1]}${m[2]}${m[3]}.idx`
      return Effect.map(fetchBytes("daily_index", "archives", path), (got) =>
        got._tag === "Found" ? ({ _tag: "Found", value: got.value.bytes, url: got.url } as const) : got
      )
    })

  const stats: EdgarClientService["stats"] = Effect.sync(() => ({
    upstream: upstream._tag === "File" ? "file" : upstream.filesBase === "https://www.sec.gov" ? "sec" : "http",
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
    upstreamKey: source,
    tickerMap,
    submissions,
    document,
    documentPrefix,
    filingIndex,
    completeSubmission,
    currentFeed,
    dailyIndex,
    stats
  } satisfies EdgarClientService
})

/** The client over the configured upstream, limiter and store. */
export const EdgarClientLive: Layer.Layer<EdgarClient, never, EdgarConfig | RateLimiter | EdgarStore> = Layer.effect(EdgarClient, makeEdgarClient)
