/**
 * The watcher's wire shapes, the single source of each: the NDJSON line (and webhook body)
 * of a newly scored filing, the feed's event (`GET /v1/feed` server-sent events) and page,
 * the MCP tool's output, and the durable cursor.
 */
import { Schema } from "effect"
import { ErrorCodeSchema } from "../domain/error-table.js"
import { Quarter } from "../domain/filing.js"
import { FormType } from "../domain/forms.js"
import { FlagName } from "../domain/names.js"
import { Count, Integer, Ratio, Score100 } from "../domain/numbers.js"
import { ModelId } from "../domain/versions.js"

export const RiskBandSchema = Schema.Literal("low", "moderate", "elevated", "high", "unavailable").annotations({
  identifier: "RiskBand",
  description: "below 25 low, 25 to below 50 moderate, 50 to below 75 elevated, 75 and above high; unavailable when no score"
})

/** Where the watcher found a filing. */
export const DetectedVia = Schema.Literal("current_feed", "daily_index").annotations({
  description: "current_feed: EDGAR's current-filings feed; daily_index: the daily index, read after a gap"
})
export type DetectedVia = typeof DetectedVia.Type

export const Headline = Schema.Struct({
  model: ModelId,
  overall_disclosure_risk_score: Schema.NullOr(Score100),
  band: RiskBandSchema,
  score_coverage_ratio: Ratio,
  confidence_score: Ratio
}).annotations({ identifier: "WatchHeadline" })
export type Headline = typeof Headline.Type

export const WatchFlag = Schema.Struct({
  flag: FlagName,
  label: Schema.String,
  sections: Schema.Array(Schema.String),
  evidence_count: Count,
  top_evidence: Schema.NullOr(
    Schema.Struct({ section: Schema.String, sentence: Schema.String, phrase: Schema.String }).annotations({
      description: "the first sentence that raised the flag"
    })
  )
}).annotations({ identifier: "WatchFlag" })
export type WatchFlag = typeof WatchFlag.Type

export const SectionChangeScore = Schema.Struct({
  section: Schema.String,
  change_score: Score100,
  summary: Schema.String
}).annotations({ identifier: "WatchSectionChange" })

export const WatchChange = Schema.Struct({
  prior_accession_number: Schema.NullOr(Schema.String),
  change_score: Schema.NullOr(Score100).annotations({ description: "the filing's disclosure change score against its prior, 0-100" }),
  missing_reason: Schema.NullOr(Schema.String),
  top_sections: Schema.Array(SectionChangeScore).annotations({ description: "the sections that changed most, at most three" })
}).annotations({ identifier: "WatchChange" })
export type WatchChange = typeof WatchChange.Type

export const WatchVersions = Schema.Struct({
  scoring_model_version: ModelId,
  screening_model_version: Schema.NullOr(ModelId),
  parser_version: Schema.NullOr(Schema.String),
  metrics_engine_version: Schema.NullOr(Schema.String),
  software_version: Schema.String
}).annotations({ identifier: "WatchVersions" })

/** One newly scored filing: a line of `risk watch --out`, a webhook body, the data of a feed event. */
export const WatchLine = Schema.Struct({
  event: Schema.Literal("filing_scored", "filing_failed").annotations({
    description: "filing_scored: the filing and its prior were resolved and scored; filing_failed: it cannot be scored (see error)"
  }),
  accession_number: Schema.String,
  form_type: FormType,
  cik: Schema.String.annotations({ description: "Central Index Key, 10 digits" }),
  ticker: Schema.NullOr(Schema.String),
  company_name: Schema.String,
  fiscal_year: Schema.NullOr(Integer),
  quarter: Schema.NullOr(Quarter),
  period_end: Schema.NullOr(Schema.String),
  filing_date: Schema.NullOr(Schema.String),
  accepted_at: Schema.NullOr(Schema.String).annotations({ description: "EDGAR acceptance time from the feed; null when found in the daily index" }),
  detected_at: Schema.String.annotations({ description: "when the watcher first saw the filing (ISO 8601, UTC)" }),
  detected_via: DetectedVia,
  scored_at: Schema.String,
  source_url: Schema.NullOr(Schema.String),
  headline: Schema.NullOr(Headline).annotations({ description: "the calibrated model (v2): overall score 0-100 and its band" }),
  screening: Schema.NullOr(Headline).annotations({ description: "the screening model (v3) over the same analysis" }),
  active_flags: Schema.Array(WatchFlag),
  change: Schema.NullOr(WatchChange),
  error: Schema.NullOr(Schema.Struct({ code: ErrorCodeSchema, detail: Schema.String })),
  versions: WatchVersions
}).annotations({ identifier: "WatchLine", title: "scored filing" })
export type WatchLine = typeof WatchLine.Type

