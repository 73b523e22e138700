/**
 * What a watch is set up from: the list of companies (tickers or CIKs → CIKs through the SEC
 * ticker map), and, for `risk serve`, the feed and the watcher the `RISK_WATCH_*` settings ask
 * for:
 *
 * - no watch and no Redis: no feed (an empty page that says so);
 * - Redis (`RISK_REDIS_URL`): the shared feed, read by every instance; with a watch, the
 *   instances compete for the lease and the holder watches (cursor in Redis);
 * - a watch without Redis: this instance watches, its cursor in `RISK_WATCH_CURSOR` (a file),
 *   the feed in memory.
 */
import { type ConfigError, Deferred, Duration, Effect, Either, Layer, Option } from "effect"
import { RedisUrlConfig, WatchSettingsConfig, WatchTimingConfig } from "../../config.js"
import { InvalidRequest, type UpstreamUnavailable } from "../../domain/errors.js"
import { EdgarClient } from "../../edgar/edgar-client.js"
import { companyRef, tickerVariants } from "../../edgar/identifiers.js"
import { decodeCompanyId } from "../../domain/request.js"
import { makeRedisClient } from "../../redis/client.js"
import type { Calibration } from "../../scoring/calibration.js"
import { easternDate } from "../../watch/dates.js"
import { parseSince, type Since, type WatchSpec } from "../../watch/cursor.js"
import type { FilingService } from "../service/filing-service.js"
import { describeLine, runWatch, type WatchOptions } from "./watch.js"
import { LatestFilings, type LatestFilingsService, type MemoryFeed, makeMemoryFeed, noFeed } from "./feed.js"
import { leaseToken, makeLease, makeRedisFeed, redisCursorStore } from "./redis.js"
import { type CursorStore, fileCursorStore, webhookSink, type WatchSink, type WatchStoreError } from "./store.js"
import { readFile } from "node:fs/promises"

export { LatestFilings }

export interface WatchList {
  readonly ciks: ReadonlySet<number>
  /** Entries of the list that are not companies the SEC ticker map knows (tickers) or not CIKs. */
  readonly unknown: ReadonlyArray<string>
}

