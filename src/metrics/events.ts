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
import { CYBER_WORD_RE, cybersecurityIncident } from "./rules/families/cybersecurity-incident.js"
import { investigation } from "./rules/families/investigation.js"
import { legalProceedings } from "./rules/families/legal-proceedings.js"
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

const DEFINITION_PRE_RE = R("\\b(?:excluding|excludes?|exclusive of|before|adjusted for|other than|such as|classif(?:y|ies|ied)|defined as|define)\\b")


const CYBER =
  "(?:(?:cyber[\\s-]?security|cyber|information security|security|data security|ransomware|malware|network|data privacy|privacy|phishing|hacking|third[\\s-]party cyber)(?:-related)?[\\s-]?(?:incidents?|attacks?|breach(?:es)?|intrusions?|events?|compromises?)|cyber[\\s-]?attacks?|cyber[\\s-]?incidents?|cyber[\\s-]?disruptions?|(?:unauthori[sz]ed|computer) intrusions?|data breach(?:es)?|breach(?:es)? of (?:our|its|the company['’]s) (?:[\\w-]+ ){0,2}(?:security|systems|networks|measures)|breaches of our [\\w ]{0,30}security measures|ransomware|unauthori[sz]ed access to (?:our|its|the company['’]s)|unauthori[sz]ed access to (?:certain |some )?(?:of )?(?:our |its )?(?:customer|employee|personal|consumer|patient|member|client|user)s?['’]? (?:data|information|records)|intrusions? into (?:our|its)|malware|computer viruses|(?:malicious|unauthori[sz]ed|suspicious|anomalous) (?:activity|actors?) (?:on|in) (?:our|its)|(?:unauthori[sz]ed (?:third[\\s-]part(?:y|ies)|part(?:y|ies)|actors?|individuals?|users?)|threat actors?|hackers?|attackers?) (?:had |has |have )?(?:gained|obtained|accessed|exfiltrated|acquired|stole|encrypted))"

const INVESTIGATION_PATTERNS: ReadonlyArray<Pattern> = investigation.anchors

const LEGAL_PATTERNS: ReadonlyArray<Pattern> = legalProceedings.anchors

const CYBER_PATTERNS: ReadonlyArray<Pattern> = cybersecurityIncident.anchors

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
const LEGAL_STEP_RE = legalProceedings.steps
const INVESTIGATION_STEP_RE = investigation.steps
const CYBER_STEP_RE = cybersecurityIncident.steps

/* ---- topics (what makes a sentence about a family at all) ----------------------------- */

const TOPIC: Record<EventFamily, RegExp> = {
  investigation: investigation.topic,
  material_legal_proceeding: legalProceedings.topic,
  cybersecurity_incident: cybersecurityIncident.topic
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

