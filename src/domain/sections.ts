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

export const EXTRACTION_METHODS = ["item_heading_sequence", "item_heading_inline", "cross_reference_index", "note_pointer", "note_heading"] as const
export const ExtractionMethod = Schema.Literal(...EXTRACTION_METHODS).annotations({ identifier: "ExtractionMethod" })
export type ExtractionMethod = typeof ExtractionMethod.Type

const NonNegativeInt = Count

/**
 * The pointer of an item that is `by_reference` to a note of the same document, and what the
 * extractor made of it (src/extract/notes.ts). Carried by the item that points and, when the
 * note was found, by the note's own section (FORMS NOTE_POINTERS). Offsets are into the
 * document's visible text, like a section's.
 */
export const NotePointer = Schema.Struct({
  /** The item that points ("item_3_legal_proceedings"). */
  item: Schema.String,
  /** The sentence of the item that names the note, as printed. */
  pointer: Schema.String,
  pointer_start: NonNegativeInt,
  pointer_end: NonNegativeInt,
  /** The note as the pointer names it: "19", "M", "12A"; null when it names none. */
  note: Schema.NullOr(Schema.String),
  /** The note's section key when it was found ("legal_proceedings_note"), else null. */
  section: Schema.NullOr(Schema.String),
  /** The note's heading as printed, its title, and where the heading starts; null when not found. */
  heading: Schema.NullOr(Schema.String),
  title: Schema.NullOr(Schema.String),
  heading_start: Schema.NullOr(NonNegativeInt),
  /** How the note was found, or why it was not followed (no heading, several, another document …). */
  reason: Schema.String
}).annotations({ identifier: "NotePointer" })
export type NotePointer = typeof NotePointer.Type

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
  /** On an item `by_reference` to a note of the same document, and on the note's section read through it. */
  note_pointer: Schema.optional(NotePointer),
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
