/**
 * The handler of `GET /v1/feed`: the page from the feed the server was started with (none:
 * an empty page that says so), or its events as server-sent events.
 */
import { HttpApiBuilder, HttpServerResponse } from "@effect/platform"
import { Effect, Schema, Stream } from "effect"
import { latestFilingsOrNone } from "../pipeline/watcher/feed.js"
import { FeedEvent, type FeedQuery } from "../watch/schema.js"
import { Api } from "./api.js"

const encodeEvent = Schema.encodeSync(FeedEvent)

const KEEP_ALIVE = "15 seconds"

/** One event in the text/event-stream format. */
export const sseEvent = (e: FeedEvent): string => `id: ${e.seq}\nevent: filing\ndata: ${JSON.stringify(encodeEvent(e))}\n\n`

const lastEventId = (value: string | undefined): number | null => (value !== undefined && /^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : null)

export const FeedHandlers = HttpApiBuilder.group(Api, "feed", (handlers) =>
  handlers.handle("feed", ({ request, urlParams }) =>
    Effect.gen(function* () {
      const feed = yield* latestFilingsOrNone
      const query: FeedQuery = {
        ...(urlParams.limit === undefined ? {} : { limit: urlParams.limit }),
        ...(urlParams.form_type === undefined ? {} : { form_type: urlParams.form_type }),
        ...(urlParams.ticker === undefined ? {} : { ticker: urlParams.ticker }),
        ...(urlParams.after === undefined ? {} : { after: urlParams.after })
      }
      const wantsStream = urlParams.stream === true || (request.headers["accept"] ?? "").toLowerCase().includes("text/event-stream")
      if (!wantsStream) return yield* feed.page(query)
      const after = lastEventId(request.headers["last-event-id"]) ?? urlParams.after ?? null
      const events = feed.stream(after, query).pipe(Stream.map(sseEvent))
      const keepAlive = Stream.tick(KEEP_ALIVE).pipe(Stream.map(() => ": keep-alive\n\n"))
      const body = Stream.concat(
        Stream.make(`retry: 3000\n: feed ${feed.source}${feed.source === "none" ? " (no watcher: nothing will come)" : ""}\n\n`),
        Stream.merge(events, keepAlive, { haltStrategy: "left" })
      ).pipe(Stream.encodeText)
      return HttpServerResponse.stream(body, {
        contentType: "text/event-stream",
        headers: { "cache-control": "no-cache", "x-accel-buffering": "no" }
      })
    })
  )
)
