/**
 * The metrics document: the scoring input, and the `metrics` part of every full result.
 *
 * Rules: `form_type` and `section_metrics` are required; section keys must belong to the
 * form; metric, flag and delta names must be known; values must lie in their ranges.
 * Anything else inside those maps is a validation error naming its path. Unknown top-level
 * keys are ignored, so a full result's `metrics` (which adds `section_diffs_v2`,
 * `diff_details`) re-scores. `null` or absent means missing, never zero.
 */
import { Either, ParseResult, Schema } from "effect"
import { Count, Delta100, Integer, Ratio, Score100 } from "./numbers.js"
import { InvalidRequest } from "./errors.js"
import { type FormType, FORM_TYPES, SECTION_KEYS, type SectionKey } from "./forms.js"
import { FISCAL_YEAR_MAX, FISCAL_YEAR_MIN } from "./request.js"
import {
  DELTA_NAMES,
  type DeltaName,
  DENSITY_METRICS,
  FILING_WARNINGS,
  FLAG_NAMES,
  type FlagName,
  type MetricName,
  RATIO_METRICS,
  SCALE_METRICS
} from "./names.js"

const strict = { parseOptions: { onExcessProperty: "error" as const } }

const Scale100 = Score100
const Delta = Delta100
const Confidence = Ratio

const optionalNullable = <S extends Schema.Schema.Any>(s: S) => Schema.optional(Schema.NullOr(s))

const metricFields = {
  ...Object.fromEntries(RATIO_METRICS.map((m) => [m, optionalNullable(Ratio)])),
  ...Object.fromEntries(SCALE_METRICS.map((m) => [m, optionalNullable(Scale100)])),
  ...Object.fromEntries(DENSITY_METRICS.map((m) => [m, optionalNullable(Scale100)]))
} as { [K in MetricName]: Schema.optional<Schema.NullOr<typeof Ratio>> }

/** One section's metrics: name → value (ratios 0..1; scores and densities 0..100). */
export const SectionMetrics = Schema.Struct(metricFields).annotations({
  ...strict,
  identifier: "SectionMetrics"
})
export type SectionMetrics = typeof SectionMetrics.Type

const flagFields = Object.fromEntries(FLAG_NAMES.map((f) => [f, optionalNullable(Schema.Boolean)])) as {
  [K in FlagName]: Schema.optional<Schema.NullOr<typeof Schema.Boolean>>
}
export const SectionFlags = Schema.Struct(flagFields).annotations({ ...strict, identifier: "SectionFlags" })
export type SectionFlags = typeof SectionFlags.Type

const flagCountFields = Object.fromEntries(FLAG_NAMES.map((f) => [f, Schema.optional(Count)])) as {
  [K in FlagName]: Schema.optional<typeof Count>
}
/** How many sentences of a section raised each flag (flags that raised none may be left out). */
export const SectionFlagCounts = Schema.Struct(flagCountFields).annotations({ ...strict, identifier: "SectionFlagCounts" })
export type SectionFlagCounts = typeof SectionFlagCounts.Type

const deltaFields = Object.fromEntries(DELTA_NAMES.map((d) => [d, optionalNullable(Delta)])) as {
  [K in DeltaName]: Schema.optional<Schema.NullOr<typeof Delta>>
}
export const SectionDeltas = Schema.Struct(deltaFields).annotations({ ...strict, identifier: "LanguageDeltas" })
export type SectionDeltas = typeof SectionDeltas.Type

/** A map keyed by the sections of one form. */
const bySection = <S extends Schema.Schema.Any>(form: FormType, value: S, identifier: string) =>
  Schema.Struct(
    Object.fromEntries(SECTION_KEYS[form].map((k) => [k, optionalNullable(value)])) as {
      [K in SectionKey]: Schema.optional<Schema.NullOr<S>>
    }
  ).annotations({ ...strict, identifier: `${identifier}_${form.replace("-", "")}` })

const documentFor = (form: FormType) =>
  Schema.Struct({
    form_type: Schema.Literal(form),
    section_metrics: bySection(form, SectionMetrics, "SectionMetricsBySection"),
    section_diffs: optionalNullable(bySection(form, Scale100, "SectionDiffs")),
    section_flags: optionalNullable(bySection(form, SectionFlags, "SectionFlagsBySection")),
    section_flag_counts: optionalNullable(bySection(form, SectionFlagCounts, "SectionFlagCountsBySection")),
    language_deltas: optionalNullable(bySection(form, SectionDeltas, "LanguageDeltasBySection")),
    extraction_confidences: optionalNullable(bySection(form, Confidence, "ExtractionConfidences")),
    diff_confidences: optionalNullable(bySection(form, Confidence, "DiffConfidences")),
    extraction_warnings: optionalNullable(Schema.Array(Schema.Literal(...FILING_WARNINGS))),
    required_sections_present: optionalNullable(Schema.Boolean),
    has_prior: optionalNullable(Schema.Boolean),
    fiscal_year: optionalNullable(Integer.pipe(Schema.between(FISCAL_YEAR_MIN, FISCAL_YEAR_MAX, { title: "fiscal year", description: `a fiscal year from ${FISCAL_YEAR_MIN} to ${FISCAL_YEAR_MAX}` }))),
    sector: optionalNullable(Schema.String)
  })

