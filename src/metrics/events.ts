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
 * Pure and deterministic; every pattern is compiled once at module load.
 */
import type { SectionKey } from "../domain/forms.js"
import type { Span } from "./text.js"
import { caseless, foldCase } from "./caseless.js"
import { investigation } from "./rules/families/investigation.js"
import { APPROVAL_RE } from "./rules/guards.js"
import { EVENT_FAMILIES, type EventAnchor, type EventFamily } from "./rules/types.js"

export { EVENT_FAMILIES, type EventFamily } from "./rules/types.js"

export interface EventHit {
  readonly family: EventFamily
  /** The sentence (a heading glued in front of it is not part of it). */
  readonly sentence: Span
  /** The phrase that raised it (inside the sentence). */
  readonly phrase: Span
  readonly kind: "anchor" | "follow_on"
}

/**
 * Builds a case-insensitive regex; a literal space in the pattern means `\s+`, and "the company" also reads "the Firm"
 * (the name banks and brokers give themselves in their filings).
 */
const R = (source: string, flags = ""): RegExp =>
  caseless(source.replace(/\bthe company\b/g, "(?:the company|the firm)").replace(/ /g, "\\s+"), flags)

/** A case-sensitive regex, where a name's capital letter matters ("Lodsys alleged …", not "competitors allege …"); a literal space means `\\s+`. */
const CS = (source: string, flags = ""): RegExp => new RegExp(source.replace(/ /g, "\\s+"), flags)

/* ---- vocabulary ----------------------------------------------------------------------- */

const SELF_RE = R(`\\b(?:we|us|our|ourselves|the company|the registrant|the corporation)\\b`)

/** Authorities and courts: what makes an investigation or a proceeding specific. */
const AUTHORITY =
  "(?:(?:the )?(?:U\\.S\\. |United States |European |EU |UK |U\\.K\\. |Federal |State |French |German |Irish |Indian |Japanese |Korean |Chinese |Dutch |Italian |Spanish |Brazilian |Canadian |Australian |Indian )?(?:Federal Trade Commission|Federal Deposit Insurance Corporation|Securities and Exchange Commission|Department of [A-Z][\\w]+(?: [A-Z][\\w]+)*|Justice Department|Commission|Commissioner|Competition (?:Authority|Commission|Bureau)|Data Protection (?:Commission|Commissioner|Authority)|Attorneys? General|District Attorneys?|U\\.S\\. Attorney|Attorney['’]s Office|Internal Revenue Service|Tax Court|Supreme Court|Court of Appeals|Court of Justice|General Court|(?:District|Circuit|Superior|High|Federal|Chancery|State) Court|Court|Tribunal|Regulator|Authority|Authorities|Agency|Bureau|Ombudsman|Ministry|Prosecutor|Grand Jury|Administration|Safety Board|Inspector General|Commissioner['’]s Office|Office of (?:the )?(?:Comptroller of the Currency|Inspector General|Foreign Assets Control|Attorney General|Special Counsel|Thrift Supervision)|Federal Reserve(?: Board| Bank of [A-Z]\\w+(?: [A-Z]\\w+)?)?|Board of Governors of the Federal Reserve System|Comptroller of the Currency))|\\b(?:FTC|SEC|DOJ|EC|CMA|IRS|FCA|CFPB|CFTC|FINRA|OCC|OTS|FDA|EPA|NHTSA|FAA|CPSC|OSHA|DG [A-Z]\\w*|KFTC|JFTC|SAMR|CNIL|ICO|DPC|BaFin|CNMV|AMF|ASIC|ACCC|OFAC|BIS|DDTC|FinCEN|NYDFS|DFS|PCAOB|FERC|FCC|FDIC|DEA|CMS|HHS|HHS-OIG|OIG|NRC|PHMSA|FRA|NTSB|TSA|CBP|ITC|MHRA|EMA|ANVISA|CADE|COFECE|CCI|NDRC|CAC|ACM|AGCM|PSR|ESMA|PRA|OFSI|SFO|DMV|CARB|NLRB|EEOC|DOL|USDA|DOE|DOT|DOD|DCAA|DCMA|GAO|DOC|USAO)\\b|\\b(?:regulators?|authorities|authority|agencies|prosecutors|attorneys general|district attorneys) (?:in|of|from) (?:the |certain |several |various |two |three |multiple )?[A-Z][\\w.]*|\\b(?:initiated|brought|opened|conducted|commenced) by (?:the )?(?:U\\.S\\.|United States|[Ff]ederal) [Gg]overnment\\b"
const AUTHORITY_RE = new RegExp(AUTHORITY)

