/**
 * The workspace backend: descriptor routes (`/`, `/widgets.json`, `/apps.json`,
 * `/templates.json`, `/agents.json`, `/prompts.json`) and the widgets' data routes
 * (`/workspace/company` as HTML, `/workspace/flags`, `/workspace/changes`,
 * `/workspace/screen` as arrays of flat rows). Every number comes from `FilingService`.
 */
import { HttpLayerRouter, type HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect, Either, Layer } from "effect"
import type { ErrorPath } from "../domain/errors.js"
import { FilingService, type FilingError, MAX_PANEL_TICKERS } from "../pipeline/FilingService.js"
import type { FullResult } from "../pipeline/result.js"
import { McpAvailability, McpAvailabilityLive } from "../mcp/sdk.js"
import {
  errorBody,
  errorStatus,
  filingRequestFrom,
  invalid,
  parseCompare,
  parseFiscalYear,
  parseFormType,
  parseModel,
  parseQuarterFor
} from "../mcp/request.js"
import {
  appsJson,
  baseUrlFrom,
  type DescriptorOptions,
  ENDPOINTS,
  promptsJson,
  rootJson,
  widgetsJson
} from "./descriptors.js"
import { EXAMPLE_RESULT } from "./example.js"
import { renderError, renderScorecard } from "./render.js"
import { historyChart, scorecardHistory } from "./history-routes.js"
import { changeRows, flagRows, screenRows } from "./tables.js"

const route = (endpoint: string) => `/${endpoint}` as const

const HTML = "text/html; charset=utf-8"

const searchParams = (request: HttpServerRequest.HttpServerRequest): URLSearchParams => {
  const q = request.url.indexOf("?")
  return new URLSearchParams(q < 0 ? "" : request.url.slice(q + 1))
}

/** A query's parameters as a record (first value wins; blank values count as absent later). */
const paramsOf = (request: HttpServerRequest.HttpServerRequest): Record<string, string> => {
  const out: Record<string, string> = {}
  for (const [k, v] of searchParams(request)) if (!(k in out)) out[k] = v
  return out
}

const json = (body: unknown, status = 200) => HttpServerResponse.unsafeJson(body, { status })

const html = (body: string, status = 200) =>
  HttpServerResponse.text(body, { status, contentType: HTML, headers: { "cache-control": "no-store" } })

const jsonError = (e: FilingError) => json(errorBody(e), errorStatus(e))

const htmlError = (e: FilingError) => html(renderError({ status: errorStatus(e), ...errorBody(e) }), errorStatus(e))

const TRUTHY = new Set(["1", "true", "yes", "on"])

/** Parses the filing parameters of a data route; `Left` is a validation failure. */
const filingRequestOf = (params: Record<string, string>) =>
  filingRequestFrom({
    ticker: params.ticker,
    fiscal_year: params.fiscal_year,
    form_type: params.form_type,
    quarter: params.quarter,
    accession: params.accession,
    compare: params.compare,
    scoring_model_version: params.scoring_model_version
  })

const scoreOf = (service: FilingService["Type"], params: Record<string, string>): Effect.Effect<FullResult, FilingError> =>
  Either.match(filingRequestOf(params), { onLeft: Effect.fail, onRight: service.score })

/** The routes; needs `FilingService` and `McpAvailability` (whether to advertise `/mcp`). */
export const workspaceRoutesWith: Layer.Layer<never, never, HttpLayerRouter.HttpRouter | FilingService | McpAvailability> =
  Layer.unwrapEffect(
    Effect.gen(function* () {
      const service = yield* FilingService
      const mcp = yield* McpAvailability
      const opts = (request: HttpServerRequest.HttpServerRequest): DescriptorOptions => ({
        baseUrl: baseUrlFrom(request.headers),
        mcp
      })

      const company = (request: HttpServerRequest.HttpServerRequest) => {
        const params = paramsOf(request)
        const demo = TRUTHY.has((params.demo ?? "").trim().toLowerCase())
        if (demo || (params.ticker ?? "").trim() === "") {
          return Effect.succeed(html(renderScorecard(EXAMPLE_RESULT, { example: true })))
        }
        return scoreOf(service, params).pipe(
          Effect.flatMap((r) => Effect.map(scorecardHistory(service, r), (history) => html(renderScorecard(r, { history })))),
          Effect.catchAll((e) => Effect.succeed(htmlError(e)))
        )
      }

      const table = <Row>(rows: (r: FullResult) => Array<Row>) => (request: HttpServerRequest.HttpServerRequest) =>
        scoreOf(service, paramsOf(request)).pipe(
          Effect.map((r) => json(rows(r))),
          Effect.catchAll((e) => Effect.succeed(jsonError(e)))
        )

      const screen = (request: HttpServerRequest.HttpServerRequest) => {
        const params = paramsOf(request)
        const errors: Array<ErrorPath> = []
        const tickers = (params.tickers ?? params.ticker ?? "")
          .split(/[\s,]+/)
          .map((t) => t.trim())
          .filter((t) => t !== "")
        if (tickers.length === 0) errors.push({ path: "tickers", message: "required: one or more tickers separated by commas" })
        if (tickers.length > MAX_PANEL_TICKERS) {
          errors.push({ path: "tickers", message: `at most ${MAX_PANEL_TICKERS} tickers per screen, got ${tickers.length}` })
        }
        const fiscalYear = parseFiscalYear(params.fiscal_year, errors)
        const form = parseFormType(params.form_type, errors) ?? "10-K"
        const model = parseModel(params.scoring_model_version, errors)
        const quarter = parseQuarterFor(form, params.quarter, errors)
        const compare = parseCompare(params.compare, errors)
        if (errors.length > 0 || fiscalYear === null) return Effect.succeed(jsonError(invalid(errors)))
        return service
          .panel({
            tickers,
            fiscalYear,
            form,
            quarter,
            ...(compare === null ? {} : { compare }),
            ...(model === null ? {} : { model })
          })
          .pipe(
            Effect.map((items) => json(screenRows(items))),
            Effect.catchAll((e) => Effect.succeed(jsonError(e)))
          )
      }

      return HttpLayerRouter.addAll([
        HttpLayerRouter.route("GET", "/", (request) => Effect.succeed(json(rootJson(opts(request))))),
        HttpLayerRouter.route("GET", "/widgets.json", (request) => Effect.succeed(json(widgetsJson(opts(request))))),
        HttpLayerRouter.route("GET", "/apps.json", (request) => Effect.succeed(json(appsJson(opts(request))))),
        HttpLayerRouter.route("GET", "/templates.json", (request) => Effect.succeed(json(appsJson(opts(request))))),
        HttpLayerRouter.route("GET", "/agents.json", Effect.succeed(json({}))),
        HttpLayerRouter.route("GET", "/prompts.json", Effect.succeed(json(promptsJson()))),
        HttpLayerRouter.route("GET", route(ENDPOINTS.company), company),
        HttpLayerRouter.route("GET", route(ENDPOINTS.flags), table(flagRows)),
        HttpLayerRouter.route("GET", route(ENDPOINTS.changes), table(changeRows)),
        HttpLayerRouter.route("GET", route(ENDPOINTS.screen), screen),
        HttpLayerRouter.route("GET", route(ENDPOINTS.history), (request) => historyChart(service, paramsOf(request)))
      ])
    })
  )

/** The workspace routes, advertising `/mcp` when the MCP SDK is installed; needs `FilingService`. */
export const WorkspaceRoutes: Layer.Layer<never, never, HttpLayerRouter.HttpRouter | FilingService> =
  workspaceRoutesWith.pipe(Layer.provide(McpAvailabilityLive))
