/**
 * Wire shapes of an analysed filing: flags with evidence, changes, metrics, the full result.
 */
import { Schema } from "effect"
import { Count, Integer } from "../../domain/numbers.js"
import { DiffDetails } from "../../diff/schema.js"
import { Filing, ListedFiling } from "../../domain/filing.js"
import { FormType } from "../../domain/forms.js"
import { SectionDeltas, SectionFlagCounts, SectionFlags, SectionMetrics } from "../../domain/metrics-document.js"
import { FILING_WARNINGS, FlagName } from "../../domain/names.js"
import { Scores } from "../../domain/scores.js"
import { SectionRecord } from "../../domain/sections.js"
import { ModelId } from "../../domain/versions.js"

const NullableNumber = Schema.NullOr(Schema.Number)
const bySection = <S extends Schema.Schema.Any>(value: S) => Schema.Record({ key: Schema.String, value })

export const Evidence = Schema.Struct({
  section: Schema.String,
  phrase: Schema.String,
  sentence: Schema.String,
  start: Count.annotations({ description: "offset of the phrase in the section's cleaned_text" }),
  end: Count
}).annotations({ identifier: "Evidence" })
export type Evidence = typeof Evidence.Type

export const ActiveFlag = Schema.Struct({
  section: Schema.String,
  flag: FlagName,
  label: Schema.String,
  evidence: Schema.Array(Evidence).annotations({
    description: "every sentence of the section that raised the flag, in text order (a view that must cap lists at least 50)"
  }),
  evidence_count: Count.annotations({ description: "how many sentences raised the flag in this section (the length of an uncapped evidence list)" })
}).annotations({ identifier: "ActiveFlag" })
export type ActiveFlag = typeof ActiveFlag.Type

/** The metrics document as emitted: the scoring input plus sentence-aligned diffs and diff details. */
export const MetricsOutput = Schema.Struct({
  form_type: FormType,
  section_metrics: bySection(SectionMetrics),
  section_diffs: bySection(NullableNumber),
  section_flags: bySection(SectionFlags),
  section_flag_counts: bySection(SectionFlagCounts).annotations({
    description: "per section, how many sentences raised each flag (flags raised by none left out)"
  }),
  language_deltas: bySection(SectionDeltas),
  extraction_confidences: bySection(NullableNumber),
  diff_confidences: bySection(NullableNumber),
  extraction_warnings: Schema.Array(Schema.Literal(...FILING_WARNINGS)),
  required_sections_present: Schema.Boolean,
  has_prior: Schema.Boolean,
  fiscal_year: Schema.NullOr(Integer),
  sector: Schema.NullOr(Schema.String),
  section_diffs_v2: bySection(NullableNumber),
  diff_details: bySection(DiffDetails)
}).annotations({ identifier: "Metrics", description: "The metrics document (scoring input) with diff details" })
export type MetricsOutput = typeof MetricsOutput.Type

export const ChangeScore = Schema.Struct({
  value: NullableNumber,
  missing_reason: Schema.NullOr(Schema.String)
}).annotations({ identifier: "ChangeScore" })

export const SectionChange = Schema.Struct({
  section: Schema.String,
  summary: Schema.String,
  added_samples: Schema.Array(Schema.String),
  removed_samples: Schema.Array(Schema.String)
}).annotations({ identifier: "SectionChange" })

export const Changes = Schema.Struct({
  section_diffs: bySection(NullableNumber),
  section_diffs_v2: bySection(NullableNumber),
  language_deltas: bySection(SectionDeltas),
  change_score: ChangeScore,
  sections: Schema.Array(SectionChange)
}).annotations({ identifier: "Changes" })
export type Changes = typeof Changes.Type

export const FullVersions = Schema.Struct({
  parser_version: Schema.String,
  metrics_engine_version: Schema.String,
  dictionary_version: Schema.String,
  scoring_model_version: ModelId,
  scoring_constants_version: Schema.String,
  calibration_version: Schema.optional(Schema.String),
  software_version: Schema.String
}).annotations({ identifier: "FullVersions" })
export type FullVersions = typeof FullVersions.Type

export const FullResult = Schema.Struct({
  filing: Filing,
  sections: Schema.Array(SectionRecord),
  metrics: MetricsOutput,
  active_flags: Schema.Array(ActiveFlag),
  changes: Changes,
  scores: Scores,
  versions: FullVersions
}).annotations({ identifier: "FullResult" })
export type FullResult = typeof FullResult.Type

export const FilingsResponse = Schema.Struct({
  ticker: Schema.String,
  fiscal_year: Integer,
  filings: Schema.Array(ListedFiling).annotations({
    description: "every 10-K, 10-Q and 8-K of the fiscal year the company's filing list names, each with its status; none is left out because its document cannot be read"
  }),
  warnings: Schema.Array(Schema.String).annotations({ description: "upstream failures met while listing (the filings they concern are `unconfirmed`)" })
}).annotations({ identifier: "FilingsResponse" })
export type FilingsResponse = typeof FilingsResponse.Type

export const SectionsResponse = Schema.Struct({
  filing: Filing,
  sections: Schema.Array(SectionRecord),
  extraction_warnings: Schema.Array(Schema.Literal(...FILING_WARNINGS)),
  versions: Schema.Struct({ parser_version: Schema.String, software_version: Schema.String })
}).annotations({ identifier: "SectionsResponse" })
export type SectionsResponse = typeof SectionsResponse.Type
