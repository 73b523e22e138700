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
 */
import type { FlagName } from "../domain/names.js"
import { FLAG_NAMES } from "../domain/names.js"
import type { SectionKey } from "../domain/forms.js"
import { detached } from "../domain/strings.js"
import { caseless } from "./caseless.js"
import { detectEvents, EVENT_FAMILIES, type EventFamily, sentencesAndBlocks } from "./events.js"
import { sentenceIndexAt, splitSentences, type Span } from "./text.js"

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

const MAX_SENTENCE_CHARS = 1000
const SENTENCE_WINDOW = 400

interface Trigger {
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

const CONTROLS_SECTIONS: ReadonlySet<string> = new Set(["item_9a_controls", "item_4_controls"])

interface FlagRule {
  readonly flag: FlagName
  readonly gate: RegExp
  readonly triggers: ReadonlyArray<Trigger>
  /** Sentence-level suppression specific to the flag. */
  readonly suppress?: (sentence: string) => boolean
}

/** Builds a case-insensitive global regex; a literal space in the pattern means `\s+`. */
const P = (source: string): RegExp => caseless(source.replace(/ /g, "\\s+"), "g")
/** Same, non-global, for sentence tests. */
const T = (source: string): RegExp => caseless(source.replace(/ /g, "\\s+"))

const AP = "['’]"
const OWNER = `(?:our|its|the company${AP}s|the registrant${AP}s|their|the)`

/* ---- guards ------------------------------------------------------------------------- */

const CLAUSE_BOUNDARY_RE =
  /[;:•▪●■◦]|\s[—–-]\s|—|,\s*(?:but|however|although|though|whereas|while|except)\b|\sbut\s/g

const HYPOTHETICAL_PRE_RE = T(
  "\\b(?:may(?! \\d)|might|could|would|should|can|cannot|can't|couldn't|wouldn't|shall|if|whether|unless|in the event|were to|to the extent|even if|in case|assuming|potential|potentially|possible|possibly|possibility|likelihood|risk|risks|threat|threats|any|future(?! (?:revenues?|operations|cash flows?|operating results|results of operations|profitability|earnings|sales)\\b)|no assurance)\\b"
)

const NEGATION_EXEMPT_RE = P(
  "\\b(?:did|does|do|has|have|had) not (?:maintain|maintained)\\b|\\b(?:did|has|have|had) not (?:make|made|pay|paid|repay|repaid) (?:[\\w'’$.,-]+ ){0,6}?(?:payments?|installments?|interest|principal|dividends)\\b|\\bnot (?:effective|in compliance|(?:yet )?(?:been )?(?:fully )?(?:remediated|alleviated|completed|cured))\\b|\\bno longer\\b|\\bnot only\\b|\\bwithout (?:additional|further|sufficient|adequate|new|obtaining|raising|securing|such|this|the) (?:[\\w-]+ ){0,2}?(?:financing|funding|capital|funds|liquidity|cash|revenues?|waivers?|amendments?)\\b|\\bnos?\\. ?(?=\\d)"
)
const NEGATION_RE = /\b(?:no|not|never|none|neither|nor|without|absence)\b|n[’']t\b/i

const GENERIC_PRE_RE = T(
  "\\b(?:such as|including|for example|for instance|e\\.g\\.|types? of|kinds? of|forms? of|like|various(?! times\\b))\\b"
)
const FACTUAL_VERB_RE = T(
  "\\b(?:identified|received|concluded|determined|detected|discovered|experienced|disclosed|announced|filed|dismissed|restated|withdrew)\\b"
)

const POST_CUT_RE = /[,;:()•]|\s[—–-]\s|—|\b(?:that|which|who|whom|where)\b/i
const POST_MODAL_RE = /\b(?:may(?!\s+\d)|might|could|would|should|can|cannot)\b/i
const POST_DENIAL_RE = T(
  "^\\W*(?:[\\w'’-]+ ){0,4}?(?:(?:do|does|did|has|have|had|is|are|was|were) not (?:exist|existed|occur|occurred|been identified|been raised|raise|apply)|no longer exists?|(?:has|have|had) (?:since )?been (?:fully )?(?:remediated|alleviated|resolved|eliminated))\\b"
)

const GENERIC_SENTENCE_RE = T(
  "\\b(?:from time to time|in the ordinary course|none of which|in the past|historically|periodically|routine|routinely|like other companies|like many other companies|as is common)\\b"
)

const REMEDIATED_RE = T(
  "\\b(?:was|were|is|are|(?:has|have|had)(?: since)? been) (?:now )?(?:fully |successfully |substantially )?remediated\\b|\\b(?:completed|concluded|finalized) (?:the |our |its )?remediation\\b|\\bremediation (?:[\\w-]+ ){0,6}?(?:was|is|has been) (?:complete|completed)\\b"
)
/**
 * A weakness stated as remediated, not one whose remediation is only a purpose or a condition ("measures designed to
 * ensure that control deficiencies … are remediated", "will not be considered remediated until …").
 */
const remediated = (sentence: string): boolean => {
  const re = new RegExp(REMEDIATED_RE.source, "gi")
  for (let m = re.exec(sentence); m !== null; m = re.exec(sentence)) {
    if (!REMEDIATION_PURPOSE_RE.test(sentence.slice(Math.max(0, m.index - 120), m.index))) return true
  }
  return false
}
const REMEDIATION_PURPOSE_RE = T("\\b(?:ensure|ensuring|until|unless|designed to|intended to|in order to|so that|not be considered|will|would|could|may)\\b")
/** The company as the creditor that forbears ("agreed not to exercise certain remedies available to it"): no breach of its own. */
const COMPANY_FORBEARS_RE = T("\\b(?:we|the company|it) (?:has |have |had )?agreed not to exercise\\b|\\bremedies available to (?:us|the company)\\b")
/** Another party's debt in default: the company as the lender or investor ("Certain of our borrowers' loans were in default …"). */
const OTHERS_DEBT_RE = T("\\b(?:borrowers?|tenants?|customers?|obligors?|issuers?|counterpart(?:y|ies)|mortgage loans|loans receivable|notes receivable|held-to-maturity|available-for-sale|investment securities|portfolio|franchisees?)\\b")
const ALLEVIATED_RE = /\balleviat\w*/i
const NOT_ALLEVIATED_RE = T("\\bnot (?:been |be |sufficient to |enough to )?alleviat\\w*|\\bnot (?:yet )?alleviated")
const PREDICTIVE_USE_RE = T(
  "\\bas (?:an? )?(?:indicat\\w*|predict\\w*|guarantee\\w*|representing|representative|substitute|measure|forecast\\w*|projection\\w*)\\b"
)
const RESTATED_TO_RE = T("\\brestated to (?:reflect|conform|give effect|include|exclude|present)\\b")
const ERROR_CORRECTION_RE = T("\\b(?:correct\\w*|errors?|misstatements?|irregularit\\w*|should (?:have )?be(?:en)? restated|(?:warrants?|liabilit(?:y|ies)) as (?:a )?liabilit)\\b")
const RETROSPECTIVE_RE = T(
  "\\b(?:retrospective(?:ly)?|retroactive(?:ly)?|stock split|share split|discontinued operations|reclassif\\w*|recast|reflect the adoption|change in (?:segment|reporting structure|accounting principle)|(?:reportable |operating )?segments?)\\b"
)

/* ---- rules ------------------------------------------------------------------------------ */

const MW = "material weakness(?:es)?"
const SD = "significant deficienc(?:y|ies)"
const CONTROLS =
  "(?:disclosure controls(?: and procedures)?|ICFR|DC&P|internal controls? over financial reporting|internal controls?(?: and procedures)?|controls and procedures)"
const DET = "(?:a|an|the|this|these|such|our|its|two|three|four|several|certain)"
const GUIDANCE_ADJ =
  "(?:(?:its|our|the|their) )?(?:(?:previously (?:issued|announced|provided|disclosed|communicated)|prior|full[\\s-]year|annual|fiscal(?: year)?|\\d{4}|financial|quarterly|earnings|revenue|sales|operating|outlook and|and) )*"

const RULES: ReadonlyArray<FlagRule> = [
  {
    flag: "material_weakness_flag",
    gate: /material\s+weakness/gi,
    triggers: [
      { re: P(`\\b(?:identified|discovered|determined|concluded|found|noted) (?:that )?(?:there (?:was|were|is|are|existed) )?(?:${DET} )?(?:following )?(?:(?:two|three|four|five|six|seven|several|multiple|\\d+) )?(?:additional |new |other |previously (?:reported|disclosed) )?${MW}\\b`) },
      { re: P(`\\b${MW} (?:[\\w'’-]+ ){0,8}?(?:was|were|has been|have been|had been) identified\\b`) },
      { re: P(`\\b(?:a|the|this|these|such|our|its|two|three) ${MW} (?:existed|exists|exist|remains?|remained|continues? to exist|(?:has|have|had) not (?:yet )?been (?:fully )?remediated|was not remediated|were not remediated)\\b`) },
      { re: P(`\\b(?:because of|due to|as a result of|in light of|resulting from|caused by) (?:the|this|these|such|our|its|two|three|certain) (?:[\\w-]+ ){0,2}?${MW}\\b`) },
      {
        re: P(`\\b(?:because of|due to|as a result of|resulting from) (?:a|an) (?:[\\w-]+ ){0,2}?${MW}\\b`),
        context: T("\\bnot effective\\b|\\bineffective\\b|\\bdid not maintain\\b")
      },
      { re: P(`\\b(?:remediate|remediating|remediation of|remediation plans? for|remediation efforts (?:related to|for|regarding)|remediation of) (?:the|this|these|such|our|its|each) (?:[\\w-]+ ){0,2}?${MW}\\b`) },
      // controls sections: the conclusion's cause without a determiner, and remediation plans addressing the weaknesses
      {
        re: P(`\\b(?:because of|due to|as a result of|resulting from) ${MW} (?:in|of|over|related to|relating to|identified)\\b`),
        context: T("\\bnot effective\\b|\\bineffective\\b|\\bdid not maintain\\b"),
        sections: CONTROLS_SECTIONS
      },
      { re: P(`\\b(?:remediation|remedial) (?:plans?|efforts|measures|actions|steps) (?:designed )?to (?:address|remediate|correct) (?:the|these|those|such|our|its|each|both) (?:[\\w-]+ ){0,2}?${MW}\\b`), sections: CONTROLS_SECTIONS },
      { re: P(`\\b(?:previously (?:reported|disclosed|identified)|existing|identified|unremediated) ${MW}\\b`) },
      // "we concluded that our internal control over financial reporting contained material weaknesses"
      { re: P(`\\b(?:concluded|determined|found) that (?:our|its|the company['’]s) ${CONTROLS} (?:contained|contains|had|has) (?:${DET} )?(?!(?:no|any|not)\\b)(?:[\\w-]+ )?${MW}\\b`) },
      // "the material weaknesses … will not be considered remediated until …": they exist
      { re: P(`\\b(?:the|these|such|its|our) ${MW}\\b[^.;]{0,80}?\\bwill not be considered (?:fully )?remediated\\b`) },
      { re: P(`\\b${MW} (?:described|identified|discussed|referenced|noted) (?:above|below|in|herein)\\b`) },
      // "We continue to have material weaknesses …", "these errors were the result of a material weakness …", "The material weakness identified resulted from …"
      { re: P(`\\b(?:continues? to have|still (?:have|has)|currently (?:have|has)) (?:${DET} )?(?:[\\w-]+ )?${MW}\\b`) },
      { re: P(`\\b(?:were|was) (?:the )?(?:result|product) of (?:a|an|the) (?:[\\w-]+ ){0,2}?${MW}\\b|\\battribut\\w* [^;.]{0,60}?\\bto (?:a|an|the) (?:[\\w-]+ ){0,2}?${MW}\\b`) },
      { re: P(`\\bthe ${MW} (?:identified |described )?(?:resulted from|was caused by|arose from|were caused by|arose)\\b`) },
      // "The errors resulted from a material weakness in …", "misstatements that arose from material weaknesses"
      { re: P(`\\b(?:errors?|misstatements?|restatements?|adjustments?|deficienc(?:y|ies)) (?:(?:identified|described|noted|above|below) )?(?:resulted|arose|stemmed) (?:principally |primarily |largely |in part )?from (?:a |an |the |these |our |its )?(?:[\\w-]+ ){0,2}?${MW}\\b`) },
      { re: P(`\\b(?:constitutes?|constituted|represents?|represented|amounts? to|amounted to|rises? to the level of|rose to the level of) (?:a |an )?${MW}\\b`) },
      // the identified weaknesses listed in the controls conclusion ("These material weaknesses included:", "• a material weakness related to …")
      { re: P(`\\b(?:these|those|such|the(?: (?:identified|above|following))?) ${MW} (?:included|include|consisted of|consist of|related to|relate to|associated with|are as follows|were as follows|create|created|resulted in|result in)\\b`), sections: CONTROLS_SECTIONS },
      { re: P(`^[\\s•●▪■◦·-]*(?:a|an|one|another|the|this) (?:[\\w-]+ )?${MW} (?:related to|relating to|in|with respect to|regarding|over|due to|resulting from|that resulted in|associated with|was considered)\\b`), sections: CONTROLS_SECTIONS }
    ],
    suppress: (s) => remediated(s)
  },
  {
    flag: "significant_deficiency_flag",
    gate: /significant\s+deficienc/gi,
    triggers: [
      { re: P(`\\b(?:identified|discovered|determined|concluded|found|noted) (?:that )?(?:there (?:was|were|is|are|existed) )?(?:${DET} )?(?:additional |new |other |previously (?:reported|disclosed) )?${SD}\\b`) },
      { re: P(`\\b${SD} (?:[\\w'’-]+ ){0,8}?(?:was|were|has been|have been|had been) identified\\b`) },
      { re: P(`\\b(?:a|the|this|these|such|our|its|two|three) ${SD} (?:existed|exists|exist|remains?|remained|(?:has|have|had) not (?:yet )?been (?:fully )?remediated)\\b`) },
      { re: P(`\\b(?:constitutes?|constituted|represents?|represented|amounts? to|amounted to) (?:a )?${SD}\\b`) },
      { re: P(`\\b(?:remediate|remediating|remediation of|remediation plans? for) (?:the|this|these|such|our|its) (?:[\\w-]+ ){0,2}?${SD}\\b`) },
      { re: P(`\\b(?:previously (?:reported|disclosed|identified)|unremediated) ${SD}\\b`) }
    ],
    suppress: (s) => remediated(s)
  },
  {
    flag: "ineffective_controls_flag",
    gate: /effective/gi,
    triggers: [
      { re: P(`\\b${CONTROLS} (?:of (?:the company|the registrant|[\\w&.]+) )?(?:(?:were|was|are|is|remain|remains|remained) (?:not effective|ineffective)|(?:has|have|had) not been effective|(?:has|have|had) been ineffective|to (?:be|have been) (?:not effective|ineffective))\\b`) },
      {
        re: P("\\bconcluded that (?:they|these controls|such controls|those controls)(?: and procedures)? (?:were|was|are|is) (?:not effective|ineffective)\\b"),
        context: T("\\bcontrols\\b")
      },
      { re: P(`\\b(?:did|does|has|have|had) not maintain(?:ed)?,? (?:in all material respects, )?(?:effective|adequate) (?:internal control|disclosure controls)`) },
      { re: P(`\\b(?:concluded|determined) that(?: ${OWNER})? ${CONTROLS} (?:[\\w'’,-]+ ){0,12}?(?:were|was) (?:not effective|ineffective)\\b`) },
      { re: P("\\bcontrols\\b[^.;]{0,160}?\\b(?:were|was) (?:also )?(?:determined|deemed|found|concluded) to (?:be|have been) (?:not effective|ineffective)\\b"), sections: CONTROLS_SECTIONS },
      { re: P("\\b(?:ineffective|not effective) (?:design|operation|operating effectiveness|design and operation) of\\b"), sections: CONTROLS_SECTIONS }
    ]
  },
  {
    flag: "restatement_flag",
    gate: /restat|revis|amended|correct|properly|reliab/gi,
    triggers: [
      { re: P(`\\brestated (?:herein |above |below |in this (?:report|annual report|quarterly report) )?(?:its|our|the|certain|their|previously|these|those|such|each of the|all of the) (?:[\\w'’-]+ ){0,10}?(?:financial statements|financial results|financial information|financial data|results|balance sheets?|statements? of (?:operations|income|cash flows|comprehensive)|periods?|quarters?|amounts|earnings)\\b`) },
      { re: P("\\b(?:have|has|had) been restated\\b|\\b(?:were|was) restated\\b") },
      { re: P("\\(?\\bas restated\\b\\)?"), unless: T("\\b(?:certificate|articles) of incorporation|\\bby-?laws\\b|\\bcharter\\b|\\bagreement\\b|\\bindenture\\b|\\bplan\\b") },
      { re: P(`\\b(?:the|this|such) restatement (?:of (?:our|its|the) (?:[\\w'’-]+ ){0,5}?(?:financial statements|results|periods?|quarters?)|described|discussed|referred to)\\b`) },
      { re: P(`\\brestatement of (?:our|its|the) previously (?:issued|reported)\\b`) },
      { re: P("\\b(?:effects?|impacts?) (?:of|from) (?:the|these|this|such) (?:restatements?|(?:error )?corrections?(?: of (?:these |the )?errors?)?|errors?)\\b"), context: T("\\b(?:restat\\w*|previously (?:issued|reported)|errors?|corrections?)\\b") },
      // the restatement as a thing done: "This resulted in a restatement …", "The restatement reflects the reversal of revenue …"
      { re: P("\\b(?:resulted in|led to|required|requires?|necessitated|gave rise to) (?:a |the )?restatement\\b") },
      // revisions and corrections of previously issued statements ("we revised our previously issued … consolidated financial statements")
      { re: P(`\\b(?:revised|revising|corrected|correcting|amended) (?:its|our|the|certain|these|those|such|their) (?:(?:previously (?:issued|reported|filed)|prior[\\s-]period|prior[\\s-]year|historical|unaudited|audited|interim|annual|quarterly|condensed|consolidated) ){1,4}(?:[\\w'’-]+ ){0,4}?(?:financial statements|financial information|financial results|balance sheets?|statements? of (?:operations|income|cash flows|comprehensive))\\b`) },
      { re: P(`\\b(?:revision|correction)s? (?:of|to) (?:the |our |its |certain )?(?:previously (?:issued|reported)|prior[\\s-]period|prior[\\s-]year) (?:[\\w'’-]+ ){0,4}?(?:financial statements|financial information|amounts|results)\\b`) },
      // an accounting error found: "determined that it had not properly accounted for certain warrants", "did not properly account for …"
      { re: P(`\\b(?:determined|concluded|discovered|identified|found|noted) that (?:[\\w'’]+ ){0,3}?(?:had |has )?(?:not|did not|had not) (?:properly|correctly|appropriately) (?:accounted|account|recorded|record|classified|classify|presented|present|reflected|reflect|recognized|recognize)\\b|\\b(?:did|had) not (?:properly|correctly|appropriately) (?:account|accounted|record|recorded|classify|classified|reflect|reflected|recognize|recognized) for\\b`), context: T("\\b(?:financial statements|previously (?:issued|reported)|restat\\w*|errors?|warrants?|misstatements?|corrections?|prior periods?)\\b") },
      { re: P("\\bthe (?:need for the )?restatement (?:also )?(?:reflects|reflected|relates|related|arose|resulted|was|is|had|included|includes|corrects|corrected|increased|decreased|reduced)\\b") },
      { re: P(`\\b(?:providing|provides|presents?|presented|includes?|included|including) (?:the )?restated (?:[\\w'’-]+ ){0,4}?(?:financial (?:statements|information|data|results)|balance sheets?|statements? of|line items|results)\\b`) },
      { re: P(`\\b(?:announcement|announced|disclosure|disclosed) (?:of )?(?:the |its |our |an |a )?(?:accounting |financial )?restatements?(?: of (?:our|its|the) (?:[\\w'’-]+ ){0,5}?(?:financial statements|results))?\\b`) },
      { re: P(`\\bto restate (?:its|our|the|certain|their) (?:[\\w'’-]+ ){0,6}?(?:financial statements|financial results|financial information|results|balance sheets?|periods?|quarters?)\\b`) },
      { re: P(`\\b(?:will|intends? to|plans? to|decided to|determined to|expects? to|is|are|in the process of) restat(?:e|ing) (?:its|our|the|certain)\\b`) },
      { re: P(`\\b(?:concluded|determined) that (?:[\\w'’,-]+ ){0,25}?(?:should|will|need to|needed to|would need to) be restated\\b`) },
      // the same over a long list of periods ("… (the “Affected Periods”) should be restated because of …"), a decision to restate
      { re: P(`\\b(?:concluded|determined) that [^.;]{0,300}?\\b(?:should|will|would|need to|needed to|must) (?:now )?be restated\\b`) },
      { re: P(`\\b(?:concluded|determined|decided)\\b[^.;]{0,60}?\\b(?:appropriate|necessary|required) to restate\\b`) },
      { re: P(`\\brestatement of previously (?:issued|reported) (?:consolidated )?financial statements\\b`) }
    ],
    suppress: (s) => (RETROSPECTIVE_RE.test(s) || RESTATED_TO_RE.test(s)) && !ERROR_CORRECTION_RE.test(s)
  },
  {
    flag: "non_reliance_flag",
    gate: /relied|reliance|rely|reliable/gi,
    triggers: [
      {
        re: P("\\b(?:should|could|can|may) (?:no longer|not) be relied (?:up)?on\\b"),
        context: T("\\b(?:financial statements|audit report|auditor['’]?s? report|report of (?:the |our |its )?independent|financial results|interim review|earnings releases?|quarterly reports?|annual reports?)\\b"),
        unless: T("\\bforward[\\s-]looking\\b")
      },
      {
        re: P(`\\bshould (?:no longer|not) rely (?:up)?on (?:the company${AP}s |our |its |the |any )?(?:previously (?:issued|filed|reported) )(?:[\\w'’-]+ ){0,4}?(?:financial statements|audit reports?|auditor${AP}s reports?)\\b`)
      },
      { re: P("\\bnon[\\s-]?reliance on (?:the )?(?:previously issued|prior|previously filed)\\b") },
      { re: P("\\b(?:are|were|is|was) (?:no longer|not) reliable\\b"), context: T("\\b(?:financial statements|audit reports?|financial results|restat\\w*)\\b") }
    ],
    // "...should not be relied upon as an indication of future performance" is a caution
    suppress: (s) => PREDICTIVE_USE_RE.test(s)
  },
  {
    flag: "going_concern_flag",
    gate: /substantial\s+doubt|going[\s-]concern/gi,
    triggers: [
      { re: P(`\\bsubstantial doubt (?:exists |existed |remains )?(?:about|as to|regarding|concerning|on|of) (?:our|its|the company${AP}s|the registrant${AP}s|[\\w&.]+${AP}s) (?:ability to continue|continued existence|continuation)`) },
      { re: P("\\bsubstantial doubt (?:exists|existed|remains|remained)\\b") },
      { re: P("\\b(?:raise|raises|raised|give rise to|gives rise to|gave rise to) substantial doubts?\\b") },
      { re: P("\\bsubstantial doubt (?:is|was) (?:deemed|considered|determined|believed|concluded) to exist\\b") },
      { re: P("\\bthere (?:is|was|exists|existed) substantial doubt\\b") },
      { re: P(`\\b(?:raise|raises|raised) (?:a |significant )?doubt (?:about|as to|regarding) (?:our|its|the company${AP}s) ability to (?:continue|operate|remain) as a going concern\\b`) },
      { re: P("\\bgoing[\\s-]concern[\"”’']? (?:explanatory paragraphs?|paragraphs?|qualifications?|opinions?|emphasis|uncertainty|doubts?|warnings?)\\b") },
      // the doubt in other words: "we are having great difficulty being able to continue as a going concern", an auditor's paragraph on it
      { re: P("\\b(?:(?:is|are|was|were) having|(?:have|has|had) had) (?:great |significant |substantial |serious |considerable )?difficult(?:y|ies) (?:in )?(?:being able to |to )?continue as a going concern\\b") },
      { re: P("\\bexplanatory paragraph (?:[\\w'’-]+ ){0,10}?(?:going[\\s-]concern|substantial doubt)\\b") },
      // after a stated doubt, what the company's going on depends on: "The ability of the Company to continue as a going concern is dependent upon …"
      { re: P(`\\b(?:our|its|the company${AP}s|the ability (?:of (?:the company|us) )?to continue as a going concern) (?:ability to continue as a going concern |continuation as a going concern |continued existence )?(?:is|remains) (?:highly |substantially |entirely )?(?:dependent|contingent|conditioned|subject) (?:up)?on\\b`), carried: true }
    ],
    suppress: (s) => ALLEVIATED_RE.test(s) && !NOT_ALLEVIATED_RE.test(s)
  },
  {
    flag: "covenant_breach_flag",
    gate: /covenant|default|waiver|forbearance|forebear|forbear|accelerat|compliance|ratio|delinquen|breach/gi,
    triggers: [
      { re: P("\\b(?:was|were|is|are|had been|has been|have been|remained|remains) (?:not|out of) (?:been )?(?:in )?compliance with (?:[\\w'’-]+ ){0,8}?(?:covenants?|financial ratios?|(?:coverage|leverage|working capital|liquidity|net worth|current) (?:ratio )?requirements?)\\b|\\b(?:was|were|is|are|had been|has been|have been|remained|remains) (?:not|out of) (?:in )?compliance with (?:the )?(?:[$\\d.,]+ (?:million )?)?(?:minimum|maximum) (?:[\\w'’-]+ ){0,4}?(?:requirements?|ratios?)\\b") },
      { re: P("\\b(?:fell|falls|fallen) out of compliance with (?:[\\w'’-]+ ){0,8}?covenants?\\b") },
      { re: P("\\b(?:breached|violated|failed to (?:comply|meet|satisfy|maintain)|did not (?:comply|meet|satisfy|maintain)) (?:with )?(?:[\\w'’-]+ ){0,8}?(?:covenants?|financial ratios?|(?:leverage|coverage|liquidity) ratio(?: requirements?)?)\\b") },
      { re: P("\\b(?:an?|the|certain|such|these) events? of default (?:[\\w'’-]+ ){0,6}?(?:has occurred|had occurred|have occurred|occurred|exists|existed|continue to exist|has been declared|was declared|has been triggered|was triggered)\\b") },
      { re: P("\\b(?:are|is|were|was|have been|has been|had been|remain|remains|remained) (?:currently |therefore |now |still )?in (?:technical |payment |monetary )?default (?:under|of|on|as of|with)\\b"), unless: OTHERS_DEBT_RE },
      // debt stated to be in default: "Notes payable … was in default, as of June 30", "The seller carry back debt is in technical default."
      {
        re: P("\\b(?:debt|notes?|notes payable|loans? payable|debentures|bonds|borrowings|credit (?:facility|agreement)|term loan|obligations?)\\b[^.;]{0,80}?\\b(?:is|are|was|were|remains?|remained|has been|have been|had been) (?:currently |now |still )?in (?:technical |payment |monetary )?default\\b"),
        unless: OTHERS_DEBT_RE
      },
      // debt named as in default ("the note in default", "amounts in default under the … notes", "The loan is in default"), breaches of covenants
      { re: P("\\b(?:notes?|amounts?|debentures?|bonds?|borrowings?) (?:that (?:is|are|was|were) )?in default\\b"), context: T("\\b(?:lenders?|holders?|notes?|loans?|credit|indentures?|debentures?|settlement agreement)\\b"), unless: OTHERS_DEBT_RE },
      { re: P("\\b(?:our|its|the company['’]s|the) (?:term |bridge |senior |secured |revolving )?loan (?:is|was|remains|remained) (?:currently )?in default\\b"), context: T("\\b(?:we|our|the company)\\b"), unless: OTHERS_DEBT_RE },
      { re: P("\\b(?:was|were|is|are|remains?|remained) (?:currently )?in (?:material )?breach of (?:[\\w'’-]+ ){0,6}?(?:covenants?|financial ratios?|(?:loan|credit|debt|note|financing) agreements?)\\b"), unless: OTHERS_DEBT_RE },
      { re: P("\\b(?:was|were|is|are) out of compliance with (?:[\\w'’-]+ ){0,4}?ratios?\\b"), context: T("\\b(?:lenders?|loans?|credit|covenants?|debt|default)\\b") },
      { re: P("\\b(?:was|were) unable to (?:meet|satisfy|comply with|maintain) (?:[\\w'’-]+ ){0,6}?covenants?\\b") },
      { re: P("\\b(?:as a result of|due to|because of|following|given) (?:[^.;]{0,60}?)\\bnon-?compliance with (?:the |its |our |certain )?(?:[\\w'’-]+ ){0,4}?covenants?\\b") },
      { re: P("\\b(?:is|was|are|were|remains?) delinquent in (?:the )?(?:payment|repayment) of (?:principal|interest)\\b") },
      { re: P("\\b(?:amendment to|extended|extension of|amended|execution (?:and delivery )?of) (?:the |a |an |our |its )?(?:[\\w'’-]+ ){0,2}?forbearance agreements?\\b"), context: T("\\b(?:lenders?|credit|loans?|notes?|default|covenants?|holders?)\\b"), unless: COMPANY_FORBEARS_RE },
      { re: P("\\b(?:agreeing|agreed) (?:with (?:us|the company) )?to fore?bear\\b"), context: T("\\b(?:lenders?|holders?|noteholders?|bank)\\b[^.]{0,200}|\\bdefaults?\\b") },
      // "was in violation of the fixed charge … covenants", "a waiver … for our noncompliance with the fixed charge coverage ratio covenant", "our senior
      // lender identified certain events of default", "the Lenders granted the Company a limited waiver … of certain Existing Defaults",
      // "the lenders agreed to (i) waive the minimum cash covenant", "caused us not to be in compliance with … covenants"
      { re: P("\\b(?:was|were|is|are|remains?|remained) (?:currently )?in violation of (?:[\\w'’-]+ ){0,8}?covenants?\\b") },
      { re: P("\\bwaivers?\\b[^.;]{0,60}?\\bfor (?:our|its|the company['’]s|the) non-?compliance with\\b") },
      { re: P("\\b(?:lenders?|agent|holders?|trustee) (?:has |have |had )?(?:identified|declared|asserted|alleged) (?:certain |an? |the )?(?:events? of default|defaults?)\\b") },
      { re: P("\\bgranted (?:us|the company) (?:a |an )?(?:limited |temporary |further )?waivers?\\b"), context: T("\\b(?:defaults?|covenants?|non-?compliance)\\b") },
      { re: P("\\b(?:waived?|waiving) (?:the |its |our |certain )?(?:[\\w'’-]+ ){0,3}?covenants?\\b(?! (?:ratio )?(?:requirements? )?(?:for|in) (?:future|subsequent) periods)"), context: T("\\b(?:lenders?|bank|holders?|noteholders?|agent)\\b") },
      { re: P("\\bnot to be in compliance with (?:[\\w'’-]+ ){0,8}?covenants?\\b") },
      // lenders that agreed to forbear, notices of default received
      { re: P("\\b(?:lenders?|bank|noteholders?|holders?|investors?|agent) (?:has |have |had )?agreed to forbear\\b"), context: T("\\bdefaults?\\b") },
      { re: P("\\b(?:received|receipt of)\\b[^.;]{0,80}?\\bnotices? of (?:an? )?events? of default\\b") },
      {
        re: P("\\b(?:obtained|received|entered into|executed|negotiated) (?:a |an |the )?(?:temporary |limited |written |second |third |short-term |additional )*(?:waivers?(?: (?:and amendment )?agreements?)?|forbearance agreements?|forbearance)\\b"),
        context: T("\\b(?:covenants?|default|lenders?|credit (?:agreement|facility)|indenture|noteholders|forbearance)\\b"),
        unless: COMPANY_FORBEARS_RE
      },
      { re: P("\\blenders? (?:have |has |had )?(?:accelerated|declared)\\b") },
      // "the Company exceeded the maximum leverage ratio covenant", "the lender waived one technical event of default",
      // "such non-payment constituting events of default", "the Company received a notice of acceleration"
      { re: P("\\b(?:exceeded|exceeding|was above|was in excess of) (?:the )?(?:maximum |required |permitted )?(?:[\\w'’-]+ ){0,3}?(?:ratio )?covenants?(?: (?:ratio|level|limit|threshold|maximum|requirement))?\\b") },
      { re: P("\\b(?:waived|waive|agreed to waive|waiver of) (?:[\\w'’-]+ ){0,4}?(?:events? of default|defaults?|covenant (?:breach|violation|default)s?|non-?compliance)\\b|\\b(?:waived|waive|waiving) (?:our |its |the company['’]s )?compliance with (?:[\\w'’-]+ ){0,3}?(?:covenants?|ratios?|requirements?)\\b") },
      { re: P("\\b(?:the |several |certain |its |our )?existing (?:events? of )?defaults? (?:by|of|under)\\b"), context: T("\\b(?:covenants?|lenders?|loans?|credit|forbearance|indentures?|notes)\\b") },
      { re: P("\\bconstitut(?:ed|es|ing) (?:an? )?(?:events? of default|[\"“]?default[\"”]? (?:under|of))\\b|\\b(?:resulting in|resulted in) (?:a |an )?(?:conditions?|states?|events?) of default\\b") },
      { re: P("\\b(?:resulted in|led to|caused) (?:a |an )?(?:non-?compliance|breach|violation|default) (?:with|of|under) (?:[\\w'’-]+ ){0,6}?covenants?\\b") },
      { re: P("\\b(?:financial )?covenant (?:defaults?|breach(?:es)?|violations?)\\b") },
      { re: P("\\b(?:received|delivered) (?:a |an )?(?:letter|notice)\\b[^.;]{0,80}?\\b(?:regarding|alleging|asserting|of) (?:alleged |certain )?(?:events? of default|defaults?)\\b") },
      { re: P("\\breceived (?:a |an )?(?:written |formal )?notices? of (?:acceleration|default)\\b") }
    ]
  },
  {
    flag: "auditor_change_flag",
    gate: /accountant|accounting\s+firm|auditor|dismiss|resign|re-?election/gi,
    triggers: [
      { re: P(`\\b(?:dismissed|dismisses|terminated|replaced) (?:[^.;]{1,80}? )?as ${OWNER} (?:independent registered public accounting firm|independent (?:auditors?|accountants?)|principal accountants?|certifying accountants?|auditors?)\\b`) },
      { re: P("\\bapproved the dismissal of\\b") },
      { re: P(`\\b(?:resigned|declined to stand for re-?election|will not stand for re-?election) as ${OWNER} (?:independent|auditor|principal accountant|certifying accountant)`) },
      { re: P(`\\b(?:engaged|appointed|approved the engagement of|approved the appointment of) [^.;]{1,80}? as ${OWNER} new (?:independent|auditor|principal accountant|certifying accountant)`) },
      { re: P(`\\bchanges? in (?:the )?(?:registrant${AP}s |our |its )?certifying accountants?\\b`) }
    ]
  },
  {
    flag: "guidance_withdrawal_flag",
    gate: /guidance|outlook|forecast|targets/gi,
    triggers: [
      { re: P(`\\b(?:withdrew|withdrawn|withdrawing|withdraws|suspended|suspending|suspends|rescinded|retracted|pulled) ${GUIDANCE_ADJ}(?:guidance|outlook|forecasts?|financial targets)\\b`) },
      { re: P(`\\b(?:guidance|outlook|forecasts?) (?:[\\w'’-]+ ){0,4}?(?:is|was|has been|have been|are|were) (?:hereby )?(?:withdrawn|suspended|rescinded)\\b`) },
      { re: P("\\b(?:no longer|will not be|will not|is not|are not) provid(?:e|ing) (?:any |its |our )?(?:[\\w'’-]+ ){0,3}?(?:guidance|outlook)\\b") }
    ]
  }
]

/* ---- engine ----------------------------------------------------------------------------- */

const lastClauseStart = (text: string, from: number, to: number): number => {
  const slice = text.slice(from, to)
  CLAUSE_BOUNDARY_RE.lastIndex = 0
  let last = 0
  for (let m = CLAUSE_BOUNDARY_RE.exec(slice); m !== null; m = CLAUSE_BOUNDARY_RE.exec(slice)) {
    last = m.index + m[0].length
  }
  return from + last
}

const postWindow = (text: string, from: number, sentenceEnd: number): string => {
  const raw = text.slice(from, Math.min(sentenceEnd, from + 200))
  const cut = POST_CUT_RE.exec(raw)
  const clipped = cut === null ? raw : raw.slice(0, cut.index)
  const words = clipped.split(/\s+/).filter((w) => w.length > 0)
  return words.slice(0, 12).join(" ")
}

/** Whether a trigger match at [start, end) inside `span` survives the guards. */
/** A coordinated clause that only adds the possibility of more of the same ("… and may identify additional material weaknesses"). */
const ADDITIONAL_AFTER_RE = /^[^;.]{0,120}?,? and (?:we )?(?:may|could|might) (?:in the future )?(?:identify|discover|find|experience|have) (?:additional|other|further|new|more)\b/i

const RELATIVE_ASIDE_RE = /,\s*(?:which|who)\b[^,;]*,/gi
const LIST_CLOSED_RE = /^[^,;]*\w[^,;]*,\s*(?:its|our|their|the|we|management|these|this|there|it|he|she|they)\b/i

const survives = (
  section: SectionKey,
  rule: FlagRule,
  trigger: Trigger,
  text: string,
  span: Span,
  sentence: string,
  start: number,
  end: number
): boolean => {
  if (trigger.sections !== undefined && !trigger.sections.has(section)) return false
  if (trigger.context !== undefined && !trigger.context.test(sentence)) return false
  if (trigger.unless !== undefined && trigger.unless.test(sentence)) return false
  const clauseStart = lastClauseStart(text, span.start, start)
  const pre = text.slice(clauseStart, start)
  // a modal inside a relative clause set off by commas ("…, which would allow the lenders to …, raised substantial doubt") governs that clause only
  if (HYPOTHETICAL_PRE_RE.test(pre.replace(RELATIVE_ASIDE_RE, ","))) return false
  if (NEGATION_RE.test(pre.replace(NEGATION_EXEMPT_RE, " "))) return false
  const generic = GENERIC_PRE_RE.exec(pre)
  // a list of causes closed before a new subject ("Due to several factors, including our history of losses, its auditors have included …") describes nothing
  if (generic !== null && !FACTUAL_VERB_RE.test(pre.slice(0, generic.index)) && !LIST_CLOSED_RE.test(pre.slice(generic.index + generic[0].length))) return false
  const post = postWindow(text, end, span.end)
  // "We have identified material weaknesses … and may identify additional …": the fact, then its possible recurrence
  if (POST_MODAL_RE.test(post) && !ADDITIONAL_AFTER_RE.test(text.slice(end, Math.min(span.end, end + 160)))) return false
  if (POST_DENIAL_RE.test(text.slice(end, Math.min(span.end, end + 120)))) return false
  if (GENERIC_SENTENCE_RE.test(sentence)) return false
  if (rule.suppress !== undefined && rule.suppress(sentence)) return false
  return true
}

const evidenceSentence = (text: string, span: Span, start: number, end: number): string => {
  if (span.end - span.start <= MAX_SENTENCE_CHARS) return text.slice(span.start, span.end)
  let from = Math.max(span.start, start - SENTENCE_WINDOW)
  let to = Math.min(span.end, end + SENTENCE_WINDOW)
  // widen to word boundaries so no word is cut in half
  while (from > span.start && !/\s/.test(text.charAt(from - 1))) from--
  while (to < span.end && !/\s/.test(text.charAt(to))) to++
  return text.slice(from, to).trim()
}

const emptyFlags = (): Record<FlagName, boolean> => {
  const out = {} as Record<FlagName, boolean>
  for (const f of FLAG_NAMES) out[f] = false
  return out
}

/** Detects the 12 flags in one section's text, with evidence (see the rules above). */
export const detectFlags = (section: SectionKey, text: string, lineStarts: ReadonlyArray<number> | null = null): FlagResult =>
  detectFlagsWithSentences(section, text, null, lineStarts)

const EVENT_FLAG: Record<EventFamily, FlagName> = {
  investigation: "investigation_flag",
  material_legal_proceeding: "material_legal_proceeding_flag",
  cybersecurity_incident: "cybersecurity_incident_flag"
}

/**
 * Same as detectFlags, reusing sentence spans already computed for `text`. `lineStarts`
 * (offsets where the document's visible lines begin) separate glued sub-headings from the
 * sentences after them and delimit paragraphs; without them a section is one block.
 */
export const detectFlagsWithSentences = (
  section: SectionKey,
  text: string,
  sentences: ReadonlyArray<Span> | null,
  lineStarts: ReadonlyArray<number> | null = null
): FlagResult => {
  const flags = emptyFlags()
  const evidence: Array<FlagEvidence> = []
  if (text.trim().length === 0) return { flags, evidence }
  const raw = sentences ?? splitSentences(text)
  // sentence spans without a sub-heading glued in front
  const spans: ReadonlyArray<Span> = sentencesAndBlocks(section, text, raw, lineStarts)
    .filter((s) => !s.heading)
    .map((s) => ({ start: s.start, end: s.end }))
  for (const rule of RULES) {
    const gate = rule.gate
    gate.lastIndex = 0
    let g = gate.exec(text)
    if (g === null) continue
    const hits: Array<{ start: number; end: number; span: Span; carried: boolean }> = []
    // only sentences holding a gate word can hold a trigger: match inside those sentences
    let lastSentence = -1
    for (; g !== null; g = gate.exec(text)) {
      const si = sentenceIndexAt(spans, g.index)
      if (si < 0 || si === lastSentence) continue
      lastSentence = si
      const span = spans[si]!
      gate.lastIndex = span.end
      const sentence = text.slice(span.start, span.end)
      triggers: for (const trigger of rule.triggers) {
        const re = trigger.re
        re.lastIndex = 0
        for (let m = re.exec(sentence); m !== null; m = re.exec(sentence)) {
          if (m[0].length === 0) {
            re.lastIndex++
            continue
          }
          const start = span.start + m.index
          const end = start + m[0].length
          if (survives(section, rule, trigger, text, span, sentence, start, end)) {
            hits.push({ start, end, span, carried: trigger.carried === true })
            break triggers // one piece of evidence per sentence
          }
        }
      }
    }
    // carried triggers are evidence only beside a trigger that states the condition itself
    if (!hits.some((h) => !h.carried)) continue
    flags[rule.flag] = true
    for (const h of hits) evidence.push(evidenceOf(rule.flag, section, text, h.span, h.start, h.end))
  }
  const events = detectEvents(section, text, raw, lineStarts)
  for (const family of EVENT_FAMILIES) {
    const flag = EVENT_FLAG[family]
    for (const h of events) {
      if (h.family !== family) continue
      flags[flag] = true
      evidence.push(evidenceOf(flag, section, text, h.sentence, h.phrase.start, h.phrase.end))
    }
  }
  return { flags, evidence }
}

// Evidence outlives the section text (results are kept): its strings are copies, not views into the text.
const evidenceOf = (flag: FlagName, section: SectionKey, text: string, span: Span, start: number, end: number): FlagEvidence => ({
  flag,
  section,
  phrase: detached(text.slice(start, end)),
  sentence: detached(evidenceSentence(text, span, start, end)),
  start,
  end
})

/** The flags evaluated, in FLAG_NAMES order (every flag has a rule). */
export const FLAG_RULE_NAMES: ReadonlyArray<FlagName> = FLAG_NAMES.filter(
  (f) => RULES.some((r) => r.flag === f) || Object.values(EVENT_FLAG).includes(f)
)
