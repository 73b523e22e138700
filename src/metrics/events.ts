/**
 * Event flags: investigations, legal proceedings and cybersecurity incidents that a filing
 * states as having happened to the company (docs/metrics-methodology.md, "What a flag
 * means", repeats these rules with examples).
 *
 * The unit is the sentence, read inside its *block*: the run of sentences under one
 * sub-heading (legal-proceedings sections) or one paragraph (everywhere else). A sentence
 * raises a family's flag in one of two ways.
 *
 * 1. **Anchor.** One of its clauses states an event of the family as fact:
 *    - the clause holds an *event pattern* of the family — a realis verb phrase with the
 *      company, an authority or a court as a participant ("X filed a lawsuit … against the
 *      Company", "the Commission fined the Company", "we received requests for information
 *      from regulators in …", "we are defending a securities class action", "the Company is
 *      the subject of investigations … relating to …", "some of our systems have experienced
 *      past security breaches", "a third-party cyber-attack that exploited …");
 *    - the clause is not hypothetical (no modal, conditional or future wording before the
 *      pattern: may, could, would, if, unless, whether, any, potential …), not negated, and
 *      not a category statement (from time to time, in the ordinary course, regularly,
 *      various, other legal proceedings, such as …);
 *    - for investigations and legal proceedings the sentence is *specific*: it names an
 *      authority, a court or a party, gives a date or an amount, or says what the matter is
 *      about ("alleging …", "relating to the App Store …", "in connection with our …").
 *      Cybersecurity incidents need no specificity: an incident stated in the past tense is
 *      an event even when it is not named (and even when it is called immaterial);
 *    - the target is the company: a matter brought by the company, or against another named
 *      party, is not the company's event. A sentence that does not name the company is a
 *      *weak* anchor: it counts in a legal-proceedings section, in a block that already has a
 *      strong anchor, or in a paragraph that names the company in another sentence.
 * 2. **Follow-on.** The block already holds an anchor of the family, and the sentence
 *    carries the same matter forward as fact: it refers back to it ("these lawsuits", "the
 *    matter", "such requests", "the 2021 Injunction", a defined term of the block) or states a
 *    procedural step of it (a court ruled, found, denied, granted; the company appealed,
 *    filed a motion, intends to defend itself; relief is sought; a loss range is estimated),
 *    again not hypothetical, negated or generic. In a legal-proceedings section a dated or
 *    past-tense step with legal vocabulary under the matter's sub-heading also carries it
 *    ("In September 2023, the CNIPA invalidated every claim of the asserted patent.").
 *
 * Pure and deterministic; every pattern is compiled once at module load. The rules live in
 * rules/: each family's anchors, topic and follow-on vocabulary in rules/families/, the
 * vocabulary in rules/vocabulary/, the guards in rules/guards.ts (the company's names in
 * rules/company.ts, the follow-on wording in rules/follow-ons.ts), sentences and blocks in
 * rules/sentences.ts and the engine in rules/events-engine.ts. This module is their public face.
 */
export { companyAlias } from "./rules/company.js"
export { detectEvents } from "./rules/events-engine.js"
export { sentencesAndBlocks } from "./rules/sentences.js"
export { EVENT_FAMILIES, type EventFamily, type EventHit } from "./rules/types.js"