/** A scored filing as the feed serves it: the line with its sequence number. */
export const FeedEvent = Schema.Struct({
  seq: Count.annotations({ description: "the event's place in the feed, increasing (the SSE event id)" }),
  ...WatchLine.fields
}).annotations({ identifier: "FeedEvent", title: "feed event" })
export type FeedEvent = typeof FeedEvent.Type

export const FeedSource = Schema.Literal("memory", "redis", "none")

export const FeedPage = Schema.Struct({
  events: Schema.Array(FeedEvent).annotations({ description: "the latest scored filings, newest first" }),
  latest_seq: Schema.NullOr(Count),
  watching: Schema.Boolean.annotations({ description: "whether a watcher feeds this service (with Redis: whether any instance holds the watch lease)" }),
  source: FeedSource.annotations({ description: "where the feed is kept: memory (this instance), redis (shared by every instance), none (no watcher configured)" }),
  capacity: Count.annotations({ description: "how many of the latest filings the feed keeps" })
}).annotations({ identifier: "FeedPage", title: "latest scored filings" })
export type FeedPage = typeof FeedPage.Type

export const MAX_FEED_LIMIT = 500

/** The feed's query (HTTP, Workspace, MCP): how many, which form, which company, after which event. */
export const FeedQuery = Schema.Struct({
  limit: Schema.optional(
    Integer.pipe(Schema.between(1, MAX_FEED_LIMIT)).annotations({
      description: `how many events, 1 to ${MAX_FEED_LIMIT} (default 50)`,
      jsonSchema: { type: "integer", minimum: 1, maximum: MAX_FEED_LIMIT, description: `how many events, 1 to ${MAX_FEED_LIMIT} (default 50)` }
    })
  ),
  form_type: Schema.optional(FormType.annotations({ description: "only this form: 10-K, 10-Q or 8-K; absent: all three" })),
  ticker: Schema.optional(Schema.String.annotations({ description: "only this company: a ticker or a CIK" })),
  after: Schema.optional(
    Count.annotations({
      description: "only events with a larger seq",
      jsonSchema: { type: "integer", minimum: 0, description: "only events with a larger seq" }
    })
  )
}).annotations({ identifier: "FeedQuery" })
export type FeedQuery = typeof FeedQuery.Type

// ---------------------------------------------------------------------------------------
// The durable cursor.

/** A filing the watcher found and has not finished: scored and delivered, or still to be. */
export const PendingFiling = Schema.Struct({
  accession_number: Schema.String,
  form_type: FormType,
  cik: Schema.String,
  company_name: Schema.String,
  filing_date: Schema.NullOr(Schema.String),
  accepted_at: Schema.NullOr(Schema.String),
  detected_at: Schema.String,
  detected_via: DetectedVia,
  attempts: Count,
  last_error: Schema.NullOr(Schema.String),
  /** The scored line waiting for delivery (an outbox): delivered again as is after a crash. */
  line: Schema.NullOr(WatchLine)
}).annotations({ identifier: "PendingFiling" })
export type PendingFiling = typeof PendingFiling.Type

export const CURSOR_VERSION = 1

export const Cursor = Schema.Struct({
  version: Schema.Literal(CURSOR_VERSION),
  /** `--since` as given when the cursor was made (a later run must give the same, or none). */
  since: Schema.NullOr(Schema.String),
  /** The newest acceptance time read from the feed (ISO 8601); null before the first poll. */
  feed_time: Schema.NullOr(Schema.String),
  /** Filing dates up to this one are queued for their daily index (or were before the start). */
  index_through: Schema.NullOr(Schema.String),
  /** Filing dates whose daily index is still to be read, oldest first. */
  index_pending: Schema.Array(Schema.String),
  /** Found, not yet delivered, in the order found. */
  pending: Schema.Array(PendingFiling),
  /** Delivered (or there before the watch began), by accession, with their filing date: dropped after a while. */
  done: Schema.Record({ key: Schema.String, value: Schema.String }),
  /** The size of the NDJSON output at the last commit (`risk watch --out`). */
  delivered_bytes: Schema.NullOr(Count),
  updated_at: Schema.String
}).annotations({ identifier: "WatchCursor" })
export type Cursor = typeof Cursor.Type