/** The metrics document, discriminated by `form_type`. */
// built by a pure call, so a bundle that only decodes (the command line) leaves it out
export const MetricsDocument = /* @__PURE__ */ (() =>
  Schema.Union(...FORM_TYPES.map(documentFor)).annotations({
    identifier: "MetricsDocument",
    description:
      "Scoring input: per-section metrics, diffs, flags, language deltas and extraction facts. null or absent means missing."
  }))()

type Nullable<T> = T | null | undefined
type SectionMap<V> = { readonly [K in SectionKey]?: Nullable<V> }

/** The decoded document, with maps readable by any section key of its form. */
export interface MetricsDocument {
  readonly form_type: FormType
  readonly section_metrics: SectionMap<SectionMetrics>
  readonly section_diffs?: Nullable<SectionMap<number>>
  readonly section_flags?: Nullable<SectionMap<SectionFlags>>
  readonly section_flag_counts?: Nullable<SectionMap<SectionFlagCounts>>
  readonly language_deltas?: Nullable<SectionMap<SectionDeltas>>
  readonly extraction_confidences?: Nullable<SectionMap<number>>
  readonly diff_confidences?: Nullable<SectionMap<number>>
  readonly extraction_warnings?: Nullable<ReadonlyArray<(typeof FILING_WARNINGS)[number]>>
  readonly required_sections_present?: Nullable<boolean>
  readonly has_prior?: Nullable<boolean>
  readonly fiscal_year?: Nullable<number>
  readonly sector?: Nullable<string>
}

/** Each form's decoder, compiled on first use (compiling all of them costs every command's start-up). */
const decoders = new Map<FormType, (input: unknown) => Either.Either<unknown, ParseResult.ParseError>>()
const decoderFor = (form: FormType): ((input: unknown) => Either.Either<unknown, ParseResult.ParseError>) => {
  let decode = decoders.get(form)
  if (decode === undefined) {
    decode = Schema.decodeUnknownEither(documentFor(form), { errors: "all", onExcessProperty: "ignore" })
    decoders.set(form, decode)
  }
  return decode
}

const formatPath = (path: ReadonlyArray<PropertyKey>): string =>
  path.length === 0 ? "(document)" : path.map((p) => String(p)).join(".")

/**
 * Turns a parse error into path/message pairs, one per bad path. The alternatives of a
 * nullable field ("Expected null", "Expected undefined") and the shallower echoes of a
 * deeper failure are dropped; literal alternatives are merged into one message.
 */
export const parseIssues = (error: ParseResult.ParseError): Array<{ path: string; message: string }> => {
  const raw = ParseResult.ArrayFormatter.formatErrorSync(error).map((issue) => ({
    path: formatPath(issue.path),
    depth: issue.path.length,
    message: issue._tag === "Unexpected" ? "unknown key, not allowed here" : issue.message
  }))
  const meaningful = raw.filter((i) => !/^Expected (null|undefined), actual /.test(i.message))
  const kept = (meaningful.length > 0 ? meaningful : raw).filter(
    (i, _, all) => !all.some((o) => o.depth > i.depth && o.path.startsWith(i.path === "(document)" ? "" : `${i.path}.`))
  )
  const byPath = new Map<string, Array<string>>()
  for (const i of kept) {
    const list = byPath.get(i.path) ?? []
    if (!list.includes(i.message)) list.push(i.message)
    byPath.set(i.path, list)
  }
  return [...byPath.entries()].map(([path, messages]) => {
    const literals = messages.map((m) => /^Expected ("[^"]*"), actual (.*)$/.exec(m))
    if (messages.length > 1 && literals.every((m) => m !== null)) {
      const actual = literals[0]![2]
      return { path, message: `expected one of ${literals.map((m) => m![1]).join(", ")}, got ${actual}` }
    }
    return { path, message: messages.join("; ") }
  })
}

/** Validates an unknown value as a metrics document. */
export const decodeMetricsDocument = (input: unknown): Either.Either<MetricsDocument, InvalidRequest> => {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return Either.left(
      new InvalidRequest({
        detail: "invalid metrics document",
        errors: [{ path: "(document)", message: "expected a JSON object" }]
      })
    )
  }
  const formType = (input as { form_type?: unknown }).form_type
  if (typeof formType !== "string" || !(FORM_TYPES as ReadonlyArray<string>).includes(formType)) {
    return Either.left(
      new InvalidRequest({
        detail: "invalid metrics document",
        errors: [
          {
            path: "form_type",
            message:
              formType === undefined
                ? "is missing (expected one of 10-K, 10-Q, 8-K)"
                : `expected one of 10-K, 10-Q, 8-K, got ${JSON.stringify(formType)}`
          }
        ]
      })
    )
  }
  // Decode against the schema of that form only, so errors name the real problem.
  const result = decoderFor(formType as FormType)(input)
  return Either.match(result, {
    onLeft: (error) => Either.left(new InvalidRequest({ detail: "invalid metrics document", errors: parseIssues(error) })),
    onRight: (doc) => Either.right(doc as MetricsDocument)
  })
}
