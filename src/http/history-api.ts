/**
 * `GET /v1/company/{ticker}/history`: a company's disclosure-risk history over a range of
 * fiscal years (one row per scored filing, missing years with their reason).
 */
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { FiscalYearFromString, ScoringModel } from "../domain/request.js"
import { HistoryFormFromString, HistoryResponse, MAX_HISTORY_YEARS } from "../pipeline/service/history.js"
import { HttpError } from "./errors.js"
import { TickerPath } from "./schemas.js"

export const HistoryParams = Schema.Struct({
  from: Schema.optional(FiscalYearFromString).annotations({ description: "first fiscal year (default: ten years before `to`)" }),
  to: Schema.optional(FiscalYearFromString).annotations({ description: "last fiscal year (default: the current year)" }),
  form_type: Schema.optionalWith(HistoryFormFromString, { default: () => "10-K" as const }),
  scoring_model_version: Schema.optional(ScoringModel)
}).annotations({ parseOptions: { errors: "all" } })
export type HistoryParams = typeof HistoryParams.Type

export class HistoryGroup extends HttpApiGroup.make("history")
  .add(
    HttpApiEndpoint.get("history", "/v1/company/:ticker/history")
      .setPath(TickerPath)
      .setUrlParams(HistoryParams)
      .addSuccess(HistoryResponse)
      .annotate(OpenApi.Summary, "A company's disclosure-risk history: one row per 10-K (or 10-Q) over a range of fiscal years")
      .annotate(
        OpenApi.Description,
        `Each filing is scored as a single request would score it (same cache, same numbers), with its change score against its own prior. Years without a scored filing are listed under \`missing\` with their reason (not_filed, document_unavailable). At most ${MAX_HISTORY_YEARS} fiscal years; an unknown company is 404.`
      )
  )
  .addError(HttpError.FilingNotFound)
  .addError(HttpError.InvalidRequest)
  .addError(HttpError.UpstreamUnavailable)
  .addError(HttpError.Unauthorized)
  .annotate(OpenApi.Description, "Disclosure risk over time") {}
