/**
 * Wire shapes of the HTTP API: query parameters, request and response bodies, error
 * bodies. These schemas are the single source of the responses, of their validation and of
 * the OpenAPI document.
 */
import { ErrorCodeSchema } from "../domain/error-table.js"
import { ParseResult, Schema, type SchemaAST } from "effect"
import { Count } from "../domain/numbers.js"
import { Filing, Quarter } from "../domain/filing.js"
import { type FormType, SECTION_KEYS_10K, SECTION_KEYS_10Q, SECTION_KEYS_8K, type SectionKey } from "../domain/forms.js"
import { SectionFlags } from "../domain/metrics-document.js"
import { Aggregates, Components, ConfidenceDetails, ProvenanceEntry } from "../domain/scores.js"
import {
  caseInsensitive,
  CompanyId,
  type Compare,
  CompareFromString,
  FiscalYear,
  FiscalYearFromString,
  FormTypeFromString,
  QuarterFromString,
  filingQueryFields,
  PanelTickers,
  ScoringModel,
  wireRules
} from "../domain/request.js"
import { ModelId } from "../domain/versions.js"
import { panelRow } from "../pipeline/service/panel-row.js"
import { ActiveFlag, Changes, FullVersions, MetricsOutput } from "../pipeline/analysis/result.js"

export { FilingsResponse, SectionsResponse } from "../pipeline/analysis/result.js"

// ---------------------------------------------------------------------------------------
// Errors: every 4xx/5xx carries `{detail, code, errors?}` (each error's schema and status:
// ./errors.ts).

export { ERROR_CODES, ErrorBody } from "../domain/error-table.js"
export const ErrorCode = ErrorCodeSchema
export type ErrorCode = typeof ErrorCode.Type

// ---------------------------------------------------------------------------------------
// Parameter codecs: query parameters arrive as strings.

const fail = (ast: SchemaAST.AST, actual: unknown, message: string) => ParseResult.fail(new ParseResult.Type(ast, actual, message))

/** A comma-separated list of values from a closed set (blank entries ignored, duplicates removed). */
export const commaListParam = <const L extends readonly [string, ...Array<string>]>(name: string, values: L) =>
  Schema.transformOrFail(Schema.String, Schema.Array(Schema.Literal(...values)), {
    strict: true,
    decode: (input, _, ast) => {
      const items = input
        .split(",")
        .map((s) => s.trim())
        .filter((s) => s !== "")
      const unknown = items.filter((s) => !(values as ReadonlyArray<string>).includes(s))
      if (unknown.length > 0) {
        return fail(ast, input, `unknown ${name} value(s): ${unknown.join(", ")}; valid: ${values.join(", ")}`)
      }
      return ParseResult.succeed([...new Set(items)] as Array<L[number]>)
    },
    encode: (items) => ParseResult.succeed(items.join(","))
  }).annotations({
    jsonSchema: {
      type: "string",
      pattern: `^(\\s*(${values.join("|")})?\\s*)(,\\s*(${values.join("|")})?\\s*)*$`,
      description: `comma-separated list of: ${values.join(", ")}`
    },
    description: `comma-separated list of: ${values.join(", ")}`
  })

export const BooleanParam = Schema.transformOrFail(Schema.String, Schema.Boolean, {
  strict: true,
  decode: (input, _, ast) => {
    const s = input.trim().toLowerCase()
    if (s === "true" || s === "1" || s === "yes") return ParseResult.succeed(true)
    if (s === "false" || s === "0" || s === "no" || s === "") return ParseResult.succeed(false)
    return fail(ast, input, `expected true or false; got ${JSON.stringify(input)}`)
  },
  encode: (b) => ParseResult.succeed(b ? "true" : "false")
}).annotations({ jsonSchema: { type: "boolean" } })

