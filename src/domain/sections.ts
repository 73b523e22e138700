/**
 * The section extractor's output contract (SPEC §5).
 */
import { Schema } from "effect"
import { Count, Ratio } from "./numbers.js"
import { FilingWarning } from "./names.js"
import { FormType } from "./forms.js"

export const SECTION_STATUSES = ["body", "not_applicable", "by_reference"] as const
export const SectionStatus = Schema.Literal(...SECTION_STATUSES).annotations({
  identifier: "SectionStatus",
  description: "body: disclosure of its own; not_applicable: only None/Not applicable; by_reference: only points elsewhere"
})
export type SectionStatus = typeof SectionStatus.Type

/** Section-level warnings. The filing-level ones (FILING_WARNINGS) are derived from these. */
export const SECTION_WARNINGS = [
  "short_section",
  "extraction_suspect",
  "open_ended_boundary",
  "untitled_heading",
  "combined_heading",
  "inline_heading",
  "empty_body"
] as const
export const SectionWarning = Schema.Literal(...SECTION_WARNINGS).annotations({ identifier: "SectionWarning" })
export type SectionWarning = typeof SectionWarning.Type

export const EXTRACTION_METHODS = ["item_heading_sequence", "item_heading_inline", "cross_reference_index"] as const
export const ExtractionMethod = Schema.Literal(...EXTRACTION_METHODS).annotations({ identifier: "ExtractionMethod" })
export type ExtractionMethod = typeof ExtractionMethod.Type

const NonNegativeInt = Count

export const SectionRecord = Schema.Struct({
  section_name: Schema.String,
  status: SectionStatus,
  word_count: NonNegativeInt,
  char_count: NonNegativeInt,
  /** Character offsets (UTF-16 code units, end exclusive) into the document's visible text. */
  start_offset: NonNegativeInt,
  end_offset: NonNegativeInt,
  extraction_confidence: Ratio,
  extraction_method: ExtractionMethod,
  warnings: Schema.Array(SectionWarning),
  /** sha256 hex of the UTF-8 bytes of cleaned_text. */
  text_hash: Schema.String.pipe(Schema.pattern(/^[0-9a-f]{64}$/)),
  cleaned_text: Schema.optional(Schema.String)
}).annotations({ identifier: "SectionRecord" })
export type SectionRecord = typeof SectionRecord.Type

export const SectionsOutput = Schema.Struct({
  form_type: FormType,
  sections: Schema.Array(SectionRecord),
  extraction_warnings: Schema.Array(FilingWarning),
  versions: Schema.Struct({ parser_version: Schema.String })
}).annotations({ identifier: "SectionsOutput" })
export type SectionsOutput = typeof SectionsOutput.Type
