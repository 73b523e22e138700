/**
 * The scores block: components, headline, coverage, confidence, aggregates, provenance.
 */
import { Schema } from "effect"
import { AGGREGATE_NAMES_V2, COMPONENT_NAMES } from "./names.js"
import { ModelId, Versions } from "./versions.js"

const NullableNumber = Schema.NullOr(Schema.Number)

/** A tone input of v2 risk-factor intensity, before and after calibration. */
export const CalibratedInput = Schema.Struct({
  raw_value: NullableNumber,
  calibrated_value: NullableNumber,
  calibration_reference: Schema.NullOr(Schema.String),
  calibration_status: Schema.Literal("calibrated", "identity_fallback", "missing")
}).annotations({ identifier: "CalibratedInput" })
export type CalibratedInput = typeof CalibratedInput.Type

export const EVIDENCE_REASONS = [
  "metric",
  "diff",
  "language_delta",
  "serious_flag",
  "liquidity_fallback",
  "incident_flag",
  "event_flag",
  "event"
] as const
export const EvidenceReason = Schema.Literal(...EVIDENCE_REASONS)
export type EvidenceReason = typeof EvidenceReason.Type

/** One row of a v2 evidence blend (value on the 0..100 scale; raw_value as found in the metrics). */
export const EvidenceRow = Schema.Struct({
  name: Schema.String,
  value: Schema.Number,
  raw_value: Schema.Union(Schema.Number, Schema.Boolean),
  weight: Schema.Number,
  section: Schema.NullOr(Schema.String),
  reason: EvidenceReason
}).annotations({ identifier: "EvidenceRow" })
export type EvidenceRow = typeof EvidenceRow.Type

export const ProvenanceInput = Schema.Union(
  Schema.Null,
  Schema.Number,
  Schema.Boolean,
  Schema.String,
  CalibratedInput,
  EvidenceRow
).annotations({ identifier: "ProvenanceInput" })
export type ProvenanceInput = typeof ProvenanceInput.Type

export const ProvenanceEntry = Schema.Struct({
  score_name: Schema.Literal(...COMPONENT_NAMES),
  value: NullableNumber,
  inputs: Schema.Record({ key: Schema.String, value: ProvenanceInput }),
  source: Schema.Literal("deterministic", "deterministic_v2", "deterministic_v3")
}).annotations({ identifier: "ProvenanceEntry" })
export type ProvenanceEntry = typeof ProvenanceEntry.Type

export const ConfidenceDetails = Schema.Struct({
  base: Schema.Number,
  parts: Schema.Record({ key: Schema.String, value: Schema.Number }),
  penalties: Schema.Record({ key: Schema.String, value: Schema.Number }),
  total_penalty: Schema.Number
}).annotations({ identifier: "ConfidenceDetails" })
export type ConfidenceDetails = typeof ConfidenceDetails.Type

const componentFields = Object.fromEntries(COMPONENT_NAMES.map((c) => [c, NullableNumber])) as {
  [K in (typeof COMPONENT_NAMES)[number]]: typeof NullableNumber
}
export const Components = Schema.Struct(componentFields).annotations({ identifier: "Components" })
export type Components = typeof Components.Type

const aggregateFields = Object.fromEntries(
  AGGREGATE_NAMES_V2.map((a) => [a, Schema.optional(NullableNumber)])
) as { [K in (typeof AGGREGATE_NAMES_V2)[number]]: Schema.optional<typeof NullableNumber> }
export const Aggregates = Schema.Struct(aggregateFields).annotations({ identifier: "Aggregates" })
export type Aggregates = typeof Aggregates.Type

export const Scores = Schema.Struct({
  overall_disclosure_risk_score: NullableNumber,
  score_coverage_ratio: Schema.Number,
  confidence_score: Schema.Number,
  confidence_details: ConfidenceDetails,
  missing_components: Schema.Array(Schema.String),
  components: Components,
  aggregates: Aggregates,
  provenance: Schema.Array(ProvenanceEntry)
}).annotations({ identifier: "Scores" })
export type Scores = typeof Scores.Type

/** Output of `risk score --metrics`. */
export const ScoreOutput = Schema.Struct({
  scores: Scores,
  versions: Versions
}).annotations({ identifier: "ScoreOutput" })
export type ScoreOutput = typeof ScoreOutput.Type

export { ModelId }
