/**
 * `GET /v1/feed`: newly scored filings — a JSON page of the latest N, or, with
 * `Accept: text/event-stream` (or `stream=true`), server-sent events as they are scored.
 */
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { CompanyId, FormTypeFromString } from "../domain/request.js"
import { FeedPage, MAX_FEED_LIMIT } from "../watch/schema.js"
import { HttpError } from "./errors.js"
import { BooleanParam } from "./schemas.js"

const IntegerFromString = (min: number, max: number, description: string) =>
  Schema.NumberFromString.pipe(Schema.int(), Schema.between(min, max)).annotations({ description })

export const FeedParams = Schema.Struct({
  limit: Schema.optional(IntegerFromString(1, MAX_FEED_LIMIT, `how many of the latest events, 1 to ${MAX_FEED_LIMIT} (default 50)`)),
  form_type: Schema.optional(FormTypeFromString),
  ticker: Schema.optional(CompanyId.annotations({ description: "only this company: a ticker or a CIK" })),
  after: Schema.optional(
    IntegerFromString(0, Number.MAX_SAFE_INTEGER, "only events with a larger seq (a stream replays the kept events after it first; Last-Event-ID does the same)")
  ),
  stream: Schema.optional(BooleanParam.annotations({ description: "true: server-sent events (as Accept: text/event-stream)" }))
}).annotations({ parseOptions: { errors: "all" } })
export type FeedParams = typeof FeedParams.Type

const EVENT_STREAM =
  "Server-sent events (`Accept: text/event-stream` or `stream=true`): each newly scored filing as an event `filing` " +
  "whose `id` is its `seq` and whose `data` is a FeedEvent (JSON); comments keep the connection open. A client that " +
  "reconnects with `Last-Event-ID` (or `after`) first receives the kept events after it."

/** The operation's 200 response also documents the event stream. */
const withEventStream = (operation: Record<string, unknown>): Record<string, unknown> => {
  const responses = (operation["responses"] ?? {}) as Record<string, { description?: string; content?: Record<string, unknown> }>
  const ok = responses["200"] ?? { description: "Success" }
  return {
    ...operation,
    responses: {
      ...responses,
      "200": {
        ...ok,
        description: "The latest scored filings (JSON), or the event stream",
        content: {
          ...ok.content,
          "text/event-stream": {
            schema: { type: "string", description: EVENT_STREAM, "x-event-data": { $ref: "#/components/schemas/FeedEvent" } }
          }
        }
      }
    }
  }
}

export class FeedGroup extends HttpApiGroup.make("feed")
  .add(
    HttpApiEndpoint.get("feed", "/v1/feed")
      .setUrlParams(FeedParams)
      .addSuccess(FeedPage)
      .annotate(OpenApi.Summary, "Newly scored filings: the latest N as JSON, or server-sent events as they are scored")
      .annotate(
        OpenApi.Description,
        "Filings the watcher (`risk serve` with RISK_WATCH_TICKERS or RISK_WATCH_ALL) found on EDGAR and scored: " +
          "headline (v2) and screening (v3) scores with their bands, active flags with their first evidence sentence, and " +
          "the change against the prior filing. With Redis every instance serves the same feed. " +
          EVENT_STREAM
      )
      .annotate(OpenApi.Transform, withEventStream)
  )
  .addError(HttpError.InvalidRequest)
  .addError(HttpError.Unauthorized)
  .annotate(OpenApi.Description, "Newly scored filings") {}
