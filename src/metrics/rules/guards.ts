/**
 * Guards: the wording that keeps a matched phrase from stating a fact (hypothetical, negated,
 * generic, someone else's, a category). docs/metrics-methodology.md ("Flags with evidence")
 * describes each.
 *
 * Two sets are in use. The accounting and financing flags' triggers are read by the guards of
 * the trigger engine (engine.ts): their clause boundaries, a hypothetical or negated pre-window,
 * a generic cue, a modal or denial after the phrase. The event families' anchors and follow-ons
 * are read by the event guards (events-engine.ts and below), whose lists are longer (future and
 * exposure wording, "will", …) and whose clause boundary does not split at a hyphen. Where the
 * two lists differ, each was measured against its own flags' labels; they are kept apart here,
 * side by side, rather than merged unmeasured.
 */
import { eventRule as R, expand, literal, sentenceTest as T, trigger as P } from "./compile.js"
import type { Sentence } from "./sentences.js"

/* ---- the trigger engine's guards (accounting and financing flags) ---------------------- */

/**
 * Clause boundaries of the triggers: the shared ones, a spaced hyphen ("… identified a material weakness - which …"), a paragraph whose
 * last sentence lost its period ("… should the Company be unable to continue as a going concern" | "These conditions raise substantial
 * doubt …": a line that opens with a capital after a lower-case word), and a conclusion
 * reached, whose content the condition before it does not govern ("… if the Company is unable to complete a Business Combination …,
 * management has determined that the mandatory liquidation … raises substantial doubt …").
 */
export const TRIGGER_CLAUSE_BOUNDARY_RE = literal("{CLAUSE_BOUNDARY}|\\s-\\s|(?<=[a-z])\\n(?=[A-Z])|(?<!\\b(?:[Ii]f|[Ww]hether|[Uu]nless|[Ww]hen|[Oo]nce|[Uu]ntil) (?:[\\w-]+ ){0,3})\\b(?:has|have) (?:determined|concluded) that\\b", "g")

/** Words after which "May" is the month ("in May", "since May", "by May"), not a modal. */
const MONTH_MAY_LEAD = "in|of|since|until|through|during|from|on|early|late|mid|between|before|after|by"

/**
 * Hypothetical wording before a trigger: the shared words, "may" (not the month: not before a number, "May 31", nor after
 * a determiner or a preposition of time, "the May Forbearance Agreement", "in May"), "future" (not "future revenues").
 */
export const HYPOTHETICAL_PRE_RE = T(
  `\\b(?:(?<!\\b(?:the|its|our|${MONTH_MAY_LEAD}) )may(?! \\d)|{HYPOTHETICAL}|future(?! (?:revenues?|operations|cash flows?|operating results|results of operations|profitability|earnings|sales|losses)\\b))\\b`
)

export const NEGATION_EXEMPT_RE = P(
  "\\b(?:did|does|do|has|have|had) not (?:maintain|maintained)\\b|\\b(?:did|has|have|had) not (?:make|made|pay|paid|repay|repaid) (?:[\\w'’$.,-]+ ){0,6}?(?:payments?|installments?|interest|principal|dividends)\\b|\\bnot(?:, in (?:their |its )?design (?:and|or) operation,)? (?:effective|in compliance|(?:yet )?(?:been )?(?:fully )?(?:remediated|alleviated|completed|cured))\\b|\\bno longer\\b|\\bnot only\\b|\\b(?:not been able|(?:were|was|are|is) unable) to (?:fully )?remediate\\b|\\b(?:has|have|had|generated|earned|recorded) no (?:operating )?revenues?\\b|\\bwithout (?:additional|further|sufficient|adequate|new|obtaining|raising|securing|such|this|the) (?:[\\w-]+ ){0,2}?(?:financing|funding|capital|funds|liquidity|cash|revenues?|waivers?|amendments?)\\b|\\bnos?\\. ?(?=\\d)"
)
/** A parenthesis opened and closed before a trigger: its words describe a noun, and a negation there is the aside's ("… Form 10-Q for the third quarter of 2014 (which was not filed), misstatements were identified …"). */
export const CLOSED_ASIDE_RE = /\([^()]*\)/g
/** Negation words, the same for every rule (guards.ts's event section uses this regex too). */
export const TRIGGER_NEGATION_RE = R("{NEGATION}")

/** "various" right before the match, qualifying what it matched ("various accounting corrections …"): with `DONE_AFTER_RE`, no cue of a kind. */
export const VARIOUS_COUNTED_RE = /^various (?:[\w-]+ ){0,2}$/i
/** The matched things' own predicate, a past passive of things done: "… were recorded", "… have been made". */
export const DONE_AFTER_RE = /^[^,;]*?\b(?:were|have been|had been) (?:recorded|made|booked|identified|corrected)\b/i
export const GENERIC_PRE_RE = T(
  // (an aside naming the officers who took part is no list of examples: "Our management, including our Chief Executive Officer and Chief
  // Financial Officer, concluded that …")
  "\\b(?:such as|including(?! (?:our |the |its |their |the company['’]s )?(?:(?:then[\\s-])?(?:chief|principal|president|ceo|cfo|co-chief|interim|acting|executive|senior|members? of|the audit committee)\\b))|for example|for instance|e\\.g\\.|types? of|kinds? of|forms? of|like|various(?! times\\b))\\b"
)
export const FACTUAL_VERB_RE = T(
  "\\b(?:identified|received|concluded|determined|detected|discovered|experienced|disclosed|announced|filed|dismissed|restated|withdrew)\\b"
)

export const POST_CUT_RE = /[,;:()•]|\s[—–-]\s|—|\b(?:that|which|who|whom|where)\b/i
/** A modal after a trigger (the month "May" after a preposition is none, its day cut off by the window: "… in its Form 10-Q filed on May"). */
export const POST_MODAL_RE = new RegExp(`\\b(?:(?<!\\b(?:${MONTH_MAY_LEAD}|to|and|dated|effective|filed|ended|ending) )may(?!\\s+\\d)|might|could|would|should|can|cannot)\\b`, "i")
export const POST_DENIAL_RE = T(
  "^\\W*(?:[\\w'’-]+ ){0,4}?(?:(?:do|does|did|has|have|had|is|are|was|were) not (?:exist|existed|occur|occurred|been identified|been raised|raise|apply)|no longer exists?|(?:has|have|had) (?:since )?been (?:fully )?(?:remediated|alleviated|resolved|eliminated))\\b"
)

/** Routine wording that makes a sentence generic (not "the lenders from time to time party thereto", which names parties, nor "has historically reported … as", a treatment since corrected, nor prices "historically low"). */
export const GENERIC_SENTENCE_RE = T(
  "\\b(?:from time to time(?! part(?:y|ies)\\b)|(?<!\\b(?:come|comes|became|become|becomes|fall|falls|are|is) due )in the ordinary course|none of which|in the past|historically(?! incurred\\b| (?:reported|recorded|classified|accounted for|presented|treated|low|high)\\b)|periodically|(?<!non-)routine|routinely|like other companies|like many other companies|as is common)\\b"
)

const REMEDIATED_RE = T(
  "\\b(?:was|were|is|are|(?:has|have|had)(?: since)? been) (?:now )?(?:fully |successfully |substantially )?remediated\\b|\\b(?:completed|concluded|finalized) (?:the |our |its )?remediation\\b|\\bremediation (?:[\\w-]+ ){0,6}?(?:was|is|has been) (?:complete|completed)\\b"
)
/**
 * A weakness stated as remediated, not one whose remediation is only a purpose or a condition ("measures designed to
 * ensure that control deficiencies … are remediated", "will not be considered remediated until …").
 */
export const remediated = (sentence: string): boolean => {
  const re = new RegExp(REMEDIATED_RE.source, "gi")
  for (let m = re.exec(sentence); m !== null; m = re.exec(sentence)) {
    if (!REMEDIATION_PURPOSE_RE.test(sentence.slice(Math.max(0, m.index - 120), m.index))) return true
  }
  return false
}
/**
 * A weakness stated as found, then as remediated in a clause of its own: "it was determined that there was a significant
 * deficiency in …, which was remediated as of December 31, 2020". The finding is the fact; the remediation does not undo it.
 */
