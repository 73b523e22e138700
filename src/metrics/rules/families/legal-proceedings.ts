/**
 * Material legal proceedings: a suit, claim, charge, judgment, settlement, fine or tax dispute
 * of the company's, stated as fact (filed or pending against it, named as a defendant, ruled,
 * settled, paid, appealed). The anchors are tried in order; events-engine.ts reads each match
 * with the event guards.
 */
import { caseSensitive as CS, eventRule as R } from "../compile.js"
import { ESTIMATE_RE } from "../follow-ons.js"
import { COST_SKIP_RE, CREDITOR_RE, FORMER_OFFICER_EXCLUSION, INSURANCE_CLAIMS_RE, LEGAL_NOUN_RE, SECURITIES_SETTLEMENT_RE } from "../guards.js"
import type { EventFamilyRules } from "../types.js"
import { CAPTIONED_SUITS } from "./legal-captions.js"
import { CRIMINAL_CHARGE, CRIMINAL_CHARGE_ANCHORS, DEMAND_ANCHORS, FAILURE_SUIT, FAILURE_SUIT_ANCHORS, IN_LITIGATION, IN_LITIGATION_ANCHORS, RULING_ANCHORS } from "./legal-demands.js"
import { SITE_ANCHORS } from "./legal-sites.js"

