/**
 * The handlers of the HTTP API: build the pipeline request from the decoded parameters,
 * call the FilingService and shape the result (tier, include, fields). The service's typed
 * errors pass through as they are: the API declares their statuses (./errors.ts).
 */
import { HttpApiBuilder } from "@effect/platform"
import { Context, Effect, Layer } from "effect"
import { type CompanyId, type FilingParams, toFilingRequest, toPanelFilings } from "../domain/request.js"
import type { Scores } from "../domain/scores.js"
import { SOFTWARE_VERSION } from "../domain/versions.js"
import { FilingService } from "../pipeline/service/filing-service.js"
import { panelRowOf } from "../pipeline/service/panel-row.js"
import { Api } from "./api.js"
import { makeEncodedResponses } from "./encoded.js"
import { WarmMatrix } from "./warm.js"
import {
  type FieldValue,
  FIELD_VALUES,
  type IncludeValue,
  MatrixResponse,
  type PanelResult,
  type ShapedScores,
  type Tier
} from "./schemas.js"

/** Facts about the running HTTP surface that /health reports. */
export class HttpSurface extends Context.Tag("disclosure-risk/HttpSurface")<HttpSurface, { readonly mcp: boolean }>() {}

// ---------------------------------------------------------------------------------------
// Requests.

/** The pipeline request of the path's company and the decoded query (`toFilingRequest`). */
const filingRequest = (ticker: CompanyId, query: Omit<FilingParams, "ticker">) => toFilingRequest({ ...query, ticker })

// ---------------------------------------------------------------------------------------
// Shaping the scores block.

export interface ScoreShape {
  readonly metrics: boolean
  readonly provenance: boolean
  readonly fields: ReadonlySet<FieldValue>
}

/**
 * `tier` overrides `include` and `fields`: lite → overall only, no metrics; standard →
 * metrics, overall and components; analyst → everything, provenance and confidence_details
 * included. Without a tier: `include` defaults to metrics, `fields` to all (provenance only
 * when included; confidence_details goes with provenance).
 */
export const scoreShape = (
  tier: Tier | null | undefined,
  include: ReadonlyArray<IncludeValue> | null | undefined,
  fields: ReadonlyArray<FieldValue> | null | undefined
): ScoreShape => {
  switch (tier) {
    case "lite":
      return { metrics: false, provenance: false, fields: new Set(["overall"]) }
    case "standard":
      return { metrics: true, provenance: false, fields: new Set(["overall", "components"]) }
    case "analyst":
      return { metrics: true, provenance: true, fields: new Set(FIELD_VALUES) }
  }
  const inc = new Set(include ?? ["metrics"])
  return { metrics: inc.has("metrics"), provenance: inc.has("provenance"), fields: new Set(fields ?? FIELD_VALUES) }
}

export const shapeScores = (scores: Scores, shape: ScoreShape): ShapedScores => {
  const f = shape.fields
  const withProvenance = shape.provenance && f.has("provenance")
  return {
    ...(f.has("overall") ? { overall_disclosure_risk_score: scores.overall_disclosure_risk_score } : {}),
    ...(f.has("coverage") ? { score_coverage_ratio: scores.score_coverage_ratio } : {}),
    ...(f.has("confidence") ? { confidence_score: scores.confidence_score } : {}),
    ...(f.has("confidence") && shape.provenance ? { confidence_details: scores.confidence_details } : {}),
    ...(f.has("missing") ? { missing_components: scores.missing_components } : {}),
    ...(f.has("components") ? { components: scores.components } : {}),
    ...(f.has("aggregates") ? { aggregates: scores.aggregates } : {}),
    ...(withProvenance ? { provenance: scores.provenance } : {})
  }
}

// ---------------------------------------------------------------------------------------
// Handlers.

export const FilingsHandlers = HttpApiBuilder.group(Api, "filings", (handlers) =>
  handlers
    .handle("filings", ({ path, urlParams }) =>
      Effect.flatMap(FilingService, (service) =>
        service.filings(path.ticker, urlParams.fiscal_year, urlParams.form_type ?? null)
      )
    )
    .handle("sections", ({ path, urlParams }) =>
      Effect.gen(function* () {
        const service = yield* FilingService
        return yield* service.sections(filingRequest(path.ticker, urlParams), urlParams.include_text)
      })
    )
)

const scored = (ticker: CompanyId, query: Omit<FilingParams, "ticker">) =>
  Effect.gen(function* () {
    const service = yield* FilingService
    return yield* service.score(filingRequest(ticker, query))
  })

/** The encoded matrix responses; `kept` serves the warm fast path (src/http/warm.ts). */
export const matrixResponses = makeEncodedResponses(MatrixResponse)
const shapeKey = (shape: ScoreShape): string => `${shape.metrics}|${shape.provenance}|${[...shape.fields].sort().join(",")}`

export const DisclosureHandlers = HttpApiBuilder.group(Api, "disclosure", (handlers) =>
  handlers
    .handle("changes", ({ path, urlParams }) =>
      Effect.map(scored(path.ticker, urlParams), (r) => ({ filing: r.filing, ...r.changes, versions: r.versions }))
    )
    .handle("flags", ({ path, urlParams }) =>
      Effect.map(scored(path.ticker, urlParams), (r) => ({
        filing: r.filing,
        flags: r.metrics.section_flags,
        active_flags: r.active_flags,
        versions: r.versions
      }))
    )
    .handle("matrix", ({ path, request, urlParams }) =>
      Effect.gen(function* () {
        const service = yield* FilingService
        const warm = yield* WarmMatrix
        const filing = filingRequest(path.ticker, urlParams)
        const shape = scoreShape(urlParams.tier, urlParams.include, urlParams.fields)
        const key = shapeKey(shape)
        // the hot warm route: what this URL decodes to is recorded for the fast path, and
        // the bytes are encoded once per (result, shape)
        warm.remember(request.url, filing, key)
        const r = yield* service.score(filing)
        return yield* matrixResponses.respond(r, key, () => ({
          filing: r.filing,
          metrics: shape.metrics ? r.metrics : null,
          scores: shapeScores(r.scores, shape),
          versions: r.versions
        }))
      })
    )
    .handle("metrics", ({ path, urlParams }) =>
      Effect.map(scored(path.ticker, urlParams), (r) => ({ filing: r.filing, metrics: r.metrics, versions: r.versions }))
    )
)

export const PanelHandlers = HttpApiBuilder.group(Api, "panel", (handlers) =>
  handlers.handle("panel", ({ payload }) =>
    Effect.gen(function* () {
      const service = yield* FilingService
      const panel = toPanelFilings(payload)
      const items = yield* service.panel(panel)
      const shape = scoreShape(payload.tier, payload.include, payload.fields)
      const results = items.map((item): PanelResult => panelRowOf(item, (r) => shapeScores(r.scores, shape)))
      const ok = results.filter((r) => r.status === "ok").length
      return {
        results,
        summary: { ok, failed: results.length - ok },
        versions: { scoring_model_version: panel.model }
      }
    })
  )
)

export const HealthHandlers = HttpApiBuilder.group(Api, "health", (handlers) =>
  handlers.handle("health", () =>
    Effect.gen(function* () {
      const service = yield* FilingService
      const surface = yield* HttpSurface
      const health = yield* service.health
      return { status: "ok" as const, version: SOFTWARE_VERSION, mcp: surface.mcp, cache: health.cache, upstream: health.upstream }
    })
  )
)

/** Every handler group of the API. */
export const ApiHandlers = Layer.mergeAll(FilingsHandlers, DisclosureHandlers, PanelHandlers, HealthHandlers)
