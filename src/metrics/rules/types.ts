/** The shapes of a rule, of a flag's evidence and of a section's result. */
import type { SectionKey } from "../../domain/forms.js"
import type { FlagName } from "../../domain/names.js"
import type { Span } from "../text.js"

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
  /**
   * Evidence only beside another trigger of the rule in the section: a follow-on of the stated condition, never the flag on its own.
   * `"paragraph"`: only in the paragraph of a sentence that states the condition, or in the paragraph right after it.
   * `"around"`: as `"paragraph"`, or in the paragraph right before it (the figures a conclusion in the next paragraph draws on).
   */
  readonly carried?: true | "paragraph" | "around"
  /** The trigger states the condition whole, its result included: a modal after it tells what the condition could lead to, not the condition. */
  readonly whole?: true
}

/** An accounting or financing flag: a cheap gate every trigger implies, the triggers, a sentence-level suppression. */
export interface FlagRule {
  readonly flag: FlagName
  readonly gate: RegExp
  readonly triggers: ReadonlyArray<Trigger>
  /** Sentence-level suppression specific to the flag. */
  readonly suppress?: (sentence: string) => boolean
  /**
   * Section-level reading: whether what the section states has ended the condition a sentence tells of (a bankruptcy case
   * the company has emerged from). Null when the section states no end; otherwise a test of each evidence sentence.
   */
  readonly ended?: (text: string) => ((sentence: string) => boolean) | null
  /**
   * A carried trigger kept to some sections still reads, in any section, an item of a list whose lead-in states the condition
   * ("… concluded that our internal controls … were not effective due to the following material weaknesses:", then one weakness a line).
   */
  readonly listsAnywhere?: true
}

/** The event families, in the order their evidence is listed. */
export const EVENT_FAMILIES = ["investigation", "material_legal_proceeding", "cybersecurity_incident"] as const
export type EventFamily = (typeof EVENT_FAMILIES)[number]

/** One anchor rule of an event family: a realis phrase template compiled to `re`, and the checks its match must pass. */
export interface EventAnchor {
  /** A cheap test every match implies: the pattern runs only on sentences that pass it. */
  readonly gate?: RegExp
  readonly re: RegExp
  /** Investigation and legal patterns need a specific sentence unless this is set. */
  readonly specific?: boolean
  /** Skip the irrealis check of the pre-clause (the pattern itself asserts the fact). */
  readonly admits?: boolean
  /**
   * The matter must be identified: an authority is named, a date given, or what it is about
   * follows the match ("… relating to App Store terms", "… alleging monopolization").
   */
  readonly matter?: boolean
  /** The match must be followed by a capitalised word (a named incident: "such as MOVEit"). */
  readonly nextUpper?: boolean
  /** A definite mention must be followed in its clause by a past or perfect verb ("the incident caused …"). */
  readonly pastAfter?: boolean
  /** Not when the match is an example in a list ("incidents such as the SolarWinds attack"). */
  readonly notExample?: boolean
  /** The pattern's subject is the company by construction ("X has received subpoenas"). */
  readonly selfImplied?: boolean
  /** The pattern's named group `subj` must name the company ("we", "the Company", or the name the section uses for it). */
  readonly selfSubject?: boolean
  /** Not inside a definition of a measure ("… excluding the AFFF settlement costs"). */
  readonly notDefinition?: boolean
  /**
   * A cost names its matter: an amount in the clause, a named matter ("the ERISA litigation
   * matter", "Combat Arms Earplugs litigation") or a settlement with a party — not a category
   * of cost ("costs and risks associated with litigation").
   */
  readonly namedCost?: boolean
  /** The sentence must not match this. */
  readonly unless?: RegExp
  /** The event is stated in a relative clause ("the incidents we have experienced"), whatever the main clause denies. */
  readonly relative?: boolean
  /** Only in a paragraph that speaks of cyber matters (bare "incidents"). */
  readonly cyberBlock?: boolean
  /** Not when the sentence's case caption names the company on neither side ("… an opinion in Altera Corp. v. Commissioner"). */
  readonly ownCaption?: boolean
  /** `subj` is a caption's defendant: it names the company, or a name the section keeps using outside the sentence. */
  readonly caption?: boolean
  /**
   * The named group `obj` is what the matter is about, named: a word the section names at least twice outside the sentence, once
   * capitalised ("claims regarding sofosbuvir" beside "Litigation Related to Sofosbuvir"), not a category ("claims regarding our products").
   */
  readonly namedObject?: boolean
}

/** A sentence that matches `when`, unless it matches `unless`. */
export interface Exclusion {
  readonly when: RegExp
  readonly unless?: RegExp
}

/** How the event engine reads a family: which of the shared guards and follow-on steps apply to it. */
export interface EventReading {
  /**
   * A matter (an investigation, a proceeding) must be specific, is not a category and is not
   * another company's; an incident needs none of that, counts even when called immaterial, is
   * read in a paragraph that speaks of incidents, carried on by "this incident", and has its own
   * guards (habitual wording, other victims, a general admission, a supplier's incident, a trend).
   */
  readonly kind: "matter" | "incident"
  /** An incident's own word in a match (where a supplier or a trend before it is read). */
  readonly mention?: RegExp
  /** Sentences that state no matter of the family, whatever anchor they hold. */
  readonly exclusions?: ReadonlyArray<Exclusion>
  /** A sentence that names another target (an industry, imports, state aid): no anchor. */
  readonly otherTarget?: RegExp
  /** A suit's "against" must name the company, a part of it or a named party. */
  readonly againstTheCompany?: true
  /** Sentences that carry no matter of the family forward (the company's own investigation). */
  readonly followOnExclusion?: Exclusion
  /** An estimate of loss that carries the matter forward. */
  readonly estimate?: RegExp
  /** Whether an outcome's subject ("these investigations", "these cases") names this family's matter: `re` matches it (`named`) or does not. */
  readonly outcomeSubject?: { readonly re: RegExp; readonly named: boolean }
  /** Dated or past-tense steps under the matter's sub-heading in a legal-proceedings section carry it forward. */
  readonly narrative?: true
  /** A term the matter sets the company, told with the company as subject ("The Bank shall reduce …"): a step of the matter stated in its unit. */
  readonly terms?: ReadonlyArray<RegExp>
}

/** An event family's rules: what puts a sentence on its topic, its follow-on vocabulary, its anchors, how the engine reads it. */
export interface EventFamilyRules {
  readonly family: EventFamily
  readonly reading: EventReading
  /** What makes a sentence about the family at all. */
  readonly topic: RegExp
  /** Follow-on vocabulary that belongs to the family (a step of its matter). */
  readonly steps: RegExp
  /** Anchor rules, tried in order: the first that survives the guards states the sentence's event. */
  readonly anchors: ReadonlyArray<EventAnchor>
}

export interface EventHit {
  readonly family: EventFamily
  /** The sentence (a heading glued in front of it is not part of it). */
  readonly sentence: Span
  /** The phrase that raised it (inside the sentence). */
  readonly phrase: Span
  readonly kind: "anchor" | "follow_on"
}
