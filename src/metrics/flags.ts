/**
 * Red flags with evidence. Investigations, legal proceedings and cybersecurity incidents are
 * read by the event detector (events.ts); the accounting and financing flags by the factual
 * triggers below.
 *
 * RULES (docs/metrics-methodology.md repeats them)
 *
 * 1. Triggers are *factual* phrasings, not topic words. Each flag has a list of trigger
 *    patterns that describe an event as having happened or as being the case ("management
 *    identified a material weakness", "we received a subpoena", "were not in compliance with
 *    the financial covenants", "substantial doubt exists", "we withdrew our full-year
 *    guidance"). A bare topic word ("investigation", "cybersecurity incident", "restatement")
 *    never raises a flag. Some triggers also need a context word in the same sentence (an
 *    agency for an information request, "against" for a verdict, "lenders"/"covenant" for a
 *    waiver) or must not appear with a disqualifying one (forward-looking-statement notices
 *    for "should not be relied upon").
 * 2. Each trigger match is checked against guards, in the sentence and clause that hold it.
 *    A clause runs from the last `;`, `:`, bullet, dash, ", but", ", however", ", although",
 *    ", whereas", ", while" or " but " before the match. The *pre-window* is the clause text
 *    before the match; the *post-window* is the text after it up to the next comma, clause
 *    boundary or relative pronoun (that, which, who, where), at most 12 words.
 *    a. Hypothetical / conditional (pre-window): may, might, could, would, should, can,
 *       cannot, shall, if, whether, unless, in the event, were to, to the extent, even if,
 *       in case, assuming, potential(ly), possible, possibility, likelihood, risk(s), threat(s),
 *       any, future, no assurance ("May" followed by a number is the month, not a modal).
 *       → no flag.
 *    b. Negation (pre-window): no, not, n't, never, none, neither, nor, without, absence —
 *       except where the negation is itself the admission ("did not maintain effective",
 *       "not effective", "not in compliance", "has not been remediated", "no longer"), and
 *       "No." before a number.
 *       → no flag.
 *    c. Generic description (pre-window): such as, including, for example,
 *       for instance, e.g., types/kinds/forms of, like, various — unless a past-tense factual
 *       verb (identified, received, concluded, determined, detected, discovered,
 *       experienced, disclosed, announced, filed, dismissed, restated, withdrew) comes
 *       before the cue in the clause.
 *       → no flag.
 *    d. Post-window: a modal (may, might, could, would, should, can, cannot) → the trigger
 *       is the subject of a hypothetical ("a material weakness in our internal control
 *       could cause…"); or a denial ("does not exist", "has been remediated",
 *       "has been alleviated"). → no flag.
 *    e. Sentence-level generic cues: from time to time, in the ordinary course, none of
 *       which, in the past, historically, periodically, routine(ly), like other companies,
 *       as is common. → no flag.
 *    f. Flag-specific sentence suppressions: a remediated material weakness or significant
 *       deficiency; an alleviated going-concern doubt (but not "has not been alleviated");
 *       prior periods "restated" for a retrospective accounting change, stock split,
 *       discontinued operations, segment change or reclassification, or "restated to
 *       reflect / conform" — unless the sentence speaks of correcting errors or
 *       misstatements; "should not be relied upon as an indication / a prediction of
 *       future performance" (a caution, not non-reliance).
 * 3. A flag is true when at least one match survives. Its evidence lists the surviving
 *    sentences (every one; one piece of evidence per sentence, the first surviving match),
 *    each with the matched phrase, the sentence that holds it, and character offsets into
 *    the section text (`text.slice(start, end) === phrase`). Sub-headings glued in front of
 *    a sentence are split off when the caller passes the document's line starts. A sentence longer than 1000 characters
 *    (run-together table text) is cut to a window of ±400 characters around the phrase.
 *
 * Sentences come from text.ts (abbreviation-aware). Every pattern is compiled once at
 * module load. Each flag has a gate: a cheap pattern that every one of its triggers
 * implies; triggers are only run inside sentences that contain a gate hit.
 *
 * The rules live in rules/: one file per flag under rules/families/ (its triggers as phrase
 * templates, rules/compile.ts), the shared vocabulary in rules/vocabulary/, the guards in
 * rules/guards.ts, and the engine that runs every flag of a section in rules/engine.ts. This
 * module is their public face.
 */
export { detectFlags, detectFlagsWithSentences, FLAG_RULE_NAMES } from "./rules/engine.js"
export type { FlagEvidence, FlagResult } from "./rules/types.js"