export const TIERS = ["lite", "standard", "analyst"] as const
export type Tier = (typeof TIERS)[number]
export const TierParam = caseInsensitive(TIERS, "lite, standard or analyst")
export const INCLUDE_VALUES = ["metrics", "provenance"] as const
export type IncludeValue = (typeof INCLUDE_VALUES)[number]
export const IncludeParam = commaListParam("include", INCLUDE_VALUES)
export const FIELD_VALUES = ["overall", "components", "coverage", "confidence", "missing", "aggregates", "provenance"] as const
export type FieldValue = (typeof FIELD_VALUES)[number]
export const FieldsParam = commaListParam("fields", FIELD_VALUES)

const ALL_SECTION_KEYS = [...new Set<SectionKey>([...SECTION_KEYS_10K, ...SECTION_KEYS_10Q, ...SECTION_KEYS_8K])] as unknown as readonly [
  SectionKey,
  ...Array<SectionKey>
]
const SECTIONS_DESCRIPTION = `comma-separated section keys of the form; 10-K: ${SECTION_KEYS_10K.join(", ")}; 10-Q: ${SECTION_KEYS_10Q.join(", ")}; 8-K: item_N_NN (e.g. item_1_05, item_2_02)`
export const SectionsParam = commaListParam("sections", ALL_SECTION_KEYS).annotations({
  jsonSchema: { type: "string", description: SECTIONS_DESCRIPTION },
  description: SECTIONS_DESCRIPTION
})

// ---------------------------------------------------------------------------------------
// Query parameters per route.

export const TickerPath = Schema.Struct({ ticker: CompanyId })

const filingParams = {
  ...filingQueryFields,
  sections: Schema.optional(SectionsParam)
}

/** Report every invalid parameter, not only the first. */
const allErrors = { parseOptions: { errors: "all" } } as const

export const FilingParams = wireRules(Schema.Struct(filingParams)).annotations(allErrors)
export type FilingParams = typeof FilingParams.Type

export const ScoredFilingParams = wireRules(
  Schema.Struct({
    ...filingParams,
    scoring_model_version: Schema.optional(ScoringModel)
  })
).annotations(allErrors)
export type ScoredFilingParams = typeof ScoredFilingParams.Type

export const MatrixParams = wireRules(Schema.Struct({
  ...filingParams,
  scoring_model_version: Schema.optional(ScoringModel),
  include: Schema.optional(IncludeParam),
  fields: Schema.optional(FieldsParam),
  tier: Schema.optional(TierParam).annotations({
    description: "lite: overall only, no metrics; standard: metrics, overall and components; analyst: everything incl. provenance and confidence_details. Overrides include and fields."
  })
})).annotations(allErrors)
export type MatrixParams = typeof MatrixParams.Type

export const SectionsParams = wireRules(
  Schema.Struct({
    ...filingParams,
    include_text: Schema.optionalWith(BooleanParam, { default: () => false })
  })
).annotations(allErrors)
export type SectionsParams = typeof SectionsParams.Type

export const FilingsParams = Schema.Struct({
  fiscal_year: FiscalYearFromString,
  form_type: Schema.optional(FormTypeFromString).annotations({ description: "10-K, 10-Q or 8-K; absent: all three" })
}).annotations(allErrors)
export type FilingsParams = typeof FilingsParams.Type

// ---------------------------------------------------------------------------------------
// Responses.

/** The scores block, shaped by `include`, `fields` and `tier`: absent keys were not asked for. */
export const ShapedScores = Schema.Struct({
  overall_disclosure_risk_score: Schema.optional(Schema.NullOr(Schema.Number)),
  score_coverage_ratio: Schema.optional(Schema.Number),
  confidence_score: Schema.optional(Schema.Number),
  confidence_details: Schema.optional(ConfidenceDetails),
  missing_components: Schema.optional(Schema.Array(Schema.String)),
  components: Schema.optional(Components),
  aggregates: Schema.optional(Aggregates),
  provenance: Schema.optional(Schema.Array(ProvenanceEntry))
}).annotations({ identifier: "ShapedScores", description: "scores; keys not asked for (fields, include, tier) are absent" })
export type ShapedScores = typeof ShapedScores.Type