export const FOUND_THEN_REMEDIATED_RE = T(
  "\\b(?:identified|discovered|determined|concluded|found|noted|disclosed|reported) (?:that )?(?:there (?:was|were|existed) )?(?:a |an |the |two |three |certain )?(?:[\\w-]+ ){0,2}?(?:material weakness(?:es)?|significant deficienc(?:y|ies))\\b[^.;]{0,250}?,\\s*(?:which|each of which|all of which|both of which) (?:(?:was|were|has|have|had) )?(?:since |subsequently |now |also )?(?:been )?(?:fully |successfully |substantially )?remediated\\b"
)
/**
 * What makes a remediation before it a purpose, a possibility or a denial rather than a fact ("… we do not believe such weaknesses have been
 * remediated", "… for a sufficient amount of time to conclude that the material weaknesses have been remediated").
 */
const REMEDIATION_PURPOSE_RE = T("\\b(?:ensure|ensuring|until|unless|designed to|intended to|in order to|so that|not be considered|will|would|could|may|(?:do|does|did) not believe|to conclude)\\b")

/** A conclusion's second modal, coordinated: "… should no longer be relied upon and should be restated" is one conclusion, not a possibility. */
export const CONCLUSION_AFTER_RE = /^\s*,?\s*and (?:should|must|will|would) (?:also )?be (?:restated|revised|corrected|reissued)\b/i

