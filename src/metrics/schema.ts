/**
 * Schemas of the metrics stage's outputs, for surfaces and documents that carry them.
 */
import { Schema } from "effect"
import { Count } from "../domain/numbers.js"
import { METRIC_NAMES, type MetricName, FlagName } from "../domain/names.js"

const metricFields = Object.fromEntries(METRIC_NAMES.map((m) => [m, Schema.NullOr(Schema.Number)])) as {
  readonly [M in MetricName]: Schema.NullOr<typeof Schema.Number>
}

/** All metric names of one section, each a number or null (missing). */
export const SectionMetricValuesSchema = Schema.Struct(metricFields).annotations({
  identifier: "SectionMetricValues"
})

/** One piece of evidence for a true flag; offsets are into the section's cleaned_text. */
export const FlagEvidenceSchema = Schema.Struct({
  flag: FlagName,
  section: Schema.String,
  phrase: Schema.String,
  sentence: Schema.String,
  start: Count,
  end: Count
}).annotations({ identifier: "FlagEvidence" })