export const ChangesResponse = Schema.Struct({
  filing: Filing,
  ...Changes.fields,
  versions: FullVersions
}).annotations({ identifier: "ChangesResponse" })
export type ChangesResponse = typeof ChangesResponse.Type

export const FlagsResponse = Schema.Struct({
  filing: Filing,
  flags: Schema.Record({ key: Schema.String, value: SectionFlags }),
  active_flags: Schema.Array(ActiveFlag),
  versions: FullVersions
}).annotations({ identifier: "FlagsResponse" })
export type FlagsResponse = typeof FlagsResponse.Type

export const MatrixResponse = Schema.Struct({
  filing: Filing,
  metrics: Schema.NullOr(MetricsOutput),
  scores: ShapedScores,
  versions: FullVersions
}).annotations({ identifier: "MatrixResponse" })
export type MatrixResponse = typeof MatrixResponse.Type

export const MetricsResponse = Schema.Struct({
  filing: Filing,
  metrics: MetricsOutput,
  versions: FullVersions
}).annotations({ identifier: "MetricsResponse" })
export type MetricsResponse = typeof MetricsResponse.Type

// ---------------------------------------------------------------------------------------
// Panel.

export const PanelRequest = wireRules(Schema.Struct({
  tickers: PanelTickers,
  fiscal_year: FiscalYear,
  form_type: Schema.optionalWith(FormTypeFromString, { default: (): FormType => "10-K" }),
  quarter: Schema.optional(Schema.NullOr(QuarterFromString)),
  compare: Schema.optionalWith(CompareFromString, { default: (): Compare => "prior" }),
  include: Schema.optional(Schema.NullOr(Schema.Union(Schema.Array(Schema.Literal(...INCLUDE_VALUES)), IncludeParam))),
  fields: Schema.optional(Schema.NullOr(Schema.Union(Schema.Array(Schema.Literal(...FIELD_VALUES)), FieldsParam))),
  tier: Schema.optional(Schema.NullOr(TierParam)),
  scoring_model_version: Schema.optional(Schema.NullOr(ScoringModel))
})).annotations({ identifier: "PanelRequest", parseOptions: { errors: "all", onExcessProperty: "error" } })
export type PanelRequest = typeof PanelRequest.Type

export const PanelResult = panelRow(ShapedScores).annotations({
  identifier: "PanelResult",
  description: "ok: filing and scores; error: a message and its code"
})
export type PanelResult = typeof PanelResult.Type

export const PanelResponse = Schema.Struct({
  results: Schema.Array(PanelResult),
  summary: Schema.Struct({ ok: Count, failed: Count }),
  versions: Schema.Struct({ scoring_model_version: ModelId })
}).annotations({ identifier: "PanelResponse" })
export type PanelResponse = typeof PanelResponse.Type

// ---------------------------------------------------------------------------------------
// Health.

export const CacheStatsSchema = Schema.Struct({
  backend: Schema.Literal("none", "memory", "file", "redis"),
  hits: Schema.Number,
  misses: Schema.Number,
  writes: Schema.Number,
  corrupt: Schema.Number,
  errors: Schema.Number,
  location: Schema.optional(Schema.String)
}).annotations({ identifier: "CacheStats" })

export const Health = Schema.Struct({
  status: Schema.Literal("ok"),
  version: Schema.String,
  mcp: Schema.Boolean.annotations({ description: "whether the MCP tool server is mounted at /mcp" }),
  cache: CacheStatsSchema,
  upstream: Schema.Record({ key: Schema.String, value: Schema.Union(Schema.Number, Schema.String, Schema.Boolean, Schema.Null) })
}).annotations({ identifier: "Health" })
export type Health = typeof Health.Type

export { Quarter }
