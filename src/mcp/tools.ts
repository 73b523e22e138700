/**
 * The MCP tools, independent of any protocol library: each tool decodes its arguments with
 * its input schema, runs the pipeline, and yields either structured content (encoded with its
 * output schema) or a readable error. The SDK glue only registers them.
 */
import { Cause, Effect, JSONSchema, Schema } from "effect"
import { decodeRequest, toFilingRequest } from "../domain/request.js"
import { DEFAULT_MODEL } from "../domain/versions.js"
import { FilingService, type FilingError } from "../pipeline/service/filing-service.js"
import type { FullResult } from "../pipeline/analysis/result.js"
import { companyHistory, HistoryResponse } from "../pipeline/service/history.js"
import { type ToolName, TOOL } from "../domain/mcp.js"
import { OfflineScorer } from "../pipeline/analysis/offline.js"
import { errorLine } from "../domain/error-table.js"
import { latestFilingsOrNone } from "../pipeline/watcher/feed.js"
import { FeedPage, FeedQuery } from "../watch/schema.js"
import {
  ChangesOutput,
  FilingInput,
  FilingsResponse,
  FlagsOutput,
  FullResult as FullResultSchema,
  HistoryInput,
  HtmlInput,
  ListFilingsInput
} from "./schemas.js"

export type ToolContext = FilingService | OfflineScorer

/** What a tool call ends in: structured content (and its JSON text), or an error message. */
export type ToolOutcome =
  | { readonly _tag: "ok"; readonly structured: Record<string, unknown>; readonly text: string }
  | { readonly _tag: "error"; readonly message: string }

export type JsonSchemaObject = Record<string, unknown>

export interface Tool {
  readonly name: ToolName
  readonly title: string
  readonly description: string
  /** JSON Schemas (object at the top level, shared definitions under `$defs`). */
  readonly inputSchema: JsonSchemaObject
  readonly outputSchema: JsonSchemaObject
  /** Never fails: errors become `{_tag: "error"}`. */
  readonly call: (args: unknown) => Effect.Effect<ToolOutcome, never, ToolContext>
}

/** A schema's JSON Schema with the top-level reference inlined (tool schemas must be objects). */
export const toolJsonSchema = <A, I>(schema: Schema.Schema<A, I>): JsonSchemaObject => {
  const doc: JsonSchemaObject = { ...JSONSchema.make(schema) }
  const { $schema: _draft, $defs, $ref, ...rest } = doc
  const defs = ($defs ?? {}) as Record<string, JsonSchemaObject>
  if (typeof $ref === "string" && $ref.startsWith("#/$defs/")) {
    const name = $ref.slice("#/$defs/".length)
    const { [name]: top, ...others } = defs
    if (top !== undefined) {
      // keep the top definition too: it may refer to itself
      const stillUsed = JSON.stringify(others).includes(`"#/$defs/${name}"`) || JSON.stringify(top).includes(`"#/$defs/${name}"`)
      const kept = stillUsed ? defs : others
      return Object.keys(kept).length > 0 ? { ...top, $defs: kept } : { ...top }
    }
  }
  return Object.keys(defs).length > 0 ? { ...rest, $defs: defs } : rest
}

const makeTool = <A, I, O, OI>(spec: {
  readonly name: ToolName
  readonly title: string
  readonly description: string
  readonly input: Schema.Schema<A, I>
  readonly output: Schema.Schema<O, OI>
  readonly run: (input: A) => Effect.Effect<O, FilingError, ToolContext>
}): Tool => {
  const decode = decodeRequest(spec.input)
  const encode = Schema.encode(spec.output)
  return {
    name: spec.name,
    title: spec.title,
    description: spec.description,
    inputSchema: toolJsonSchema(spec.input),
    outputSchema: toolJsonSchema(spec.output),
    call: (args) =>
      decode(args ?? {}).pipe(
        Effect.flatMap(spec.run),
        Effect.flatMap((value) => Effect.orDie(encode(value))),
        Effect.map((encoded): ToolOutcome => {
          const structured = encoded as Record<string, unknown>
          return { _tag: "ok", structured, text: JSON.stringify(structured) }
        }),
        Effect.catchAll((e) => Effect.succeed<ToolOutcome>({ _tag: "error", message: errorLine(e) })),
        Effect.catchAllCause((cause) =>
          Effect.as(
            Effect.logError(`${spec.name} failed`, cause),
            { _tag: "error", message: `internal: ${spec.name} failed: ${Cause.pretty(cause).split("\n")[0] ?? "unknown error"}` } as const
          )
        )
      )
  }
}

const scoreFiling = (input: FilingInput): Effect.Effect<FullResult, FilingError, FilingService> =>
  Effect.flatMap(FilingService, (s) => s.score(toFilingRequest(input)))

const FILING_ARGS =
  "Arguments: ticker (or CIK), fiscal_year, form_type (10-K default, 10-Q, 8-K), quarter (Q1-Q3, 10-Q only), " +
  "optional accession, compare (prior | prior_year | none) and scoring_model_version (v2 default, the calibrated model; " +
  "v1 legacy; v3 the screening model)."

/** What the screening model's headline is, for the tools that return scores. */
const V3_HEADLINE =
  "With scoring_model_version v3 (deterministic_scoring_v3) the headline is the screening score " +
  "E + (100 - E) x 0.6 x L / 100: E is event_severity_score (the events raised, each an evidence row with its severity " +
  "in its provenance) and L the language index scores.aggregates.language_risk_score."

