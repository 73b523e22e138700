/**
 * The HTTP API: every endpoint with its parameters, body, responses and errors. The
 * OpenAPI document at /openapi.json is generated from this declaration.
 */
import { HttpApi, HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { SOFTWARE_VERSION } from "../domain/versions.js"
import { HistoryGroup } from "./history-api.js"
import {
  ChangesResponse,
  FilingNotFoundError,
  FilingParams,
  FilingsParams,
  FilingsResponse,
  FlagsResponse,
  Health,
  InternalError,
  InvalidRequestError,
  MatrixParams,
  MatrixResponse,
  MetricsResponse,
  PanelRequest,
  PanelResponse,
  PayloadTooLargeError,
  ScoredFilingParams,
  SectionsParams,
  SectionsResponse,
  TickerPath,
  UnauthorizedError,
  UpstreamUnavailableError
} from "./schemas.js"

const company = (name: string) => `/v1/company/:ticker/${name}` as const

/** Filing identity: the filings of a year and a filing's sections. */
export class FilingsGroup extends HttpApiGroup.make("filings")
  .add(
    HttpApiEndpoint.get("filings", company("filings"))
      .setPath(TickerPath)
      .setUrlParams(FilingsParams)
      .addSuccess(FilingsResponse)
      .annotate(OpenApi.Summary, "A company's 10-K, 10-Q and 8-K filings of a fiscal year")
  )
  .add(
    HttpApiEndpoint.get("sections", company("sections"))
      .setPath(TickerPath)
      .setUrlParams(SectionsParams)
      .addSuccess(SectionsResponse)
      .annotate(OpenApi.Summary, "The extracted sections of a filing (cleaned_text with include_text=true)")
  )
  .addError(FilingNotFoundError)
  .addError(InvalidRequestError)
  .addError(UpstreamUnavailableError)
  .addError(UnauthorizedError)
  .annotate(OpenApi.Description, "Filings and their sections") {}

/** A filing's analysis: changes, flags, scores and metrics. */
export class DisclosureGroup extends HttpApiGroup.make("disclosure")
  .add(
    HttpApiEndpoint.get("changes", company("disclosure-changes"))
      .setPath(TickerPath)
      .setUrlParams(ScoredFilingParams)
      .addSuccess(ChangesResponse)
      .annotate(OpenApi.Summary, "Section changes against the prior filing and the change score")
  )
  .add(
    HttpApiEndpoint.get("flags", company("disclosure-flags"))
      .setPath(TickerPath)
      .setUrlParams(FilingParams)
      .addSuccess(FlagsResponse)
      .annotate(OpenApi.Summary, "Flags per section and the active flags with their evidence")
  )
  .add(
    HttpApiEndpoint.get("matrix", company("disclosure-matrix"))
      .setPath(TickerPath)
      .setUrlParams(MatrixParams)
      .addSuccess(MatrixResponse)
      .annotate(OpenApi.Summary, "Scores of a filing, shaped by include, fields or tier")
  )
  .add(
    HttpApiEndpoint.get("metrics", company("disclosure-metrics"))
      .setPath(TickerPath)
      .setUrlParams(FilingParams)
      .addSuccess(MetricsResponse)
      .annotate(OpenApi.Summary, "The metrics document of a filing (the scoring input)")
  )
  .addError(FilingNotFoundError)
  .addError(InvalidRequestError)
  .addError(UpstreamUnavailableError)
  .addError(UnauthorizedError)
  .annotate(OpenApi.Description, "Disclosure changes, flags, scores and metrics of one filing") {}

/** Up to 25 tickers in one request. */
export class PanelGroup extends HttpApiGroup.make("panel")
  .add(
    HttpApiEndpoint.post("panel", "/v1/panel/disclosure-matrix")
      .setPayload(PanelRequest)
      .addSuccess(PanelResponse)
      .annotate(
        OpenApi.Description,
        "Scores up to 25 tickers; per-ticker failures are `error` entries (HTTP 200), results keep the request order. Content-Type must be application/json."
      )
      .annotate(OpenApi.Summary, "Scores of up to 25 tickers")
  )
  .addError(InvalidRequestError)
  .addError(PayloadTooLargeError)
  .addError(UnauthorizedError)
  .annotate(OpenApi.Description, "Batch scoring") {}

export class HealthGroup extends HttpApiGroup.make("health")
  .add(HttpApiEndpoint.get("health", "/health").addSuccess(Health).annotate(OpenApi.Summary, "Service health, cache and upstream state"))
  .annotate(OpenApi.Description, "Service state") {}

type OpenApiSpec = OpenApi.OpenAPISpec

/**
 * Finishing touches on the generated document: the decode failures the framework declares
 * as 400 are answered as 422 here (see middleware.ts), so 400 is removed; the optional API
 * keys are declared as security schemes.
 */
const finishSpec = (generated: Record<string, unknown>): Record<string, unknown> => {
  // The transform receives the document fromApi generated: an OpenAPISpec.
  const spec = generated as unknown as OpenApiSpec
  const paths: OpenApiSpec["paths"] = {}
  for (const [path, item] of Object.entries(spec.paths)) {
    const next: Record<string, unknown> = { ...item }
    for (const method of ["get", "post", "put", "patch", "delete"] as const) {
      const op = item[method]
      if (op === undefined) continue
      const { "400": _dropped, ...responses } = op.responses
      next[method] = path.startsWith("/v1/") ? { ...op, responses, security: [{ bearer: [] }, { apiKey: [] }, {}] } : { ...op, responses }
    }
    paths[path] = next as OpenApiSpec["paths"][string]
  }
  const finished: OpenApiSpec = {
    ...spec,
    paths,
    components: {
      ...spec.components,
      securitySchemes: {
        ...spec.components.securitySchemes,
        bearer: { type: "http", scheme: "bearer", description: "required on /v1 routes when RISK_API_KEYS is set" },
        apiKey: { type: "apiKey", in: "header", name: "X-API-Key", description: "alternative to the bearer token" }
      }
    }
  }
  return { ...finished }
}

export class Api extends HttpApi.make("disclosure-risk")
  .add(FilingsGroup)
  .add(DisclosureGroup)
  .add(PanelGroup)
  .add(HistoryGroup)
  .add(HealthGroup)
  .addError(InternalError)
  .annotate(OpenApi.Title, "disclosure-risk")
  .annotate(OpenApi.Version, SOFTWARE_VERSION)
  .annotate(
    OpenApi.Description,
    "Deterministic disclosure-risk scores for SEC 10-K, 10-Q and 8-K filings. Every 4xx/5xx response carries `{detail, code, errors?}`."
  )
  .annotate(OpenApi.Transform, finishSpec) {}
