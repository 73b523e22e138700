/** The shapes of a rule, of a flag's evidence and of a section's result. */
import type { SectionKey } from "../../domain/forms.js"
import type { FlagName } from "../../domain/names.js"

export interface FlagEvidence {
  readonly flag: FlagName
  readonly section: SectionKey
  readonly phrase: string
  readonly sentence: string
  readonly start: number
  readonly end: number
}

export interface FlagResult {
  readonly flags: Record<FlagName, boolean>
  readonly evidence: ReadonlyArray<FlagEvidence>
}

/** One trigger of an accounting or financing flag: a phrase template compiled to `re`, with its conditions. */
export interface Trigger {
  readonly re: RegExp
  /** The sentence must match this. */
  readonly context?: RegExp
  /** The sentence must not match this. */
  readonly unless?: RegExp
  /** Only in these sections (e.g. a bare list item of the controls conclusion). */
  readonly sections?: ReadonlySet<string>
  /** Evidence only beside another trigger of the rule in the section: a follow-on of the stated condition, never the flag on its own. */
  readonly carried?: true
}

/** An accounting or financing flag: a cheap gate every trigger implies, the triggers, a sentence-level suppression. */
export interface FlagRule {
  readonly flag: FlagName
  readonly gate: RegExp
  readonly triggers: ReadonlyArray<Trigger>
  /** Sentence-level suppression specific to the flag. */
  readonly suppress?: (sentence: string) => boolean
}