const MONTHS = "(?:January|February|March|April|May|June|July|August|September|October|November|December)"
/** The modal "may", not the month ("May 2024", "May and June", "mid-May"). */
const MAY = "(?<!(?:early|late|mid)[ -])may(?! \\d)(?! (?:and|or|through|to|-) " + MONTHS + ")"
const DATE_RE = new RegExp(
  `\\b${MONTHS}(?:\\s+\\d{1,2},)?\\s+(?:19|20)\\d\\d\\b|\\b(?:in|during|since|beginning in|as of|on|by) (?:(?:the )?(?:first|second|third|fourth) (?:quarter|half) of |fiscal |Q[1-4] )?(?:19|20)\\d\\d\\b|\\bQ[1-4] (?:19|20)\\d\\d\\b`,
  "i"
)
const AMOUNT_RE = /[$€£¥]\s?\d[\d,.]*(?:\s?(?:million|billion|thousand|bn|m))?|\b\d[\d,.]*\s?(?:million|billion) (?:euros|dollars|pounds|yuan|won|yen)\b/i
/** A party named in the text: "Epic Games, Inc.", "Smith v. Jones", a defined term in quotes. */
const PARTY_RE = /\b[A-Z][\w&'’.-]*(?:\s+[A-Z][\w&'’.-]*)*,?\s+(?:Inc|LLC|Ltda|Ltd|L\.P|LP|Corp|Corporation|Co|GmbH|S\.A|AG|plc|N\.V|B\.V)\b\.?|\b[A-Z][\w.]+ v\. [A-Z]|[“"][A-Z][^”"]{2,60}[”"]/
/** What the matter is about, tied to the company: "alleging …", "relating to our …". */
const SUBJECT_RE = R(
  `\\b(?:alleging|allege|alleged|asserting|claiming|based on (?:claims|allegations) that|relating to|related to|regarding|concerning|in connection with|into) (?:[^;]{0,80}?)(?:\\b(?:our|its|the company['’]s|us|we)\\b|[A-Z][a-z]+(?: [A-Z][\\w]+)+|\\b(?:the )?(?:production|manufacture|manufacturing|sale|sales|marketing|use|distribution|safety|labeling|disposal|release|pricing) of\\b|\\b(?:monopoli[sz]\\w*|price[- ]fixing|misleading|false|securities laws|antitrust laws|competition (?:law|rules)|unfair competition|consumer protection|privacy|data practices|export controls)\\b|\\bthe (?:[\\w-]+ ){0,2}(?:incident|accident|derailment|outage|explosion|spill|crash|recall|fire|cyberattack|cyber-attack|data breach)\\b)`
)
/** The company as a creditor in another party's bankruptcy: the court's steps there are not the company's matter. */
const CREDITOR_RE = R("\\b(?:proofs? of claim|chapter 11|bankruptcy|creditors?|debtors?)\\b")
/** Category wording: a statement about a kind of matter rather than a matter. */
const CATEGORY_RE = R(
  "\\b(?:(?:are|is) (?:common|commonplace|typical|not uncommon)\\b|from time to time|in the (?:ordinary|normal|regular) course|ordinary[- ]course|regularly|routinely|periodically|frequently|often|(?:various|numerous|many|multiple) (?:other )?(?:claims|legal|lawsuits|proceedings|investigations|inquiries|matters|government|regulatory|jurisdictions)|other legal proceedings|a (?:wide )?(?:variety|number|range) of (?:such )?(?:claims|legal|lawsuits|proceedings|matters|regulatory)|(?:is|are) (?:also )?(?:currently )?(?:subject to|involved in|(?:a )?party to) (?:legal proceedings|claims|lawsuits|litigation|proceedings)(?:,| and| in| involving| arising| relating)|involving various|in various jurisdictions|around the world|like other companies|as is common|such as|types of|kinds of|forms of|number of claims|many companies|companies in our industry|typically|usually|certain (?:other )?matters|other matters|in the past(?! been,? (?:and|or) (?:may|could|might)\\b)|historically)\\b"
)
/** Hypothetical, conditional or future wording. */
const IRREALIS_RE = R(
  "\\b(?:" + MAY + "|might|could|would|should|can|cannot|can['’]t|couldn['’]t|wouldn['’]t|shall|will|if|whether|unless|in the event|were to|to the extent|even if|in case|assuming|potential|potentially|possible|possibly|possibility|likelihood|likely|risk|risks|threat|threats|any|future|no assurance|expect|expects|anticipate|anticipates|seek to|intended to|designed to|in order to|ability to|exposed to|exposure to|susceptible|vulnerable|subject to the risk|prone to|required to|requires? us to|obligations? to|obligated to)\\b"
)
const NEGATION_RE = R("\\b(?:no|not|never|none|neither|nor|without|absence|have not been|has not been)\\b|n['’]t\\b")
const NEGATION_OK_RE = R("\\bnot only\\b|\\b(?:court|judge|jury|tribunal|arbitrators?|panel) (?:did|has|have) not (?:grant|granted|award|awarded|rule|ruled|issue|issued)\\b|\\bno (?:loss contingenc(?:y|ies)|amounts?|accruals?|liabilit(?:y|ies)|reserves?|provisions?) (?:has|have) (?:yet )?been (?:recorded|accrued|established|recognized)\\b|\\b(?:has|have|had) not (?:yet )?(?:recorded|accrued|established|recognized) (?:any |an? )?(?:loss contingenc(?:y|ies)|amounts?|accruals?|liabilit(?:y|ies)|reserves?|provisions?)\\b|\\b(?:has|have|had) not yet been (?:entered|scheduled|set|decided|certified|served|heard|ruled on)\\b|\\bnot yet (?:responded|answered|ruled|decided)\\b|\\bno\\. ?(?=\\d)|\\bwithout (?:admitting|denying)\\b|\\bnot (?:yet )?(?:been )?(?:fully )?(?:resolved|settled)\\b|\\bhave not resolved\\b|\\bdo not agree\\b|\\bdoes not agree\\b|\\bwithout merit\\b|\\bnot to exceed\\b|\\b(?:do|does|did) not believe (?:that )?(?:we|it|the company|its [\\w-]+) (?:infringes?|violated?|ha(?:s|ve) violated|(?:is|are|was|were) liable|engaged in)\\b")
/** A pointer sentence: it only says where the matter is described. */
const POINTER_RE = R(
  "^(?:[^.]{0,60}?\\b)?(?:see|refer to|for (?:a|an|additional|further|more) (?:description|discussion|information)|(?:is|are) (?:described|discussed|included|set forth|incorporated)|(?:information|discussion) (?:regarding|about|on|of)[^.]{0,80}(?:is|are) (?:included|set forth|incorporated|described))\\b"
)

const CLAUSE_BOUNDARY_RE = /[;:•▪●■◦]|\s[—–]\s|—|,\s*(?:but|however|although|though|whereas|while|except|and although|and while)\b|\s(?:but|although|though|whereas)\s|,\s+(?:and )?(?:there can be no|there is no)\b/g

/* ---- anchors ---------------------------------------------------------------------------- */

type Pattern = EventAnchor

const NAMED_MATTER_RE = /[A-Z][\w.-]+ (?:[\w-]+ ){0,2}(?:litigation|lawsuits?|class action|settlements?|matters?)\b|\bsettlements? (?:agreements? |frameworks? )?(?:announced [^;]{0,50}?)?with\b/
/** A particular matter named by its description: "the previously announced … settlement frameworks", "the consolidated securities class action". */
const DEFINITE_MATTER_RE = R("\\bthe (?:previously (?:announced|disclosed|reported) (?:[\\w'’-]+ ){0,3}?(?:litigation|lawsuits?|class actions?|settlements?)|(?:consolidated |putative |securities |shareholder |stockholder |derivative )+(?:class action|lawsuit|litigation)s?)\\b")
const NAMED_AFTER_RE = /^[^;.]{0,100}?\b(?:[A-Z]{2,}[\w-]*|[A-Z][a-z]+(?:\s+[A-Z][a-z]+)+)\b|^\s*(?:with|against|brought by|filed by)\s+(?:the\s+)?[A-Z][\w&.-]+/
/** Insurers' claims and their reserves are business, not the company's legal matters. */
const INSURANCE_CLAIMS_RE = R("\\bclaim adjustment|\\bloss reserves\\b|\\bpolicyholders?\\b|\\breinsurance\\b|\\binsureds?\\b")
/** A list of what could affect future results ("These factors include: impact of opioid litigation settlements, …") is no cost incurred. */
const COST_SKIP_RE = R(`${INSURANCE_CLAIMS_RE.source}|\\brecover(?:y|ies) of\\b|\\bfactors? (?:include|that could|which could)\\b`)

const DEFINITION_PRE_RE = R("\\b(?:excluding|excludes?|exclusive of|before|adjusted for|other than|such as|classif(?:y|ies|ied)|defined as|define)\\b")

/** A clause subject that may name the company; checked against the section's company names when `selfSubject` is set. */
const SUBJ = "(?<subj>we|the company|it|(?:one|two|certain|several) of (?:our|the company['’]s|its) (?:[\\w-]+ ){0,2}?subsidiaries(?:,? [A-Z][\\w&.-]*(?:,? [A-Z][\\w&.-]*){0,3},)?|our (?:[\\w-]+ ){0,2}?subsidiar(?:y|ies)(?:,? [A-Z][\\w&.-]*(?:,? [A-Z][\\w&.-]*){0,3},)?|[A-Z0-9][\\w&.-]*(?: [A-Z][\\w&.-]*){0,3})"

const ADJ = "(?:(?:putative|purported|securities|shareholder|stockholder|derivative|antitrust|civil|criminal|federal|state|consolidated|amended|patent|consumer|class action|qui tam|private|multiple|several|two|three|four|five|various|numerous|additional|separate|related|similar|new|a number of|certain|other) )*"
const SUIT = "(?:class actions?|lawsuits?|complaints?|(?:cross|counter)-?claims?|suits?|actions?|petitions?|claims?|cases?|litigation|arbitrations?|proceedings?|demands? for arbitration|notices? of arbitration|summons(?: with notice)?)"
const CYBER =
  "(?:(?:cyber[\\s-]?security|cyber|information security|security|data security|ransomware|malware|network|data privacy|privacy|phishing|hacking|third[\\s-]party cyber)(?:-related)?[\\s-]?(?:incidents?|attacks?|breach(?:es)?|intrusions?|events?|compromises?)|cyber[\\s-]?attacks?|cyber[\\s-]?incidents?|cyber[\\s-]?disruptions?|(?:unauthori[sz]ed|computer) intrusions?|data breach(?:es)?|breach(?:es)? of (?:our|its|the company['’]s) (?:[\\w-]+ ){0,2}(?:security|systems|networks|measures)|breaches of our [\\w ]{0,30}security measures|ransomware|unauthori[sz]ed access to (?:our|its|the company['’]s)|unauthori[sz]ed access to (?:certain |some )?(?:of )?(?:our |its )?(?:customer|employee|personal|consumer|patient|member|client|user)s?['’]? (?:data|information|records)|intrusions? into (?:our|its)|malware|computer viruses|(?:malicious|unauthori[sz]ed|suspicious|anomalous) (?:activity|actors?) (?:on|in) (?:our|its)|(?:unauthori[sz]ed (?:third[\\s-]part(?:y|ies)|part(?:y|ies)|actors?|individuals?|users?)|threat actors?|hackers?|attackers?) (?:had |has |have )?(?:gained|obtained|accessed|exfiltrated|acquired|stole|encrypted))"

const INVESTIGATION_PATTERNS: ReadonlyArray<Pattern> = investigation.anchors

const LEGAL_PATTERNS: ReadonlyArray<Pattern> = [
  // someone filed / brought suit against the company
  {
    gate: /against/i, re: R(`\\b(?:filed|brought|commenced|initiated|instituted|served) (?:a |an |the )?${ADJ}(?:[\\w-]+ ){0,2}${SUIT}\\b[^;]{0,200}?\\bagainst (?:us|the company|the registrant|the corporation|our|it|certain of|[A-Z])`, "g"),
    specific: false
  },
  {
    gate: /against/i, re: R(`\\b(?:${ADJ}${SUIT}|(?:criminal |federal |civil |state )*charges) (?:[^;]{0,160}?)(?:was|were|has been|have been|had been) (?:filed|brought|commenced|instituted|initiated|launched|issued)\\b[^;]{0,200}?\\bagainst (?:us|the company|the registrant|the corporation|our|it|certain|[A-Z])`, "g"),
    specific: false
  },
  // a suit whose allegation is about the company: "a former restaurant hourly employee filed a putative class and collective action lawsuit in
  // the United States District Court …, alleging that the Company required him and others to pool their tips …"
  { gate: /alleging/i, re: R(`\\b(?:filed|brought|commenced|initiated) (?:a |an )?${ADJ}(?:[\\w-]+ ){0,3}?${SUIT}\\b[^;]{0,220}?\\balleging(?:, among other things,)? that (?:we|the company) (?!(?:is|are|was|were) (?:entitled|owed)\\b)`, "g"), specific: true, selfImplied: true },
  // suits against the company in a reduced relative: "Three derivative lawsuits filed against our directors in 2023 remain pending."
  { gate: /against/i, re: R(`\\b${ADJ}${SUIT} (?:(?:that|which) (?:were|have been|had been) )?(?:filed|brought|pending|asserted|commenced) against (?:us|the company|the registrant|(?:certain of )?(?:our|the company['’]s|its) (?:current |former )?(?:[\\w-]+ ){0,2}?(?:directors|officers|subsidiar(?:y|ies)|executives))\\b`, "g"), specific: true, selfImplied: true },
  // "the consolidated shareholder class action originally filed June 28, 2013 in the United States District Court …, against the Company and its CEO"
  { gate: /against/i, re: R(`\\b${ADJ}${SUIT},? (?:originally |initially |previously |first )?(?:filed|brought|commenced)\\b[^;]{0,160}?\\bagainst (?:us|the company|the registrant)\\b`, "g"), specific: true, selfImplied: true },
  // the company's own appeal, pending: "Our appeal of the decision is pending before the Court of Appeals."
  { gate: /pending/i, re: R(`\\b(?:our|the company['’]s) (?:[\\w-]+ )?(?:appeals?|petitions?|challenges?|motions?)\\b[^;]{0,60}?\\b(?:is|are|remains?) pending (?:before|in|with) (?:the )?(?:${AUTHORITY})`, "g"), specific: false, selfImplied: true },
  // a settlement agreement with a named party under which the company paid: "we entered into a settlement agreement with Masimo, under which we paid $300 million"
  { gate: /settlement agreement/i, re: /\b(?:entered into|signed|executed|reached) (?:a |an )?(?:confidential )?settlement agreement with (?:[A-Z][\w&.-]*)(?:\s+[A-Z][\w&.-]*)*[^;]{0,60}?\b(?:paid|pay|agreed to pay|payment)\b/g, specific: true, selfImplied: true },
  // contesting an assessment or fine before a court or tribunal
  { gate: /contest|challeng|appeal|disput/i, re: R(`\\b(?:contesting|challenging|appealing|disputing|contested|challenged|appealed|disputed) (?:the |these |this |such |its |their )?(?:tax )?(?:assessments?|penalt(?:y|ies)|fines?|decisions?|orders?)\\b[^;]{0,40}?\\bbefore (?:the )?[^;]{0,50}?(?:${AUTHORITY})`, "g"), specific: true, selfImplied: true },
  // money put into escrow for a matter: "the Company paid $150 million into escrow pending the outcome of the appeal"
  { gate: /escrow/i, re: R(`\\b(?:paid|deposited|placed|funded) [^;]{0,40}?\\binto (?:an? |the )?escrow\\b[^;]{0,60}?\\b(?:pending|in connection with|related to|relating to|for)\\b[^;]{0,40}?\\b(?:appeal|litigation|lawsuits?|judgment|verdict|settlement|case|matter)\\b`, "g"), specific: true, selfImplied: true },
  // a guilty plea: "In July 2024, we agreed to plead guilty to a criminal fraud conspiracy charge."
  { gate: /guilty/i, re: R(`\\b${SUBJ} (?:has |have |had )?(?:agreed to |will )?(?:plead|pleaded|pled|entered a plea of) guilty\\b`, "g"), specific: false, selfSubject: true, admits: true },
  // an agreement with an authority or the plaintiffs that resolves their case: "we reached an agreement with the FTC to resolve its complaint …"
  { gate: /agreement/i, re: R(`\\b(?:reached|entered into|signed) (?:an? )?(?:[\\w-]+ )?agreement with (?:the )?(?:${AUTHORITY}|plaintiffs|the plaintiffs|the class)[^;]{0,40}? to (?:resolve|settle)\\b`, "g"), specific: true },
  // an authority's suit against the company: "The FTC's lawsuit against us alleging anticompetitive practices is scheduled for trial in 2027."
  { gate: /against/i, re: R(`(?:${AUTHORITY})['’]s? (?:[\\w-]+ ){0,3}?(?:lawsuit|complaint|suit|case|action|litigation|enforcement action) against (?:us|the company)\\b`, "g"), specific: false, selfImplied: true },
  // a penalty the company paid to an authority: "we paid a $125 million penalty to the SEC"
  { gate: /paid/i, re: R(`\\bpaid (?:a |an |the )?(?:[$€£]\\s?\\d[\\d,.]*(?: (?:million|billion))? )?(?:civil |criminal |administrative )?(?:money )?(?:penalt(?:y|ies)|fines?) (?:to|of [^;]{0,30}? to) (?:the )?[^;]{0,40}?(?:${AUTHORITY})`, "g"), specific: true },
  // charges for a proposal or plan to resolve claims: "a charge of $8.9 billion in connection with its proposal to resolve the talc claims"
  { gate: /resolve|settle|resolution|settlement/i, re: R(`\\b(?:charges?|costs?|expenses?|reserves?|accru(?:als?|ed)|provisions?)\\b[^;]{0,80}?\\b(?:proposal|plan|offer|agreement)s? to (?:resolve|settle) (?:the |all |certain |its |our )?(?:(?:current and future|pending|remaining|outstanding) )?(?:[\\w'’-]+ ){0,2}?(?:claims|lawsuits?|litigation|class actions?)\\b`, "g"), specific: true, selfImplied: true, notDefinition: true, namedCost: true },
  // a judgment won against the company: "a class of our hourly employees obtained a judgment of $22 million …, which we have appealed"
  { gate: /obtained|won|secured/i, re: R(`\\b(?:obtained|won|secured) (?:a |an )?(?:[$€£]\\s?\\d[\\d,.]*(?: (?:million|billion))? )?(?:[\\w.-]+ ){0,5}?(?:judgment|verdict|award)\\b[^;]{0,80}?\\b(?:against (?:us|the company)|which (?:we|the company) (?:has |have )?(?:appealed|challenged))\\b`, "g"), specific: false, selfImplied: true },
  // suits that followed an event of the company's: "… a voluntary recall …, which led to several lawsuits and government inquiries"
  { gate: /led to|resulted in|gave rise to|prompted/i, re: R(`\\b(?:which |that |this )?(?:led to|resulted in|gave rise to|prompted) (?:several |numerous |multiple |a number of |various |two |three )?(?:[\\w-]+ ){0,2}?(?:lawsuits|suits|class actions|litigation)\\b`, "g"), specific: true },
  // claims about the company's products pending in a court: "Product liability claims relating to our hernia mesh devices are pending in a multidistrict litigation"
  { gate: /pending/i, re: R(`\\b${ADJ}(?:[\\w-]+ ){0,2}${SUIT} (?:relating to|related to|concerning|regarding|involving|arising from) (?:our|the company['’]s|its) [^;]{0,80}?\\b(?:are|is|remain|remains|were) (?:currently |still )?pending\\b`, "g"), specific: true, selfImplied: true },
  // served with a complaint: "The Company has been served with a complaint by the Attorney General of Texas."
  { gate: /served/i, re: R(`\\b${SUBJ} (?:was|were|has been|have been|had been) (?:put on notice (?:and/or |and |or )?)?served with (?:a |an |two |three |several )?(?:[\\w-]+ ){0,3}?(?:complaints?|summons|lawsuits?|petitions?|notice of (?:claim|arbitration)|demand for arbitration)\\b`, "g"), specific: false, selfSubject: true },
  // a particular suit given as an instance: "We face several lawsuits, including a suit brought by the State of Texas alleging …",
  // "These proceedings include a class action filed in June 2024 alleging …"
  { gate: /includ/i, re: R(`\\b(?:including|include[sd]?) (?:a|an|the|two|three|four|several) ${ADJ}(?:[\\w-]+ ){0,2}${SUIT} (?:that was |which was |that were |which were )?(?:filed|brought|pending|commenced|initiated)\\b[^;]{0,80}?\\b(?:against (?:us|the company)|by (?:the )?[A-Z]|in (?:the )?[A-Z]|in (?:19|20)\\d\\d|alleging)`, "g"), specific: true },
  // the outcome of the company's own appeal: "In 2024, the Company's appeal was denied by the Supreme Court of India."
  { gate: /denied|rejected|dismissed|granted|upheld|accepted|refused/i, re: R(`\\b(?:our|the company['’]s) (?:[\\w-]+ )?(?:appeals?|petitions?(?: for (?:review|rehearing|certiorari))?|motions?|challenges?|objections?)\\b(?:[^;]{0,40}?)(?:was|were|has been|have been|had been) (?:denied|rejected|dismissed|granted|upheld|accepted|refused)\\b`, "g"), specific: false, selfImplied: true },
  // a ruling against the company that a court confirmed or changed: "The judgment against the Company was affirmed on appeal in March 2024."
  { gate: /against/i, re: R(`\\b(?:judgments?|verdicts?|awards?|decisions?|rulings?|fines?|penalt(?:y|ies)|injunctions?|orders?) against (?:us|the company|our (?:[\\w-]+ ){0,2}?subsidiar(?:y|ies))\\b(?:[^;]{0,40}?)(?:was|were|has been|have been|had been) (?:affirmed|upheld|reinstated|entered|reduced|confirmed|vacated|reversed|annulled|set aside)\\b`, "g"), specific: false, selfImplied: true },
  // an award or judgment against the company: "… concluded in 2024 with an award against us of $75 million"
  { gate: /against/i, re: R(`\\b(?:an?|the) (?:[\\w$€£.,-]+ ){0,3}?(?:award|judgment|verdict|ruling)s? (?:was |were )?(?:issued |entered |rendered |returned )?against (?:us|the company)\\b`, "g"), specific: false, selfImplied: true },
  // "The Company was ordered to pay $60 million in damages."
  { gate: /ordered to/i, re: R(`\\b${SUBJ} (?:was|were|has been|have been|had been) ordered to (?:pay|cease|stop|refrain|divest|change|modify|disgorge|reinstate)\\b`, "g"), specific: false, selfSubject: true },
  // a suit filed in the passive that accuses the company: "In 2022, a putative class action was filed in the U.S. District Court … alleging that we violated …"
  {
    gate: /alleg|claim|assert|contend/i, re: R(`\\b${ADJ}${SUIT} (?:[^;]{0,160}?)(?:was|were|has been|have been|had been) (?:filed|brought|commenced|instituted)\\b[^;]{0,160}?\\b(?:alleging|claiming|asserting|contending) (?:that )?(?:we|the company|our|the registrant)\\b`, "g"),
    specific: false,
    selfImplied: true
  },
  // a suit filed in the passive and captioned against the company: "… were filed in …, captioned Smith v. Acme Holdings, Inc., et al."
  {
    gate: /captioned|entitled|styled|titled/i, re: R(`\\b${ADJ}${SUIT} (?:[^;]{0,160}?)(?:was|were|has been|have been|had been|is|are) (?:filed|brought|commenced|instituted|initiated|pending)\\b[^;]{0,200}?\\b(?:captioned|entitled|styled|titled) (?:[^;]{0,120}?)\\bv\\. ${SUBJ}`, "g"),
    specific: false,
    selfSubject: true,
    selfImplied: true,
    caption: true
  },
  {
    gate: /filed|brought|commenced/i, re: R(`\\b(?:filed|brought|commenced) (?:a |an )?${ADJ}(?:lawsuit|suit|class action|complaint|petition|action|(?:request|demand|notice) for (?:confidential )?arbitration|arbitration)s?\\b`, "g"),
    specific: true
  },
  // the company is named, sued, defending, subject of suits
  {
    gate: /named|added|joined/i, re: R(`\\b${SUBJ}(?: and [^;]{0,100}?)?,? (?:was|were|is|are|has been|have been|had been) (?:also |previously )?(?:named|added|joined)(?:,? along with [^,;]{0,60},)? (?:as )?(?:a |an |one of (?:the |several |many |numerous |multiple )?)?(?:(?:(?:co-)?defendants?|respondents?|part(?:y|ies))\\b|in (?:a |an |the |two |three |several |numerous |multiple |a number of |certain |(?:approximately |more than |over |about )?\\d[\\d,]* )?${ADJ}(?:[\\w-]+ ){0,3}${SUIT}\\b)`, "g"),
    specific: false,
    selfSubject: true
  },
  // a criminal charge: "A federal grand jury indicted two of our former executives in connection with …"
  { gate: /indict|charged|charges against/i, re: R(`\\b(?:grand jury|prosecutors?|${AUTHORITY})[^;]{0,60}?\\b(?:indicted|charged|filed (?:criminal )?charges against|brought (?:criminal )?charges against)\\b[^;]{0,60}?\\b(?:the company|us|our (?:former |current )?(?:[\\w-]+ )?(?:executives?|officers?|employees?|directors?|subsidiar(?:y|ies)))\\b`, "g"), specific: false, selfImplied: true },
  // a court approved the settlement of a suit: "The Delaware Court of Chancery approved the settlement of the stockholder
  // derivative litigation" (not a bankruptcy court settling a debtor's claims with its creditors)
  { gate: /approv/i, re: R(`\\b(?:${AUTHORITY})[^;]{0,60}?\\b(?:approved|granted (?:final |preliminary )?approval of) (?:the |a )?(?:[\\w-]+ ){0,3}?settlement (?:of|in|with|resolving)\\b`, "g"), specific: true, ownCaption: true, unless: /\bbankruptcy\b|\bproofs? of claim\b|\bdebtors?\b/i },
  // a circuit named alone rules on the company's case: "the Ninth Circuit affirmed the judgment against the Company"
  { gate: /Circuit/, re: R(`\\bthe (?:First|Second|Third|Fourth|Fifth|Sixth|Seventh|Eighth|Ninth|Tenth|Eleventh|D\\.C\\.|Federal) Circuit\\b[^;]{0,60}?\\b(?:affirmed|reversed|vacated|upheld|remanded|denied|granted|dismissed)\\b[^;]{0,80}?\\b(?:against (?:the company|us)|(?:the company['’]s|our) (?:appeal|petition|motion))\\b`, "g"), specific: false },
  // penalties and pleas: "the Company agreed to a $50 million civil penalty to resolve …", "The Company's subsidiary pleaded guilty to …",
  // "We have appealed the verdict to the Court of Appeals …"
  { gate: /agreed to|paying/i, re: R(`\\b(?:agreed to (?:pay )?|(?:by|after) paying )(?:a |an )?(?:[$€£]\\s?\\d[\\d,.]*(?: (?:million|billion))? )?(?:civil |criminal |monetary |administrative )?(?:money )?(?:penalt(?:y|ies)|fines?|disgorgement)\\b`, "g"), specific: true, selfImplied: true },
  { gate: /guilty/i, re: R(`\\b${SUBJ}(?:['’]s (?:[\\w-]+ ){0,2}?(?:subsidiary|subsidiaries|affiliates?|units?))? (?:has |have )?(?:pleaded|pled|entered (?:a |an )?(?:plea of )?) ?guilty\\b`, "g"), specific: false, selfSubject: true },
  { gate: /appeal/i, re: R(`\\b(?:we|the company) (?:have |has |had )?(?:appealed|filed (?:a |an )?(?:notice of )?appeal (?:of|from)|(?:are|is) appealing) (?:the|this|that) (?:[\\w-]+ ){0,2}?(?:verdict|judgment|decision|ruling|order|award|fine|penalty|assessment)s?\\b`, "g"), specific: false },
  // an authority opened proceedings about the company: "The Commission has also opened proceedings regarding our compliance with the Digital Markets Act"
  { gate: /opened|initiated|commenced|launched/i, re: R(`(?:${AUTHORITY})[^;]{0,60}?\\b(?:opened|initiated|commenced|launched) (?:formal |antitrust |infringement |non-?compliance |in-depth |administrative )?proceedings (?:against (?:us|the company)|(?:regarding|into|concerning|relating to|in relation to|over) (?:our|the company['’]s)\\b)`, "g"), specific: false },
  // suits stated as existing: "We are currently involved in litigation with Epic Games over …", "A number of lawsuits alleging …
  // are pending against us", "Claims were filed against us in 2023 by franchisees alleging …", "we paid approximately $350
  // million in fines to regulators in Europe", "Our former CEO has been charged by the SEC with securities fraud"
  {
    gate: /involved|engaged|party to/i, re: R(`\\b${SUBJ} (?:is|are|was|were|has been|have been|remains?) (?:currently |also |now )?(?:involved in|engaged in|(?:a )?party to) (?:a |an |the )?(?:[\\w-]+ ){0,3}?(?:litigation|lawsuits?|suits?|arbitrations?|legal proceedings?|disputes?) (?:(?:with|against|brought by|filed by|initiated by|commenced by) (?:the )?(?:both )?[A-Z]|(?:relating to|related to|regarding|concerning|over|arising (?:from|out of)) )`, "g"),
    specific: true,
    selfSubject: true
  },
  { gate: /pending against/i, re: R(`\\b${SUIT}\\b[^;]{0,120}?\\bpending against (?:us|the company|the registrant)\\b`, "g"), specific: true, selfImplied: true },
  { gate: /against/i, re: R(`\\b${SUIT} (?:were|was|have been|has been|had been) (?:filed|brought|commenced|asserted|instituted) against (?:us|the company|the registrant)\\b`, "g"), specific: true, selfImplied: true },
  { gate: /paid/i, re: R(`\\b(?:we|the company) (?:have |has |had )?paid (?:approximately |about |a total of |an aggregate of )?[$€£]\\s?\\d[\\d,.]*(?: (?:million|billion))? (?:in )?(?:civil |criminal )?(?:fines?|penalties|damages)\\b`, "g"), specific: false },
  { gate: /charged|indicted|sued/i, re: R(`\\b(?:our|the company['’]s) (?:former |current )?(?:chief executive officer|chief financial officer|ceo|cfo|officers?|executives?|directors?|employees?)\\b[^;]{0,40}?\\b(?:has been|have been|was|were) (?:charged|indicted|sued) by (?:the )?(?:${AUTHORITY})`, "g"), specific: false },
  // "the parties reached an agreement in principle to settle the matter for $12 million"
  { gate: /in principle|tentative|memorandum/i, re: R(`\\b(?:reached|entered into|agreed to) (?:an? )?(?:agreements? in principle|tentative agreements?|memorandum of understanding) to (?:settle|resolve) (?:the |this |these |all )?(?:[\\w-]+ ){0,2}?(?:matters?|lawsuits?|litigation|class actions?|claims|cases?|actions?|suits?)\\b`, "g"), specific: true },
  // a loss contingency for a verdict: "The Company recorded a loss contingency of $45 million related to the patent infringement verdict."
  { gate: /verdict/i, re: R(`\\b(?:loss contingenc(?:y|ies)|charges?|accruals?|reserves?|liabilit(?:y|ies))\\b[^;]{0,60}?\\b(?:related to|relating to|associated with|in connection with|for|arising from|resulting from) (?:the|this|that|a) (?:[\\w'’-]+ ){0,3}?verdicts?\\b`, "g"), specific: true, selfImplied: true, notDefinition: true, namedCost: true },
  // the company fined, sued or made a party: "the Company was fined €500 million by the European Commission", "the Texas
  // Attorney General sued the Company alleging …", "The Company is party to an arbitration with its former distributor …"
  { gate: /fined|penali[sz]ed|sanctioned/i, re: R(`\\b${SUBJ} (?:was|were|has been|have been|had been) (?:fined|penali[sz]ed|sanctioned)\\b`, "g"), specific: true, selfSubject: true },
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
    gate: /against/i, re: CS(`\\b(?:(?:[Tt]he )?(?!(?:Company|Registrant|Corporation|Court|Plaintiffs?|Defendants?|Competitors|Others|Third|Some|Many|Certain|Such|These|Those|This|That|We|Our|It|They|In|On|As|If|While|Although|Any|No)\\b)[A-Z][\\w&.-]*(?: [A-Z][\\w&.-]*){0,3}|[Tt]he (?:former |same )?(?:employee|executive|landlord|lessor|vendor|supplier|customer|distributor|contractor|claimant|plaintiff|licensor|franchisee)s?|(?:their|its|his|her) (?:attorneys?|counsel)) (?:also )?(?:has |have |had )?(?:made|presented|asserted|filed|brought|claims|claimed|continued to pursue|continues to pursue|pursued|is pursuing|seeks|sought)\\b[^;.]{0,60}?\\b(?:claims?|counter[- ]?claims?|litigation|damages|an? (?:action|suit|lawsuit|complaint))\\b[^;.]{0,60}?\\bagainst (?:us|the [Cc]ompany)\\b`, "g"),
    specific: false,
    selfImplied: true
  },
  // the company first among defendants set off by commas: "We, other former manufacturers of lead pigments …, and the Lead Industries
  // Association (LIA), which …, have been named as defendants in various legal proceedings seeking damages …"
  { gate: /named|sued/i, re: R(`^\\s*(?:we|the company), [^;]{10,260}?, (?:have|has) been (?:named as (?:co-)?defendants|sued)\\b`, "g"), specific: false, selfImplied: true },
  // suits whose defendants are listed after a colon: "… initiated a purported class action in the Court of Chancery … against the following defendants: the Company, …"
  { gate: /following/i, re: R(`\\b(?:filed|initiated|commenced|brought)\\b[^;]{0,200}?\\bagainst the following (?:defendants|parties|respondents): (?:the company|us)\\b`, "g"), specific: false, selfImplied: true },
  {
    gate: /part(?:y|ies) to/i, re: R(`\\b${SUBJ} (?:is|are|was|were|has been|have been|remains?) (?:currently |also |now )?(?:a )?part(?:y|ies) to (?:an? |the |two |three |four |several |multiple )?(?:[\\w-]+ ){0,3}?(?:arbitration|lawsuit|litigation|suit|action|proceeding|dispute)s? (?:with|brought by|filed by|initiated by|commenced by|before) `, "g"),
    specific: true,
    selfSubject: true
  },
  // an authority proposes or seeks penalties against the company: "The FAA has proposed civil penalties against the Company"
  { gate: /propos|seek|sought/i, re: R(`(?:${AUTHORITY})[^;]{0,60}?\\b(?:proposed|sought|seeks|is seeking|has sought) (?:[\\w-]+ ){0,3}?(?:civil )?(?:penalt(?:y|ies)|fines?) (?:against|from|of)\\b`, "g"), specific: true },
  {
    gate: /sued|defendant|respondent/i, re: R(`\\b${SUBJ}(?: and [^;]{0,100}?)? (?:(?:was|were|has been|have been) sued|(?:is|are|was|were|has been|have been|remains?) (?:currently |also |now )?(?:a |the |one of (?:the |many |several |numerous |multiple )?|among (?:the )?(?:many )?)?(?:co-|nominal |individual )?(?:defendants?|respondents?)(?:,? (?:among|along with|together with) [^,;]{1,60},)?(?: and [^;]{0,100}? defendants)? (?:named )?in)\\b(?! (?:a (?:wide )?(?:variety|number|range) of|various|other)\\b)(?! certain\\b(?![^;]{0,60}?\\b(?:in which (?:the )?plaintiffs|alleging|who allege|that allege|brought by|filed by)\\b))`, "g"),
    specific: false,
    selfSubject: true
  },
  {
    gate: /defend|contest|litigat|appeal/i, re: R(`\\b${SUBJ} (?:currently |also |now )?(?:are|is|were|was|continues? to|has been|have been) (?:currently |also |now |vigorously )*(?:defending|contesting|litigating|appealing|defend|contest|litigate)(?: (?:itself|ourselves|themselves))?(?: against| in)? (?:a |an |the |two |several |multiple |these |those )?${ADJ}(?:[\\w-]+ ){0,2}${SUIT}`, "g"),
    specific: false,
    selfSubject: true
  },
  { gate: /named|added|joined/i, re: R(`\\b(?:we|the company|it|[A-Z][\\w.]+(?: Corporation| Inc\\.?)?)(?: and [^;]{0,80}?)? (?:was|were|has been|have been|had been) (?:named|added|joined) (?:as )?(?:a )?(?:nominal |co-)?(?:defendants?|respondents?|parties)\\b`, "g"), specific: false },
  { gate: /sued|defendant|respondent/i, re: R(`\\b(?:we|the company|it) (?:(?:was|were|has been|have been) sued|(?:is|are|was|were) (?:currently )?(?:a )?(?:defendants?|respondents?) in)\\b(?! (?:a (?:wide )?(?:variety|number|range) of|various|other)\\b)(?! certain\\b(?![^;]{0,60}?\\b(?:in which (?:the )?plaintiffs|alleging|who allege|that allege|brought by|filed by)\\b))`, "g"), specific: true },
  {
    gate: /defending|contesting|litigating|appealing/i, re: R(`\\b(?:we|the company|it) (?:are|is|were|was) (?:currently |also |now |vigorously )*(?:defending|contesting|litigating|appealing) (?:a |an |the |two |several |multiple |these |those )?${ADJ}(?:[\\w-]+ ){0,2}${SUIT}`, "g"),
    specific: false
  },
  {
    gate: /subject/i, re: R(`\\b(?:we|the company|it) (?:are|is|was|were|has been|have been|became|remain|remains) (?:currently |also |now )*(?:the )?subject (?:of|to) (?:[^;]{0,60}?)\\b${ADJ}(?:class action|securities|antitrust|civil|patent|consumer)?(?:[\\w-]+ ){0,2}(?:lawsuits?|suits?|litigation|class actions?|actions?|claims|proceedings|complaints?)\\b`, "g"),
    specific: true
  },
  // a court or authority acted against the company
  { gate: /fined|penali|sanction|ordered|enjoined|imposed|assessed|awarded|found|determined|concluded|ruled|entered|returned|denied|granted|affirmed|reversed|reduced|upheld|issued|dismissed|vacated|remanded|stayed|certified|approved/i, re: R(`\\b(?:${AUTHORITY}|jury|judge|arbitrator|arbitration panel|tribunal)\\b[^;]{0,100}?\\b(?:fined|penali[sz]ed|sanctioned|ordered|enjoined|imposed|assessed|awarded|(?:found|determined|concluded) (?:that )?(?:the company|us|we|it|certain)|ruled|entered (?:a |an )?(?:judgment|verdict|order|injunction)|returned (?:a |an )?(?:[$€£]\\s?\\d[\\d,.]*(?: (?:million|billion))? )?verdict|denied|granted|affirmed|reversed|reduced|upheld|issued (?:a |an |its )?(?:(?:preliminary|permanent|final|partial|interim|consent|cease[- ]and[- ]desist|limited|general|exclusion) ){0,2}(?:decision|opinion|ruling|order|injunction|judgment|award|preliminary findings|statement of objections))\\b`, "g"), specific: true, ownCaption: true, unless: CREDITOR_RE },
  // a court's procedural rulings: "the district court dismissed the securities class action against the Company", "the court approved the settlement"
  { gate: /dismissed|vacated|remanded|stayed|certified|approved|reinstated|revived/i, re: R(`\\b(?:court|courts|judge|jury|tribunal|circuit|arbitrator|arbitration panel)\\b[^;]{0,60}?\\b(?:dismissed|vacated|remanded|stayed|certified|reinstated|revived|approved (?:the |a )?(?:[\\w-]+ )?settlement)\\b`, "g"), specific: true, ownCaption: true, unless: CREDITOR_RE },
  { gate: /imposed|assessed|levied/i, re: R(`\\b(?:imposed|assessed|levied) (?:a )?(?:fines?|penalt(?:y|ies)|sanctions)\\b`, "g"), specific: true },
  { gate: /against/i, re: R(`\\b(?:fines?|penalt(?:y|ies)|damages|judgments?|verdicts?) (?:of [^;]{0,40}? )?(?:(?:were|was|have been|has been|had been) )?(?:assessed|imposed|awarded|entered|rendered|levied|returned) against (?:us|the company|it|our (?:[\\w-]+ ){0,2}?subsidiar(?:y|ies)|one of our subsidiaries)\\b`, "g"), specific: false },
  // the company accounts for a fine, penalty or judgment it bears
  { gate: /included|recorded|accrued|paid|recognized|provided for/i, re: R(`\\b(?:we|the company) (?:have |has |had )?(?:included|recorded|accrued|paid|recognized|provided for) (?:the |these |such |those )(?:[\\w-]+ ){0,2}(?:fines?|penalt(?:y|ies)|judgments?|settlements?|damages)\\b`, "g"), specific: false },
  // paying to resolve claims
  { gate: /agreed to (?:pay|contribute|fund)|paid/i, re: R(`\\b(?:agreed to (?:pay|contribute|fund)|paid)\\b[^;]{0,100}?\\bto (?:resolve|settle) (?:the |these |those |certain |all )?(?:[\\w-]+ ){0,2}(?:claims|allegations|charges|lawsuits?|litigation|matters?|investigations?|actions?)\\b`, "g"), specific: true },
  // settlements and charges for them
  {
    gate: /settl/i, re: R(`\\b(?:(?<!(?:paid|previously|and|or) )settled|settlement of|agreed to settle|to settle) (?:a |an |the |this |that |these |those |two |several |all )?(?:[\\w-]+ ){0,3}(?:lawsuits?|litigation|class actions?|claims|cases?|actions?|suits?|charges|allegations|investigations?|inquir(?:y|ies)|disputes?|matters? (?:with|brought by))\\b`, "g"),
    specific: true
  },
  {
    gate: /settlement|agreement to settle|consent|plea|prosecution/i, re: R(`\\b(?:entered into (?:a |an )?(?:final )?(?:settlement|consent decree|consent order|plea agreement|deferred prosecution agreement)|reached (?:a |an )?(?:settlement|agreement to settle)) (?:[^;]{0,80}?)\\b(?:with|resolving|to resolve) (?:the )?(?:[^;]{0,60}?)(?:${AUTHORITY}|plaintiffs|the (?:lawsuit|litigation|class|action|matter))`, "g"),
    specific: false
  },
  // a settlement (or consent decree) entered into to resolve claims, lawsuits or a class
  {
    gate: /settlement|consent/i, re: R(`\\b(?:agreed to|entered into|reached|announced) (?:a |an |the )?(?:proposed |binding |final |tentative |nationwide |global |definitive )*(?:class[- ]action |[A-Z][\\w-]* )?(?:settlement(?: agreement| term sheet| frameworks?)?|consent decree|consent order|consent judgment|stipulated judgment)s?\\b[^;]{0,140}?\\b(?:with|to resolve|resolving|(?:which|that) resolved|to settle|of) (?:the |a |an )?(?:[^;]{0,60}?)\\b(?:claims|lawsuits?|litigation|class|plaintiffs|actions?|${AUTHORITY})`, "g"),
    specific: true
  },
  // charges, costs or liabilities for a legal matter (MD&A: "a $2.5 billion charge related to the settlement …")
  {
    gate: /litigation|lawsuit|class action|settlement|dispute|arbitration|matters|court|tribunal/i, re: R(`\\b(?:(?:charges?|costs?|expenses?|liabilit(?:y|ies)|accruals?|payments?|paid|reserves?|provisions?|adjustments?|(?:tax )?benefits?)\\b[^;]{0,60}?\\b(?:related to|relating to|relates? to|associated with|in connection with|for(?: the resolution of)?|under|to resolve|toward resolving|from|as a result of(?: developments in)?|resulting from|arising from)|impacts? of|loss(?:es)? on)\\b (?:the |a |an |its |our |certain )?(?:(?:(?:v\\.|[\\w'’/-]+) ){0,7}?(?:claims and litigation|litigation|lawsuits?|class action(?: lawsuits?)?|legal settlements?|(?:legal|arbitration) matters?|(?!(?:other|certain|various|such|these|those|all|any|similar|related|several|many) )[\\w'’-]+ matters(?= (?:in|during|of|at|as)\\b|[.;,]|$)|disputes? (?:with|concerning|regarding|over|relating to|related to)|(?:the resolution of |the settlement of )?(?:the |a )?[\\w'’-]+ (?:[\\w'’-]+ )?disputes?(?=[.;,]|$| (?:in|during|of)\\b)|(?:${MONTHS} \\d{1,2}, (?:19|20)\\d\\d )?(?:[\\w'’-]+ ){0,3}?(?:court|tribunal|arbitral|arbitration)(?: [\\w'’-]+){0,2} (?:decisions?|rulings?|judgments?|awards?|opinions?))\\b|(?:proposed |previously announced )?(?:[\\w'’-]+ ){0,3}?settlements?(?: agreements?| frameworks?)?(?: announced [^;]{0,50}?)? (?:with|of (?:a |an |the )?(?:[\\w-]+ ){0,2}?(?:lawsuits?|litigation|class|claims)|to resolve|regarding)\\b|(?:[\\w'’-]+ )?settlement (?:agreements?|frameworks?|funds?)\\b|(?:[\\w'’-]+ ){1,4}?(?<!\\b(?:the|a|an|its|our|pension|annuity|benefits?|tax|lease|hedge|derivative|swap|debt|contract|insurance|net|cash|partial|gross|final|early) )settlements?(?=[.;,]|$))`, "g"),
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
  { gate: /paid|payable/i, re: R(`\\b(?:fines?|penalt(?:y|ies)|disgorgement)\\b (?:paid|payable) to (?:the )?(?:${AUTHORITY})`, "g"), specific: true, selfImplied: true, notDefinition: true },
  { gate: /matter/, re: /\b(?:charges?|costs?|expenses?|accru(?:als?|ed)|payments?|paid|reserves?|provisions?)\b[^;]{0,60}?\b(?:related to|relating to|associated with|in connection with|for|to resolve)\s+the\s+(?:FTC|SEC|DOJ|EPA|CFPB|OCC|FCA|CMA|NHTSA|FAA|FDA|IRS|EC|KFTC|JFTC|SAMR|[A-Z][a-z]+\s+Attorney\s+General|Department\s+of\s+Justice|Federal\s+Trade\s+Commission|European\s+Commission)\s+(?:[a-z-]+\s+)?matters?\b/g, specific: true, selfImplied: true, notDefinition: true, namedCost: true },
  // money moved or charged for a named decision: "a one-time income tax charge of $10.2 billion, net, related to the State Aid Decision",
  // "released from escrow €14.2 billion … to Ireland in connection with the State Aid Decision"
  {
    gate: /Decision|Judgment|Ruling|Award|Order/, re: /\b(?:charges?|costs?|expenses?|payments?|paid|pay|released|deposited|accru(?:ed|als?)|obligations?|liabilit(?:y|ies)|reserves?|benefits?)\b[^;]{0,120}?\b(?:related to|relating to|in connection with|as a result of|resulting from|arising from|under|pursuant to)\s+the\s+(?!Executive\s+Order)(?:[A-Z][\w-]*\s+){1,4}(?:Decision|Judgment|Ruling|Award|Order)\b/g,
    specific: true,
    selfImplied: true,
    notDefinition: true
  },
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
    gate: /consent/i, re: R(`\\bconsent (?:agreement|order|decree)s? (?:with|entered (?:into )?with|issued by) (?:the )?(?:${AUTHORITY})`, "g"),
    specific: true
  },
  { gate: /civil penalt|administrative penalt/i, re: R(`\\b(?:payment of|pay|paid|agreed to pay|assessed) (?:[^;]{0,30}?)\\b(?:civil|administrative) penalt(?:y|ies)\\b[^;]{0,60}?(?:[$€£¥]\\s?\\d|\\d[\\d,.]* (?:million|billion))`, "g"), specific: true },
  { gate: /disclosed|reported/i, re: R(`\\b(?:self-disclosed|voluntarily disclosed|self-reported|voluntarily reported) (?:[^;]{0,40}?)\\b(?:potential |possible |certain )?(?:violations?|non-?compliance|matters?)\\b[^;]{0,160}?\\bto (?:the )?(?:${AUTHORITY})`, "g"), specific: true },
  { gate: /disclosed|reported/i, re: R(`\\b(?:self-disclosed|voluntarily disclosed|self-reported|voluntarily reported) to (?:the )?(?:${AUTHORITY})[^;]{0,80}?\\b(?:potential |possible |certain |apparent )?(?:violations?|non-?compliance)\\b`, "g"), specific: true },
  { gate: /assessed|imposed|levied/i, re: R(`\\b(?:fines?|penalt(?:y|ies)|sanctions) (?:are|were|was|is|have been|has been) (?:assessed|imposed|levied)(?: jointly and severally)? (?:to|against|on) ${SUBJ}`, "g"), specific: false, selfSubject: true, caption: true },
  // named a potentially responsible party at a site, or served with notices of violation
  { gate: /responsible part/i, re: R(`\\b${SUBJ} (?:have|has|had) been (?:named|designated|identified) (?:as )?(?:a |one of the )?(?:potentially )?responsible part(?:y|ies)\\b`, "g"), specific: false, selfSubject: true },
  { gate: /notices? of (?:violation|non-?compliance)|violation notices?/i, re: R(`\\b(?:received|issued|served|resolve|settle)\\b[^;]{0,120}?\\b(?:notices? of (?:violation|non-?compliance)|violation notices?)\\b`, "g"), specific: true },
  {
    gate: /consent/i, re: R(`\\band (?:the )?(?:[\\w.-]+ ){0,3}?(?:${AUTHORITY})(?: \\([A-Z]{2,6}\\))? (?:entered into|signed|agreed to) (?:a |an )?consent (?:decree|order|agreement)\\b`, "g"),
    specific: true
  },
  { gate: /fine|penalt/i, re: R(`\\b(?:the|an?) (?:${AUTHORITY}) (?:fines?|penalt(?:y|ies))\\b(?= [^;]{0,30}?\\b(?:that|which) (?:was|were|had been|has been) (?:recorded|paid|imposed|levied|assessed|annulled|reduced)\\b)`, "g"), specific: true, selfImplied: true },
  // a settlement with an authority: "we agreed to limit … in a settlement with the European Commission"
  { gate: /settlement/i, re: R(`\\b(?:a|an|the|our|its) (?:\\d{4} )?settlement (?:agreement )?with (?:the )?(?:${AUTHORITY})`, "g"), specific: true },
  { gate: /[Mm]atters?/, re: /\b(?:settlement|resolution) of (?:the\s+)?(?!Company\b)(?:[A-Z][\w-]*\s+){1,3}[Mm]atters?\b/g, specific: false, selfImplied: true },
  { gate: /tax/i, re: R(`\\b(?:settlement|resolution) of (?:a |the )?tax (?:audits?|disputes?|assessments?|litigation) (?:in|with) [A-Z]`, "g"), specific: false, selfImplied: true, namedCost: true },
  // a tax assessment, demand or proposed adjustment the company received: "one of the Company's Indian subsidiaries received a tax assessment
  // approximating $272,000", "The Company has received the Income Tax Demand orders, amounting to $101.68 million …", "we received a draft of
  // proposed adjustments from the Internal Revenue Service …"; "the income tax department has issued the draft assessment order …"
  { gate: /tax|IRS|Internal Revenue|assessment/i, re: R(`\\breceived (?:a |an |the )?(?:(?:final|draft|revised|formal) )?(?:(?:income |sales |value[- ]added |service |withholding )?tax (?:assessments?|demands?(?: orders?)?|deficiency notices?)|income tax demand orders?|draft of (?:the )?proposed adjustments from (?:the )?(?:IRS|Internal Revenue Service))\\b|\\btax (?:department|authorit(?:y|ies)|office)\\b[^;]{0,40}?\\b(?:has |have )?issued (?:a |an |the )?(?:(?:final|draft|revised) )?assessment orders?\\b`, "g"), specific: true, selfImplied: true },
  // a tax authority's report, notice or assessment issued to the company
  {
    gate: /IRS|Internal Revenue|tax|revenue|assessing/i, re: R(`\\b(?:IRS|Internal Revenue Service|(?:[A-Z][\\w]+ )?tax (?:authorit(?:y|ies)|administration|agency|office)|(?:[A-Z][\\w]+ )?Tax Authorities|revenue (?:agency|authorit(?:y|ies)|service)|assessing office|HMRC)\\b[^;]{0,200}?\\b(?:issued|proposed|assessed|sent|delivered|served)\\b (?:[^;]{0,40}?)\\b(?:audit report|revenue agent['’]s reports?|RARs?|notices? of (?:deficiency|proposed adjustments?|assessment)|(?:tax )?assessments?|(?:proposed )?adjustments)\\b`, "g"),
    specific: true,
    selfImplied: true
  },
  { gate: /assessment/i, re: R(`\\breceived (?:a |an |the )?(?:final |revised |formal )?(?:tax )?assessments? (?:from|by) (?:the )?(?:IRS|Internal Revenue Service|(?:[A-Z][\\w]+ )?tax (?:authorit(?:y|ies)|administration|agency|office)|revenue (?:agency|authorit(?:y|ies)|service))`, "g"), specific: true, selfImplied: true },
  { gate: /agreement|settle/i, re: R(`\\b(?:agreement|settlement) with (?:the )?(?:IRS|Internal Revenue Service|(?:[A-Z][\\w]+ )?tax authorit(?:y|ies)) to (?:settle|resolve)\\b`, "g"), specific: true, selfImplied: true },
  { gate: /agreements? with/i, re: R(`\\b(?:reached|entered into|came to) (?:an |a )?agreements? with (?:the )?(?:IRS|Internal Revenue Service|(?:[A-Z][\\w]+ )?tax authorit(?:y|ies)) on\\b`, "g"), specific: true, selfImplied: true },
  // a settlement payment the company agreed to make
  { gate: /settlement payment/i, re: R(`\\b(?:agreed|agrees) to (?:make|pay) (?:a |the )?settlement payments?\\b`, "g"), specific: true },
  // the company contests a decision, assessment or report: appeals, protests, cross-appeals
  {
    gate: /appeal|protest/i, re: R(`\\b${SUBJ} (?:has |have |had )?(?:subsequently |also |timely |then )?(?:filed|submitted|lodged) (?:a |an |its |their )?(?:formal |written )*(?:(?:IRS )?appeals? protest|protest|notice of appeal|cross-appeal|appeal)\\b`, "g"),
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
    gate: /court|tribunal|jury|arbitra/i, re: R(`\\b(?:charges?|costs?|expenses?|(?:reserve )?adjustments?|benefits?|impacts?|losses|loss|provisions?|accruals?)\\b[^;]{0,80}?\\b(?:related to|relating to|associated with|(?:a |the |direct )*result of|resulting from|due to|following|in connection with|arising from)\\b[^;]{0,80}?\\b(?:court|tribunal|arbitra\\w+|jury)\\b[^;]{0,60}?\\b(?:decisions?|opinions?|rulings?|judgments?|verdicts?|awards?)\\b`, "g"),
    specific: true,
    selfImplied: true,
    notDefinition: true,
    ownCaption: true
  },
  // the company is party to a litigation named by its subject ("party to asbestos-related product litigation")
  {
    gate: /part(?:y|ies) to/i, re: R(`\\b${SUBJ} (?:are|is|was|were|have been|has been|remains?) (?:currently |also |now )?(?:a |the )?(?:named )?part(?:y|ies) to (?!(?:an? )?(?:various|other|certain|numerous|several|legal|ordinary|routine|many|number|variety|range|wide|host|multitude|such|these|any)\\b)(?:[\\w-]+ ){1,3}(?:litigation|lawsuits?|class actions?|proceedings)\\b`, "g"),
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
    gate: /involved in/i, re: R(`\\b${SUBJ} (?:is|are|was|were|has been|have been)(?: and (?:has|have) been)? (?:currently |also )?involved in (?:a large number of |a number of |numerous |many |several |thousands of )?(?!(?:various|other|certain|routine|ordinary|legal|such)\\b)[\\w-]+-related (?:[\\w-]+ )?(?:suits|lawsuits|litigation|claims|actions)\\b`, "g"),
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
  { gate: /ongoing|pending/i, re: R(`\\b${SUBJ}(?:,? along with [^,;]{1,60},)? (?:has been|have been) (?:currently )?subject to (?:ongoing|pending) (?:[\\w-]+ ){0,3}?(?:litigation|lawsuits?|class actions?|claims|proceedings)\\b`, "g"), specific: false, selfSubject: true, caption: true },
  { gate: /ongoing|pending/i, re: R(`\\b(?:we|the company) (?:are|is) (?:currently )?subject to (?:ongoing|pending) (?:[\\w-]+ ){0,3}?(?:litigation|lawsuits?|class actions?|claims|proceedings)\\b`, "g"), specific: true },
  // money put into a litigation escrow: "we deposited $850 million into the U.S. litigation escrow account"
  { gate: /escrow/i, re: R(`\\b(?:deposited|deposits? of|made deposits? of|paid|payments? of|funded) [^;]{0,60}?\\b(?:in)?to (?:the |our |a |its )?(?:[\\w.-]+ ){0,2}?(?:litigation|settlement) escrow\\b`, "g"), specific: false, selfImplied: true },
  // the company resolved or settled its litigation with named parties: "The Company has now resolved its litigation with all states …"
  { gate: /resolved|settled/i, re: R(`\\b(?:we|the company|it) (?:have |has )?(?:now |also |previously )?(?:resolved|settled) (?:its|our|the) (?:[\\w-]+ ){0,2}?(?:litigation|lawsuits|claims|cases|disputes) (?:with|brought by|filed by)\\b`, "g"), specific: false },
  // sanctions a government imposed on the company or the subsidiary the section keeps naming
  { gate: /sanction/i, re: R(`\\b(?:announced|imposed|levied|issued) (?:[\\w-]+ )?sanctions (?:against|on) ${SUBJ}`, "g"), specific: true, selfSubject: true, caption: true },
  { gate: /sanction/i, re: R(`\\bsanctions (?:against|on) ${SUBJ} (?:included|include|includes|consisted of|comprised) (?:a |an )?(?:fines?|penalt(?:y|ies))\\b`, "g"), specific: false, selfSubject: true, caption: true },
  // suits presupposed by a definite mention: "the purported class action lawsuits and derivative lawsuits filed against us …"
  {
    gate: /against/i, re: R(`\\bthe ${ADJ}(?:[\\w-]+ ){0,2}?(?:lawsuits|class actions|complaints|suits|actions)(?: and ${ADJ}(?:[\\w-]+ ){0,2}?(?:lawsuits|class actions|complaints|suits|actions|claims))? (?:filed|brought|pending|asserted) against (?:us|the company)\\b`, "g"),
    specific: false,
    admits: true
  },
  // existing or pending suits stated as such ("there are existing claims and lawsuits in Russia related to …")
  {
    gate: /\bthere\b/i, re: R(`\\bthere (?:are|is|were|was|have been|has been) (?:currently )?(?:existing|pending|ongoing|several|two|three|multiple) ${ADJ}(?:[\\w-]+ ){0,2}(?:claims|lawsuits?|class actions?|actions?|proceedings|litigation)(?: and (?:[\\w-]+ ){0,2}(?:claims|lawsuits?|class actions?|proceedings|litigation))? (?:pending|filed|brought|in|against|related|relating|arising)\\b`, "g"),
    specific: true
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
  { gate: /naming/i, re: R(`\\b${ADJ}(?:[\\w-]+ ){0,2}?${SUIT} (?:[^;]{0,160}?)(?:was|were|has been|have been|had been) (?:filed|commenced|brought|instituted)\\b[^;]{0,160}?\\bnaming (?:as (?:a )?(?:co-)?defendants? )?(?:us|the company)\\b`, "g"), specific: false, selfImplied: true },
  // securities class actions filed (they are brought against the issuer): "four class action lawsuits were filed alleging violations of the U.S. securities laws"
  { gate: /securities/i, re: R(`\\b${ADJ}(?:class actions?|lawsuits?|complaints?|suits?|actions?) (?:[^;]{0,100}?)(?:was|were|has been|have been) (?:filed|commenced|brought)\\b[^;]{0,160}?\\balleging violations? of (?:the )?(?:U\\.S\\. )?(?:federal )?securities laws\\b`, "g"), specific: true, selfImplied: true },
  // a derivative action filed on the company's behalf against its officers: "a related shareholder derivative action was filed, purportedly on behalf of the Company"
  { gate: /derivative/i, re: R(`\\b(?:shareholder |stockholder )?derivative (?:action|lawsuit|suit|complaint)s? (?:[^;]{0,60}?)(?:was|were|has been|have been) (?:filed|commenced|brought)\\b`, "g"), specific: true, selfImplied: true },
  // a penalty assessed to the company: "In July 2020, we received a penalty assessment of approximately $136,000 from the federal Bureau of Safety and Environmental Enforcement"
  { gate: /penalt|fine/i, re: R(`\\b(?:we|the company|it) (?:have |has |had )?received (?:a |an )?(?:[\\w-]+ )?(?:civil )?(?:penalty|fine) (?:assessments?|notices?|of)\\b`, "g"), specific: false },
  // an authority names the company responsible for a site: "the EPA notified us that we were a potentially responsible party under CERCLA",
  // "the EPA issued Special Notice Letters to over 400 entities, including the Company, alleging …"
  { gate: /responsible|PRP|notice letter/i, re: R(`\\b(?:notified|informed|advised) (?:us|the company) that (?:we|it) (?:was|were|is|are|had been|has been|have been) (?:a |one of (?:the |several )?)?(?:potentially responsible part(?:y|ies)|PRPs?)\\b|\\b(?:issued|sent) (?:special )?notice letters? to [^;]{0,60}?\\bincluding (?:us|the company)\\b`, "g"), specific: false },
  // a court entered a consent decree that releases or binds the company
  { gate: /consent/i, re: R(`\\b(?:courts?|judge)\\b[^;]{0,100}?\\bentered (?:a |an |the )?consent (?:decree|judgment|order)\\b[^;]{0,120}?\\b(?:us|the company|our)\\b`, "g"), specific: false },
  // an authority's letter asserting a claim against the company: "the EPA sent us a letter asserting that … had incurred $9.8 million in unreimbursed costs"
  { gate: /sent/i, re: R(`(?:${AUTHORITY})[^;]{0,40}?\\bsent (?:us|the company) (?:a |an )?(?:letter|notice|demand)\\b[^;]{0,40}?\\b(?:asserting|alleging|demanding|claiming|seeking)\\b`, "g"), specific: false },
  // a defendant among many in suits named by what they claim: "The Company and certain of the Company's subsidiaries are among numerous
  // defendants in a number of cases seeking damages for alleged exposure to asbestos-containing materials related to talc products …"
  { gate: /defendants/i, re: R(`\\b${SUBJ}(?: and [^;]{0,80}?)? (?:is|are|was|were|has been|have been) (?:among )?(?:the |numerous |many |several |multiple )?(?:co-)?defendants in (?:a number of|numerous|various|several|many|multiple) (?:[\\w-]+ ){0,2}?(?:cases|lawsuits|actions|claims|suits|proceedings)\\b[^;]{0,40}?\\b(?:seeking (?:damages|compensation|recovery) for|alleging|relating to|related to|arising (?:from|out of)|involving) (?:alleged )?[a-z]`, "g"), specific: false, selfSubject: true },
  // a count of the company's open cases: "As of April 2, 2023, we had 460 open asbestos cases related to certain talc products …"
  { gate: /cases|lawsuits|suits|actions|claims/i, re: R(`\\b(?:we|the company) (?:had|has|have) (?:approximately |about |over |more than )?\\d[\\d,]* (?:open |pending |active )?(?:[\\w-]+ ){0,2}?(?:cases|lawsuits|suits|actions|(?:asbestos|talc|mesothelioma|product liability|personal injury|[a-z]+-related) claims)\\b`, "g"), specific: false },
  // a settlement of the company's liability with authorities: "In July 2020, the Company settled criminal and civil liability with the U.S. Department of Justice (DOJ), …"
  { gate: /settled/i, re: R(`\\b(?:we|the company|it) settled (?:[\\w-]+ ){0,4}?(?:liability|liabilities|claims|charges|allegations|matters?) with (?:the )?(?:[A-Z][\\w.&'’-]* ){0,4}?(?:${AUTHORITY})`, "g"), specific: false },
  // settlements with plaintiffs: "On May 5, 2011, Company entered into two separate settlement agreements with two plaintiffs."
  { gate: /settlement agreement/i, re: R(`\\b(?:entered into|executed|signed|reached) (?:a |an |the |two |three |several )?(?:[\\w-]+ ){0,2}?settlement agreements? with (?:the |two |three |several |certain |all )?(?:[\\w-]+ )?(?:plaintiffs?|claimants|the class)\\b`, "g"), specific: false },
  // defendants among many in suits that claim injury: "Certain subsidiaries are each one of many defendants in a large number of lawsuits that claim personal injury …"
  { gate: /defendants/i, re: R(`\\b(?:we|the company|it|(?:certain|several|some|two|three) (?:of (?:our|its|the company['’]s) )?(?:[\\w-]+ )?subsidiaries|(?:our|its|the company['’]s) (?:[\\w-]+ )?subsidiaries)\\b[^;]{0,60}? (?:is|are) (?:each )?(?:one of )?(?:many |numerous |several |multiple |the )?(?:co-)?defendants\\b[^;]{0,60}?\\bin (?:a (?:large )?number of|numerous|various|several|many|multiple) (?:[\\w-]+ ){0,2}?(?:cases|lawsuits|actions|claims|suits|proceedings)\\b[^;]{0,40}?\\b(?:that (?:claim|allege|seek)|claiming|alleging|seeking)\\b`, "g"), specific: false },
  // "Claims have been asserted alleging personal injury from exposure to asbestos-containing components … of the Corporation's … subsidiary"
  { gate: /alleging/i, re: R(`\\b(?:claims|lawsuits|suits|actions) (?:have been|has been|were|was) (?:asserted|made|brought|filed) (?:against (?:us|the company|the corporation) )?alleging\\b`, "g"), specific: false },
  // named responsible for a site by an authority: "… have been identified by the United States Environmental Protection Agency … as potentially responsible parties"
  { gate: /responsible|PRP/i, re: R(`\\b(?:have|has|had) been (?:identified|named|designated) by [^;]{0,120}?\\bas (?:a |one of (?:the |several )?)?(?:potentially responsible part(?:y|ies)|PRPs?)\\b`, "g"), specific: false },
  // "the SEC approved the Company's offers of settlement in connection with the SEC's investigations"
  { gate: /offers? of settlement/i, re: R(`(?:${AUTHORITY})[^;]{0,40}?\\b(?:approved|accepted) (?:the company['’]s|our|its) offers? of settlement\\b`, "g"), specific: false },
  // a settlement agreement that ends a dispute: "the Company entered into a settlement agreement in connection with a contract dispute regarding …"
  { gate: /settlement/i, re: R(`\\b(?:entered into|executed|signed|reached) (?:a |an )?(?:[\\w-]+ ){0,3}?settlement (?:and (?:mutual )?release )?agreement\\b[^;]{0,40}?\\b(?:in connection with|to resolve|resolving|relating to|related to) (?:a|the) (?:[\\w-]+ ){0,3}?(?:dispute|lawsuit|litigation|claims?|arbitration|case|action)\\b`, "g"), specific: true },
  // a demand or suit that names the company as respondent: "DTI made a formal demand to the American Arbitration Association naming the Company as respondent"
  { gate: /naming/i, re: R(`\\bnaming (?:us|the company)(?: and [^;]{0,40}?)? as (?:a |the )?(?:co-)?(?:respondents?|defendants?)\\b`, "g"), specific: false },
  // notice of a suit received: "In March 2014, the Company received notice of a lawsuit against the Company …", "we were notified of a collection suit"
  { gate: /notice|notified|informed|advised/i, re: R(`\\b(?:received (?:a |an )?(?:amended )?notice of (?:a |an )?(?:[\\w-]+ ){0,2}?(?:lawsuits?|suits?|claims?|complaints?|actions?|arbitrations?|demands? for arbitration)|(?:we|the company) (?:was|were|has been|have been) (?:notified|informed|advised) of (?:a |an )?(?:[\\w-]+ ){0,2}?(?:lawsuits?|suits?|claims?|complaints?|actions?|arbitrations?))\\b`, "g"), specific: false, selfImplied: true },
  // a settlement and release under which the company pays: "we entered into a settlement and release with a former consultant under which we will pay $15,000"
  { gate: /settlement/i, re: R(`\\b(?:entered into|signed|executed|reached) (?:a |an )?(?:confidential )?settlement (?:and (?:mutual )?release|agreement)(?: agreement)? with [^;]{0,60}?\\b(?:under which|pursuant to which|whereby) (?:we|the company)(?= (?:will |agreed to |shall )?pay\\b)`, "g"), specific: false, admits: true },
  // "Purdue … elected to sue the Company for infringement in the District of Delaware on March 24, 2015"
  { gate: /\bsu(?:e|ed|ing)\b/i, re: R(`(?<!\\b(?:we|the company|it) (?:to |have |has |had )?)\\b(?:to sue|sued|suing) (?:us|the company)\\b`, "g"), specific: false },
  // resolutions and prosecution agreements with authorities: "the Company reached a resolution with the United States Department of Justice …",
  // "the Company entered into a Deferred Prosecution Agreement, dated February 5, 2009, with the DOJ"
  { gate: /resolution|prosecution agreement/i, re: R(`\\b(?:reached|entered into|finalized) (?:a |an |the )?(?:[\\w-]+ )?resolution with (?:the )?(?:[A-Z][\\w.&'’-]* ){0,4}?(?:${AUTHORITY})|\\bentered into (?:a |an )?(?:deferred|non)[\\s-]?prosecution agreement\\b`, "g"), specific: false },
  // an agreement to settle litigation against the company: "the Company entered into a memorandum of understanding regarding the settlement of pending private securities and related litigation against the Company"
  { gate: /memorandum of understanding|stipulation|agreement in principle/i, re: R(`\\b(?:memorandum of understanding|stipulation(?: of settlement)?|agreement in principle) (?:regarding|to|for|providing for) (?:the )?settle(?:ment)?\\b[^;]{0,80}?\\b(?:litigation|lawsuits?|actions?|claims|class actions?|cases?)\\b`, "g"), specific: true },
  // "The Corporation has settled with several state Attorneys General and insurance departments all issues arising out of their investigations."
  { gate: /settled with/i, re: R(`\\b(?:we|the company|the corporation|it) (?:has |have |had )?settled with (?:the |several |certain |various |two |three |a number of )?(?:state |federal )?(?:[A-Z][\\w.&'’-]* ){0,4}?(?:of (?:the )?)?(?:${AUTHORITY}|Attorneys General|insurance departments|regulators)`, "g"), specific: false },
  // an authority tells the company of a suit: "the U.S. Department of Justice informed the company of a False Claims Act complaint … filed under seal by a relator"
  { gate: /informed|notified|advised/i, re: R(`(?:${AUTHORITY})[^;]{0,40}?\\b(?:informed|notified|advised) (?:us|the company) of (?:a |an |the )?(?:[\\w-]+ ){0,4}?(?:complaint|lawsuit|suit|action|qui tam)\\b`, "g"), specific: false },
  // counterclaims that seek money from the company: "… with an answer, denying most of the company's claims, and counterclaims seeking approximately $410 million"
  { gate: /counterclaim/i, re: R(`(?<!\\b(?:we|the company|it) (?:have |has |had )?(?:also )?(?:filed |asserted |brought )?)\\bcounter-?claims? (?:seeking|alleging|for (?:approximately )?[$€£])`, "g"), specific: false },
  // suits pending against the company by its name: "Lawsuits are pending against AbbVie and others generally alleging …"
  { gate: /pending against/i, re: R(`\\b${ADJ}(?:[\\w-]+ ){0,2}?${SUIT} (?:are|is|remain|remains) (?:currently )?pending against (?<subj>[A-Z][\\w&.-]*(?: [A-Z][\\w&.-]*){0,3})`, "g"), specific: false, selfSubject: true },
  // a suit filed by those who usually sue the company: "Seven complaints were filed by purported stockholders of the Company challenging the merger",
  // "A legal proceeding has been initiated by a former employee alleging wrongful termination"
  { gate: /filed|brought|commenced|initiated/i, re: R(`\\b${ADJ}(?:[\\w-]+ ){0,3}?${SUIT} (?:(?:has been|have been|was|were|had been) )?(?:filed|brought|commenced|initiated) by (?:a |an |one |two |three |several |certain |the )?(?:purported |putative |alleged )?(?:former |current )?(?:stockholders?|shareholders?|employees?|customers?|consumers?|franchisees?|dealers?|patients?|investors?|unitholders?|bondholders?|noteholders?)\\b`, "g"), specific: false, selfImplied: true },
  // "A number of putative class actions were filed in the U.S. and Canada on behalf of customers allegedly harmed by the Data Breach."
  { gate: /behalf/i, re: R(`\\b${ADJ}(?:[\\w-]+ ){0,2}?(?:class actions?|lawsuits?|complaints?|suits?|actions?) (?:has been|have been|was|were|had been) (?:filed|brought|commenced)\\b[^;]{0,100}?\\bon behalf of (?:a (?:putative |purported )?class of )?(?:all )?(?:(?:our|the company['’]s|its) )?(?:[\\w-]+ ){0,3}?(?:customers|consumers|shareholders|stockholders|purchasers|investors|employees|patients|users|holders)\\b`, "g"), specific: false, selfImplied: true },
  // a party that is not the company files in a court: "Jonathan Torres and other consumers filed an action in the U.S. District Court …"
  { gate: /filed/i, re: R(`\\b(?!(?:the company|we|our|the registrant)\\b)(?:[A-Z][\\w.'’-]*(?: [A-Z][\\w.'’-]*){0,3}|(?:a|one|two|several) (?:former |current )?(?:[\\w-]+ ){0,2}?(?:employees?|customers?|consumers?|shareholders?|stockholders?|franchisees?|competitors?|distributors?|resellers?|suppliers?|patients?))(?: and (?:other|several|certain) \\w+)? (?:has |have |had )?filed (?:a |an |(?:more than |over |approximately )?\\d[\\d,]* )?${ADJ}(?:[\\w-]+ ){0,2}?(?:class actions?|lawsuits?|complaints?|suits?|actions?|petitions?) (?:in|with) (?:the )?(?:[\\w.'’ -]{0,50}?)(?:Court|Tribunal|courts)\\b`, "g"), specific: false, selfImplied: true },
  // a demand for arbitration made by another party: "A former reseller of our … systems … has filed a demand for arbitration seeking monetary damages"
  { gate: /arbitration/i, re: R(`(?<!\\b(?:we|the company|it)\\s(?:have\\s|has\\s|had\\s)?(?:also\\s)?)\\b(?:filed|served|submitted|initiated) (?:a |an )?(?:demand|notice|request|statement of claim) for arbitration\\b`, "g"), specific: false, selfImplied: true },
  // counterclaims against the company: "the customer asserted counter-claims of $10.3 million"
  { gate: /counter/i, re: R(`(?<!\\b(?:we|the company|it)\\s(?:have\\s|has\\s|had\\s)?(?:also\\s)?)\\b(?:asserted|filed|brought) (?:[\\w-]+ )?counter-?claims?\\b`, "g"), specific: false, selfImplied: true },
  // defending against a verdict or judgment: "We are aggressively defending against a $65.4 million jury verdict …"
  { gate: /verdict|judgment|award/i, re: R(`\\b(?:we|the company|it) (?:are|is|were|was|continue to be|continues to be|have been|has been) (?:currently |also |now |vigorously |aggressively )*(?:defending against|appealing|contesting|challenging) (?:a |an |the )?(?:[\\w$€£.,-]+ ){0,3}?(?:jury )?(?:verdicts?|judgments?|awards?)\\b`, "g"), specific: false },
  // a claim received from another party that alleges something: "we received a claim from a public transit authority customer which alleges …"
  { gate: /alleg|assert|claim|seek/i, re: R(`\\b(?:we|the company|it) (?:have |has |had )?(?:also )?received (?:a |an )?(?:[\\w-]+ )?(?:claims?|demands?|complaints?|demand letters?) from [^;]{0,100}?\\b(?:which |that |who )?(?:alleges?|alleging|asserting|claiming|seeking)\\b`, "g"), specific: true, selfImplied: true },
  // claims made against the company: "The four major payment card networks made claims against the Company …", "The Data Breach resulted in a number of claims against the Company"
  { gate: /against/i, re: R(`\\b(?:made|asserted|pressed|(?:led to|resulted in|gave rise to)(?: (?:a number of|several|numerous|multiple|various))?) (?:[\\w-]+ ){0,2}?claims? against (?:the company|us)\\b`, "g"), specific: false },
  // a sealed complaint made public: "the qui tam complaint underlying the DOJ inquiry was unsealed", "On May 29, 2014, the case was unsealed."
  { gate: /unsealed/i, unless: R("\\bunsealed against (?!us\\b|the company\\b|our\\b|it\\b)"), re: R(`\\b(?:qui tam )?(?:complaint|case|action|lawsuit|suit)\\b[^;]{0,60}?\\b(?:was|were|has been|had been) unsealed\\b`, "g"), specific: false },
  // a settlement with an authority: "on February 1, 2023, we reached a negotiated settlement with the FTC …"
  { gate: /settlement/i, re: R(`\\b(?:reached|entered into|agreed to|signed|executed|finalized|completed|announced) (?:a |an |the )?(?:[\\w-]+ ){0,2}?settlement(?: agreement)?(?: in principle)? with (?:the )?(?:[A-Z][\\w.&'’-]* ){0,4}?(?:${AUTHORITY})`, "g"), specific: false },
  { gate: /agreement/i, re: R(`\\b(?:reached|entered into|signed) (?:a |an )?(?:[\\w-]+ ){0,2}?agreement in principle with (?:the )?(?:[A-Z][\\w.&'’-]* ){0,4}?(?:${AUTHORITY})`, "g"), specific: false },
  // a penalty an authority issued to the company: "OSHA … issued its penalty to the Company in the amount of $138"
  { gate: /penalt|fine|citation/i, re: R(`(?:${AUTHORITY})[^;]{0,80}?\\b(?:issued|assessed|imposed) (?:a |an |its |the )?(?:[\\w$.,-]+ ){0,3}?(?:civil |administrative )?(?:penalt(?:y|ies)|fines?|citations?)\\b[^;]{0,40}?\\b(?:to|on|against) (?:the company|us|our|it)\\b`, "g"), specific: false },
  // counted dockets and forum-named arbitrations: "the Company was a party to 370 pending cases involving an aggregate of 4,709
  // claimants …", "over 20 FINRA arbitrations that were pending", "multiple FINRA arbitration proceedings by customers"
  { gate: /\d/, re: R("\\b(?:we|the company|the corporation|it|(?:one of )?(?:our|its) (?:[\\w-]+ )?subsidiar(?:y|ies))\\b (?:was|were|is|are|remains?|remained|has been|have been) (?:currently )?(?:a )?(?:party|parties|defendants?|named (?:as )?(?:a )?defendants?) (?:to|in) (?:approximately |about |over |more than |some )?\\d[\\d,]* (?:pending |active |open )?(?:cases|lawsuits|suits|actions|claims|proceedings|arbitrations|matters)\\b", "g"), specific: false, selfImplied: true },
  { gate: /pending/i, re: R("\\b(?:approximately |about |over |more than |some )?\\d[\\d,]* (?:[A-Z]{2,6} )?(?:arbitrations?|arbitration (?:claims|proceedings|cases)|lawsuits|suits|claims|cases|actions)\\b[^;.]{0,60}?\\b(?:were|was|are|is|remain|remained) (?:still |currently )?pending\\b", "g"), specific: false },
  { gate: /FINRA|NASD|JAMS|AAA/, re: R("\\b(?:multiple|several|numerous|a number of|\\d[\\d,]*) (?:FINRA|NASD|JAMS|AAA) arbitrations?(?: proceedings| claims| cases)? (?:by|brought by|filed by|from|on behalf of) (?:customers|clients|investors|claimants|former customers)\\b", "g"), specific: false }
]

const CYBER_WORD_RE = R(`\\bcyber|${CYBER}`)

const CYBER_PATTERNS: ReadonlyArray<Pattern> = [
  // the company as the victim of an e-mail or impersonation fraud: "the Company determined that it was the victim of a criminal fraud known to
  // law enforcement authorities as business e-mail compromise fraud …"
  { gate: /victim/i, re: R(`\\b(?:we|the company|it|(?:one of )?(?:our|its|the company['’]s) (?:[\\w-]+ )?subsidiar(?:y|ies)) (?:had |has |have )?(?:recently )?(?:was|were|been) (?:the )?victims? of (?:a |an )?(?:[\\w-]+ ){0,3}?(?:fraud|scheme|attack|intrusion)\\b[^;]{0,100}?\\b(?:business e-?mail compromise|e-?mail compromise|phishing|spoofing|impersonat\\w+|cyber\\w*|ransomware|hack\\w*)`, "g"), specific: false },
  // what an incident cost: "$42 million of costs related to the cybersecurity incident", "costs associated with the remediation of the December 2023 cybersecurity incident"
  { gate: /cost|expense|charge|loss|recover/i, re: R(`\\b(?:costs?|expenses?|charges?|losses|(?:insurance )?recoveries)\\b[^;]{0,40}?\\b(?:related to|relating to|associated with|in connection with|resulting from|arising from|attributable to|from|for) (?:the (?:remediation|resolution|investigation) of )?(?:the|this|that) (?:(?:${MONTHS} )?(?:19|20)\\d\\d )?(?:[\\w-]+ ){0,2}?${CYBER}`, "g"), selfImplied: true },
  // the company experienced / suffered / detected an incident
  {
    gate: /experienc|suffer|detect|discover|identif|determined|learned|aware|target|victim|subject|affected|impacted/i, re: R(`\\b(?:we|our [\\w ]{0,30}?(?:systems|networks?|team)|our (?:[\\w-]+ )?(?:subsidiary|subsidiaries|business|businesses|unit|division)(?: [A-Z][\\w-]*(?: [A-Z][\\w-]*){0,3})?|the company|it|some of our [\\w ]{0,30}?|both we and our [\\w ]{0,30}?)\\b(?:,? (?:and|or) [^,;]{0,100}?,?)? (?:(?:have|has|had) )?(?:(?:in the past|previously|also|recently) )?(?:experienced|suffered|detected|discovered|identified|determined that|learned that|became aware (?:of|that)|(?:were|was) (?:the )?(?:subject|victim)s? of|been (?:the )?(?:subject|victim)s? of|(?:were|was|been) (?:the )?target of(?= (?:a|an|the|this|that) )|been affected by|been impacted by)(?:,? and (?:may|might|could|will likely|are likely to|is likely to|expects? to)(?: in the future)?(?: continue to)? (?:experience|suffer|be affected by|be subject to)(?: in the future)?,?| in the past)? (?:[^;]{0,80}?)\\b${CYBER}`, "g"),
    admits: true
  },
  // bare attacks / breaches the company has experienced, on its systems or data
  {
    gate: /experienc|suffer/i, re: R(`\\b(?:we|the company|it)\\b(?:,? (?:and|or) [^,;]{0,100}?,?)? (?:have|has|had) (?:(?:in the past|previously|also|recently) )?(?:experienced|suffered)(?:,? and (?:may|might|could|will likely|are likely to|is likely to|expects? to)(?: in the future)?(?: continue to)? (?:experience|suffer)(?: in the future)?,?)? (?:[^;]{0,40}?)\\b(?:attacks|breaches|intrusions|incidents)\\b[^;]{0,80}?\\b(?:systems|networks|databases|data|information technology|IT)\\b`, "g"),
    admits: true
  },
  { gate: /detect|discover|identif|observ|aware|learned|determined/i, re: R(`\\b(?:detected|discovered|identified|observed|became aware of|learned of|determined that)\\b[^;]{0,80}?\\b(?:${CYBER}|unauthori[sz]ed (?:activity|access|intrusion)|(?:suspicious|malicious|anomalous) activity)`, "g") },
  // an intruder got in: "a threat actor gained unauthorized access to certain of our systems"
  { gate: /gained|obtained|accessed|exfiltrated|stole|deployed/i, re: R(`\\b(?:threat actors?|attackers?|hackers?|intruders?|cyber ?criminals?|criminals?|(?:third[\\s-]party )?(?:criminal|malicious|bad) actors?|unauthori[sz]ed (?:third )?part(?:y|ies)|(?:an|the) unauthori[sz]ed (?:actor|individual|user|party|third party))\\b[^;]{0,40}?\\b(?:(?:gained|obtained) (?:unauthori[sz]ed )?access to|accessed|exfiltrated (?:data|information) from|stole (?:data|information) from|deployed (?:ransomware|malware) (?:in|on|into|across)) (?:(?:certain of |some of |portions of |parts of |one of )?(?:our|the company['’]s|its|[A-Z][\\w&.-]*(?: [A-Z][\\w&.-]*){0,3}['’]s|(?:an? |the )(?:employee|executive|officer|user)['’]s) |(?:a (?:limited |small )?number of |certain )(?:(?:our|its) )?)(?:[\\w-]+ ){0,3}?(?:systems?|networks?|data|environments?|accounts?|servers?|databases?|infrastructure|information)\\b(?! of (?:one of |certain of |some of )?(?:our )?(?:competitors|peers|customers|suppliers|vendors|other companies))`, "g") },
  // an intruder exploited a flaw in the company's software: "a threat actor exploited a vulnerability in our file transfer software"
  { gate: /exploited/i, re: R(`\\b(?:threat actors?|attackers?|hackers?|intruders?|cyber ?criminals?|criminals?|unauthori[sz]ed (?:third )?part(?:y|ies)|an unauthori[sz]ed (?:actor|individual|user)|ransomware groups?)\\b[^;]{0,40}?\\bexploited (?:a |an |the )?(?:[\\w-]+ ){0,2}?vulnerabilit(?:y|ies) in (?:our|the company['’]s|its)\\b`, "g") },
  // a flaw that let an intruder in: "a vulnerability in … software used by one of our vendors, which resulted in unauthorized access to certain customer data"
  { gate: /vulnerabilit/i, re: R(`\\bvulnerabilit(?:y|ies)\\b[^;]{0,120}?\\b(?:which|that) (?:resulted in|led to|allowed|enabled)\\b[^;]{0,30}?\\bunauthori[sz]ed access\\b`, "g") },
  { gate: /occurred|detected|discovered|identified|took place|affected|impacted/i, re: R(`\\b(?:a|an|the) ${CYBER} (?:occurred|was detected|was discovered|was identified|took place|affected|impacted)\\b`, "g"), admits: true },
  // an attack on a part of the company that did harm: "a cyberattack on one of our subsidiaries disrupted its operations"; a flaw exploited
  // against it: "the MOVEit vulnerability was exploited to access files containing personal information of certain of our customers"
  { gate: /disrupted|encrypted|compromised|affected|impacted|caused|resulted in|shut down|interrupted/i, re: R(`\\b(?:a|an|the) (?:(?:${MONTHS} )?(?:19|20)\\d\\d )?${CYBER} (?:on|at|against|targeting) (?:one of |certain of |some of )?(?:our|the company['’]s) (?:[\\w-]+ ){0,2}?(?:subsidiar(?:y|ies)|systems?|networks?|facilit(?:y|ies)|operations|plants?|businesses)\\b[^;]{0,40}?\\b(?:disrupted|encrypted|compromised|affected|impacted|caused|resulted in|shut down|interrupted)\\b`, "g") },
  { gate: /exploited/i, re: R(`\\bvulnerabilit(?:y|ies)\\b[^;]{0,30}?\\b(?:was|were|had been|has been) exploited\\b[^;]{0,100}?\\b(?:our|the company['’]s)\\b`, "g") },
  // an attack that did something to the company's systems: "In January 2024, a ransomware attack encrypted portions of our corporate network"
  { gate: /encrypted|disrupted|compromised|hit|targeted|exposed|shut down|interrupted|took down/i, re: R(`\\b(?:a|an|the) (?:(?:${MONTHS} )?(?:19|20)\\d\\d )?${CYBER} (?:encrypted|disrupted|compromised|hit|targeted|exposed|shut down|interrupted|took down)\\b (?:(?:certain |some |portions |parts )?(?:of )?)?(?:our|the company['’]s)\\b(?! (?:suppliers?|vendors?|customers?|partners?|competitors?|service providers?)\\b)`, "g") },
  // incidents … which have happened / occurred in the past
  { gate: /happened|occurred/i, re: R(`\\b${CYBER}[^;]{0,60}?(?:, )?(?:which|that) (?:has|have) (?:happened|occurred)(?: in the past)?\\b`, "g"), admits: true },
  { gate: /happened|occurred/i, re: R(`\\b(?:have|has) (?:happened|occurred) (?:on our systems )?in the past\\b`, "g"), admits: true },
  { gate: /happened|occurred/i, re: R(`\\b${CYBER}[^;]{0,40}? (?:have|has) (?:from time to time |at times |previously |in the past |also )?(?:occurred|happened)\\b`, "g"), admits: true },
  { gate: /occurred on our systems/i, re: R(`\\b(?:have|has) occurred on our systems\\b`, "g"), admits: true },
  { gate: / (?:and|or) (?:could|may|might)/i, re: R(`\\b(?:${CYBER}|cyber[\\s-]?threats)[^;]{0,140}?\\b(?:have|has)(?: (?:in the past|previously))?,? (?:and|or) (?:could|may|might)\\b`, "g"), admits: true },
  // incidents that have resulted in harm ("security breaches … have in certain cases resulted in …")
  { gate: /resulted|caused|remained/i, re: R(`\\b${CYBER}[^;]{0,60}?\\b(?:have|has) (?:in (?:certain|some) (?:cases|instances) |in the past |previously |also )?(?:resulted|caused|remained undetected|remained)\\b`, "g") },
  // an incident announced, disclosed, discovered, that exploited …
  { gate: /announced|disclosed|reported|discovered/i, re: R(`\\b(?:announced|disclosed|reported|discovered)(?: our)?(?: discovery of)? (?:a |an |the )?(?:[\\w-]+ ){0,3}?${CYBER}`, "g"), admits: true },
  { gate: /exploited|affected|impacted|compromised|resulted|occurred|targeted|involved/i, re: R(`\\b${CYBER} (?:that|which) (?:exploited|affected|impacted|compromised|resulted|occurred|targeted|involved)\\b`, "g"), admits: true },
  // the (named) incident as a definite subject: "the events surrounding this cyber-attack"
  { re: R(`\\b(?:this|that|the|these|our|its) (?:\\d{4} |third[\\s-]party |recent |prominent |previously (?:disclosed|reported) )?${CYBER}\\b(?! (?:risk|program|requirements|laws|standards|policies|threats|landscape|response|management|insurance|team|plans?|process|processes|procedures|governance|strategy|awareness|training|controls?))`, "g"), pastAfter: true },
  { unless: /\b(?:well|spill|oil|blowout|explosion|fire|wildfire|derailment|accident|crash|collision|leak|rig|Horizon|Macondo|hurricane|storm)\b/i, re: /\b(?:the|this|that) (?:[A-Z][\w-]*\s+){1,3}(?:[Cc]yber[\s-]?[Aa]ttack|[Cc]yber(?:security)? [Ii]ncident|[Ii]ncident|[Bb]reach|[Rr]ansomware [Aa]ttack)\b(?!\s+(?:[Rr]esponse|[Mm]anagement|[Tt]eam|[Pp]rogram|[Pp]lan|[Cc]enter|[Pp]olic(?:y|ies)|[Pp]rocess|[Pp]rocedures?|[Rr]eporting|[Nn]otification))/g, selfImplied: true, notExample: true },
  { gate: /\b(?:19|20)\d\d\b/, re: R(`\\b(?:a|an|the|our|its) (?:(?:${MONTHS} )?(?:19|20)\\d\\d) ${CYBER}`, "g"), notExample: true },
  // named incidents: "the MOVEit incident", "incidents such as MOVEit"
  { gate: /including|such as/i, re: R(`\\b${CYBER},? (?:including|such as) (?:the )?`, "g"), nextUpper: true },
  // the company's systems were breached: "our … subsidiary’s network was breached in connection with a … ransomware attack"
  {
    gate: /breached|compromised|hacked|infiltrated|encrypted|without authori/i, re: R(`\\b(?:our|its|the company['’]s) (?:[\\w'’-]+ ){0,4}?(?:systems?|networks?|servers?|databases?|accounts?|environments?|infrastructure)\\b (?:was|were|had been|has been|have been) (?:breached|compromised|hacked|infiltrated|encrypted|accessed without authori[sz]ation)\\b`, "g")
  },
  {
    gate: /been,? and/i, re: R(`\\b(?:systems?|networks?|we|the company)\\b[^;]{0,40}?\\b(?:have|has) been,? and (?:in the future )?(?:may|could|might)(?: continue to)?(?: in the future)? be,? (?:[\\w-]+,? (?:or |and )?){0,4}?(?:compromised|breached|disrupted|damaged|impacted|affected)(?: by)?\\b[^;]{0,160}?\\b(?:${CYBER}|cyber[\\w-]*)`, "g"),
    admits: true
  },
  // "… have experienced other security incidents", "the cybersecurity incidents we have experienced to date"
  { gate: /experienc|suffer/i, re: R(`\\b(?:we|the company)\\b(?:(?!vendors|suppliers|providers|partners|third)[^;,.]){0,80}?\\b(?:have|has) (?:also )?(?:experienced|suffered) (?:other |several |a number of |multiple |certain |some )?(?:[\\w-]+ ){0,2}?${CYBER}`, "g") },
  { gate: /experienc|suffer/i, re: R(`\\b${CYBER} (?:that |which )?(?:we|the company) (?:have|has) (?:previously )?(?:experienced|suffered|detected)\\b`, "g"), admits: true, relative: true },
  // hedged past targets and impacts: "We have previously been, and may in the future become, the target of cyber-attacks …",
  // "Our business has in the past and could in the future be negatively affected by … security incidents"
  { gate: /been,? (?:and|or)/i, re: R(`\\b(?:have|has) (?:previously |in the past )?been,? (?:and|or) (?:may|could|might)(?: in the future)?(?: continue to)? (?:become|be),? (?:the )?(?:target|subject|victim)s? of (?:[^;]{0,40}?)\\b${CYBER}`, "g"), admits: true },
  { gate: /in the past/i, re: R(`\\b(?:have|has) in the past,? (?:and|or) (?:may|could|might|will)(?: likely)?(?: in the future)?(?: continue to)? (?:be (?:(?:negatively|adversely|materially) )?(?:affected|impacted|disrupted|harmed) by|experience|suffer)\\b[^;]{0,140}?\\b(?:${CYBER}|cybersecurity (?:threats and )?incidents)`, "g"), admits: true },
  { gate: /incident/i, re: R(`\\b(?:an?|the) (?:[\\w-]+ )?incident (?:that|which) (?:affected|impacted|compromised|hit) (?:us|our|the company)\\b`, "g"), admits: true, cyberBlock: true },
  // a past incident hedged with its recurrence: "… which has in the past and may in the future become compromised through a cyber attack"
  { gate: /in the past/i, re: R(`\\b(?:has|have)(?: been)?,? in the past,? (?:and|or) (?:may|could|might)(?: in the future)?,? (?:be(?:come)?|been) (?:compromised|breached|accessed|attacked|disrupted)\\b`, "g"), admits: true },
  // the company's systems experienced attacks: "Our systems and those of third parties … have experienced and may continue to experience directed attacks"
  {
    gate: /experienc|suffer/i, re: R(`\\bour (?:[\\w-]+ ){0,3}(?:systems|networks?)\\b(?:,? (?:and|or) [^,;]{0,100}?,?)? (?:have|has) (?:(?:in the past|previously|also|recently) )?(?:experienced|suffered)(?:,? and (?:may|might|could|will likely|are likely to)(?: in the future)?(?: continue to)? (?:experience|suffer)(?: in the future)?,?)? (?:[\\w-]+ ){0,3}?(?:attacks|breaches|intrusions|incidents|compromises)\\b`, "g"),
    admits: true,
    cyberBlock: true
  },
  // data exposed before: "we have experienced unauthorized releases of certain digital content assets", "data leakages … have occurred"
  {
    gate: /unauthori[sz]ed|leak/i, re: R(`\\b(?:we|the company)\\b[^;,]{0,40}? (?:have|has) (?:(?:in the past|previously|also|at times|from time to time) )?(?:experienced|suffered|had)(?:,? and (?:may|might|could)(?: in the future)?(?: continue to)? (?:experience|suffer)(?: in the future)?,?)? (?:[\\w-]+ ){0,3}?(?:unauthori[sz]ed (?:releases?|disclosures?|access)|data leak(?:age)?s?|leaks? of)\\b`, "g"),
    admits: true
  },
  { gate: /leak|unauthori[sz]ed/i, re: R(`\\b(?:data leak(?:age)?s?|unauthori[sz]ed (?:releases?|disclosures?) of (?:[\\w-]+ ){0,4}?(?:data|information|content))\\b[^;]{0,120}?\\b(?:have|has) (?:in the past |previously |also |at times )?(?:occurred|happened)\\b`, "g"), admits: true, cyberBlock: true },
  // past successful attacks: "nation-state actors … have in the past successfully attacked our IT environment"
  { gate: /successfully/i, re: R(`\\b(?:have|has) (?:in the past |previously |also )?successfully (?:attacked|breached|compromised|penetrated|infiltrated|accessed) (?:our|the company['’]s|its)\\b`, "g"), admits: true },
  // interruptions the company experienced, among whose causes are cyber attacks
  {
    gate: /experienc|suffer/i, re: R(`\\b(?:we|the company)\\b (?:have|has) (?:(?:in the past|previously|also|at times) )?(?:experienced|suffered)(?:,? and (?:may|might|could)(?: in the future)?(?: continue to)? (?:experience|suffer)(?: in the future)?,?)? (?:[\\w-]+,? ){0,3}?(?:interruptions|outages|disruptions|service (?:interruptions|outages|disruptions))\\b[^;]{0,220}?\\b(?:due to|caused by|as a result of|resulting from|including)\\b[^;]{0,160}?\\b(?:${CYBER}|cyber[\\s-]?attacks?)`, "g"),
    admits: true
  },
  // an admission that protection failed before: "we have not always been able to do so", "such controls have not always detected …"
  { gate: /not always/i, re: R(`\\b(?:we|it|the company|(?:such|these|our) (?:[\\w-]+ )?(?:controls|measures|safeguards|systems|defen[cs]es))\\b (?:have|has) not always (?:been (?:able|successful|effective)|succeeded|detected|prevented|protected|stopped)\\b`, "g"), admits: true, cyberBlock: true },
  // in a paragraph about cyber risk, "incidents has caused, and may … cause, …"
  { gate: /incidents?|events|attacks|breaches/i, re: R(`\\b(?:incidents?|(?:such|these|those) (?:events|incidents|attacks|breaches)) (?:(?:has|have) (?:in the past |previously )?(?:caused|resulted in|led to|disrupted|affected|impacted)|(?:has|have) been (?:disruptive|costly))\\b`, "g"), admits: true, cyberBlock: true },
  // notice of an incident given: "We notified affected customers and regulators of the data breach in the third quarter."
  { gate: /notified|informed/i, re: R(`\\b(?:we|the company) (?:have |has |had )?(?:notified|informed) [^;]{0,80}?\\bof (?:the|this|that|our) (?:(?:${MONTHS} )?(?:19|20)\\d\\d |recent |previously (?:disclosed|reported) )?${CYBER}`, "g") },
  // costs of an incident: "$20 million of expenses related to the cybersecurity incident discovered in June"
  { gate: /cost|expense|charge|loss|accru/i, re: R(`\\b(?:charges?|costs?|expenses?|losses|accruals?)\\b[^;]{0,60}?\\b(?:related to|relating to|associated with|in connection with|resulting from|arising from|due to|from|for|to (?:investigate|remediate|respond to|recover from|contain)(?: and (?:remediate|respond to|recover from|contain))?) (?:the|this|that|a|an|our) (?:(?:${MONTHS} )?(?:19|20)\\d\\d |previously (?:disclosed|reported) |recent )?${CYBER}`, "g"), namedCost: true, notDefinition: true },
  // remediation of the attack
  { gate: /remediated|contained|responded|took steps|worked to/i, re: R(`\\b(?:remediated|contained|responded to|took steps to (?:remediate|contain)|worked to (?:remediate|contain)) (?:the|this) (?:attack|incident|breach|intrusion)\\b`, "g"), admits: true },
  // suits over data the company failed to protect: "named as a defendant in putative class action lawsuits alleging … that the Company failed to safeguard customer credit card information"
  { gate: /safeguard|protect|secure/i, re: R(`\\b(?:lawsuits?|class actions?|claims|complaints?|suits?|actions)\\b[^;]{0,100}?\\balleg\\w*\\b[^;]{0,60}?\\b(?:that )?(?:we|the company|it) (?:had )?(?:failed|did not) (?:adequately |properly |reasonably )?(?:to )?(?:safeguard|protect|secure) (?:[\\w'’-]+ ){0,3}?(?:information|data)\\b`, "g") },
  // "Lawson became aware that its computer network was the subject of a cyber incident"
  { gate: /subject|target|victim/i, re: R(`\\b(?:its|our|the company['’]s) (?:[\\w-]+ ){0,3}?(?:network|systems?|environment|servers?|infrastructure)\\b (?:was|were|had been|has been|have been) the (?:subject|target|victim) of (?:a|an) (?:[\\w-]+ ){0,2}?${CYBER}`, "g") },
  // "We have in the past experienced, and may in the future face, hackers … gaining unauthorized access to … our systems"
  { gate: /experienced/i, re: R(`\\b(?:we|the company) (?:have|has) (?:in the past |previously )?experienced,? (?:and|or) (?:may|could|might|will)(?: in the future)?(?: continue to)? (?:experience|face|suffer),? [^;]{0,80}?\\b(?:gaining unauthori[sz]ed access|unauthori[sz]ed access|breach\\w*|intrusions?|${CYBER})`, "g"), admits: true },
  // "through unauthorized access to certain of its U.S. systems, third-party criminal actors obtained, for some of the Company's customers, personal information …"
  { gate: /obtained|acquired|stole/i, re: R(`\\b(?:(?:third[\\s-]party )?(?:criminal|malicious|bad|threat) actors?|attackers|hackers|intruders|cyber ?criminals)\\b[^;]{0,20}?\\b(?:obtained|acquired|stole)\\b[^;]{0,80}?\\b(?:personal |customer |employee |patient |sensitive )?(?:information|data|records)\\b`, "g"), cyberBlock: true },
  // suits that followed an incident: "a customer filed lawsuit against The Middlefield Banking Company … related to the cyber-attack incident"
  { gate: /related|relating|arising|connection|stemming|following/i, re: R(`\\b(?:lawsuits?|class actions?|suits?|claims|complaints?|litigation)\\b[^;]{0,120}?\\b(?:related to|relating to|arising (?:from|out of)|in connection with|stemming from|following) (?:the|this) (?:[\\w-]+ ){0,2}?${CYBER}`, "g") },
  // intruders used a flaw: "Criminals exploited a U.S. website application vulnerability to gain access to certain files."
  { gate: /exploited/i, re: R(`\\b(?:criminals|attackers|hackers|intruders|threat actors?|cyber ?criminals|an unauthori[sz]ed (?:actor|party|third party))\\b[^;]{0,20}?\\bexploited (?:a |an |the )?(?:[\\w.-]+ ){0,4}?vulnerabilit(?:y|ies)\\b`, "g"), cyberBlock: true },
  // data taken in the incident: "credit card numbers for approximately 209,000 … consumers … were accessed."
  { gate: /accessed|exfiltrated|stolen|acquired/i, re: R(`\\b(?:information|data|records|numbers|files|documents|credentials)\\b[^;]{0,140}?\\b(?:were|was|had been|have been) (?:also )?(?:accessed|exfiltrated|stolen|acquired|obtained)\\b(?! (?:only |solely )?(?:by|through) (?:authori[sz]ed|employees))`, "g"), cyberBlock: true },
  { gate: /unauthori[sz]ed access/i, re: R(`\\bthe unauthori[sz]ed access (?:occurred|began|lasted|took place|continued)\\b`, "g"), cyberBlock: true },
  // the company's products or systems were attacked: "we learned that our MOVEit Transfer … and MOVEit Cloud … products were attacked via a zero-day vulnerability"
  { gate: /attacked|compromised|breached|hacked|infiltrated|encrypted/i, re: R(`\\b(?:our|(?:the company|it)['’]s)\\b[^;]{0,160}?\\b(?:products?|systems?|networks?|servers?|platforms?|environment|services?|applications?|software|instances?),? (?:were|was|had been|have been|has been) (?:attacked|compromised|breached|hacked|infiltrated|encrypted)\\b`, "g") },
  // irregular activity detected on the company's network: "Following the detection of irregular activity on certain portions of our corporate network, we engaged …"
  { gate: /detect|discover|identif|observ/i, re: R(`\\b(?:(?:following|after|upon) (?:the |our )?(?:detection|discovery|identification) of|(?:we|the company|it) (?:detected|discovered|identified|observed)|(?:was|were) (?:detected|discovered|identified|observed)) (?:irregular|unusual|suspicious|unauthori[sz]ed|anomalous|malicious) (?:activity|access)\\b[^;]{0,60}?\\b(?:on|in|within|to) (?:certain )?(?:portions of |parts of |areas of )?(?:our|the company['’]s|its)\\b`, "g") },
  { gate: /activity/i, re: R(`\\b(?:irregular|unusual|suspicious|unauthori[sz]ed|anomalous|malicious) (?:activity|access) (?:was|were) (?:detected|discovered|identified|observed) (?:on|in|within) (?:certain )?(?:portions of |parts of )?(?:our|the company['’]s|its)\\b`, "g") },
  // an incident's costs named as such: "We incurred $1.5 million and $4.2 million of cyber incident costs …"
  { gate: /incurred/i, re: R(`\\bincurred\\b[^;]{0,80}?\\b(?:cyber(?:security)?[\\s-]?(?:incident|attack)|(?:security|ransomware|cyber) incident) (?:related )?(?:costs|expenses)\\b`, "g") },
  // the discovery of a breach announced: "the Company publicly announced the discovery of a criminal breach of its payment systems environment"
  { gate: /discovery|detection/i, re: R(`\\b(?:announced|disclosed|reported|confirmed) (?:the )?(?:discovery|detection) of (?:a |an )?(?:[\\w-]+ ){0,3}?(?:breach|intrusion|attack|cyber-?attack|compromise)\\b`, "g") },
  // an incident known by its defined name: "the Processing System Intrusion", "the Data Breach"
  { gate: /Intrusion|Breach|Incident|Cyber/, unless: /\bnot (?:expected to be|considered|deemed) material\b|\bdid not have a material\b/i, re: /\b[Tt]he (?:[A-Z][\w-]* ){0,3}(?:Intrusion|Data Breach|Security Breach|Cyber ?[Ii]ncident|Cybersecurity Incident|Cyber-?[Aa]ttack|Cyberattack|Ransomware (?:Attack|Incident)|Security Incident|Data Security Incident)\b(?! (?:Response|Management|Plan|Team|Policy|Notification|Program))/g }
]

/* ---- follow-ons ----------------------------------------------------------------------- */

/** A reference back to a matter already stated. */
const ANAPHOR_RE = R(
  "\\b(?:these|those|such|this|that|the|both|each|all|their) (?:[\\w-]+['’]s )?(?:[$€£]\\s?[\\d.,]+ (?:million |billion )?)?(?:cyber[\\s-]?|security |ransomware |data )?(?:two |several |multiple |putative |pending |consolidated |securities |class |related |ongoing |open |current |amended |original |underlying |initial |operative |proposed |alleged |first |second |third |latter |former |[A-Z\u00C0-\u00DE][\\w\u00C0-\u024F()./-]* ){0,3}(?:lawsuits?|suits?|actions?|cases?|matters?|claims|complaints?|proceedings|petitions?|appeals?|plaintiffs?|defendants?|fines?|penalties|requests?|letters?|inquir(?:y|ies)|investigations?|injunction|decisions?|rulings?|orders?|decrees?|claimants?|motions?|class|(?:plea|settlement|consent|deferred prosecution|non-prosecution) agreements?|verdicts?|judgments?|settlements?|notices?|allegations|awards?|assessments?|sanctions|subpoenas?|civil investigative demands?|CIDs?|Wells notices?|violations|fraud|attacks?|incidents?|breach(?:es)?)\\b",
  "g"
)
/** Procedural steps of a matter. */
const PROCEDURE_RE = R(
  "\\b(?:(?:discussions|negotiations|talks) (?:between|with) [^;]{0,60}?\\b(?:agenc(?:y|ies)|authorit(?:y|ies)|regulators?|government)\\b[^;]{0,20}?\\b(?:are|remain|continue)|(?:provided|submitted|filed) (?:[\\w-]+ ){0,4}?(?:submissions?|briefs?|papers|filings|materials|responses?|letters?) to the court|(?:court|circuit|judge|jury|tribunal|commission|panel|office|board|agency|authority|arbitrator)[\\w ]{0,40}?\\b(?:ruled|found|held|denied|granted|affirmed|reversed|vacated|remanded|dismissed|enjoined|ordered|issued|entered|approved|certified|reduced|upheld|agreed|stayed|discussed|noted|rendered|clarified|declined|responded|determined|concluded)|pending (?:in|before|against)|responded to|(?:this|that|such) (?:loss )?contingency|disagree(?:s|d)? with the (?:proposed )?(?:adjustments|assessments?|notices?|findings)|(?:preparing|prepared|submitted|provided) (?:its |our |a |their )?responses? to|(?:was|were|has been|have been) (?:filed|brought|amended|stayed|consolidated|dismissed|remanded|transferred|appealed|unsealed|certified|decertified)|pursu(?:ing|ed|es) (?:an? |the |its )?(?:[\\w-]+ )?appeal|cooperat(?:ed|ing|es?) (?:fully )?(?:with|in)|filed (?:additional |new |further |amended )?(?:[\\w-]+ ){0,3}(?:actions|suits|lawsuits|complaints|counterclaims|claims in court)|(?:continue to |continues to )?den(?:y|ies|ied) (?:the |these |all )?(?:allegations|claims)|discovery|(?:is|are|has been|have been) (?:re)?scheduled|(?:appealed|has appealed|have appealed|plans to appeal|filed (?:a |an )?(?:[\\w-]+ )?(?:notice of )?(?:appeal|motion|petition|statement|response|reply|answer|brief)|filed petitions?|petitioned|moved to|requested (?:a |an )?(?:stay|review|rehearing)|implemented a plan to comply|intends? to (?:vigorously )?(?:defend|contest|appeal)|(?:will|to) (?:continue to )?vigorously defend|vigorously defend|(?:is|are) (?:vigorously )?defending|without merit|substantial defenses|(?:is|are) seeking|seeks?|sought|alleging|alleges?|asserts?|claims? (?:that|damages)|applies to|relates to|concerns?|concerned|range of (?:reasonably possible )?loss|estimated? (?:that )?the range|remains? unresolved|(?:has|have) not (?:yet )?(?:been )?resolved|received (?:a |an )?(?:second )?(?:statutory )?notice|applied its position|proposed (?:new )?adjustments|(?:have|has) been and (?:are|is) likely|stay (?:of|pending)|pending appeal|oral arguments?|under appeal|trial|re-?trial|mistrial|hearing))\\b"
)
/** Follow-on vocabulary that belongs to one family. */
const LEGAL_STEP_RE = R(
  "\\b(?:courts?|judges?|jury|appeal\\w*|motions?|petition\\w*|injunctions?|enjoin\\w*|lawsuits?|suits?|litigation|class actions?|complaints?|claims?|allegations?|alleg\\w+|antitrust|infring\\w+|violat(?:ed|ion|ions)|Honorable|penalt(?:y|ies)|fines?|fined|proceedings?|defend\\w*|defen[cs]es?|relief|damages|plaintiffs?|defendants?|contempt|trials?|re-?trials?|mistrials?|unsealed|qui tam|putative class|decertif\\w*|class certification|certified|verdicts?|judgments?|stay|consolidated|settle\\w*|discovery|hearings?|tribunal|arbitra\\w+|awards?|notice of deficiency|tax court|IRS|(?:proposed )?adjustments|assessments?|accru\\w*|mediat\\w*|loss contingenc\\w*|(?:this|the|these|both) (?:[\\w-]+ )?matters?(?! agreement))\\b"
)
const INVESTIGATION_STEP_RE = investigation.steps
const CYBER_STEP_RE = R("\\b(?:attacks?|incidents?|fraud|intrusions?|breach(?:es)?|vulnerabilit(?:y|ies)|access tokens|remediat\\w+|affected users|notif\\w+)\\b")

/* ---- topics (what makes a sentence about a family at all) ----------------------------- */

const TOPIC: Record<EventFamily, RegExp> = {
  investigation: investigation.topic,
  material_legal_proceeding: R(
    "\\b(?:party to (?:[\\w-]+ ){0,3}?(?:actions?|lawsuits?|suits?|proceedings?|litigation|cases|arbitrations?)|settled with|violation notices?|penali[sz]ed by|cross-?claims? against (?:us|the company)|tax (?:assessments?|demands?)|(?:demand|assessment) orders?|proposed adjustments|counter[- ]?claims?|claims?\\b[^;.]{0,60}?\\bagainst (?:us|the company)|(?:alleged|alleges|claimed|asserted|contends|contended) that (?:we|the company) (?:has |have |had )?(?:infringes?|infringed|violated|violates|breached|breaches|misappropriated)|(?:to sue|(?:counter-?)?sued|suing) (?:us|the company)|resolution with|naming (?:us|the company)|notice of (?:a |an )?(?:[\\w-]+ ){0,2}?(?:lawsuits?|suits?|claims?)|notified of (?:a |an )?(?:[\\w-]+ ){0,2}?(?:lawsuits?|suits?)|settlement and release|summons|offers? of settlement|identified by [^;]{0,120}?\\bas (?:a )?potentially responsible|(?:co-)?defendants in|open (?:[\\w-]+ )?cases|settled (?:[\\w-]+ ){0,4}?liability|sent (?:us|the company) (?:a |an )?(?:letter|notice|demand)|naming (?:as (?:a )?(?:co-)?defendants? )?(?:us|the company)|derivative (?:action|lawsuit|suit|complaint)|(?:civil )?(?:penalty|fine) assessments?|potentially responsible part(?:y|ies)|notice letters?|consent (?:decree|judgment)|90-day (?:letters?|notices?)|demand letters?|(?:issued|assessed|imposed) (?:a |an |its |the )?(?:[\\w$.,-]+ ){0,3}?(?:penalt(?:y|ies)|fines?|citations?) (?:to|on|against)|charges\\b[^;]{0,160}?\\bfiled against|claims against (?:the company|us)\\b|filed (?:a |an )?(?:[\\w-]+ ){0,2}?actions? (?:in|with)\\b|counter-?claims?|consent agreements?|unsealed|agreed to pay|agreements? with the (?:IRS|Internal Revenue Service)|sanctions (?:against|on)|(?:charged|indicted) by|disputes? with (?:the )?(?:IRS|Internal Revenue Service|[\\w ]{0,30}?(?:tax|revenue) (?:authorit\\w*|administration|agency|service))|claims? (?:were |was |have been |has been |are |is )?(?:currently )?(?:filed|brought|asserted|pending) against|(?:FTC|SEC|DOJ|EPA|CFPB|OCC|FCA|CMA|NHTSA|FAA|FDA|KFTC|JFTC|SAMR) matters?|indict\\w*|injunctions?|enjoined|(?:deferred |non-)prosecution agreements?|plea agreements?|pleaded guilty|pled guilty|guilty pleas?|escrow|lawsuits?|suits?|sued|litigation|class actions?|complaints?|plaintiffs?|defendants?|verdicts?|judg(?:e)?ments?|settle\\w*|fines?|fined|penalt\\w*|antitrust|arbitration|proceedings?|legal actions?|consent (?:decree|order)s?|petitions?|tax court|notices? of (?:deficiency|proposed adjustments?)|tax assessments?|assessments? against|appeals? protest|cross-appeal|appeal|revenue agent['’]s reports?|audit report|(?:court|tribunal)\\)? (?:decisions?|opinions?|rulings?)|(?:decisions?|opinions?|rulings?) of the [^;]{0,40}?(?:court|tribunal)|assessments? (?:issued|made|imposed)|proposed adjustments|consent agreements?|self-disclosed|voluntarily disclosed|responsible part(?:y|ies)|protests?|assessments? from|notices? of (?:violation|non-?compliance)|(?:charges?|costs?|expenses?|accruals?|reserves?|payments?)\\b[^;.]{0,80}?\\b(?:related to|relating to|associated with|for) the (?:[\\w'’-]+ ){1,2}matters|exclusion orders?|plead guilty|arbitrators?|arbitral|tax disputes?|ordered to pay|served with (?:a |an )?(?:[\\w-]+ ){0,3}?(?:complaint|summons|petition)|(?:related to|relating to|in connection with|as a result of|resulting from|arising from|under|pursuant to) the (?:[\\w-]+ ){1,4}(?:decision|judgment|ruling|award)|(?:resolve|settle) (?:the |all |certain |its |our )?(?:[\\w'’-]+ ){0,3}?claims|(?:contesting|challenging|appealing|disputing) (?:the |these |this )?(?:tax )?assessments?|(?:court|jury|judge|tribunal)\\b[^;.]{0,60}?\\b(?:ruled|found|held|ordered|awarded|invalidated|vacated|enjoined|stayed|dismissed|remanded|denied|granted)\\b[^;.]{0,60}?\\b(?:our|us|we|the company|the company['’]s))\\b"
  ),
  cybersecurity_incident: R(
    "\\b(?:(?:failed|failure|fail) to (?:adequately |properly |reasonably )?(?:safeguard|protect|secure) (?:[\\w'’-]+ ){0,3}?(?:information|data)|zero-day|(?:was|were|been) (?:attacked|compromised|hacked|breached)|irregular activity|threat actors?|unauthori[sz]ed (?:third|part|actor|individual|user)\\w*|(?:suspicious|malicious|anomalous|unauthori[sz]ed) activity|vulnerabilit(?:y|ies) (?:was|were|had been|has been) exploited|cyber\\w*|breach\\w*(?! of (?:fiduciary|contract|warranty|covenant|the dma|its|their|such))|ransomware|unauthori[sz]ed access|e-?mail compromise|attacks?|incidents?|hack\\w*|malware|intrusions?|phishing|denial[- ]of[- ]service|virus\\w*)\\b"
  )
}

const PATTERNS: Record<EventFamily, ReadonlyArray<Pattern>> = {
  investigation: INVESTIGATION_PATTERNS,
  material_legal_proceeding: LEGAL_PATTERNS,
  cybersecurity_incident: CYBER_PATTERNS
}

/* ---- sentences and blocks ------------------------------------------------------------- */

interface Sentence {
  readonly start: number
  readonly end: number
  readonly heading: boolean
  /** Paragraph (legal-proceedings sections: everything under one sub-heading). */
  readonly block: number
  /** Everything under one sub-heading. */
  readonly group: number
}

const TERMINAL_RE = /[.!?:;]["'”’)\]]*$/
/** An item of an enumeration ("5) Intentional Interference …; and", "(ii) claims arising under …"): part of its paragraph, not a heading. */
const LIST_ITEM_RE = /^(?:\(?\d{1,2}\)|\((?:[ivx]{1,5}|[a-z])\)|[a-z]\))\s|(?:,|\b(?:and|or))$/
const isHeadingText = (s: string): boolean => {
  const t = s.trim()
  if (t.length === 0 || TERMINAL_RE.test(t) || LIST_ITEM_RE.test(t)) return false
  const words = t.split(/\s+/)
  if (words.length > 14) return false
  return /^[A-Z0-9“"(]/.test(t)
}

const LEGAL_SECTIONS: ReadonlySet<string> = new Set(["item_3_legal_proceedings", "item_1_legal_proceedings"])

/**
 * Legal citations the general splitter cuts ("C.A. | No. 2023-0215 (Del. | Ch.)", "8 Del. | C. § 242",
 * "Smith v. | Acme"): a piece that ends with a citation abbreviation and a next piece that
 * opens as the citation's continuation (another abbreviation, a section sign, a number, a
 * bracket or a lower-case word) are one sentence, unless a visible line starts between them.
 */
const CITATION_END_RE =
  /(?:^|[\s(,])(?:C\.A|Del|Ch|Cal|N\.Y|S\.D\.N\.Y|N\.D\.(?:Cal|Ill|Tex)|C\.D|D|No|Nos|al|U\.S\.C|Fed|Cir|App|Supp|Super|Ct|Dist|Civ|Tex|Ill|Mass|Fla|N\.J|Pa|Va|Md|v|vs)\.$/
const CITATION_NEXT_RE = /^(?:[A-Z][a-z]{0,4}\.|(?:[A-Z]\.){1,4}|§|\d|\(|[a-z])/
const joinCitations = (text: string, spans: ReadonlyArray<Span>, breakSet: ReadonlySet<number>): ReadonlyArray<Span> => {
  const out: Array<Span> = []
  for (const span of spans) {
    const prev = out[out.length - 1]
    if (
      prev !== undefined &&
      !breakSet.has(span.start) &&
      CITATION_END_RE.test(text.slice(Math.max(prev.start, prev.end - 24), prev.end)) &&
      CITATION_NEXT_RE.test(text.slice(span.start, span.start + 8))
    ) {
      out[out.length - 1] = { start: prev.start, end: span.end }
      continue
    }
    out.push(span)
  }
  return out
}

/**
 * Sentences with glued headings split off, and their blocks. `lineStarts` are the offsets
 * where the document's visible lines begin inside the text (paragraphs, headings, cells).
 */
export const sentencesAndBlocks = (
  section: SectionKey,
  text: string,
  spans: ReadonlyArray<Span>,
  lineStarts: ReadonlyArray<number> | null
): ReadonlyArray<Sentence> => {
  const breaks = lineStarts ?? []
  const breakSet = new Set(breaks)
  const out: Array<{ start: number; end: number; heading: boolean; newLine: boolean }> = []
  const push = (start: number, end: number, heading: boolean, newLine: boolean) => {
    const piece = text.slice(start, end)
    const lead = piece.length - piece.trimStart().length
    const trimmed = piece.trim()
    if (trimmed.length > 0) out.push({ start: start + lead, end: start + lead + trimmed.length, heading, newLine })
  }
  let bi = 0
  for (const span of joinCitations(text, spans, breakSet)) {
    let from = span.start
    let newLine = breakSet.has(from)
    while (bi < breaks.length && (breaks[bi] ?? 0) <= span.start) bi++
    for (let j = bi; j < breaks.length && (breaks[j] ?? 0) < span.end; j++) {
      const b = breaks[j] ?? 0
      const piece = text.slice(from, b)
      if (isHeadingText(piece)) {
        push(from, b, true, newLine)
        from = b
        newLine = true
      } else if (TERMINAL_RE.test(piece.trim())) {
        // a paragraph ends here even though the sentence splitter ran on
        push(from, b, false, newLine)
        from = b
        newLine = true
      }
    }
    const rest = text.slice(from, span.end)
    push(from, span.end, from !== span.start && isHeadingText(rest), newLine)
  }
  const legal = LEGAL_SECTIONS.has(section)
  let block = 0
  let group = 0
  return out.map((s, i) => {
    const afterHeading = out[i - 1]?.heading === true
    if (i > 0 && (s.heading || afterHeading)) group++
    if (i > 0 && (s.heading || afterHeading || (!legal && s.newLine))) block++
    return { start: s.start, end: s.end, heading: s.heading, block, group }
  })
}

/* ---- classification ------------------------------------------------------------------- */

const clauseStart = (text: string, from: number, to: number): number => {
  const slice = text.slice(from, to)
  CLAUSE_BOUNDARY_RE.lastIndex = 0
  let last = 0
  for (let m = CLAUSE_BOUNDARY_RE.exec(slice); m !== null; m = CLAUSE_BOUNDARY_RE.exec(slice)) last = m.index + m[0].length
  return from + last
}

const clauseEnd = (text: string, from: number, to: number): number => {
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
const isSpecific = (sentence: string): boolean =>
  RECENT_MATTER_RE.test(sentence) || SUBJECT_MATTER_RE.test(sentence) || ACRONYM_MATTER_RE.test(sentence) || DEFINITE_MATTER_RE.test(sentence) || AUTHORITY_RE.test(sentence) || DATE_RE.test(sentence) || AMOUNT_RE.test(sentence) || PARTY_RE.test(sentence) || SUBJECT_RE.test(sentence) || NAMED_ADVERSARY_RE.test(sentence) || NAMED_EVENT_RE.test(sentence)

/** "have and may", "has, and could": a fact hedged with its recurrence is still a fact. */
const HEDGED_RE = R("\\bto the extent requested,?|,? if any,?|,? if (?:necessary|needed|appropriate|applicable|required),?|\\bas the court (?:may|might) deem (?:just and )?(?:proper|appropriate)|\\b(?:have|has)(?: been)?,? (?:and|or) (?:may|could|might|will)\\b|\\b(?:have|has) (?:incurred|experienced|received|paid|recorded),? and (?:expect|expects|anticipate|anticipates) to (?:continue to )?\\w+\\b|\\b(?:may|could|might) be,? and (?:have|has) been\\b")

/** Hypothetical or negated wording before `at` in its clause (the pattern's own words excluded). */
const irrealisBefore = (text: string, s: Sentence, at: number): boolean => {
  const pre = text
    .slice(clauseStart(text, s.start, at), at)
    .replace(HEDGED_RE, " ")
    .replace(CONCESSION_LEAD_RE, " ")
  if (IRREALIS_RE.test(pre)) return true
  return NEGATION_RE.test(pre.replace(NEGATION_OK_RE, " "))
}

/** Incidents that happened to others: "… have occurred over the last several years at a number of major U.S. companies". */
const OTHER_VICTIMS_RE = R("^[^;]{0,80}?\\bat (?:a number of |many |several |other |some |numerous )(?:[\\w.-]+ ){0,3}?(?:companies|organizations|retailers|businesses|institutions|firms|entities)\\b")
/** The company's own inquiry, run by its board or counsel: "The investigation has been conducted under the oversight of the Audit Committee, with the assistance of outside counsel." */
const OWN_INVESTIGATION_RE = R("\\b(?:audit committee|special committee|board of directors|internal (?:investigation|review|inquiry)|outside counsel|forensic accountants?|incident response|law firms?|plaintiffs['’]? (?:law )?firms?)\\b")
/** Other companies as a clause's subject. */
const OTHERS_SUBJECT_RE = R("^\\s*(?:(?:in|during|since) [^,;]{1,30}, )?(?:many|most|other|some|several|numerous|certain) (?:other )?(?:[\\w-]+ )?(?:companies|issuers|banks|retailers|manufacturers|firms|lenders|insurers|competitors)\\b")
/** The company opens its own inquiry. */
const OWN_INQUIRY_RE = R("\\b(?:we|the company) (?:has |have |had )?(?:commenced|initiated|launched|began|begun|conducted|undertook|undertaken|opened|(?:is|are|was|were) conducting) (?:an? |its )?(?:internal |independent )?(?:investigation|review|inquiry)\\b")
/** Matters named by the event they are about: "The circumstances surrounding the Maui windstorm and wildfires …". */
const NAMED_EVENT_RE = /\b(?:surrounding|concerning|regarding|relating to|related to|arising from|in connection with|following) the (?:\d{4} )?(?:[A-Z][\w-]*\s+){1,4}(?:fires?|wildfires?|windstorms?|explosions?|derailments?|spills?|leaks?|releases?|accidents?|outages?|recalls?|storms?|hurricanes?|collapses?|crash(?:es)?|floods?)\b/
/** Others the incidents happened to, as the subject: "An increasing number of organizations, including large merchants, … have been targets …". */
const OTHER_VICTIM_SUBJECT_RE = R("^\\s*(?:an increasing number of|a (?:large |growing )?number of|many|numerous|other|some|several) (?:[\\w-]+ ){0,2}?(?:organizations|companies|businesses|merchants|retailers|institutions|entities|firms)\\b")
/** A concession that opens a clause, up to its last comma: "Notwithstanding our belief that … any claims …, on February 1, 2023, ". */
const CONCESSION_LEAD_RE = /^\s*(?:notwithstanding|despite|although|though|even though)\b[^;]*,(?=[^,;]*$)/i
/** A matter made specific by its named adversary: "involved in litigation with Epic Games", "a dispute with the Internal Revenue Service". */
const NAMED_ADVERSARY_RE = /\b(?:litigation|lawsuits?|suits?|disputes?|arbitrations?|proceedings?|matters?|claims|actions?) (?:with|against|(?:brought|filed|asserted) (?:by|against)) (?:the )?(?!Company\b|Registrant\b|Corporation\b)[A-Z][\w&.-]+/
/** Words that make what follows in their clause a condition. */
const CONDITION_LEAD_RE = R("(?:^|[^\\w'’-])(?:if|unless|should|whether|in the event|to the extent|were we|had we)\\b")
/** A matter named by who brought it: "… an administrative proceeding brought by CADE". */
const INITIATOR_RE = /^[^;]{0,40}?\b(?:brought|initiated|opened|commenced|conducted|filed|led) by (?:the )?[A-Z]/
/** Words that name an inquiry even inside a product's approval story. */
const STRONG_INQUIRY_RE = R("\\b(?:investigat\\w*|subpoena\\w*|inquir\\w*|warning letters?|civil investigative demands?|wells notice|enforcement)\\b")
/** Adverbs of time or manner that change neither the fact nor its modality. */
const SPACER_ADVERB_RE = /\b(?:recently|presently|currently|subsequently|separately|jointly|formally|initially|originally|again|thereafter|also|now|still)\b(?=\s)/gi
const SPACER_ADVERB_TEST_RE = new RegExp(SPACER_ADVERB_RE.source, "i")
const ADVERSATIVE_INSIDE_RE = R(",\\s*(?:but|however|although|though|whereas|while)\\b|\\s(?:but|although|though|whereas)\\s")
const EXPERIENCED_RE = R("\\b(?:experienced|suffered|was the (?:target|victim)|were the (?:targets?|victims?))\\b")
/** What the company will do in a stated matter is its stance or its obligation there: "… will continue to defend itself vigorously", "Under the framework, the Company will pay up to $5.0 billion". */
const WILL_DEFEND_RE = R("^(?!.*\\b(?:if|unless|whether|any|could|may|might|would)\\b).*\\bwill (?:continue to )?(?:vigorously |aggressively )?(?:defend|contest|pay|make (?:the )?(?:remaining )?payments?)\\b")
const NEG_HEAD_RE = R("^(?:[\\w'’]+ ){0,3}?(?:not|never|no longer)\\b(?! (?:only|always|yet (?:been )?resolved|been resolved)\\b)")
const MODAL_INSIDE_RE = R(`\\b(?:can|could|${MAY}|might|would|should|will)\\b`)
/** A finite past or perfect verb: "the incident caused …", "this cyber-attack became …". */
const PAST_AFTER_RE = R("^[^;]{0,80}?\\b(?:was|were|had|has been|have been|became|caused|consisted|affected|impacted|resulted|involved|occurred|exploited|compromised|disrupted|included|led|took)\\b")
const CONDITIONAL_RE = R(`\\b(?:if|could|would|${MAY}|might|unless|can|cannot)\\b`)
const MODAL_AFTER_RE = R("^(?:(?!\\b(?:how|whether|that|which|who|what|where|when|if)\\b)[^;,]){0,40}?\\b(?:" + MAY + "|might|could|would|should|can|cannot|will)\\b")

/** A category made specific by what it alleges ("a defendant in numerous lawsuits alleging that its talc …"), unless it is "other" matters. */
const ALLEGES_RE = R("\\b(?:alleging|alleges|allegedly|asserting|claiming that|based on (?:claims|allegations) that|based on alleged|(?:relating|related) to alleged|involving (?:certain of )?(?:its|our|the company['’]s) (?!business|operations|products and services|activities)\\w+)\\b")
const OTHER_MATTERS_RE = R("\\bother (?:\\w+ )?(?:lawsuits|claims|proceedings|matters|litigation|investigations|inquiries)\\b|\\bincluding\\b")
/** What the matters are about, named: "relating to opioid matters", "opioid-related claims". */
const SUBJECT_NAMED_RE = R("\\b(?:relating|related) to (?!(?:such|these|those|other|various|similar|certain|legal|regulatory|tax|employment|commercial|business|contract|contractual|securities|intellectual|ip|product|environmental|labor|ordinary)\\b)[a-z]{4,} (?:matters|claims|litigation|lawsuits)\\b")
/** What the matters are about, named by an activity: "related to the distribution of prescription opioids". */
const SUBJECT_ACTIVITY_RE = R("\\b(?:relat(?:ed|ing) to|arising (?:from|out of)|concerning|regarding|in connection with) (?:the |our |its |the company['’]s )?(?:alleged )?(?:production|manufacture|manufacturing|sale|sales|marketing|distribution|labeling|labelling|pricing|disposal|release|promotion) of (?!(?:our|its|the company['’]s) products\\b)[a-z]")
const alleged = (sentence: string): boolean =>
  (ALLEGES_RE.test(sentence) || SUBJECT_NAMED_RE.test(sentence) || SUBJECT_MATTER_RE.test(sentence) || SUBJECT_ACTIVITY_RE.test(sentence)) && !OTHER_MATTERS_RE.test(sentence)

/** Whether the sentence, on the whole, speaks of a category rather than a matter. */
const categorical = (sentence: string): boolean => CATEGORY_RE.test(sentence)

/** The company is the claimant or another named party is the target: not the company's event. */
const CLAIMANT_RE = R(
  "(?<!\\bof )\\b(?:we|the company) (?:filed|brought|commenced|initiated|served) [^;]{0,160}?\\bagainst (?!us|the company)|\\b(?:we|the company) (?:also )?(?:amended|filed) (?:its|our|the|a|an) (?:(?:first|second|third|fourth) )?(?:amended )?complaint\\b|\\b(?:was|were) (?:filed|initiated|commenced|brought) by (?:us|the company)\\b|\\b(?:we|the company) (?:initiated|filed|commenced|served) (?:a |an )?demand for arbitration\\b|\\b(?:we|the company) (?:responded by )?adding (?:[^;]{0,60}?)claims against (?!us|the company)|\\bsettlements? (?:that )?(?:we|the company) (?:received|recognized|collected)\\b|\\b(?:receipt of|proceeds from|received) (?:a |an |the )?(?:[$€£]\\s?\\d[\\d,.]*(?: (?:million|billion))? )?(?:litigation |legal )?settlement\\b|\\b(?:we|the company) (?:received|recognized|recorded) (?:a |an )?(?:gain|proceeds|payment|recovery)[^;]{0,80}?settlement|\\bsettlement (?:gain|proceeds|income)\\b|\\b(?<!tax )(?:benefit|gains?|proceeds|income|recover(?:y|ies)) (?:from|on|related to) [^;]{0,60}?settlements?\\b|\\binterchange fee settlements?\\b|\\bto pay us\\b|\\bpay (?:the company|us) (?:approximately )?[$€£]|(?<!derivatively )\\bon behalf of (?:the company|us)\\b(?![^;]{0,160}?\\b(?:against (?:us|the company)|derivative))|\\bstate aid investigations? (?:of|into) (?:member states|the tax rulings)"
)
/** Routine tax audits and positions are the company's ordinary business ... */
const ROUTINE_TAX_RE = R("\\btax (?:audits?|examinations?|positions?|reserves?)\\b")
/** ... unless the sentence states a dispute: a court, an appeal, an authority's assessment, or a settlement reached with the authority or in a named jurisdiction. */
const TAX_DISPUTE_RE = R(
  "\\b(?:tax court|court|tribunal|appeal|petition|lawsuit|litigation|protest|assessments? from)\\b|\\breceived (?:a |an |the )?(?:\\w+ )?tax (?:assessments?|demands?)\\b|\\btax assessments? (?:of|approximating|amounting|totaling|totalling) [$€£]|\\b(?:agreements?|settlement) with the (?:IRS|Internal Revenue Service|[A-Z][\\w]+ tax authorit(?:y|ies))\\b|\\b(?:settlement|resolution) of (?:a |the )?tax (?:audits?|disputes?|assessments?) (?:in|with) [A-Z]"
)
const claimantOrRoutine = (sentence: string): boolean => CLAIMANT_RE.test(sentence) || (ROUTINE_TAX_RE.test(sentence) && !TAX_DISPUTE_RE.test(sentence))
/** Money the company claims ("seeking an order requiring the EC to pay us …"). */
const OWED_TO_US_RE = R("\\bto pay us\\b|\\bpay (?:the company|us) (?:approximately )?[$€£]|\\bawarded (?:the company|us|our (?:[\\w-]+ ){0,2}?subsidiar(?:y|ies))\\b|\\b(?:the company|we) (?:received|recovered|collected) (?:a payment|payments|[$€£]\\s?\\d[\\d,.]*(?: (?:million|billion|thousand))? in damages|(?:gross |net )?proceeds)\\b|\\b(?:won|prevailed in) (?:a |an |the )?(?:jury )?(?:verdict|judgment|trial|case)\\b[^;]{0,60}?\\b(?:its|our) (?:[\\w-]+ ){0,3}?(?:lawsuit|suit|action|case|claims?) against\\b")
const OTHER_PARTY_RE = /^(?:On [A-Z][a-z]+ \d{1,2}, \d{4}, )?(?!The |We |Our |In |On |For |As |During |Beginning |Also |Although )[A-Z][\w.&-]+(?: [A-Z][\w.&-]+)? (?:was|were) (?:found|held|ruled|fined|ordered)\b/

/** An investigation of trade, an industry or states rather than of the company (Section 232 imports, state aid to member states). */
const OTHER_TARGET_RE = R("\\b(?:practices|conduct) of (?:[\\w-]+ ){0,3}?(?:manufacturers|companies|producers|providers|suppliers|competitors|retailers|banks|insurers|distributors)\\b|\\bSection (?:232|301|201)\\b|\\banti-?dumping\\b|\\bcountervailing\\b|\\b(?:into|of|regarding|concerning|on) (?:[^;]{0,60}?)\\bimports\\b|\\bstate aid\\b|\\btax rulings\\b|\\bmember states\\b|\\b(?:into|(?<!(?:Bureau|Ministry|Department|Minister|Secretary) )of) (?:the )?(?:[\\w-]+ )?industry\\b")
const BANKRUPTCY_RE = R("\\bChapter (?:7|11|15)\\b|\\bbankruptcy (?:code|court|petition|protection)\\b")

/** "… against originators, servicers …": a suit "against" someone counts when that is the company, "certain …", or a name. */
const againstTarget = (match: string): boolean => {
  const lower = match.toLowerCase()
  if (!lower.includes("against ")) return true
  for (let i = lower.indexOf("against "); i >= 0; i = lower.indexOf("against ", i + 8)) if (againstAt(match, i)) return true
  return false
}
const againstAt = (match: string, i: number): boolean => {
  // "defending itself against a lawsuit filed by …": what follows is the suit, not its target
  if (/\bdefend\w*(?:\s+(?:itself|ourselves|themselves))?\s+$/i.test(match.slice(0, i))) return true
  const next = match.slice(i + 8).replace(/^the following (?:defendants|parties|respondents):\s*/i, "")
  if (OTHERS_AFTER_RE.test(next)) return false
  // (a filer's defined name in its own notes: "against the Bank", "against the Partnership")
  return /^(?:us|the company|the registrant|the corporation|our|it|its|certain|current|former|members|officers|directors|one|two|three|several|each|both|all)\b/i.test(next) || /^[A-Z]/.test(next) || /^the (?:Bank|Firm|Partnership|Trust|Association|Fund)\b/.test(next) || /^[^;]{0,40}?\bincluding (?:us|the company)\b/i.test(next) || /^(?:the )?(?:sales?|import(?:ation)?|use|marketing|manufacture|distribution|offering) of (?:certain (?:of )?)?(?:our|the company['’]s|its)\b/i.test(next)
}

/** A case caption ("Altera Corp. v. Commissioner") with the company on neither side: another party's case. */
const CAPTION_RE = /((?:[A-Z][\w.&'’()-]*\s+){0,5}[A-Z][\w.&'’()-]*)\s+v\.\s+((?:[A-Z][\w.&'’-]*\s+){0,4}[A-Z][\w.&'’-]*)/g
const othersCaption = (ctx: { readonly self: RegExp }, sentence: string): boolean => {
  CAPTION_RE.lastIndex = 0
  let seen = false
  for (let m = CAPTION_RE.exec(sentence); m !== null; m = CAPTION_RE.exec(sentence)) {
    seen = true
    if (ctx.self.test(m[1] ?? "") || ctx.self.test(m[2] ?? "")) return false
  }
  return seen && !/\bagainst (?:us|the company)\b/i.test(sentence)
}

/** Words that look like a company name before "’s" but are not one. */
const NOT_NAMES: ReadonlySet<string> = new Set([
  "Company", "Registrant", "Corporation", "Court", "Commission", "Board", "Government", "State", "Department", "District",
  "Authority", "Agency", "Committee", "Directors", "Union", "Justice", "Nation", "China", "America", "Europe", "India",
  "Ireland", "Japan", "Korea", "Plaintiff", "Plaintiffs", "Defendant", "Defendants", "Council", "Office", "Bureau", "Circuit",
  "Today", "Year", "Management", "Parliament", "Congress", "Administration", "President", "World", "Country"
])
const ADVERSARY_RE =
  /\b([A-Z][A-Za-z0-9]{1,})(?:[\w ]{0,30}?,? (?:Inc|LLC|Ltd|Corp|Corporation)\.?)?(?: \([^)]{1,20}\))? (?:filed|brought|commenced|asserted)\b[^;.]{0,120}?\bagainst (?:us|the company|the registrant|the corporation)\b|\b(?:awarded|awarding) ([A-Z][A-Za-z0-9]{1,})\b/g
const POSSESSIVE_NAME_RE = /\b([A-Z][A-Za-z]{2,}|\d[A-Z][A-Za-z]*)['’]s\b/g

/**
 * The name a section uses for the company besides "we" and "the Company" (“Tesla’s
 * practices”, “against Target”): the capitalised word most often written with a
 * possessive, when it occurs at least twice.
 */
const adversariesIn = (text: string): ReadonlySet<string> => {
  const out = new Set<string>()
  ADVERSARY_RE.lastIndex = 0
  for (let m = ADVERSARY_RE.exec(text); m !== null; m = ADVERSARY_RE.exec(text)) out.add(m[1] ?? m[2] ?? "")
  return out
}

export const companyAlias = (text: string, adversaries: ReadonlySet<string> = adversariesIn(text)): string | null => {
  const counts = new Map<string, number>()
  POSSESSIVE_NAME_RE.lastIndex = 0
  for (let m = POSSESSIVE_NAME_RE.exec(text); m !== null; m = POSSESSIVE_NAME_RE.exec(text)) {
    const w = m[1] ?? ""
    if (NOT_NAMES.has(w)) continue
    counts.set(w, (counts.get(w) ?? 0) + 1)
  }
  // a party that sues, claims or is awarded is the company's adversary, not the company ("VLSI filed …", "awarding VLSI …")
  for (const name of adversaries) counts.delete(name)
  let best: string | null = null
  let n = 1
  for (const [w, c] of [...counts.entries()].sort((x, y) => (x[0] < y[0] ? -1 : 1))) if (c > n) [best, n] = [w, c]
  return best
}

interface Context {
  readonly section: SectionKey
  readonly text: string
  readonly self: RegExp
  /** The company as the claimant: "Abbott filed … against DexCom", "Abbott seeks …". */
  readonly claimant: RegExp
  /** Names that sue or are awarded damages in the section (never the company). */
  readonly adversaries: ReadonlySet<string>
  /** Blocks with a sentence about cyber attacks or incidents. */
  readonly cyberBlocks: ReadonlySet<number>
}

const claimantRe = (alias: string | null): RegExp => {
  const name = alias === null ? "(?:we|the company)" : `(?:we|the company|${escapeRe(alias)})`
  return new RegExp(
    `^(?!.*\\bdefend\\w*(?: (?:itself|ourselves|themselves|vigorously))? against\\b)(?:[^;]{0,60}?,\\s*)?${name}(?:['’]s)?\\b(?!\\s+(?:are|is|was|were|have been|has been|remains?)\\s+(?:also\\s+|currently\\s+|now\\s+|still\\s+)*(?:subject|a party|party|named|a defendant|defendants?|involved|defending)\\b)[^;]{0,100}?\\b(?:filed|brought|commenced|initiated|sued|trial|suit|lawsuit|action|complaint)\\b[^;]{0,100}?\\bagainst\\s+(?!us\\b|the company\\b|it\\b|its\\b|our\\b|certain\\b|${name}\\b)[A-Z]|^(?:[^;]{0,60}?,\\s*)?${name}\\s+(?:seeks|sought|is seeking|sued\\s+[A-Z])`,
    "i"
  )
}

/** Other companies as the ones investigated, sued or fined ("many of our competitors have been …", "fined several of our competitors"). */
const OTHERS_RE = R("\\b(?:competitors|peers|customers|suppliers|vendors|other companies|many companies|companies in (?:our|the) industry|our industry)\\b(?![^;]{0,40}\\b(?:and|or) (?:we|us|the company)\\b)")
const OTHERS_AFTER_RE = R("^\\s*(?:(?:several|certain|some|many|one|two|three|a number|each) )?(?:of )?(?:our |the )?(?:competitors|peers|customers|suppliers|vendors|other companies|companies)\\b")
const HABITUAL_RE = R("\\b(?:regularly|routinely|on a regular basis|continually|constantly|frequently|often|typically)\\b")
/** A supplier's incident that reached the company: "… experienced a ransomware attack that resulted in the exposure of personal information of some of our customers". */
const OUR_DATA_AFTER_RE = R("^[^;]{0,100}?\\b(?:resulted in|resulting in|led to|exposed|compromised)\\b[^;]{0,80}?\\b(?:our|the company['’]s) (?:[\\w-]+ ){0,2}?(?:customers|employees|patients|members|clients|users|data|information|systems|networks?)\\b")
const SUPPLIER_RE = R("\\b(?:suppliers?|vendors?|service providers?|partners?|customers?|third[\\s-]part(?:y|ies)|contractors?|licensees?)\\b")
const SUBJECT_TO_RE = R("\\b(?:is|are) (?:also )?subject to\\b")
const SUBJECT_TO_OK_RE = R("\\b(?:currently|became|now|presently|ongoing|pending)\\b|\\b(?:alleging|asserting|claiming|in connection with|filed|brought|captioned|entitled)\\b")

/** A caption's defendant the section keeps naming elsewhere ("AMC … v. AMC Entertainment Holdings, Inc." in a section about AMC's units). */
const recurringName = (text: string, subj: string, s: Sentence): boolean => {
  const words = subj.split(/\s+/)
  // "Union Carbide": a first word that alone is no name is counted with the next one
  const first = NOT_NAMES.has(words[0] ?? "") && words.length > 1 ? `${words[0]} ${words[1]}` : (words[0] ?? "")
  if (first.length < 2 || NOT_NAMES.has(first) || !/^[A-Z0-9]/.test(first)) return false
  const re = new RegExp(`\\b${escapeRe(first)}\\b`, "g")
  const outside = (text.slice(0, s.start).match(re)?.length ?? 0) + (text.slice(s.end).match(re)?.length ?? 0)
  return outside >= 3
}

/** The anchor of a sentence: its first event pattern that survives the guards; `weak` when the company is not named. */
const anchorIn = (
  family: EventFamily,
  ctx: Context,
  s: Sentence,
  sentence: string
): { start: number; end: number; weak: boolean } | null => {
  const text = ctx.text
  if (s.heading) return null
  // off-topic wording is read only by the patterns for a cyber paragraph ("Such events have caused …")
  const onTopic = TOPIC[family].test(sentence)
  if (!onTopic && !(family === "cybersecurity_incident" && ctx.cyberBlocks.has(s.block))) return null
  if (POINTER_RE.test(sentence)) return null
  if (family !== "cybersecurity_incident" && categorical(sentence) && !DATE_RE.test(sentence) && !AUTHORITY_RE.test(sentence) && !alleged(sentence) && !NAMED_ADVERSARY_RE.test(sentence) && !NAMED_EVENT_RE.test(sentence)) return null
  // "in the past" is a category unless it states a past fact hedged with its recurrence ("we have in the past been, and may in the future be, sued …")
  if (family !== "cybersecurity_incident" && /\b(?:from time to time|ordinary course|normal course|normal conduct of|normal to (?:its|our) business|over the years|occasionally|regularly|routinely|typically|in the past(?! been,? (?:and|or) (?:may|could|might)\b)(?! (?:year|quarter|fiscal year|twelve months|\d+|two|three|four|five|several|few)\b))\b/i.test(sentence)) return null
  if (claimantOrRoutine(sentence) || OTHER_PARTY_RE.test(sentence) || ctx.claimant.test(sentence) || OWED_TO_US_RE.test(sentence)) return null
  if (family === "material_legal_proceeding" && SECURITIES_SETTLEMENT_RE.test(sentence) && !LEGAL_NOUN_RE.test(sentence)) return null
  if (family === "investigation" && APPROVAL_RE.test(sentence) && !STRONG_INQUIRY_RE.test(sentence)) return null
  // the company's own inquiry: "In May 2013, the Company commenced an investigation into inaccurate billing …"
  if (family === "investigation" && OWN_INQUIRY_RE.test(sentence) && !AUTHORITY_RE.test(sentence)) return null
  let specificMemo: boolean | null = family === "cybersecurity_incident" ? true : null
  const specific = (): boolean => (specificMemo ??= isSpecific(sentence))
  let weakHit: { start: number; end: number; weak: boolean } | null = null
  for (const p of PATTERNS[family]) {
    if (p.gate !== undefined && !p.gate.test(sentence)) continue
    if (!onTopic && p.cyberBlock !== true) continue
    const re = p.re
    re.lastIndex = 0
    for (let m = re.exec(sentence); m !== null; m = re.exec(sentence)) {
      if (m[0].length === 0) {
        re.lastIndex++
        continue
      }
      const start = s.start + m.index
      const end = start + m[0].length
      const cStart = clauseStart(text, s.start, start)
      const cEnd = clauseEnd(text, end, s.end)
      const pre = text.slice(cStart, start)
      if (p.specific !== false && !specific()) continue
      if (p.nextUpper === true && !/^[A-Z]/.test(text.slice(end, end + 1))) continue
      if (p.notDefinition === true && DEFINITION_PRE_RE.test(pre)) continue
      if (p.unless !== undefined && p.unless.test(sentence)) continue
      // (the match's own first word, a sentence's capitalised head noun, names nothing: "Costs related to litigation …")
      if (p.namedCost === true && !AMOUNT_RE.test(text.slice(cStart, cEnd)) && !NAMED_MATTER_RE.test(m[0].replace(/^\S+\s*/, "")) && !DEFINITE_MATTER_RE.test(m[0]) && !NAMED_AFTER_RE.test(text.slice(end, Math.min(cEnd, end + 100)))) continue
      if (p.notExample === true && /\b(?:such as|including|like|for example|e\.g\.)\s*$/i.test(pre)) continue
      if (!p.admits && irrealisBefore(text, s, start)) continue
      // a match that runs on across "but"/"although" joins two clauses: the second is not the first's fact
      if (ADVERSATIVE_INSIDE_RE.test(m[0])) continue
      // a negation among the match's first words, where its subject and auxiliaries stand ("We have not received any subpoena")
      if (NEG_HEAD_RE.test(m[0])) continue
      // a condition opens the clause, before the match or as its first word ("If we were the victim of a cyberattack, …",
      // "Should we be sued …"): even an admission pattern states nothing then, unless the match is a relative clause
      // that states the past on its own ("If we … experience a security incident, which has occurred in the past, …")
      if (p.relative !== true && !/\b(?:which|that) (?:has|have)\b/i.test(m[0]) && (CONDITION_LEAD_RE.test(text.slice(cStart, start).replace(HEDGED_RE, " ")) || CONDITION_LEAD_RE.test(m[0].slice(0, 7)))) continue
      if (p.admits && p.relative !== true && (NEGATION_RE.test(pre.replace(NEGATION_OK_RE, " ")) || /\b(?:whether|determin\w*)\b/i.test(pre))) continue
      if (!p.admits && MODAL_AFTER_RE.test(text.slice(end, cEnd))) continue
      if (!p.admits && MODAL_INSIDE_RE.test(m[0])) continue
      if (p.pastAfter === true && !PAST_AFTER_RE.test(text.slice(end, cEnd))) continue
      // a denial about what the match names ("such identified security events have not had a material impact")
      // (an incident the company experienced is an event even when called immaterial: "we experienced a ransomware attack …,
      // which did not have a material impact …")
      if ((DENIAL_AFTER_RE.test(text.slice(end, cEnd)) && !(family === "cybersecurity_incident" && EXPERIENCED_RE.test(m[0]))) || /\b(?:such|these|those|the|any)\s*$/i.test(pre) && /^(?:detected|discovered|identified|observed)\b/i.test(m[0])) continue
      if (p.matter === true && !(AUTHORITY_RE.test(sentence) || DATE_RE.test(sentence) || NAMED_EVENT_RE.test(sentence) || SUBJECT_RE.test(text.slice(end, Math.min(cEnd, end + 100))) || INITIATOR_RE.test(text.slice(end, Math.min(cEnd, end + 100))))) continue
      if (family !== "cybersecurity_incident" && (OTHERS_RE.test(pre.slice(-80)) || OTHERS_AFTER_RE.test(text.slice(end, end + 60)))) continue
      // other companies as the clause's subject: "Many companies have received subpoenas from the SEC …"
      if (family !== "cybersecurity_incident" && OTHERS_SUBJECT_RE.test(pre + m[0])) continue
      if (SUBJECT_TO_RE.test(m[0]) && !/\bthe subject\b/i.test(m[0]) && !SUBJECT_TO_OK_RE.test(text.slice(cStart, cEnd))) continue
      if (family === "cybersecurity_incident" && !p.admits && HABITUAL_RE.test(sentence)) continue
      if (family === "cybersecurity_incident" && (OTHER_VICTIMS_RE.test(text.slice(end, cEnd)) || OTHER_VICTIM_SUBJECT_RE.test(sentence))) continue
      // a past incident admitted in general terms ("We have experienced, and may in the future experience, … cybersecurity
      // incidents.", "Such incidents have occurred in the past …") names no incident, date, system, actor or consequence: nothing
      if (family === "cybersecurity_incident" && CYBER_ADMISSION_RE.test(m[0]) && !cyberSpecific(sentence)) continue
      if (family === "cybersecurity_incident") {
        const before = text.slice(cStart, start + m[0].search(new RegExp(CYBER, "i")))
        if (SUPPLIER_RE.test(before) && !/\b(?:we|us|the company)\b|\b(?:our|we) and\b|^\s*our\b[^;]{0,120}?\(?(?:and|as well as) (?:those|that) of\b/i.test(before) && !OUR_DATA_AFTER_RE.test(text.slice(start, s.end))) continue
        // a trend ("an increase in ransomware attacks in our supply chain") is not an incident
        if (/\b(?:increase|rise|growth|increases|trend) (?:in|of)\s*$/i.test(text.slice(cStart, start + m[0].search(new RegExp(CYBER, "i"))).replace(/\s*(?:the )?(?:number|frequency) of\s*$/i, " of").trimEnd() + " ") || /^[^;]{0,40}?\bin (?:our|the) supply chain\b/i.test(text.slice(end, cEnd))) continue
      }
      if (p.selfSubject === true) {
        const subj = m.groups?.["subj"]
        if (subj === undefined || OTHERS_RE.test(subj) || !(ctx.self.test(subj) || recurringName(text, subj, s) && (p.caption === true || !ctx.adversaries.has(subj.split(/\s+/)[0] ?? "")))) continue
      }
      if (family === "investigation" && OTHER_TARGET_RE.test(sentence)) continue
      if (p.ownCaption === true && othersCaption(ctx, sentence)) continue
      if (family === "material_legal_proceeding" && !againstTarget(m[0] + text.slice(end, Math.min(cEnd, end + 80)))) continue
      if (p.cyberBlock === true && !(ctx.section === "item_1c_cybersecurity" || ctx.cyberBlocks.has(s.block))) continue
      // a subject checked above to be the company (or the subsidiary the section keeps naming) names it
      const named = LEGAL_SECTIONS.has(ctx.section) || p.selfSubject === true || ctx.self.test(sentence) || /\b[A-Z][\w]+['’]s (?:code|systems|network)/.test(sentence)
      const hit = { start, end: Math.min(end, start + 160), weak: !named && p.selfImplied !== true }
      // unnamed, and another named organisation acts: its own matter ("X, LLC filed a petition under Chapter 11")
      if (hit.weak && (PARTY_RE.test(pre) || BANKRUPTCY_RE.test(sentence))) continue
      // a weak match gives way to a later pattern that implies the company
      if (!hit.weak) return hit
      weakHit ??= hit
    }
  }
  return weakHit
}

/** A settlement of securities, trades or forward sales ("the $112.2 settlement of forward sales under its ATM program"): no legal matter. */
const SECURITIES_SETTLEMENT_RE = R("\\bsettle(?:ment|ments|d|s)?\\b[^;.]{0,60}?\\b(?:forward (?:sales?|sale agreements?|contracts?|purchase)|at[\\s-]the[\\s-]market|ATM (?:program|offering|sales)|(?<!Federal )(?<!International )trades?(?! Commission)|shares? of (?:our |its )?common stock|(?:equity|share) forwards?|derivatives?|swaps?|(?:convertible )?notes? (?:in|for) (?:cash|shares))\\b|\\b(?:forward (?:sales?|sale agreements?)|ATM (?:program|offering)s?|(?<!Federal )(?<!International )trades?(?! Commission))\\b[^;.]{0,60}?\\bsettle(?:ment|ments|d)?\\b")
const LEGAL_NOUN_RE = R("\\b(?:lawsuits?|litigation|class actions?|complaints?|plaintiffs?|defendants?|court|verdicts?|judgments?|arbitrations?|claims? against|allegations?|SEC|Department of Justice|investigations?)\\b")

/** Admission wording: a past incident told as experienced, suffered, occurred or hedged with its recurrence. */
const CYBER_ADMISSION_RE = R("\\b(?:experienc\\w*|suffer\\w*|occurred|happened|in the past|previously|been,? (?:and|or)|(?:have|has),? (?:and|or))\\b")
/**
 * What makes an admitted incident one: a date or a defined or named incident, a named actor, a named system or data, or a
 * consequence that the incident had (not one it did not have: "such attacks have not resulted in …").
 */
const CYBER_SPECIFIC_RE = R(
  "\\b(?:threat actors?|hackers?|attackers?|intruders?|cyber ?criminals?|criminals?|criminal groups?|nation[\\s-]state|state[\\s-]sponsored actors?|(?:an?|the) (?:unauthori[sz]ed )?third[\\s-]party|unauthori[sz]ed (?:third )?part(?:y|ies)|(?:a |the )?former employees?|insiders?|servers?|e-?mail accounts?|(?:corporate|internal|information technology|IT|computer|payment|point[\\s-]of[\\s-]sale|billing|manufacturing|operational technology) (?:networks?|systems?|environment)|websites?|source code|credentials|(?:customer|employee|patient|personal|consumer|cardholder|payment card|credit card) (?:data|information|records)|ransom(?:ware)?|encrypt\\w*|exfiltrat\\w*|(?<!not )(?<!never )(?:resulted|result) in|(?<!not )(?<!never )(?:led|lead) to|(?<!not )(?<!never )caused|causing|disrupt(?:ed|ing|ion|ions)?\\b|outages?|downtime|unauthori[sz]ed access to|exposure of|theft of|loss of (?:data|information)|remediation costs)\\b"
)
/** One incident, not a category: "as we previously experienced a prominent data breach", "we experienced a ransomware attack". */
const CYBER_ONE_INCIDENT_RE = R("\\b(?:experienced|suffered|detected|discovered|had) (?:a|an|one) (?:[\\w-]+ ){0,2}?(?:breach|incident|attack|cyber-?attack|intrusion)\\b")
const cyberSpecific = (sentence: string): boolean => DATE_RE.test(sentence) || CYBER_SPECIFIC_RE.test(sentence) || /\b(?:the|this|that) (?:[A-Z][\w-]*\s+){1,3}(?:[Ii]ncident|[Aa]ttack|[Bb]reach)\b|\b(?:19|20)\d\d\b/.test(sentence) || CYBER_ONE_INCIDENT_RE.test(sentence)

/** "these incidents have been and are likely …", "such incidents have remained, and could …": stated, then hedged. */
const ADMITTED_AFTER_RE = R("^\\s*(?:have|has) been and\\b|^\\s*(?:have|has) (?:been |also )?\\w+ed,? (?:and|or) (?:may|could|might|will|are likely|is likely)\\b")
/** A belief that the matters will not matter: "… believes that the ultimate outcome of these proceedings … will not materially harm …". */
/** The company's stated next step in a matter ("We intend to appeal the judgment and believe … may lead to a reversal"): the step is its own, the hedge is about the outcome. */
const INTENDS_TO_RE = R("\\b(?:we|the company) (?:intends?|plans?) to (?:vigorously )?(?:appeal|defend|contest|challenge)\\s*$")
/** An estimate the company cannot make yet, of a matter already stated. */
const UNABLE_LEAD_RE = R("^[^;]{0,60}?\\b(?:is|are|was|were|remains?) (?:currently |presently )?unable(?: at this time| currently| presently)? to (?:reasonably )?(?:estimate|determine|predict|assess|evaluate)\\b")
const NOT_MATERIAL_RE = R("\\bnone of (?:these|the|such|those) (?:[\\w-]+ )?(?:matters|proceedings|claims|lawsuits|actions)\\b[^;]{0,80}?\\bwill (?:have a material|materially|be material)|\\b(?:believes?|believed|expects?) (?:that )?(?:the )?(?:ultimate |final )?(?:outcome|resolution|exposure|disposition|liability)[^;]{0,160}?\\b(?:is|are) not expected to (?:have a material|be material|materially)|\\b(?:believes?|believed|expects?) (?:that )?(?:the )?(?:ultimate |final )?(?:outcome|resolution|exposure|disposition|liability)[^;]{0,160}?\\b(?:will|would) not (?:materially|have a material|be material)|\\b(?:do|does|did) not (?:believe|expect|anticipate)\\b[^;]{0,160}?\\b(?:will|would|to) (?:have a material|materially)")
const DENIAL_AFTER_RE = R("^\\s*(?:does|did|do|will) not (?:affect|apply to|cover|extend to|involve|relate to|impact (?:any|our))\\b|^[^;]{0,80}?\\b(?:were|was|are|is) (?:insignificant|immaterial|not (?:material|significant))\\b|^[^;]{0,60}?\\b(?:did not|does not|do not|has not|have not|had no|has had no|have had no|will not) (?:have|had|result|resulted|cause|caused|affect|affected|impact|impacted)\\b[^;]{0,40}?\\bmaterial")

/** Category wording that ends a matter's follow-on sentences ("from time to time", "other legal proceedings"). */
const FOLLOW_ON_CATEGORY_RE = R(
  "\\b(?:(?:establish|record|provide|accrue|recognize)(?:s|es)? (?:[\\w-]+ ){0,3}?(?:reserves|accruals|liabilit(?:y|ies)|provisions?)\\b[^;]{0,80}?\\bwhen\\b|previously (?:described|disclosed|reported) (?:certain |the )?(?:legal )?(?:proceedings|matters) in|no material changes|in (?:other|some|certain|many|most) (?:instances|cases)|normal conduct of|(?:all|any) such (?:matters|proceedings|claims|lawsuits)|includes? all|occasionally|normal to (?:its|our|the company['’]s) business|(?:generally|typically) includes?|for matters that|from time to time|in the (?:ordinary|normal|regular) course|ordinary[- ]course|regularly|routinely|periodically|(?<!\\bamong(?:st)? )other (?:legal |pending |similar )?(?:proceedings|matters|lawsuits|claims|litigation|investigations|inquiries)|like other companies|as is common|companies in our industry|many companies|(?:is|are) (?:also )?(?:currently )?(?:subject to|involved in|(?:a )?party to) (?:legal proceedings|claims|lawsuits|litigation|proceedings)(?:,| and| in| involving| arising| relating)|such as|types of|kinds of|typically|usually|in the past|historically)\\b"
)

/** A sentence whose subject, referring back, is a rule, a report or a programme, not a matter. */
const NOT_MATTER_SUBJECT_RE = R("^\\W*(?:these|those|such|this|that) (?:[\\w-]+ ){0,2}?(?:requirements?|reports?|rules?|regulations?|laws?|standards?|polic(?:y|ies)|programs?|programmes?|procedures?|processes|controls?|measures?|systems?|efforts?|disclosures?|risks?|threats?|obligations?|guidelines?|frameworks?|statutes?|regimes?|restrictions?|provisions?|licen[cs]es?|permits?)\\b(?! (?:were|was|have been|has been) (?:violated|breached))")

const CYBER_PAST_RE = R("\\b(?:was|were|had|has|have|did|caused|reported|recognized|recorded|restored|initiated|engaged|retained|remediat\\w*|resulted|occurred|remained|affected|impacted|involved|exploited|compromised|accessed|exfiltrated|detected|discovered|began|took|led|included|consisted|disrupted|incurred|announced|notified|remediated|contained)\\b")

/** A court or authority reporting its finding. */
const REPORTING_RE = R("\\b(?:court|circuit|judge|jury|tribunal|commission|panel|board|agency|authority|arbitrator)\\b[\\w ]{0,40}?\\b(?:ruled|found|held|noted|determined|concluded|stated|indicated|agreed)$")

const FOLLOW_ON_RES: ReadonlyArray<RegExp> = [new RegExp(ANAPHOR_RE.source, "gi"), new RegExp(PROCEDURE_RE.source, "gi")]

const followOnIn = (
  family: EventFamily,
  ctx: Context,
  s: Sentence,
  sentence: string
): { start: number; end: number } | null => {
  const text = ctx.text
  if (s.heading) return null
  if (POINTER_RE.test(sentence) || FOLLOW_ON_CATEGORY_RE.test(sentence) || ctx.claimant.test(sentence) || OWED_TO_US_RE.test(sentence) || CLAIMANT_RE.test(sentence) || /^the following\b/i.test(sentence)) return null
  // it refers back to something other than the matter ("These requirements are generally administered by …", "These reports include …")
  if (NOT_MATTER_SUBJECT_RE.test(sentence)) return null
  const stepRe = family === "material_legal_proceeding" ? LEGAL_STEP_RE : family === "investigation" ? INVESTIGATION_STEP_RE : CYBER_STEP_RE
  if (!stepRe.test(sentence)) return null
  if (family === "investigation" && OWN_INVESTIGATION_RE.test(sentence) && !AUTHORITY_RE.test(sentence)) return null
  // an incident carried forward is told in the past ("such incidents have remained undetected"), not described ("these threats originate …")
  if (family === "cybersecurity_incident" && !CYBER_PAST_RE.test(sentence)) return null
  for (const g of FOLLOW_ON_RES) {
    g.lastIndex = 0
    for (let m = g.exec(sentence); m !== null; m = g.exec(sentence)) {
      if (m[0].length === 0) {
        g.lastIndex++
        continue
      }
      // "The following proceedings …" introduces matters; "the possible attack surfaces" is no matter at all
      if (/^the following\b/i.test(m[0]) || /\b(?:possible|potential|any|future)\b/i.test(m[0])) continue
      const start = s.start + m.index
      const end = start + m[0].length
      // realis up to the match, and no modal governing it right after
      // "The Company is unable at this time to estimate the ultimate outcome or determine if the lawsuit will …": what it cannot tell is about the matter
      const unable = UNABLE_LEAD_RE.test(sentence) && !/\b(?:below|unless otherwise)\b/i.test(sentence)
      const before = text.slice(s.start, start).replace(HEDGED_RE, " ")
      if ((!unable && IRREALIS_RE.test(before)) || NEGATION_RE.test(before.replace(NEGATION_OK_RE, " ").replace(UNABLE_LEAD_RE, " "))) continue
      // a court's or authority's reported words ("the Court noted that a jury is more likely to accept … if …") are its step, whatever they say
      const admitted =
        unable || ADMITTED_AFTER_RE.test(text.slice(end, end + 60)) || (REPORTING_RE.test(m[0]) && /^\s+that\b/.test(text.slice(end, end + 8))) || WILL_DEFEND_RE.test(sentence) || INTENDS_TO_RE.test(before)
      if (!admitted && CONDITIONAL_RE.test(text.slice(s.start, clauseEnd(text, end, s.end)).replace(HEDGED_RE, " "))) continue
      if (!admitted && MODAL_AFTER_RE.test(text.slice(end, clauseEnd(text, end, s.end)))) continue
      // a denial about the matter ("the incident did not have a material impact") is not the matter's fact
      if (DENIAL_AFTER_RE.test(text.slice(end, clauseEnd(text, end, s.end))) || NOT_MATERIAL_RE.test(sentence)) continue
      return { start, end }
    }
  }
  return null
}

/**
 * An incident stated earlier in the section, referred to by "this" in a later paragraph: "We are undertaking extensive
 * efforts to identify, contain and recover from this incident quickly and securely." Not when hedged or negated before
 * the mention, or followed in its clause by a modal.
 */
const THIS_INCIDENT_RE = R("\\bthis (?:cyber[\\s-]?(?:security )?|security |ransomware |data security )?(?:incident|attack|cyber-?attack|breach|intrusion)\\b|\\bthis (?:cyber[\\s-]?(?:security)?|security|data security) (?:issue|event|matter)\\b(?! (?:response|management|program|plan|team|risk))")
const thisIncidentIn = (family: EventFamily, ctx: Context, s: Sentence): { start: number; end: number } | null => {
  if (family !== "cybersecurity_incident" || s.heading) return null
  const sentence = ctx.text.slice(s.start, s.end)
  const m = THIS_INCIDENT_RE.exec(sentence)
  if (m === null) return null
  const start = s.start + m.index
  const end = start + m[0].length
  if (irrealisBefore(ctx.text, s, start) || MODAL_AFTER_RE.test(ctx.text.slice(end, clauseEnd(ctx.text, end, s.end)))) return null
  if (DENIAL_AFTER_RE.test(ctx.text.slice(end, clauseEnd(ctx.text, end, s.end))) || NOT_MATERIAL_RE.test(sentence)) return null
  return { start, end }
}

/** The loss of a named matter cannot be estimated yet: "Given the procedural posture and the nature of these cases, … we are unable to make a reasonable estimate of the potential loss …". */
const ESTIMATE_RE = R(
  "\\b(?:an? )?estimate of (?:the )?(?:possible |potential |reasonably possible )?(?:loss(?:es)?|liability|range of loss)\\b[^;.]{0,40}?\\b(?:cannot|could not|can not) be (?:made|determined)\\b|\\b(?:loss(?:es)?|liabilit(?:y|ies)|damages|exposure)\\b[^;.]{0,40}?\\b(?:cannot|could not|can not|can ?not) (?:be )?(?:reasonably )?(?:estimated|determined|quantified)\\b|\\bno (?:reasonable |accurate |reliable |meaningful )?estimate of (?:the )?(?:range of )?(?:possible |potential |reasonably possible )?(?:loss(?:es)?|liability|range of loss)\\b[^;.]{0,40}?\\bcan be made\\b|\\b(?:unable to|cannot|can ?not|not able to|nor can (?:it|we|the company|management))\\b[^;.]{0,120}?\\b(?:estimat\\w*|quantif\\w*|identify|determine|assess)\\b[^;.]{0,50}?\\b(?:loss(?:es)?|liabilit(?:y|ies)|damages|exposure)\\b|\\b(?:the )?(?:range of (?:reasonably possible )?loss(?:es)?|(?:possible |potential )?loss(?:es)?|(?:potential )?liability)(?:,? if any,)? (?:is|are) not (?:currently |yet |presently )?(?:reasonably )?(?:estimable|determinable|quantifiable)\\b"
)
const ESTIMATE_SUBJECT_RE = R("\\b(?:this|these|those|the|such) (?:[\\w-]+ )?(?:case|cases|proceeding|proceedings|matter|matters|action|actions|lawsuit|lawsuits|suits?|litigation|claims|fine|appeal|arbitration)\\b")
/**
 * What the company says of a stated matter's outcome or merits: "The outcome and the financial impact of these cases, if
 * any, cannot be predicted at this time.", "it is impossible to predict the outcome …; however, … we are confident that we
 * will prevail in this litigation", "we believe we have a strong defense for these claims". It asserts the matter exists;
 * a category ("any such claims", "other matters") does not, nor does a denial that it matters.
 */
const OUTCOME_RE = R(
  "\\b(?:predict|foresee|determine) (?:with (?:any )?certainty )?(?:the |what the )?(?:ultimate |final |eventual )?(?:outcomes?|resolutions?|timing)\\b|\\b(?:predict|foresee|determine) when (?:the|this|these)\\b|\\b(?:outcomes?|resolutions?)\\b[^;]{0,80}?\\b(?:cannot|can ?not|could not) (?:yet )?be (?:predicted|determined|foreseen)\\b|\\b(?:meritorious|strong|substantial|valid) defen[cs]es?\\b|\\b(?:confident|believes?|believed|expects?) (?:that )?[^;]{0,60}?\\b(?:prevail|be (?:ultimately )?decided in (?:its|our|the company['’]s) favou?r|be (?:ultimately )?decided in favou?r of (?:the company|us))\\b"
)
const OUTCOME_SUBJECT_RE = R(
  "\\b(?:this|these|those|the|such) (?:[\\w-]+['’]s )?(?:[\\w-]+ ){0,2}?(?:case|cases|proceeding|proceedings|matter|matters|action|actions|lawsuit|lawsuits|claims|allegations|litigation|suits?|investigations?|inquir(?:y|ies)|disputes?|appeals?|arbitrations?|trials?|retrials?|verdicts?|judgments?)\\b"
)
const OUTCOME_SUBJECTS_RE = new RegExp(OUTCOME_SUBJECT_RE.source, "gi")
const estimateIn = (family: EventFamily, ctx: Context, s: Sentence, sentence: string): { start: number; end: number } | null => {
  if (family === "cybersecurity_incident" || s.heading) return null
  if (POINTER_RE.test(sentence) || FOLLOW_ON_CATEGORY_RE.test(sentence) || ctx.claimant.test(sentence) || /\b(?:with respect to|for those|where a loss|in (?:which|those) (?:cases|matters)|aggregate|various reasons|(?:many|most) (?:of (?:the|these) )?(?:proceedings|matters|cases)|unless otherwise (?:stated|noted|indicated)|for the matters described below|(?:for|in) (?:some|certain|other|many) (?:matters|cases|instances))\b/i.test(sentence)) return null
  const m = family === "material_legal_proceeding" ? ESTIMATE_RE.exec(sentence) : null
  // under a matter's own sub-heading in a legal-proceedings section the estimate needs no subject ("At this time, the Company
  // cannot estimate the possible loss, if any.")
  if (m !== null && (ESTIMATE_SUBJECT_RE.test(sentence) || LEGAL_SECTIONS.has(ctx.section))) return { start: s.start + m.index, end: s.start + m.index + m[0].length }
  const o = OUTCOME_RE.exec(sentence)
  if (o === null || NOT_MATERIAL_RE.test(sentence) || /\b(?:not|no)\b[^;]{0,40}?\bmaterial/i.test(sentence)) return null
  // "While we cannot predict the outcome of these proceedings …, an adverse outcome in any of these proceedings could have a
  // material adverse effect": uncertainty followed by a hypothetical consequence
  if (/predict|foresee|determine|outcome|resolution/i.test(o[0]) && /\b(?:could|may|might|would)\b[^;]{0,40}?\b(?:have|result in|adversely|materially|harm)\b/i.test(sentence.slice(o.index + o[0].length))) return null
  // a category in the clause that speaks of the outcome ("meritorious defenses to any such claims")
  const oStart = s.start + o.index
  let clause = ctx.text.slice(clauseStart(ctx.text, s.start, oStart), clauseEnd(ctx.text, oStart + o[0].length, s.end))
  // a concession opening the sentence ends at its comma ("Although we believe we have a strong defense for these claims, these or
  // similar future claims could …")
  if (/^\s*(?:although|though|while)\b/i.test(sentence)) {
    const comma = clause.indexOf(",", oStart + o[0].length - clauseStart(ctx.text, s.start, oStart))
    if (comma >= 0) clause = clause.slice(0, comma)
  }
  if (/\b(?:any|other|similar|future)\s+(?:such\s+|of\s+(?:these|the|those|such)\s+)?(?:[\w-]+\s+)?(?:cases?|proceedings?|matters?|actions?|lawsuits?|claims|litigation|suits?|investigations?)\b/i.test(clause)) return null
  // a subject that names this family's matter: "these investigations" follow an investigation, "these cases" a lawsuit
  const subjects = sentence.match(OUTCOME_SUBJECTS_RE) ?? []
  if (!subjects.some((subj) => (family === "investigation" ? /investigat|inquir/i.test(subj) : !/investigat|inquir/i.test(subj)))) return null
  return { start: s.start + o.index, end: s.start + o.index + o[0].length }
}

/** A dated or past-tense statement: a step of a case narrative. */
const NARRATIVE_RE = R(`\\b(?:${MONTHS} (?:\\d{1,2}, )?(?:19|20)\\d\\d|(?:19|20)\\d\\d)\\b|\\b(?:filed|ruled|held|found|granted|denied|affirmed|reversed|vacated|remanded|dismissed|invalidated|instituted|appealed|awarded|entered|issued|ordered|imposed|approved|asserted|accused|sought|consolidated|transferred|stayed|annulled|rejected|upheld|settled|agreed|moved|responded|served|revised|reduced|accrued|recorded|paid|closed|terminated|withdrawn|concluded)\\b`)
/** Pointers and categories that a narrative step is not. */
const NARRATIVE_SKIP_RE = R("\\bincorporated (?:herein )?by reference\\b|\\b(?:as )?previously reported\\b|\\bvarious\\b|\\bnumerous\\b")
/**
 * In a legal-proceedings section, under a sub-heading or paragraph that already states a matter
 * of the family, a factual sentence is a step of that matter's narrative ("In September 2023,
 * the CNIPA invalidated every claim of the asserted patent."): dated or told in the past, with
 * no category or pointer wording, and no hypothetical or negated wording in its clause up to
 * the first date or past verb (what the step found may be negative).
 */
const narrativeStepIn = (
  family: EventFamily,
  ctx: Context,
  s: Sentence,
  sentence: string
): { start: number; end: number } | null => {
  if (family !== "material_legal_proceeding" || !LEGAL_SECTIONS.has(ctx.section) || s.heading) return null
  if (POINTER_RE.test(sentence) || FOLLOW_ON_CATEGORY_RE.test(sentence) || ctx.claimant.test(sentence) || claimantOrRoutine(sentence)) return null
  const step = NARRATIVE_RE.exec(sentence)
  if (step === null || !LEGAL_STEP_RE.test(sentence) || NARRATIVE_SKIP_RE.test(sentence) || NOT_MATERIAL_RE.test(sentence)) return null
  // the step's own clause up to its verb or date decides; what the step found may be negative ("issued a decision finding no infringement")
  const lead = sentence.slice(0, step.index).replace(HEDGED_RE, " ")
  const tail = sentence.slice(step.index).replace(HEDGED_RE, " ")
  if (IRREALIS_RE.test(lead) || CONDITIONAL_RE.test(lead) || NEGATION_RE.test(lead.replace(NEGATION_OK_RE, " ")) || /^\s*(?:if|unless|whether)\b/i.test(tail)) return null
  if (IRREALIS_RE.test(tail.slice(0, 40)) || CONDITIONAL_RE.test(tail.slice(0, 40))) return null
  return { start: s.start, end: Math.min(s.end, s.start + 80) }
}

const IN_FORCE_RE = R("\\bwill (?:remain|continue) (?:in (?:full )?(?:force|effect)|in place|outstanding)\\b")

/** Terms an anchor defines for its matter: (the “Settlement”), (“SNOD”), (the “Shareholder Litigation”). */
const DEFINED_TERM_RE = /\((?:the |collectively,? |together,? )?[“"]([A-Z][^”"]{1,60})[”"]\)|\(([A-Z]{2,}[A-Za-z]{0,6})\)/g

const MATTER_NOUN_RE = /\b(?:Settlements?|Litigation|Actions?|Investigations?|Inquir(?:y|ies)|Cases?|Matters?|Complaints?|Lawsuits?|Suits?|Proceedings?|Orders?|Decrees?|Consent|Awards?|Injunctions?|Decisions?|Rulings?|Notices?|Assessments?|Frameworks?|Stipulation|Petitions?|Appeals?|Incidents?|Attacks?|Breach(?:es)?)\b/
const definedTerms = (sentence: string): Array<string> => {
  const out: Array<string> = []
  DEFINED_TERM_RE.lastIndex = 0
  for (let m = DEFINED_TERM_RE.exec(sentence); m !== null; m = DEFINED_TERM_RE.exec(sentence)) {
    const term = (m[1] ?? m[2] ?? "").trim()
    // the term names a matter ("Settlement", "Shareholder Litigation", "Statutory Notice of Deficiency (SNOD)"),
    // not an authority ("(FDA)"), a law ("(the “DMA”)") or a party
    const named = `${sentence.slice(Math.max(0, m.index - 50), m.index)} ${term}`.split(/\s+/).slice(-7).join(" ")
    if (term.length > 1 && !AUTHORITY_RE.test(term) && MATTER_NOUN_RE.test(named)) out.push(term)
  }
  // a matter named in capitals without a definition: "consented to the issuance of a Consent Order by the FDIC" → "The Consent Order …"
  NAMED_MATTER_TERM_RE.lastIndex = 0
  for (let m = NAMED_MATTER_TERM_RE.exec(sentence); m !== null; m = NAMED_MATTER_TERM_RE.exec(sentence)) {
    const term = (m[1] ?? "").replace(/\s+/g, " ")
    if (!AUTHORITY_RE.test(term) && !out.includes(term)) out.push(term)
  }
  return out
}
const NAMED_MATTER_TERM_RE =
  /\b(?:[Aa]n?|[Tt]he|[Ii]ts|[Oo]ur)\s+((?:(?:Joint|Final|Amended|Modified|Stipulated)\s+)?(?:Consent|Cease[ -]and[ -]Desist|Written|Settlement|Plea|Deferred Prosecution|Non-Prosecution|Formal|Supervisory)\s+(?:Order|Decree|Agreement)|(?:[A-Z][\w’'-]*\s+){1,3}(?:Settlement|Litigation|Lawsuit|Investigation|Inquiry|Complaint|Arbitration))\b/g

/** A later sentence of the unit that speaks of the matter by its defined term ("The Settlement gives …", "… proposed in the SNOD …"). */
const definedTermIn = (
  family: EventFamily,
  ctx: Context,
  s: Sentence,
  sentence: string,
  terms: ReadonlyArray<string>
): { start: number; end: number } | null => {
  if (terms.length === 0 || s.heading) return null
  const text = ctx.text
  // a run-in heading that is only the term ("Shareholder Litigation.") states nothing
  if (sentence.trim().split(/\s+/).length < 4) return null
  if (POINTER_RE.test(sentence) || FOLLOW_ON_CATEGORY_RE.test(sentence) || ctx.claimant.test(sentence)) return null
  if (!TOPIC[family].test(sentence) && !(family === "material_legal_proceeding" ? LEGAL_STEP_RE : family === "investigation" ? INVESTIGATION_STEP_RE : CYBER_STEP_RE).test(sentence) && !new RegExp(`\\b(?:${terms.map(escapeRe).join("|")})\\b`).test(sentence)) return null
  const re = new RegExp(`(?:^|\\b(?:[Tt]he|[Tt]his|[Tt]hat|[Tt]hese|[Ss]uch|[Ii]ts|[Oo]ur) )(?:${terms.map(escapeRe).join("|")})\\b`, "g")
  const m = re.exec(sentence)
  if (m === null) return null
  const start = s.start + m.index
  const end = start + m[0].length
  const before = text.slice(s.start, start).replace(HEDGED_RE, " ")
  if (IRREALIS_RE.test(before) || NEGATION_RE.test(before.replace(NEGATION_OK_RE, " "))) return null
  const clause = text.slice(s.start, clauseEnd(text, end, s.end)).replace(HEDGED_RE, " ")
  // "The Consent Order will remain in effect until …" states the order in force, not a possibility
  if (CONDITIONAL_RE.test(clause) || MODAL_AFTER_RE.test(text.slice(end, clauseEnd(text, end, s.end)).replace(IN_FORCE_RE, " "))) return null
  if (DENIAL_AFTER_RE.test(text.slice(end, clauseEnd(text, end, s.end)))) return null
  return { start, end }
}

/** Outside its matter's unit a defined term is carried only by a statement, not by a list item or the matter's open outcome. */
const OUTSIDE_UNIT_SKIP_RE = /^[\s•●▪■◦·(-]|\boutcomes?\b|\bresults? of\b/i

/** A footnote marker opening a paragraph: "(d)", "(12)". */
const FOOTNOTE_RE = /^\((?:[a-z]|\d{1,2})\)/

/** A sub-heading group up to this many sentences carries one matter (e.g. “European Commission Fines”). */
const MAX_GROUP_SENTENCES = 12

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** "the Bank", written so at least twice and not as "the Bank of …": a bank holding company's name for its bank, which the filing speaks for. */
const BANK_RE = /\b[Tt]he Bank\b(?! of\b)/g
const bankSubsidiary = (text: string): boolean => {
  BANK_RE.lastIndex = 0
  return BANK_RE.exec(text) !== null && BANK_RE.exec(text) !== null
}

/** The company's names in a section: "we", "the Company", the name it uses for itself, and its bank when it speaks of one. */
const selfRe = (alias: string | null, bank: boolean): RegExp =>
  alias === null && !bank
    ? SELF_RE
    : new RegExp(`${SELF_RE.source}${alias === null ? "" : `|\\b${foldCase(escapeRe(alias)) ?? escapeRe(alias)}\\b`}${bank ? "|\\b[Tt]he Bank\\b" : ""}`, SELF_RE.flags)

/** Event flags of one section (see the module comment). */
export const detectEvents = (
  section: SectionKey,
  text: string,
  spans: ReadonlyArray<Span>,
  lineStarts: ReadonlyArray<number> | null
): ReadonlyArray<EventHit> => {
  const sentences = sentencesAndBlocks(section, text, spans, lineStarts)
  const adversaries = adversariesIn(text)
  const alias = companyAlias(text, adversaries)
  const ctx: Context = {
    section,
    text,
    self: selfRe(alias, bankSubsidiary(text)),
    claimant: claimantRe(alias),
    adversaries,
    cyberBlocks: new Set(sentences.filter((s) => CYBER_WORD_RE.test(text.slice(s.start, s.end))).map((s) => s.block))
  }
  // a matter is carried through its paragraph, or through its sub-heading when that is short
  const groupSize = new Map<number, number>()
  for (const s of sentences) groupSize.set(s.group, (groupSize.get(s.group) ?? 0) + 1)
  // a table's footnotes ("(d) These adjustments were excluded because …") are separate notes, each its own unit
  const footnoteBlocks = new Set<number>()
  sentences.forEach((s, i) => {
    if ((i === 0 || sentences[i - 1]?.block !== s.block) && FOOTNOTE_RE.test(text.slice(s.start, s.start + 6))) footnoteBlocks.add(s.block)
  })
  const unitOf = (s: Sentence): string =>
    !footnoteBlocks.has(s.block) && (groupSize.get(s.group) ?? 0) <= MAX_GROUP_SENTENCES ? `g${s.group}` : `b${s.block}`
  // a paragraph that speaks of the company elsewhere makes its unnamed matters the company's, and carries them on
  // ("We … Cruise …. Federal and state agencies … have opened investigations … in connection with the incident.")
  const selfBlocks = new Set<number>()
  for (const s of sentences) if (!s.heading && ctx.self.test(text.slice(s.start, s.end))) selfBlocks.add(s.block)
  // the patterns read past time adverbs between a subject, its auxiliary and its verb ("were recently sued", "is presently
  // engaged in litigation"): blanked with spaces, so every offset still points into the text
  const readable = sentences.map((s) => {
    const written = text.slice(s.start, s.end)
    return SPACER_ADVERB_TEST_RE.test(written) ? written.replace(SPACER_ADVERB_RE, (m) => " ".repeat(m.length)) : written
  })
  const hits: Array<EventHit> = []
  for (const family of EVENT_FAMILIES) {
    const anchored = new Set<string>()
    const own = new Map<number, { start: number; end: number; weak: boolean }>()
    const terms = new Map<string, Array<string>>()
    sentences.forEach((s, i) => {
      const a = anchorIn(family, ctx, s, readable[i] ?? "")
      if (a === null) return
      own.set(i, a)
      if (a.weak && !selfBlocks.has(s.block)) return
      anchored.add(unitOf(s))
      const defined = definedTerms(text.slice(s.start, s.end))
      if (defined.length > 0) terms.set(unitOf(s), [...(terms.get(unitOf(s)) ?? []), ...defined])
    })
    const sectionTerms = [...new Set([...terms.values()].flat())]
    // the first sentence that states the family's matter, for "this incident" in later paragraphs
    let firstAnchor = -1
    for (const [k, a] of own) if ((!a.weak || selfBlocks.has(sentences[k]!.block)) && (firstAnchor < 0 || k < firstAnchor)) firstAnchor = k
    sentences.forEach((s, i) => {
      const sentence = text.slice(s.start, s.end)
      const a = own.get(i)
      if (a !== undefined && (!a.weak || anchored.has(unitOf(s)) || selfBlocks.has(s.block))) {
        hits.push({ family, sentence: { start: s.start, end: s.end }, phrase: a, kind: "anchor" })
        return
      }
      // a matter's defined term names that one matter wherever the section uses it, before or after its definition
      const f = anchored.has(unitOf(s))
        ? (followOnIn(family, ctx, s, sentence) ??
          definedTermIn(family, ctx, s, sentence, sectionTerms) ??
          narrativeStepIn(family, ctx, s, sentence) ??
          estimateIn(family, ctx, s, sentence) ??
          thisIncidentIn(family, ctx, s))
        : OUTSIDE_UNIT_SKIP_RE.test(sentence)
          ? null
          : (definedTermIn(family, ctx, s, sentence, sectionTerms) ?? (firstAnchor >= 0 && firstAnchor < i ? thisIncidentIn(family, ctx, s) : null))
      if (f === null) return
      // A sentence that carries another family's topic but not this one's follows that family.
      const otherTopic = EVENT_FAMILIES.some((o) => o !== family && TOPIC[o].test(sentence)) && !TOPIC[family].test(sentence)
      if (otherTopic) return
      hits.push({ family, sentence: { start: s.start, end: s.end }, phrase: f, kind: "follow_on" })
    })
  }
  return hits
}