/** A coordinated clause that only adds the possibility of more of the same ("… and may identify additional material weaknesses"). */
/** What a doubt is about, told with a modal of its own ("there is substantial doubt the Company may be able to continue as a going concern"). */
export const DOUBT_OBJECT_AFTER_RE = /^\s*(?:about |as to |regarding |that |whether |of ){0,2}(?:the company|we|it|the registrant|the partnership)(?:['’]s)? (?:may|will|can|could|would|might)(?: not)? (?:be able to )?continue\b/i
export const ADDITIONAL_AFTER_RE = /^[^;.]{0,120}?,? and (?:we )?(?:may|could|might) (?:in the future )?(?:identify|discover|find|experience|have) (?:additional|other|further|new|more)\b/i

/** A parenthesis open before a generic cue, and closed after it (before the trigger). */
export const PAREN_OPEN_RE = /\([^()]*$/
export const PAREN_CLOSED_RE = /^[^()]*\)/
export const RELATIVE_ASIDE_RE = /,\s*(?:which|who)\b[^,;]*,/gi
/** A past told as a fact the sentence draws on: "The fact that we have generated operating losses in the past …". */
export const FACT_THAT_RE = /\bthe fact that\b[^.;]{0,120}?\bin the past\b/gi
/**
 * A trigger that opens a non-restrictive relative clause ("We have not generated revenues, which raises substantial doubt …",
 * "… did not pay the interest due, which constitutes an event of default"): the clause states a fact of its own, so a
 * negation before the comma governs the clause it ends, not the trigger.
 */
/**
 * A new clause with its own subject after a comma and "and" ("There can be no assurance that we will obtain such financing, and these
 * circumstances raise substantial doubt …", "… was not able to repay the obligations … and thus is in default"), or a conclusion joined
 * by "and" ("Management has evaluated whether there is substantial doubt … and has concluded that substantial doubt exists"): the modal
 * or negation of the clause before it does not reach the trigger.
 */
export const COORDINATED_CLAUSE_RE = /\s+and\s+(?:has |have |had )?(?:concluded|determined) that\s+(?=[^,;]*$)|,\s*and\s+(?=(?:these|those|such|this|the foregoing)\s+(?:[\w-]+\s+){0,2}?(?:conditions|circumstances|factors|matters|uncertainties|events|losses|deficits?)\b[^,;]*$)|,?\s+and (?:thus|therefore|consequently|as a result,?)\s+(?=[^,;]*$)/gi
/**
 * A coordinated clause with the company as its own subject ("… we had $30.8 million outstanding and no availability, and we were not in
 * compliance with the current ratio covenant"), or a coordinated predicate of losses with its own auxiliary ("The Company has not
 * generated significant revenues and has incurred net losses …"), or a coordinated clause with the debt as its subject ("The Company did
 * not repay the note on August 4, 2012 and this note is currently in default"): a negation before it belongs to the clause it ends, not to the
 * trigger. For the negation test only: a condition still reaches across ("If we fail to pay, and we are …").
 */
const OWN_SUBJECT_CLAUSE_RE =
  /,\s*and\s+(?=(?:we|the company|the registrant|it)\s+(?:(?:were|was|are|is|have|has|had|did|do|does|remain(?:ed|s)?)\b[^,;]*)?$)|\s+and\s+(?=(?:has|have|had)\s+(?:also\s+)?(?:incurred|sustained|suffered|experienced|used|reported|recorded|accumulated)\b[^,;]*$)|,?\s+and\s+(?=(?:this|that|the|such|these|those|each|all)\s+(?:[\w-]+\s+){0,2}?(?:notes?|loans?|debentures?|debt|obligations?|bonds?)\b(?!\s+receivable)[^,;]{0,30}$)/gi
/** Words of a basis of preparation ("prepared assuming that we would continue as a going concern"): a premise, not a modal of the event. */
export const PREPARED_ASSUMING_RE = /\bassum(?:ing|es|ed|ption) (?:that )?(?:we|the company|it|the partnership|the registrant) (?:will|would) continue (?:(?:our|its) operations )?as a going concern\b/gi
/**
 * A possibility named as the subject of a past finding ("This possibility of a change in the majority of the Board …, raised substantial
 * doubt …"): the finding is stated; the possibility is what it is about. Read only before a trigger told in the past tense.
 */
export const POSSIBILITY_SUBJECT_RE = /^\s*(?:this|that|the|such) (?:possibility|possibilities|likelihood|prospect)\b/i
/** A trigger told in the past tense, as a finding made. */
export const PAST_FINDING_RE = /^(?:raised|cast|gave rise to|created)\b/i
/**
 * A leading clause of cause ("Because we did not timely file this report, we were not in compliance …") or of concession ("Although management
 * will periodically re-evaluate this situation, at this point it considers that the risk associated with such lack of segregation of duties …"):
 * its negation and its modality are its own.
 */
export const CAUSAL_LEAD_RE = /^\s*(?:however,\s*)?(?:because|since|given that|(?:based (?:up)?on|due to|in light of|in view of) the fact that|although|even though)\b[^,;]{0,200},/i
export const RELATIVE_TRIGGER_RE = /,\s*(?:(?:a|an|the|each|both) (?:[\w-]+ )?(?:factors?|conditions?|circumstances?|matters?|situations?|facts?|events?|uncertaint(?:y|ies)) |(?:all|each|both) of )?which\s+(?:(?:has|have|had|also|in turn|together|collectively|alone|itself)\s+)*$/i
/**
 * A lead-in before the company's own conclusion that opens the trigger ("As a result of this, as well as the continued uncertainty around
 * future coal fundamentals, the Company has concluded there exists substantial doubt …"): what led to the conclusion, not its modality.
 */
export const CONCLUDED_LEAD_RE = /^[^;]*,\s*(?=(?:we|the company|management|the partnership|the registrant)\s+(?:has\s+|have\s+|had\s+)?(?:concluded|determined)\s+(?:that\s+)?(?:there\s+(?:exists|is|was)\s+)?$)/i
/** A main clause that is itself a condition ("If we fail to …, which would …"): its relative clause is part of the condition. */
export const CONDITION_OPENING_RE = /^\s*(?:if|unless|should|in the event|were|whether|to the extent)\b/i
/** The stated risks as a subject ("… negative cash flow projections and other liquidity risks raise substantial doubt", "The significant risks and uncertainties … described above raise substantial doubt", "These expectations and other liquidity risks described in this report raise substantial doubt"): no possibility word. */
export const STATED_RISKS_RE = /\b(?:the|these|such|those|its|our|other) (?:[\w-]+ ){0,2}?(?:risks? and uncertainties|risks? (?:described|discussed|set forth|identified|noted|outlined)(?: (?:above|below|herein|in (?:this|the) (?:[\w-]+ )?(?:report|section)))?|risks(?=\s+(?:raise|raised|create|created|cast)\b|\s*$))(?![\w-])/gi
/** … also before a date that opens the new clause ("Due to losses, including the suspension of production …, at March 31, 2018 the Company was not in compliance …"). */
export const LIST_CLOSED_RE =
  /^[^,;]*\w[^,;]*,\s*(?:(?:at|as of|on|during|in) (?:[A-Z][a-z]+ \d{1,2}, (?:19|20)\d\d|[A-Z][a-z]+ (?:19|20)\d\d|(?:19|20)\d\d),?\s+)?(?:its|our|their|the|we|management|these|this|there|it|he|she|they)\b/i

/* ---- the event guards (investigations, legal proceedings, cybersecurity incidents) ------- */

/** A product's approval process: an agency's review of an application is no inquiry into the company ("In the CRL, the FDA requested additional information …"). */
export const APPROVAL_RE = R("\\b(?:CRL|complete response letters?|rolling review|priority review|standard review|accelerated review|(?:new drug|biologics license|marketing authori[sz]ation|premarket|pre-market|supplemental) applications?|NDA|BLA|sNDA|sBLA|PDUFA|approvals?|accepted for review|advisory committee|clinical hold)\\b")
/**
 * The company as a creditor in another party's bankruptcy, or as a guaranty fund's member in an insurer's: the court's steps there are not the
 * company's matter ("the court issued an order converting the rehabilitation into a liquidation proceeding").
 */
export const CREDITOR_RE = R("\\b(?:proofs? of claim|chapter 11|bankruptcy|creditors?|debtors?|(?:pre|post)-?petition|plans? of reorganization|prepackaged|liquidation proceedings?|(?:placed|put|ordered) (?:in|into) (?:rehabilitation|liquidation)|rehabilitation into)\\b")
/** Insurers' claims and their reserves are business, not the company's legal matters. */
export const INSURANCE_CLAIMS_RE = R("\\bclaim adjustment|\\bloss reserves\\b|\\bpolicyholders?\\b|\\breinsurance\\b|\\binsureds?\\b")
/** A list of what could affect future results ("These factors include: impact of opioid litigation settlements, …") is no cost incurred. */
export const COST_SKIP_RE = R(`${INSURANCE_CLAIMS_RE.source}|\\brecover(?:y|ies) of\\b|\\bfactors? (?:include|that could|which could)\\b`)

/** Authorities and courts: what makes an investigation or a proceeding specific. */
const AUTHORITY = expand("{AUTHORITY}")

export const AUTHORITY_RE = new RegExp(AUTHORITY)

export const MONTHS = expand("{MONTHS}")

/** The modal "may", not the month ("May 2024", "May and June", "mid-May"). */
const MAY = expand("{MAY}")

export const DATE_RE = new RegExp(
  `\\b${MONTHS}(?:\\s+\\d{1,2},)?\\s+(?:19|20)\\d\\d\\b|\\b(?:in|during|since|beginning in|as of|on|by) (?:(?:the )?(?:first|second|third|fourth) (?:quarter|half) of (?:fiscal )?|fiscal |Q[1-4] )?(?:19|20)\\d\\d\\b|\\bQ[1-4] (?:19|20)\\d\\d\\b`,
  "i"
)

export const AMOUNT_RE = /[$€£¥]\s?\d[\d,.]*(?:\s?(?:million|billion|thousand|bn|m))?|\b\d[\d,.]*\s?(?:million|billion) (?:euros|dollars|pounds|yuan|won|yen)\b/i

/** A party named in the text: "Epic Games, Inc.", "Smith v. Jones", a defined term in quotes. */
export const PARTY_RE = /\b[A-Z][\w&'’.-]*(?:\s+[A-Z][\w&'’.-]*)*,?\s+(?:Inc|LLC|Ltda|Ltd|L\.P|LP|Corp|Corporation|Co|GmbH|S\.A|AG|plc|N\.V|B\.V)\b\.?|\b[A-Z][\w.]+ v\. [A-Z]|[“"][A-Z][^”"]{2,60}[”"]/

/** What the matter is about, tied to the company: "alleging …", "relating to our …". */
export const SUBJECT_RE = R(
  `\\b(?:alleging|allege|alleged|asserting|claiming|based on (?:claims|allegations) that|relating to|related to|regarding|concerning|in connection with|into) (?:[^;]{0,80}?)(?:\\b(?:our|its|the company['’]s|us|we)\\b|[A-Z][a-z]+(?: [A-Z][\\w]+)+|\\b(?:the )?(?:production|manufacture|manufacturing|sale|sales|marketing|use|distribution|safety|labeling|disposal|release|pricing) of\\b|\\b(?:monopoli[sz]\\w*|price[- ]fixing|misleading|false|securities laws|antitrust laws|competition (?:law|rules)|unfair competition|consumer protection|privacy|data practices|export controls)\\b|\\bthe (?:[\\w-]+ ){0,2}(?:incident|accident|derailment|outage|explosion|spill|crash|recall|fire|cyberattack|cyber-attack|data breach)\\b)`
)

/**
 * Category wording: a statement about a kind of matter rather than a matter; and the contingency standard's "unasserted claims", which only
 * a policy for claims as a class speaks of ("In assessing loss contingencies related to legal proceedings that are pending against the
 * Company or un-asserted claims …").
 */
const CATEGORY_RE = R(
  "\\b(?:(?:are|is) (?:common|commonplace|typical|not uncommon)\\b|from time to time|in the (?:ordinary|normal|regular) course|(?<!non-)ordinary[- ]course|regularly|routinely|periodically|frequently|often|(?:various|numerous|many|multiple) (?:other )?(?:claims|legal|lawsuits|proceedings|investigations|inquiries|matters|government(?:al)?|regulatory|jurisdictions)|other legal proceedings|a (?:wide )?(?:variety|number|range) of (?:such )?(?:claims|legal|lawsuits|proceedings|matters|regulatory)|(?:is|are) (?:also )?(?:currently )?(?:subject to|involved in|(?:a )?party to) (?:legal proceedings|claims|lawsuits|litigation|proceedings)(?:,| and| in| involving| arising| relating)|involving various|in various jurisdictions|around the world|like other companies|as is common|such as|types of|kinds of|forms of|number of claims|many companies|companies in our industry|typically(?! (?:alleging|seeking|claiming|asserting)\\b)|usually|routine (?:litigation|legal|proceedings|claims|matters|lawsuits)|incidental to (?:our|its|the company['’]s) business(?:es)?|certain (?:other )?matters|other matters|in the past(?! been,? (?:and|or) (?:may|could|might)\\b)|historically|un-?asserted (?:claims?|assessments?))\\b"
)

/** Hypothetical, conditional or future wording. */
export const IRREALIS_RE = R("\\b(?:{MAY}|{HYPOTHETICAL}|{PROSPECTIVE})\\b")

export const NEGATION_RE = TRIGGER_NEGATION_RE

export const NEGATION_OK_RE = R("\\bnot only\\b|\\bneither admit(?:ted|s|ting)? nor den(?:y|ied|ies|ying)\\b|\\b(?:court|judge|jury|tribunal|arbitrators?|panel) (?:did|has|have) not (?:grant|granted|award|awarded|rule|ruled|issue|issued)\\b|\\bno (?:loss contingenc(?:y|ies)|amounts?|accruals?|liabilit(?:y|ies)|reserves?|provisions?) (?:has|have) (?:yet )?been (?:recorded|accrued|established|recognized|made|set aside|booked)\\b|\\b(?:has|have|had) not (?:yet )?(?:recorded|accrued|established|recognized|set aside|made|booked) (?:any |an? )?(?:financial )?(?:loss contingenc(?:y|ies)|amounts?|accruals?|liabilit(?:y|ies)|reserves?|provisions?)\\b|\\b(?:has|have|had) not (?:yet )?intervened\\b|\\b(?:did|do|does) not (?:incur|record|recognize) (?:any )?(?:meaningful |material |significant |additional )?(?:costs|expenses) (?=(?:related to|in connection with|associated with|for)\\b)|\\b(?:has|have|had) not yet been (?:entered|scheduled|set|decided|certified|served|heard|ruled on)\\b|\\bnot yet (?:responded|answered|ruled|decided)\\b|\\b(?:has|have|had) not (?:yet )?(?:engaged in|commenced|begun|started|conducted) (?:any |formal )?(?=discovery\\b|$)|\\b(?:period|time) (?:for|to file) any (?=appeals?\\b|$)|\\bno\\. ?(?=\\d)|\\bwithout (?:admitting|denying)\\b|\\b(?:which|that) (?:did|does|do) not (?:admit|include (?:an? )?admissions? of) (?:any )?(?:wrongdoing|liability|fault|guilt)\\b|\\bnot (?:yet )?(?:been )?(?:fully )?(?:resolved|settled)\\b|\\bhave not resolved\\b|\\bdo not agree\\b|\\bdoes not agree\\b|\\bwithout merit\\b|\\bnot to exceed\\b|\\b(?:do|does|did) not believe (?:that )?(?:we|it|the company|its [\\w-]+) (?:infringes?|violated?|ha(?:s|ve) violated|(?:is|are|was|were) liable|engaged in)\\b")

/** An accounting sentence that only sends the reader elsewhere, the pointer first: "Please refer to the Going Concern Uncertainty section in Note 2 … for additional discussion." */
export const SEE_FOR_MORE_RE = /^\W*(?:please )?(?:refer to|see)\b[^.;]{0,160}?\bfor (?:additional|further|more) (?:discussion|information|details)\b[^.;]*[.;]?\s*$/i
/** … the subject first: "For restatement information on these interim periods, see Note 10, Quarterly Financial Data (Unaudited and Restated)." */
export const FOR_MORE_SEE_RE = /^\W*for (?:[\w-]+ ){0,3}?(?:information|details|discussion)\b[^.;]{0,80}?,\s*(?:please )?(?:see|refer to)\b[^.;]*[.;]?\s*$/i

/** A pointer sentence: it only says where the matter is described. */
export const POINTER_RE = R(
  "\\b(?:is|are|was|were) (?:discussed|described|disclosed) (?:in detail )?in (?:the |our |its )?(?:fiscal (?:year )?)?(?:(?:19|20)\\d\\d )?(?:annual report|form 10-k|10-k)\\b|\\b(?:is|are|was|were) (?:discussed|described|disclosed|presented) in notes? \\d+\\b|^[^.;]{0,60}?\\b(?:proceedings|matters|actions|cases|lawsuits|litigation) (?:set forth|described|discussed|listed) below\\.?\\s*$|^[^.;]{0,80}?\\b(?:proceedings|matters|actions|cases|lawsuits|litigation) (?:set forth|described|discussed|listed) below and in (?:[\\w’'-]+ ){0,3}?(?:Notes?|Items?|Part)\\b|^(?:[^.]{0,60}?\\b)?(?:see|refer to|for (?:a|an|additional|further|more) (?:description|discussion|information)|(?:is|are) (?:described|discussed|included|set forth|incorporated)|(?:information|discussion) (?:regarding|about|on|of)[^.]{0,80}(?:is|are) (?:included|set forth|incorporated|described))\\b|\\b(?:is|are) qualified in (?:its|their) entirety by reference to\\b|^\\W*note [A-Z0-9]{1,3}\\b[^;]{0,160}?\\b(?:provides|contains|includes) (?:additional |further |more )?information (?:on|about|regarding|concerning)\\b"
)

/** Clause boundaries of the event rules: the shared ones and concessions ("although", "there can be no"); a spaced hyphen does not end their clause. */
const CLAUSE_BOUNDARY_RE = literal("{CLAUSE_BOUNDARY}|{EVENT_CLAUSE_BOUNDARY}", "g")

export const NAMED_MATTER_RE = /[A-Z][\w.-]+ (?:[\w-]+ ){0,2}(?:litigation|lawsuits?|class action|settlements?|matters?)\b|\bsettlements? (?:agreements? |frameworks? )?(?:announced [^;]{0,50}?)?with\b/

/** A particular matter named by its description: "the previously announced … settlement frameworks", "the consolidated securities class action". */
export const DEFINITE_MATTER_RE = R("\\bthe (?:previously (?:announced|disclosed|reported) (?:[\\w'’-]+ ){0,3}?(?:litigation|lawsuits?|class actions?|settlements?)|(?:consolidated |putative |securities |shareholder |stockholder |derivative )+(?:class action|lawsuit|litigation)s?)\\b")

export const NAMED_AFTER_RE = /^[^;.]{0,100}?\b(?:[A-Z]{2,}[\w-]*|[A-Z][a-z]+(?:\s+[A-Z][a-z]+)+)\b|^\s*(?:with|against|brought by|filed by)\s+(?:the\s+)?[A-Z][\w&.-]+/

export const DEFINITION_PRE_RE = R("\\b(?:excluding|excludes?|exclusive of|before|adjusted for|other than|such as|classif(?:y|ies|ied)|defined as|define)\\b")

export const CYBER = expand("{CYBER}")

/** Where the last match of a global pattern in `s` ends (0 without one): the start of the last clause a boundary opens. */
export const afterLast = (re: RegExp, s: string): number => {
  re.lastIndex = 0
  let last = 0
  for (let m = re.exec(s); m !== null; m = re.exec(s)) last = m.index + m[0].length
  return last
}

export const clauseStart = (text: string, from: number, to: number): number => from + afterLast(CLAUSE_BOUNDARY_RE, text.slice(from, to))

export const clauseEnd = (text: string, from: number, to: number): number => {
  const slice = text.slice(from, to)
  CLAUSE_BOUNDARY_RE.lastIndex = 0
  const m = CLAUSE_BOUNDARY_RE.exec(slice)
  return m === null ? to : from + m.index
}

/** A matter named by its subject: "asbestos-related suits", "PFAS-related matters", "opioid-related claims". */
const SUBJECT_MATTER_RE = R("\\b(?!(?:tax|employment|commercial|business|product|legal|litigation|other|IP|patent|securities|contract|regulatory|labor|environmental|compliance|customer|ordinary)-)[A-Za-z]{3,}-related (?:[\\w-]+ )?(?:matters|claims|litigation|lawsuits|suits|proceedings|actions|settlements?)\\b")

/** A matter named by an acronym or name: "the ERISA litigation matter", "the VLSI litigation" (not a category such as "IP litigation"). */
const ACRONYM_MATTER_RE = /\b(?!(?:IP|ESG|IT|HR|US|SEC)\b)[A-Z]{2,}[A-Za-z0-9&-]* (?:[a-z-]+ )?(?:litigation|lawsuits?|class actions?|settlements?|matters?|claims|cases?)\b/

/** A matter pointed at as recent: "the recent purported class action lawsuits … filed against us". */
const RECENT_MATTER_RE = R("\\brecent(?:ly)? (?:[\\w-]+ ){0,4}?(?:lawsuits?|suits?|class actions?|complaints?|investigations?|inquir(?:y|ies)|subpoenas?)\\b")

export const isSpecific = (sentence: string): boolean =>
  /[A-Za-z][®™]/.test(sentence) || RECENT_MATTER_RE.test(sentence) || SUBJECT_MATTER_RE.test(sentence) || ACRONYM_MATTER_RE.test(sentence) || DEFINITE_MATTER_RE.test(sentence) || AUTHORITY_RE.test(sentence) || DATE_RE.test(sentence) || AMOUNT_RE.test(sentence) || PARTY_RE.test(sentence) || SUBJECT_RE.test(sentence) || NAMED_ADVERSARY_RE.test(sentence) || NAMED_EVENT_RE.test(sentence)

/** "have and may", "has, and could": a fact hedged with its recurrence is still a fact. */
export const HEDGED_RE = R("\\b(?:has|have|had) not (?:yet )?(?:recorded|accrued|established|recognized|set aside|made|booked) any (?:financial )?(?:loss )?(?:reserves?|accruals?|provisions?)(?: (?:relating to|related to|for|with respect to|in connection with) any (?:of\\b|(?:potential |possible )?(?:liabilit(?:y|ies)|loss(?:es)?)(?: (?:relating to|related to|for|with respect to|in connection with|arising from)\\b)?))?|\\bany of (?:the )?(?=(?:above[\\s-](?:referenced|described|mentioned|captioned)|aforementioned|foregoing)\\b)|\\bto the extent requested,?|,? if any,?|,? if (?:necessary|needed|appropriate|applicable|required),?|\\bas the court (?:may|might) deem (?:just and )?(?:proper|appropriate)|\\b(?:have|has)(?: been)?,? (?:and|or) (?:may|could|might|will)\\b|\\b(?:have|has) (?:incurred|experienced|received|paid|recorded),? and (?:expect|expects|anticipate|anticipates) to (?:continue to )?\\w+\\b|\\b(?:may|could|might) be,? and (?:have|has) been\\b")

/** Hypothetical or negated wording before `at` in its clause (the pattern's own words excluded). */
/** A settlement's or a consent's disclaimer, neither a negation nor a hypothesis of what follows: "without any admission of liability or responsibility, the Company … reached a settlement". */
const WITHOUT_ADMISSION_RE = /\bwithout (?:any )?(?:admission|admitting) (?:of )?(?:any )?(?:liability|wrongdoing|guilt|fault)(?: or (?:responsibility|wrongdoing|liability|fault|guilt))?\b|\bwithout admitting or denying\b/gi

export const irrealisBefore = (text: string, s: Sentence, at: number): boolean => {
  const pre = text
    .slice(clauseStart(text, s.start, at), at)
    .replace(HEDGED_RE, " ")
    .replace(CONCESSION_LEAD_RE, " ")
    .replace(WITHOUT_ADMISSION_RE, " ")
  if (IRREALIS_RE.test(pre)) return true
  return NEGATION_RE.test(ownSubjectNegationWindow(pre, text.slice(at, at + 40)).replace(NEGATION_OK_RE, " "))
}

/** A match that opens the coordinated clause itself: "…, and we were named as a defendant …". */
const OWN_SUBJECT_OPENING_RE = /^and\s+(?:we|the company|the registrant|it)\b/i

/** A match that is a coordinated predicate of its own, the company's judgement of what it left undone: "… has not performed its obligations …, and considered the payment terms as default". */
const COORDINATED_JUDGEMENT_RE = /^(?:considered|deemed|treated|regarded|classified|reclassified)\b/i

/**
 * The part of a pre-window the negation test reads: from the last coordinated clause with the company as its subject (its
 * own negation governs it), or nothing when the match itself opens such a clause right after a comma, or is a predicate of the
 * company's own judgement coordinated after ", and" ("… has not performed its obligations …, and considered the payment terms
 * as default").
 */
export const ownSubjectNegationWindow = (pre: string, matchStart = ""): string =>
  (/,\s*$/.test(pre) && OWN_SUBJECT_OPENING_RE.test(matchStart)) || (/,\s*and\s+$/.test(pre) && COORDINATED_JUDGEMENT_RE.test(matchStart))
    ? ""
    : pre.slice(afterLast(OWN_SUBJECT_CLAUSE_RE, pre))


/** Incidents that happened to others: "… have occurred over the last several years at a number of major U.S. companies". */
export const OTHER_VICTIMS_RE = R("^[^;]{0,80}?\\bat (?:a number of |many |several |other |some |numerous )(?:[\\w.-]+ ){0,3}?(?:companies|organizations|retailers|businesses|institutions|firms|entities)\\b")

/** The company's own inquiry, run by its board or counsel: "The investigation has been conducted under the oversight of the Audit Committee, with the assistance of outside counsel.", "The Board’s investigation found instances at LaJobi …" */
export const OWN_INVESTIGATION_RE = R("\\b(?:audit committee|special committee|board of directors|board['’]s (?:own |internal |independent )?(?:investigation|review|inquiry)|(?:on the basis of|based (?:up)?on|as a result of) (?:the|this|its|our) (?:internal )?investigation,? the board\\b|internal (?:investigation|review|inquiry)|outside counsel|forensic accountants?|incident response|law firms?|plaintiffs['’]? (?:law )?firms?)\\b")

/** Other companies as a clause's subject ("Many companies have received subpoenas …", "In recent years, companies in the life insurance and annuity business have faced litigation …"). */
export const OTHERS_SUBJECT_RE = R("^\\s*(?:(?:in|during|since) [^,;]{1,30}, )?(?:many|most|other|some|several|numerous|certain) (?:other )?(?:[\\w-]+ )?(?:companies|issuers|banks|retailers|manufacturers|firms|lenders|insurers|competitors)\\b|^\\s*(?:(?:in|during|since|over) [^,;]{1,30}, )?(?!(?:our|the|these|those|its|their|both|all|such|each|any|we|two|three)\\b)(?:[A-Za-z-]+ ){0,2}?(?:companies|issuers|manufacturers|firms|insurers|lenders|retailers|carriers)(?: of (?:[\\w-]+ ){0,2}?[\\w-]+)?(?: (?:offering|selling|providing|issuing|writing|making) (?:[\\w-]+ ){0,5}?[\\w-]+)?(?: (?:in|within|across|throughout) (?:the |this |our |(?:the )?(?:[\\w.&-]+ ){0,2}?[\\w.&-]+['’]s )?(?:[\\w-]+ ){0,5}?(?:business(?:es)?|industry|industries|sectors?|markets?))? (?:also |often |frequently |increasingly |recently )*(?:have|has|had|are|were)\\b")

/** The company opens its own inquiry. */
export const OWN_INQUIRY_RE = R("\\b(?:we|the company) (?:has |have |had )?(?:commenced|initiated|launched|began|begun|conducted|undertook|undertaken|opened|(?:is|are|was|were) conducting) (?:an? |its )?(?:internal |independent )?(?:investigation|review|inquiry)\\b")

/** Matters named by the event they are about: "The circumstances surrounding the Maui windstorm and wildfires …". */
export const NAMED_EVENT_RE = /\b(?:surrounding|concerning|regarding|relating to|related to|arising from|in connection with|following) the (?:\d{4} )?(?:[A-Z][\w-]*\s+){1,4}(?:fires?|wildfires?|windstorms?|explosions?|derailments?|spills?|leaks?|releases?|accidents?|outages?|recalls?|storms?|hurricanes?|collapses?|crash(?:es)?|floods?)\b|\b(?:surrounding|concerning|regarding|relating to|related to|arising from|in connection with|following) the (?:(?:[A-Z][\w-]*|\d{1,2},?)\s+){1,4}(?:Fires?|Wildfires?|Explosions?|Derailments?|Spills?|Leaks?|Accidents?|Outages?|Recalls?|Incidents?|Collapses?|Crash(?:es)?|Floods?)\b|\b(?:surrounding|concerning|regarding|relating to|related to|arising from|in connection with|following) the (?:19|20)\d\d (?:[\w-]+ ){0,3}?(?:incidents?|attacks?|breach(?:es)?|intrusions?|accidents?|recalls?|outages?|explosions?|fires?|spills?)\b/

/** Others the incidents happened to, as the subject: "An increasing number of organizations, including large merchants, … have been targets …". */
export const OTHER_VICTIM_SUBJECT_RE = R("^\\s*(?:an increasing number of|a (?:large |growing )?number of|many|numerous|other|some|several) (?:[\\w-]+ ){0,2}?(?:organizations|companies|businesses|merchants|retailers|institutions|entities|firms)\\b")

/** A concession that opens a clause, up to its last comma: "Notwithstanding our belief that … any claims …, on February 1, 2023, ". */
const CONCESSION_LEAD_RE = /^\s*(?:notwithstanding|despite|although|though|even though)\b[^;]*,(?=[^,;]*$)/i

/** A matter made specific by its named adversary: "involved in litigation with Epic Games", "a dispute with the Internal Revenue Service". */
export const NAMED_ADVERSARY_RE = /\b(?:litigation|lawsuits?|suits?|disputes?|arbitrations?|proceedings?|matters?|claims|actions?) (?:with|against|(?:brought|filed|asserted) (?:by|against)) (?:the )?(?!Company\b|Registrant\b|Corporation\b)[A-Z][\w&.-]+/

/** Words that make what follows in their clause a condition. */
export const CONDITION_LEAD_RE = R("(?:^|[^\\w'’-])(?:if|unless|should|whether|in the event|to the extent|were we|had we)\\b")

/** A matter named by who brought it: "… an administrative proceeding brought by CADE". */
export const INITIATOR_RE = /^[^;]{0,40}?\b(?:brought|initiated|opened|commenced|conducted|filed|led) by (?:the )?[A-Z]/

/** Words that name an inquiry even inside a product's approval story. */
export const STRONG_INQUIRY_RE = R("\\b(?:investigat\\w*|subpoena\\w*|inquir\\w*|warning letters?|civil investigative demands?|wells notice|enforcement)\\b")

/** Adverbs of time or manner that change neither the fact nor its modality. */
export const SPACER_ADVERB_RE = /\b(?:recently|presently|currently|subsequently|separately|jointly|formally|initially|originally|again|thereafter|also|now|still)\b(?=\s)/gi

export const SPACER_ADVERB_TEST_RE = new RegExp(SPACER_ADVERB_RE.source, "i")

export const ADVERSATIVE_INSIDE_RE = R(",\\s*(?:but|however|although|though|whereas|while)\\b|\\s(?:but|although|though|whereas)\\s")

export const EXPERIENCED_RE = R("\\b(?:experienced|suffered|was the (?:target|victim)|were the (?:targets?|victims?))\\b")

/** What the company will do in a stated matter is its stance or its obligation there: "… will continue to defend itself vigorously", "Under the framework, the Company will pay up to $5.0 billion", "… and will cooperate with the SEC in connection with its investigation". */
export const WILL_DEFEND_RE = R("^(?!.*\\b(?:if|unless|whether|any|could|may|might|would)\\b).*\\bwill (?:continue to )?(?:vigorously |aggressively |fully )?(?:defend|contest|pay|make (?:the )?(?:remaining )?payments?|cooperate)\\b")

/** A negation at the head of a match, but not "not only", "not always" or "not (yet) resolved". */
const HEAD_NEGATION = "(?:not|never|no longer)\\b(?! (?:only|always|yet (?:been )?resolved|been resolved)\\b)"
export const NEG_HEAD_RE = R(`^(?:[\\w'’]+ ){0,3}?${HEAD_NEGATION}`)
/** The same, after a name of several capitalised words ("The Office of the Comptroller of the Currency has not fined us"). */
export const NAMED_NEG_HEAD_RE = new RegExp(`^(?:[Tt]he )?(?:(?:[A-Z][\\w.&'’-]*|of|the|for|and|on|in) ){1,14}?(?:has|have|had|did|does|do|is|are|was|were) ${HEAD_NEGATION}`)

export const MODAL_INSIDE_RE = R(`\\b(?:can|could|${MAY}|might|would|should|will)\\b`)

/** A finite past or perfect verb: "the incident caused …", "this cyber-attack became …". */
export const PAST_AFTER_RE = R("^[^;]{0,80}?\\b(?:was|were|had|has been|have been|became|caused|consisted|affected|impacted|resulted|involved|occurred|exploited|compromised|disrupted|included|led|took|required|forced|announced on|disclosed on|(?:we|the company) (?:experienced|suffered))\\b")

export const CONDITIONAL_RE = R(`\\b(?:if|could|would|${MAY}|might|unless|can|cannot)\\b`)

export const MODAL_AFTER_RE = R("^(?:(?!\\b(?:how|whether|that|which|who|what|where|when|if)\\b)[^;,]){0,40}?\\b(?:" + MAY + "|might|could|would|should|can|cannot|will)\\b")

/** A category made specific by what it alleges ("a defendant in numerous lawsuits alleging that its talc …"), unless it is "other" matters. */
const ALLEGES_RE = R("\\b(?:alleging|alleges|allegedly|asserting|claiming that|based on (?:claims|allegations) that|based on alleged|(?:relating|related) to alleged|involving (?:certain of )?(?:its|our|the company['’]s) (?!business|operations|products and services|activities)\\w+)\\b")

const OTHER_MATTERS_RE = R("\\bother (?:\\w+ )?(?:lawsuits|claims|proceedings|matters|litigation|investigations|inquiries)\\b|\\bincluding\\b")

/** What the matters are about, named: "relating to opioid matters", "opioid-related claims". */
const SUBJECT_NAMED_RE = R("\\b(?:relating|related) to (?!(?:such|these|those|other|various|similar|certain|legal|regulatory|tax|employment|commercial|business|contract|contractual|securities|intellectual|ip|product|environmental|labor|ordinary)\\b)[a-z]{4,} (?:matters|claims|litigation|lawsuits)\\b")

/** What the matters are about, named by an activity: "related to the distribution of prescription opioids". */
const SUBJECT_ACTIVITY_RE = R("\\b(?:relat(?:ed|ing) to|arising (?:from|out of)|concerning|regarding|in connection with) (?:the |our |its |the company['’]s )?(?:alleged )?(?:production|manufacture|manufacturing|sale|sales|marketing|distribution|labeling|labelling|pricing|disposal|release|promotion) of (?!(?:our|its|the company['’]s) products\\b)[a-z]")

export const alleged = (sentence: string): boolean =>
  (ALLEGES_RE.test(sentence) || SUBJECT_NAMED_RE.test(sentence) || SUBJECT_MATTER_RE.test(sentence) || SUBJECT_ACTIVITY_RE.test(sentence)) && !OTHER_MATTERS_RE.test(sentence)

/** Whether the sentence, on the whole, speaks of a category rather than a matter. */
export const categorical = (sentence: string): boolean => CATEGORY_RE.test(sentence)

/** The company is the claimant or another named party is the target: not the company's event. */
export const CLAIMANT_RE = R(
  "(?<!\\b(?:of|to) )\\b(?:we|the company) (?:filed|brought|commenced|initiated|served) [^;]{0,160}?\\bagainst (?!us\\b|the company\\b(?!['’]s))|(?<!\\b(?:of|to) )\\b(?:we|the company) (?:filed|brought|commenced|initiated|instituted) (?:a |an )?(?:[\\w-]+ ){0,2}?(?:action|suit|lawsuit|complaint|proceeding)s? [^;]{0,160}?\\b(?:entitled|captioned|styled)\\b|(?<!\\b(?:of|to) )\\b(?:we|the company) (?:has |have |had )?(?:also )?asserted (?:[\\w-]+ ){0,2}?(?:claims|causes of action) against (?!us\\b|the company\\b(?!['’]s))|(?<!\\b(?:of|to) )\\b(?:we|the company) (?:also )?(?:amended|filed) (?:its|our|the|a|an) (?:(?:first|second|third|fourth) )?(?:amended )?complaint\\b|\\b(?:was|were) (?:filed|initiated|commenced|brought) by (?:us|the company)\\b|(?<!\\b(?:of|to) )\\b(?:we|the company) (?:(?:ultimately|subsequently|then|also|thereafter|later|eventually) )?(?:initiated|filed|commenced|served) (?:a |an )?demand for arbitration\\b|(?<!\\b(?:of|to) )\\b(?:we|the company) (?:alleges?|(?:is|are) alleging|(?:has|have) alleged) (?:[\\w-]+ ){0,2}?(?:malpractice|negligence|fraud|breach|infringement|misappropriation)\\b|\\b(?:we|the company) (?:responded by )?adding (?:[^;]{0,60}?)claims against (?!us\\b|the company\\b(?!['’]s))|\\bsettlements? (?:that )?(?:we|the company) (?:received|recognized|collected)\\b|\\b(?:receipt of|proceeds from|received) (?:a |an |the )?(?:[$€£]\\s?\\d[\\d,.]*(?: (?:million|billion))? )?(?:litigation |legal )?settlement\\b|\\b(?:we|the company) (?:received|recognized|recorded) (?:a |an )?(?:gain|proceeds|payment|recovery)[^;]{0,80}?settlement|\\bsettlement (?:gain|proceeds|income)\\b|\\b(?<!tax )(?:benefit|gains?|proceeds|income|recover(?:y|ies)) (?:from|on|related to) [^;]{0,60}?settlements?\\b|\\binterchange fee settlements?\\b|\\bto pay us\\b|\\bpay (?:the company|us) (?:approximately )?[$€£]|(?<!derivatively )(?<!\\bderivative (?:action|lawsuit|suit|complaint)s? [^;]{0,40}?)\\bon behalf of (?:the company|us)\\b(?![^;]{0,160}?\\b(?:against (?:us|the company)|derivative|(?:the company|us) as (?:a )?nominal defendant))|\\bstate aid investigations? (?:of|into) (?:member states|the tax rulings)|(?<!\\b(?:of|to) )\\b(?:we|the company) (?:filed|brought|lodged|submitted) (?:a |an )?(?:[\\w-]+ ){0,3}?(?:complaint|petition)s?\\b[^;]{0,120}?\\baccusing (?!us\\b|the company\\b)|\\binvestigations? (?:based|premised) (?:up)?on (?:our|the company['’]s) (?:own )?(?:complaint|petition)s?\\b"
)

/** Routine tax audits and positions are the company's ordinary business ... */
const ROUTINE_TAX_RE = R("\\btax (?:audits?|examinations?|positions?|reserves?)\\b")

/** ... unless the sentence states a dispute: a court, an appeal, an authority's assessment or audit report ("a preliminary income tax audit report from the Argentine tax authorities … with an estimated claim of approximately $100 million"), or a settlement reached with the authority or in a named jurisdiction. */
const TAX_DISPUTE_RE = R(
  "\\b(?:tax court|court|tribunal|appeal|petition|lawsuit|litigation|protest|(?:assessments?|audit reports?|demands?) from)\\b|\\b(?:estimated |tax )?claims? (?:of|for|totaling|totalling|amounting to) (?:approximately |about |up to )?[$€£]|\\breceived (?:a |an |the )?(?:\\w+ )?tax (?:assessments?|demands?)\\b|\\btax assessments? (?:of|approximating|amounting|totaling|totalling) [$€£]|\\b(?:agreements?|settlement) with the (?:IRS|Internal Revenue Service|[A-Z][\\w]+ tax authorit(?:y|ies))\\b|\\b(?:settlement|resolution) of (?:a |the )?tax (?:audits?|disputes?|assessments?) (?:in|with) [A-Z]"
)

export const claimantOrRoutine = (sentence: string): boolean => CLAIMANT_RE.test(sentence) || (ROUTINE_TAX_RE.test(sentence) && !TAX_DISPUTE_RE.test(sentence))

/** Money the company claims ("seeking an order requiring the EC to pay us …"). */
export const OWED_TO_US_RE = R("\\bto pay us\\b|\\b(?:recorded|recognized) as (?:an? )?(?:offset|reduction|credit) (?:to|of|against) (?:[\\w-]+ ){0,5}?expenses?\\b[^;]{0,40}?\\bupon (?:its |their )?receipt\\b|\\bpay (?:the company|us) (?:approximately )?[$€£]|\\bawarded (?:the company|us|our (?:[\\w-]+ ){0,2}?subsidiar(?:y|ies))\\b|\\b(?:the company|we) (?:received|recovered|collected) (?:a (?:total |final |lump[\\s-]sum )?payment|payments|[$€£]\\s?\\d[\\d,.]*(?: (?:million|billion|thousand))? in damages|(?:gross |net )?proceeds)\\b|\\b(?:won|prevailed in) (?:a |an |the )?(?:jury )?(?:verdict|judgment|trial|case)\\b[^;]{0,60}?\\b(?:its|our) (?:[\\w-]+ ){0,3}?(?:lawsuit|suit|action|case|claims?) against\\b")

/** A named party found, held, ruled against, fined or ordered, the name in the group `party` ("Acme was ordered to pay …"). */
export const OTHER_PARTY_RE = /^(?:On [A-Z][a-z]+ \d{1,2}, \d{4}, )?(?!The |We |Our |In |On |For |As |During |Beginning |Also |Although )(?<party>[A-Z][\w.&-]+(?: [A-Z][\w.&-]+)?) (?:was|were) (?:found|held|ruled|fined|ordered)\b/

/** An investigation of trade, an industry or states rather than of the company (Section 232 imports, state aid to member states). */
export const OTHER_TARGET_RE = R("\\b(?:practices|conduct) of (?:[\\w-]+ ){0,3}?(?:manufacturers|companies|producers|providers|suppliers|competitors|retailers|banks|insurers|distributors)\\b|\\bSection (?:232|301|201)\\b|\\banti-?dumping\\b|\\bcountervailing\\b|\\b(?:into|of|regarding|concerning|on) (?:[^;]{0,60}?)\\bimports\\b|\\bstate aid\\b|\\btax rulings\\b|\\bmember states\\b|\\b(?:into|(?<!(?:Bureau|Ministry|Department|Minister|Secretary) )of) (?:the )?(?:[\\w-]+ ){0,3}?industry\\b")

export const BANKRUPTCY_RE = R("\\bChapter (?:7|11|15)\\b|\\bbankruptcy (?:code|court|petition|protection)\\b")

/** "… against originators, servicers …": a suit "against" someone counts when that is the company, "certain …", or a name. */
export const againstTarget = (match: string): boolean => {
  const lower = match.toLowerCase()
  if (!lower.includes("against ")) return true
  for (let i = lower.indexOf("against "); i >= 0; i = lower.indexOf("against ", i + 8)) if (againstAt(match, i)) return true
  return false
}

const againstAt = (match: string, i: number): boolean => {
  // "defending itself against a lawsuit filed by …": what follows is the suit, not its target
  if (/\bdefend\w*(?:\s+(?:itself|ourselves|themselves))?\s+$/i.test(match.slice(0, i))) return true
  const next = match.slice(i + 8).replace(/^(?:some or all of |each of |one or more of )?the following(?: (?:defendants|parties|respondents))?:\s*/i, "")
  if (OTHERS_AFTER_RE.test(next)) return false
  // (a filer's defined name in its own notes: "against the Bank", "against the Partnership")
  return /^(?:us|the company|the registrant|the corporation|our|it|its|certain|current|former|members|officers|directors|one|two|three|several|each|both|all)\b/i.test(next) || /^[A-Z]/.test(next) || /^the (?:Bank|Firm|Partnership|Trust|Association|Fund)\b/.test(next) || /^the (?:members of (?:its|our|the(?: company['’]s)?) board|company['’]s (?:officers|directors)|board of directors|individual defendants|(?:current|former) (?:and former |and current )?(?:officers|directors))\b/i.test(next) || /^[^;]{0,40}?\bincluding (?:us|the company)\b/i.test(next) || /^(?:the )?(?:sales?|import(?:ation)?|use|marketing|manufacture|distribution|offering) of (?:certain (?:of )?)?(?:our|the company['’]s|its)\b/i.test(next)
}

/** A case caption ("Altera Corp. v. Commissioner") with the company on neither side: another party's case. */
const CAPTION_RE = /((?:[A-Z][\w.&'’()-]*\s+){0,5}[A-Z][\w.&'’()-]*)\s+v\.\s+((?:[A-Z][\w.&'’-]*\s+){0,4}[A-Z][\w.&'’-]*)/g

export const othersCaption = (ctx: { readonly self: RegExp }, sentence: string): boolean => {
  CAPTION_RE.lastIndex = 0
  let seen = false
  for (let m = CAPTION_RE.exec(sentence); m !== null; m = CAPTION_RE.exec(sentence)) {
    seen = true
    if (ctx.self.test(m[1] ?? "") || ctx.self.test(m[2] ?? "")) return false
  }
  return seen && !/\bagainst (?:us|the company)\b/i.test(sentence)
}

/** Other companies as the ones investigated, sued or fined ("many of our competitors have been …", "fined several of our competitors"). */
export const OTHERS_RE = R("\\b(?:competitors|peers|customers|suppliers|vendors|other companies|many companies|companies in (?:our|the) industry|our industry)\\b(?![^;]{0,40}\\b(?:and|or) (?:we|us|the company)\\b)")

export const OTHERS_AFTER_RE = R("^\\s*(?:(?:several|certain|some|many|one|two|three|a number|each) )?(?:of )?(?:our |the )?(?:competitors|peers|customers|suppliers|vendors|other companies|companies)\\b")

export const HABITUAL_RE = R("\\b(?:regularly|routinely|on a regular basis|continually|constantly|frequently|often|typically)\\b")

/** A supplier's incident that reached the company: "… experienced a ransomware attack that resulted in the exposure of personal information of some of our customers". */
export const OUR_DATA_AFTER_RE = R("^[^;]{0,100}?\\b(?:resulted in|resulting in|led to|exposed|compromised)\\b[^;]{0,80}?\\b(?:our|the company['’]s) (?:[\\w-]+ ){0,2}?(?:customers|employees|patients|members|clients|users|data|information|systems|networks?)\\b")

export const SUPPLIER_RE = R("\\b(?:suppliers?|vendors?|service providers?|partners?|customers?|third[\\s-]part(?:y|ies)|contractors?|licensees?)\\b")

export const SUBJECT_TO_RE = R("\\b(?:is|are) (?:also )?subject to\\b")

export const SUBJECT_TO_OK_RE = R("\\b(?:currently|became|now|presently|ongoing|pending)\\b|\\b(?:consent (?:order|decree)|cease[- ]and[- ]desist order|(?:deferred|non)[- ]prosecution agreement|corporate integrity agreement|(?:written|formal|supervisory) agreement (?:with|issued by|entered into with)|memorandum of understanding with)\\b|\\b(?:were|was) (?:also )?subject to\\b|\\b(?:alleging|asserting|claiming|in connection with|filed|brought|captioned|entitled)\\b")

/** A settlement of securities, trades or forward sales ("the $112.2 settlement of forward sales under its ATM program"): no legal matter. */
export const SECURITIES_SETTLEMENT_RE = R("\\bsettle(?:ment|ments|d|s)?\\b[^;.]{0,60}?\\b(?:forward (?:sales?|sale agreements?|contracts?|purchase)|at[\\s-]the[\\s-]market|ATM (?:program|offering|sales)|(?<!Federal )(?<!International )trades?(?! Commission)|shares? of (?:our |its )?common stock|(?:equity|share) forwards?|derivatives?|swaps?|(?:convertible )?notes? (?:in|for) (?:cash|shares))\\b|\\b(?:forward (?:sales?|sale agreements?)|ATM (?:program|offering)s?|(?<!Federal )(?<!International )trades?(?! Commission))\\b[^;.]{0,60}?\\bsettle(?:ment|ments|d)?\\b")

export const LEGAL_NOUN_RE = R("\\b(?:lawsuits?|litigation|class actions?|complaints?|plaintiffs?|defendants?|court|verdicts?|judgments?|arbitrations?|claims? against|allegations?|SEC|Department of Justice|investigations?)\\b")

/**
 * Admission wording: a past incident told as experienced, suffered, occurred, to date, hedged with its recurrence ("have and may
 * come into …"), or as what incidents "have caused", "have resulted in", "have remained" (the present perfect of a category).
 */
/** In the clause around a match, the company's own admission: "the cyber incidents … that we have experienced to date". */
export const CYBER_ADMITTED_CLAUSE_RE = R("\\b(?:we|the company|it) (?:have|has) (?:previously |also |at times |in the past )?(?:experienced|suffered)\\b")

export const CYBER_ADMISSION_RE = R("\\b(?:experienc\\w*|suffer\\w*|occurred|happened|in the past|previously|been,? (?:and|or)|(?:have|has),? (?:and|or)|(?:have|has) (?:in (?:certain|some) (?:cases|instances) |in the past |previously |also |at times |from time to time )?(?:resulted|caused|remained|led to|disrupted|affected|impacted|compromised))\\b")

/**
 * What makes an admitted incident one (the one test every admission of a past incident passes, or it raises nothing): a date
 * or period; a named or defined incident ("the Computer Intrusion", "the FY17 malware incident", "incidents such as MOVEit") or
 * one incident stated as one ("we experienced a ransomware attack", "the attack", "this incident"); a named actor or one that
 * acted ("the unauthorized actor", "a third party that exploited …"); a named system or unit ("our Habana Labs subsidiary's
 * network", "our GFN security measures", "Facebook's code"); or a concrete consequence of the incident (an amount, a count
 * of people or records, a stretch of time, systems taken offline, work halted). "Our systems", "data", "IT environment",
 * "operations", "business impacts", "disruptions", "ransomware" or "third parties" name none of these: an admission that
 * names nothing else is general.
 */
const CYBER_ONE_INCIDENT_RE = R("(?<!\\bto (?:have )?)\\b(?:experienced|suffered|detected|discovered|had|(?:was|were) (?:the )?(?:target|victim|subject)s? of) (?:a|an|one) (?:[\\w-]+ ){0,2}?(?:breach|incident|attack|cyber attack|cyber-?attack|cyberattack|intrusion)\\b|\\b(?:the|this|our (?:recent|prior|previous)) (?:(?!(?:of|a|an|any|or|and|to|in|such|other)\\b)[\\w-]+ ){0,2}?(?:incident|attack|cyber-?attack|cyberattack|breach|intrusion)\\b(?! (?:response|surface|vectors?|management|plans?|programs?|team|risks?)\\b)")
const CYBER_NAMED_RE =
  /\b(?:[Tt]he|[Tt]his|[Tt]hat) (?:[A-Z][\w-]*\s+){1,3}(?:[Ii]ncident|[Aa]ttack|[Bb]reach|[Ii]ntrusion|[Cc]yber-?[Aa]ttack|[Cc]yberattack)\b|\b(?:incidents?|attacks?|breaches|vulnerabilit(?:y|ies)),? (?:such as|including|like) (?:the )?[A-Z][\w-]*[a-z][\w-]*|\b(?:[Oo]ur|[Ii]ts|[Tt]he [Cc]ompany['’]s) (?!(?:IT|OT|IT\/OT|Information|Technology|Company|Cloud)\b)(?:[A-Z][\w&.-]*\s+){1,3}(?:(?:subsidiary|unit|division|business)['’]s\s+)?(?:[\w-]+\s+)?(?:networks?|systems?|servers?|security measures|products?|platforms?|environment|subsidiary|unit|division|software|applications?|services?)\b|\b[A-Z][\w]+['’]s (?:code|network|systems|servers|platform)\b/
const CYBER_ACTOR_RE = R("\\b(?:the|an?) (?:unauthori[sz]ed |unknown |external |malicious |criminal )*(?:actor|threat actor|attacker|intruder|hacker|criminal group|ransomware group)\\b(?! (?:could|may|might|can|would)\\b)|\\ba third[\\s-]party (?:that|which|who) (?:exploited|gained|accessed|obtained|stole|deployed)\\b")
/** An actor known by name: "Scattered Spider gained access to …" (a capitalised name, not the company, a pronoun or a category). */
const CYBER_NAMED_ACTOR_RE =
  /\b(?!(?:We|Our|The|It|Its|They|This|These|Those|Such|Some|Certain|Any|Cyber\w*|Security|Hackers|Attackers|Criminals|Threat|Malicious|Third|Company|Nation)\b)[A-Z][\w-]+(?: [A-Z][\w-]+){0,3},? (?:\([^)]{0,40}\) )?(?:gained|obtained|accessed|exfiltrated|stole|deployed|breached|compromised|attacked|infiltrated|encrypted)\b/
const CYBER_CONSEQUENCE_RE = R("[$€£]\\s?\\d|\\b\\d[\\d,.]*(?: (?:million|billion|thousand))? (?:[\\w-]+ ){0,2}?(?:users|user accounts|accounts|customers|consumers|individuals|members|patients|employees|records|cardholders|people|persons|tons|shipments)\\b|\\bfor (?:a period of )?(?:approximately |about |nearly |over |more than )?(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten) (?:hours|days|weeks|months)\\b|\\b(?:taken|took|brought|went|were|was) (?:[\\w-]+ )?offline\\b|\\b(?:halted|suspended|stopped|paused) (?:[\\w-]+ ){0,2}?(?:production|operations|shipments|services)\\b|\\b(?:production|operations|shipments|services) (?:was|were) (?:halted|suspended|stopped|paused)\\b")

export const cyberSpecific = (sentence: string): boolean =>
  DATE_RE.test(sentence) || /\b(?:19|20)\d\d\b|\bFY\d\d\b/.test(sentence) || CYBER_NAMED_RE.test(sentence) || CYBER_ONE_INCIDENT_RE.test(sentence) || CYBER_ACTOR_RE.test(sentence) || CYBER_NAMED_ACTOR_RE.test(sentence) || CYBER_CONSEQUENCE_RE.test(sentence)

export const NOT_MATERIAL_RE = R("\\bin (?:management['’]s|our|the company['’]s) opinion\\b[^;]{0,200}?\\b(?:outcome|resolution|disposition)\\b[^;]{0,160}?\\b(?:is|are) not expected to (?:have a material|be material|materially)|\\bnone of (?:these|the|such|those) (?:[\\w-]+ )?(?:matters|proceedings|claims|lawsuits|actions)\\b[^;]{0,80}?\\bwill (?:have a material|materially|be material)|\\b(?:believes?|believed|expects?) (?:that )?(?:the )?(?:ultimate |final )?(?:outcome|resolution|exposure|disposition|liability)[^;]{0,160}?\\b(?:is|are) not expected to (?:have a material|be material|materially)|\\b(?:believes?|believed|expects?) (?:that )?(?:the )?(?:ultimate |final )?(?:outcome|resolution|exposure|disposition|liability)[^;]{0,160}?\\b(?:will|would) not (?:materially|have a material|be material)|\\b(?:do|does|did) not (?:believe|expect|anticipate)\\b[^;]{0,160}?\\b(?:will|would|to) (?:have a material|materially)")

export const DENIAL_AFTER_RE = R("^\\s*(?:does|did|do|will) not (?:affect|apply to|cover|extend to|involve|relate to|impact (?:any|our))\\b|^[^;]{0,80}?\\b(?:were|was|are|is) (?:insignificant|immaterial|not (?:material|significant))\\b|^[^;]{0,60}?\\b(?:did not|does not|do not|has not|have not|had no|has had no|have had no|will not) (?:have|had|result|resulted|cause|caused|affect|affected|impact|impacted)\\b[^;]{0,40}?\\bmaterial")

/** An indictment of a former officer or employee, not of the company ("an indictment against the former Senior Vice President … had been filed"). */
export const FORMER_OFFICER_CHARGED = "\\b(?:indictments?|criminal (?:complaints?|charges)) (?:against|of) (?:the |a |an |its |our |two |certain )?(?:former|ex-|then-)"
const FORMER_OFFICER_CHARGED_RE = R(FORMER_OFFICER_CHARGED)
export const FORMER_OFFICER_EXCLUSION = { when: FORMER_OFFICER_CHARGED_RE, unless: R("\\b(?:against|of) (?:us|the company) (?:and|or)\\b") }
