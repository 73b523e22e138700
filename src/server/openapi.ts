/**
 * The workspace routes as the OpenAPI document describes them: the descriptor routes (`/`,
 * `/widgets.json`, `/apps.json`, `/templates.json`, `/agents.json`, `/prompts.json`) and the
 * widgets' data routes (`/workspace/company` as HTML, the tables, the history chart). A
 * declaration for the document only: the routes are served by src/workspace/http.ts, from the
 * same query schemas; a test checks that every route served is described. With the HTTP API
 * (src/http/api.ts) it makes the document of every route the server answers (`ServedApi`),
 * assembled here, where the surfaces meet.
 */
import { HttpApi, HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { ERROR_TABLE } from "../domain/error-table.js"
import { Accession, CompanyId, CompareFromString, filingQueryFields, FiscalYearFromString, FormTypeFromString, QuarterFromString, ScoringModel } from "../domain/request.js"
import { MAX_PANEL_TICKERS } from "../pipeline/service/filing-service.js"
import { Api, DocumentationGroup, finishSpec } from "../http/api.js"
import { HttpError } from "../http/errors.js"
import { DEFAULT_CHART_COMPONENTS } from "../workspace/chart.js"
import { ENDPOINTS } from "../workspace/descriptors.js"
import { FilingQuery } from "../workspace/http.js"
import { HistoryChartQuery } from "../workspace/history-routes.js"
import { ChangeRow, FlagRow, ScreenRow } from "../workspace/tables.js"
import { LatestFilingRow, LatestQuery } from "../workspace/latest-filings.js"

const route = (endpoint: string) => `/${endpoint}` as const

/** A JSON value the document describes in words only (its shape is OpenBB Workspace's). */
const jsonObject = (identifier: string, description: string) =>
  Schema.Record({ key: Schema.String, value: Schema.Unknown }).annotations({ identifier, description })
const jsonArray = <S extends Schema.Schema.Any>(identifier: string, item: S, description: string) =>
  Schema.Array(item).annotations({ identifier, description })

const RootDescriptor = jsonObject(
  "WorkspaceRoot",
  "The backend's name, status and version, and the absolute URLs of its descriptors, /health and /mcp (null when the MCP tool server is not mounted)"
)
const WidgetsDescriptor = jsonObject(
  "WorkspaceWidgets",
  "OpenBB Workspace widgets keyed by widget id (name, description, type, endpoint, params, columns, mcp_tool), as Workspace's widgets.json specification has them"
)
const AppsDescriptor = jsonArray(
  "WorkspaceApps",
  Schema.Record({ key: Schema.String, value: Schema.Unknown }),
  "OpenBB Workspace apps (the Disclosure Risk app: tabs, layout, groups, prompts, mcp_servers), as Workspace's apps.json specification has them"
)
const AgentsDescriptor = jsonObject("WorkspaceAgents", "Custom agents keyed by id: none (`{}`)")
const PromptsDescriptor = jsonArray("WorkspacePrompts", Schema.String, "Prompts for the app, each a string that may mention a widget as @[id:widget_id]")
const PlotlyFigure = Schema.Struct({
  data: Schema.Array(Schema.Record({ key: Schema.String, value: Schema.Unknown })).annotations({ description: "the traces" }),
  layout: Schema.Record({ key: Schema.String, value: Schema.Unknown })
}).annotations({ identifier: "PlotlyFigure", description: "A Plotly figure (the chart widget's data)" })

/** An HTML page, with the status it is sent with. */
const html = (status: number, description: string) =>
  HttpApiSchema.Text({ contentType: "text/html" }).annotations(HttpApiSchema.annotations({ status, description }))

const TRUTHY_DESCRIPTION = "1, true, yes or on: the labelled example whatever the other parameters say"

/** `/workspace/company`: every parameter optional; without a ticker (or with demo) the labelled example. */
const CompanyQuery = Schema.Struct({
  ticker: Schema.optional(CompanyId).annotations({ description: "a ticker or CIK; absent: the labelled example (how Workspace validates the widget)" }),
  fiscal_year: Schema.optional(FiscalYearFromString).annotations({ description: "fiscal year; required with a ticker" }),
  form_type: Schema.optional(FormTypeFromString),
  quarter: Schema.optional(QuarterFromString),
  accession: Schema.optional(Accession),
  compare: Schema.optional(CompareFromString),
  scoring_model_version: Schema.optional(ScoringModel),
  demo: Schema.optional(Schema.String.annotations({ description: TRUTHY_DESCRIPTION }))
})

const ScreenQuery = Schema.Struct({
  tickers: Schema.String.annotations({
    description: `comma-separated tickers or CIKs, 1 to ${MAX_PANEL_TICKERS} (\`ticker\` is taken when \`tickers\` is absent)`
  }),
  ...filingQueryFields,
  scoring_model_version: Schema.optional(ScoringModel)
})

const HistoryChartParams = Schema.Struct({
  ...HistoryChartQuery.fields,
  components: Schema.optional(
    Schema.String.annotations({
      description: `comma-separated component names to plot beside the overall score (default: ${DEFAULT_CHART_COMPONENTS.join(", ")})`
    })
  )
})

/** The descriptor routes: public (no API key), always 200. */
export class WorkspaceDescriptorsGroup extends HttpApiGroup.make("workspace_descriptors")
  .add(HttpApiEndpoint.get("root", "/").addSuccess(RootDescriptor).annotate(OpenApi.Summary, "The backend's root: its name and the URLs of its descriptors"))
  .add(
    HttpApiEndpoint.get("widgets", "/widgets.json")
      .addSuccess(WidgetsDescriptor)
      .annotate(OpenApi.Summary, "OpenBB Workspace widgets, keyed by widget id")
  )
  .add(HttpApiEndpoint.get("apps", "/apps.json").addSuccess(AppsDescriptor).annotate(OpenApi.Summary, "OpenBB Workspace apps (an array)"))
  .add(
    HttpApiEndpoint.get("templates", "/templates.json")
      .addSuccess(AppsDescriptor)
      .annotate(OpenApi.Summary, "The apps under their legacy name (the same array as /apps.json)")
  )
  .add(HttpApiEndpoint.get("agents", "/agents.json").addSuccess(AgentsDescriptor).annotate(OpenApi.Summary, "Custom agents: none"))
  .add(HttpApiEndpoint.get("prompts", "/prompts.json").addSuccess(PromptsDescriptor).annotate(OpenApi.Summary, "The app's prompts (an array of strings)"))
  .annotate(
    OpenApi.Description,
    "OpenBB Workspace descriptors. Deliberately further than service-spec.md's `object`: each has the shape Workspace's specification gives it (docs/spec-departures.md)."
  ) {}

/** The scorecard widget's route: HTML, errors included (an API key when keys are configured). */
export class WorkspaceScorecardGroup extends HttpApiGroup.make("workspace_scorecard")
  .add(
    HttpApiEndpoint.get("company", route(ENDPOINTS.company))
      .setUrlParams(CompanyQuery)
      .addSuccess(html(200, "The scorecard: static HTML and CSS, no scripts"))
      .addError(html(ERROR_TABLE.FilingNotFound.status, "No filing for the ticker, fiscal year and form: an HTML page saying so"))
      .addError(html(ERROR_TABLE.InvalidRequest.status, "Invalid parameters: an HTML page naming each"))
      .addError(html(ERROR_TABLE.UpstreamUnavailable.status, "The upstream filing system failed: an HTML page saying so"))
      .addError(HttpError.Unauthorized)
      .annotate(OpenApi.Summary, "The company scorecard widget (HTML)")
      .annotate(
        OpenApi.Description,
        "An `html` widget: the headline and its band, the components with weights and bars, coverage, confidence, the other models' headlines, active flags with their evidence, section changes. Without a ticker (or with `demo`) a clearly labelled example. Errors are HTML pages with their status. Deliberately further than service-spec.md's JSON responses (docs/spec-departures.md)."
      )
  )
  .annotate(OpenApi.Description, "OpenBB Workspace's scorecard widget: an HTML page") {}

/** The widgets' table and chart routes (an API key when keys are configured). */
export class WorkspaceDataGroup extends HttpApiGroup.make("workspace")
  .add(
    HttpApiEndpoint.get("flags", route(ENDPOINTS.flags))
      .setUrlParams(FilingQuery)
      .addSuccess(jsonArray("WorkspaceFlagRows", FlagRow, "One row per evidence sentence of each active flag"))
      .annotate(OpenApi.Summary, "The active flags widget: one row per evidence sentence")
  )
  .add(
    HttpApiEndpoint.get("changes", route(ENDPOINTS.changes))
      .setUrlParams(FilingQuery)
      .addSuccess(jsonArray("WorkspaceChangeRows", ChangeRow, "One row per section compared with the prior filing"))
      .annotate(OpenApi.Summary, "The section changes widget: one row per compared section")
  )
  .add(
    HttpApiEndpoint.get("screen", route(ENDPOINTS.screen))
      .setUrlParams(ScreenQuery)
      .addSuccess(jsonArray("WorkspaceScreenRows", ScreenRow, "One row per ticker, in the order asked; a ticker that fails is an error row"))
      .annotate(OpenApi.Summary, `The screen widget: a panel of up to ${MAX_PANEL_TICKERS} tickers as a table`)
  )
  .add(
    HttpApiEndpoint.get("history_chart", route(ENDPOINTS.history))
      .setUrlParams(HistoryChartParams)
      .addSuccess(PlotlyFigure)
      .annotate(OpenApi.Summary, "The history chart widget: the overall score and chosen components over time (a Plotly figure)")
  )
  .add(
    HttpApiEndpoint.get("latest_filings", route(ENDPOINTS.latest))
      .setUrlParams(LatestQuery)
      .addSuccess(jsonArray("WorkspaceLatestFilingRows", LatestFilingRow, "The latest scored filings of the feed, newest first (none when no watcher feeds the server)"))
      .annotate(OpenApi.Summary, "The latest scored filings widget: filings scored as they land on EDGAR, as a table")
  )
  .addError(HttpError.FilingNotFound)
  .addError(HttpError.InvalidRequest)
  .addError(HttpError.UpstreamUnavailable)
  .addError(HttpError.Unauthorized)
  .annotate(OpenApi.Description, "OpenBB Workspace widgets' data: tables (arrays of flat rows) and a chart") {}

/**
 * The routes served beside the API, for the document only: the workspace descriptors and
 * widgets and the documentation, each of which answers a defect with 500 as the API's routes
 * do (the middleware's answer). `/mcp` is left out, as service-spec.md has it (absent from
 * the machine-readable route schema).
 */
const SurfaceApi = HttpApi.make("surfaces")
  .add(WorkspaceDescriptorsGroup)
  .add(WorkspaceScorecardGroup)
  .add(WorkspaceDataGroup)
  .add(DocumentationGroup)
  .addError(HttpError.Internal)

/** The API as served (./http.ts): its document describes every route the server answers but `/mcp`. */
export const ServedApi = Api.annotate(OpenApi.Transform, finishSpec(() => OpenApi.fromApi(SurfaceApi)))
