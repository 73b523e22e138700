/**
 * The workspace's history views: the `chart` widget's Plotly figure
 * (`/workspace/history-chart`) and the scorecard's sparkline. Every number comes from
 * `companyHistory`, that is from `FilingService`.
 */
import { HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"
import type { ErrorPath } from "../domain/errors.js"
import { errorBody, errorStatus, invalid, parseModel, parseTicker } from "../mcp/request.js"
import { FilingService } from "../pipeline/FilingService.js"
import { companyHistory, type HistoryForm, HISTORY_YEAR_MAX, HISTORY_YEAR_MIN } from "../pipeline/history.js"
import type { FullResult } from "../pipeline/result.js"
import { historyFigure, parseComponents, sparklineBlock, sparkPoints } from "./chart.js"

/** Fiscal years the scorecard's sparkline spans, ending at the filing's. */
export const SPARKLINE_YEARS = 5

const json = (body: unknown, status = 200) => HttpServerResponse.unsafeJson(body, { status })

const parseYear = (raw: string | undefined, path: string, errors: Array<ErrorPath>): number | null => {
  if (raw === undefined || raw.trim() === "") return null
  const n = /^\s*\d{4}\s*$/.test(raw) ? Number(raw) : Number.NaN
  if (!Number.isInteger(n) || n < HISTORY_YEAR_MIN || n > HISTORY_YEAR_MAX) {
    errors.push({ path, message: `expected a year from ${HISTORY_YEAR_MIN} to ${HISTORY_YEAR_MAX}, got ${JSON.stringify(raw.slice(0, 40))}` })
    return null
  }
  return n
}

const parseHistoryForm = (raw: string | undefined, errors: Array<ErrorPath>): HistoryForm => {
  const s = (raw ?? "").trim().toUpperCase()
  if (s === "" || s === "10-K") return "10-K"
  if (s === "10-Q") return "10-Q"
  errors.push({ path: "form_type", message: `expected 10-K or 10-Q, got ${JSON.stringify((raw ?? "").slice(0, 40))}` })
  return "10-K"
}

/** `GET /workspace/history-chart?ticker=&from=&to=&form_type=&components=&scoring_model_version=`: a Plotly figure. */
export const historyChart = (service: FilingService["Type"], params: Record<string, string>) => {
  const errors: Array<ErrorPath> = []
  const ticker = parseTicker(params.ticker, errors)
  const from = parseYear(params.from, "from", errors)
  const to = parseYear(params.to, "to", errors)
  const form = parseHistoryForm(params.form_type, errors)
  const model = parseModel(params.scoring_model_version, errors)
  const { components, unknown } = parseComponents(params.components)
  if (unknown.length > 0) errors.push({ path: "components", message: `unknown component(s): ${unknown.join(", ")}` })
  if (errors.length > 0 || ticker === null) return Effect.succeed(json(errorBody(invalid(errors)), 422))
  return companyHistory({ ticker, from, to, form, ...(model === null ? {} : { model }) }).pipe(
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
  return companyHistory({ ticker, from: Math.max(HISTORY_YEAR_MIN, fy - years + 1), to: fy, form, model: r.versions.scoring_model_version }).pipe(
    Effect.provideService(FilingService, service),
    Effect.map((h) => sparklineBlock(sparkPoints(h, r.filing.accession_number))),
    Effect.catchAll(() => Effect.succeed(""))
  )
}
