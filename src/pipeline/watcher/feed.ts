/**
 * The feed of newly scored filings: the latest N events, and each new one as it is
 * published (`GET /v1/feed` as a page or as server-sent events, the Workspace table, the MCP
 * tool). One interface, three keepers:
 *
 * - memory: this instance's watcher publishes into it (a restart starts it empty);
 * - Redis (./redis.ts): the instance holding the watch lease commits each event with
 *   the cursor; every instance reads the shared list, so all of them serve the same feed;
 * - none: no watcher is configured; the page is empty and says so.
 */
import { Context, Deferred, Effect, PubSub, Ref, Stream } from "effect"
import { cik10 } from "../../edgar/identifiers.js"
import { type FeedEvent, type FeedPage, type FeedQuery, type WatchLine } from "../../watch/schema.js"

export const DEFAULT_FEED_LIMIT = 50

export interface LatestFilingsService {
  readonly source: FeedPage["source"]
  /** How many of the latest events are kept. */
  readonly capacity: number
  /** The latest events matching the query, newest first. */
  readonly page: (query: FeedQuery) => Effect.Effect<FeedPage>
  /**
   * The kept events after `after` (oldest first; none when null), then each new one as it is
   * published, matching the query; it ends when the feed closes (the server shuts down).
   */
  readonly stream: (after: number | null, query: FeedQuery) => Stream.Stream<FeedEvent>
  /** Ends every open stream (the server is shutting down). */
  readonly close: Effect.Effect<void>
}

export class LatestFilings extends Context.Tag("disclosure-risk/LatestFilings")<LatestFilings, LatestFilingsService>() {}

/** What a watcher publishes through (memory), besides reading. */
export interface MemoryFeed extends LatestFilingsService {
  readonly publish: (line: WatchLine) => Effect.Effect<FeedEvent>
  readonly setWatching: (watching: boolean) => Effect.Effect<void>
}

/** Whether an event matches the query's form, company and `after`. */
export const matchesQuery = (e: FeedEvent, q: FeedQuery): boolean => {
  if (q.form_type !== undefined && e.form_type !== q.form_type) return false
  if (q.after !== undefined && e.seq <= q.after) return false
  if (q.ticker !== undefined) {
    const t = q.ticker.trim().toUpperCase()
    const asCik = /^(CIK)?\d{1,10}$/.test(t) ? cik10(Number(t.replace(/^CIK/, ""))) : null
    const tickers = [t, t.replace(".", "-"), t.replace("-", ".")]
    if (!(asCik !== null ? e.cik === asCik : e.ticker !== null && tickers.includes(e.ticker.toUpperCase()))) return false
  }
  return true
}

/** The page of a list of events (newest first). */
export const pageOf = (events: ReadonlyArray<FeedEvent>, query: FeedQuery, meta: { readonly source: FeedPage["source"]; readonly capacity: number; readonly watching: boolean }): FeedPage => ({
  events: events.filter((e) => matchesQuery(e, query)).slice(0, query.limit ?? DEFAULT_FEED_LIMIT),
  latest_seq: events[0]?.seq ?? null,
  watching: meta.watching,
  source: meta.source,
  capacity: meta.capacity
})

/**
 * A live stream over a publisher: subscribes first, then replays the kept events after
 * `after`, then passes new ones on (an event both kept and published is passed once).
 */
export const liveStream = (
  pubsub: PubSub.PubSub<FeedEvent>,
  kept: Effect.Effect<ReadonlyArray<FeedEvent>>,
  closed: Deferred.Deferred<void>,
  after: number | null,
  query: FeedQuery
): Stream.Stream<FeedEvent> =>
  Stream.unwrapScoped(
    Effect.gen(function* () {
      const subscription = yield* PubSub.subscribe(pubsub)
      const newestFirst = yield* kept
      const backlog = after === null ? [] : newestFirst.filter((e) => e.seq > after).reverse()
      let last = Math.max(after ?? 0, newestFirst[0]?.seq ?? 0)
      const live = Stream.fromQueue(subscription).pipe(
        Stream.filter((e) => {
          if (e.seq <= last) return false
          last = e.seq
          return true
        })
      )
      return Stream.concat(Stream.fromIterable(backlog), live)
    })
  ).pipe(
    Stream.filter((e) => matchesQuery(e, { ...query, after: undefined })),
    Stream.interruptWhen(Deferred.await(closed))
  )

/** The in-process feed of a watcher. */
export const makeMemoryFeed = (capacity: number): Effect.Effect<MemoryFeed> =>
  Effect.gen(function* () {
    const pubsub = yield* PubSub.unbounded<FeedEvent>()
    const closed = yield* Deferred.make<void>()
    const watching = yield* Ref.make(false)
    // newest first
    let events: Array<FeedEvent> = []
    let seq = 0
    const kept = Effect.sync(() => events)
    const publish = (line: WatchLine): Effect.Effect<FeedEvent> =>
      Effect.suspend(() => {
        const event: FeedEvent = { seq: ++seq, ...line }
        events = [event, ...events].slice(0, capacity)
        return Effect.as(PubSub.publish(pubsub, event), event)
      })
    return {
      source: "memory",
      capacity,
      page: (query) => Effect.map(Ref.get(watching), (w) => pageOf(events, query, { source: "memory", capacity, watching: w })),
      stream: (after, query) => liveStream(pubsub, kept, closed, after, query),
      close: Deferred.succeed(closed, undefined),
      publish,
      setWatching: (w) => Ref.set(watching, w)
    } satisfies MemoryFeed
  })

/** No watcher: an empty page, and a stream that only ends. */
export const noFeed: LatestFilingsService = {
  source: "none",
  capacity: 0,
  page: (query) => Effect.succeed(pageOf([], query, { source: "none", capacity: 0, watching: false })),
  stream: () => Stream.empty,
  close: Effect.void
}

/** The service if one is provided, else the empty one (a surface mounted without a watcher). */
export const latestFilingsOrNone: Effect.Effect<LatestFilingsService> = Effect.map(Effect.serviceOption(LatestFilings), (o) =>
  o._tag === "Some" ? o.value : noFeed
)
