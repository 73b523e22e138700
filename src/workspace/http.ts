/**
 * The workspace backend: descriptor routes (`/`, `/widgets.json`, `/apps.json`,
 * `/templates.json`, `/agents.json`, `/prompts.json`) and the widgets' data routes
 * (`/workspace/company` as HTML, `/workspace/flags`, `/workspace/changes`,
 * `/workspace/screen` as arrays of flat rows). Every number comes from `FilingService`.
 */
import { HttpLayerRouter, type HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect, Layer, Schema } from "effect"
import type { ErrorPath } from "../domain/errors.js"
import { CompanyId, decodePanelTickers, decodeRequest, filingQueryFields, ScoringModel, toFilingRequest, toPanelFilings, wireRules } from "../domain/request.js"
import { FilingService, type FilingError } from "../pipeline/service/filing-service.js"
import type { FullResult } from "../pipeline/analysis/result.js"
import { sideBySide } from "../pipeline/analysis/side-by-side.js"
import { McpAvailability } from "../domain/mcp.js"
import { errorBody, errorStatus, invalid } from "../domain/error-table.js"
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
import { latestFilings } from "./latest-filings.js"
import { latestFilingsOrNone } from "../pipeline/watcher/feed.js"
import { changeRows, flagRows, screenRows } from "./tables.js"

const route = (endpoint: string) => `/${endpoint}` as const

const HTML = "text/html; charset=utf-8"

const searchParams = (request: HttpServerRequest.HttpServerRequest): URLSearchParams => {
  const q = request.url.indexOf("?")
  return new URLSearchParams(q < 0 ? "" : request.url.slice(q + 1))
}

/** A query's parameters as a record (first value wins; blank values are absent). */
const paramsOf = (request: HttpServerRequest.HttpServerRequest): Record<string, string> => {
  const out: Record<string, string> = {}
  for (const [k, v] of searchParams(request)) if (!(k in out) && v.trim() !== "") out[k] = v.trim()
  return out
}

const json = (body: unknown, status = 200) => HttpServerResponse.unsafeJson(body, { status })

const html = (body: string, status = 200) =>
  HttpServerResponse.text(body, { status, contentType: HTML, headers: { "cache-control": "no-store" } })

const jsonError = (e: FilingError) => json(errorBody(e), errorStatus(e))

const htmlError = (e: FilingError) => html(renderError({ status: errorStatus(e), ...errorBody(e) }), errorStatus(e))

const TRUTHY = new Set(["1", "true", "yes", "on"])

/** The filing parameters of a data route (other parameters are the client's own, ignored). */
export const FilingQuery = wireRules(
  Schema.Struct({ ticker: CompanyId, ...filingQueryFields, scoring_model_version: Schema.optional(ScoringModel) })
)
const decodeFilingQuery = decodeRequest(FilingQuery, "ignore")

/** The parameters of the screen besides its tickers. */
const ScreenQuery = wireRules(Schema.Struct({ ...filingQueryFields, scoring_model_version: Schema.optional(ScoringModel) }))
const decodeScreenQuery = decodeRequest(ScreenQuery, "ignore")

const scoreOf = (service: FilingService["Type"], params: Record<string, string>): Effect.Effect<FullResult, FilingError> =>
  Effect.flatMap(decodeFilingQuery(params), (q) => service.score(toFilingRequest(q)))

/** The routes; needs `FilingService` and `McpAvailability` (whether to advertise `/mcp`). */
export const workspaceRoutesWith: Layer.Layer<never, never, HttpLayerRouter.HttpRouter | FilingService | McpAvailability> =
  Layer.unwrapEffect(
    Effect.gen(function* () {
      const service = yield* FilingService
      const mcp = yield* McpAvailability
      const feed = yield* latestFilingsOrNone
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
          Effect.flatMap((r) =>
            Effect.zipWith(
              scorecardHistory(service, r),
              // the headlines of v2 and v3 side by side: the result's metrics re-scored, nothing analysed again
              sideBySide(r, service.rescore),
              (history, sides) => html(renderScorecard(r, { history, beside: sides.slice(1) }))
            )
          ),
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
        const listed = (params.tickers ?? params.ticker ?? "")
          .split(/[\s,]+/)
          .map((t) => t.trim())
          .filter((t) => t !== "")
        // every problem at once: the tickers' and the other parameters'
        const decoded = Effect.all([Effect.either(decodePanelTickers(listed)), Effect.either(decodeScreenQuery(params))]).pipe(
          Effect.flatMap(([tickers, query]) => {
            const errors: Array<ErrorPath> = [
              ...(tickers._tag === "Left" ? tickers.left.errors : []),
              ...(query._tag === "Left" ? query.left.errors : [])
            ]
            return tickers._tag === "Right" && query._tag === "Right"
              ? Effect.succeed(toPanelFilings({ ...query.right, tickers: tickers.right }))
              : Effect.fail(invalid(errors))
          })
        )
        return decoded.pipe(
          Effect.flatMap((panel) => service.panel(panel)),
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
        HttpLayerRouter.route("GET", route(ENDPOINTS.history), (request) => historyChart(service, paramsOf(request))),
        HttpLayerRouter.route("GET", route(ENDPOINTS.latest), (request) => latestFilings(feed, paramsOf(request)))
      ])
    })
  )