export const listFilingsTool = makeTool({
  name: TOOL.listFilings,
  title: "List a company's filings",
  description:
    "Lists a company's 10-K, 10-Q and 8-K filings of one fiscal year from SEC EDGAR metadata: accession numbers, " +
    "fiscal year and quarter, period end, filing date, document URL, prior accession and a status per filing " +
    "(available: can be scored; document_unavailable: listed on EDGAR but its document is not at this source; " +
    "unconfirmed: could not be checked just now, see warnings). Use it to find what can be scored.",
  input: ListFilingsInput,
  output: FilingsResponse,
  run: (input) => Effect.flatMap(FilingService, (service) => service.filings(input.ticker, input.fiscal_year, input.form_type ?? null))
})

export const scoreFilingTool = makeTool({
  name: TOOL.scoreFiling,
  title: "Score a filing's disclosure risk",
  description:
    "Scores one SEC filing (fetched from EDGAR) and its prior: the headline disclosure-risk score 0-100 with its nine " +
    "weighted components, coverage, confidence, per-section metrics, active red flags with evidence sentences, and " +
    `section changes against the prior filing. ${FILING_ARGS} ${V3_HEADLINE}`,
  input: FilingInput,
  output: FullResultSchema,
  run: scoreFiling
})

export const flagsTool = makeTool({
  name: TOOL.flags,
  title: "Disclosure red flags with evidence",
  description:
    "The red flags of one SEC filing (going concern, material weakness, restatement, investigation, covenant breach, " +
    `cybersecurity incident, ...) by section, and each raised flag with the sentences that raised it. ${FILING_ARGS}`,
  input: FilingInput,
  output: FlagsOutput,
  run: (input) =>
    Effect.map(scoreFiling(input), (r) => ({
      filing: r.filing,
      flags: r.metrics.section_flags,
      active_flags: r.active_flags,
      versions: r.versions
    }))
})

export const changesTool = makeTool({
  name: TOOL.changes,
  title: "Disclosure changes against the prior filing",
  description:
    "How much each section of one SEC filing changed against the prior filing: change scores 0-100 (v1 and " +
    "sentence-aligned v2), language deltas in percentage points, the filing's change score (or why it is missing), and " +
    `sample added and removed sentences. ${FILING_ARGS}`,
  input: FilingInput,
  output: ChangesOutput,
  run: (input) =>
    Effect.map(scoreFiling(input), (r) => ({
      filing: r.filing,
      section_diffs: r.changes.section_diffs,
      section_diffs_v2: r.changes.section_diffs_v2,
      language_deltas: r.changes.language_deltas,
      change_score: r.changes.change_score,
      sections: r.changes.sections,
      versions: r.versions
    }))
})

export const scoreHtmlTool = makeTool({
  name: TOOL.scoreHtml,
  title: "Score a filing document given as HTML",
  description:
    "Analyses and scores a filing's primary document passed as HTML text (no network): sections, metrics, flags with " +
    "evidence and scores; with prior_html also change scores. Same result shape as score_company_filing_tool; the " +
    "filing identity comes from the document's inline-XBRL cover facts where present. Arguments: html, form_type, " +
    `optional prior_html and scoring_model_version (v2 default, v1, v3). ${V3_HEADLINE}`,
  input: HtmlInput,
  output: FullResultSchema,
  run: (input) =>
    Effect.flatMap(OfflineScorer, (scorer) =>
      scorer.score(
        {
          current: input.html,
          prior: input.prior_html ?? null,
          form: input.form_type,
          priorMissingReason: "no prior document given (prior_html)"
        },
        input.scoring_model_version ?? DEFAULT_MODEL
      )
    )
})

export const historyTool = makeTool({
  name: TOOL.history,
  title: "A company's disclosure-risk history",
  description:
    "A company's disclosure-risk history over a range of fiscal years: one row per 10-K (or per 10-Q) with its fiscal " +
    "year and quarter, accession, filing date, period end, overall score 0-100, components, coverage, confidence, active " +
    "flags with evidence counts and the change score against its own prior; years without a scored filing are listed " +
    "with their reason (not_filed, document_unavailable). Arguments: ticker (or CIK), from and to (fiscal years; default " +
    "the last ten), form_type (10-K default, or 10-Q) and scoring_model_version (v2 default, the calibrated model; v1 " +
    "legacy; v3 the screening model, whose overall score is event severity over calibrated language).",
  input: HistoryInput,
  output: HistoryResponse,
  run: (input) =>
    companyHistory({
      ticker: input.ticker,
      from: input.from ?? null,
      to: input.to ?? null,
      form: input.form_type ?? "10-K",
      model: input.scoring_model_version ?? DEFAULT_MODEL
    })
})

export const latestFilingsTool = makeTool({
  name: TOOL.latest,
  title: "Latest scored filings",
  description:
    "The SEC filings (10-K, 10-Q, 8-K) of the watched companies scored as they landed on EDGAR, newest first: for each, " +
    "the company, form, accession and filing date, the calibrated (v2) and screening (v3) headline scores 0-100 with " +
    "their bands, the active red flags with the first sentence that raised each, and the change against the prior " +
    "filing. Arguments (all optional): limit (1-500, default 50), form_type, ticker (or CIK), after (only events with a " +
    "larger seq). `watching` says whether a watcher feeds this server.",
  input: FeedQuery.annotations({ identifier: "LatestFilingsInput" }),
  output: FeedPage,
  run: (input) => Effect.flatMap(latestFilingsOrNone, (feed) => feed.page(input))
})

/** Every tool, in listing order. */
export const TOOLS: ReadonlyArray<Tool> = [listFilingsTool, scoreFilingTool, flagsTool, changesTool, scoreHtmlTool, historyTool, latestFilingsTool]