/** A ticker list's text: one or more per line (commas or spaces; `#` comments); duplicates dropped. */
export const parseWatchList = (text: string): Array<string> => {
  const out: Array<string> = []
  for (const line of text.split(/\r?\n/)) {
    for (const raw of line.replace(/#.*$/, "").split(/[\s,;]+/)) {
      const t = raw.trim().toUpperCase()
      if (t === "" || out.includes(t)) continue
      if (out.length === 0 && /^(TICKER|TICKERS|SYMBOL|CIK)$/.test(t)) continue
      out.push(t)
    }
  }
  return out
}

/** The CIKs of a list of tickers or CIKs (the ticker map is read only when the list has tickers). */
export const resolveWatchList = (entries: ReadonlyArray<string>): Effect.Effect<WatchList, UpstreamUnavailable | InvalidRequest, EdgarClient> =>
  Effect.gen(function* () {
    const client = yield* EdgarClient
    const ciks = new Set<number>()
    const unknown: Array<string> = []
    const tickers: Array<string> = []
    for (const entry of entries) {
      const decoded = yield* Effect.either(decodeCompanyId(entry))
      if (Either.isLeft(decoded)) {
        unknown.push(entry)
        continue
      }
      const ref = companyRef(decoded.right)
      if (ref._tag === "Cik") ciks.add(ref.cik)
      else tickers.push(ref.ticker)
    }
    if (tickers.length > 0) {
      const map = yield* client.tickerMap
      for (const t of tickers) {
        const hit = tickerVariants(t)
          .map((v) => map.get(v))
          .find((e) => e !== undefined)
        if (hit === undefined) unknown.push(t)
        else ciks.add(hit.cik)
      }
    }
    return { ciks, unknown }
  })

/** Reads a list file; an unreadable file or an empty list is invalid input. */
export const readWatchListFile = (file: string, what: string): Effect.Effect<Array<string>, InvalidRequest> =>
  Effect.tryPromise({
    try: () => readFile(file, "utf8"),
    catch: (e) => new InvalidRequest({ detail: `${what}: cannot read ${file}: ${e instanceof Error ? e.message : String(e)}` })
  }).pipe(
    Effect.map(parseWatchList),
    Effect.filterOrFail(
      (list) => list.length > 0,
      () => new InvalidRequest({ detail: `${what}: ${file} lists no ticker or CIK` })
    )
  )

/** A store that also publishes each committed line to an in-process feed. */
export const publishing = (store: CursorStore, feed: MemoryFeed): CursorStore => ({
  ...store,
  commit: (cursor, event) => Effect.zipRight(store.commit(cursor, event), event === null ? Effect.void : Effect.asVoid(feed.publish(event)))
})

export interface ServeWatchOptions {
  /** The lease's time to live (default 15 s); it is renewed every third of it. */
  readonly leaseTtlMs?: number | undefined
  /** How often an instance reads the shared feed for new events (default 500 ms). */
  readonly feedPollMs?: number | undefined
  /** Called when this instance takes the watch lease (true) and when it stops watching (false). */
  readonly onLease?: ((held: boolean) => Effect.Effect<void>) | undefined
  /** Passed to the watcher as they are (tests shorten the intervals). */
  readonly watch?: Partial<Pick<WatchOptions, "indexEveryMs" | "retryBaseMs" | "retryMaxMs" | "maxBackoffMs" | "notFoundAttempts" | "overlapMs">> | undefined
}

const DEFAULT_LEASE_TTL_MS = 15_000
/** Pause before an instance that stopped watching (an error) tries again. */
const RESTART_MS = 5_000

const logReport = (message: string, level: "info" | "warning"): Effect.Effect<void> =>
  level === "warning" ? Effect.logWarning(message) : Effect.logInfo(message)

/**
 * The feed `risk serve` serves, and (when `RISK_WATCH_TICKERS` or `RISK_WATCH_ALL` is set) the
 * watcher behind it, running while the layer lasts.
 */
export const serveWatchLayer = (
  options: ServeWatchOptions = {}
): Layer.Layer<LatestFilings, InvalidRequest | WatchStoreError | ConfigError.ConfigError, FilingService | EdgarClient | Calibration> =>
  Layer.scoped(
    LatestFilings,
    Effect.gen(function* () {
      const settings = yield* WatchSettingsConfig
      const timing = yield* WatchTimingConfig
      const redisUrl = yield* RedisUrlConfig
      const capacity = Option.match(settings, { onNone: () => 200, onSome: (s) => s.feedSize })
      if (Option.isNone(settings) && Option.isNone(redisUrl)) return noFeed
      const client = Option.isSome(redisUrl) ? yield* makeRedisClient(redisUrl.value, "watch") : null
      const feed: LatestFilingsService = client === null ? noFeed : yield* makeRedisFeed(client, capacity, options.feedPollMs)
      if (Option.isNone(settings)) return feed
      const s = settings.value
      if ((yield* EdgarClient).upstreamKey.startsWith("file-")) {
        return yield* new InvalidRequest({
          detail: "RISK_WATCH_TICKERS / RISK_WATCH_ALL: the watch reads EDGAR's current-filings feed, which a file: mirror does not have (set RISK_EDGAR_BASE_URL to an http(s) EDGAR, or unset the watch)"
        })
      }
      // an invalid list or --since stops the server before it listens
      const entries = s.tickersFile === null ? null : yield* readWatchListFile(s.tickersFile, "RISK_WATCH_TICKERS")
      let since: Since | null = null
      if (s.since !== null) {
        const parsed = parseSince(s.since, easternDate(Date.now()))
        if ("problem" in parsed) return yield* new InvalidRequest({ detail: `RISK_WATCH_SINCE: ${parsed.problem}` })
        since = parsed.since
      }
      const sinks: ReadonlyArray<WatchSink> = s.webhook === null ? [] : [webhookSink(s.webhook)]
      const spec = (list: ReadonlySet<number> | null): WatchSpec => ({ forms: s.forms, ciks: list })
      const watchOptions = (list: ReadonlySet<number> | null): WatchOptions => ({
        spec: spec(list),
        since,
        sinceText: s.since,
        pollMs: s.pollSeconds * 1000,
        indexEveryMs: timing.indexSeconds * 1000,
        retryBaseMs: timing.retrySeconds * 1000,
        concurrency: s.concurrency,
        report: logReport,
        onDelivered: (line) => Effect.logInfo(`watch: ${describeLine(line)}`),
        ...options.watch
      })
      /** The companies watched (null: all), read from the ticker map with retries while EDGAR is unavailable. */
      const companies = Effect.gen(function* () {
        if (entries === null) return null
        for (let attempt = 1; ; attempt++) {
          const r = yield* Effect.either(resolveWatchList(entries))
          if (Either.isRight(r)) {
            if (r.right.unknown.length > 0) {
              yield* Effect.logWarning(`watch: not watched (unknown to the SEC ticker map; list them by CIK): ${r.right.unknown.join(", ")}`)
            }
            return r.right.ciks
          }
          const wait = Math.min(300_000, 1_000 * 2 ** Math.min(8, attempt))
          yield* Effect.logWarning(`watch: cannot read the watch list's companies (${r.left.message}); retrying in ${Math.round(wait / 1000)} s`)
          yield* Effect.sleep(wait)
        }
      })
      const describeWatch = (list: ReadonlySet<number> | null) =>
        `watch: ${list === null ? "every company" : `${list.size} compan${list.size === 1 ? "y" : "ies"}`}, forms ${s.forms.join(", ")}; EDGAR's current-filings feed every ${s.pollSeconds} s`

      if (client === null) {
        // one instance: the cursor in a file, the feed in memory
        const memory = yield* makeMemoryFeed(capacity)
        const store = publishing(yield* fileCursorStore(s.cursorFile), memory)
        const loop = Effect.gen(function* () {
          const list = yield* companies
          yield* Effect.logInfo(`${describeWatch(list)}; cursor ${s.cursorFile}`)
          for (;;) {
            yield* memory.setWatching(true)
            const exit = yield* Effect.either(runWatch(watchOptions(list), store, sinks))
            yield* memory.setWatching(false)
            if (Either.isLeft(exit)) {
              const e = exit.left
              yield* Effect.logError(`watch stopped: ${e.message}`)
              if (e._tag === "InvalidRequest") return
            }
            yield* Effect.sleep(RESTART_MS)
          }
        })
        yield* Effect.forkScoped(loop)
        return memory
      }

      // several instances: the one holding the lease watches
      const ttl = options.leaseTtlMs ?? DEFAULT_LEASE_TTL_MS
      const renewEvery = Duration.millis(Math.max(50, Math.floor(ttl / 3)))
      const lease = makeLease(client, leaseToken(), ttl)
      const store = redisCursorStore(client, lease.token, capacity)
      const holding = (list: ReadonlySet<number> | null) =>
        Effect.gen(function* () {
          const lost = yield* Deferred.make<string>()
          const renew = Effect.forever(
            Effect.zipRight(
              Effect.sleep(renewEvery),
              Effect.flatMap(Effect.either(lease.renew), (r) =>
                Either.isRight(r) && r.right
                  ? Effect.void
                  : Deferred.succeed(lost, Either.isLeft(r) ? `cannot renew the lease (${r.left.message})` : "the lease passed to another instance")
              )
            )
          )
          yield* Effect.logInfo(`${describeWatch(list)}; this instance holds the watch lease`)
          if (options.onLease !== undefined) yield* options.onLease(true)
          const ended = yield* Effect.raceFirst(
            Effect.map(Effect.either(runWatch(watchOptions(list), store, sinks)), (r) => (Either.isLeft(r) ? r.left.message : "watch ended")),
            Effect.zipRight(Effect.forkScoped(renew), Deferred.await(lost))
          ).pipe(Effect.scoped)
          yield* Effect.logWarning(`watch: this instance stopped watching: ${ended}`)
        }).pipe(Effect.ensuring(Effect.zipRight(lease.release, options.onLease === undefined ? Effect.void : options.onLease(false))))
      const loop = Effect.gen(function* () {
        const list = yield* companies
        for (;;) {
          const taken = yield* Effect.orElseSucceed(lease.acquire, () => false)
          if (taken) {
            yield* holding(list)
            yield* Effect.sleep(RESTART_MS)
          } else yield* Effect.sleep(renewEvery)
        }
      })
      yield* Effect.forkScoped(loop)
      return feed
    })
  )
