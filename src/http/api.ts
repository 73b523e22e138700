/**
 * The HTTP API: every endpoint with its parameters, body, responses and errors. The
 * OpenAPI document at /openapi.json is generated from this declaration.
 */
import { HttpApi, HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { SOFTWARE_VERSION } from "../domain/versions.js"
import { FeedGroup } from "./feed-api.js"
import { HttpError } from "./errors.js"
import { HistoryGroup } from "./history-api.js"
import {
  ChangesResponse,
  FilingParams,
  FilingsParams,
  FilingsResponse,
  FlagsResponse,
  Health,
  MatrixParams,
  MatrixResponse,
  MetricsResponse,
  PanelRequest,
  PanelResponse,
  ScoredFilingParams,
  SectionsParams,
  SectionsResponse,
  TickerPath
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
  .addError(HttpError.FilingNotFound)
  .addError(HttpError.InvalidRequest)
  .addError(HttpError.UpstreamUnavailable)
  .addError(HttpError.Unauthorized)
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
  .addError(HttpError.FilingNotFound)
  .addError(HttpError.InvalidRequest)
  .addError(HttpError.UpstreamUnavailable)
  .addError(HttpError.Unauthorized)
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
  .addError(HttpError.InvalidRequest)
  .addError(HttpError.PayloadTooLarge)
  .addError(HttpError.Unauthorized)
  .annotate(OpenApi.Description, "Batch scoring") {}

export class HealthGroup extends HttpApiGroup.make("health")
  .add(HttpApiEndpoint.get("health", "/health").addSuccess(Health).annotate(OpenApi.Summary, "Service health, cache and upstream state"))
  .annotate(OpenApi.Description, "Service state") {}

type OpenApiSpec = OpenApi.OpenAPISpec

/** The documentation routes, described for the OpenAPI document (served by src/server/http.ts). */
export class DocumentationGroup extends HttpApiGroup.make("documentation")
  .add(
    HttpApiEndpoint.get("openapi", "/openapi.json")
      .addSuccess(
        Schema.Record({ key: Schema.String, value: Schema.Unknown }).annotations({
          identifier: "OpenApiDocument",
          description: "This document (OpenAPI 3.1)"
        })
      )
      .annotate(OpenApi.Summary, "The OpenAPI document of every route")
  )
  .add(
    HttpApiEndpoint.get("docs", "/docs")
      .addSuccess(HttpApiSchema.Text({ contentType: "text/html" }).annotations({ description: "The routes and schemas as a page (static HTML)" }))
      .annotate(OpenApi.Summary, "This document as a readable page")
  )
  .annotate(OpenApi.Description, "The API's description: the OpenAPI document and its page") {}

/** The documentation routes alone: the document of the API without the other surfaces' routes. */
const DocumentationApi = HttpApi.make("surfaces").add(DocumentationGroup)

/** Routes that need an API key when keys are configured (`RISK_API_KEYS`); the others are public. */
const keyed = (path: string): boolean => path.startsWith("/v1/") || path.startsWith("/workspace/")

/** Every `#/components/<kind>/<name>` the value refers to. */
const refsIn = (value: unknown, out: Set<string>): Set<string> => {
  JSON.stringify(value, (key, v: unknown) => {
    if (key === "$ref" && typeof v === "string" && v.startsWith("#/components/")) out.add(v.slice("#/components/".length))
    return v
  })
  return out
}

/** The components referred to from the paths, directly or through other components. */
const reachableComponents = (spec: OpenApiSpec): Set<string> => {
  const seen = new Set<string>()
  const queue = [...refsIn(spec.paths, new Set())]
  const components = spec.components as unknown as Record<string, Record<string, unknown> | undefined>
  while (queue.length > 0) {
    const ref = queue.pop()!
    if (seen.has(ref)) continue
    seen.add(ref)
    const [kind, name] = ref.split("/")
    const target = components[kind ?? ""]?.[name ?? ""]
    for (const next of refsIn(target, new Set())) if (!seen.has(next)) queue.push(next)
  }
  return seen
}

/**
 * Finishing touches on the generated document:
 * - the routes served beside the API (`served`: the workspace descriptors and widgets,
 *   /openapi.json and /docs, as the server's assembly declares them, src/server/openapi.ts)
 *   are added, so every route the server answers (but /mcp) is described;
 * - the decode failures the framework declares as 400 are answered as 422 here (see
 *   middleware.ts), so 400 is removed;
 * - the optional API keys are declared as security schemes, required (when configured) on
 *   /v1 and /workspace routes; every other route says it needs none (`security: []`);
 * - a server (relative: where the document was read from) and the licence are declared;
 * - components nothing refers to (the framework's 400 body) are left out.
 */
export const finishSpec = (served: () => OpenApiSpec) => (generated: Record<string, unknown>): Record<string, unknown> => {
  // The transform receives the document fromApi generated: an OpenAPISpec.
  const spec = generated as unknown as OpenApiSpec
  const surfaces = served()
  const paths: OpenApiSpec["paths"] = {}
  for (const [path, item] of [...Object.entries(spec.paths), ...Object.entries(surfaces.paths)]) {
    const next: Record<string, unknown> = { ...paths[path], ...item }
    for (const method of ["get", "post", "put", "patch", "delete"] as const) {
      const op = item[method]
      if (op === undefined) continue
      const { "400": _dropped, ...responses } = op.responses
      next[method] = { ...op, responses, security: keyed(path) ? [{ bearer: [] }, { apiKey: [] }, {}] : [] }
    }
    paths[path] = next as OpenApiSpec["paths"][string]
  }
  const merged: OpenApiSpec = {
    ...spec,
    info: { ...spec.info, license: { name: "Apache-2.0", identifier: "Apache-2.0" } as OpenApiSpec["info"]["license"] & { identifier: string } },
    servers: [{ url: "/", description: "this server: paths are relative to where this document was read" }],
    paths,
    tags: [...spec.tags, ...surfaces.tags.filter((t) => !spec.tags.some((x) => x.name === t.name))],
    components: {
      ...spec.components,
      schemas: { ...surfaces.components.schemas, ...spec.components.schemas },
      securitySchemes: {
        ...spec.components.securitySchemes,
        bearer: { type: "http", scheme: "bearer", description: "required on /v1 and /workspace routes when RISK_API_KEYS is set" },
        apiKey: { type: "apiKey", in: "header", name: "X-API-Key", description: "alternative to the bearer token" }
      }
    }
  }
  const used = reachableComponents(merged)
  const schemas = Object.fromEntries(Object.entries(merged.components.schemas).filter(([name]) => used.has(`schemas/${name}`)))
  return { ...merged, components: { ...merged.components, schemas } }
}

export class Api extends HttpApi.make("disclosure-risk")
  .add(FilingsGroup)
  .add(DisclosureGroup)
  .add(PanelGroup)
  .add(HistoryGroup)
  .add(FeedGroup)
  .add(HealthGroup)
  .addError(HttpError.Internal)
  .annotate(OpenApi.Title, "disclosure-risk")
  .annotate(OpenApi.Version, SOFTWARE_VERSION)
  .annotate(
    OpenApi.Description,
    "Deterministic disclosure-risk scores for SEC 10-K, 10-Q and 8-K filings. Every 4xx/5xx response carries `{detail, code, errors?}` (the scorecard widget's are HTML pages). Every route the server answers is described here except the MCP tool server at `/mcp` (streamable HTTP, JSON-RPC), which service-spec.md keeps out of the route schema. Where the service departs from service-spec.md, and why: docs/spec-departures.md."
  )
  .annotate(OpenApi.Transform, finishSpec(() => OpenApi.fromApi(DocumentationApi))) {}
