/**
 * The "latest scored filings" table widget: the feed of newly scored filings as flat rows
 * (`/workspace/latest-filings?limit=&form_type=&ticker=`), refreshed by the Workspace every
 * few seconds. Every number is the feed event's own.
 */
import { HttpServerResponse } from "@effect/platform"
import { Effect, Schema } from "effect"
import { errorBody, errorStatus } from "../domain/error-table.js"
import { CompanyId, decodeRequest, FormTypeFromString } from "../domain/request.js"
import type { LatestFilingsService } from "../pipeline/watcher/feed.js"
import { type FeedEvent, type FeedPage, MAX_FEED_LIMIT } from "../watch/schema.js"
import type { WidgetParam } from "./descriptors.js"
import type { ColumnDef } from "./tables.js"

export const LatestFilingRow = Schema.Struct({
  seq: Schema.Number,
  detected_at: Schema.String,
  form_type: Schema.String,
  ticker: Schema.NullOr(Schema.String),
  company_name: Schema.String,
  accession_number: Schema.String,
  filing_date: Schema.NullOr(Schema.String),
  overall_disclosure_risk_score: Schema.NullOr(Schema.Number),
  band: Schema.String,
  screening_score: Schema.NullOr(Schema.Number),
  screening_band: Schema.String,
  change_score: Schema.NullOr(Schema.Number),
  flag_count: Schema.Number,
  flags: Schema.String,
  top_evidence: Schema.String,
  prior_accession_number: Schema.NullOr(Schema.String),
  status: Schema.String,
  source_url: Schema.NullOr(Schema.String)
}).annotations({ identifier: "WorkspaceLatestFilingRow" })
export type LatestFilingRow = typeof LatestFilingRow.Type

export const LATEST_COLUMNS: ReadonlyArray<ColumnDef<keyof LatestFilingRow>> = [
  { field: "detected_at", headerName: "Detected", cellDataType: "dateString", pinned: "left", minWidth: 170 },
  { field: "form_type", headerName: "Form", cellDataType: "text", width: 80 },
  { field: "ticker", headerName: "Ticker", cellDataType: "text", width: 90 },
  { field: "company_name", headerName: "Company", cellDataType: "text", minWidth: 180 },
  { field: "overall_disclosure_risk_score", headerName: "Risk (v2)", cellDataType: "number", formatterFn: "none", decimalPlaces: 1, headerTooltip: "overall disclosure-risk score 0-100, the calibrated model" },
  { field: "band", headerName: "Band", cellDataType: "text", width: 100 },
  { field: "screening_score", headerName: "Screening (v3)", cellDataType: "number", formatterFn: "none", decimalPlaces: 1, headerTooltip: "the screening model's headline 0-100 over the same analysis" },
  { field: "screening_band", headerName: "v3 band", cellDataType: "text", width: 100 },
  { field: "change_score", headerName: "Change vs prior", cellDataType: "number", formatterFn: "none", decimalPlaces: 1, headerTooltip: "disclosure change against the prior filing, 0-100" },
  { field: "flag_count", headerName: "Flags", cellDataType: "number", formatterFn: "int", width: 80 },
  { field: "flags", headerName: "Active flags", cellDataType: "text", minWidth: 220 },
  { field: "top_evidence", headerName: "Evidence", cellDataType: "text", minWidth: 320 },
  { field: "filing_date", headerName: "Filed", cellDataType: "dateString", hide: true },
  { field: "accession_number", headerName: "Accession", cellDataType: "text", minWidth: 190 },
  { field: "prior_accession_number", headerName: "Prior", cellDataType: "text", hide: true },
  { field: "status", headerName: "Status", cellDataType: "text", hide: true },
  { field: "source_url", headerName: "Document", cellDataType: "text", hide: true },
  { field: "seq", headerName: "#", cellDataType: "number", formatterFn: "int", hide: true }
]

const cut = (s: string, n: number): string => (s.length <= n ? s : `${s.slice(0, n - 1)}…`)

export const latestRow = (e: FeedEvent): LatestFilingRow => {
  const first = e.active_flags[0]?.top_evidence ?? null
  return {
    seq: e.seq,
    detected_at: e.detected_at,
    form_type: e.form_type,
    ticker: e.ticker,
    company_name: e.company_name,
    accession_number: e.accession_number,
    filing_date: e.filing_date,
    overall_disclosure_risk_score: e.headline?.overall_disclosure_risk_score ?? null,
    band: e.headline?.band ?? "unavailable",
    screening_score: e.screening?.overall_disclosure_risk_score ?? null,
    screening_band: e.screening?.band ?? "unavailable",
    change_score: e.change?.change_score ?? null,
    flag_count: e.active_flags.length,
    flags: e.active_flags.map((f) => `${f.label} ×${f.evidence_count}`).join("; "),
    top_evidence: e.event === "filing_failed" ? `not scored: ${e.error?.detail ?? ""}` : first === null ? "" : cut(first.sentence, 300),
    prior_accession_number: e.change?.prior_accession_number ?? null,
    status: e.event === "filing_scored" ? "scored" : `failed: ${e.error?.code ?? "error"}`,
    source_url: e.source_url
  }
}

export const latestRows = (page: FeedPage): Array<LatestFilingRow> => page.events.map(latestRow)

export const latestFilingsParams: ReadonlyArray<WidgetParam> = [
  { paramName: "limit", type: "number", value: 50, label: "Filings", description: `How many of the latest scored filings (1 to ${MAX_FEED_LIMIT})` },
  {
    paramName: "form_type",
    type: "text",
    value: "",
    label: "Form",
    description: "Only this form",
    options: [
      { label: "All", value: "" },
      { label: "10-K", value: "10-K" },
      { label: "10-Q", value: "10-Q" },
      { label: "8-K", value: "8-K" }
    ]
  }
]

/** The widget's parameters (other parameters are the client's own, ignored). */
export const LatestQuery = Schema.Struct({
  limit: Schema.optional(
    Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, MAX_FEED_LIMIT)).annotations({ description: `how many of the latest scored filings, 1 to ${MAX_FEED_LIMIT} (default 50)` })
  ),
  form_type: Schema.optional(FormTypeFromString),
  ticker: Schema.optional(CompanyId.annotations({ description: "only this company: a ticker or a CIK" }))
})
const decodeLatestQuery = decodeRequest(LatestQuery, "ignore")

/** `GET /workspace/latest-filings`: the latest scored filings as rows (a 422 body for bad parameters). */
export const latestFilings = (feed: LatestFilingsService, params: Record<string, string>) =>
  decodeLatestQuery(params).pipe(
    Effect.flatMap((q) =>
      feed.page({
        ...(q.limit === undefined ? {} : { limit: q.limit }),
        ...(q.form_type === undefined ? {} : { form_type: q.form_type }),
        ...(q.ticker === undefined ? {} : { ticker: q.ticker })
      })
    ),
    Effect.map((page) => HttpServerResponse.unsafeJson(latestRows(page), { headers: { "cache-control": "no-store" } })),
    Effect.catchAll((e) => Effect.succeed(HttpServerResponse.unsafeJson(errorBody(e), { status: errorStatus(e) })))
  )
