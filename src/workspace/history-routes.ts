/**
 * The workspace's history views: the `chart` widget's Plotly figure
 * (`/workspace/history-chart`) and the scorecard's sparkline. Every number comes from
 * `companyHistory`, that is from `FilingService`.
 */
import { HttpServerResponse } from "@effect/platform"
import { Effect, Schema } from "effect"
import type { ErrorPath } from "../domain/errors.js"
import { CompanyId, decodeRequest, FISCAL_YEAR_MIN, FiscalYearFromString, ScoringModel } from "../domain/request.js"
import { errorBody, errorStatus, invalid } from "../domain/error-table.js"
import { FilingService } from "../pipeline/service/filing-service.js"
import { companyHistory, type HistoryForm, HistoryFormFromString } from "../pipeline/service/history.js"
import type { FullResult } from "../pipeline/analysis/result.js"
import { historyFigure, parseComponents, sparklineBlock, sparkPoints } from "./chart.js"

/** Fiscal years the scorecard's sparkline spans, ending at the filing's. */
export const SPARKLINE_YEARS = 5

const json = (body: unknown, status = 200) => HttpServerResponse.unsafeJson(body, { status })

/** The chart's parameters besides `components` (other parameters are the client's own, ignored). */
export const HistoryChartQuery = Schema.Struct({
  ticker: CompanyId,
  from: Schema.optional(FiscalYearFromString),
  to: Schema.optional(FiscalYearFromString),
  form_type: Schema.optionalWith(HistoryFormFromString, { default: (): HistoryForm => "10-K" }),
  scoring_model_version: Schema.optional(ScoringModel)
})
const decodeHistoryChartQuery = decodeRequest(HistoryChartQuery, "ignore")

/** `GET /workspace/history-chart?ticker=&from=&to=&form_type=&components=&scoring_model_version=`: a Plotly figure. */
export const historyChart = (service: FilingService["Type"], params: Record<string, string>) => {
  const { components, unknown } = parseComponents(params.components)
  const componentErrors: Array<ErrorPath> =
    unknown.length > 0 ? [{ path: "components", message: `unknown component(s): ${unknown.join(", ")}` }] : []
  return decodeHistoryChartQuery(params).pipe(
    Effect.mapError((e) => invalid([...e.errors, ...componentErrors])),
    Effect.filterOrFail(() => componentErrors.length === 0, () => invalid(componentErrors)),
    Effect.flatMap((q) =>
      companyHistory({
        ticker: q.ticker,
        from: q.from ?? null,
        to: q.to ?? null,
        form: q.form_type,
        ...(q.scoring_model_version === undefined ? {} : { model: q.scoring_model_version })
      })
    ),
    Effect.provideService(FilingService, service),
    Effect.map((h) => json(historyFigure(h, components))),
    Effect.catchAll((e) => Effect.succeed(json(errorBody(e), errorStatus(e))))
  )
}

/**
 * The scorecard's sparkline: the overall score of the company's 10-Ks (or 10-Qs) of the
 * last few fiscal years up to the filing's. Best effort: nothing when the history fails.
 */
export const scorecardHistory = (service: FilingService["Type"], r: FullResult): Effect.Effect<string> => {
  const fy = r.filing.fiscal_year
  const form = r.filing.form_type
  if (fy === null || (form !== "10-K" && form !== "10-Q") || r.filing.ticker === null && r.filing.cik === null) return Effect.succeed("")
  const ticker = r.filing.ticker ?? r.filing.cik ?? ""
  const years = form === "10-K" ? SPARKLINE_YEARS : 2
  return companyHistory({ ticker, from: Math.max(FISCAL_YEAR_MIN, fy - years + 1), to: fy, form, model: r.versions.scoring_model_version }).pipe(
    Effect.provideService(FilingService, service),
    Effect.map((h) => sparklineBlock(sparkPoints(h, r.filing.accession_number))),
    Effect.catchAll(() => Effect.succeed(""))
  )
}