/** An examination's report or proposed adjustments with nothing contested, assessed or owed: a step of the examination. */
const EXAMINATION_STEP_RE = /^(?![^;]*\b(?:assess\w*|deficienc\w*|penalt\w*|demands?|appeal\w*|protest\w*|contest\w*|disput\w*|disagree\w*|court|petition\w*|litigat\w*))[^;]*\b(?:revenue agent['’]s reports?|RARs?|(?:notices? of )?proposed adjustments?)\b[^;]*\b(?:under|of|in|during|from) (?:the |its |their |an? )?(?:[\w-]+ ){0,3}?(?:examinations?|audits?)\b/i

/**
 * A suit against others in which the company is only a nominal defendant and no relief is sought from it: a short-swing profit suit under
 * Section 16(b), brought in the company's name against its insiders ("… filed an action … against two funds … alleging violations of
 * Section 16(b) of the Securities Exchange Act …"), or a sentence saying so ("The Company is a nominal defendant in the action, no relief is
 * sought against the Company, …").
 */
const NOMINAL_DEFENDANT_RE = /\bnominal defendant\b[^.]{0,80}?\bno (?:relief|damages|recovery|monetary relief) (?:is|are|was|were|has been|have been) (?:sought|claimed|requested) (?:against|from)\b|\bSection 16\(b\)(?= of the (?:Securities )?Exchange Act\b)(?![^.]*\bagainst (?:us|the company)\b)/i

/**
 * A balance kept for a category of claims, told beside a stated docket: "The Company's accrual for contingent liabilities, primarily for product
 * liability claims, was $11,312 …", "The Company also recognized an asset for recoveries from insurance carriers related to the insured claims
 * outstanding of $4,516 …".
 */
const BALANCE_BY_CATEGORY_RE = /\b(?:accruals?|reserves?|provisions?|liabilit(?:y|ies)) for (?:contingent liabilities|loss contingencies|(?:[\w-]+ ){0,2}?claims),? (?:primarily|principally|mainly|largely|substantially all) (?:for|related to|relating to)\b|\ban? (?:[\w-]+ )?asset for (?:[\w-]+ )?recoveries from (?:[\w-]+ )?insur\w+\b/

/**
 * An accrual policy, told in the present for claims as a class: "In accordance with the accounting guidance for contingencies, we reserve for
 * litigation claims and assessments asserted or threatened against us when a loss is probable …" (an accrual recorded for a named matter is in
 * the past and names it); what a reserve for all of them is based on, and its balance for the whole class ("The proceeding-related reserve is
 * based on developments to date and historical information related to actions filed against the Company", "… had established reserves for
 * proceeding-related contingencies of $1,738,721 to cover legal actions against the Company").
 */
const ACCRUAL_POLICY_RE = /\b(?:we|the company) (?:reserves?|accrues?|records?|establish(?:es)?|recogni[sz]es?|provides?) (?:(?:a |an )?(?:reserves?|accruals?|liabilit(?:y|ies)|provisions?) )?for (?:[\w-]+ ){0,5}?(?:claims|litigation|lawsuits|suits|proceedings|contingencies|matters)\b[^;]{0,120}?\bwhen\b|^\W*(?:(?:loss )?contingenc(?:y|ies)|(?:contingent )?liabilities|(?:legal |litigation )?(?:accruals|reserves|losses)) (?:for (?:[\w-]+ ){0,4}?)?(?:are|is) (?:(?:generally|only) )?(?:recorded|accrued|recogni[sz]ed|established|provided for)\b[^;]{0,120}?\bwhen (?:it is |it becomes )?(?:probable|a loss|the loss|an? (?:[\w-]+ )?liability)\b|^\W*to the extent (?:that )?there is a reasonable possibility (?:that )?(?:the )?loss(?:es)? (?:could|may|might|will) exceed (?:the )?amounts? (?:already )?(?:accrued|recorded)\b[^;]{0,60}?\b(?:will|would)(?:,? when applicable,?)? (?:adjust|disclose|record)\b|^\W*the (?:[\w-]+ ){0,2}?(?:reserves?|accruals?|provisions?) (?:is|are) based on\b|\b(?:established|recorded|maintained) (?:reserves?|accruals?|provisions?) for (?:[\w-]+ ){0,2}?contingencies\b[^;]{0,60}?\bto cover (?:the )?(?:[\w-]+ )?(?:actions|claims|proceedings|lawsuits|suits)\b/i

/**
 * A suit or complaint against other companies, the company named nowhere in the sentence: "… filed a civil complaint alleging that six
 * pharmaceutical companies engaged in anti-competitive behavior", "… brought an action against several manufacturers of …" (not a comparison:
 * "Like similar lawsuits that have been brought against other companies, this action alleges …").
 */
const OTHER_DEFENDANTS_RE = /^(?!\W*(?:like|as with|similar to|unlike)\b)(?![^]*\b(?:we|us|our|the company|the company['’]s|the registrant|its subsidiar(?:y|ies))\b)[^]*\b(?:complaints?|lawsuits?|suits?|actions?|petitions?)\b[^;]{0,40}?\b(?:(?:alleging|asserting|claiming|charging) that|against) (?:(?:several|numerous|certain|other|various|multiple|many|a number of|two|three|four|five|six|seven|eight|nine|ten|\d+) )?(?:other )?(?:[\w-]+ ){0,2}?(?:companies|manufacturers|producers|distributors|suppliers|competitors|firms|retailers|banks|insurers)\b(?!,? (?:Inc|LLC|Ltd|Corp|Co|L\.P|plc)\b)/i

/**
 * What an authority is investigating, told with no suit, court or complaint: "According to the subpoena, the Connecticut Attorney General is
 * investigating whether anyone engaged in …" is the investigation's scope, and "Since July 2017, the Antitrust Division has been investigating our former
 * generics business" its course: neither is a step of a suit.
 */
const SCOPE_OF_INQUIRY_RE = /^(?![^]*\b(?:courts?|complaints?|lawsuits?|suits?|plaintiffs?|judges?|petitions?|litigation|indict\w*|charged|settle\w*)\b)[^]*\b(?:(?:is|are|was|were) (?:currently |also )?investigating (?:whether|if|possible|potential|alleged)|(?:has|have|had) (?:also )?been investigating)\b/

/** The company ordered to fund a receiver over its own property (a receivership it sought): "The Court ordered the Company to provide the receiver a revolving line of credit …". */
const RECEIVER_FUNDED_RE = /\bordered (?:the company|us|we) to (?:provide|fund|advance|lend|make available|extend)\b[^.;]{0,40}?\b(?:the |a |such )?receiver\b(?![^.;]*\breceiver\b[^.;]{0,60}?\b(?:seeks|sought|claims|claimed|sued|filed|commenced|brought|alleges|alleged)\b)/i

/**
 * What a matter's follow-on is not: a former officer's own charges, and the terms of a prosecution agreement that resolved an authority's
 * investigation with no suit, complaint or court ("Pursuant to the Deferred Prosecution Agreement, the Company agreed to a $1.2 million
 * payment …", "The Deferred Prosecution Agreement has now lapsed."): those are the investigation's.
 */
const FOLLOW_ON_EXCLUSION = {
  when: new RegExp(`${FORMER_OFFICER_EXCLUSION.when.source}|${OTHER_DEFENDANTS_RE.source}|${SCOPE_OF_INQUIRY_RE.source}|${RECEIVER_FUNDED_RE.source}|${BALANCE_BY_CATEGORY_RE.source}|${NOMINAL_DEFENDANT_RE.source}|${ACCRUAL_POLICY_RE.source}|\\b(?:deferred|non)[\\s-]?prosecution agreement\\b(?![^;]*\\b(?:court|complaint|lawsuits?|suits?|indict\\w*|plea|pleaded|qui tam|relators?|False Claims Act)\\b)`, "i"),
  unless: FORMER_OFFICER_EXCLUSION.unless
}

/** No suit pending, stated as such: "As of the date of this filing, no legal action is pending against the Company", "Neither claims nor suits are pending against us". */
const NO_SUIT_PENDING_RE = /\b(?:no|not any|neither|none of the)\s(?:[\w-]+\s){0,3}?(?:actions?|lawsuits?|suits?|claims?|litigation|proceedings?|cases?|complaints?)\b[^;]{0,80}?\b(?:is|are|was|were|has been|have been|remains?) (?:currently |now )?pending against\b/i

/**
 * In the unit of a stated matter, what a named party alleges of the company or seeks from it, told with that party as subject: "Protrade alleges,
 * in part, that the Company has breached the Exclusive Distribution Agreement …", "Northwind seeks: (i) damages of $974,238, (ii) a declaration …",
 * "The Relator contends that we submitted false claims", "Mineros Norteños sought payment of the Royalty, including interest …". The
 * party's own verb stands right after its name (accented letters in it too; a hypothetical or denied allegation matches none).
 */
const PARTY_ALLEGES_RE = /^\W*(?:(?:on|in|since) [^;,]{0,40},\s*)?(?:the )?[A-Z][\w&.'’\u00C0-\u017F-]*(?: [A-Z][\w&.'’\u00C0-\u017F-]*){0,3},? (?:also |further |additionally )?(?:(?:alleges|alleged|asserts|asserted|claims|claimed|contends|contended|argues|argued)(?:,? (?:in part|among other things|inter alia|in substance),?)? that (?:we|[Tt]he [Cc]ompany|[Tt]he [Rr]egistrant|our|its|it|[Tt]he [A-Z][\w-]*)\b|(?:seeks|sought|is seeking|was seeking)(?::| (?:[\w$€£.,()-]+ ){0,4}?(?:damages|relief|restitution|rescission|disgorgement|(?:re)?payment|reimbursement|compensation|an? (?:[\w-]+ )?injunction|an? (?:[\w-]+ )?declaration|an? (?:[\w-]+ )?award)\b))/

/**
 * In the unit of a stated matter, the company's denial of what is claimed, itself as subject: "We deny owing any amount to Stevens & Lee.",
 * "The Company denies all liability", "We dispute the amounts claimed".
 */
const DENIES_CLAIM_RE = /^\W*(?:(?:however|nevertheless|further|in addition|additionally),? )?(?:[Ww]e|[Tt]he [Cc]ompany|[Ii]t) (?:(?:has|have) )?(?:also )?(?:(?:vigorously|strongly|categorically|firmly|expressly) )?(?:den(?:y|ies|ied)|dispute[sd]?|contest(?:s|ed)?) (?:owing|that (?:we|it|the [Cc]ompany) (?:owes?|owed|(?:is|are|was|were) liable)|that (?:any|the) (?:[\w-]+ ){0,5}?(?:is|are|was|were|remains?) (?:(?:currently|now|still) )?(?:due|owed|owing|payable)\b|(?:all |any )?(?:liability|wrongdoing)|(?:all |any |each of )?(?:the|these|such|its|their|[A-Z][\w&.-]*['’]s) (?:[\w-]+ ){0,2}?(?:allegations|claims?|amounts? (?:claimed|sought|demanded)))\b/

/**
 * In the unit of a stated matter, the terms of its settlement, told in the conditional of an agreement still to be approved: "Under the terms of
 * the MOU, the Company’s insurance carriers would pay $19.75 million …", "Pursuant to the settlement, the action against the Company would be
 * dismissed with prejudice.", "The Company would not be required to contribute any cash to the settlement payments."
 */
const SETTLEMENT_TERMS_RE = /^\W*(?:under the terms of|pursuant to|as part of|in accordance with) (?:the|this|such|that) (?:[\w-]+ ){0,2}?(?:settlement|MOU|memorandum of understanding|stipulation of settlement|agreement in principle)\b|\b(?:would|will) not be required to (?:contribute|pay|make)\b[^;]{0,40}?\bsettlement\b|\bsettlement payments? (?:will|would) be (?:paid|funded|made) (?:directly )?by\b/i

/**
 * In the unit of a stated matter, the company's position in it, itself as subject: "We have taken the position that our failure to take
 * possession … is directly related to the COVID-19 pandemic.", "The Company maintains the position that no amount is owed.", "The Company
 * remains confident in its position …", "The Company is confident that all payments it received were earned …"
 */
const POSITION_TAKEN_RE = /^\W*(?:(?:however|nevertheless|further|in addition|additionally),? )?(?:[Ww]e|[Tt]he [Cc]ompany|[Ii]t) (?:(?:has|have|had) )?(?:also )?(?:(?:taken|takes|take|maintained|maintains|maintain|asserted|asserts|assert) the position that|(?:is|remains|remained|was) confident (?:in (?:its|our) position|that (?:all|the|its|our|it|we)))\b/

/**
 * In the unit of a stated matter, the terms on which a judgment or award is held off or satisfied, the party that holds it as subject:
 * "HHE will forebear on the enforcement of the judgment and will provide the Company a satisfaction of the judgment upon the payment …",
 * "The plaintiff agreed to forbear from enforcing the judgment until …".
 */
const JUDGMENT_TERMS_RE = /\b(?:will|shall|agreed to|has agreed to|have agreed to) (?:forbear|forebear|refrain)(?: (?:on|from) (?:the )?(?:enforc(?:ing|ement)|execut(?:ing|ion)|collect(?:ing|ion))(?: of)?| from enforc(?:ing|ement)) (?:the |its |this |such )?(?:[\w-]+ )?(?:judge?ment|award|arbitration award|settlement)\b|\b(?:will|shall|agreed to) (?:provide|deliver|file) (?:the company|us|it) (?:with )?(?:a |an )?(?:satisfaction|release) of (?:the )?(?:judge?ment|award)\b/i

/** A bank supervisor's order or agreement, and the supervisors (written out in both cases of the order's name). */
const BANK_ORDER = "\\b(?:[Cc]onsent [Oo]rder|[Ww]ritten [Aa]greement|[Ff]ormal [Aa]greement|[Ii]nformal [Aa]greement|[Mm]emorandum of [Uu]nderstanding|MOU)\\b"
const BANK_REGULATOR = "\\b(?:FDIC|OCC|Comptroller of the Currency|Federal Reserve|FRB|CDFI|OFR|Department of Financial|Division of Banking|Office of Thrift Supervision|OTS)\\b"

export const legalProceedings: EventFamilyRules = {
  family: "material_legal_proceeding",
  reading: {
    kind: "matter",
    // a settlement of forward sales, shares or trades is no legal matter; an indictment of a former officer is the individual's
    exclusions: [
      { when: SECURITIES_SETTLEMENT_RE, unless: LEGAL_NOUN_RE },
      { when: NOMINAL_DEFENDANT_RE },
      // an authority's draft complaint is its investigation's step, no suit: "the Company received a draft complaint from the Federal Trade Commission"
      { when: /\bdraft (?:administrative )?complaints?\b/i },
      { when: ACCRUAL_POLICY_RE },
      // a utility's rate case before its commission is its rate regulation, not a suit: "the New Hampshire Public Utilities Commission (NHPUC)
      // approved a rate settlement with a permanent increase of $5.2 million in annual revenue" (an appeal of the order to a court still reads)
      { when: /\b(?:rate (?:settlements?|cases?|proceedings?|filings?|orders?|increases?|plans?|requests?|applications?|reviews?)|base rates?|rate base)\b/i, unless: /\b(?:court|lawsuits?|plaintiffs?|class action|complaint|petition for review)\b/i },
      // a bank regulator's order or agreement with the bank is its supervision (an investigation), not a suit, unless a court or a penalty is in it
      { when: new RegExp(`${BANK_ORDER}[^.;]*${BANK_REGULATOR}|${BANK_REGULATOR}[^.;]*${BANK_ORDER}`), unless: /\b(?:court|complaint|lawsuit|plaintiffs?|judge|class action|civil money penalt(?:y|ies)|restitution)\b/i },
      // the company ordered to fund a receiver over its own property (a receivership it sought): "The Court ordered the Company to provide the
      // receiver a revolving line of credit …"; what the receiver claims from the company still reads
      { when: RECEIVER_FUNDED_RE },
      // the company's own bankruptcy stays the suits against the debtors: no suit is stated
      { when: /\bautomatic(?:ally)? stay(?:ed|s)?\b[^.;]{0,80}?\bagainst the debtors?\b/i },
      FORMER_OFFICER_EXCLUSION
    ],
    followOnExclusion: FOLLOW_ON_EXCLUSION,
    againstTheCompany: true,
    estimate: ESTIMATE_RE,
    terms: [PARTY_ALLEGES_RE, DENIES_CLAIM_RE, POSITION_TAKEN_RE, JUDGMENT_TERMS_RE, SETTLEMENT_TERMS_RE],
    otherTarget: OTHER_DEFENDANTS_RE,
    outcomeSubject: { re: /investigat|inquir/i, named: false },
    narrative: true
  },
  topic: R(
    FAILURE_SUIT +
    "|" + CRIMINAL_CHARGE + "|" + IN_LITIGATION +
    "|\\bnotices? from (?:the )?(?:[\\w-]+ ){0,4}?tax authorit(?:y|ies)\\b|\\btax authorit(?:y|ies) (?:are|is) (?:currently )?assessing\\b|\\bvs?\\. [^;]{1,160}?\\b(?:civil action|civil case|case|index|docket|cause|c\\.a\\.) (?:no\\.|\\d{1,2}:\\d{2}-cv-)|\\bcharges? of (?:discrimination|unfair labor practices?|retaliation|harassment)\\b|\\b(?:filed|commenced|brought|instituted|initiated) (?:a |an |two |three |several )?(?:[\\w-]+ ){0,2}?actions? against (?:us|the company|the registrant|the partnership|the bank)\\b|\\bfiled (?:[\\w-]+ ){0,3}?charges? against (?:us|the company|the registrant|the bank|the partnership)\\b|" +
    "\\b(?:revoked (?:our|its|the company['’]s) (?:registration|licen[cs]es?|charter)\\b)|\\bin favor of (?:the )?(?:plaintiffs?|claimants?|petitioners?)\\b|" +
    "\\b(?:(?:awarded|assessed)\\b[^;]{0,80}?\\bdamages\\b[^;]{0,20}?\\bagainst|received (?:[\\w-]+ (?:and |or )?){0,6}?claims (?:regarding|relating to|related to|concerning|with respect to)|(?:to add|added|adding|to join|joined|joining) (?:[\\w-]+ ){0,3}?(?:defendants|respondents),? including (?:us|the company)|(?:claimants?|relators?|petitioners?) in (?:the|these|those|this|that|each of the|all of the|both)|(?:valid|meritorious|substantial|strong|good|adequate) (?:legal )?defen[cs]es|(?:defend|contest|oppose) (?:all of |each of |both of )?(?:the above|the foregoing)|(?:liabilit(?:y|ies)|accruals?|charges?|reserves?|loss(?:es)?|payments?)\\b[^;.]{0,60}?\\b(?:related to|relating to|for|associated with|in connection with|arising from|resulting from) the [\\w'’.-]+(?: [\\w'’.-]+){0,2} (?:action|case|lawsuit|suit|arbitration)|party to (?:[\\w-]+ ){0,3}?(?:actions?|lawsuits?|suits?|proceedings?|litigation|cases|arbitrations?)|settled with|violation notices?|penali[sz]ed by|cross-?claims? against (?:us|the company)|tax (?:assessments?|demands?)|(?:demand|assessment) orders?|proposed adjustments|counter[- ]?claims?|claims?\\b[^;.]{0,60}?\\bagainst (?:us|the company)|(?:alleged|alleges|claimed|asserted|contends|contended)(?:,? (?:in part|among other things|inter alia|in substance),?)? that (?:we|the company) (?:has |have |had )?(?:infringes?|infringed|violated|violates|breached|breaches|misappropriated)|(?:to sue|(?:counter-?)?sued|suing) (?:us|the company)|resolution with|naming (?:us|the company)|notice of (?:a |an )?(?:[\\w-]+ ){0,2}?(?:lawsuits?|suits?|claims?)|notified of (?:a |an )?(?:[\\w-]+ ){0,2}?(?:lawsuits?|suits?)|settlement and release|summons|offers? of settlement|identified by [^;]{0,120}?\\bas (?:a )?potentially responsible|stipulated to (?:the )?dismissal|(?:declined|elected not) to intervene|identified (?:[\\w-]+ ){1,3}as one of (?:many|several|numerous) (?:companies|parties|entities|generators) (?:that (?:was |were |had )?)?(?:sending|sent|arranged|arranging)|(?:directives?|orders?|notices?|letters?) (?:from|issued by|of) [^;]{0,120}?\\bto (?:investigate and )?(?:remediate|clean up)|(?:directives?|orders?) (?:directing|requiring) (?:us|the company|it) to (?:investigate and )?(?:remediate|clean up)|(?:co-)?defendants in|open (?:[\\w-]+ )?cases|settled (?:[\\w-]+ ){0,4}?liability|sent (?:us|the company) (?:a |an )?(?:letter|notice|demand)|naming (?:as (?:a )?(?:co-)?defendants? )?(?:us|the company)|derivative (?:action|lawsuit|suit|complaint)|(?:civil )?(?:penalty|fine) assessments?|potentially responsible part(?:y|ies)|PRPs|(?:considered|deemed) (?:as )?(?:a |an )?PRP|notice letters?|consent (?:decree|judge?ment)|90-day (?:letters?|notices?)|demand letters?|(?:issued|assessed|imposed) (?:a |an |its |the )?(?:[\\w$.,-]+ ){0,3}?(?:penalt(?:y|ies)|fines?|citations?) (?:to|on|against)|charges\\b[^;]{0,160}?\\bfiled against|claims against (?:the company|us)\\b|(?:filed|commenced|brought|instituted|initiated) (?:a |an )?(?:[\\w-]+ ){0,2}?actions? (?:in|with|before)\\b|(?:claims|lawsuits|suits|actions) (?:have been|has been|were|was) (?:asserted|made|brought|filed) (?:against (?:us|the company|the corporation) )?alleging|counter-?claims?|consent agreements?|unsealed|agreed to pay|qui tam (?:actions?|complaints?|suits?|lawsuits?|cases?)|stipulat\\w* (?:[\\w-]+ ){0,4}?(?:permanent injunction|monetary judge?ment)|\\d[\\d,]* (?:[\\w-]+ ){0,2}?(?:cases|actions|lawsuits|suits|claims)\\b[^;.]{0,100}?\\b(?:pending|served against)|agreements? with the (?:IRS|Internal Revenue Service)|sanctions (?:against|on)|(?:charged|indicted) by|disputes? with (?:the )?(?:IRS|Internal Revenue Service|[\\w ]{0,30}?(?:tax|revenue) (?:authorit\\w*|administration|agency|service))|claims? (?:were |was |have been |has been |are |is )?(?:currently )?(?:filed|brought|asserted|pending) against|(?:FTC|SEC|DOJ|EPA|CFPB|OCC|FCA|CMA|NHTSA|FAA|FDA|KFTC|JFTC|SAMR) matters?|indict\\w*|injunctions?|enjoined|(?:deferred |non-)prosecution agreements?|plea agreements?|pleaded guilty|pled guilty|guilty pleas?|pleas? of guilty|escrow|lawsuits?|suits?|sued|litigation|class actions?|collective actions?|complaints?|plaintiffs?|defendants?|verdicts?|judg(?:e)?ments?|settle\\w*|fines?|fined|penalt\\w*|antitrust|arbitration|proceedings?|legal actions?|statements? of objections|receivership|custodianship|consent (?:decree|order)s?|(?:administrative )?(?:compliance|abatement) orders?|petitions?|tax court|notices? of (?:deficiency|proposed adjustments?)|tax assessments?|assessments? against|appeals? protest|cross-appeal|appeal|revenue agent['’]s reports?|audit report|(?:court|tribunal)\\)? (?:decisions?|opinions?|rulings?)|(?:decisions?|opinions?|rulings?) of the [^;]{0,40}?(?:court|tribunal)|assessments? (?:issued|made|imposed)|proposed adjustments|consent agreements?|self-disclosed|voluntarily disclosed|responsible part(?:y|ies)|protests?|assessments? from|notices? of (?:violation|non-?compliance)|(?:charges?|costs?|expenses?|accruals?|reserves?|payments?)\\b[^;.]{0,80}?\\b(?:related to|relating to|associated with|for) the (?:[\\w'’-]+ ){1,2}matters|exclusion orders?|plead guilty|arbitrators?|arbitral|tax disputes?|(?:contractual|contract|commercial|fee|billing|payment|pricing|royalty|licensing|license) disputes? (?:with|against)|ordered to pay|served with (?:a |an )?(?:[\\w-]+ ){0,3}?(?:complaint|summons|petition)|(?:related to|relating to|in connection with|as a result of|resulting from|arising from|under|pursuant to) the (?:[\\w-]+ ){1,4}(?:decision|judge?ment|ruling|award)|(?:resolve|settle) (?:the |all |certain |its |our )?(?:[\\w'’-]+ ){0,3}?claims|(?:contesting|challenging|appealing|disputing) (?:the |these |this )?(?:tax )?assessments?|(?:court|jury|judge|tribunal)\\b[^;.]{0,60}?\\b(?:ruled|found|held|ordered|awarded|invalidated|vacated|enjoined|stayed|dismissed|remanded|denied|granted)\\b[^;.]{0,60}?\\b(?:our|us|we|the company|the company['’]s)|assurances? of (?:voluntary compliance|discontinuance))\\b"
  ),
  steps: R(
    // "The final agreement was executed in June 2013.": the settlement stated before it, executed
    "\\b(?:the (?:final|definitive|formal|written) (?:settlement )?agreement (?:was|has been|were) (?:executed|signed|finalized)\\b)|\\b(?:seeks|sought|is seeking|are seeking|demands|demanded) (?:approximately |about |over |more than |in excess of )?[$€£]\\s?\\d|\\b(?:entered into|executed|signed) (?:a |an |the )?(?:binding |non-binding )?(?:memorandum of understanding|MOU|stipulation of settlement)\\b|\\bstipulated to (?:the )?dismissal\\b|\\b(?:declined|elected not) to intervene\\b|" +
    "\\b(?:(?:the|a|putative|proposed) class (?:was|is|has been|were|are) (?:defined|certified|composed)|class periods?|(?:filed|served|submitted) (?:its|our|their|his|her|an?) (?:[\\w-]+ ){0,2}?(?:answers?|filings? on the merits|submissions? on the merits|statements? of (?:claim|defen[cs]e)|memorials?|counter-memorials?)|courts?|judges?|jury|appeal\\w*|(?:oral|appellate) arguments?|right[\\s-]to[\\s-]sue|motions?|petition\\w*|injunctions?|enjoin\\w*|lawsuits?|suits?|sued|suing|litigation|class actions?|complaints?|claims?|allegations?|alleg\\w+|antitrust|infring\\w+|violat(?:ed|ion|ions)|Honorable|penalt(?:y|ies)|fines?|fined|proceedings?|defend\\w*|defen[cs]es?|relief|damages|plaintiffs?|defendants?|contempt|trials?|re-?trials?|mistrials?|unsealed|qui tam|putative class|decertif\\w*|class certification|certified|verdicts?|judge?ments?|stay|consolidated|settle\\w*|discovery|hearings?|tribunal|arbitra\\w+|awards?|remed(?:y|ies) sought|notice of deficiency|tax court|IRS|(?:proposed )?adjustments|assessments?|accru\\w*|mediat\\w*|loss contingenc\\w*|product liabilit(?:y|ies)|disagree(?:s|d)? with|(?:this|the|these|both) (?:[\\w-]+ )?matters?(?! agreement)|(?:the|these|those|such) (?:[\\w-]+ )?actions|(?:the|these|those) (?:[\\w.-]+ ){0,2}?cases|agreed to pay|without merit|baseless|contends?|successful in opposing|(?:cases?|actions?|lawsuits?|matters?) remains? (?:active|pending|open|outstanding)|(?:the|this|that|each|either|both|all of the|all) (?:[\\w.()-]+ ){0,2}?(?:action|case)s?(?= (?:is|was|were|are|has|have|had)\\b)|dismiss(?:ed|ing) (?:the|this|that|its|their|all|both) (?:[\\w-]+ ){0,2}?(?:case|action|complaint|claim|suit|lawsuit|appeal|petition|charge)s?|depositions|notices? (?:also )?(?:proposed|proposes|asserted|asserts|alleged|alleges|assessed|assesses)|(?:reply|opening|appellate|answering|response) briefs?|den(?:y|ies|ied) (?:that there (?:was|is|were|are) )?any (?:[\\w-]+ (?:of [\\w-]+ )?or )?(?:wrongdoing|liability)|installments? (?:was|were|is|are|has been|have been|will be) (?:also )?(?:due|paid|made|placed)|(?:the|this|that) (?:[\\w-]+ )?(?:decision|ruling|award) (?:also )?(?:indicated|found|held|ruled|determined|concluded|ordered|required))\\b"
  ),
  anchors: [
    // a suit over the company's own alleged failure, its defendant left unsaid (legal-demands.ts)
    ...FAILURE_SUIT_ANCHORS,
    // someone filed / brought suit against the company
    {
      gate: /against/i, re: R(`\\b(?:filed|brought|commenced|initiated|instituted|served) (?:a |an |the )?{ADJ}(?:[\\w-]+ ){0,2}{SUIT}\\b[^;]{0,200}?\\bagainst (?:us|the company|the registrant|the corporation|our|it|certain of|[A-Z])`, "g"),
      specific: false
    },
    {
      gate: /against/i, re: R(`\\b(?:{ADJ}{SUIT}|(?:criminal |federal |civil |state )*charges) (?:[^;]{0,160}?)(?:was|were|has been|have been|had been) (?:filed|brought|commenced|instituted|initiated|launched|issued)\\b[^;]{0,200}?\\bagainst (?:us|the company|the registrant|the corporation|our|it|certain|[A-Z])`, "g"),
      specific: false
    },
    // one claim made against the company by a named claimant: "A claim was made against Borrowmoney.com by William Coburn, a former officer of
    // Borrowmoney.com, related to a contractual dispute over compensation."
    {
      gate: /against/i, re: R(`\\b(?:a|an) (?:[\\w-]+ )?(?:claim|demand|complaint|grievance) (?:was|has been|had been) (?:made|asserted|lodged) against (?:us|the company|the registrant|the corporation|[A-Z])[^;]{0,80}?\\bby (?:[A-Z]|(?:a|an|the|its|our) (?:former|current) )`, "g"),
      specific: true
    },
    // a suit whose allegation is about the company: "a former restaurant hourly employee filed a putative class and collective action lawsuit in
    // the United States District Court …, alleging that the Company required him and others to pool their tips …"
    { gate: /alleging/i, re: R(`\\b(?:filed|brought|commenced|initiated) (?:a |an )?{ADJ}(?:[\\w-]+ ){0,3}?{SUIT}\\b[^;]{0,220}?\\balleging(?:, among other things,)? that (?:we|the company) (?!(?:is|are|was|were) (?:entitled|owed)\\b)`, "g"), specific: true, selfImplied: true },
    // suits against the company in a reduced relative: "Three derivative lawsuits filed against our directors in 2023 remain pending."
    { gate: /against/i, re: R(`\\b{ADJ}{SUIT} (?:(?:that|which) (?:were|have been|had been) )?(?:filed|brought|pending|asserted|commenced) against (?:us|the company|the registrant|(?:certain of )?(?:our|the company['’]s|its) (?:current |former )?(?:[\\w-]+ ){0,2}?(?:directors|officers|subsidiar(?:y|ies)|executives))\\b`, "g"), specific: true, selfImplied: true },
    // a proceeding between the company (or a subsidiary it names as its own) and another party: "a panel of three arbitrators made a decision in an
    // arbitration between Triumph Aerostructures, LLC (“TAS”), a wholly owned subsidiary of the Company, and Northrop Grumman Systems Corporation …"
    { gate: /between/i, re: R(`\\b(?:an?|the) (?:[\\w-]+ ){0,2}?(?:arbitration|arbitral proceeding|lawsuit|litigation|suit|legal action|legal proceeding) between (?:(?:us|the company|the registrant)\\b|[A-Z][^;()]{0,60}?(?: \\([^()]{1,40}\\))?,? (?:a|an|our|its) (?:[\\w-]+ ){0,2}?subsidiary of (?:the company|us)\\b,?)[^;]{0,40}? and (?:the )?[A-Z]`, "g"), specific: true, selfImplied: true },
    // the company placed in a court's receivership or custodianship: "On December 11, 2020, as a result of a receivership in the Eighth Judicial District
    // Court in Clark County, Nevada, Case Number: A-20-816621-B, …", "We were previously in receivership.", "The Company was only recently released
    // from receivership in Nevada." (never having been in one stays silent)
    { gate: /receivership|custodianship/i, re: R(`\\b(?:receivership|custodianship) (?:proceedings? )?in the [^.;]{0,80}?\\bcourt\\b[^.;]{0,80}?\\bcase (?:no\\.|number)|\\b(?:we|the company|it) (?:(?:was|were|had been|has been)\\s+(?:(?:previously|recently|formerly|only recently|only)\\s+)*(?:placed )?(?:in|into|under)|(?:was|were|had been|has been)\\s+(?:(?:previously|recently|formerly|only recently|only)\\s+)*released from|(?:emerged|exited) from) (?:a |the )?(?:court[- ]ordered |court[- ]appointed )?(?:receivership|custodianship)\\b`, "g"), specific: false, selfImplied: true },
    // suits pending or consolidated, told by what they allege: "This is a putative class action pending in state court alleging various harms
    // stemming from the April 2023 data incident.", "In the Eastern District of New York twenty putative class actions have been consolidated alleging …"
    { gate: /pending|consolidated/i, re: R(`\\b(?:(?:this|it) is an? {ADJ}(?:class action|lawsuit|suit|action|complaint) (?:currently )?pending in\\b|{ADJ}(?:class actions|lawsuits|suits|actions|complaints) (?:have been|were|had been) consolidated\\b)(?=[^;]{0,120}?\\balleging\\b)`, "g"), specific: true, selfImplied: true },
    // suits over the company's own merger, their defendants unnamed: "Between October 7, 2022, and November 2, 2022, five complaints were filed in
    // the United States District Court for the Southern District of New York in connection with the proposed Merger."
    { gate: /merger|transaction|acquisition|tender offer|business combination/i, re: R(`\\b(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|\\d+|several|multiple|numerous|a number of) (?:purported |putative )?{ADJ}(?:[\\w-]+ ){0,2}?{SUIT}\\b[^;]{0,60}?\\b(?:was|were|has been|have been|had been) filed\\b[^;]{0,200}?\\b(?:in connection with|relating to|related to|challenging|regarding|concerning|arising (?:out of|from)|with respect to) (?:the|our) (?:proposed |pending |contemplated )?(?:[A-Z][\\w-]* )?(?:merger|transaction|acquisition|tender offer|business combination)\\b`, "g"), specific: true, selfImplied: true },
    // "the consolidated shareholder class action originally filed June 28, 2013 in the United States District Court …, against the Company and its CEO"
    { gate: /against/i, re: R(`\\b{ADJ}{SUIT},? (?:originally |initially |previously |first )?(?:filed|brought|commenced)\\b[^;]{0,160}?\\bagainst (?:us|the company|the registrant)\\b`, "g"), specific: true, selfImplied: true },
    // the company's own appeal, pending: "Our appeal of the decision is pending before the Court of Appeals."
    { gate: /pending/i, re: R(`\\b(?:our|the company['’]s) (?:[\\w-]+ )?(?:appeals?|petitions?|challenges?|motions?)\\b[^;]{0,60}?\\b(?:is|are|remains?) pending (?:before|in|with) (?:the )?(?:{AUTHORITY})`, "g"), specific: false, selfImplied: true },
    // a settlement agreement with a named party under which the company paid: "we entered into a settlement agreement with Masimo, under which we paid $300 million"
    { gate: /settlement agreement/i, re: /\b(?:entered into|signed|executed|reached) (?:a |an )?(?:confidential )?settlement agreement with (?:(?:[A-Z][\w&.-]*)(?:\s+[A-Z][\w&.-]*)*|(?:a|an|the|two|three|several|certain) (?:former |current )?(?:[\w-]+ ){0,2}?(?:employees?|stockholders?|shareholders?|customers?|plaintiffs?|claimants?|landlords?|distributors?|suppliers?|vendors?|franchisees?|licensors?|lenders?))[^;]{0,60}?\b(?:paid|pay|agreed to pay|payment)\b/g, specific: true, selfImplied: true },
    // a settlement reached with an authority: "the Company and the Bank reached a settlement with the Office of the Attorney General for the State of New York"
    { gate: /settlement/i, re: R(`\\b(?:reached|entered into|concluded) (?:an? |the )?(?:[\\w-]+ )?settlement (?:agreement )?with (?:the )?(?:{AUTHORITY})`, "g"), specific: true, selfImplied: true },
    // money the company agreed to pay to end a stated suit: "we agreed to pay $100,000 to two children of a former officer of the Company to
    // settle a complaint alleging we were obligated to …"
    { gate: /agreed to pay/i, re: R(`\\b(?:we|the company|it) agreed to pay\\b[^;]{0,100}?\\bto (?:settle|resolve) (?:a|an|the|this|that|its|all|certain) (?:[\\w-]+ ){0,3}?(?:complaints?|lawsuits?|suits?|claims?|actions?|cases?|disputes?|litigation)\\b`, "g"), specific: true, selfImplied: true },
    // a settlement agreed with its amount, "Sysco agreed to a $19.4 million settlement, which includes … penalties" (not one of trades or forward sales)
    { gate: /agreed to/i, re: R(`\\b{SUBJ} (?:has |have |had )?(?:also )?agreed to (?:a|an) (?:proposed )?\\$[\\d.,]+(?: (?:million|billion|thousand))? (?:[\\w-]+ )?settlement\\b(?! of (?:forward|shares|stock|securities|trades|derivatives?|swaps?|contracts?)\\b)`, "g"), specific: true, selfSubject: true },
    // the company's own suit against a decision or an assessment: "On February 25, 2022, we filed an injunction to challenge the SATs response
    // issued to the Reconsideration"
    { gate: /filed/i, re: R(`\\b(?:we|the company) (?:have |has |had )?filed (?:an? |the )?(?:[\\w-]+ ){0,2}?(?:injunction|annulment suit|appeal|petition|lawsuit|suit|complaint|action|motion)s? (?:[^;]{0,60}? )?to (?:challenge|contest|annul|overturn|set aside|vacate)\\b`, "g"), specific: true, selfImplied: true },
    // contesting an assessment or fine before a court or tribunal
    { gate: /contest|challeng|appeal|disput/i, re: R(`\\b(?:contesting|challenging|appealing|disputing|contested|challenged|appealed|disputed) (?:the |these |this |such |its |their )?(?:tax )?(?:assessments?|penalt(?:y|ies)|fines?|decisions?|orders?)\\b[^;]{0,40}?\\bbefore (?:the )?[^;]{0,50}?(?:{AUTHORITY})`, "g"), specific: true, selfImplied: true },
    // money put into escrow for a matter: "the Company paid $150 million into escrow pending the outcome of the appeal"
    { gate: /escrow/i, re: R(`\\b(?:paid|deposited|placed|funded) [^;]{0,40}?\\binto (?:an? |the )?escrow\\b[^;]{0,60}?\\b(?:pending|in connection with|related to|relating to|for)\\b[^;]{0,40}?\\b(?:appeal|litigation|lawsuits?|judge?ment|verdict|settlement|case|matter)\\b`, "g"), specific: true, selfImplied: true },
    // a guilty plea or a plea agreement: "In July 2024, we agreed to plead guilty to a criminal fraud conspiracy charge.", "the DOJ and Embraco entered into a plea agreement"
    { gate: /guilty/i, re: R(`\\b{SUBJ} (?:has |have |had )?(?:agreed to |will )?(?:plead|pleaded|pled|entered a plea of) guilty\\b`, "g"), specific: false, selfSubject: true, admits: true },
    { gate: /plea/i, re: R(`\\b(?:(?:the )?(?:{AUTHORITY}) and )?{SUBJ}(?: and (?:the )?(?:{AUTHORITY}))? (?:has |have |had )?(?:entered into|signed|executed|reached) (?:a |an |the )?plea agreements?\\b`, "g"), specific: true, selfSubject: true },
    // an agreement with an authority or the plaintiffs that resolves their case: "we reached an agreement with the FTC to resolve its complaint …"
    { gate: /agreement/i, re: R(`\\b(?:reached|entered into|signed) (?:an? )?(?:[\\w-]+ )?agreement with (?:the )?(?:{AUTHORITY}|plaintiffs|the plaintiffs|the class)[^;]{0,40}? to (?:resolve|settle)\\b`, "g"), specific: true },
    // the company's own agreement resolving a stated suit: "In March 2010, the Company entered into an agreement to resolve the collective action.",
    // "We reached a settlement to resolve the putative class actions", "The Bank signed a memorandum of understanding to settle the consolidated litigation"
    { gate: /resolve|settle/i, re: R(`\\b{SUBJ} (?:has |have |had )?(?:also |subsequently |since )?(?:entered into|reached|signed|executed) (?:an? |the )?(?:[\\w-]+ ){0,2}?(?:agreement|settlement|memorandum of understanding|stipulation)s?(?: (?:in principle|with (?:the )?(?:[\\w.-]+ ){0,3}?(?:plaintiffs?|claimants?|relators?|class)))? to (?:resolve|settle) (?:the|this|that|these|those|both|all|such|each of the) (?:[\\w/-]+ ){0,3}?(?:class actions?|collective actions?|lawsuits?|suits?|actions?|litigation|complaints?|cases?|claims?|arbitrations?|proceedings?)\\b`, "g"), specific: true, selfSubject: true },
    // an authority's suit against the company: "The FTC's lawsuit against us alleging anticompetitive practices is scheduled for trial in 2027."
    { gate: /against/i, re: R(`(?:{AUTHORITY})['’]s? (?:[\\w-]+ ){0,3}?(?:lawsuit|complaint|suit|case|action|litigation|enforcement action) against (?:us|the company)\\b`, "g"), specific: false, selfImplied: true },
    // an order, judgment or injunction that ended an authority's suit: "… hindered by the recent Order of Permanent Injunction resulting from the action
    // brought by the Department of Justice", "the consent judgment entered in the case filed by the State of Ohio"
    { gate: /brought|filed|commenced/i, re: R(`\\b(?:injunctions?|judge?ments?|orders?|decrees?|verdicts?|rulings?)\\b[^;]{0,60}?\\b(?:resulting from|in|entered in|issued in|arising from|arising out of) (?:the|this|that) (?:[\\w-]+ ){0,2}?(?:action|lawsuit|suit|case|complaint|proceeding) (?:brought|filed|commenced) by (?:the )?(?:[A-Z][\\w.&'’-]* ){0,4}?(?:of (?:the )?)?(?:{AUTHORITY})`, "g"), unless: /\b(?:brought|filed|commenced) by (?:the )?(?:[\w.'’-]+ ){0,6}?(?:[Cc]ourt|[Tt]ribunal)\b/, specific: false },
    // a settlement performed: "In connection with the shareholder litigation settlement, … the Company delivered 54,024 shares to the Delaware plaintiffs",
    // "we paid $4.5 million to the settlement fund"
    { gate: /plaintiffs|class members|claimants|settlement (?:fund|class|administrator|trust)/i, re: R(`\\b(?:we|the company|it) (?:have |has |had )?(?:also )?(?:delivered|issued|paid|transferred|contributed|deposited|remitted)\\b[^;]{0,80}?\\bto (?:the )?(?:[\\w-]+ ){0,2}?(?:plaintiffs|class members|claimants|settlement (?:fund|class|administrator|trust))\\b`, "g"), specific: false, selfImplied: true },
    // a penalty the company paid to an authority: "we paid a $125 million penalty to the SEC"
    { gate: /paid/i, re: R(`\\bpaid (?:a |an |the )?(?:[$€£]\\s?\\d[\\d,.]*(?: (?:million|billion))? )?(?:civil |criminal |administrative )?(?:money )?(?:penalt(?:y|ies)|fines?) (?:to|of [^;]{0,30}? to) (?:the )?[^;]{0,40}?(?:{AUTHORITY})`, "g"), specific: true },
    // charges for a proposal or plan to resolve claims: "a charge of $8.9 billion in connection with its proposal to resolve the talc claims"
    { gate: /resolve|settle|resolution|settlement/i, re: R(`\\b(?:charges?|costs?|expenses?|reserves?|accru(?:als?|ed)|provisions?)\\b[^;]{0,80}?\\b(?:proposal|plan|offer|agreement)s? to (?:resolve|settle) (?:the |all |certain |its |our )?(?:(?:current and future|pending|remaining|outstanding) )?(?:[\\w'’-]+ ){0,2}?(?:claims|lawsuits?|litigation|class actions?)\\b`, "g"), specific: true, selfImplied: true, notDefinition: true, namedCost: true },
    // a judgment won against the company: "a class of our hourly employees obtained a judgment of $22 million …, which we have appealed"
    { gate: /obtained|won|secured/i, re: R(`\\b(?:obtained|won|secured) (?:a |an )?(?:[$€£]\\s?\\d[\\d,.]*(?: (?:million|billion))? )?(?:[\\w.-]+ ){0,5}?(?:judge?ment|verdict|award)\\b[^;]{0,80}?\\b(?:against (?:us|the company)|which (?:we|the company) (?:has |have )?(?:appealed|challenged))\\b`, "g"), specific: false, selfImplied: true },
    // suits that followed an event of the company's: "… a voluntary recall …, which led to several lawsuits and government inquiries"
    { gate: /led to|resulted in|gave rise to|prompted/i, re: R(`\\b(?:which |that |this )?(?:led to|resulted in|gave rise to|prompted) (?:several |numerous |multiple |a number of |various |two |three )?(?:[\\w-]+ ){0,2}?(?:lawsuits|suits|class actions|litigation)\\b`, "g"), specific: true },
    // claims about the company's products pending in a court: "Product liability claims relating to our hernia mesh devices are pending in a multidistrict litigation"
    { gate: /pending/i, re: R(`\\b{ADJ}(?:[\\w-]+ ){0,2}{SUIT} (?:relating to|related to|concerning|regarding|involving|arising from) (?:our|the company['’]s|its) [^;]{0,80}?\\b(?:are|is|remain|remains|were) (?:currently |still )?pending\\b`, "g"), specific: true, selfImplied: true },
    // complaints received that seek a class or were filed in a court: "The Company has received complaints seeking certification of class action
    // lawsuits in an ERISA lawsuit, a securities lawsuit and a stockholder derivative lawsuit as follows:" (not customers' complaints)
    { gate: /received/i, re: R(`\\b{SUBJ} (?:has |have |had )?received (?:a |an |two |three |several |certain )?(?:[\\w-]+ ){0,2}?(?:complaints?|petitions?) (?:seeking (?:the )?(?:certification|to certify|class|damages)|(?:filed|brought) (?:in|before) (?:the )?(?:[\\w.'’-]+ ){0,6}?court)\\b`, "g"), specific: false, selfSubject: true },
    // served with a complaint: "The Company has been served with a complaint by the Attorney General of Texas."
    { gate: /served/i, re: R(`\\b{SUBJ} (?:was|were|has been|have been|had been) (?:put on notice (?:and/or |and |or )?)?served with (?:a |an |two |three |several )?(?:[\\w-]+ ){0,3}?(?:complaints?|summons|lawsuits?|petitions?|notice of (?:claim|arbitration)|demand for arbitration)\\b`, "g"), specific: false, selfSubject: true },
    // a particular suit given as an instance: "We face several lawsuits, including a suit brought by the State of Texas alleging …",
    // "These proceedings include a class action filed in June 2024 alleging …"
    { gate: /includ/i, re: R(`\\b(?:including|include[sd]?) (?:a|an|the|two|three|four|several) {ADJ}(?:[\\w-]+ ){0,2}{SUIT} (?:that was |which was |that were |which were )?(?:filed|brought|pending|commenced|initiated)\\b[^;]{0,80}?\\b(?:against (?:us|the company)|by (?:the )?[A-Z]|in (?:the )?[A-Z]|in (?:19|20)\\d\\d|alleging)`, "g"), specific: true },
    // the outcome of the company's own appeal: "In 2024, the Company's appeal was denied by the Supreme Court of India."
    { gate: /denied|rejected|dismissed|granted|upheld|accepted|refused/i, re: R(`\\b(?:our|the company['’]s) (?:[\\w-]+ )?(?:appeals?|petitions?(?: for (?:review|rehearing|certiorari))?|motions?|challenges?|objections?)\\b(?:[^;]{0,40}?)(?:was|were|has been|have been|had been) (?:denied|rejected|dismissed|granted|upheld|accepted|refused)\\b`, "g"), specific: false, selfImplied: true },
    // a ruling against the company that a court confirmed or changed: "The judgment against the Company was affirmed on appeal in March 2024."
    { gate: /against/i, re: R(`\\b(?:judge?ments?|verdicts?|awards?|decisions?|rulings?|fines?|penalt(?:y|ies)|injunctions?|orders?) against (?:us|the company|our (?:[\\w-]+ ){0,2}?subsidiar(?:y|ies))\\b(?:[^;]{0,40}?)(?:was|were|has been|have been|had been) (?:affirmed|upheld|reinstated|entered|reduced|confirmed|vacated|reversed|annulled|set aside)\\b`, "g"), specific: false, selfImplied: true },
    // an award or judgment against the company: "… concluded in 2024 with an award against us of $75 million"
    { gate: /against/i, re: R(`\\b(?:an?|the) (?:[\\w$€£.,-]+ ){0,3}?(?:award|judge?ment|verdict|ruling)s? (?:was |were )?(?:issued |entered |rendered |returned )?against {SUBJ}`, "g"), specific: false, selfSubject: true },
    // "The Company was ordered to pay $60 million in damages."
    { gate: /ordered to/i, re: R(`\\b{SUBJ} (?:was|were|has been|have been|had been) ordered to (?:pay|cease|stop|refrain|divest|change|modify|disgorge|reinstate)\\b`, "g"), specific: false, selfSubject: true },
    // a suit filed in the passive that accuses the company: "In 2022, a putative class action was filed in the U.S. District Court … alleging that we violated …"
    {
      gate: /alleg|claim|assert|contend/i, re: R(`\\b{ADJ}{SUIT} (?:[^;]{0,160}?)(?:was|were|has been|have been|had been) (?:filed|brought|commenced|instituted)\\b[^;]{0,160}?\\b(?:alleging|claiming|asserting|contending) (?:that )?(?:we|the company|our|the registrant)\\b`, "g"),
      specific: false,
      selfImplied: true
    },
    // an authority's own complaint or suit: "the U.S. Federal Trade Commission (the FTC) filed an administrative complaint and a motion for a preliminary injunction"
    { gate: /complaint|lawsuit|suit\b/i, re: R(`(?:{AUTHORITY})[^;]{0,40}?\\b(?:filed|brought) (?:an? )?(?:administrative |civil |enforcement )?(?:complaint|lawsuit|suit)\\b`, "g"), specific: false },
    // a derivative suit filed on the company's behalf names the company and its officers: "On May 16, 2024, David Kelley, an alleged shareholder of
    // the Company, filed a shareholder derivative lawsuit in the U.S. District Court for the Eastern District of Wisconsin"
    { gate: /derivative/i, re: R(`\\b(?:filed|brought|commenced) (?:a |an )?(?:putative |purported |verified )*(?:shareholder |stockholder )?derivative (?:lawsuit|suit|action|complaint)\\b`, "g"), specific: true, selfImplied: true },
    // the company a nominal defendant among the parties to derivative suits: "The Company, as nominal defendant, and certain of its directors, … are
    // parties to the following four shareholder derivative suits, …"
    { gate: /derivative/i, re: R(`\\b(?:are|is|were|was) (?:also )?(?:a )?part(?:y|ies) to (?:the following |these |those |several |two |three |four |five )?(?:[\\w-]+ ){0,2}?derivative (?:lawsuits|suits|actions|complaints|proceedings)\\b`, "g"), specific: true, selfImplied: true },
    // the plaintiffs' appeal in a suit the section states, the plaintiffs as subject: "In March 2012, the plaintiffs filed a notice of appeal to the
    // U.S. Court of Appeals for the Ninth Circuit", "The plaintiffs have appealed the dismissal" (not the company's own suit as plaintiff)
    { gate: /appeal|certiorari|rehearing/i, re: R(`^\\W*(?:(?:on|in|since|during|after|subsequently|thereafter|however|accordingly)\\b[^;,]{0,40},\\s*)?(?:the|these|such|both|all) (?:[\\w-]+ ){0,2}?(?:plaintiffs?|claimants?|relators?|appellants?|petitioners?) (?:(?:have|has|had|then|subsequently|also) )*(?:filed|lodged|noticed|submitted|appealed|sought) (?:(?:a|an|their|its|his|her|the) )?(?:notices? of appeal|appeals?|petitions? for (?:review|rehearing|certiorari|a writ of certiorari)|(?:the )?(?:dismissal|judge?ment|decision|ruling|order|verdict|denial)\\b)`, "g"), unless: /\b(?:we|the company|the registrant)\b[^;]{0,30}?\bas (?:the )?plaintiffs?\b/i, specific: false, selfImplied: true, ownCaption: true },
    // shareholder, derivative or securities suits told in the passive as filed in a court, with no defendant named: "Following the announcement of
    // the Merger Agreement, several shareholder derivative and purported class action lawsuits were filed in the Court of Common Pleas for Lake
    // County, Ohio", "A putative securities class action complaint was filed in the United States District Court for …" (not one the company filed)
    { gate: /filed|brought|commenced|instituted/i, re: R(`\\b(?:shareholders?|stockholders?|securities|derivative|class[\\s-]action|putative|purported)\\b(?: [\\w-]+){0,4}? (?:lawsuits?|suits?|actions?|complaints?|petitions?) (?:was|were|has been|have been|had been) (?:filed|brought|commenced|instituted) (?:in|before|with) (?:the )?(?:[\\w.'’-]+ ){0,6}?(?:court|chancery)\\b`, "g"), unless: /\bby (?:us|we|the company|the registrant|the corporation|our)\b|\b(?:may|might|could|would) be filed\b/i, specific: true, selfImplied: true, ownCaption: true },
    // a complaint told in the passive as filed in a court on behalf of others, with no defendant named: "On April 25, 2011, a complaint was filed in
    // the United States District Court for the Western District of Washington on behalf of a person alleged to be a participant in the company's
    // U.S. Retirement Plan" (not a petition of the company's own debtors in bankruptcy)
    { gate: /on behalf of/i, re: R(`\\b(?:a|an|the) (?:[\\w-]+ ){0,3}?(?:complaints?|lawsuits?|suits?|actions?) (?:was|were|has been|have been|had been) (?:filed|brought|commenced) (?:in|before) (?:the )?(?:[\\w.'’-]+ ){0,8}?court\\b[^;]{0,120}?\\bon behalf of\\b`, "g"), unless: /\bby (?:us|we|the company|the registrant|the corporation|our)\b|\b(?:may|might|could|would) be filed\b|\bbankruptcy\b|\bChapter (?:7|11)\b/i, specific: true, selfImplied: true, ownCaption: true },
    // matters that assert claims against the company, named by their subject: "We are party to a number of matters asserting product liability
    // claims against the Company related to certain Pam® and other cooking spray products."
    { gate: /against/i, re: R(`\\b(?:matters|suits|lawsuits|actions|cases|proceedings)\\b[^;]{0,20}?\\b(?:asserting|alleging|seeking)\\b[^;]{0,80}?\\bclaims? against (?:us|the company|the registrant)\\b`, "g"), specific: true },
    // claims made against the company: "the payment card networks made claims against the Company for costs …" (not claims against the
    // company's banks, agents or customers: "made claims against the Company’s acquiring banks")
    { gate: /against/i, re: R(`\\b(?:made|asserted|raised|presented|submitted) (?:[\\w-]+ ){0,2}?claims? against (?:us|the company|the registrant)\\b(?!['’])`, "g"), specific: true },
    ...CAPTIONED_SUITS,
    ...IN_LITIGATION_ANCHORS,
    // notice received of an arbitration or suit another party filed: "we received a notice from China International Economic and Trade Arbitration
    // Commission regarding an arbitration pleading filed by RZB for the defaulted short-term loan"
    { gate: /received/i, re: R(`\\b(?:we|the company|it) (?:have |has |had )?received (?:a |an )?(?:notices?|notifications?|letters?) (?:from [^;]{0,100}? )?(?:regarding|concerning|of|relating to|about) (?:an? |the )?(?:[\\w-]+ )?(?:arbitration|lawsuit|complaint|claim|petition|suit)(?: pleadings?| claims?| demands?| petitions?)? (?:[^;]{0,20}?)(?:filed|brought|commenced|initiated|submitted) by\\b`, "g"), specific: false, selfImplied: true },
    // notice received that a claim or suit had been filed: "the company received notice that a claim for judgment had been filed in Mecklenburg County
    // by a shareholder"; the company as the named defendant in complaints it counts: "three legal complaints in which the company was the named defendant"
    { gate: /notice|defendant/i, re: R(`\\b(?:we|the company|it) (?:have |has |had )?received (?:a |written )?notices? that (?:a |an |the )?(?:[\\w-]+ ){0,2}?(?:claims?|lawsuits?|suits?|complaints?|petitions?|actions?)\\b[^;]{0,40}?\\b(?:had been|has been|was|have been|were) filed\\b|\\b(?:complaints?|lawsuits?|suits?|actions?|cases?) in which (?:we|the company) (?:was|were|had been) (?:a |the )?named (?:defendants?|respondents?)\\b`, "g"), specific: false, selfImplied: true },
    // a subsidiary named as a defendant, told in apposition: "ASDA Stores Ltd. ("Asda"), a wholly-owned subsidiary of the Company, is a defendant in
    // over 30,000 equal value claims" (a subsidiary of another company stays silent)
    { gate: /subsidiary/i, re: R(`,\\s(?:a |an |the )?(?:(?:wholly|majority)[\\s-]owned |indirect |direct |consolidated |operating )*subsidiary (?:of (?:the company|us|the registrant)|of ours)(?: [^,;]{0,20})?, (?:is|was|has been|are|were|had been) (?:also )?(?:a |the |one of the )?(?:named )?(?:defendants?|respondents?) in\\b`, "g"), specific: false, selfImplied: true },
    // a securities, derivative or antitrust suit named by its "In re" caption: "These cases were consolidated under the caption In re Emergent
    // BioSolutions Inc. Securities Litigation, No. 8:21-cv-00955", "In re Northland Pharmaceuticals, Inc. Securities Litigation, No. 1:19-cv-04412"
    // (not a bankruptcy's caption, "In re Chesapeake Energy Corporation, Case No. 20-33233", which names the debtor's cases)
    { gate: /\bIn re /, re: CS(`\\bIn re [A-Z][^;()]{1,80}? (?:Securities|Derivative|Stockholders?['’]?|Shareholders?['’]?|ERISA|Antitrust)(?: and (?:Derivative|ERISA|Securities))? Litigation\\b`, "g"), specific: true, selfImplied: true },
    {
      gate: /filed|brought|commenced/i, re: R(`\\b(?:filed|brought|commenced) (?:a |an )?{ADJ}(?:lawsuit|suit|class action|complaint|petition|action|(?:request|demand|notice) for (?:confidential )?arbitration|arbitration)s?\\b`, "g"),
      specific: true
    },
    // the company is named, sued, defending, subject of suits
    // the company named first in a list of defendants: "the Company, our Chief Executive Officer, and our Chief Financial Officer (collectively,
    // “Defendants”) were named as defendants in separate purported securities class action complaints"
    { gate: /named/i, re: R(`\\b(?:the company|the registrant), (?:our|its|the company['’]s|certain of (?:our|its)) [^;]{0,160}?\\b(?:were|are|have been|had been) (?:also )?named (?:as )?(?:co-)?defendants\\b`, "g"), specific: false },
    // … and named "in" the complaint, the company by its own name: "On June 29, 2011, FPIC, FPIC's Board of Directors, TDC and a subsidiary of TDC
    // were named in a putative stockholder class action complaint"
    { gate: /named/i, re: R(`\\b(?<subj>the company|the registrant|[A-Z][\\w&.-]*(?: [A-Z][\\w&.-]*){0,2}), (?:our|its|the company['’]s|certain of (?:our|its)|[A-Z][\\w&.-]*['’]s) [^;]{0,160}?\\b(?:were|are|have been|had been) (?:also )?named in (?:a |an |the |two |three |several )?(?:[\\w-]+ ){0,4}?(?:complaints?|lawsuits?|actions?|suits?|petitions?)\\b`, "g"), specific: false, selfSubject: true },
    // a complaint served on the company, told without "with": "On October 12, 2023, the Company was served a legal complaint filed in the Superior
    // Court of California from Stronghold for breach of contract"
    { gate: /served/i, re: R(`\\b(?:we|the company|the registrant|the partnership) (?:was|were|has been|have been|had been) served (?:with )?(?:a |an |the |two |three |several )?(?:[\\w'’.-]+ ){0,3}?(?:complaints?|summons(?:es)?|petitions?|lawsuits?|suits?|claims?|demands? for arbitration)\\b`, "g"), specific: false },
    // a whistleblower's qui tam complaint: "the allegations underlying this inquiry were made as part of a civil complaint filed by relators, …,
    // pursuant to the qui tam provisions of the federal False Claims Act"
    { gate: /relator|whistleblower/i, re: R(`\\b(?:complaints?|lawsuits?|suits?|actions?)\\b[^;]{0,20}?\\b(?:was |were |had been |has been )?filed (?:under seal )?by (?:a |an |two |three |the |certain )?(?:former employees?,? )?(?:relators?|whistleblowers?)\\b`, "g"), specific: false, unless: R("\\b(?:if|may|might|could|would)\\b") },
    // an employee's charge against the company before an agency: "In March 2012, a former employee filed a charge of discrimination against the
    // Company with the EEOC" (a charge that may be filed stays silent)
    { gate: /charge/i, re: R(`\\bfiled (?:a |an |two |three |several )?(?:[\\w-]+ ){0,2}?charges? of (?:discrimination|unfair labor practices?|retaliation|harassment)\\b[^;]{0,80}?\\bagainst (?:us|the company|the registrant|the bank|the partnership)\\b|\\bfiled (?:a |an |two |three |several )?(?:[\\w-]+ ){0,2}?charges? against (?:us|the company|the registrant|the bank|the partnership) (?:with|before) (?:the )?(?:EEOC|Equal Employment Opportunity Commission|NLRB|National Labor Relations Board|[A-Z][\\w]*(?: [A-Z][\\w]*){0,4} (?:Commission|Department|Board|Division) (?:of|on) [A-Z][\\w]*(?: [A-Z][\\w]*){0,3})\\b`, "g"), specific: false, unless: R("\\b(?:if|may|might|could|would)\\b") },
    // a ruling for the claimant on a claim against the company (legal-demands.ts)
    ...RULING_ANCHORS,
    ...CRIMINAL_CHARGE_ANCHORS,
    // what the plaintiffs of a suit seek from the company: "Plaintiffs seek unspecified damages from the Company for alleged violations of …"
    {
      gate: /seek|sought|demand/i, re: R(`\\b(?:the )?(?:plaintiffs?|claimants?|petitioners?|relators?)\\b[^;]{0,30}?\\b(?:seeks?|sought|are seeking|is seeking|demands?|demanded)\\b[^;]{0,80}?\\b(?:damages|restitution|disgorgement|penalties|compensation|reimbursement)\\b[^;]{0,40}?\\bfrom (?:us|the company|the registrant)\\b`, "g"),
      specific: false,
      unless: R("\\b(?:generally|typically|usually|often|frequently|may|might|could|would|in (?:such|these|those) (?:types of )?(?:cases|lawsuits|suits|actions|matters))\\b")
    },
    // a party named or served the company, by any of its names: "Northwind named the Partnership as a defendant in a lawsuit filed in …",
    // "a former employee served the Bank with a demand for arbitration"
    { gate: /named/i, re: R(`\\bnamed {SUBJ}(?: and [^;]{0,80}?)? as (?:a |one of the )?(?:co-|nominal )?(?:defendants?|respondents?)\\b`, "g"), specific: true, selfSubject: true },
    { gate: /served/i, re: R(`\\bserved {SUBJ} with (?:a |an |the )?(?:[\\w-]+ ){0,3}?(?:complaints?|summons|lawsuits?|petitions?|notices? of (?:claim|arbitration)|demands? for arbitration)\\b`, "g"), specific: false, selfSubject: true },
    // a stated suit received, resolved or pending, the company by any of its names: "the Bank received a complaint filed by a former employee in …",
    // "the Partnership resolved the lawsuit brought by Northwind for …", "The lawsuit brought by Northwind against the Registrant remains pending …"
    { gate: /received|served/i, re: R(`\\b{SUBJ} (?:has |have |had )?(?:received|(?:was|were|has been|have been) served with) (?:a |an )?(?:[\\w-]+ ){0,2}?(?:complaint|summons|petition|demand for arbitration|notice of arbitration)s? (?:filed|brought|commenced|initiated) by\\b`, "g"), specific: false, selfSubject: true },
    { gate: /resolved|settled/i, re: R(`\\b{SUBJ} (?:has |have |had )?(?:also )?(?:resolved|settled) (?:the|this|that|a|an) (?:[\\w/-]+ ){0,3}?{SUIT} (?:brought|filed|commenced|initiated|asserted) (?:against (?:it|us|them) )?by\\b`, "g"), specific: false, selfSubject: true },
    { gate: /brought by|filed by|commenced by|initiated by/i, re: R(`\\b{ADJ}{SUIT} (?:brought|filed|commenced|initiated) by (?!us\\b|the company\\b|the registrant\\b|the partnership\\b|it\\b|its\\b|our\\b)[^;]{0,100}?\\bagainst {SUBJ}`, "g"), specific: true, selfSubject: true, unless: /\bproofs? of claims?\b/i },
    { gate: /subject to/i, re: R(`\\b{SUBJ} (?:is|are|was|were|has been|have been|remains?) (?:currently |also )?subject to (?:a |an |the |two |three |several |multiple |numerous )?{ADJ}(?:[\\w-]+ ){0,2}{SUIT} (?:brought|filed|commenced|initiated|instituted) by\\b`, "g"), specific: true, selfSubject: true },
    // an award against the company told with the court as subject: "the court awarded Northwind $2.6 million in damages against the Partnership"
    { gate: /against/i, re: R(`\\b(?:awarded|entered|granted|issued|rendered|returned)\\b[^;]{0,80}?\\b(?:damages|judge?ments?|verdicts?|awards?)\\b[^;]{0,20}?\\bagainst {SUBJ}`, "g"), specific: false, selfSubject: true },
    // the company the subject of a stated suit: "The Partnership is the subject of a lawsuit filed by …", "our company, along with …, was the subject of a notice of civil claim (the "Claim") filed …"
    {
      gate: /subject of|target of/i, re: R(`\\b{SUBJ}(?:, (?:along|together) with [^,;]{1,80},)? (?:is|are|was|were|has been|have been|had been|remains?|became) (?:currently |also |now )?(?:the |a )?(?:subject|target) of (?:a |an |the |two |three |several |multiple )?{ADJ}(?:[\\w-]+ ){0,2}{SUIT}(?: \\([^()]{1,40}\\))? (?:filed|brought|commenced|initiated|instituted|pending)\\b`, "g"),
      specific: true,
      selfSubject: true
    },
    {
      gate: /named|added|joined/i, re: R(`\\b{SUBJ}(?: and [^;]{0,100}?|, (?:along|together) with [^,;]{1,80},|,? [A-Z][\\w&.-]*(?: [A-Z][\\w&.-]*){0,3} \\([^()]{1,40}\\),(?: which [^,;]{1,80},)?)?,? (?:currently )?(?:was|were|is|are|has been|have been|had been) (?:also |previously )?(?:named|added|joined)(?:,? along with [^,;]{0,60}(?:, including [^,;]{1,60})?,)? (?:as )?(?:a |an |one of (?:the |several |many |numerous |multiple |a (?:number|group) of |(?:approximately |more than |over |about )?\\d[\\d,]* )?)?(?:(?:(?:co-)?defendants?|respondents?|part(?:y|ies))\\b|in (?:a |an |the |two |three |several |numerous |multiple |a number of |certain |(?:approximately |more than |over |about )?\\d[\\d,]* )?{ADJ}(?:[\\w-]+ ){0,3}{SUIT}\\b)`, "g"),
      specific: false,
      selfSubject: true
    },
    // the company one of a counted group named or sued: "we were one of eight containerboard producers named as defendants in a class action
    // complaint that alleged …"
    {
      gate: /named|sued/i, re: R(`\\b{SUBJ} (?:was|were|is|are|has been|have been) (?:also )?(?:one of|among) (?:the |a (?:number|group) of |(?:\\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|several|many|numerous|multiple) )?(?:[\\w-]+ ){0,3}?(?:named|sued) (?:as )?(?:co-)?(?:defendants?|respondents?)\\b`, "g"),
      specific: false,
      selfSubject: true
    },
    // a criminal charge: "A federal grand jury indicted two of our former executives in connection with …"
    { gate: /indict|charged|charges against/i, re: R(`\\b(?:grand jury|prosecutors?|{AUTHORITY})[^;]{0,60}?\\b(?:indicted|charged|filed (?:criminal )?charges against|brought (?:criminal )?charges against)\\b[^;]{0,60}?\\b(?:the company|us|our (?:former |current )?(?:[\\w-]+ )?(?:executives?|officers?|employees?|directors?|subsidiar(?:y|ies)))\\b`, "g"), specific: false, selfImplied: true },
    // a court approved the settlement of a suit: "The Delaware Court of Chancery approved the settlement of the stockholder
    // derivative litigation" (not a bankruptcy court settling a debtor's claims with its creditors)
    { gate: /approv/i, re: R(`\\b(?:{AUTHORITY})[^;]{0,60}?\\b(?:approved|granted (?:final |preliminary )?approval of) (?:the |a )?(?:[\\w-]+ ){0,3}?settlement (?:of|in|with|resolving)\\b`, "g"), specific: true, ownCaption: true, unless: /\bbankruptcy\b|\bproofs? of claim\b|\bdebtors?\b/i },
    // a circuit named alone rules on the company's case: "the Ninth Circuit affirmed the judgment against the Company"
    { gate: /Circuit/, re: R(`\\bthe (?:First|Second|Third|Fourth|Fifth|Sixth|Seventh|Eighth|Ninth|Tenth|Eleventh|D\\.C\\.|Federal) Circuit\\b[^;]{0,60}?\\b(?:affirmed|reversed|vacated|upheld|remanded|denied|granted|dismissed)\\b[^;]{0,80}?\\b(?:against (?:the company|us)|(?:the company['’]s|our) (?:appeal|petition|motion))\\b`, "g"), specific: false },
    // penalties and pleas: "the Company agreed to a $50 million civil penalty to resolve …", "The Company's subsidiary pleaded guilty to …",
    // "We have appealed the verdict to the Court of Appeals …"
    { gate: /agreed to|paying/i, re: R(`\\b(?:agreed to (?:pay )?|(?:by|after) paying )(?:a |an )?(?:[$€£]\\s?\\d[\\d,.]*(?: (?:million|billion))? )?(?:civil |criminal |monetary |administrative )?(?:money )?(?:penalt(?:y|ies)|fines?|disgorgement)\\b`, "g"), specific: true, selfImplied: true },
    { gate: /guilty/i, re: R(`\\b{SUBJ}(?:['’]s (?:[\\w-]+ ){0,2}?(?:subsidiary|subsidiaries|affiliates?|units?))? (?:has |have )?(?:pleaded|pled|entered (?:a |an )?(?:plea of )?) ?guilty\\b`, "g"), specific: false, selfSubject: true },
    { gate: /appeal/i, re: R(`\\b{SUBJ} (?:have |has |had )?(?:appealed|filed (?:a |an )?(?:notice of )?appeal (?:of|from)|(?:are|is) appealing) (?:the|this|that) (?:[\\w-]+ ){0,2}?(?:verdict|judge?ment|decision|ruling|order|award|fine|penalty|assessment)s?\\b`, "g"), specific: false, selfSubject: true },
    // an authority opened proceedings about the company: "The Commission has also opened proceedings regarding our compliance with the Digital Markets Act"
    { gate: /opened|initiated|commenced|launched/i, re: R(`(?:{AUTHORITY})[^;]{0,60}?\\b(?:opened|initiated|commenced|launched) (?:formal |antitrust |infringement |non-?compliance |in-depth |administrative )?proceedings (?:against (?:us|the company)|(?:regarding|into|concerning|relating to|in relation to|over) (?:our|the company['’]s)\\b)`, "g"), specific: false },
    // suits stated as existing: "We are currently involved in litigation with Epic Games over …", "A number of lawsuits alleging …
    // are pending against us", "Claims were filed against us in 2023 by franchisees alleging …", "we paid approximately $350
    // million in fines to regulators in Europe", "Our former CEO has been charged by the SEC with securities fraud"
    {
      gate: /involved|engaged|party to/i, re: R(`\\b{SUBJ} (?:currently |also |now )?(?:is|are|was|were|has been|have been|remains?) (?:currently |also |now )?(?:involved in|engaged in|(?:a )?party to) (?:a |an |the )?(?:[\\w-]+ ){0,3}?(?:(?:litigation|legal) matters|litigation|lawsuits?|suits?|arbitrations?|legal proceedings?|disputes?) (?:(?:with|against|brought by|filed by|initiated by|commenced by) (?:the )?(?:both )?[A-Z]|(?:relating to|related to|regarding|concerning|over|arising (?:from|out of)) |(?:alleging|asserting|claiming|seeking) |(?:that|which) (?:(?:set|sets) forth|make|makes|assert|asserts|raise|raises|contain|contains) (?:allegations|claims)\\b|(?:that|which) (?:allege|alleges|alleged|assert|asserts|asserted|claim|claims|claimed|seek|seeks|sought)\\b)`, "g"),
      specific: true,
      selfSubject: true
    },
    // a party's step that adds the company as a defendant: "the State Attorneys General filed a motion … for leave to amend their complaint to add
    // numerous additional defendants, including the Company, and claims relating to 13 additional drugs", "the plaintiffs added the Company as a defendant"
    {
      gate: /add|join/i, re: R(`\\b(?:to add|added|adding|to join|joined|joining) (?:(?:[\\w-]+ ){0,3}?(?:defendants|respondents|parties),? including (?:us|the company)|(?:us|the company) as (?:a |an )?(?:additional |new )?(?:co-)?(?:defendants?|respondents?|part(?:y|ies))\\b)`, "g"),
      specific: false,
      selfImplied: true
    },
    // claims the company received, about a thing the section names: "We have received a number of contractual and intellectual property
    // claims regarding sofosbuvir." (under "Litigation Related to Sofosbuvir"); claims regarding "our products" name nothing
    {
      gate: /received/i, re: R(`\\b(?:we|the company|it) (?:have |has |had )?(?:also )?received (?:a number of |several |numerous |multiple |various |two |three |four |certain )?(?:[\\w-]+ (?:and |or )?){0,4}?(?:claims|demands|complaints) (?:regarding|relating to|related to|concerning|with respect to|over|about|in connection with) (?!(?:our|its|the|these|those|such|certain|various|any|some|other|all|their|this|that)\\b)(?<obj>[A-Za-z][\\w-]{3,})(?=\\s*(?:[.;,(]|$))`, "g"),
      specific: false,
      selfImplied: true,
      namedObject: true
    },
    { gate: /pending against/i, re: R(`\\b{SUIT}\\b[^;]{0,120}?\\bpending against (?:us|the company|the registrant)\\b`, "g"), specific: true, selfImplied: true, unless: NO_SUIT_PENDING_RE },
    { gate: /against|with respect to/i, re: R(`\\b{SUIT} (?:were|was|have been|has been|had been) (?:filed|brought|commenced|asserted|instituted) (?:against|with respect to) (?:us|the company|the registrant)\\b(?!['’]s)`, "g"), specific: true, selfImplied: true },
    { gate: /paid/i, re: R(`\\b(?:we|the company) (?:have |has |had )?paid (?:approximately |about |a total of |an aggregate of )?[$€£]\\s?\\d[\\d,.]*(?: (?:million|billion))? (?:in )?(?:civil |criminal )?(?:fines?|penalties|damages)\\b`, "g"), specific: false },
    { gate: /charged|indicted|sued/i, re: R(`\\b(?:our|the company['’]s) (?:former |current )?(?:chief executive officer|chief financial officer|ceo|cfo|officers?|executives?|directors?|employees?)\\b[^;]{0,40}?\\b(?:has been|have been|was|were) (?:charged|indicted|sued) by (?:the )?(?:{AUTHORITY})`, "g"), specific: false },
    // "the parties reached an agreement in principle to settle the matter for $12 million"
    { gate: /in principle|tentative|memorandum/i, re: R(`\\b(?:reached|entered into|agreed to) (?:an? )?(?:agreements? in principle|tentative agreements?|memorandum of understanding) to (?:settle|resolve) (?:the |this |these |all )?(?:[\\w-]+ ){0,2}?(?:matters?|lawsuits?|litigation|class actions?|claims|cases?|actions?|suits?)\\b`, "g"), specific: true },
    // a loss contingency for a verdict: "The Company recorded a loss contingency of $45 million related to the patent infringement verdict."
    { gate: /verdict/i, re: R(`\\b(?:loss contingenc(?:y|ies)|charges?|accruals?|reserves?|liabilit(?:y|ies))\\b[^;]{0,60}?\\b(?:related to|relating to|associated with|in connection with|for|arising from|resulting from) (?:the|this|that|a) (?:[\\w'’-]+ ){0,3}?verdicts?\\b`, "g"), specific: true, selfImplied: true, notDefinition: true, namedCost: true },
    // the company fined, sued or made a party: "the Company was fined €500 million by the European Commission", "the Texas
    // Attorney General sued the Company alleging …", "The Company is party to an arbitration with its former distributor …"
    { gate: /fined|penali[sz]ed|sanctioned/i, re: R(`\\b{SUBJ} (?:was|were|has been|have been|had been) (?:fined|penali[sz]ed|sanctioned)\\b`, "g"), specific: true, selfSubject: true },
    { gate: /sued/i, re: R(`\\b(?:counter-?sued|sued|(?:has|have) (?:counter-?)?sued) (?:the company|us|the registrant)\\b`, "g"), specific: true, selfImplied: true },
    // a named party's allegation against the company: "In the Texas case, Lodsys alleged that the Company infringes two of the patents …"
    {
      gate: /alleg|claim|assert|contend/i, re: CS(`\\b(?:[Tt]he )?(?!(?:Company|Registrant|Corporation|Court|Plaintiffs?|Defendants?|Competitors|Others|Third|Some|Many|Certain|Such|These|Those|This|That|We|Our|It|They|In|On|As|If|While|Although)\\b)[A-Z][\\w&.-]*(?:,? (?:Inc|LLC|Ltd|Corp)\\.?)?(?: [A-Z][\\w&.-]*){0,3} (?:also )?(?:has |had )?(?:alleged|alleges|claimed|asserted|contended|contends) that (?:we|the [Cc]ompany|it|our (?:[\\w-]+ ){0,2}?products) (?:has |have |had )?(?:infringes?|infringed|violated|violates|breached|breaches|misappropriated|owes?|owed|(?:is|was) liable|failed to)\\b`, "g"),
      specific: false,
      selfImplied: true
    },
    // a named or particular party's claims against the company: "Menkes claims damages against the Company …", "The former employee also
    // made claims in the arbitration action against the Company for unpaid wages.", "The Phosphagenics Entities have made counter claims of breaches against the Company"
    {
      gate: /against/i, re: CS(`\\b(?:(?:[Tt]he )?(?!(?:Company|Registrant|Corporation|Court|Plaintiffs?|Defendants?|Competitors|Others|Third|Some|Many|Certain|Such|These|Those|This|That|We|Our|It|They|In|On|As|If|While|Although|Any|No)\\b)[A-Z][\\w&.-]*(?: [A-Z][\\w&.-]*){0,3}|[Tt]he (?:former |same )?(?:employee|executive|landlord|lessor|vendor|supplier|customer|distributor|contractor|claimant|plaintiff|licensor|franchisee)s?|(?:their|its|his|her) (?:attorneys?|counsel)) (?:also )?(?:has |have |had )?(?:made|presented|asserted|filed|brought|claims|claimed|continued to pursue|continues to pursue|pursued|is pursuing|seeks|sought)\\b[^;.]{0,60}?\\b(?:claims?|counter[- ]?claims?|litigation|damages|an? (?:action|suit|lawsuit|complaint))\\b[^;.]{0,60}?\\bagainst (?:us|the [Cc]ompany)\\b(?!['’])`, "g"),
      specific: false,
      selfImplied: true
    },
    // the company first among defendants set off by commas: "We, other former manufacturers of lead pigments …, and the Lead Industries
    // Association (LIA), which …, have been named as defendants in various legal proceedings seeking damages …"
    { gate: /named|sued/i, re: R(`^\\s*(?:we|the company), [^;]{10,260}?, (?:have|has) been (?:named as (?:co-)?defendants|sued)\\b`, "g"), specific: false, selfImplied: true },
    // … and named first "along with" its affiliates: "CMS Energy, along with CMS MST, CMS Field Services, Cantera Natural Gas, Inc., and Cantera Gas
    // Company, have been named as defendants in five class action lawsuits …"
    { gate: /along with/i, re: R(`\\b(?<subj>we|the company|the registrant|[A-Z][\\w&.-]*(?: [A-Z][\\w&.-]*){0,2}),? along with [^;]{1,200}?,? (?:are|were|have been|has been|had been) (?:also )?named (?:as )?(?:co-)?defendants\\b`, "g"), specific: false, selfSubject: true },
    // … or first in a list of defendants: "We, Westar Industries, Protection One, … and certain present and former officers … were defendants in a purported class action …"
    { gate: /defendants/i, re: R(`^\\W*(?<subj>we|the company),\\s[^;]{1,240}?\\b(?:are|were|have been|has been|had been) (?:also )?(?:named (?:as )?)?(?:co-)?defendants (?:in|to)\\b`, "g"), specific: true, selfSubject: true },
    // suits whose defendants are listed after a colon: "… initiated a purported class action in the Court of Chancery … against the following defendants: the Company, …"
    { gate: /following/i, re: R(`\\b(?:filed|initiated|commenced|brought)\\b[^;]{0,200}?\\bagainst (?:some or all of |each of |one or more of )?the following(?: (?:defendants|parties|respondents))?: (?:the company|us)\\b`, "g"), specific: false, selfImplied: true },
    {
      gate: /part(?:y|ies) to/i, re: R(`\\b{SUBJ} (?:is|are|was|were|has been|have been|remains?) (?:currently |also |now )?(?:a )?part(?:y|ies) to (?:an? |the |two |three |four |several |multiple )?(?:[\\w-]+ ){0,3}?(?:arbitration|lawsuit|litigation|suit|action|proceeding|dispute)s? (?:with|brought by|filed by|initiated by|commenced by|before) `, "g"),
      specific: true,
      selfSubject: true
    },
    // an authority seeks penalties against the company: "The SEC seeks civil penalties against the Company" (one that only proposes them, "The FAA
    // has proposed civil penalties against the Company", is a step of its investigation: investigation.ts)
    { gate: /seek|sought/i, re: R(`(?:{AUTHORITY})[^;]{0,60}?\\b(?:sought|seeks|is seeking|has sought) (?:[\\w-]+ ){0,3}?(?:civil )?(?:penalt(?:y|ies)|fines?) (?:against|from|of)\\b`, "g"), specific: true },
    {
      gate: /sued|defendant|respondent/i, re: R(`\\b{SUBJ}(?:(?<!\\b(?:Inc|LLC|Ltd|Corp|L\\.P)\\.?) \\([^()]{1,40}\\))?(?: and [^;]{0,100}?|, (?:along|together) with [^,;]{1,80},)? (?:(?:was|were|has been|have been|had been) sued|(?:is|are|was|were|has been|have been|remains?) (?:currently |also |now )?(?:a |the |one of (?:the |many |several |numerous |multiple |a (?:number|group) of )?|among (?:the )?(?:many )?)?(?:named )?(?:co-|nominal |individual )?(?:defendants?|respondents?)(?: \\([^()]{1,80}\\))?(?:,? (?:among|along with|together with) [^,;]{1,60},)?(?: and [^;]{0,100}? defendants)?(?: over the (?:past|last) (?:several|few|two|three|four|five|\\d+) years)? (?:named )?in)\\b(?! (?:a (?:wide )?(?:variety|number|range) of|various|other)\\b)(?! certain\\b(?![^;]{0,60}?\\b(?:in which (?:the )?plaintiffs|alleging|who allege|that allege|brought by|filed by)\\b))`, "g"),
      specific: false,
      selfSubject: true
    },
    {
      gate: /defend|contest|litigat|appeal/i, re: R(`\\b{SUBJ} (?:currently |also |now )?(?:are|is|were|was|continues? to|has been|have been) (?:currently |also |now |vigorously )*(?:defending|contesting|litigating|appealing|defend|contest|litigate)(?: (?:itself|ourselves|themselves))?(?: against| in)? (?:the following (?:[\\w-]+ ){0,4}?(?:{SUIT}|matters)|(?:a |an |the |two |several |multiple )?(?!(?:[\\w-]+ ){0,2}?(?:these|those) ){ADJ}(?:[\\w-]+ ){0,2}{SUIT})`, "g"),
      specific: false,
      selfSubject: true
    },
    { gate: /named|added|joined/i, re: R(`\\b(?:we|the company|it|[A-Z][\\w.]+(?: Corporation| Inc\\.?)?)(?: and [^;]{0,80}?)? (?:was|were|has been|have been|had been) (?:named|added|joined) (?:as )?(?:a )?(?:nominal |co-)?(?:defendants?|respondents?|parties)\\b`, "g"), specific: false },
    { gate: /sued|defendant|respondent/i, re: R(`\\b(?:we|the company|it) (?:(?:was|were|has been|have been|had been) sued|(?:is|are|was|were) (?:currently )?(?:a )?(?:defendants?|respondents?) in)\\b(?! (?:a (?:wide )?(?:variety|number|range) of|various|other)\\b)(?! certain\\b(?![^;]{0,60}?\\b(?:in which (?:the )?plaintiffs|alleging|who allege|that allege|brought by|filed by)\\b))`, "g"), specific: true },
    {
      gate: /defending|contesting|litigating|appealing/i, re: R(`\\b(?:we|the company|it) (?:are|is|were|was) (?:currently |also |now |vigorously )*(?:defending|contesting|litigating|appealing) (?:a |an |the |two |several |multiple )?(?!(?:[\\w-]+ ){0,2}?(?:these|those) ){ADJ}(?:[\\w-]+ ){0,2}{SUIT}`, "g"),
      specific: false
    },
    {
      gate: /subject/i, re: R(`\\b(?:we|the company|it) (?:are|is|was|were|has been|have been|became|remain|remains) (?:currently |also |now )*(?:the )?subject (?:of|to) (?:[^;]{0,60}?)\\b{ADJ}(?:class action|securities|antitrust|civil|patent|consumer)?(?:[\\w-]+ ){0,2}(?:lawsuits?|suits?|litigation|class actions?|actions?|claims|proceedings|complaints?)\\b`, "g"),
      specific: true
    },
    // a court or authority acted against the company
    { gate: /fined|penali|sanction|ordered|enjoined|imposed|assessed|awarded|found|determined|concluded|ruled|entered|returned|denied|granted|affirmed|reversed|reduced|upheld|issued|dismissed|vacated|remanded|stayed|certified|approved/i, re: R(`\\b(?:{AUTHORITY}|jury|judge|arbitrator|arbitration panel|tribunal)\\b[^;]{0,100}?\\b(?:fined|penali[sz]ed|sanctioned|ordered|enjoined|imposed|assessed|awarded|(?:found|determined|concluded) (?:that )?(?:the company|us|we|it|certain)|ruled|entered (?:a |an )?(?:judge?ment|verdict|order|injunction)|returned (?:a |an )?(?:[$€£]\\s?\\d[\\d,.]*(?: (?:million|billion))? )?verdict|denied|granted|affirmed|reversed|reduced|upheld|issued (?:a |an |its )?(?:(?:preliminary|permanent|final|partial|interim|consent|cease[- ]and[- ]desist|limited|general|exclusion) ){0,2}(?:decision|opinion|ruling|order|injunction|judge?ment|award|preliminary findings|statement of objections))\\b`, "g"), specific: true, ownCaption: true, unless: CREDITOR_RE },
    // a court's procedural rulings: "the district court dismissed the securities class action against the Company", "the court approved the settlement"
    { gate: /dismissed|vacated|remanded|stayed|certified|approved|reinstated|revived/i, re: R(`\\b(?:court|courts|judge|jury|tribunal|circuit|arbitrator|arbitration panel)\\b[^;]{0,60}?\\b(?:dismissed|vacated|remanded|stayed|certified|reinstated|revived|approved (?:the |a )?(?:[\\w-]+ )?settlement)\\b`, "g"), specific: true, ownCaption: true, unless: CREDITOR_RE },
    { gate: /imposed|assessed|levied/i, re: R(`\\b(?:imposed|assessed|levied) (?:a )?(?:fines?|penalt(?:y|ies)|sanctions)\\b`, "g"), specific: true },
    { gate: /against/i, re: R(`\\b(?:fines?|penalt(?:y|ies)|damages|judge?ments?|verdicts?) (?:of [^;]{0,40}? )?(?:(?:were|was|have been|has been|had been) )?(?:assessed|imposed|awarded|entered|rendered|levied|returned) against (?:us|the company|it|our (?:[\\w-]+ ){0,2}?subsidiar(?:y|ies)|one of our subsidiaries)\\b`, "g"), specific: false },
    // the company accounts for a fine, penalty or judgment it bears
    { gate: /included|recorded|accrued|paid|recognized|provided for/i, re: R(`\\b(?:we|the company) (?:have |has |had )?(?:included|recorded|accrued|paid|recognized|provided for) (?:the |these |such |those )(?:[\\w-]+ ){0,2}(?:fines?|penalt(?:y|ies)|judge?ments?|settlements?|damages)\\b`, "g"), specific: false },
    // paying to resolve claims
    { gate: /agreed to (?:pay|contribute|fund)|paid/i, re: R(`\\b(?:agreed to (?:pay|contribute|fund)|paid)\\b[^;]{0,100}?\\bto (?:resolve|settle) (?:the |these |those |certain |all )?(?:[\\w-]+ ){0,2}(?:claims|allegations|charges|lawsuits?|litigation|matters?|investigations?|actions?)\\b`, "g"), specific: true },
    // settlements and charges for them
    {
      gate: /settl/i, re: R(`\\b(?:(?<!(?:paid|previously|and|or) )settled|settlement of|agreed to settle|to settle) (?:a |an |the |this |that |these |those |two |several |all )?(?:[\\w-]+ ){0,3}(?:lawsuits?|litigation|class actions?|claims|cases?|actions?|suits?|charges|allegations|investigations?|inquir(?:y|ies)|disputes?|matters? (?:with|brought by))\\b`, "g"),
      specific: true
    },
    {
      gate: /settlement|agreement to settle|consent|plea|prosecution/i, re: R(`\\b(?:entered into (?:a |an )?(?:(?:final|written|formal|definitive|binding|global|proposed) )?(?:settlement|consent decree|consent order|plea agreement|deferred prosecution agreement)|reached (?:a |an )?(?:settlement|agreement to settle)) (?:[^;]{0,80}?)\\b(?:with|resolving|to resolve) (?:the )?(?:[^;]{0,60}?)(?:{AUTHORITY}|plaintiffs|the (?:lawsuit|litigation|class|action|matter))`, "g"),
      specific: false
    },
    // a settlement (or consent decree) entered into to resolve claims, lawsuits or a class
    {
      gate: /settlement|consent|assurance/i, re: R(`\\b(?:agreed to|entered into|entered|reached|announced) (?:a |an |the )?(?:proposed |binding |final |tentative |nationwide |global |definitive )*(?:class[- ]action |[A-Z][\\w-]* )?(?:settlement(?: agreement| term sheet| frameworks?)?|consent decree|consent order|consent judge?ment|stipulated judge?ment|assurance of (?:voluntary compliance|discontinuance))s?\\b[^;]{0,140}?\\b(?:with|to resolve|resolving|(?:which|that) resolved|to settle|of|in (?:full )?resolution of) (?:the |a |an )?(?:[^;]{0,60}?)\\b(?:claims|lawsuits?|litigation|class|plaintiffs|actions?|{AUTHORITY})`, "g"),
      specific: true
    },
    // a stipulated court order the company entered into: "the Company and the FTC entered into a proposed Stipulation to Entry of Order for
    // Permanent Injunction and Monetary Judgment"
    { gate: /stipulat/i, re: R(`\\b(?:entered into|agreed to|consented to|signed) (?:a |an |the )?(?:proposed )?stipulat(?:ion|ed)\\b[^;]{0,60}?\\b(?:permanent injunction|monetary judge?ment|consent judge?ment|final judge?ment)\\b`, "g"), specific: false },
    // charges, costs or liabilities for a legal matter (MD&A: "a $2.5 billion charge related to the settlement …")
    {
      gate: /litigation|lawsuit|class action|settlement|dispute|arbitration|matters|court|tribunal/i, re: R(`\\b(?:(?:charges?|costs?|expenses?|liabilit(?:y|ies)|accruals?|payments?|paid|reserves?|provisions?|adjustments?|(?:tax )?benefits?)\\b[^;]{0,60}?\\b(?:related to|relating to|relates? to|associated with|in connection with|for(?: the resolution of)?|under|to resolve|toward resolving|from|as a result of(?: developments in)?|resulting from|arising from)|impacts? of|loss(?:es)? on)\\b (?:the |a |an |its |our |certain )?(?:(?:(?:v\\.|[\\w'’/-]+) ){0,7}?(?:claims and litigation|litigation|lawsuits?|class action(?: lawsuits?)?|legal settlements?|(?:legal|arbitration) matters?|(?!(?:other|certain|various|such|these|those|all|any|similar|related|several|many) )[\\w'’-]+ matters(?= (?:in|during|of|at|as)\\b|[.;,]|$)|disputes? (?:with|concerning|regarding|over|relating to|related to)|(?:the resolution of |the settlement of )?(?:the |a )?[\\w'’-]+ (?:[\\w'’-]+ )?disputes?(?=[.;,]|$| (?:in|during|of)\\b)|(?:{MONTHS} \\d{1,2}, (?:19|20)\\d\\d )?(?:[\\w'’-]+ ){0,3}?(?:court|tribunal|arbitral|arbitration)(?: [\\w'’-]+){0,2} (?:decisions?|rulings?|judge?ments?|awards?|opinions?))\\b|(?:proposed |previously announced )?(?:[\\w'’-]+ ){0,3}?settlements?(?: agreements?| frameworks?)?(?: announced [^;]{0,50}?)? (?:with|of (?:a |an |the )?(?:[\\w-]+ ){0,2}?(?:lawsuits?|litigation|class|claims)|to resolve|regarding)\\b|(?:[\\w'’-]+ )?settlement (?:agreements?|frameworks?|funds?)\\b|(?:[\\w'’-]+ ){1,4}?(?<!\\b(?:the|a|an|its|our|pension|annuity|benefits?|tax|lease|hedge|derivative|swap|debt|contract|insurance|net|cash|partial|gross|final|early) )settlements?(?=[.;,]|$))`, "g"),
      specific: true,
      selfImplied: true,
      notDefinition: true,
      namedCost: true,
      unless: COST_SKIP_RE
    },
    // an amount's settlement with a party: "… which included the $225 million settlement with the State of Texas"
    { gate: /settlement/i, re: R(`\\b(?:the|a|an) [$€£]\\s?\\d[\\d,.]*(?: (?:million|billion))? (?:(?:pre-tax|after-tax|legal|litigation) )?settlement (?:with|of) (?:the )?(?:[A-Z]|(?:[\\w-]+ ){0,2}?(?:lawsuits?|litigation|class|claims|plaintiffs)\\b)`, "g"), specific: true, selfImplied: true, notDefinition: true, unless: INSURANCE_CLAIMS_RE },
    // legal reserves moved by a named matter: "The increase in legal reserves was driven by developments in the opioid litigation."
    { gate: /legal|litigation/i, re: R(`\\b(?:legal|litigation) (?:reserves?|accruals?|expenses?|costs?|provisions?)\\b[^;]{0,60}?\\b(?:driven by|due to|attributable to|reflect(?:s|ed|ing)?) (?:developments in |the resolution of |settlements? (?:in|of) )?the (?:[\\w'’-]+ ){1,3}?(?:litigation|lawsuits?|class actions?)\\b`, "g"), specific: false, selfImplied: true, notDefinition: true },
    // results moved by litigation with a named party: "Legal expenses increased by $45 million due to the ongoing litigation with the State of Texas"
    { gate: /due to|driven by|attributable to/i, re: R(`\\b(?:increased|decreased|higher|lower|rose|fell|grew|declined)\\b[^;]{0,80}?\\b(?:due to|driven by|attributable to) (?:the )?(?:ongoing |pending )?(?:litigation|lawsuits?|arbitration|dispute) (?:with|against|brought by) (?:the )?[A-Z]`, "g"), specific: true, selfImplied: true, notDefinition: true },
    // a fine or matter named by its authority: "a $2.1 billion charge related to the EC fine"
    { gate: /fine|penalt|decision/, re: /\b(?:charges?|costs?|expenses?|accru(?:als?|ed)|payments?|paid|reserves?|provisions?)\b[^;]{0,60}?\b(?:related to|relating to|associated with|in connection with|for|to resolve|under)\s+the\s+(?:FTC|SEC|DOJ|EPA|CFPB|OCC|FCA|CMA|NHTSA|FAA|FDA|IRS|EC|EU|KFTC|JFTC|SAMR|CNIL|DPC|ICO|European\s+Commission|Commission)(?:['’]s)?\s+(?:[a-z-]+\s+)?(?:fines?|penalt(?:y|ies)|decision)\b/g, specific: true, selfImplied: true, notDefinition: true, namedCost: true },
    // a penalty paid to an authority, a matter named by its authority: "the $1.4 billion civil penalty paid to the SEC", "a $300 million reserve for the FTC matter"
    { gate: /paid|payable/i, re: R(`\\b(?:fines?|penalt(?:y|ies)|disgorgement)\\b (?:paid|payable) to (?:the )?(?:{AUTHORITY})`, "g"), specific: true, selfImplied: true, notDefinition: true },
    { gate: /matter/, re: /\b(?:charges?|costs?|expenses?|accru(?:als?|ed)|payments?|paid|reserves?|provisions?)\b[^;]{0,60}?\b(?:related to|relating to|associated with|in connection with|for|to resolve)\s+the\s+(?:FTC|SEC|DOJ|EPA|CFPB|OCC|FCA|CMA|NHTSA|FAA|FDA|IRS|EC|KFTC|JFTC|SAMR|[A-Z][a-z]+\s+Attorney\s+General|Department\s+of\s+Justice|Federal\s+Trade\s+Commission|European\s+Commission)\s+(?:[a-z-]+\s+)?matters?\b/g, specific: true, selfImplied: true, notDefinition: true, namedCost: true },
    // money moved or charged for a named decision: "a one-time income tax charge of $10.2 billion, net, related to the State Aid Decision",
    // "released from escrow €14.2 billion … to Ireland in connection with the State Aid Decision"
    {
      gate: /Decision|Judgment|Ruling|Award|Order/, re: /\b(?:charges?|costs?|expenses?|payments?|paid|pay|released|deposited|accru(?:ed|als?)|obligations?|liabilit(?:y|ies)|reserves?|benefits?)\b[^;]{0,120}?\b(?:related to|relating to|in connection with|as a result of|resulting from|arising from|under|pursuant to)\s+the\s+(?!Executive\s+Order)(?:[A-Z][\w-]*\s+){1,4}(?:Decision|Judgment|Ruling|Award|Order)\b/g,
      specific: true,
      selfImplied: true,
      notDefinition: true
    },
    // a legal settlement named by its amount among the reasons for a change in results: "… primarily due to positive currency exchange rate movements
    // and a legal settlement of $1,600,000 in third quarter 2022" (not one the company received)
    { gate: /settlement/i, re: R(`\\b(?:a|the) (?:legal|litigation|lawsuit) settlements? (?:of|totaling|totalling|amounting to) (?:approximately )?\\$\\s?\\d[\\d,.]*(?: (?:million|billion))?`, "g"), specific: true, selfImplied: true, notDefinition: true, unless: /\b(?:received|receipt|gains?|income|recover(?:y|ies|ed))\b/i },
    // results attributed to a legal matter by amount: "an increase of $100 million related to a legal settlement",
    // "driven by a $683 million opioid-related settlement", "a litigation contingency reserve charge of $115.4 million"
    {
      gate: /settlement/i, re: R(`\\b(?:increase|decrease|charge|expense|loss|impact|accrual|reserve|payment)s? of (?:approximately )?\\$\\s?\\(?\\d[\\d,.]*\\)?(?: (?:million|billion))? (?:[^;]{0,20}?)\\b(?:related to|relating to|associated with|in connection with|for|from) (?:a|an|the) (?:[\\w'’-]+ ){0,2}?(?:legal|litigation|lawsuit|class action) settlements?\\b`, "g"),
      specific: true,
      selfImplied: true,
      notDefinition: true,
      unless: INSURANCE_CLAIMS_RE
    },
    {
      gate: /settlement/i, re: R(`\\b(?:a|an) \\$\\s?\\d[\\d,.]* (?:million|billion) (?:(?:pre-tax|after-tax|non-cash|one-time) )?(?:legal|litigation|lawsuit|class action|antitrust|patent|securities|(?!(?:tax|pension|benefit|hedg\\w*|derivative|insurance|contract|debt|swap|lease)-related)[a-z]+-related) settlements?\\b(?! (?:gains?|income|proceeds))`, "g"),
      specific: true,
      selfImplied: true,
      notDefinition: true,
      unless: INSURANCE_CLAIMS_RE
    },
    // a tax result attributed to settling a named dispute: "… primarily attributable to the net tax benefit from settling the Brazil Tax Assessments"
    { gate: /settling/i, re: R(`\\b(?:benefits?|charges?|expenses?|gains?|loss(?:es)?) from settling (?:the |our |its )?(?:[A-Z][\\w'’-]* ){1,4}(?:tax )?(?:assessments?|disputes?|litigation|lawsuits?|claims|matters?)\\b`, "g"), specific: false, selfImplied: true },
    {
      gate: /litigation/i, re: R(`\\blitigation (?:contingency |settlement )?(?:reserve )?(?:charges?|accruals?|expenses?|adjustments?|provisions?) of (?:approximately )?\\$\\s?\\(?\\d`, "g"),
      specific: true,
      selfImplied: true,
      notDefinition: true,
      unless: INSURANCE_CLAIMS_RE
    },
    { gate: /settlement/, re: /\b(?!(?:The|This|That|These|Those|Our|Its|A|An|Such|Pension|Tax|Contract|Debt|Hedge|Derivative)\s)(?:[A-Z][\w-]*\s+){1,3}settlement(?:\s+agreement)?\s+(?:costs?|charges?|expenses?|accruals?|liabilit(?:y|ies)|payments?)\b/g, specific: true, selfImplied: true, notDefinition: true },
    // tax disputes: notices of deficiency, assessments against the company, petitions
    { gate: /notice|assessment|NOPA/i, re: R(`\\b(?:received|issued|served|sent|delivered|mailed)\\b[^;]{0,60}?\\b(?:(?:statutory )?notices? of (?:deficiency|proposed adjustments?)|90-day (?:letters?|notices?)|tax assessments?)\\b`, "g"), specific: true },
    { gate: /assessment/i, re: R(`\\b(?:tax )?assessments? (?:of [^;]{0,40} )?against (?:us|the company|it|[A-Z])`, "g"), specific: false },
    // an enforcement matter settled with an authority: "settled via consent agreement with the EPA", "payment of civil penalties"
    {
      gate: /consent|settlement|administrative order/i, re: R(`\\b(?:settled|resolved|concluded) (?:via|through|by|pursuant to|under|in) (?:a |an |the )?(?:consent (?:agreement|order|decree)|settlement agreement|administrative (?:order|settlement))\\b`, "g"),
      specific: true,
      admits: true
    },
    {
      gate: /consent/i, re: R(`\\bconsent (?:agreement|order|decree)s? (?:with|entered (?:into )?with|issued by) (?:the )?(?:{AUTHORITY})`, "g"),
      specific: true
    },
    { gate: /civil penalt|administrative penalt/i, re: R(`\\b(?:payment of|pay|paid|agreed to pay|assessed) (?:[^;]{0,30}?)\\b(?:civil|administrative) penalt(?:y|ies)\\b[^;]{0,60}?(?:[$€£¥]\\s?\\d|\\d[\\d,.]* (?:million|billion))`, "g"), specific: true },
    { gate: /disclosed|reported/i, re: R(`\\b(?:self-disclosed|voluntarily disclosed|self-reported|voluntarily reported) (?:[^;]{0,40}?)\\b(?:potential |possible |certain )?(?:violations?|non-?compliance|matters?)\\b[^;]{0,160}?\\bto (?:the )?(?:{AUTHORITY})`, "g"), specific: true },
    { gate: /disclosed|reported/i, re: R(`\\b(?:self-disclosed|voluntarily disclosed|self-reported|voluntarily reported) to (?:the )?(?:{AUTHORITY})[^;]{0,80}?\\b(?:potential |possible |certain |apparent )?(?:violations?|non-?compliance)\\b`, "g"), specific: true },
    { gate: /assessed|imposed|levied/i, re: R(`\\b(?:fines?|penalt(?:y|ies)|sanctions) (?:are|were|was|is|have been|has been) (?:assessed|imposed|levied)(?: jointly and severally)? (?:to|against|on) {SUBJ}`, "g"), specific: false, selfSubject: true, caption: true },
    // named a potentially responsible party at a site, or served with notices of violation
    // (a designation at unnamed and uncounted sites, told as the company's standing exposure, is general: "… identified as a potentially responsible
    // party (PRP) at several waste disposal sites under U.S. federal and related state environmental statutes …")
    {
      gate: /responsible part/i, re: R(`\\b{SUBJ} (?:have|has|had) been (?:named|designated|identified) (?:as )?(?:a |one of the )?(?:potentially )?responsible part(?:y|ies)\\b`, "g"), specific: false, selfSubject: true,
      unless: /\bresponsible part(?:y|ies)(?: \(PRPs?\))? (?:at|for|with respect to|in connection with) (?:several|various|certain|a number of|numerous|multiple|many) (?:[\w-]+ ){0,3}?sites\b/i
    },
    { gate: /notices? of (?:violation|non-?compliance)|violation notices?/i, re: R(`\\b(?:received|issued|served|resolve|settle)\\b[^;]{0,120}?\\b(?:notices? of (?:violation|non-?compliance)|violation notices?)\\b`, "g"), specific: true },
    // an authority's order received: "we received a proposed Administrative Compliance Order (the “ACO”) from the NMED relating to the violations …"
    { gate: /(?:compliance|abatement) orders?/i, re: R(`\\b(?:received|issued|served)\\b[^;]{0,120}?\\b(?:(?:proposed|draft|final) )?(?:administrative |unilateral )?(?:compliance|abatement) orders?\\b`, "g"), specific: true },
    {
      // (or the authority first: "the New York State Department of Environmental Conservation (“NYSDEC”) and the Company entered into a consent order")
      gate: /consent/i, re: R(`\\band (?:the )?(?:[\\w.-]+ ){0,3}?(?:{AUTHORITY})(?: \\([A-Z]{2,6}\\))? (?:entered into|signed|agreed to) (?:a |an )?consent (?:decree|order|agreement)\\b|\\b(?:{AUTHORITY})(?: \\((?:the )?[“"]?[A-Z]{2,8}[”"]?\\))? and (?:the company|we) (?:entered into|signed|agreed to) (?:a |an )?consent (?:decree|order|agreement)\\b`, "g"),
      specific: true
    },
    { gate: /fine|penalt/i, re: R(`\\b(?:the|an?) (?:{AUTHORITY}) (?:fines?|penalt(?:y|ies))\\b(?= [^;]{0,30}?\\b(?:that|which) (?:was|were|had been|has been) (?:recorded|paid|imposed|levied|assessed|annulled|reduced)\\b)`, "g"), specific: true, selfImplied: true },
    // a settlement with an authority: "we agreed to limit … in a settlement with the European Commission"
    { gate: /settlement/i, re: R(`\\b(?:a|an|the|our|its) (?:\\d{4} )?settlement (?:agreement )?with (?:the )?(?:{AUTHORITY})`, "g"), specific: true },
    { gate: /[Mm]atters?/, re: /\b(?:settlement|resolution) of (?:the\s+)?(?!Company\b)(?:[A-Z][\w-]*\s+){1,3}[Mm]atters?\b/g, specific: false, selfImplied: true },
    { gate: /tax/i, re: R(`\\b(?:settlement|resolution) of (?:a |the )?tax (?:audits?|disputes?|assessments?|litigation) (?:in|with) [A-Z]`, "g"), specific: false, selfImplied: true, namedCost: true },
    // a tax assessment, demand or proposed adjustment the company received ("PT-FI received assessments from the local regional tax authority in
    // Papua …", "Bunge received a preliminary income tax audit report from the Argentine tax authorities"): "one of the Company's Indian subsidiaries received a tax assessment
    // approximating $272,000", "The Company has received the Income Tax Demand orders, amounting to $101.68 million …", "we received a draft of
    // proposed adjustments from the Internal Revenue Service …"; "the income tax department has issued the draft assessment order …"; "We received an initial
    // notice from the tax authorities in Brazil … in connection with tax credits …", "The tax authorities are currently assessing R$7.0 million …"
    { gate: /tax|IRS|Internal Revenue|assessment/i, re: R(`\\breceived (?:a |an |the )?(?:(?:final|draft|revised|formal) )?(?:(?:income |sales |value[- ]added |service |withholding )?tax (?:assessments?|demands?(?: orders?)?|deficiency notices?)|income tax demand orders?|draft of (?:the )?proposed adjustments from (?:the )?(?:IRS|Internal Revenue Service))\\b|\\btax (?:department|authorit(?:y|ies)|office)\\b[^;]{0,40}?\\b(?:has |have )?issued (?:a |an |the )?(?:(?:final|draft|revised) )?assessment orders?\\b|\\btax authorit(?:y|ies) (?:are|is) (?:currently )?assessing (?:[A-Z]{1,3})?\\$\\s?\\d|\\breceived (?:a |an |the )?(?:[\\w-]+ ){0,3}?(?:assessments?|audit reports?|demands?|notices?) from (?:the )?(?:[\\w-]+ ){0,4}?(?:tax|revenue|fiscal) (?:authorit(?:y|ies)|office|department|administration|agency|service)\\b`, "g"), specific: true, selfImplied: true },
    // a tax authority's report, notice or assessment issued to the company
    {
      gate: /IRS|Internal Revenue|tax|revenue|assessing/i, re: R(`\\b(?:IRS|Internal Revenue Service|(?:[A-Z][\\w]+ )?tax (?:authorit(?:y|ies)|administration|agency|office)|(?:[A-Z][\\w]+ )?Tax Authorities|revenue (?:agency|authorit(?:y|ies)|service)|assessing office|HMRC)\\b[^;]{0,200}?\\b(?:issued|proposed|assessed|sent|delivered|served)\\b (?:[^;]{0,40}?)\\b(?:audit report|revenue agent['’]s reports?|RARs?|notices? of (?:deficiency|proposed adjustments?|assessment)|(?:tax )?assessments?|(?:proposed )?adjustments)\\b`, "g"),
      // a step of a routine examination ("the IRS issued a Revenue Agent's report detailing proposed adjustments for the tax years under
      // examination") is no proceeding until the company contests it or an assessment, deficiency or penalty follows
      unless: EXAMINATION_STEP_RE,
      specific: true,
      selfImplied: true
    },
    { gate: /assessment/i, re: R(`\\breceived (?:a |an |the )?(?:final |revised |formal )?(?:tax )?(?:assessments?|notices? of (?:tax )?assessment) (?:from|by) (?:the )?(?:IRS|Internal Revenue Service|(?:[A-Z][\\w]+(?:['’]s)? )?(?:(?:federal|national|state|provincial|local|municipal) )?tax (?:authorit(?:y|ies)|administration|agency|office)|revenue (?:agency|authorit(?:y|ies)|service))`, "g"), specific: true, selfImplied: true },
    { gate: /agreement|settle/i, re: R(`\\b(?:agreement|settlement) with (?:the )?(?:IRS|Internal Revenue Service|(?:[A-Z][\\w]+ )?tax authorit(?:y|ies)) to (?:settle|resolve)\\b`, "g"), specific: true, selfImplied: true },
    { gate: /agreements? with/i, re: R(`\\b(?:reached|entered into|came to) (?:an |a )?agreements? with (?:the )?(?:IRS|Internal Revenue Service|(?:[A-Z][\\w]+ )?tax authorit(?:y|ies)) on\\b`, "g"), specific: true, selfImplied: true },
    // a settlement payment the company agreed to make
    { gate: /settlement payment/i, re: R(`\\b(?:agreed|agrees) to (?:make|pay) (?:a |the )?settlement payments?\\b`, "g"), specific: true },
    // the company contests a decision, assessment or report: appeals, protests, cross-appeals
    {
      gate: /appeal|protest/i, re: R(`\\b{SUBJ} (?:has |have |had )?(?:subsequently |also |timely |then )?(?:filed|submitted|lodged) (?:a |an |its |their )?(?:formal |written )*(?:(?:IRS )?appeals? protest|protest|notice of appeal|cross-appeal|appeal)\\b`, "g"),
      specific: true,
      selfSubject: true
    },
    {
      gate: /challeng|contest|disput|disagree|appeal/i, re: R(`\\b(?:challenging|contesting|disputing|appealing|disagrees? with|disagreed with|right to (?:appeal|contest|challenge|dispute)) (?:[^;]{0,60}?)\\b(?:tax assessments?|assessments? (?:issued|made|imposed)|proposed adjustments|notices? of (?:deficiency|proposed adjustments?|assessment)|revenue agent['’]s report|(?:the )?(?:IRS|Internal Revenue Service)\\b)`, "g"),
      specific: true,
      matter: true
    },
    // results explained by a court's decision: "a $764 million reserve adjustment … a direct result of the U.S. Tax Court opinion"
    {
      gate: /court|tribunal|jury|arbitra/i, re: R(`\\b(?:charges?|costs?|expenses?|(?:reserve )?adjustments?|benefits?|impacts?|losses|loss|provisions?|accruals?)\\b[^;]{0,80}?\\b(?:related to|relating to|associated with|(?:a |the |direct )*result of|resulting from|due to|following|in connection with|arising from)\\b[^;]{0,80}?\\b(?:court|tribunal|arbitra\\w+|jury)\\b[^;]{0,60}?\\b(?:decisions?|opinions?|rulings?|judge?ments?|verdicts?|awards?)\\b`, "g"),
      specific: true,
      selfImplied: true,
      notDefinition: true,
      ownCaption: true
    },
    // the company is party to a litigation named by its subject ("party to asbestos-related product litigation")
    {
      gate: /part(?:y|ies) to/i, re: R(`\\b{SUBJ} (?:are|is|was|were|have been|has been|remains?) (?:currently |also |now )?(?:a |the )?(?:named )?part(?:y|ies) to (?!(?:an? )?(?:various|other|certain|numerous|several|legal|ordinary|routine|many|number|variety|range|wide|host|multitude|such|these|any)\\b)(?:[\\w-]+ ){1,3}(?:litigation|lawsuits?|class actions?|proceedings)\\b`, "g"),
      specific: false,
      selfSubject: true
    },
    // a category made specific by what it alleges: "our wireless business also faces … lawsuits relating to alleged health effects of …"
    {
      gate: /\bfac(?:e|es|ing)\b/i, re: R(`\\b(?:we|the company|it|our [\\w ]{0,30}?(?:business|businesses|segment|subsidiar(?:y|ies))) (?:currently |also |continue to )*(?:face|faces|are facing|is facing) (?:[^;]{0,60}?)\\b(?:lawsuits|suits|claims|litigation|class actions)\\b[^;]{0,20}?\\b(?:relating to alleged|related to alleged|alleging|based on alleged|arising from alleged)\\b`, "g"),
      specific: false
    },
    // "Union Carbide is and has been involved in a large number of asbestos-related suits …"
    {
      gate: /involved in/i, re: R(`\\b{SUBJ} (?:is|are|was|were|has been|have been)(?: and (?:has|have) been)? (?:currently |also )?involved in (?:a large number of |a number of |numerous |many |several |thousands of )?(?!(?:various|other|certain|routine|ordinary|legal|such)\\b)[\\w-]+-related (?:[\\w-]+ )?(?:suits|lawsuits|litigation|claims|actions)\\b`, "g"),
      specific: false,
      selfSubject: true
    },
    // an authority's notice that it intends to impose penalties
    { gate: /intention|intent|plans? to/i, re: R(`\\b(?:notified|informed|advised)\\b[^;]{0,160}?\\b(?:of (?:its|their) )?(?:intention|intent|plans?) to (?:impose|assess|seek|levy) (?:[\\w-]+ )?(?:penalties|fines|sanctions)\\b`, "g"), specific: true },
    // the ongoing litigation about a named subject is presupposed even when its outcome is open
    {
      gate: /ongoing|pending|existing/i, re: R(`\\b(?:the|our) (?:ongoing|pending|existing) (?:[\\w-]+ ){0,2}?(?:litigation|lawsuits?|class actions?|proceedings)\\b(?: or [^;]{0,50}?)? (?:related to|relating to|associated with|regarding|concerning|arising from|over) (?:the|our) (?=[^;]{0,40}?\\b[A-Z][\\w-]+)`, "g"),
      specific: false,
      admits: true
    },
    // hedged past suits that say what they allege: "We have been, and may in the future be, subject to … lawsuits … containing allegations that …"
    {
      gate: /been,? (?:and|or)/i, re: R(`\\b(?:we|the company|it) (?:have|has) (?:in the past |previously )?been,? (?:and|or) (?:may|could|might)(?: in the future)?(?: continue to)? be,? (?:subject to|named in|sued|a defendant in)\\b[^;]{0,140}?\\b(?:allegations? that|alleging|relating to alleged|who seek to|for (?:actions|conduct) (?:taken )?(?:by|of))\\b`, "g"),
      specific: false,
      admits: true
    },
    { gate: /allegations in/i, re: R(`\\b(?:we|the company) (?:have been|has been|are|is) (?:currently )?subject to allegations in (?:legal )?(?:proceedings|lawsuits|litigation) that\\b`, "g"), specific: false, admits: true },
    { gate: /ongoing|pending/i, re: R(`\\b{SUBJ}(?:,? along with [^,;]{1,60},)? (?:has been|have been) (?:currently )?subject to (?:ongoing|pending) (?:[\\w-]+ ){0,3}?(?:litigation|lawsuits?|class actions?|claims|proceedings)\\b`, "g"), specific: false, selfSubject: true, caption: true },
    { gate: /ongoing|pending/i, re: R(`\\b(?:we|the company) (?:are|is) (?:currently )?subject to (?:ongoing|pending) (?:[\\w-]+ ){0,3}?(?:litigation|lawsuits?|class actions?|claims|proceedings)\\b`, "g"), specific: true },
    // money put into a litigation escrow: "we deposited $850 million into the U.S. litigation escrow account"
    { gate: /escrow/i, re: R(`\\b(?:deposited|deposits? of|made deposits? of|paid|payments? of|funded) [^;]{0,60}?\\b(?:in)?to (?:the |our |a |its )?(?:[\\w.-]+ ){0,2}?(?:litigation|settlement) escrow\\b`, "g"), specific: false, selfImplied: true },
    // the company resolved or settled its litigation with named parties: "The Company has now resolved its litigation with all states …"
    { gate: /resolved|settled/i, re: R(`\\b(?:we|the company|it) (?:have |has )?(?:now |also |previously )?(?:resolved|settled) (?:its|our|the) (?:[\\w-]+ ){0,2}?(?:litigation|lawsuits|claims|cases|disputes) (?:with|brought by|filed by)\\b`, "g"), specific: false },
    // sanctions a government imposed on the company or the subsidiary the section keeps naming
    { gate: /sanction/i, re: R(`\\b(?:announced|imposed|levied|issued) (?:[\\w-]+ )?sanctions (?:against|on) {SUBJ}`, "g"), specific: true, selfSubject: true, caption: true },
    { gate: /sanction/i, re: R(`\\bsanctions (?:against|on) {SUBJ} (?:included|include|includes|consisted of|comprised) (?:a |an )?(?:fines?|penalt(?:y|ies))\\b`, "g"), specific: false, selfSubject: true, caption: true },
    // suits presupposed by a definite mention: "the purported class action lawsuits and derivative lawsuits filed against us …"
    {
      gate: /against/i, re: R(`\\bthe {ADJ}(?:[\\w-]+ ){0,2}?(?:lawsuits|class actions|complaints|suits|actions)(?: and {ADJ}(?:[\\w-]+ ){0,2}?(?:lawsuits|class actions|complaints|suits|actions|claims))? (?:filed|brought|pending|asserted) against (?:us|the company)\\b`, "g"),
      specific: false,
      admits: true
    },
    // existing or pending suits stated as such ("there are existing claims and lawsuits in Russia related to …")
    {
      gate: /\bthere\b/i, re: R(`\\bthere (?:are|is|were|was|have been|has been) (?:currently )?(?:existing|pending|ongoing|several|two|three|multiple) {ADJ}(?:[\\w-]+ ){0,2}(?:claims|lawsuits?|class actions?|actions?|proceedings|litigation)(?: and (?:[\\w-]+ ){0,2}(?:claims|lawsuits?|class actions?|proceedings|litigation))? (?:pending|filed|brought|in|against|related|relating|arising)\\b`, "g"),
      specific: true
    },
    // counted suits filed over a stated event, told in the passive: "as a result of the cybersecurity incident described above, several class
    // actions and lawsuits have been filed" (suits filed against others stay silent)
    {
      gate: /been filed/i, re: R(`\\b(?:as a result of|in connection with|arising (?:from|out of)|relating to|related to|following|after) (?:the|this|that|our) [^;]{0,80}?\\b(?:several|multiple|numerous|a number of|two|three|four|five|six|seven|eight|nine|ten|\\d+) {ADJ}(?:[\\w-]+ ){0,2}?(?:class actions|lawsuits|suits|complaints)(?: and (?:[\\w-]+ ){0,2}?(?:class actions|lawsuits|suits|complaints|claims))? (?:have|has) (?:since |also |subsequently )?been filed\\b(?! against (?!us\\b|the company\\b))`, "g"),
      specific: false
    },
    { gate: /settlement discussions/i, re: R(`\\bsettlement discussions (?:are|were|remain) (?:ongoing|continuing|underway)\\b`, "g"), specific: false },
    // the company's present involvement in named litigation
    { gate: /been (?:managing|defending|involved)/i, re: R(`\\b(?:we|the company|it) (?:have|has) (?:also )?been (?:managing|defending|involved in) (?:[^;]{0,40}?)\\b(?:lawsuits?|litigation|suits?|proceedings|cases?)\\b`, "g"), specific: true },
    // events resulted in litigation / fines against the company
    { gate: /result/i, re: R(`\\b(?:resulted|have resulted|has resulted) in (?:[^;]{0,80}?)\\b(?:litigation|lawsuits?|fines|penalties|class actions?)\\b`, "g"), specific: false },
    // proceedings continue / pending before a court
    { gate: /continu|pending/i, re: R(`\\b(?:proceedings|litigation|the case|the lawsuit|the action|appeals?) (?:continues?|remains? pending|(?:is|are) (?:currently )?pending) (?:in|before)\\b`, "g"), specific: true },
    { gate: /pending before/i, re: R(`\\b(?:a |an )?(?:lawsuit|case|action|appeal|matter) (?:is |are )?(?:currently )?pending before\\b`, "g"), specific: true },
    // the company, after another verb, is a defendant: "The Company received subpoenas … and is a defendant, among other defendants, in a civil qui tam litigation …"
    { gate: /defendant/i, re: R(`\\b(?:we|the company)\\b[^;]{0,150}? and (?:is|are|was|were|has been|have been) (?:also |currently )?(?:a |the |one of (?:the |several |many )?)?(?:co-|nominal )?defendants?(?:,? (?:among|along with|together with) [^,;]{1,60},)? in\\b`, "g"), specific: false },
    // suits filed that name the company: "two purported class action lawsuits have been commenced in the … Court …, naming as defendants the Company, its Chief Executive Officer …"
    { gate: /naming/i, re: R(`\\b{ADJ}(?:[\\w-]+ ){0,2}?{SUIT} (?:[^;]{0,160}?)(?:was|were|has been|have been|had been) (?:filed|commenced|brought|instituted)\\b[^;]{0,160}?\\bnaming (?:as (?:a )?(?:co-)?defendants? )?(?:us|the company)\\b`, "g"), specific: false, selfImplied: true },
    // securities class actions filed (they are brought against the issuer): "four class action lawsuits were filed alleging violations of the U.S. securities laws"
    { gate: /securities/i, re: R(`\\b{ADJ}(?:class actions?|lawsuits?|complaints?|suits?|actions?) (?:[^;]{0,100}?)(?:was|were|has been|have been) (?:filed|commenced|brought)\\b[^;]{0,160}?\\balleging violations? of (?:the )?(?:U\\.S\\. )?(?:federal )?securities laws\\b`, "g"), specific: true, selfImplied: true },
    // a derivative action filed on the company's behalf against its officers: "a related shareholder derivative action was filed, purportedly on behalf of the Company"
    { gate: /derivative/i, re: R(`\\b(?:shareholder |stockholder )?derivative (?:action|lawsuit|suit|complaint)s? (?:[^;]{0,60}?)(?:was|were|has been|have been) (?:filed|commenced|brought)\\b`, "g"), specific: true, selfImplied: true },
    // a penalty assessed to the company: "In July 2020, we received a penalty assessment of approximately $136,000 from the federal Bureau of Safety and Environmental Enforcement"
    { gate: /penalt|fine/i, re: R(`\\b(?:we|the company|it) (?:have |has |had )?received (?:a |an )?(?:[\\w-]+ )?(?:civil )?(?:penalty|fine) (?:assessments?|notices?|of)\\b`, "g"), specific: false },
    // an authority names the company responsible for a site: "the EPA notified us that we were a potentially responsible party under CERCLA",
    // "the EPA issued Special Notice Letters to over 400 entities, including the Company, alleging …"
    { gate: /responsible|PRP|notice letter/i, re: R(`\\b(?:notified|informed|advised) (?:us|the company) that (?:we|it) (?:was|were|is|are|had been|has been|have been) (?:a |one of (?:the |several )?)?(?:potentially responsible part(?:y|ies)|PRPs?)\\b|\\b(?:issued|sent) (?:special )?notice letters? to [^;]{0,60}?\\bincluding (?:us|the company)\\b`, "g"), specific: false },
    // … and the passive, a subsidiary named before: "the Advertiser Company (Advertiser), a subsidiary that publishes …, was notified by the U.S.
    // Environmental Protection Agency (EPA) that it had been identified as a potentially responsible party (PRP) for …"
    { gate: /responsible|PRP/i, re: R(`(?:\\b(?:we|the company)|\\bsubsidiar(?:y|ies)\\b[^;]{0,80}?,) (?:was|were|has been|have been|had been) (?:notified|informed|advised) by (?:the )?[^;]{0,80}? that (?:it|they|we) (?:was|were|is|are|had been|has been|have been) (?:(?:identified|named|designated) as )?(?:a |one of (?:the |several )?)?(?:potentially responsible part(?:y|ies)|PRPs?)\\b`, "g"), specific: false },
    // a court entered a consent decree that releases or binds the company
    { gate: /consent/i, re: R(`\\b(?:courts?|judge)\\b[^;]{0,100}?\\bentered (?:a |an |the )?consent (?:decree|judge?ment|order)\\b[^;]{0,120}?\\b(?:us|the company|our)\\b`, "g"), specific: false },
    // an authority's letter asserting a claim against the company: "the EPA sent us a letter asserting that … had incurred $9.8 million in unreimbursed costs"
    { gate: /sent/i, re: R(`(?:{AUTHORITY})[^;]{0,40}?\\bsent (?:us|the company) (?:a |an )?(?:letter|notice|demand)\\b[^;]{0,40}?\\b(?:asserting|alleging|demanding|claiming|seeking)\\b`, "g"), specific: false },
    // a defendant among many in suits named by what they claim: "The Company and certain of the Company's subsidiaries are among numerous
    // defendants in a number of cases seeking damages for alleged exposure to asbestos-containing materials related to talc products …"
    { gate: /defendants/i, re: R(`\\b{SUBJ}(?: and [^;]{0,80}?)? (?:is|are|was|were|has been|have been) (?:among )?(?:the |numerous |many |several |multiple )?(?:co-)?defendants in (?:a number of|numerous|various|several|many|multiple) (?:[\\w-]+ ){0,2}?(?:cases|lawsuits|actions|claims|suits|proceedings)\\b[^;]{0,40}?\\b(?:seeking (?:damages|compensation|recovery) for|alleging|relating to|related to|arising (?:from|out of)|involving) (?:alleged )?[a-z]`, "g"), specific: false, selfSubject: true },
    // a count of the company's open cases: "As of April 2, 2023, we had 460 open asbestos cases related to certain talc products …"
    { gate: /cases|lawsuits|suits|actions|claims/i, re: R(`\\b(?:we|the company) (?:had|has|have) (?:approximately |about |over |more than )?\\d[\\d,]* (?:open |pending |active )?(?:[\\w-]+ ){0,2}?(?:cases|lawsuits|suits|actions|(?:asbestos|talc|mesothelioma|product liability|personal injury|[a-z]+-related) claims)\\b`, "g"), specific: false },
    // a settlement of the company's liability with authorities: "In July 2020, the Company settled criminal and civil liability with the U.S. Department of Justice (DOJ), …"
    { gate: /settled/i, re: R(`\\b(?:we|the company|it) settled (?:[\\w-]+ ){0,4}?(?:liability|liabilities|claims|charges|allegations|matters?) with (?:the )?(?:[A-Z][\\w.&'’-]* ){0,4}?(?:{AUTHORITY})`, "g"), specific: false },
    // settlements with plaintiffs: "On May 5, 2011, Company entered into two separate settlement agreements with two plaintiffs."
    { gate: /settlement agreement/i, re: R(`\\b(?:entered into|executed|signed|reached) (?:a |an |the |two |three |several )?(?:[\\w-]+ ){0,2}?settlement agreements? with (?:the |two |three |several |certain |all )?(?:[\\w-]+ )?(?:plaintiffs?|claimants|the class)\\b`, "g"), specific: false },
    // defendants among many in suits that claim injury: "Certain subsidiaries are each one of many defendants in a large number of lawsuits that claim personal injury …"
    { gate: /defendants/i, re: R(`\\b(?:we|the company|it|(?:certain|several|some|two|three) (?:of (?:our|its|the company['’]s) )?(?:[\\w-]+ )?subsidiaries|(?:our|its|the company['’]s) (?:[\\w-]+ )?subsidiaries)\\b[^;]{0,60}? (?:is|are) (?:each )?(?:one of )?(?:many |numerous |several |multiple |the )?(?:co-)?defendants\\b[^;]{0,60}?\\bin (?:a (?:large )?number of|numerous|various|several|many|multiple) (?:[\\w-]+ ){0,2}?(?:cases|lawsuits|actions|claims|suits|proceedings)\\b[^;]{0,40}?\\b(?:that (?:claim|allege|seek)|claiming|alleging|seeking)\\b`, "g"), specific: false },
    // "Claims have been asserted alleging personal injury from exposure to asbestos-containing components … of the Corporation's … subsidiary"
    { gate: /alleging/i, re: R(`\\b(?:claims|lawsuits|suits|actions) (?:have been|has been|were|was) (?:asserted|made|brought|filed) (?:against (?:us|the company|the corporation) )?alleging\\b`, "g"), specific: false },
    ...SITE_ANCHORS,
    ...DEMAND_ANCHORS,
    // "the SEC approved the Company's offers of settlement in connection with the SEC's investigations"
    { gate: /offers? of settlement/i, re: R(`(?:{AUTHORITY})[^;]{0,40}?\\b(?:approved|accepted) (?:the company['’]s|our|its) offers? of settlement\\b`, "g"), specific: false },
    // a settlement agreement that ends a dispute: "the Company entered into a settlement agreement in connection with a contract dispute regarding …"
    { gate: /settlement/i, re: R(`\\b(?:entered into|executed|signed|reached) (?:a |an )?(?:[\\w-]+ ){0,3}?settlement (?:and (?:mutual )?release )?agreement\\b[^;]{0,40}?\\b(?:in connection with|to resolve|resolving|relating to|related to) (?:(?:all|the) (?:[\\w-]+ ){0,2}?(?:issues|claims|matters) (?:of|in|under|raised in) )?(?:a|the) (?:[\\w-]+ ){0,3}?(?:dispute|lawsuit|litigation|claims?|arbitration|case|action|complaint)\\b`, "g"), specific: true },
    // a demand or suit that names the company as respondent: "DTI made a formal demand to the American Arbitration Association naming the Company as respondent"
    { gate: /naming/i, re: R(`\\bnaming (?:us|the company)(?: and [^;]{0,40}?)? as (?:a |the )?(?:co-)?(?:respondents?|defendants?)\\b`, "g"), specific: false },
    // … or names it by its name among others: "a lawsuit … was filed in the 22nd Judicial District Court … naming Treaty Energy Corporation, among
    // others, as a defendant"
    { gate: /naming/i, re: R(`\\bnaming (?<subj>[A-Z][\\w&.'’-]*(?: [A-Z][\\w&.'’-]*){0,3}),? (?:among others|and others|along with others),? as (?:a |the )?(?:co-)?(?:respondents?|defendants?)\\b`, "g"), specific: false, selfSubject: true },
    // notice of a suit received: "In March 2014, the Company received notice of a lawsuit against the Company …", "we were notified of a collection suit"
    { gate: /notice|notified|informed|advised/i, re: R(`\\b(?:received (?:a |an )?(?:amended )?notice of (?:a |an )?(?:[\\w-]+ ){0,2}?(?:lawsuits?|suits?|claims?|complaints?|actions?|arbitrations?|demands? for arbitration)|(?:we|the company) (?:was|were|has been|have been) (?:notified|informed|advised) of (?:a |an )?(?:[\\w-]+ ){0,2}?(?:lawsuits?|suits?|claims?|complaints?|actions?|arbitrations?))\\b`, "g"), specific: false, selfImplied: true },
    // a settlement and release under which the company pays: "we entered into a settlement and release with a former consultant under which we will pay $15,000"
    { gate: /settlement/i, re: R(`\\b(?:entered into|signed|executed|reached) (?:a |an )?(?:confidential )?settlement (?:and (?:mutual )?release|agreement)(?: agreement)? with [^;]{0,60}?\\b(?:under which|pursuant to which|whereby) (?:we|the company)(?= (?:will |agreed to |shall )?pay\\b)`, "g"), specific: false, admits: true },
    // "Purdue … elected to sue the Company for infringement in the District of Delaware on March 24, 2015"
    { gate: /\bsu(?:e|ed|ing)\b/i, re: R(`(?<!\\b(?:we|the company|it) (?:to |have |has |had )?)\\b(?:to sue|sued|suing) (?<subj>us|the company|the registrant|the partnership|the corporation|the bank|(?:one|two|certain|several) of (?:our|its) (?:[\\w-]+ ){0,2}?subsidiaries|our (?:[\\w-]+ ){0,2}?subsidiar(?:y|ies))\\b`, "g"), specific: false, selfSubject: true },
    // prosecution agreements that settle an authority's charges: "the Company entered into a Deferred Prosecution Agreement, dated February 5, 2009,
    // with the DOJ", "the Deferred Prosecution Agreement … entered into on May 5, 2009 among the United States Attorney's Office …, the Florida
    // Attorney General's Office and us was terminated" (a resolution of an investigation with no charge, suit or court is the investigation's alone)
    { gate: /prosecution agreement/i, re: R(`\\b(?:entered into|(?:is|are|remains?|was|were|became) (?:also |currently |still )?(?:subject to|(?:a )?party to)) (?:a |an |the )?(?:deferred|non)[\\s-]?prosecution agreement\\b|{PROSECUTION_AGREEMENT_ENTERED}`, "g"), specific: false },
    // an agreement to settle litigation against the company: "the Company entered into a memorandum of understanding regarding the settlement of pending private securities and related litigation against the Company"
    { gate: /memorandum of understanding|stipulation|agreement in principle/i, re: R(`\\b(?:memorandum of understanding|stipulation(?: of settlement)?|agreement in principle) (?:regarding|to|for|providing for) (?:the )?settle(?:ment)?\\b[^;]{0,80}?\\b(?:litigation|lawsuits?|actions?|claims|class actions?|cases?)\\b`, "g"), specific: true },
    // "The Corporation has settled with several state Attorneys General and insurance departments all issues arising out of their investigations."
    { gate: /settled with/i, re: R(`\\b(?:we|the company|the corporation|it) (?:has |have |had )?settled with (?:the |several |certain |various |two |three |a number of )?(?:state |federal )?(?:[A-Z][\\w.&'’-]* ){0,4}?(?:of (?:the )?)?(?:{AUTHORITY}|Attorneys General|insurance departments|regulators)`, "g"), specific: false },
    // an authority tells the company of a suit: "the U.S. Department of Justice informed the company of a False Claims Act complaint … filed under seal by a relator"
    { gate: /informed|notified|advised/i, re: R(`(?:{AUTHORITY})[^;]{0,40}?\\b(?:informed|notified|advised) (?:us|the company) of (?:a |an |the )?(?:[\\w-]+ ){0,4}?(?:complaint|lawsuit|suit|action|qui tam)\\b`, "g"), specific: false },
    // counterclaims that seek money from the company: "… with an answer, denying most of the company's claims, and counterclaims seeking approximately $410 million"
    { gate: /counterclaim/i, re: R(`(?<!\\b(?:we|the company|it) (?:have |has |had )?(?:also )?(?:filed |asserted |brought )?)\\bcounter-?claims? (?:seeking|alleging|for (?:approximately )?[$€£])`, "g"), specific: false },
    // suits pending against the company by its name: "Lawsuits are pending against AbbVie and others generally alleging …"
    { gate: /pending against/i, re: R(`\\b{ADJ}(?:[\\w-]+ ){0,2}?{SUIT} (?:are|is|remain|remains) (?:currently )?pending against (?<subj>[A-Z][\\w&.-]*(?: [A-Z][\\w&.-]*){0,3})`, "g"), specific: false, selfSubject: true, unless: NO_SUIT_PENDING_RE },
    // a suit filed by those who usually sue the company: "Seven complaints were filed by purported stockholders of the Company challenging the merger",
    // "A legal proceeding has been initiated by a former employee alleging wrongful termination"
    { gate: /filed|brought|commenced|initiated/i, re: R(`\\b{ADJ}(?:[\\w-]+ ){0,3}?{SUIT} (?:(?:has been|have been|was|were|had been) )?(?:filed|brought|commenced|initiated) by (?:a |an |one |two |three |several |certain |the )?(?:purported |putative |alleged )?(?:former |current )?(?:stockholders?|shareholders?|employees?|customers?|consumers?|franchisees?|dealers?|patients?|investors?|unitholders?|bondholders?|noteholders?)\\b`, "g"), specific: false, selfImplied: true },
    // a class action counted among others and filed in a court, whoever it is brought for: "A third purported class action lawsuit, on behalf of
    // persons who are or were Plan participants …, was filed in the same court on March 21, 2002.", "Another putative class action was filed in the
    // Superior Court of California on June 3, 2019."
    { gate: /class action/i, re: R(`\\b(?:a|an|another) (?:second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|further|additional|similar|related|new|separate)?\\s?(?:purported |putative )?(?:securities |shareholder |stockholder |consumer |ERISA |antitrust |wage and hour )?class action(?: (?:lawsuit|suit|complaint|action|petition))?,? (?:[^;]{0,240}?,? )?(?:was|has been|had been) (?:filed|commenced|brought|instituted)\\b[^;]{0,80}?\\bin (?:the )?(?:same |[A-Z][\\w.'’-]* |[a-z]+ ){0,8}?(?:[Cc]ourt|[Tt]ribunal)\\b`, "g"), specific: false, selfImplied: true, ownCaption: true },
    // "A number of putative class actions were filed in the U.S. and Canada on behalf of customers allegedly harmed by the Data Breach."
    { gate: /behalf/i, re: R(`\\b{ADJ}(?:[\\w-]+ ){0,2}?(?:class actions?|lawsuits?|complaints?|suits?|actions?) (?:has been|have been|was|were|had been) (?:filed|brought|commenced)\\b[^;]{0,100}?\\bon behalf of (?:a (?:putative |purported )?class of )?(?:all )?(?:(?:our|the company['’]s|its) )?(?:[\\w-]+ ){0,3}?(?:customers|consumers|shareholders|stockholders|purchasers|investors|employees|patients|users|holders)\\b`, "g"), specific: false, selfImplied: true },
    // a party that is not the company files in a court: "Jonathan Torres and other consumers filed an action in the U.S. District Court …", "The X Pension
    // Fund, the purported holder of 4,500 shares of our common stock, commenced an action in the Delaware Chancery Court …"
    { gate: /filed|commenced|brought|instituted|initiated/i, re: R(`\\b(?!(?:the company|we|our|the registrant)\\b)(?:[A-Z][\\w.'’-]*(?: [A-Z][\\w.'’-]*){0,3}|(?:a|one|two|several) (?:former |current )?(?:[\\w-]+ ){0,2}?(?:employees?|customers?|consumers?|shareholders?|stockholders?|franchisees?|competitors?|distributors?|resellers?|suppliers?|patients?))(?: and (?:other|several|certain) \\w+)?(?:, (?:the |a |an |through |by |acting through |on behalf of )[^,;]{3,100},)? (?:has |have |had )?(?:filed|commenced|brought|instituted|initiated) (?:a |an |(?:more than |over |approximately )?\\d[\\d,]* )?{ADJ}(?:[\\w-]+ ){0,2}?(?:class actions?|lawsuits?|complaints?|suits?|actions?|petitions?) (?:in|with|before) (?:the )?(?:[\\w.'’ -]{0,50}?)(?:Court|Tribunal|courts)\\b`, "g"), unless: /\bvoluntary petitions?\b|\bseeking relief under chapter (?:7|11|15)\b/i, specific: false, selfImplied: true },
    // a demand for arbitration made by another party: "A former reseller of our … systems … has filed a demand for arbitration seeking monetary damages"
    { gate: /arbitration/i, re: R(`(?<!\\b(?:we|the company|it)\\s(?:have\\s|has\\s|had\\s)?(?:also\\s)?)\\b(?:filed|served|submitted|initiated) (?:a |an )?(?:demand|notice|request|statement of claim) for arbitration\\b`, "g"), specific: false, selfImplied: true },
    // counterclaims against the company: "the customer asserted counter-claims of $10.3 million"
    { gate: /counter/i, re: R(`(?<!\\b(?:we|the company|it)\\s(?:have\\s|has\\s|had\\s)?(?:also\\s)?)\\b(?:asserted|filed|brought) (?:[\\w-]+ )?counter-?claims?\\b`, "g"), specific: false, selfImplied: true },
    // defending against a verdict or judgment: "We are aggressively defending against a $65.4 million jury verdict …"
    { gate: /verdict|judge?ment|award/i, re: R(`\\b(?:we|the company|it) (?:are|is|were|was|continue to be|continues to be|have been|has been) (?:currently |also |now |vigorously |aggressively )*(?:defending against|appealing|contesting|challenging) (?:a |an |the )?(?:[\\w$€£.,-]+ ){0,3}?(?:jury )?(?:verdicts?|judge?ments?|awards?)\\b`, "g"), specific: false },
    // a claim received from another party that alleges something: "we received a claim from a public transit authority customer which alleges …"
    { gate: /alleg|assert|claim|seek/i, re: R(`\\b(?:we|the company|it) (?:have |has |had )?(?:also )?received (?:a |an )?(?:[\\w-]+ )?(?:claims?|demands?|complaints?|demand letters?) from [^;]{0,100}?\\b(?:which |that |who )?(?:alleges?|alleging|asserting|claiming|seeking)\\b`, "g"), specific: true, selfImplied: true },
    // claims made against the company: "The four major payment card networks made claims against the Company …", "The Data Breach resulted in a number of claims against the Company"
    { gate: /against/i, re: R(`\\b(?:made|asserted|pressed|(?:led to|resulted in|gave rise to)(?: (?:a number of|several|numerous|multiple|various))?) (?:[\\w-]+ ){0,2}?claims? against (?:the company|us)\\b(?!['’])`, "g"), specific: false },
    // a sealed complaint made public: "the qui tam complaint underlying the DOJ inquiry was unsealed", "On May 29, 2014, the case was unsealed."
    { gate: /unsealed/i, unless: R("\\bunsealed against (?!us\\b|the company\\b|our\\b|it\\b)"), re: R(`\\b(?:qui tam )?(?:complaint|case|action|lawsuit|suit)\\b[^;]{0,60}?\\b(?:was|were|has been|had been) unsealed\\b`, "g"), specific: false },
    // a settlement with an authority: "on February 1, 2023, we reached a negotiated settlement with the FTC …"
    { gate: /settlement/i, re: R(`\\b(?:reached|entered into|agreed to|signed|executed|finalized|completed|announced) (?:a |an |the )?(?:[\\w-]+ ){0,2}?settlement(?: agreement)?(?: in principle)? with (?:the )?(?:[A-Z][\\w.&'’-]* ){0,4}?(?:{AUTHORITY})`, "g"), specific: false },
    { gate: /agreement/i, re: R(`\\b(?:reached|entered into|signed) (?:a |an )?(?:[\\w-]+ ){0,2}?agreement in principle with (?:the )?(?:[A-Z][\\w.&'’-]* ){0,4}?(?:{AUTHORITY})`, "g"), specific: false },
    // a penalty an authority issued to the company: "OSHA … issued its penalty to the Company in the amount of $138"
    { gate: /penalt|fine|citation/i, re: R(`(?:{AUTHORITY})[^;]{0,80}?\\b(?:issued|assessed|imposed) (?:a |an |its |the )?(?:[\\w$.,-]+ ){0,3}?(?:civil |administrative )?(?:penalt(?:y|ies)|fines?|citations?)\\b[^;]{0,40}?\\b(?:to|on|against) (?:the company|us|our|it)\\b`, "g"), specific: false },
    // counted dockets and forum-named arbitrations: "the Company was a party to 370 pending cases involving an aggregate of 4,709
    // claimants …", "over 20 FINRA arbitrations that were pending", "multiple FINRA arbitration proceedings by customers"
    { gate: /\d/, re: R("\\b(?:we|the company|the corporation|it|(?:one of )?(?:our|its) (?:[\\w-]+ )?subsidiar(?:y|ies))\\b (?:was|were|is|are|remains?|remained|has been|have been) (?:currently )?(?:a )?(?:party|parties|defendants?|named (?:as )?(?:a )?defendants?) (?:to|in) (?:approximately |about |over |more than |some )?\\d[\\d,]* (?:pending |active |open )?(?:cases|lawsuits|suits|actions|claims|proceedings|arbitrations|matters)\\b", "g"), specific: false, selfImplied: true },
    { gate: /pending/i, re: R("\\b(?:approximately |about |over |more than |some )?\\d[\\d,]* (?:[A-Z]{2,6} )?(?:arbitrations?|arbitration (?:claims|proceedings|cases)|lawsuits|suits|claims|cases|actions)\\b[^;.]{0,60}?\\b(?:were|was|are|is|remain|remained) (?:still |currently )?pending\\b", "g"), specific: false },
    // "On December 31, 2000, there were 1,664 active cases pending", "During 2000, 1,330 new actions, … were served against RJR Tobacco"
    // a count of pending suits given inside a wider category: "We are subject to various legal proceedings, many involving routine litigation …,
    // including approximately 2,228 pending product liability lawsuits resulting from …"
    { gate: /pending/i, re: R("\\b(?:including|includes?|included|of which|among them|among which) (?:approximately |about |over |more than |some |nearly )?\\d[\\d,]* pending (?:[\\w-]+ ){0,3}?(?:lawsuits|suits|cases|actions|claims)\\b", "g"), specific: false, selfImplied: true },
    { gate: /pending/i, re: R("\\bthere (?:were|are|was|is|remain(?:ed)?) (?:approximately |about |over |more than |some )?\\d[\\d,]* (?:[\\w-]+ ){0,2}?(?:lawsuits|suits|cases|actions|claims) pending\\b", "g"), specific: false },
    { gate: /served against/i, re: R("\\b\\d[\\d,]* (?:new |additional )?(?:lawsuits|suits|cases|actions|complaints)\\b[^;]{0,120}?\\b(?:were|was|have been|had been) served (?:on|upon|against) (?!others\\b|other\\b)", "g"), specific: false },
    // the plaintiffs of particular cases and what they seek or did: "The claimants in the asbestos and manganese cases seek compensatory and
    // punitive damages", "In April 2006, the plaintiffs amended the complaint to add a claim for civil conspiracy."
    { gate: /plaintiff|claimant|relator|petitioner/i, re: R(`\\b(?:the )?(?:plaintiffs?|claimants?|relators?|petitioners?) in (?:the|these|those|this|that|each of the|all of the|both) (?!(?:[\\w-]+ ){0,3}?(?:types?|kinds?|sorts?) of\\b)(?:[\\w'’-]+ ){0,4}?(?:cases?|lawsuits?|actions?|suits?|complaints?|litigation|matters?|proceedings?) (?:also )?(?:seek|sought|are seeking|have sought|allege|alleged|claim|claimed|demand|demanded)\\b`, "g"), specific: false, selfImplied: true },
    { gate: /plaintiff|claimant|relator|petitioner/i, re: R(`\\bthe (?:plaintiffs?|claimants?|relators?|petitioners?) (?:have |has |had )?(?:filed|amended|served) (?:an? |the |their |its |his |her )?(?:amended |second amended |third amended |consolidated |new )?(?:complaint|petition)\\b`, "g"), specific: true, selfImplied: true },
    // the company's stance on matters already stated: "We intend to vigorously defend all of the above matters", "The Company believes it has
    // meritorious defenses to these claims", "We believe these lawsuits are without merit."
    { gate: /defend|contest|oppose/i, re: R(`\\b(?:we|the company|the registrants?|it) (?:(?:also |currently |continue to |continues to )?believes? [^;]{0,100}?\\band )?(?:(?:also |currently )?(?:intends?|plans?|continues?|will continue|expects?)) to (?:vigorously |aggressively |continue to )*(?:defend|contest|oppose)(?: (?:itself|ourselves|themselves))?(?: against)? (?:all of |each of |both of )?(?:the above|the foregoing|these|this|those|the (?:above-|below-)?(?:described|referenced|mentioned|pending)) (?:[\\w-]+ ){0,2}?(?:matters?|lawsuits?|actions?|claims?|suits?|cases?|allegations|proceedings?|litigation|complaints?|challenges)\\b`, "g"), specific: false, selfImplied: true },
    { gate: /defen[cs]es/i, re: R(`\\b(?:we|the company|the registrants?|it|management) (?:currently |also |continues? to |continue to )?(?:believes?|believe) (?:that )?(?:we|it|the company|they) (?:has|have) (?:valid|meritorious|substantial|strong|good|adequate)(?:,? (?:and|or) [\\w-]+)? (?:legal )?defen[cs]es (?:to|against|with respect to|in|for) (?:(?:all of|each of|both of|the claims in|the allegations in|the claims asserted in) )?(?:the above|the foregoing|these|this|those|the (?:above-|below-)?(?:described|referenced|mentioned|pending)) (?:[\\w-]+ ){0,2}?(?:matters?|lawsuits?|actions?|claims?|suits?|cases?|allegations|proceedings?|litigation|complaints?|challenges)\\b`, "g"), specific: false, selfImplied: true },
    { gate: /merit|baseless|frivolous/i, re: R(`\\b(?:we|the company|the registrants?|management) (?:currently |also |continues? to |continue to )?(?:believes?|believe) (?:that )?(?:the above|the foregoing|these|this|those|the (?:above-|below-)?(?:described|referenced|mentioned|pending)) (?:[\\w-]+ ){0,2}?(?:matters?|lawsuits?|actions?|claims?|suits?|cases?|allegations|proceedings?|litigation|complaints?|challenges)(?: (?:discussed|described) (?:below|above|herein))? (?:are|is|have|has|to be|lack) (?:without merit|no merit|meritless|baseless|frivolous|merit)\\b`, "g"), specific: false, selfImplied: true },
    // a liability for a case named by its party: "the accrued liability related to the Keen action noted above"
    { gate: /action|case|lawsuit|suit|litigation|arbitration/, re: CS(`\\b(?:[Aa]ccrued liabilit(?:y|ies)|[Ll]iabilit(?:y|ies)|[Aa]ccruals?|[Cc]harges?|[Rr]eserves?|[Ll]oss(?:es)?|[Pp]ayments?)\\b[^;]{0,60}?\\b(?:related to|relating to|for|associated with|in connection with|arising from|resulting from) the (?!(?:Company|Corporation|Board|Merger|Acquisition|Registrant|Bank)\\b)[A-Z][\\w'’.-]+(?: [A-Z][\\w'’.-]+){0,2} (?<!\\b(?:Restructuring|Reorganization|Remedial|Corrective|Recovery|Strategic|Cost|Workforce|Reduction|Realignment|Rationalization|Business|Base|Worst|Best|Management|Plan|Enforcement|Pricing|Rating|Credit|Personnel|Capital|Product|Marketing|Sales) )(?:action|case|lawsuit|litigation|suit|arbitration)\\b`, "g"), specific: false, selfImplied: true, notDefinition: true },
    { gate: /FINRA|NASD|JAMS|AAA/, re: R("\\b(?:multiple|several|numerous|a number of|\\d[\\d,]*) (?:FINRA|NASD|JAMS|AAA) arbitrations?(?: proceedings| claims| cases)? (?:by|brought by|filed by|from|on behalf of) (?:customers|clients|investors|claimants|former customers)\\b", "g"), specific: false }
  ]
}
