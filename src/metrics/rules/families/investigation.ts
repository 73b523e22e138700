/**
 * Investigations: an authority's inquiry into the company, stated as fact (opened, conducted,
 * requested information, subpoenaed, settled; the company received, answered, cooperated with
 * or reported to it). The anchors are tried in order; events-engine.ts reads each match with the
 * event guards.
 */
import { caseSensitive as CS, expand, literal, eventRule as R, eventRuleExpanded as RX } from "../compile.js"
import { APPROVAL_RE, OTHER_TARGET_RE, OWN_INQUIRY_RE, OWN_INVESTIGATION_RE, STRONG_INQUIRY_RE } from "../guards.js"
import type { EventFamilyRules } from "../types.js"

/**
 * The company's own investigation as the sentence's subject: "The Company’s Audit Committee retained independent counsel to conduct an internal
 * investigation into matters related to the SEC investigation …", "The supplemental investigation regarding the assertions … furnished to the SEC … is ongoing."
 */
const OWN_SUBJECT_RE = new RegExp("^\\W*(?:the company['’]s |our |its |the )?(?:audit committee|special committee|board of directors|(?:internal|supplemental|independent) (?:investigation|review|inquiry))\\b", "i")
/** An authority named for itself, not only as where a report was filed or as the name of its investigation ("furnished to the SEC", "the SEC investigation"). */
const AUTHORITY_ITSELF_RE = new RegExp(`(?<!\\b(?:furnished|filed|submitted) (?:to|with) (?:the )?(?:U\\.S\\. )?(?:[A-Z][\\w&]* (?:and )?){0,4}|\\((?:the )?[“"‘']?)(?:${expand("{AUTHORITY}")})(?!['’]?s? (?:investigation|inquiry)\\b)`)

/** A bank supervisor's order or agreement, named as what sets its terms: "The Consent Order requires …", "Under the terms of the MOU, …". */
const BANK_ORDER_TERMS_RE = /^\W*(?:[Uu]nder (?:the terms of )?)?[Tt]he (?:[Cc]onsent [Oo]rder|[Ww]ritten [Aa]greement|[Ff]ormal [Aa]greement|[Ii]nformal [Aa]greement|[Ss]upervisory [Aa]greement|[Mm]emorand(?:um|a|ums) of [Uu]nderstanding|MOUs?|Order)(?: also)?,? (?:requires?|required|provides?|provided|directs?|directed|the (?:Bank|Company)\b)/

/** A term a supervisory order sets its bank or company, told with that party as the subject (see `terms` below). */
const BANK_PARTY = "(?:the (?:board(?: of directors)? of the )?(?:bank|company|holding company|corporation|association|savings bank)(?:['’]s board(?: of directors)?)?)"
const BANK_TERM_RE = new RegExp(
  `^\\W*(?:(?:on|at) (?:a |an )?(?:[\\w-]+ ){0,2}?(?:basis|intervals?),\\s*)?(?:(?:in addition|additionally|also|further|furthermore|moreover|in particular),? )?(?:accordingly,? )?(?:(?:under|pursuant to|in) (?:the terms of )?(?:the|this|that|such) (?:[\\w-]+ ){0,4}?(?:order|agreement|memorandum of understanding|MOU|decree),? ${BANK_PARTY} (?:cannot|may not|shall not|must not|must|shall|is (?:prohibited|restricted) from|is required to|is to)|(?:within (?:[\\w-]+ ){1,8}?(?:days|months)\\b[^,;]{0,60},\\s*)?${BANK_PARTY} (?:shall|must|is to|(?:is|are|was|were|will be|has been) (?:also )?required to|(?:has|have|had) (?:also )?agreed (?:not to|to|that it will)))\\b`,
  "i"
)
/** A bank supervisor, by its acronym or as the regulator. */
const SUPERVISOR = "(?:the )?(?:OCC|OTS|FDIC|FRB|CFPB|Federal Reserve(?: Bank)?(?: of [A-Z][a-z]+(?: [A-Z][a-z]+)?)?|Comptroller of the Currency|(?:[\\w-]+ )?regulators?|(?:[\\w-]+ )?supervisors?)"

/**
 * In the unit of a supervisory order, what the bank did under it and what the supervisor answered, told as fact: a plan submitted
 * to the supervisor ("The Bank submitted to the OTS for review and comment a written capital plan …"), the supervisor's notice or
 * non-objection ("the Bank was notified by the OCC that the OCC will allow relief from certain … restrictions", "The OCC stated that
 * it has no supervisory objection to …"). The ratios the bank met are no step (a bank's capital disclosure says as much).
 */
const ORDER_STEP_RE = new RegExp(
  `^\\W*(?:(?:at|as of|on|in|during|since|for) [^;]{0,60}?,\\s*)?(?:(?:in addition|additionally|also|further|furthermore|moreover|however|accordingly),? )?(?:(?:we|${BANK_PARTY}) (?:(?:has|have|had) )?(?:also )?(?:submitted|filed|provided|delivered) (?:to ${SUPERVISOR} )?(?:for (?:its |their )?(?:review|approval|non-?objection)(?: and (?:comment|approval|non-?objection))? )?(?:a |an |its |the |our )?(?:written |revised |updated |new )?(?:capital|compliance|strategic|business|liquidity|action|restoration|profit|earnings|contingency funding) plans?|(?:we|${BANK_PARTY}) (?:was|were|has been|have been|had been) (?:notified|informed|advised) by ${SUPERVISOR} that|${SUPERVISOR} (?:also )?(?:stated|indicated|confirmed|advised (?:us|the bank|the company)|informed (?:us|the bank|the company)) that it (?:has|had|would have) no (?:supervisory )?objection)\\b`,
  "i"
)

/**
 * In the unit of a supervisory order, the order as the subject of what it sets the bank, and how long it lasts: "The supervisory
 * agreement prohibits the Bank from making non-residential real estate loans …", "Finally, the agreement prohibits the Bank from taking
 * brokered deposits …", "The supervisory agreement will remain in effect until modified, suspended or terminated by the regulator", "In
 * connection with the Consent Order, the Bank is subject to a minimum Tier 1 leverage ratio of 8.00%", "Included in the MOU is the continued
 * requirement of maintaining a leverage ratio equal to or greater than 8% …".
 */
const ORDER_AS_SUBJECT_RE = new RegExp(
  `^\\W*(?:(?:finally|further|furthermore|in addition|additionally|also|moreover|accordingly),? )?(?:(?:the|this|such|these) (?:supervisory |written |(?:in)?formal |regulatory )?(?:agreements?|consent orders?|orders?|memorand(?:um|a|ums) of understanding|MOUs?)(?: also| further)?(?:, among other (?:things|requirements),)? (?:prohibits?|prohibited|restricts?|restricted|limits?|limited|requires?|required|directs?|directed|imposes?|imposed|provides?|provided|describes?|described) (?:that )?(?:the (?:bank|company)|us|it|the (?:company|bank)['’]s board|commitments made by the bank)\\b|(?:the|this|such) (?:supervisory |written |(?:in)?formal |regulatory )?(?:agreement|consent order|order|memorandum of understanding|MOU) (?:will|shall) (?:remain|continue) in (?:full )?(?:force|effect) until\\b|^\\W*(?:the|this|such) (?:supervisory |written |(?:in)?formal |regulatory |consent )?(?:agreement|order)\\b[^;]{0,120}?\\b(?:remained|remains) in (?:full )?(?:force|effect) until\\b|^\\W*included in the (?:supervisory |written |(?:in)?formal |regulatory )?(?:agreements?|consent orders?|orders?|memorand(?:um|a|ums) of understanding|MOUs?) (?:is|are) (?:the |a |an )?(?:continued |additional |further )?requirements?\\b|(?:in connection with|under|pursuant to) the (?:consent order|written agreement|(?:in)?formal agreement|supervisory agreement|order|agreement),? ${BANK_PARTY} (?:is|was|remains) (?:also )?(?:subject to|required to maintain) (?:a |an )?(?:minimum|higher|heightened)\\b)`,
  "i"
)

/** A bank supervisor named as the party that acts: an authority, a Reserve Bank or the FRB. */
const SUPERVISING = "(?:{AUTHORITY}|(?:Federal )?Reserve Bank\\b|FRB\\b)"
/** The supervised party an agreement is made with or a finding is about (after "the"). */
const SUPERVISED = "(?:bank|company|corporation|association|savings bank|holding company)"
/** A bank supervisor's agreement or order by its name. */
const SUPERVISORY_TERM = "(?:written agreement|(?:in)?formal agreement|supervisory agreement|consent order|cease[- ]and[- ]desist order|order to cease and desist|memorandum of understanding|MOU)"

/** A line of a list of such terms, opening on its verb: "maintain (i) a tier 1 (core) capital … ratio of at least 6.0%", "prepare a problem asset plan …", "update the Capital Plan on an annual basis;". */
const TERM_LINE_RE = /^\W*(?:\(?(?:[a-z]|[ivx]{1,4}|\d{1,2})\)\s*)?(?:maintain|prepare|develop|adopt|submit|implement|reduce|establish|revise|update|review|improve|strengthen|eliminate|retain|ensure|correct|not (?:declare|pay|accept|extend|increase|incur|renew|make))\b/

/**
 * A term of the order not met, or its restriction in force, told with the bank or the company as subject: "At March 31, 2011, and June 30, 2011,
 * we were not in compliance with the Tier 1 and total risk-based capital requirements.", "The Bank did not meet the leverage ratio required by
 * the Order.", "We are also no longer allowed to accept, renew or rollover brokered deposits … without prior regulatory approval.", "We notified
 * the bank regulatory agencies that the increased capital levels would not be achieved".
 */
const TERM_NOT_MET_RE = new RegExp(
  `^\\W*(?:(?:at|as of|on|in|during|since|for) [^;]{0,60}?,\\s*)?(?:(?:in addition|additionally|also|further|furthermore|moreover|however|accordingly),? )?(?:we|${BANK_PARTY}) (?:(?:was|were|is|are|remained|remains|has been|have been) (?:still )?not in compliance with (?:the |its |our |these |such )?(?:[\\w-]+ ){0,5}?(?:capital|leverage|liquidity) (?:requirements?|ratios?|levels?)|did not (?:meet|achieve|attain|satisfy) (?:the |its |our |these |such )?(?:[\\w-]+ ){0,5}?(?:capital|leverage|liquidity) (?:requirements?|ratios?|levels?)|(?:is|are) (?:also )?(?:no longer|not) (?:allowed|permitted) to (?:accept|renew|roll ?over|declare|pay|redeem|obtain|incur)\\b[^;]{0,120}?\\bwithout (?:the )?(?:prior |written )*(?:regulatory |supervisory )?(?:approval|consent|non-?objection)|notified (?:the )?(?:[\\w-]+ ){0,3}?(?:regulators|regulatory agencies|agencies|{AUTHORITY_ACRONYM}) that (?:the |our |its )?(?:[\\w-]+ ){0,3}?(?:capital|leverage) (?:levels?|ratios?|requirements?) would not be (?:achieved|met|attained))\\b`.replace("{AUTHORITY_ACRONYM}", "(?:FDIC|OCC|FRB|OTS|CFPB)"),
  "i"
)

/** A suit brought by a court's own motion, a private plaintiff or relator, or states and localities as claimants: no authority's enforcement. */
const AUTHORITY_SUIT_UNLESS_RE = /\b(?:filed|brought|commenced|instituted|initiated) (?:against (?:us|the company) )?by (?:the )?(?:[\w.'’-]+ ){0,6}?(?:[Cc]ourt|[Tt]ribunal|[Pp]laintiffs?|[Rr]elators?)\b|\bby (?:the )?(?:[\w-]+ ){0,3}?(?:[Aa]ttorneys? [Gg]eneral|[Dd]istrict [Aa]ttorneys?|states|counties|municipalities|cities)\b/

/** A suit that a court, a state or a locality as claimant, or a private party brought: litigation, no authority's enforcement. */
const AUTHORITY_AS_CLAIMANT_RE = new RegExp(`${AUTHORITY_SUIT_UNLESS_RE.source}|\\b(?:[Aa]ttorneys? [Gg]eneral|[Dd]istrict [Aa]ttorneys?|(?<!\\bUnited )[Ss]tates?|[Cc]ount(?:y|ies)|[Cc]it(?:y|ies)|[Mm]unicipalit(?:y|ies)|[Cc]ourts?|[Tt]ribunals?|[Pp]laintiffs?|[Rr]elators?)\\b[^;,]{0,40}?\\b(?:filed|brought|commenced|instituted)\\b`)

/**
 * An authority's own steps in its matter (not a court's): it concluded that the company broke the law, ordered it to act
 * ("The Commission concluded that we infringed European competition law …", "The agency ordered the Company to cease …"): a step of an
 * investigation already stated (not a topic of its own: a court reviews such a decision as a legal proceeding).
 */
const AUTHORITY_NOUN = "(?:commission|authority|agency|regulator|ministry|bureau|staff|{AUTHORITY_ACRONYM})"
const AUTHORITY_STEP = `\\b${AUTHORITY_NOUN}\\b[^;.]{0,40}?\\b(?:concluded|found|determined|alleged|asserted|contended) that (?:we|the company|it|its|our) (?:[\\w-]+ ){0,2}?(?:had |has |have )?(?:infringed|violated|breached|abused|failed to comply)\\b|\\b${AUTHORITY_NOUN}\\b[^;.]{0,20}?\\bordered (?:us|the company|it|our [\\w-]+) to\\b`
/** The company contacted by an authority or its staff ("the Company was contacted by members of the Division of Enforcement of the SEC"). */
const CONTACTED_BY = "(?:was|were|has been|have been|had been) (?:first |initially |also )?contacted by (?:(?:members|representatives|the staff|staff|attorneys|investigators|officials) of )?(?:the )?(?:[A-Z][\\w.&'’-]* ){0,4}?(?:{AUTHORITY})"
/** An authority as the plaintiff of a case's caption, told as captioned or as filed: "a suit captioned Bureau of Consumer Financial Protection v.", "the SEC filed the case Securities and Exchange Commission v." */
const AUTHORITY_CAPTION = "(?:captioned|entitled|styled|filed (?:the |a |an )?(?:case|action|suit|lawsuit|complaint)) (?:the )?(?:{AUTHORITY})(?: \\([^)]{0,20}\\))? v"

/** Hearings before an authority (not a court) are a step of its inquiry, also where they open a sentence. */
const AUTHORITY_HEARING = `\\bhearings? (?:[\\w-]+ ){0,4}?before (?:the )?(?:[A-Z][\\w-]* ){0,4}?${AUTHORITY_NOUN}\\b`

/**
 * An approval the company needs under a bank supervisor's agreement or order ("… cannot declare or pay dividends … without prior
 * written FRB approval") is the supervision's term, not a product's approval process.
 */
const APPROVAL_UNLESS_RE = new RegExp(`${STRONG_INQUIRY_RE.source}|\\b(?:supervisory|written|formal) agreement\\b|\\bconsent orders?\\b[^;]{0,160}?\\b(?:regulatory|prior|written) (?:[\\w-]+ )?approval\\b|\\bmemorandum of understanding\\b|\\bcease[- ]and[- ]desist order\\b`, "i")

/** An authority's demand sent to parties the company deals with, named by their relation to it ("issued a subpoena to one of our competitors", "served CIDs on several of its customers"). */
const OTHERS_DIRECTED_RE = /\b(?:(?:issued|sent|served|delivered|addressed)\b[^;]{0,60}?\b(?:to|on)|(?:subpoenaed|requested|sought|obtained)\b[^;]{0,60}?\bfrom) (?:(?:one|two|three|several|certain|some|many|a number|each) of )?(?:our|its|(?:the )?[\w&.-]+(?: [\w&.-]+){0,3}['’]s) (?:[\w-]+ )?(?:competitors|customers|suppliers|vendors|distributors|peers|counterparties)\b(?!['’])/i

/** A sentence about suits alone ("With respect to putative class action lawsuits …, the Company is unable to estimate …"): no step of an investigation. */
const SUITS_ONLY_RE = /^(?![^]*\b(?:investigat|inquir|subpoena|civil investigative|CIDs?\b|examin|enforcement))(?=[^]*\b(?:class actions?|lawsuits)\b)/

/** An authority's assertion that the company (or a named subsidiary) is liable for a site: "Region 7 of the EPA has asserted that Spire Missouri is liable under Section 107(a) of … CERCLA". */
const ENVIRONMENTAL_ASSERTION =
  "(?:{AUTHORITY})[^;]{0,60}?\\b(?:has |have |had )?(?:asserted|asserts|alleged|alleges) that (?:the company|we|it|[A-Z][\\w&.'’-]*(?: [A-Z][\\w&.'’-]*){0,3}) (?:is|was|are|were) (?:jointly and severally )?(?:liable|(?:a |the )?(?:potentially )?responsible part(?:y|ies)|(?:a |the )?corporate successor)\\b"
/** An authority's notice of contamination it links to the company: "the Kansas Department of Health and Environment (KDHE) advised the Company that environmental contamination has been identified at a former smelter site". */
const ENVIRONMENTAL_NOTICE =
  "(?:{AUTHORITY})[^;]{0,40}?\\b(?:advised|notified|informed) (?:the company|us|the registrant) that (?:[\\w-]+ ){0,3}?(?:contamination|releases?|violations?)\\b[^;]{0,40}?\\b(?:has been|have been|had been|was|were) (?:identified|found|detected|discovered)\\b"

export const investigation: EventFamilyRules = {
  family: "investigation",
  reading: {
    kind: "matter",
    // a product's approval process is no inquiry into the company; the company's own inquiry is not an authority's
    exclusions: [
      { when: APPROVAL_RE, unless: APPROVAL_UNLESS_RE },
      { when: OWN_INQUIRY_RE, unless: AUTHORITY_ITSELF_RE },
      { when: OWN_SUBJECT_RE, unless: AUTHORITY_ITSELF_RE },
      // a court's fine is a step of a suit, not an authority's enforcement
      { when: /\b(?:court|judge|jury|tribunal|arbitrators?|arbitration panel)\b[^;,.]{0,30}\bfined\b/i },
      // an authority's demand or inquiry sent to the company's competitors, customers or suppliers, not to the company: "the DOJ issued a
      // subpoena to one of our competitors" (unless the company received one too)
      { when: OTHERS_DIRECTED_RE, unless: /\b(?:to|on|against|from) (?:us|the company|the registrant|the partnership)\b|\b(?:we|the company) (?:also )?(?:received|was served|were served)\b/i }
    ],
    otherTarget: OTHER_TARGET_RE,
    // (a supervisory order's terms for the board are the order's: "The Consent Order requires management and the board of directors to …")
    followOnExclusion: { when: new RegExp(`${OWN_INVESTIGATION_RE.source}|${OWN_SUBJECT_RE.source}|${OWN_INQUIRY_RE.source}|${SUITS_ONLY_RE.source}`, "i"), unless: new RegExp(`${AUTHORITY_ITSELF_RE.source}|${BANK_ORDER_TERMS_RE.source}`) },
    outcomeSubject: { re: /investigat|inquir/i, named: true },
    // a supervisory order's or agreement's terms told with the bank or the company as subject, in the order's unit: "The Bank shall reduce its
    // level of adversely classified assets.", "The Bank is required to maintain … for as long as the Consent Order remains in effect.", "In
    // addition, the Bank has agreed that it will: …" (a condition, "If the Bank …", is no term)
    terms: [BANK_TERM_RE, TERM_LINE_RE, TERM_NOT_MET_RE, ORDER_STEP_RE, ORDER_AS_SUBJECT_RE]
  },
  // topic and steps read the sentence itself (not its masked copy): their authorities are written out
  topic: RX(`\\bindicted\\b|{NOTIFIED_OF_VIOLATIONS}|\\b(?:informed|notified|advised|told) (?:the company|us)\\b[^;]{0,40}?\\bthat\\b[^;]{0,160}?\\b(?:intends?|intended|(?:is|was|were) prepared|(?:has |had )?decided) to recommend\\b|\\border of (?:administrative )?supervision\\b|\\b(?:administrative )?supervision order\\b|\\bplaced\\b[^;]{0,60}?\\bunder (?:its |the )?(?:administrative )?supervision\\b|${AUTHORITY_HEARING}|${ENVIRONMENTAL_ASSERTION}|\\bspecial notices?\\b|\\b(?:contacted|approached) (?:us|the company)\\b[^;]{0,20}?\\b(?:in regard to|regarding|concerning|about|with respect to|in connection with)\\b|\\brevoked (?:our|its|the company['’]s) (?:registration|license|licen[cs]es|permits?|charter)\\b|${ENVIRONMENTAL_NOTICE}|\\bagreed with (?:its|our|the) (?:[\\w-]+ ){0,2}?(?:regulators|supervisors|regulatory agencies) to\\b|\\b(?:decision|election|decided|elected|chose|has chosen) to intervene\\b|\\bintervened in (?:the|a|an|this|that) (?:[\\w-]+ ){0,3}?(?:lawsuit|suit|action|case|litigation)\\b|\\bcomplaint (?:against (?:us|the company) )?in (?:partial )?intervention\\b|\\b(?:notified|informed|advised) by\\b[^;]{0,120}?\\b(?:conducting|commencing|initiating|opened|initiated|commenced) (?:an? |its )?(?:[\\w-]+ ){0,2}?audit\\b|\\bcited (?:us|the company|the bank|the partnership|our)\\b|\\b(?:prohibited|restricted|barred|precluded) (?:us|the company|the bank|the partnership|the registrant) from\\b|\\b(?:is|are|was|were|remains?|remained) (?:currently |now |also )?(?:restricted|prohibited|precluded) from (?:making|paying|declaring) (?:any )?dividends?\\b|\\bcitations? to (?:us|the company|the bank|the partnership)\\b|\\bcited by\\b|\\b(?:amnesty|leniency)\\b|\\b(?:reports?|results|findings) of (?:an |its |the |a )?(?:[\\w-]+ ){0,2}?examination\\b|\\b(?:notices?|letters?|orders?) (?:from|issued by)\\b[^;]{0,120}?\\b(?:alleging|asserting|citing)\\b|\\b${CONTACTED_BY}|\\bexamination of (?:our|its|the (?:company|partnership|registrant|bank|corporation)['’]s)\\b[^;]{0,80}?\\b(?:issued|released|delivered|sent)\\b[^;]{0,60}?\\b(?:alleging|citing|finding|identifying|asserting)\\b|` + "\\badministrative complaints?\\b|\\b(?:deferred|non)[\\s-]prosecution agreements?\\b|\\bnotices? of (?:potential |alleged |probable )?violations?\\b|\\b(?:had |has |have )?(?:found|identified) (?:certain |several |numerous |multiple |various |two |three |\\d+ )?(?:alleged |apparent |potential )?violations? of\\b|\\bcriminal (?:and civil )?(?:liabilit(?:y|ies)|charges?|investigations?|inquir(?:y|ies)|matters?|probes?|referrals?)\\b|\\b(?:(?:senate|house|congressional) (?:[\\w&-]+ ){0,4}?(?:committee|subcommittee)|(?:discussions|negotiations|talks) with (?:the )?(?:{AUTHORITY})[^;]{0,40}?\\b(?:have|has) progressed|consent(?:ed)? to the (?:issuance|entry) of|draft (?:administrative )?complaint from|reported (?:these|the|this|such|those) (?:matters?|issues?|conduct|violations?|findings) to|voluntary (?:self-)?disclosures?|notices? of (?:intent|non-?compliance|enforcement)|(?:written|formal|informal|supervisory|operating|corporate integrity) agreement|(?:deferred prosecution|non-prosecution) agreement|plea agreements? with|debarment|debarred|suspended (?:and|or) (?:proposed for )?debarred|suspended from (?:[\\w-]+ ){0,3}?(?:contract\\w*|programs?|procurement|bidding)|(?:CIA|DPA|NPA) with|memorandum of understanding|MOUs?|required (?:additional |heightened |special )?supervisory attention|proposed (?:a |an |the )?(?:[\\w-]+ ){0,3}?(?:penalt(?:y|ies)|fines?)|agreement (?:\\((?:the )?“[^”]{1,40}”\\) )?with the (?:(?:office of the )?comptroller of the currency|OCC|federal reserve(?: board| bank)?|board of governors of the federal reserve system|FRB|office of thrift supervision|OTS)|investigat\\w*|agreements? in principle with|voluntarily (?:notified|disclosed|reported)|(?:intends?|intended|plans?|planned) to seek (?:an? )?(?:[\\w-]+ ){0,2}?penalt(?:y|ies)|settlement communications?|fined|imposed (?:a |an )?(?:[\\w$.,-]+ ){0,4}?(?:fines?|penalt(?:y|ies)|sanctions)|civil (?:money )?penalt(?:y|ies)|civil payments?|troubled condition|supervisory non-objection|stipulated penalt(?:y|ies)|at the (?:request|direction|insistence) of|" + AUTHORITY_CAPTION + "(?=\\.\\s)|(?:was|is|were|are|has been|had been|became) (?:deemed |classified as |considered |categorized as )?(?:to be )?\\W{0,2}(?:significantly |critically )?undercapitalized|capital restoration plan|notices? of violation|violation notices?|penalty assessments?|notices? of (?:proposed )?(?:civil )?penalt(?:y|ies)|consent (?:orders?|decrees?)|suspended trading in|trading in [^;]{0,80}?\\b(?:was|is|has been) suspended\\b|(?:federal reserve|FRB|OCC|OTS|FDIC) agreements?|cease[- ]and[- ]desist orders?|(?:released|issued|published) (?:to the public )?(?:a |an |its )(?:[\\w-]+ ){0,2}?(?:review|report|findings)\\b[^;]{0,60}?\\b(?:alleging|finding|concluding)\\b[^;]{0,60}?\\b(?:the company['’]s|our|its) (?:[\\w-]+ )?(?:non-?compliance|violations?|failures?)|consent(?:ing)? to (?:and agreeing to )?(?:the )?issuance|orders? to cease and desist|(?:asserted|alleged|contended|believes) (?:that )?(?:we|the company) (?:had |has |have )?(?:violated|deficiencies|failed to|misclassified|underpaid)|stipulation agreements?|voluntarily (?:contacted|advised|informed)|issued an? (?:[\\w-]+ ){0,2}?orders? (?:[\\w-]+ )?(?:suspending|requiring|directing|prohibiting|halting|revoking|restricting)|consent agreements?|inspections? of|(?:consent|settlement) (?:negotiations|discussions)|requesting (?:certain |additional |further )?(?:information|documents)|(?:voluntarily )?produce (?:certain )?documents|voluntarily (?:provide|furnish|submit|supply) (?:[\\w-]+ ){0,2}?(?:documents|information|records)|warning letters?|inspection reports?|Form 483|inquir\\w*|preliminary evaluations?|engineering analys[ie]s|statements? of objections|subpoena\\w*|civil investigative demands?|requests? for information|information requests?|probes?|enforcement actions?|consent (?:decree|order)s?|wells notices?|administrative proceedings?|cooperat\\w* with|(?:its|their|the|a) (?:[\\w-]+ ){0,2}reviews? (?:of|by|into|regarding)|(?:initiated|opened|launched|commenced|is conducting|began|conducted) (?:a |an )(?:[\\w-]+ ){0,2}reviews?|(?:requested|sought|asked for|demanded) (?:[\\w-]+ ){0,2}?(?:information|documents|records|data)|requests? from|(?:on-site |unannounced |dawn )(?:inspections?|raids?)|(?:inspections?|raids?|searches) (?:at|of) (?:(?:several|some|certain|many|one|two|three|each|a number) of )?(?:the |our |its |[A-Z][\\w.&-]*['’]s )?(?:[\\w-]+ )?(?:premises|offices?|headquarters|facilit(?:y|ies)|locations?|sites?|plants?|warehouses?|branch(?:es)?)|considering (?:recommending )?(?:an? )?enforcement|the (?:[A-Z]{2,6} )?consent|(?:is|are|has been|have been|was|were) (?:currently )?(?:examining|reviewing|scrutini[sz]ing|looking into|probing|auditing)|subject to (?:an? |the )?(?:[\\w-]+ )?(?:inspections?|raids?|searches)|(?:disclosed|reported|self-reported|self-disclosed) to (?:the )?[A-Z]\\w*|(?:intention|intent) to (?:impose|assess|levy) (?:[\\w-]+ )?penalt(?:y|ies)|charges (?:asserted|brought|filed) by (?:the )?(?:{AUTHORITY})|(?:lawsuits?|suits?|actions?|complaints?|cases?) (?:[\\w-]+ ){0,3}?(?:filed|brought|commenced|instituted|initiated) (?:against (?:us|the company) )?by (?:the )?(?:[A-Z][\\w.&'’-]* ){0,4}?(?:of (?:the )?)?(?:{AUTHORITY})|(?:DOJ|SEC|FTC|CFTC|FCPA|government(?:['’]s)?) charges|(?:{AUTHORITY_ACRONYM}|Commission|[Gg]overnment) (?:seeks|sought|is seeking) (?:[\\w-]+ ){0,3}?(?:injunctions?|penalt(?:y|ies)|disgorgement|officer[\\s-]and[\\s-]director bars?)|(?:{AUTHORITY_ACRONYM}|Commission)['’]s (?:opposition|complaint)|(?:{AUTHORITY_ACRONYM}|Commission|Department of [A-Z]\\w+(?: [A-Z]\\w+)*|Justice Department|U\\.S\\. Attorney['’]?s?(?: Office)?|United States)(?: \\(the “?\\w+”?\\))?[^;,]{0,40}?(?:, )?\\b(?:filed|brought|commenced|instituted) (?:an? )?(?:[\\w-]+ ){0,2}?(?:complaint|lawsuit|suit|action)|settlements?(?: agreements?)? with (?:the )?(?:{AUTHORITY})|(?:the|its|our|this|that) (?:(?:recent|previously (?:disclosed|announced|reported)|prior|final|(?:19|20)\\d\\d) )?(?:{AUTHORITY}) settlements?|findings? of violations?|summar(?:y|ies) of violations?|pre-enforcement notices?|general notices?[^\\w\\s]? of potential liability|(?:enforcement|compliance|abatement|clean-?up|unilateral administrative) orders?|voluntarily disclosed (?:the|this|these|such) (?:matters?|violations?|issues?) to|authorities identified|(?:(?:scheduled|selected|chosen) for|underwent|undergone|subject(?:ed)? to) (?:a|an) (?:[\\w-]+ ){0,2}?compliance (?:reviews?|audits?|evaluations?|inspections?))\\b"),
  steps: RX(`${AUTHORITY_STEP}|${AUTHORITY_HEARING}|` + "\\bthe (?:special |general )?notice (?:letter )?(?:requested|requires|required|directed|asked|demanded)\\b|\\b(?:(?:under|pursuant to) (?:the terms of )?the (?:(?:{AUTHORITY_ACRONYM}|FRB) (?:agreement|order)|(?:corporation |bank |company )?(?:consent )?order|settlement agreement|written agreement|(?:in)?formal agreement)|the (?:(?:{AUTHORITY_ACRONYM}|FRB|corporation|bank|company) )?(?:consent )?order (?:also )?(?:requires|required)|(?<!\\bprovisions of )the (?:[\\w-]+ )?(?:memorand(?:um|a|ums) of understanding|MOUs?) (?:also )?(?:requires?|required)|investigat\\w*|consent (?:orders?|decrees?|agreements?)|Form 483|warning letters?|inspection reports?|inquir\\w+|requests?|findings|information|range of (?:reasonably possible )?loss|accrual|(?:the|this|these|those|such) (?:[\\w-]+ )?matters?|cooperat\\w*|(?:actions?|steps|measures) (?:may|might|will|could|would) be taken by|subpoenas?|regulators?|agenc(?:y|ies)|(?:the|these|those|such) (?:[\\w-]+ )?charges|(?:{AUTHORITY})[^;]{0,80}?\\bsettlement (?:discussions|negotiations)|evidence|testimon(?:y|ial)|(?:{AUTHORITY_ACRONYM}|Commission|Department|[Gg]overnment)(?:['’]s)? (?:civil |enforcement )?(?:complaint|opposition)|(?:{AUTHORITY_ACRONYM}|Commission|[Gg]overnment) (?:seeks|sought|alleges|alleged|opposed|filed (?:its|a|an) (?:[\\w-]+ )?(?:response|opposition|reply|brief|motion)))\\b"),
  anchors: [
    // an authority acts: opened, announced, initiated, conducted, undertook, collected, inquired, fined
    {
      gate: /conducting|reviewing|examining|announc|opened|initiat|commenc|launch|institut|conduct|began|begun|started|undert|issued|delivered|served|sent|filed|brought|collected|requested|sought|inquired|fined|closed|concluded|referred|investigat/i, re: R(
        `(?:{AUTHORITY})[^;]{0,120}?\\b(?:(?:has|have|had) )?(?:(?:has been|have been|is|are|was|were) (?:conducting|reviewing|examining)|announced|opened|initiated|commenced|launched|instituted|conducted|began|undertook|undertaken|begun|started|issued|delivered|served|sent|filed|brought|collected information|requested information|sought information|inquired|fined|closed|concluded|referred|is investigating|are investigating|has been investigating|have been investigating|continues to investigate|continue to investigate)\\b[^;]{0,160}?\\b(?:{INV}|investigating|inquired|investigat\\w+)`,
        "g"
      )
    },
    {
      gate: /inquired|investigat/i, re: R(`(?:{AUTHORITY})[^;]{0,40}?\\b(?:(?:has|have|had) )?(?:inquired|is investigating|are investigating|was investigating|were investigating|has been investigating|have been investigating|investigated)\\b`, "g")
    },
    // an authority's subpoena told as its verb, a search of the company's premises, the company as a target of a grand jury's inquiry, and an
    // order the company agreed to: "The New York State Attorney General's office subpoenaed documents relating to our sales …", "The Company's
    // German subsidiary was searched by the Federal Cartel Office …", "The Company has been advised that it is a target of a federal grand jury
    // investigation", "The Bank agreed with the FDIC to the issuance of a cease and desist order" (what an authority may do stays silent)
    // the company's consent to an authority's order, as a settlement's term: "The final agreement with the SEC provides for, among other things,
    // (i) the Company's consent to a cease and desist order, …"; an authority's notice of the penalty it seeks: "the EPA notified the AGR of a
    // maximum civil payment of up to $14.1 million"
    { gate: /consent/i, re: R(`\\b(?:the company['’]s|our|its|the bank['’]s) consent to (?:a |an |the )?(?:[\\w-]+ ){0,2}?(?:cease[- ]and[- ]desist order|consent order|order to cease and desist|consent decree|administrative order)\\b`, "g"), specific: false, selfImplied: true },
    { gate: /notified/i, re: R(`(?:{AUTHORITY})[^;]{0,40}?\\bnotified\\b[^;]{0,60}?\\bof (?:a |an |the |its )?(?:maximum |proposed |total )?(?:civil )?(?:payment|penalt(?:y|ies)|fine|assessment)s?\\b[^;]{0,20}?\\$`, "g"), specific: false },
    // an authority's notice that the company is to be reviewed for compliance: "the U.S. Department of Labor (the “DOL”) notified the company that it
    // was scheduled for a compliance review under the Fair Labor Standards Act" (a routine audit of taxes is no review of compliance)
    { gate: /notified|informed|advised/i, re: R(`(?:{AUTHORITY})[^;]{0,60}?\\b(?:notified|informed|advised) (?:us|the company|the registrant) that (?:it|we|the company) (?:was|were|had been|has been|is|would be) (?:scheduled|selected|chosen) for (?:a|an) (?:[\\w-]+ ){0,2}?(?:compliance (?:review|audit|evaluation|investigation|inspection)|investigation)\\b`, "g"), specific: false },
    // a bank or company under a supervisor's agreement or order, and a bank its supervisor found in troubled condition: "The Company is subject to
    // a written agreement with the Federal Reserve Bank of Atlanta that requires prior approval before paying dividends", "Following its
    // examination, the OCC designated the Bank as being in troubled condition" (what a bank may become subject to stays silent)
    { gate: /subject to|operating under|party to/i, re: R(`\\b(?:is|are|was|were|remains?|remained|has been|have been|had been) (?:currently |still |now )?(?:subject to|operating under|(?:a )?party to) (?:a |an |the )?(?:[\\w-]+ ){0,2}?${SUPERVISORY_TERM} (?:with|issued by|from|entered into with) (?:the )?(?:{AUTHORITY})`, "g"), specific: false, selfImplied: true },
    // a leniency letter or agreement entered into with an authority, and cooperation told in two tenses: "On January 11, 2007, the Corporation entered into a
    // Corporate Conditional Leniency Letter (the Letter) with DOJ", "The Company has cooperated, and continues to cooperate, with the SEC in its investigation …"
    // (the subject must be a name the section uses for the company)
    { gate: /leniency/i, re: R(`\\b(?:entered into|received|obtained|was granted|been granted) (?:a |an |the )?(?:[\\w-]+ ){0,3}?leniency (?:letter|agreement)\\b[^;]{0,40}?\\bwith (?:the )?(?:{AUTHORITY})`, "g"), specific: true, selfImplied: true },
    { gate: /cooperate/i, re: R(`\\b{SUBJ} (?:has|have) cooperated,? and (?:continues?|will continue) to cooperate,? with (?:the )?(?:{AUTHORITY})`, "g"), specific: true, selfSubject: true },
    // the company's own disclosure of possible violations to authorities: "in fiscal 2019, the Company provided voluntary self-disclosures to both Dutch
    // and U.S. authorities related to sales of products … linked to the Crimea region" (what the company may disclose stays silent)
    { gate: /voluntar/i, re: R(`\\b(?:we|the company|it)\\b[^;]{0,20}?\\b(?:provided|made|submitted|filed) (?:a |an )?voluntary (?:self-)?disclosures? to\\b[^;]{0,60}?(?:{AUTHORITY}|\\b(?:authorities|regulators|government)\\b)`, "g"), specific: true, selfImplied: true },
    // a bank's informal agreement with its supervisors, told by what it agreed to do: "On July 26, 2011, the Bank agreed with its bank regulators to
    // take certain actions within certain timeframes, including maintaining a Tier 1 Leverage Capital ratio …"
    { gate: /agreed with/i, re: R(`\\bthe (?:bank|company|association)\\b[^;]{0,20}?\\bagreed with (?:its|our|the) (?:[\\w-]+ ){0,2}?(?:regulators|supervisors|regulatory agencies) to\\b`, "g"), specific: true, selfImplied: true },
    // a supervisor's order or agreement the company agreed to, by the capitalised name the filing gives it: "Although the Bank neither admitted nor
    // denied any unsafe or unsound banking practices …, it agreed to the Consent Order, which requires the Bank …"
    // ("On March 17, 2010, the Company agreed to enter into the Federal Reserve Agreement with the Reserve Bank.")
    { gate: /Consent Order|Cease and Desist Order|Agreement/, re: CS(`\\b(?:entered into|agreed to(?: enter into)?|consented to|stipulated to) (?:the|a) (?:Consent Order|Cease and Desist Order|Written Agreement|Formal Agreement|(?:Federal Reserve|FRB|Reserve Bank|OCC|OTS|FDIC) Agreement)\\b`, "g"), specific: false, selfImplied: true },
    // … or with any authority, told in any case and after the violations it resolved: "The 2008 alleged violations resulted in Hecla Limited entering
    // into a Consent Agreement and Final Order (“CAFO”) and a Compliance Order with the EPA in April 2009"
    { gate: /consent|compliance order|administrative order/i, re: R(`\\b(?:entered|entering|enters?) into (?:a |an |the )?(?:[\\w-]+ ){0,2}?(?:consent (?:agreement|order|decree)|compliance order|administrative order)\\b[^;]{0,100}?\\bwith (?:the )?(?:{AUTHORITY})`, "g"), specific: false, selfImplied: true },
    // a bank its supervisor's framework deemed undercapitalized, and the plan it must file: "As a result, the Bank was deemed to be
    // "undercapitalized" as of such date pursuant to the regulatory framework for prompt corrective action", "the Bank submitted a capital
    // restoration plan to the FDIC" (what a bank would face if it became undercapitalized, or its ratios told alone, stay silent)
    { gate: /undercapitalized|capital restoration/i, re: R(`\\b(?:the bank|the company|we|it|the association|the thrift|the savings bank)(?: was| is| were| are| has been| had been| became) (?:deemed|classified as|considered|categorized as|designated(?: as)?|notified (?:that it was|it was))(?: to be)? ["“]?(?:significantly |critically )?undercapitalized\\b|\\b(?:(?:the bank|the company|we|it) (?:has |have |had )?(?:submitted|filed|adopted)|(?:the bank|the company|we|it) (?:was|is|were|are|has been|had been) required to (?:submit|file)|requirement that (?:the bank|the company|it) submit) (?:a |an |its |the )?(?:revised |amended )?capital restoration plan\\b`, "g"), specific: false, selfImplied: true },
    // an authority's notice of penalties the company owes: "We received in October 2012 a notice from Region III of the United States
    // Environmental Protection Agency ("EPA") concerning stipulated penalties, totaling approximately $120,000"
    { gate: /penalt/i, re: R(`\\breceived\\b[^;]{0,40}?\\b(?:a |an )?(?:notices?|letters?|notifications?|demands?) from [^;]{0,40}?(?:{AUTHORITY})[^;]{0,80}?\\b(?:concerning|regarding|relating to|assessing|demanding|seeking|for) (?:the )?(?:[\\w$.,-]+ ){0,3}?(?:stipulated |civil |administrative )?penalt(?:y|ies)\\b`, "g"), specific: false, selfImplied: true },
    // dividends or interest deferred at a supervisor's request: "At the request of the Federal Reserve Bank of Kansas City, the Company notified the
    // United States Department of the Treasury of its intention to defer the quarterly dividend payments on the Preferred Shares"
    { gate: /request|direction|insistence/i, re: R(`\\bat the (?:request|direction|insistence) of (?:the )?(?:{AUTHORITY})[^;]{0,160}?\\b(?:defer|deferred|deferring|suspend|suspended|suspending|not to pay|cease|ceased|stop|stopped)\\b[^;]{0,60}?\\b(?:dividends?|interest payments?|distributions)\\b`, "g"), specific: false, selfImplied: true },
    // an authority as the plaintiff of a suit's caption against the company: "a suit captioned Bureau of Consumer Financial Protection v. Encore
    // Capital Group, Inc. et al. was filed", "the SEC filed the case Securities and Exchange Commission v. Longfin Corp., et al."; board resolutions a bank's supervisors asked for after an examination: "as a result of a periodic
    // examination of the Banks … by the FDIC and the OFR, the Boards of Directors of the Banks adopted resolutions at the request of the FDIC"
    { gate: /captioned|entitled|styled|resolution|filed (?:the |a |an )?(?:case|action|suit|lawsuit|complaint) /i, re: R(`\\b${AUTHORITY_CAPTION}\\.\\s|\\bexamination\\b[^;]{0,160}?(?:{AUTHORITY})[^;]{0,160}?\\b(?:adopted|entered into|agreed to) (?:board |informal )?resolutions?\\b|\\badopted (?:board |informal )?resolutions? (?:at the (?:request|direction) of|required by|with) (?:the )?(?:{AUTHORITY})`, "g"), specific: false, selfImplied: true },
    { gate: /troubled condition/i, re: R(`(?:{AUTHORITY})[^;]{0,60}?\\b(?:designated|deemed|determined|notified|informed)\\b[^;]{0,60}?\\bin (?:a )?troubled condition\\b`, "g"), specific: false, selfImplied: true },
    // a bank barred by its supervisor from paying dividends without its leave: "the Bank is restricted from making dividend payments to the
    // Company without prior supervisory non-objection from the Office of the Comptroller of the Currency" (the limits the law sets on any
    // bank's dividends, "in excess of" its profits, stay silent)
    { gate: /restricted|prohibited|precluded/i, re: R(`\\b(?:is|are|was|were|remains?|remained|has been|have been) (?:currently |now |also )?(?:restricted|prohibited|precluded) from (?:making|paying|declaring) (?:any )?dividends?(?: payments?)?\\b[^;]{0,60}?\\bwithout (?:the )?(?:prior )?(?:written )?(?:supervisory )?(?:non-objection|approval|consent) (?:of|from) (?:the )?(?:{AUTHORITY})`, "g"), specific: false, selfImplied: true },
    { gate: /subpoenaed/i, re: R(`(?:{AUTHORITY})[^;]{0,40}?\\b(?:(?:has|have|had) )?subpoenaed\\b`, "g") },
    // an authority's order suspending trading in the company's shares: "on April 21, 2015, the SEC ordered that pursuant to Section 12(k) of the
    // Securities Exchange Act of 1934, as amended, trading in the shares of the Company’s common stock was suspended …" (an exchange's halt is a
    // listing matter)
    { gate: /suspen/i, re: R(`(?:{AUTHORITY})[^;]{0,60}?\\b(?:ordered|issued an order)\\b[^;]{0,200}?\\btrading in (?:the |our |its )?(?:shares of (?:the |our )?(?:company['’]s )?)?(?:common stock|securities|shares)\\b[^;]{0,40}?\\b(?:was|is|has been) suspended\\b|(?:{AUTHORITY})[^;]{0,40}?\\b(?:temporarily )?suspended trading in (?:our|the company['’]s|its) (?:securities|common stock|shares)\\b`, "g"), specific: false, selfImplied: true },
    { gate: /searched|raided/i, re: R(`\\b(?:was|were|has been|have been|had been) (?:searched|raided) by (?:the )?(?:{AUTHORITY})`, "g"), specific: false, selfImplied: true },
    // a grand jury's indictment of the company or a subsidiary it names as its own, the investigation's outcome: "In April 2004, a federal grand
    // jury indicted Reliant Energy Services, Inc. and certain of its former and current employees for alleged violations of …" (an indictment
    // of former officers alone is theirs)
    {
      gate: /indicted/i, re: R(`\\b(?:grand jury|prosecutors?|{AUTHORITY})[^;]{0,60}?\\bindicted {SUBJ}`, "g"), specific: true, selfSubject: true,
      unless: /\bindicted (?:(?:one|two|three|four|several|certain|some|\d+) of )?(?:our |its |the company['’]s )?(?:former|ex-|then-)/i
    },
    // an insurance regulator's order putting the company's carrier under its supervision: "On January 19, 2012 the North Carolina Department of
    // Insurance ("NCDOI") issued an Order of Supervision ("Order") providing for its immediate administrative supervision of RMIC's run-off
    // operations" (what a regulator may do stays silent)
    { gate: /supervision/i, re: R(`(?:{AUTHORITY})[^;]{0,60}?\\b(?:issued|entered) (?:an? |the )?(?:order of (?:administrative )?supervision|(?:administrative )?supervision order)\\b|(?:{AUTHORITY})[^;]{0,60}?\\bplaced\\b[^;]{0,60}?\\bunder (?:its |the )?(?:administrative )?supervision\\b`, "g"), specific: false, selfImplied: true },
    { gate: /target/i, re: R(`\\b(?:is|was|are|were|has been|have been|had been|became|remains) (?:a |the |one of the )?targets? of (?:a |an |the )?(?:[\\w-]+ ){0,2}?(?:grand jury|criminal) (?:investigation|inquiry|probe)\\b`, "g"), specific: false, selfImplied: true },
    { gate: /issuance|entry/i, re: R(`\\bagreed (?:with (?:the )?(?:{AUTHORITY}) )?to the (?:issuance|entry) of (?:a |an |the )?(?:[\\w-]+ ){0,2}?(?:consent order|cease[- ]and[- ]desist order|order to cease and desist|consent decree)\\b`, "g"), specific: false, selfImplied: true },
    // an authority's draft complaint, before any suit is filed: "On July 28, 2020, the Company received a draft complaint from the Federal Trade Commission (FTC) alleging …"
    { gate: /draft/i, re: R(`\\breceived (?:a |an |the )?draft (?:administrative )?complaint from (?:the )?(?:{AUTHORITY})`, "g"), specific: false, selfImplied: true },
    // "The Company and the Bank each signed agreements with the Office of Thrift Supervision (“OTS”), to consent to the issuance of an Order to Cease and Desist"
    { gate: /consent to the/i, re: R(`\\b(?:signed|entered into|executed) (?:an? |the |separate )?(?:[\\w-]+ )?(?:agreements?|stipulations?) with (?:the )?(?:{AUTHORITY})[^;]{0,40}?\\bto consent to the (?:issuance|entry) of (?:a |an |the )?(?:[\\w-]+ ){0,2}?(?:consent order|cease[- ]and[- ]desist order|order to cease and desist|consent decree)\\b`, "g"), specific: false, selfImplied: true },
    // an authority examining the company's conduct: "The DG Competition has been examining our licensing practices", "The Department of Justice is examining whether our pricing practices violated …"
    { gate: /examining|reviewing|scrutini|looking into|probing|auditing/i, re: R(`(?:{AUTHORITY})[^;]{0,40}?\\b(?:is|are|has been|have been|was|were|continues to be) (?:currently )?(?:examining|reviewing|scrutini[sz]ing|looking into|probing|auditing) (?:whether (?:we|the company|our|its)\\b|(?:our|the company['’]s|its) (?:[\\w-]+ ){0,3}?(?:practices|conduct|compliance|business|acquisition|merger|transactions?|agreements?|arrangements|relationships?|policies|accounting|disclosures|sales|pricing|marketing)\\b)`, "g"), specific: false, selfImplied: true },
    // a supervisor's prohibition on the company: "The Federal Reserve Bank of Richmond has prohibited the Company from paying interest due on the
    // trust preferred securities since February 2011" (what a regulator may prohibit stays silent)
    { gate: /prohibit|restrict|barred|preclud/i, re: R(`(?:{AUTHORITY})[^;]{0,40}?\\b(?:has |have |had )?(?:prohibited|restricted|barred|precluded) (?:us|the company|the bank|the partnership|the registrant) from\\b`, "g"), specific: false, selfImplied: true },
    // a supervisory agreement named as between the authority and the company: "The memorandum of understanding between the Federal Reserve Bank of
    // Richmond (the “Federal Reserve”) and the Company (the “Company MOU”) requires the Company to …"
    { gate: /agreement|memorandum|MOU|order/i, re: R(`\\b${SUPERVISORY_TERM} (?:between|among) (?:the )?(?:{AUTHORITY})(?: \\([^)]{1,40}\\))? and (?:us|the company|the bank|the registrant)\\b|\\b${SUPERVISORY_TERM} (?:between|among) (?:us|the company|the bank|the registrant)(?: \\([^)]{1,40}\\))? and (?:the )?(?:{AUTHORITY})`, "g"), specific: false, selfImplied: true },
    // an authority told the company it was examining it: "During 2011, we were notified by the Department of Labor that it was conducting an audit of
    // our employee benefit plan"
    { gate: /notified|informed|advised/i, re: R(`\\b(?:we|the company|the bank|the partnership|the registrant) (?:was|were|has been|have been|had been) (?:notified|informed|advised) by (?:the )?(?:[\\w-]+ ){0,3}?(?:{AUTHORITY})[^;]{0,40}?\\bthat (?:it|they|the (?:agency|department|commission|staff)) (?:was|were|is|are|had|has|would be) (?:conducting|commencing|initiating|opening|beginning|undertaking|opened|initiated|commenced|begun|started) (?:an? |its )?(?:[\\w-]+ ){0,2}?(?:audit|examination|review|investigation|inquiry|inspection)\\b`, "g"), specific: false, selfImplied: true },
    // an accrual for the resolution of an authority's investigation: "The Company has accrued $5 million for the expected resolution of the DOJ investigation"
    { gate: /accru|reserve|record|charge/i, re: R(`\\b(?:accrued|recorded|reserved|recognized|established|took|incurred)\\b[^;]{0,80}?\\b(?:for|related to|relating to|in connection with|associated with) (?:the )?(?:expected |anticipated |probable |proposed )?(?:resolution|settlement) of (?:the |its |this )?(?:{AUTHORITY})(?:['’]s)? (?:[\\w-]+ )?(?:investigations?|inquir(?:y|ies)|matters?|reviews?)\\b`, "g"), specific: false, selfImplied: true, unless: R("\\b(?:if|may|might|could|would)\\b") },
    // the government intervening in a whistleblower's suit against the company: "… was unsealed due to the U.S. Department of Justice's decision to
    // intervene", "the DOJ filed … a complaint against the Company in partial intervention under the qui tam provisions"
    { gate: /interven/i, re: R(`(?:{AUTHORITY})(?:['’]s)? (?:decision|election|notice|motion) to intervene\\b|(?:{AUTHORITY})[^;]{0,40}?\\b(?:has |had )?intervened in (?:the|a|an|this|that) (?:[\\w-]+ ){0,3}?(?:lawsuit|suit|action|case|litigation|class action)\\b|(?:{AUTHORITY})[^;]{0,60}?\\b(?:decided|elected|moved|chose|has chosen|intends) to intervene\\b|\\bcomplaint (?:against (?:us|the company) )?in (?:partial )?intervention\\b`, "g"), specific: false, selfImplied: true, unless: R("\\b(?:declined|not to intervene|may|might|could|would|if)\\b") },
    // an authority's citation of the company: "OSHA cited the Company for alleged safety violations at its plant", "the EPA issued two citations to
    // the Company", "the Company was cited by the state Department of Environmental Quality"
    { gate: /cited|citation/i, re: R(`(?:{AUTHORITY})[^;]{0,40}?\\b(?:cited (?:us|the company|the bank|the partnership|our (?:[\\w-]+ ){0,2}?subsidiar(?:y|ies))\\b|issued (?:a |an |the |several |two |three |\\d+ )?(?:[\\w-]+ ){0,2}?citations? to (?:us|the company|the bank|the partnership)\\b)|\\b(?:we|the company|the bank|the partnership) (?:was|were|has been|have been|had been) cited by (?:the )?(?:[\\w-]+ ){0,3}?(?:{AUTHORITY})`, "g"), specific: false, selfImplied: true },
    // a notice from an authority that alleges the company's violation: "The Company received notice from the Pennsylvania Department of
    // Environmental Protection alleging violations of its air permit"
    { gate: /alleg|assert|citing|violat|fail/i, re: R(`\\breceived (?:a |an |the )?(?:[\\w-]+ ){0,2}?(?:notices?|letters?|orders?) (?:from|of|issued by) (?:the )?(?:[\\w-]+ ){0,3}?(?:{AUTHORITY})[^;]{0,80}?\\b(?:alleging|asserting|citing|claiming|stating that (?:we|the company|it) (?:had |has )?(?:violated|failed))\\b`, "g"), specific: false, selfImplied: true },
    // a supervisor's report of examination that found the company wanting: "the Bank received a report of examination from the FDIC which found
    // that the Bank's Bank Secrecy Act compliance program was deficient"
    { gate: /examination/i, re: R(`\\b(?:reports?|results|findings) of (?:an |its |the |a )?(?:[\\w-]+ ){0,2}?examination\\b[^;]{0,40}?\\b(?:from|by|of) (?:the )?(?:{AUTHORITY})[^;]{0,120}?\\b(?:found|identified|cited|concluded|determined|noted|criticized)\\b[^;]{0,120}?\\b(?:deficien\\w*|violations?|unsafe|unsatisfactory|weakness\\w*|non-?compliance|not in compliance)\\b`, "g"), specific: false, selfImplied: true, unless: R("\\b(?:no|any|without|if|may|might|could|would)\\b") },
    // leniency in a cartel inquiry: "The Company was granted conditional amnesty by the Antitrust Division of the Department of Justice"
    { gate: /amnesty|leniency/i, re: R(`\\b(?:we|the company|the bank|the partnership|it) (?:was|were|has been|have been|had been) (?:granted|accepted into|admitted to|given) (?:conditional |full |partial |provisional )?(?:amnesty|leniency)\\b`, "g"), specific: false, selfImplied: true },
    // an inspection the company underwent: "Our Chinese subsidiary was subject to an inspection by the State Administration for Market Regulation in 2023."
    { gate: /subject to/i, re: R(`\\b{SUBJ} (?:was|were|has been|have been|had been|became) subject to (?:an? |the )?(?:[\\w-]+ )?(?:inspection|raid|search|dawn raid|unannounced inspection)s? by (?:the )?(?:{AUTHORITY})`, "g"), specific: false, selfSubject: true },
    // the company told an authority of possible misconduct: "the Company disclosed to the SEC and DOJ that an internal review had identified potential improper payments"
    { gate: /disclosed|reported/i, re: R(`\\b(?:we|the company) (?:voluntarily )?(?:disclosed|reported|self-reported|self-disclosed) to (?:the )?(?:{AUTHORITY})[^;]{0,60}? that\\b[^;]{0,120}?\\b(?:improper|violations?|misconduct|irregularities|non-?compliance|bribery|corrupt\\w*)\\b`, "g"), specific: false, selfImplied: true, admits: true },
    // an authority's staff contacted the company about a matter: "During March 2005, the Company was contacted by members of the Division of
    // Enforcement of the Securities and Exchange Commission concerning the announced restatement …", "we were contacted by the FTC regarding …"
    { gate: /contacted/i, re: R(`\\b{SUBJ} ${CONTACTED_BY}`, "g"), specific: false, selfSubject: true },
    // "The Company is under investigation by the Department of Justice for …"
    { gate: /under/i, re: R(`\\b{SUBJ} (?:is|are|was|were|has been|have been|remains?|remained) (?:currently |also |now )?under (?:an? )?(?:[\\w-]+ )?(?:investigation|inquiry|examination) by\\b`, "g"), specific: true, selfSubject: true },
    // an agency's debarment, suspension or exclusion of the company from its contracts or programs: "On or about August 12, 2014, we received a Notice
    // of Debarment from the US Defense Logistics Agency", "the Company received a notice of proposed debarment from the Air Force", "In 2023 the Bank
    // was suspended from federal contracting by the General Services Administration", "The Agency proposed the Company for debarment in May 2021"
    { gate: /debar|suspension|exclusion/i, re: R(`\\breceived (?:a |an |the )?(?:[\\w-]+ ){0,2}?(?:notices? of (?:proposed |potential )?(?:debarment|suspension(?: and (?:proposed )?debarment)?|exclusion)|(?:debarment|suspension) (?:notices?|letters?))\\b[^;]{0,60}?\\bfrom (?:the )?(?:[A-Z][\\w.&'’-]* ){0,4}?(?:{AUTHORITY})`, "g"), specific: false, selfImplied: true },
    { gate: /debar|suspended|excluded/i, re: R(`\\b{SUBJ} (?:was|were|has been|have been|had been) (?:suspended (?:and|or) (?:proposed for )?debarred|debarred|proposed for debarment|suspended|excluded) (?:from (?:[\\w-]+ ){0,3}?(?:contract\\w*|programs?|procurement|bidding)\\b[^;]{0,40}? by|by) (?:the )?(?:[A-Z][\\w.&'’-]* ){0,4}?(?:{AUTHORITY})`, "g"), specific: false, selfSubject: true },
    { gate: /debar/i, re: R(`(?:{AUTHORITY})[^;]{0,60}?\\b(?:(?:debarred|suspended and debarred|proposed to debar) (?:us|the company)|proposed (?:us|the company) for debarment|issued (?:a |an )?(?:notice of (?:proposed )?debarment|debarment notice) to (?:us|the company))\\b`, "g"), specific: false, selfImplied: true },
    // "We received a letter from the Federal Trade Commission … requesting information about our pricing practices"
    { gate: /requesting|seeking/i, re: R(`\\breceived (?:a |an )?(?:[\\w-]+ ){0,2}?(?:letters?|notices?|requests?|demands?|inquir(?:y|ies))\\b[^;]{0,60}?\\bfrom (?:the )?(?:(?:[\\w-]+ ){1,3}(?:of|at) (?:the )?)?(?:[A-Z][\\w.&'’-]* ){0,4}?(?:{AUTHORITY})[^;]{0,80}?\\b(?:requesting|seeking) (?:certain |additional |further )?(?:information|documents|data)\\b`, "g"), specific: true, selfImplied: true },
    // documents given to an authority's demand: "The Company has produced documents in response to a subpoena from the U.S. Attorney's Office."
    { gate: /response|responding|compl/i, re: R(`\\b(?:in response to|responding to|responded to|complied with|complying with) (?:a |an |the |these |those |its |their )?(?:[\\w-]+ )?(?:subpoenas?|civil investigative demands?|requests? for (?:information|documents)|document requests?|information requests?)\\b[^;]{0,40}?\\b(?:from|issued by|of) (?:the )?(?:[A-Z][\\w.&'’-]* ){0,4}?(?:{AUTHORITY})`, "g"), specific: true, selfImplied: true },
    // documents given to an authority under its demand, the authority named first: "The Partnership has produced documents to the U.S. Department of
    // Justice in response to its subpoena."
    { gate: /response|pursuant|responsive/i, re: R(`\\b(?:produced|provided|submitted|furnished) (?:[\\w-]+ ){0,2}?(?:documents|information|records|data)\\b[^;]{0,20}?\\bto (?:the )?(?:[A-Z][\\w.&'’-]* ){0,4}?(?:{AUTHORITY})[^;]{0,60}?\\b(?:in response to|pursuant to|responsive to) (?:its|their|the|a|an|this|that|these) (?:[\\w-]+ )?(?:subpoenas?|civil investigative demands?|CIDs?|requests?|demands?|inquir(?:y|ies))\\b`, "g"), specific: false, selfImplied: true },
    // an examination of the company that ended in alleged violations: "the California Department of Insurance began an examination of the Company’s
    // claims practices and issued a report alleging violations" (a routine examination with no finding is none)
    { gate: /examination/i, re: R(`(?:{AUTHORITY})[^;]{0,60}?\\b(?:began|commenced|conducted|completed|initiated|performed) (?:an? |its )?(?:[\\w-]+ ){0,2}?examination of (?:our|its|the (?:company|partnership|registrant|bank|corporation)['’]s)\\b[^;]{0,80}?\\b(?:issued|released|delivered|sent) (?:a |an |its )?(?:[\\w-]+ ){0,2}?(?:report|findings|notice|letter)\\b[^;]{0,40}?\\b(?:alleging|citing|finding|identifying|asserting) (?:[\\w-]+ ){0,2}?(?:violations?|non-?compliance|deficiencies)\\b`, "g"), specific: false },
    // an authority's fine on the company, the authority as subject: "In May 2018, the Federal Trade Commission fined the Partnership $3 million …"
    { gate: /fined/i, re: RX(`(?:{AUTHORITY})(?: (?:of|for|in) (?:the )?(?:(?!(?:not|never|no)\\b)[\\w.&'’-]+ ){0,6}?| \\([^()]{1,30}\\) |,[^;,]{0,60}, | )(?:has |have |had )?(?:also |previously |subsequently )?fined {SUBJ}`, "g"), specific: false, selfSubject: true },
    // an authority's request under its demand, and the demand resolved: "Pursuant to the Investigative Demand, the MA Attorney General has
    // requested from the Company and Ashford University documents and information", "… entered into an Assurance of Voluntary Compliance in full
    // resolution of the Iowa Attorney General’s allegations and Civil Investigative Demand"
    { gate: /requested|sought|demanded/i, re: R(`\\b(?:pursuant to|under) (?:the|a|an|its|their|this|that) (?:[\\w-]+ ){0,2}?(?:{INV}|investigative demands?),? (?:the )?(?:[A-Z][\\w.&'’-]* ){0,4}?(?:{AUTHORITY})[^;]{0,40}?\\b(?:has |have |had )?(?:requested|sought|demanded)\\b`, "g"), specific: false },
    { gate: /resol/i, re: R(`\\b(?:in (?:full |complete |final )?resolution of|to (?:fully )?resolve|resolving|(?:which|that) resolved) (?:the |its |an? )?(?:[^;]{0,60}?)(?:{AUTHORITY})[^;]{0,80}?\\b(?:investigations?|(?:civil )?investigative demands?|subpoenas?|inquir(?:y|ies))\\b`, "g"), specific: false },
    // an authority's decision after its review of the company's products: "Following the May 21, 2023 decision of its cybersecurity review of our
    // products sold in China, the CAC determined that critical information infrastructure operators in China may not purchase Micron products"
    { gate: /review|investigation|inquiry|examination/i, re: R(`\\b(?:decision|conclusion|findings?|results?|outcome) of (?:its|the|their|a|an) (?:[\\w-]+ ){0,2}?(?:review|investigation|inquiry|examination) of (?:our|the company['’]s|its) (?:[\\w-]+ ){0,2}?(?:products|services|systems|operations|practices)\\b[^;]{0,80}?(?:{AUTHORITY})[^;]{0,20}?\\b(?:determined|concluded|found|decided|ruled|ordered)\\b`, "g"), specific: false },
    // an authority asks for documents: "The SEC's Division of Enforcement has requested that we voluntarily produce documents …", "the Staff of the
    // SEC requested that the Company voluntarily provide documents and information relating to certain revenue recognition …"
    { gate: /produce|provide|furnish|submit|supply/i, re: R(`(?:{AUTHORITY})[^;]{0,60}?\\b(?:requested|asked|subpoenaed)\\b[^;]{0,20}?\\b(?:that )?(?:we|the company) (?:voluntarily )?(?:produce\\b|(?:provide|furnish|submit|supply) (?:it |them |the staff |the SEC )?(?:with )?(?:certain |additional |further )?(?:documents|information|records|data)\\b)`, "g"), specific: false },
    // the company took the matter to the authorities: "The Company self-reported the matter to the SEC and the DOJ … and is cooperating with their investigations."
    { gate: /reported|disclosed/i, re: R(`\\b(?:self-reported|self-disclosed|voluntarily (?:disclosed|reported)) (?:the |this |these |such )?(?:matters?|conduct|issues?|findings|violations?) to (?:the )?(?:{AUTHORITY})`, "g"), specific: false, selfImplied: true },
    // … or told the agencies what its people appeared to have done: "In 2002, CMS Energy notified appropriate regulatory and governmental agencies
    // that some employees at CMS MST and CMS Field Services appeared to have provided inaccurate information regarding natural gas trades …"
    { gate: /notified|informed|advised/i, re: R(`\\b{SUBJ} (?:promptly |voluntarily )?(?:notified|informed|advised) (?:the )?(?:appropriate |relevant |applicable )?(?:regulatory|governmental|government|law enforcement)(?: and (?:regulatory|governmental|government|law enforcement))? (?:agencies|authorities) that (?:some|certain|one or more|several|a number of) (?:of (?:its|our) )?(?:former )?(?:employees|officers|traders)\\b`, "g"), specific: false, selfSubject: true },
    // an authority's fine or penalty on the company, told from either side: "The Company was fined $2 million by the Securities and Exchange
    // Commission", "The SEC fined the Company $2 million", "the Company paid a civil penalty of $2 million to the SEC"
    { gate: /fined|penalt/i, re: R(`\\b{SUBJ} (?:was|were|has been|have been|had been) (?:fined|assessed (?:a |an )?(?:civil )?(?:money )?(?:penalty|fine))\\b[^;]{0,60}?\\bby (?:the )?(?:{AUTHORITY})`, "g"), specific: true, selfSubject: true },
    { gate: /penalt|fine/i, re: R(`\\b{SUBJ} (?:paid|agreed to pay|has paid|have paid) (?:a |an )?(?:civil )?(?:money )?(?:penalty|fine)\\b[^;]{0,60}?\\bto (?:the )?(?:{AUTHORITY})`, "g"), specific: true, selfSubject: true },
    { gate: /fined/i, re: R(`(?:{AUTHORITY})[^;,]{0,40}?\\bfined (?:us|the company|it)\\b`, "g"), specific: true },
    // … and the fine or penalty it imposed on the company: "In 2024, the Spanish competition authority imposed a fine on Booking.com …"
    { gate: /imposed/i, re: RX(`(?:{AUTHORITY})(?: \\([^()]{1,30}\\))?[^;,]{0,40}?\\b(?:has |have |had )?(?:also |subsequently )?imposed (?:a |an )?(?:[\\w$.,-]+ ){0,4}?(?:fines?|penalt(?:y|ies)|sanctions)(?: (?:of|totaling|totalling|in the amount of) [^;,]{1,30}?)? (?:on|upon|against) {SUBJ}`, "g"), specific: false, selfSubject: true },
    // an authority's inspection of the premises as part of its investigation (a dawn raid): "On April 21, 2015, inspections were conducted at the
    // premises of Clear Channel in Denmark and Sweden as part of an investigation by Danish competition authorities."
    { gate: /inspect|raid|search/i, re: R(`\\b(?:inspections?|searches|dawn raids?|raids?) (?:was|were|had been|have been) (?:conducted|carried out|performed) (?:at|of|in) (?:the )?(?:premises|offices|facilities|headquarters)\\b[^;]{0,120}?\\b(?:as part of|in connection with|related to|relating to) (?:an?|the|its|their) (?:[\\w-]+ ){0,2}?{INV}`, "g"), specific: true, selfImplied: true },
    // an authority reached out: "In 2023, the Company was contacted by the U.S. Attorney's Office … regarding its trading practices"
    { gate: /contacted|approached/i, re: R(`\\b{SUBJ} (?:was|were|has been|have been|had been) (?:contacted|approached) by (?:the )?(?:{AUTHORITY})`, "g"), specific: true, selfSubject: true },
    // the company subpoenaed, alone or with others: "The Company is one of several companies subpoenaed by the New York Attorney General regarding …"
    { gate: /subpoenaed/i, re: R(`\\b{SUBJ} (?:is|are|was|were|has been|have been|had been) (?:(?:one|among) (?:of )?(?:several|many|a number of|numerous|various|the) (?:[\\w-]+ )?(?:companies|insurers|banks|firms|entities|institutions|issuers) )?subpoenaed by (?:the )?(?:[A-Z][\\w.&'’-]* ){0,3}?(?:{AUTHORITY})`, "g"), specific: true, selfSubject: true },
    // an authority's investigation of the company, told with the authority as agent: "Monsanto announced an investigation being conducted by the
    // SEC of the company's financial reporting associated with …"
    { gate: /conducted by/i, re: R(`\\b{INV} (?:(?:that|which) (?:is|was) )?(?:being |currently being )?conducted by (?:the )?(?:{AUTHORITY})(?: \\([^()]{1,30}\\))? (?:of|into|regarding|concerning) (?:the company|us|our|its|the company['’]s)\\b`, "g"), specific: true },
    // an environmental authority's step against the company over a site, told without the words of an investigation: its assertion that the company
    // (or a named subsidiary) is liable, and its notice of contamination it links to the company (an authority the section names by an acronym of
    // its own, "KDHE asserts …", is not read)
    { gate: /asserted|asserts|alleges|alleged/i, re: R(ENVIRONMENTAL_ASSERTION, "g"), specific: true },
    { gate: /advised|notified|informed/i, re: R(ENVIRONMENTAL_NOTICE, "g"), specific: true },
    // an order the company still operates under: "The Company remains subject to a 2020 consent order with the Federal Reserve …"
    { gate: /subject to/i, re: R(`\\b{SUBJ} (?:is|are|remains?|remained|was|were|has been|have been|became) (?:currently |also |still )?subject to (?:the terms of )?(?:a |an |the )(?:(?:{MONTHS} )?(?:19|20)\\d\\d )?(?:consent (?:order|decree)|cease[- ]and[- ]desist order|deferred prosecution agreement|non-prosecution agreement)\\b`, "g"), specific: false, selfSubject: true },
    // the company knows of an authority's inquiry it has not been told of formally: "The Company understands that the SEC may
    // be investigating whether …"
    {
      gate: /investigat|inquir/i, re: R(`\\b(?:understands?|understood|(?:is|are|was|were|became|been) aware|(?:has|have) learned|(?:has|have|had) been (?:informed|advised|notified)) that (?:the )?(?:{AUTHORITY})[^;]{0,40}?\\b(?:(?:may|might) (?:be|have been)|is|was|were|are|has been|had been) (?:investigating|inquiring|conducting an? (?:investigation|inquiry))\\b`, "g"),
      admits: true,
      specific: false
    },
    // an authority tells the company what it found: "the EPA … informed the Company that they have identified possible
    // deviations from the consent decree"
    {
      gate: /informed|notified|advised/i, re: R(`(?:{AUTHORITY})[^;]{0,120}?\\b(?:informed|notified|advised) (?:the company|us) that (?:it|they|the (?:agency|staff|department|authority)) (?:has|have|had) (?:identified|found|determined|concluded|observed)\\b`, "g")
    },
    // the same in a letter the company received: "the Company received a letter from the Department of Labor stating that it had found
    // violations of the Fair Labor Standards Act at two of its plants" (a letter that says nothing was found matches no verb here)
    {
      gate: /stating|indicating|asserting|alleging|advising/i, re: R(`\\breceived (?:a |an |the )?(?:[\\w-]+ )?(?:letter|notice|notification|report|determination|correspondence)\\b[^;]{0,20}? from (?:the )?(?:{AUTHORITY})[^;]{0,60}?\\b(?:stating|indicating|asserting|alleging|advising (?:us|the company)) that (?:it|they|the (?:agency|staff|department|authority|commission|bureau)) (?:has|have|had) (?:identified|found|determined|concluded|observed) (?!no\\b|nothing\\b|that (?:no|there (?:was|were) no)\\b)`, "g")
    },
    // the same told in the passive: "The Company was notified by the Department of Labor that it had commenced an investigation of …"
    {
      gate: /informed|notified|advised/i, re: R(`\\b{SUBJ} (?:was|were|has been|have been|had been) (?:notified|informed|advised) by (?:the )?(?:{AUTHORITY})[^;]{0,60}? that (?:it|they|the (?:agency|staff|department|authority|commission|bureau)) (?:has|have|had|was|is) (?:commenced|opened|initiated|begun|launched|completed|concluded|closed|conducting) (?:an? |its |their |the )?(?:[\\w-]+ )?(?:investigation|inquiry|examination|probe)\\b`, "g"), specific: true, selfSubject: true
    },
    // an authority tells the company it has completed or closed its inquiry, which therefore was under way: "the CFPB notified us that its
    // investigation was completed", "The SEC staff informed the Company that it had concluded its investigation"
    {
      gate: /informed|notified|advised/i, re: R(`(?:{AUTHORITY})[^;]{0,80}?\\b(?:informed|notified|advised) (?:the company|us) that (?:(?:its|their|the) (?:[\\w-]+ )?(?:investigation|inquiry|review|examination|probe) (?:was|had been|has been|is) (?:completed|concluded|closed|terminated)|(?:it|they|the (?:agency|staff|department|authority|commission|bureau)) (?:has|have|had) (?:completed|concluded|closed|terminated) (?:its|their|the) (?:[\\w-]+ )?(?:investigation|inquiry|review|examination|probe))\\b`, "g")
    },
    // definite and plural, the subject of several inquiries: "the Company is the subject of investigations by state and federal regulators",
    // "The circumstances surrounding the Maui windstorm and wildfires are currently the subject of several investigations."
    { gate: /subject of/i, re: R(`\\b(?:is|are|was|were|has been|have been|remains?|remained) (?:currently |also |now |still )*the subject of (?:several |multiple |various |numerous |ongoing |pending |a number of |certain )?(?:[\\w-]+ ){0,2}?(?:investigations|inquiries|probes)\\b`, "g"), specific: false, selfImplied: true },
    // inquiries opened after a named event: "Multiple legal actions and inquiries were initiated as a result of the October 29, 2018 accident …"
    { gate: /initiated|opened|commenced|launched/i, re: R(`\\b(?:investigations|inquiries|probes)\\b[^;]{0,40}?\\b(?:were|have been|had been) (?:initiated|opened|commenced|launched)\\b`, "g"), matter: true },
    // an authority's own complaint: "the U.S. Federal Trade Commission (the FTC) filed an administrative complaint and a motion for a preliminary injunction"
    { gate: /complaint/i, re: R(`(?:{AUTHORITY})[^;]{0,40}?\\b(?:filed|brought|issued) (?:an? )?(?:administrative |civil |enforcement )?complaint\\b`, "g"), specific: true },
    // the company is, became or remains the subject of investigations / inquiries
    {
      gate: /subject|target/i, re: R(`\\b(?:is|are|was|were|became|become|has been|have been|had been|remains?|remained) (?:currently |also |now )*(?:the )?(?:subject|target) (?:of|to) (?:[^;]{0,160}?)\\b{INV}`, "g"),
      matter: true
    },
    // received requests for information, subpoenas, CIDs, inquiries
    {
      gate: /receiv|served|issued|responded/i, re: R(`\\b(?:we|the company|it|[A-Z][\\w.]+)(?:,? and [^,;]{1,60},)? (?:have |has |had )?(?:also )?(?:received|been served with|been issued|responded to|receive and continue to|received, and continue to receive,|continue to receive)(?:,? and continue to receive,?)? (?:from [^;]{0,100}? |[^;]{0,60}?)\\b{INV}`, "g"),
      specific: true,
      selfImplied: true
    },
    // cooperating with an investigation, a review or an authority admits that it exists
    {
      gate: /cooperat/i, re: R(`\\b{SUBJ} (?:are|is|have been|has been|were|was|continue to be|continues to be) (?:currently |also |fully |voluntarily )*(?:cooperating|cooperate|cooperated) (?:fully )?with (?:[^;]{0,160}?)\\b(?:investigations?|inquir(?:y|ies)|subpoenas?|requests? for information|probes?|reviews?)\\b`, "g"),
      specific: false,
      selfSubject: true
    },
    {
      gate: /cooperat/i, re: R(`\\b{SUBJ} (?:are|is|have been|has been|continue to be|continues to be) (?:currently |also |fully |voluntarily )*cooperating (?:fully )?with (?:the )?(?:{AUTHORITY})`, "g"),
      specific: false,
      selfSubject: true
    },
    // made aware of an investigation
    { gate: /aware|learned|notified|informed/i, re: R(`\\b(?:been made aware|were made aware|was made aware|became aware|learned|were informed|was informed|were notified|was notified) (?:of|that) (?:[^;]{0,80}?)\\b{INV}`, "g"), specific: true },
    // a settled authority's matter named by its settlement: "… how the Court could efficiently address the recent SEC settlement agreement"
    // (a definite settlement is one reached, whatever the clause says of it; not a tax authority's)
    { gate: /settlement/i, re: R(`\\b(?:the|its|our|this|that) (?:(?:recent|previously (?:disclosed|announced|reported)|prior|final|(?:19|20)\\d\\d) )?(?:{AUTHORITY}) settlements?(?: agreements?)?\\b`, "g"), unless: /\b(?:IRS|Internal Revenue Service|tax(?:es|ing)?)\b/i, specific: false, admits: true },
    // a settlement with an authority resolving its investigation
    { gate: /settlement|consent|agreement/i, re: R(`\\b(?:reached|entered into|agreed to) (?:a |an |the )?(?:final )?(?:settlement|consent (?:order|decree)|agreement)\\b[^;]{0,80}?\\b(?:to resolve|resolving|concluding|that resolved|which resolved|to conclude) (?:its|the|a|an|this|that) (?:[\\w-]+ ){0,3}?{INV}`, "g"), specific: true },
    // settlements that resolve what an authority investigated: "the settlement agreements entered into on April 26, 2011 to resolve matters under
    // investigation by the Civil Division of the U.S. Department of Justice … were finalized and became effective"
    { gate: /settlement/i, re: R(`\\bsettlements?(?: agreements?)?\\b[^;]{0,80}?\\b(?:to resolve|resolving|that resolved|which resolved) (?:the |certain |all )?(?:[\\w-]+ ){0,2}?(?:matters|claims|allegations|issues) (?:that were |which were )?(?:under investigation|investigated|being investigated) by (?:the )?(?:[A-Z][\\w.&'’-]* ){0,4}?(?:of (?:the )?)?(?:{AUTHORITY})`, "g"), specific: false },
    // an authority known by its abbreviation opens or conducts a review: "the UK’s PSR initiated a market review …"
    {
      gate: /initiated|opened|launched|commenced|conducting|began/, re: /\b(?:[Tt]he\s+)?(?:[A-Z][\w.]*['’]s\s+)?[A-Z]{2,6}\s+(?:has\s+|have\s+)?(?:initiated|opened|launched|commenced|is\s+conducting|began)\s+(?:a|an)\s+(?:[\w-]+\s+){0,3}?(?:investigation|inquiry|review|probe)\b/g,
      unless: APPROVAL_RE,
      specific: false,
      selfImplied: true
    },
    // face / managing / responding to open investigations
    {
      gate: /fac(?:e|ed|es|ing)\b|managing|responding|defending|discussions/i, re: R(`\\b(?:we|the company|it) (?:currently |also |continue to |have |has |been |are |is |began |begun |started )*(?:face|faces|faced|facing|cooperating with|cooperated with|cooperate with|managing|responding to|defending|engaged in discussions with[^;]{0,60}? regarding|in discussions with[^;]{0,60}? regarding) (?:[^;]{0,120}?)\\b(?:open |ongoing |pending |certain |these |the |government |governmental |regulatory |formal |informal |a number of |several |multiple )*{INV}`, "g"),
      specific: false,
      matter: true
    },
    // a bank regulator's formal enforcement agreement: "the Company entered into a written agreement with the FRB", "the Association
    // entered into an agreement with the Comptroller of the Currency", "the Board executed a Memorandum of Understanding with the FDIC"
    {
      gate: /agreement|memorandum|MOU/i, re: R(`\\b(?:entered into|executed|signed|received|is subject to|became subject to|remains subject to) (?:a |an |the )?(?:(?:formal|written|supervisory|operating) (?:written )?agreement|memorandum of understanding|MOU)\\b[^;]{0,60}?\\bwith (?:the )?(?:(?:Office of the )?Comptroller of the Currency|OCC|FDIC|Federal Deposit Insurance Corporation|Federal Reserve(?: Bank(?: of [A-Z][\\w]+(?: [A-Z][\\w]+)?)?| Board)?|FRB|Office of Thrift Supervision|OTS|(?:[A-Z][\\w]+ )?(?:Department|Division|Office) of (?:Financial (?:Institutions|Regulation)|Banking)|DFI|OFR|Consumer Financial Protection Bureau|CFPB)\\b|\\b(?:entered into|executed|signed) an agreement (?:\\((?:the )?[“"][^”"]{1,40}[”"]\\) )?with the (?:(?:Office of the )?Comptroller of the Currency|OCC|Federal Reserve(?: Board| Bank(?: of (?:[A-Z][\\w.]* ){1,3})?)?|Board of Governors of the Federal Reserve System|FRB|Office of Thrift Supervision|OTS)(?: \\((?:the )?[“"]?(?:OCC|FRB|OTS|Federal Reserve)[”"]?\\))?(?=[\\s,.;]|$)(?![^.;]{0,60}?\\b(?:to (?:sell|purchase|acquire|buy|borrow|lease|provide|participate|pledge|access|obtain|service)|for (?:the )?(?:sale|purchase|access|borrowing|discount window|clearing|pledg\\w*|services?)|under which|pursuant to which|whereby)\\b)`, "g"),
      specific: false,
      selfImplied: true
    },
    // consent orders and stipulations entered into with an authority: "The Bank has entered into consent orders with the FDIC …", "the Company
    // renewed a Consent Order and Agreement with the Pennsylvania Department of Environmental Protection", "entered into a Stipulation and
    // Consent to the Issuance of a Consent Order … with the Federal Deposit Insurance Corporation"
    { gate: /consent|stipulat/i, re: R(`\\b(?:entered into|renewed|amended|consented to the issuance of|(?:is|are|was|were|became|remains?) subject to|(?:is|are|has been|have been) operating under|operates? under|(?:has|have) operated under) (?:a |an |the |two |several )?(?:stipulation and consent to (?:the )?issuance of (?:a |an )?)?(?:(?:joint|amended|renewed|modified|stipulated|final) )?(?:consent (?:orders?|decrees?)(?: and agreements?)?|cease[- ]and[- ]desist orders?|orders? to cease and desist|stipulation agreements?|stipulated (?:orders?|judgments?))\\b[^;]{0,60}?\\b(?:with|by|from|issued by) (?:the )?(?:[\\w-]+ ){0,4}?(?:{AUTHORITY})`, "g"), specific: false, selfImplied: true },
    // the FDIC's form of a bank's consent, agreed to in any words (an exhibit's title alone states nothing): "On July 15, 2009, Royal Bank agreed to enter into a Stipulation and Consent to the Issuance of an Order to
    // Cease and Desist (the "Orders") with each of the Federal Deposit Insurance Corporation …"
    { gate: /stipulation and consent/i, re: R(`\\b(?:agreed to enter into|entered into|signed|executed|agreed to) (?:a |an |the )?stipulations? and consents? to the (?:issuance|entry) of (?:a |an |the )?(?:[\\w-]+ ){0,2}?(?:consent order|cease[- ]and[- ]desist order|order to cease and desist)\\b`, "g"), specific: false, selfImplied: true },
    // the company and its bank consented to an order's terms: "On April 12, 2010, the Company and the Bank each consented to the terms of Cease and
    // Desist Orders issued by the OTS (the “Bank Order” …)"
    { gate: /consent/i, re: R(`\\b{SUBJ}(?: and [^;]{0,80}?)?(?: (?:each|also|have|has|had|both))* consented to the terms of (?:the |an? |two |several )?(?:(?:joint|amended|renewed|modified|stipulated|final) )?(?:consent (?:orders?|decrees?)|cease[- ]and[- ]desist orders?|orders? to cease and desist|(?:in)?formal agreements?|written agreements?)\\b`, "g"), specific: false, selfSubject: true },
    // "the Board of Directors of the Bank signed the Stipulation consenting to and agreeing to the issuance by the OTS of the Order"
    { gate: /issuance/i, re: R(`\\b(?:consenting|consented|consent) to (?:and agreeing to )?the issuance by (?:the )?(?:{AUTHORITY})(?: \\([^)]{1,20}\\))? of (?:a |an |the )?(?:[\\w-]+ ){0,3}?(?:orders?|decrees?)\\b`, "g"), specific: false, selfImplied: true },
    // an inquiry or demand received from a named authority: "APIC … received an inquiry from the California Department of Insurance (CDOI) in 2011 …"
    { gate: /receiv/i, re: R(`\\breceived (?:a |an |two |several )?(?:[\\w-]+ ){0,2}?(?:inquir(?:y|ies)|subpoenas?|civil investigative demands?|requests? for (?:information|documents))\\b[^;]{0,30}?\\bfrom (?:the )?(?:[\\w-]+ ){0,4}?(?:{AUTHORITY})`, "g"), specific: false, selfImplied: true },
    // the company reported to an authority of its own accord: "the Company voluntarily contacted the SEC and the United States Department of Justice to advise …"
    // an authority's notice that it weighs enforcement against the company: "… a Notice and Opportunity to Respond and Advise (“NORA”) letter … from the
    // Consumer Financial Protection Bureau (“CFPB”) indicating that the CFPB is considering a potential enforcement action against Altisource …"
    { gate: /considering/i, re: R(`(?:{AUTHORITY})[^;]{0,20}?\\b(?:is|are|was|were|had been|has been) (?:currently |also )?considering (?:recommending |bringing |initiating |taking )?(?:an? |the )?(?:potential |possible )?(?:[\\w-]+ )?enforcement (?:actions?|proceedings?)\\b[^;]{0,20}?\\bagainst (?:us|the company|the registrant|the bank|[A-Z])`, "g"), specific: false },
    // a compliance review the company went through: "In 2019, Florida Rock & Tank Lines, Inc. underwent a compliance review by the FMCSA in which we
    // retained our satisfactory DOT safety rating" (what a review could find stays silent)
    { gate: /underwent|undergone|subject/i, re: R(`\\b(?:underwent|has undergone|had undergone|was subject to|were subject to|was subjected to) (?:a|an) (?:[\\w-]+ ){0,2}?compliance (?:reviews?|audits?|investigations?|evaluations?|inspections?) (?:by|from|conducted by) (?:the )?(?:{AUTHORITY})`, "g"), specific: false, selfImplied: true },
    // an investigation told as ongoing, whatever the clause says will become of it: "The DPA will resolve the ongoing investigation by the DOJ regarding
    // allegations of securities and related fraud …"
    { gate: /ongoing|pending|continuing/i, re: R(`\\bthe (?:ongoing|pending|continuing) (?:[\\w-]+ ){0,2}?(?:{INV}) (?:by|of|from) (?:the )?(?:{AUTHORITY})`, "g"), specific: false, admits: true },
    { gate: /voluntarily/i, re: R(`\\bvoluntarily (?:contacted|notified|informed|advised|self-reported to|reported to|disclosed to) (?:the )?(?:{AUTHORITY})`, "g"), specific: false, selfImplied: true, admits: true },
    // an authority's order against the company's operations: "the primary French drug regulatory agency (the “ANSM”) issued an order temporarily suspending operations at the Company's … facility"
    { gate: /issued/i, re: R(`(?:{AUTHORITY})(?: \\([^)]{1,20}\\))?[^;]{0,40}?\\bissued (?:an? |the )?(?:[\\w-]+ ){0,2}?(?:orders?|directives?)\\b[^;]{0,30}?\\b(?:[\\w-]+ )?(?:suspending|requiring|directing|prohibiting|halting|revoking|restricting)\\b[^;]{0,100}?\\b(?:our|its|the company['’]s|us|the company)\\b`, "g"), specific: true, selfImplied: true },
    // an authority's assertion that the company broke a rule: "By email dated June 26, 2015, CARB asserted the Company had deficiencies in compliance
    // with the Verification Procedure …", "the EPA alleged that the Company violated the Clean Air Act"
    { gate: /assert|alleg|contend|claim|believ/i, re: R(`(?:{AUTHORITY}|\\bCARB)[^;]{0,40}?\\b(?:asserted|alleged|alleges|contended|contends|claimed|claims|believes) (?:that )?(?:we|the company|its (?:[\\w-]+ )?subsidiary) (?:had |has |have )?(?:violated|deficiencies|failed to|was not in compliance|were not in compliance|did not comply|misclassified|underpaid|overbilled)\\b`, "g"), specific: false, selfImplied: true },
    // a settlement or resolution reached with an authority, and an authority's order that it ended: "the Company entered into a final settlement
    // with the Department of Justice and …", "reached a resolution with the United States Department of Justice", "the OCC … terminated the Consent Order"
    { gate: /settlement|resolution/i, re: R(`\\b(?:entered into|reached|finalized|agreed to|announced) (?:a |an |the )?(?:final |global |civil |administrative |tentative )?(?:settlement|resolution)s?(?: agreements?)? with (?:the )?(?:{AUTHORITY})`, "g"), specific: true, selfImplied: true },
    { gate: /terminated/i, re: R(`(?:{AUTHORITY})[^;]{0,100}?\\bterminated (?:the |its )?(?:[\\w-]+ )?(?:consent orders?|cease[- ]and[- ]desist orders?|written agreements?|(?:in)?formal agreements?|memorandum of understanding|MOU|orders?)\\b`, "g"), specific: true, selfImplied: true },
    // an agency's notice of violation issued to the company: "In March 2014, the IEPA issued Sugar Camp a violation notice regarding …"
    { gate: /notices? of violation|violation notices?/i, re: R(`\\b(?:received|issued|served)\\b[^;]{0,120}?\\b(?:notices? of violations?|violation notices?)\\b`, "g"), specific: true },
    // an environmental or safety regulator's other steps against the company: a finding or summary of violations, a pre-enforcement notice, a
    // general notice of potential liability ("received a finding of violation letter from the United States Environmental Protection Agency",
    // "That 2013 inspection resulted in the issuance of a Summary of Violations", "received a "General Notice" of potential liability from the
    // EPA"), an enforcement order issued ("the California State Department of Toxic Substance Control (DTSC) issued a corrective action
    // enforcement order with respect to our metal recycling facility")
    { gate: /violation|enforcement|general notice/i, re: R(`\\b(?:received|issued|served|resulted in the issuance of)\\b[^;]{0,120}?\\b(?:findings? of violations?|summar(?:y|ies) of violations?|pre-enforcement notices?|general notices?[^\\w\\s]? of potential liability)\\b`, "g"), specific: true },
    { gate: /order/i, re: R(`(?:{AUTHORITY})[^;]{0,60}?\\bissued (?:a |an )?(?:similar |separate |new |second )?(?:[\\w-]+ ){0,3}?(?:enforcement|compliance|abatement|clean-?up|unilateral administrative) orders?\\b`, "g"), specific: true, unless: /\borders? to (?:other |several |certain |two |three )?(?:PRP[’']?s|potentially responsible parties|other parties)\b/i },
    // a matter disclosed to the authorities and their findings at a site: "The site voluntarily disclosed the matter to the applicable state and
    // local authorities", "the local environmental authorities identified additional environmental deficiencies at the site"
    { gate: /disclosed|identified/i, re: R(`\\bvoluntarily disclosed (?:the|this|these|such) (?:matters?|violations?|issues?) to (?:the )?(?:applicable |relevant |appropriate )?(?:(?:federal|state|local|state and local|environmental) )*(?:authorities|regulators|agencies)\\b|\\b(?:the )?(?:(?:federal|state|local|environmental) )+authorities identified (?:additional |several |certain |new )?(?:[\\w-]+ )?(?:deficiencies|violations|non-?compliance|issues)\\b`, "g"), specific: true },
    // the company settled its liability with an authority: "In July 2020, the Company settled criminal and civil liability with the U.S. Department of Justice (DOJ) …"
    { gate: /settled/i, re: R(`\\b(?:we|the company|it) (?:has |have |had )?settled\\b[^;]{0,60}?\\bwith (?:the )?(?:U\\.S\\. )?(?:{AUTHORITY})`, "g"), specific: false, unless: /\b(?:IRS|Internal Revenue Service|tax(?:es|ing)?)\b/i },
    // an authority's own civil action against the company: "the Company was named as a defendant in a civil action brought by the Securities and Exchange Commission"
    { gate: /brought by|filed by|commenced by|instituted by/i, re: R(`\\b(?:civil |enforcement |administrative )?(?:actions?|complaints?|suits?|lawsuits?|proceedings?)\\b[^;]{0,20}?\\b(?:brought|filed|commenced|instituted) by (?:the )?(?:U\\.S\\. )?(?:{AUTHORITY})`, "g"), specific: false, unless: /\battorneys? general\b|\b(?:states?|counties|cities|municipalities) (?:of|and)\b/i },
    // an authority's subpoenas named as the company's: "The subpoena and document requests include subpoenas from the United States Department of Justice"
    { gate: /subpoena|civil investigative demand/i, re: R(`\\b(?:subpoenas?|civil investigative demands?|CIDs?)\\b[^;]{0,20}?\\b(?:from|issued by|served by) (?:the )?(?:U\\.S\\. |United States )?(?:[A-Z][\\w.&'’-]* ){0,4}?(?:{AUTHORITY})`, "g"), specific: true },
    // a matter resolved by settlements with an authority: "… has now been resolved as a result of settlements with the U.S. Department of Justice …"
    { gate: /settlements? with/i, re: R(`\\b(?:resolved|concluded|ended) (?:[\\w-]+ ){0,3}?(?:as a result of|through|by|by way of|pursuant to) (?:the )?settlements? with (?:the )?(?:{AUTHORITY})`, "g"), unless: /\b(?:IRS|Internal Revenue Service|tax(?:es|ing)?)\b/i },
    // the company settles with an authority by consent decree or order
    { gate: /consent|cease|administrative order/i, re: R(`\\b(?:entered into|entered|agreed to|consented to) (?:a |an |the )?(?:proposed )?(?:(?:civil|final|administrative|stipulated|federal) )?(?:consent decree|consent order|consent agreement(?: and (?:final )?order)?|cease[- ]and[- ]desist order|administrative order)\\b`, "g"), specific: true },
    // accrual or charge in connection with an inquiry
    { gate: /accru|charge|reserve|settlement|agreed to pay|paid|cost|expense|payment/i, re: R(`\\b(?:accrual|accrued|charge|charges|reserve|settlement|agreed to pay|paid|costs?|expenses?|payments?)\\b[^;]{0,120}?\\b(?:in connection with|related to|relating to|for(?: the resolution of)?|to resolve|regarding) (?:the|this|that) (?:{INV} (?:of|by|from) (?:the )?(?:{AUTHORITY})|(?:ongoing |pending |previously disclosed )?(?:{AUTHORITY})(?: of the (?:{AUTHORITY}))?(?: \\((?:the )?[“"]?(?:{AUTHORITY}|[A-Z]{2,8})[”"]?\\))? {INV})`, "g"), selfImplied: true },
    // a named or authority-owned investigation as a subject: "The Article 5(4) Investigation relates to …"
    {
      re: literal(`\\b(?:[Tt]he|[Tt]his|[Tt]hat|[Tt]hese|[Tt]hose)\\s+(?:[A-Z0-9][\\w()./-]*\\s+){1,4}(?:Investigation|Inquiry|Probe)s?\\b|(?:{AUTHORITY})['’]s?\\s+(?:formal\\s+|ongoing\\s+|pending\\s+|open\\s+)?(?:investigations?|inquir(?:y|ies))\\b`, "g"),
      specific: false
    },
    // authorities have initiated actions / investigations against our practices
    { gate: /initiated|opened|commenced|launched|brought|conducted/i, re: R(`\\b(?:authorities|regulators|agencies|prosecutors|attorneys general|district attorneys|commissions?)\\b[^;]{0,80}?\\b(?:have|has|had) (?:initiated|opened|commenced|launched|brought|conducted)\\b[^;]{0,80}?\\b{INV}`, "g") },
    { gate: /conducted|opened|initiated|commenced/i, re: R(`\\b(?:district attorneys|attorneys general|regulators|authorities|prosecutors)\\b[^;]{0,80}?\\b(?:conducted|opened|initiated|commenced) (?:a |an )?(?:[\\w-]+ ){0,3}{INV}`, "g") },
    // an authority announces what it will do to the company: "INEMA, the Bahia state environmental agency notified Dow Brasil … of its intention to impose penalties relating to …"
    { gate: /intention|intent|decision/i, re: R(`(?:{AUTHORITY})[^;]{0,80}?\\b(?:notified|informed|advised)\\b[^;]{0,120}?\\bof (?:its|their) (?:intention|intent|decision) to (?:impose|assess|seek|bring|file|pursue|levy)\\b`, "g"), admits: true },
    // inquiries that followed an event of the company's: "… a voluntary recall …, which led to several lawsuits and government inquiries"
    { gate: /led to|resulted in|gave rise to|prompted/i, re: R(`\\b(?:led to|resulted in|gave rise to|prompted) [^;]{0,40}?\\b(?:government(?:al)? |regulatory |congressional )(?:inquiries|investigations|probes)\\b`, "g"), specific: true },
    // an investigation named by an authority the vocabulary does not list: "investigations by the Polish Office of Competition and Consumer Protection (UOKiK)"
    { gate: /investigation/i, re: /(?<!\b(?:[Aa]n?|[Aa]ny|[Pp]otential|[Ff]uture|[Pp]ossible|[Ss]uch)\s+)\b[Ii]nvestigations? (?:by|of|from) (?:the\s+)?(?:[A-Z][\w'’.-]*\s+){0,3}(?:Office|Commission|Authority|Agency|Ministry|Bureau|Department|Council|Directorate|Inspectorate|Prosecutor['’]s Office)\b(?:\s+(?:of|for)\s+(?:the\s+)?[A-Z][\w-]*(?:\s+(?:and|of|for)\s+[A-Z][\w-]*)*)?/g, specific: false },
    // a particular investigation given as an instance: "… the subject of government investigations, including an ongoing investigation by the SEC into …"
    { gate: /includ/i, re: R(`\\b(?:including|include[sd]?) (?:a|an|the|two|several) (?:ongoing |pending |formal |open |current )?(?:[\\w-]+ )?{INV} (?:by|from|of) (?:the )?(?:{AUTHORITY})`, "g"), specific: true },
    // the company acts under an authority's named order: "Pursuant to the SEC Consent Order …, we monitor …", "Under the terms of the Consent, we agreed …"
    // (a lender's or agent's consent is no authority's: "Pursuant to the Consent and Waiver Agreement, …", "under the Consent to the Credit Agreement")
    { gate: /Consent|Order|Decree/, re: /\b(?:[Pp]ursuant to|[Uu]nder(?: the terms of)?|in accordance with|compl(?:ying|ied) with|agreed in|required by|[Tt]erms of) the\s+(?:(?:19|20)\d\d\s+)?(?:(?:[A-Z]{2,6}\s+)(?:Consent\s+)?(?:Order|Decree)|Consent(?:\s+(?:Order|Decree|Agreement))?(?!\s+(?:and\s+(?:Waiver|Amendment|Forbearance|Release|Joinder)|(?:to|under)\s+(?:the\s+)?(?:[A-Z][\w&.-]*\s+){0,3}(?:Credit|Loan|Note|Financing|Security|Forbearance)\b)))\b/g, specific: false, selfImplied: true },
    // an authority asks for information: "The Office of Inspector General … has requested information regarding our …"
    { gate: /requested|sought|asked|demanded/i, re: R(`(?:{AUTHORITY})[^;]{0,80}?\\b(?:has |have |had )?(?:requested|sought|asked for|demanded|asked (?:us|the company) (?:to provide|to produce|for))\\b (?:that (?:we|the company) (?:provide|produce) )?(?:certain |additional |further |extensive |detailed )?(?:information|documents|records|data)\\b`, "g"), unless: APPROVAL_RE },
    // the company answers an authority's requests: "The Company continues to respond to requests from the CFTC and SEC regarding …"
    { gate: /requests?|demands?|letters?/i, re: R(`\\b(?:respond(?:ing|ed|s)? to|received|comply(?:ing)? with|complied with) (?:a |an |the |certain |several |multiple |ongoing |these |those )?(?:[\\w-]+ ){0,2}?(?:requests?|demands?|letters?) (?:for (?:information|documents) )?from (?:the )?(?:[A-Z][\\w.&'’-]* ){0,4}?(?:{AUTHORITY})`, "g"), specific: false, selfImplied: true },
    // an authority inspects or searches the company's premises: "The Korea Fair Trade Commission conducted an on-site inspection at our Seoul offices"
    { gate: /inspection|raid|search/i, re: R(`(?:{AUTHORITY})[^;]{0,60}?\\b(?:conducted|carried out|performed|made|began|opened) (?:an? )?(?:[\\w-]+ ){0,2}?(?:inspections?|raids?|searches)\\b[^;]{0,80}?\\b(?:at|of) (?:[^;]{0,40}?)\\b(?:premises|offices?|facilit(?:y|ies)|headquarters|plants?|sites?|locations?|branch(?:es)?|warehouses?|stores?|mines?|terminals?)\\b`, "g") },
    // an industry's investigation that names the company: "Government authorities in various jurisdictions are conducting antitrust investigations of the
    // global compressor industry, including our compressor business headquartered in Brazil"
    { gate: /including/i, re: R(`(?:{AUTHORITY})[^;]{0,60}?\\b(?:are|is|were|was|have been|has been|had been) (?:currently )?(?:conducting|carrying out|pursuing) (?:an? )?(?:[\\w-]+ ){0,2}?(?:investigations?|inquir(?:y|ies)|probes?) (?:of|into) [^;]{0,80}?,? including (?:us\\b|our\\b|the company\\b|its\\b)`, "g"), specific: false },
    // an authority enters an order against the company: "the Federal Reserve Board and the OCC entered consent orders with the Bank"
    { gate: /order/i, re: R(`(?:{AUTHORITY})[^;]{0,60}?\\b(?:entered|issued|imposed) (?:into )?(?:a |an )?(?:consent orders?|cease[- ]and[- ]desist orders?)\\b[^;]{0,20}?\\b(?:with|against|on) `, "g") },
    // an order or agreement entered into with an authority, the company or its bank as party: "a consent order was entered into by the Company
    // and the Bank with the Board of Governors of the Federal Reserve System", "Due to the Bank entering into a Consent Order with the FDIC …"
    { gate: /order|agreement/i, re: R(`\\b(?:(?:consent orders?|cease[- ]and[- ]desist orders?|orders? to cease and desist|written agreements?|(?:in)?formal agreements?|supervisory agreements?) (?:was|were|has been|have been|had been) (?:entered into|signed|executed|agreed to) (?:by [^;]{1,60}? )?|(?:entered|entering) into (?:a |an |the )?(?:consent orders?|cease[- ]and[- ]desist orders?|stipulation and consent) )(?:with|by|from) (?:the )?(?:{AUTHORITY})`, "g"), specific: false },
    // an authority published what it found against the company: "the Attorney General released to the public a compliance review alleging … the Company's non-compliance with …"
    { gate: /released|issued|published/i, re: R(`(?:{AUTHORITY})[^;]{0,40}?\\b(?:released|issued|published) (?:to the public )?(?:a |an |its )(?:[\\w-]+ ){0,2}?(?:review|report|findings)\\b[^;]{0,60}?\\b(?:alleging|finding|concluding)\\b[^;]{0,60}?\\b(?:the company['’]s|our|its) (?:[\\w-]+ )?(?:non-?compliance|violations?|failures?)\\b`, "g"), specific: false },
    // a supervisor's order issued to the company or its bank: "the IDFPR issued to the Bank an Order to Cease and Desist", "the Bank was issued a cease-and-desist order"
    { gate: /issued/i, re: R(`\\bissued (?:to (?:the company|the bank|us|(?:our|its) (?:[\\w-]+ ){0,2}?(?:bank|subsidiary)) )?(?:a |an )(?:formal )?(?:order to cease and desist|cease[- ]and[- ]desist order|consent order)\\b(?! (?:against|to|on|upon|with|for) (?!(?:the company|the bank|us|our|its)\\b))|\\b(?:the company|we|the bank|(?:our|its|the company['’]s) (?:[\\w-]+ )?subsidiary(?: bank)?) (?:was|were|has been|have been|had been) issued (?:a |an )(?:formal )?(?:order to cease and desist|cease[- ]and[- ]desist order|consent order)\\b`, "g"), specific: false, selfImplied: true },
    // an authority tells the company it may act: "the CFPB notified the Bank that it was considering recommending an enforcement action"
    { gate: /notified|informed|advised/i, re: R(`(?:{AUTHORITY})[^;]{0,80}?\\b(?:notified|informed|advised)\\b[^;]{0,80}?\\b(?:is|was|were|are) (?:considering|contemplating|evaluating whether to) (?:recommending |bringing |taking |filing )?(?:an? )?(?:enforcement action|civil action|charges|proceedings|penalt(?:y|ies))`, "g"), admits: true },
    // served with an authority's demand: "Our subsidiary, Empi, Inc., was served with a federal administrative subpoena …", "In July 2013 we were served with a subpoena …"
    { gate: /served|issued/i, re: R(`\\b{SUBJ},? (?:was|were) (?:also )?(?:served with|issued) (?:a |an |two |several |multiple )?(?:[\\w-]+ ){0,3}?(?:subpoenas?|civil investigative demands?|warning letters?|Form 483s?|wells notices?)\\b`, "g"), specific: false, selfSubject: true },
    // an authority finished its investigation or inspection of the company's matter: "OSHA completed its investigation of the Atchison Chemical Release and … issued its penalty to the Company"
    { gate: /completed|concluded|closed|ended/i, re: R(`(?:{AUTHORITY})[^;]{0,40}?\\b(?:completed|concluded|closed|ended) (?:its|their|the|an?) (?:[\\w-]+ ){0,2}?(?:investigation|inquiry|inspection) (?:of|into|at) (?:the company|us\\b|our\\b|its\\b|the [A-Z]|[A-Z])`, "g"), specific: false },
    // an authority tells the company what it will seek: "The EPA informed the Company on August 1, 2017, that it intends to seek an administrative civil penalty …"
    // (or that it stands prepared to recommend it, its staff named with its board: "the FDIC notified us that it was prepared to recommend … that an
    // enforcement action be taken against us", "… notified us that the staff of the Board of Governors of the Federal Reserve System intended to
    // recommend that the Board … seek an administrative order against us"), and of violations it sees: "the Federal Reserve Bank of Chicago
    // notified us and a former bank partner of potential violations of the Federal Trade Commission Act"
    { gate: /informed|notified|advised|told/i, re: R(`(?:{AUTHORITY})[^;]{0,160}?\\b(?:informed|notified|advised|told) (?:the company|us)(?: (?:on|in) [^;]{3,30}?)?,? that (?:it|they|the (?:agency|staff|department|authority|government)(?: of (?:the )?[A-Z][^;]{0,80}?)?) (?:intends?|intended|plans?|planned|would|will|(?:is|was|were) prepared|(?:has |had )?decided) (?:to )?(?:seek|impose|assess|recommend|file|bring|pursue|issue)\\b`, "g"), specific: false },
    { gate: /violation/i, re: R(`{NOTIFIED_OF_VIOLATIONS}`, "g"), specific: false },
    // an authority's letter, notice or communication alleging a violation: "we received a confidential settlement communication from the … EPA alleging that … does not comply …"
    { gate: /alleg|assert|claim|violat|compl/i, re: R(`\\breceived (?:a |an )?(?:[\\w-]+ ){0,3}?(?:letters?|notices?|communications?|citations?|demands?|orders?) (?:[^;]{0,40}?)from (?:the )?(?:[A-Z][\\w.-]* ){0,4}?(?:{AUTHORITY})[^;]{0,120}?\\b(?:alleging|asserting|claiming|stating that (?:we|the company|our|it)\\b|that (?:we|the company|our \\w+) (?:had )?(?:violated|failed|did not comply|does not comply|was not in compliance))`, "g"), specific: false, selfImplied: true },
    // the company reported itself: "In September 2016, we voluntarily notified the U.S. Department of Justice … and are cooperating fully"
    { gate: /voluntarily|self-/i, re: R(`\\b(?:we|the company|it) (?:have |has |had )?(?:voluntarily (?:notified|disclosed|reported|self-reported|self-disclosed)|self-reported|self-disclosed)(?: (?:this|the|these|such|its|that) (?:[\\w-]+ ){0,3}?(?:investigation|matters?|conduct|findings|issues?|violations?))?(?: to)? (?:the )?(?:[A-Z][\\w.&'’-]* ){0,4}?(?:{AUTHORITY})`, "g"), specific: false, selfImplied: true },
    // talks with an authority that have come far enough to accrue: "The Company’s discussions with the DOJ and SEC have progressed to a point where the Company can now reasonably estimate a probable loss"
    { gate: /progressed/i, re: R(`\\b(?:discussions|negotiations|talks) with (?:the )?(?:{AUTHORITY})[^;]{0,40}?\\b(?:have|has) progressed to (?:a|the) point\\b`, "g"), specific: false },
    // a suit an authority brought against the company is its enforcement of the law (suits of states, counties and cities as claimants are litigation):
    // the company a defendant in it ("The Company is a defendant in U.S. v. Acme, a lawsuit filed by the Antitrust Division of the U.S. Department of
    // Justice …"), the suit against the company, or the order that ended it ("… hindered by the permanent injunction resulting from the action brought by the FTC")
    {
      gate: /filed|brought|commenced|instituted|initiated/i,
      re: R(`\\b{SUBJ} (?:is|are|was|were|has been|have been|had been|remains?) (?:also )?(?:a |the |one of the )?(?:named )?(?:co-)?defendants? in (?:[^;]{0,80}?)\\b(?:lawsuit|suit|action|complaint|case|proceeding)s? (?:filed|brought|commenced|instituted|initiated) by (?:the )?(?:[A-Z][\\w.&'’-]* ){0,4}?(?:of (?:the )?)?(?:{AUTHORITY})`, "g"),
      unless: AUTHORITY_SUIT_UNLESS_RE,
      specific: false,
      selfSubject: true
    },
    // the authority itself sued the company: "the U.S. Securities and Exchange Commission (“SEC”) filed a civil complaint (the “SEC Complaint”) in the
    // United States District Court for the District of Nevada naming the Company and one of its executive officers", "the FTC brought an action against us"
    {
      gate: /filed|brought|commenced|instituted/i,
      re: R(`(?:{AUTHORITY})[^;,]{0,40}?\\b(?:filed|brought|commenced|instituted) (?:an? )?(?:[\\w-]+ )?(?:administrative |civil |enforcement |injunctive )?(?:complaint|lawsuit|suit|action)\\b[^;]{0,160}?\\b(?:naming (?:as (?:a )?(?:co-)?defendants? )?|against |charging )(?:us\\b|the company\\b)`, "g"),
      unless: AUTHORITY_AS_CLAIMANT_RE,
      specific: false
    },
    {
      gate: /filed|brought|commenced|instituted|initiated/i,
      re: R(`\\b(?:lawsuits?|suits?|actions?|complaints?|cases?) (?:filed|brought|commenced|instituted|initiated) by (?:the )?(?:[A-Z][\\w.&'’-]* ){0,4}?(?:of (?:the )?)?(?:{AUTHORITY})[^;]{0,40}? against (?:us|the company)\\b|\\b(?:injunctions?|judgments?|orders?|decrees?)\\b[^;]{0,60}?\\b(?:resulting from|in|entered in|issued in|arising from|arising out of) (?:the|this|that) (?:[\\w-]+ ){0,2}?(?:action|lawsuit|suit|case|complaint|proceeding) (?:brought|filed|commenced) by (?:the )?(?:[A-Z][\\w.&'’-]* ){0,4}?(?:of (?:the )?)?(?:{AUTHORITY})`, "g"),
      unless: AUTHORITY_SUIT_UNLESS_RE,
      specific: false
    },
    // a congressional committee's inquiry: "the Company received a letter from the United States Senate Finance Committee …", "The letter from the
    // Senate Finance Committee asked the Company to provide documents and data …", "the Senate Finance Committee issued a report with its findings"
    {
      gate: /Committee/, re: /\b(?:received|receipt of) (?:a |an )?(?:letters?|requests?|inquir(?:y|ies)|subpoenas?) from (?:the )?(?:United States |U\.S\. )?(?:Senate|House(?: of Representatives)?) (?:[A-Z][\w&-]* ){0,4}?(?:Committee|Subcommittee)\b|\b(?:Senate|House) (?:[A-Z][\w&-]* ){0,4}?(?:Committee|Subcommittee) (?:issued (?:a|its) (?:final )?report (?:with|containing|of) its findings|asked (?:the Company|us) to (?:provide|produce)|requested (?:that (?:the Company|we) (?:provide|produce)|(?:documents|information) from))\b/g,
      specific: false
    },
    // talks with an authority about settling its matter: "In late January 2023, the Company began discussing with the SEC the possibility of reaching a settlement to resolve the investigation"
    { gate: /discuss|negotiat|talks/i, re: R(`\\b(?:began|begun|commenced|initiated|entered into|engaged in|(?:is|are|was|were|has been|have been) (?:currently )?(?:engaged in|in)) (?:discussing|negotiating|discussions|negotiations|talks) with (?:the )?(?:[A-Z][\\w.&'’-]* ){0,4}?(?:{AUTHORITY})[^;]{0,80}?\\bsettle(?:ment)?\\b[^;]{0,40}?\\b(?:resolve|resolving|settle|settling|conclude|concluding) (?:the|its|this|their) (?:[\\w'’-]+ ){0,2}?{INV}`, "g"), specific: false },
    // negotiating a consent order or settlement with an authority: "we are currently involved in consent negotiations with the Federal Trade Commission"
    { gate: /negotiations|discussions|talks/i, re: R(`\\b(?:involved in|engaged in|entered into|in) (?:consent|settlement) (?:negotiations|discussions|talks) with (?:the )?(?:[A-Z][\\w.&'’-]* ){0,4}?(?:{AUTHORITY})`, "g"), specific: false },
    // a settlement or agreement that resolves, or is about, the authority's investigation or demand: "we reached a settlement in principle with the USAO … to resolve the government's investigation",
    // "reached a tentative agreement in principle with the U.S. Department of Justice related to the subpoena issued in October 2011"
    { gate: /settlement|agreement|consent/i, re: R(`\\b(?:reached|entered into|agreed to|signed) (?:a |an |the )?(?:[\\w-]+ ){0,2}?(?:settlement|agreement|consent (?:order|decree))(?: in principle)?\\b[^;]{0,100}?\\b(?:to resolve|resolving|to settle|settling|concluding|that resolved|which resolved|to conclude|related to|relating to|regarding|in connection with) (?:its|the|a|an|this|that|their) (?:[\\w'’-]+ ){0,3}?{INV}`, "g"), specific: false },
    { gate: /settle|resolve/i, re: R(`\\bagreed to (?:settle|resolve) (?:its|the|this|that|their) (?:[\\w'’-]+ ){0,3}?(?:investigations?|inquir(?:y|ies)|subpoenas?)\\b`, "g"), specific: false },
    { gate: /agreement/i, re: R(`\\b(?:reached|entered into|signed) (?:a |an )?(?:[\\w-]+ ){0,2}?agreement in principle with (?:the )?(?:[A-Z][\\w.&'’-]* ){0,4}?(?:{AUTHORITY})`, "g"), specific: false },
    // the company has cooperated with an authority or its request: "The Company has cooperated with the U.S. Attorney’s Office …", "The Company cooperated with the government’s request."
    { gate: /cooperat/i, re: R(`\\b{SUBJ} (?:has |have |had )?(?:also |fully |continued to |continues to |continue to |been )*(?:cooperated|cooperating|(?<=(?:continues|continue|continued) to )cooperate)(?: fully)? (?:with|in) (?:the |its |their )?(?:[\\w'’-]+ ){0,2}?(?:investigations?|inquir(?:y|ies)|subpoenas?|requests?|demands?)\\b`, "g"), specific: true, selfSubject: true },
    { gate: /cooperat/i, re: R(`\\b{SUBJ} (?:has |have |had )?(?:also |fully |continued to |continues to |continue to |been )*(?:cooperated|cooperating|(?<=(?:continues|continue|continued) to )cooperate)(?: fully)? with (?:the )?(?:[A-Z][\\w.&'’-]* ){0,4}?(?:{AUTHORITY})`, "g"), specific: true, selfSubject: true },
    // an authority's notice of observations or violations issued: "A form 483 was issued by the FDA outlining 9 instances of observed non-compliance."
    { gate: /issued/i, re: R(`\\b(?:a |an |the )?(?:Form 483|warning letter|untitled letter|notice of violation|notice of inspectional observations)s? (?:was|were|has been|have been) issued (?:to (?:us|the company) )?by (?:the )?(?:[A-Z][\\w.&'’-]* ){0,4}?(?:{AUTHORITY})`, "g"), specific: false },
    // a subpoena, civil investigative demand or Wells notice received: "For example, we have received a subpoena and civil investigative demands from U.S. state and federal authorities …"
    { gate: /subpoena|investigative demand|wells notice/i, re: R(`\\b(?:we|the company|it) (?:have |has |had )?(?:also )?(?:received|reported|disclosed) (?:a |an |two |three |several |multiple )?(?:[\\w-]+ ){0,2}?(?:subpoenas?|civil investigative demands?|wells notices?)\\b`, "g"), specific: false },
    { gate: /subpoena|investigative demand|wells notice/i, re: R(`\\b{SUBJ} (?:have |has |had )?(?:also )?received (?:a |an |two |three |several |multiple )?(?:[\\w-]+ ){0,2}?(?:subpoenas?|civil investigative demands?|wells notices?)\\b`, "g"), specific: false, selfSubject: true },
    // the staff's notice that it will recommend an enforcement action (a Wells notice in its own words): "Bear Stearns has been notified by the Staff
    // of the SEC … that the Staff intends to recommend that the Commission bring a civil enforcement action against Bear Stearns …"
    { gate: /recommend/i, re: R(`\\bstaff\\b[^;]{0,80}?\\b(?:intends|intended|has decided|had decided|(?:has |had )?made a preliminary determination) to recommend that the (?:SEC|Commission|Securities and Exchange Commission) (?:bring|file|institute|commence) (?:a |an )?(?:civil |administrative |cease[- ]and[- ]desist )?(?:enforcement )?(?:action|proceedings?|complaint)\\b`, "g"), specific: true, admits: true },
    // an authority that contacted the company about a matter, or revoked its registration: "A consortium of California District Attorneys contacted
    // the Company in regard to possible liabilities related to environmental labeling …", "in June 2009, the SEC revoked our registration under the
    // Exchange Act for failure to file required reports"
    { gate: /contacted|approached|revoked/i, re: R(`(?:{AUTHORITY})[^;]{0,60}?\\b(?:contacted|approached) (?:us|the company)\\b[^;]{0,20}?\\b(?:in regard to|regarding|concerning|about|with respect to|in connection with)\\b|(?:{AUTHORITY})[^;]{0,40}?\\brevoked (?:our|its|the company['’]s) (?:registration|license|licen[cs]es|permits?|charter)\\b`, "g"), specific: false, selfImplied: true },
    // "The Company has filed voluntary disclosure reports concerning certain … violations of the ITAR with the U.S. Department of State's Directorate of Defense Trade Controls"
    { gate: /voluntary disclosure/i, re: R(`\\b(?:filed|submitted|made) (?:[\\w-]+ ){0,2}?voluntary disclosures?(?: reports?)?\\b[^;]{0,120}?\\b(?:with|to) (?:the )?(?:[A-Z][\\w.&'’-]* ){0,4}?(?:{AUTHORITY})`, "g"), specific: false, selfImplied: true },
    // "the Company consented to the issuance of a Consent Order by the CFPB"; "The Company promptly reported these matters to … the Department of Justice"
    { gate: /consented/i, re: R(`\\bconsented to the (?:issuance|entry) of (?:a |an |the )?(?:consent order|consent decree|cease[- ]and[- ]desist order|order)\\b`, "g"), specific: false },
    { gate: /reported/i, re: R(`\\b(?:we|the company|it) (?:promptly |voluntarily |also )*reported (?:these|the|this|such|those) (?:matters?|issues?|conduct|violations?|findings|events?) to\\b[^;]{0,100}?(?:{AUTHORITY})`, "g"), specific: false, selfImplied: true },
    // "In August 2008, the company disclosed to the Antitrust Division of the Department of Justice possible violations of federal antitrust laws …"
    { gate: /disclosed|reported/i, re: R(`\\b(?:we|the company) (?:voluntarily )?(?:disclosed|reported|self-reported) to (?:the )?(?:[A-Z][\\w.&'’-]* ){0,4}?(?:of (?:the )?)?(?:{AUTHORITY})[^;]{0,60}?\\b(?:possible|potential|certain|apparent) (?:violations?|improper|misconduct)`, "g"), specific: false, selfImplied: true, admits: true },
    // an authority's notice of intended enforcement: "we received two separate notices of intent (NOIs) from Israel's Ministry of Environmental Protection"
    { gate: /notices? of/i, re: R(`\\breceived (?:[\\w-]+ ){0,3}?notices? of (?:intent(?! to (?:take|seek|enter|obtain) (?:a )?default)|violation|non-?compliance|enforcement|proposed (?:penalty|enforcement))\\b[^;]{0,40}?\\bfrom\\b`, "g"), specific: false, selfImplied: true },
    // supervisory and integrity agreements with an authority: "the Company entered into the Written Agreement with the Reserve Bank",
    // "we entered into a five year Corporate Integrity Agreement (CIA) with the Office of the Inspector General"
    { gate: /integrity agreement/i, re: R(`\\b(?:entered into|remains? subject to|is subject to|are subject to|signed) (?:a |an |the )?(?:[\\w-]+ ){0,2}?corporate integrity agreement\\b`, "g"), specific: true },
    // a prosecution or integrity agreement with an authority, by its full name or its abbreviation: "the Company entered into a Deferred
    // Prosecution Agreement, dated February 5, 2009, with the DOJ …", "The Company also signed the CIA with the OIG in June 2013 …"
    { gate: /prosecution|plea|\b(?:CIA|DPA|NPA)\b/i, re: R(`\\b(?:entered into|signed|executed) (?:a |an |the )?(?:[\\w-]+ ){0,2}?(?:deferred prosecution agreement|non-prosecution agreement|plea agreement|DPA|NPA|CIA)\\b[^;]{0,80}?\\bwith (?:the )?(?:[A-Z][\\w.&'’-]* ){0,4}?(?:{AUTHORITY})|{PROSECUTION_AGREEMENT_ENTERED}(?=[^;]{0,200}?(?:{AUTHORITY}))`, "g"), specific: true },
    { gate: /agreement|memorandum|\bMOU\b/i, re: R(`\\b(?:entered into|remains? subject to|is subject to|are subject to|signed|consented to|(?:has |have )?operated under|operates under|(?:is|are) operating under) (?:a |an |the )?(?:[\\w-]+ ){0,2}?(?:written agreement|(?:in)?formal agreement|supervisory agreement|operating agreement|memorandum of understanding|MOU)\\b[^;]{0,60}?\\b(?:with|issued by|by) (?:the )?(?:[A-Z][\\w.&'’-]* ){0,4}?(?:of (?:the )?)?(?:{AUTHORITY}|(?:Federal )?Reserve Bank\\b|FRB\\b)`, "g"), specific: true },
    // an authority that proposes a penalty: "The FAA has proposed civil penalties against the Company", "the DDTC Office of Compliance proposed a total
    // penalty of $20 million" (a step of its inquiry, not yet a proceeding; the same against other companies stays silent)
    { gate: /propos/i, re: R(`(?:{AUTHORITY})[^;]{0,60}?\\b(?:has |have |had )?proposed (?:a |an |the )?(?:[\\w-]+ ){0,3}?(?:civil |monetary |administrative )?(?:penalt(?:y|ies)|fines?)\\b`, "g"), specific: true, selfImplied: true, unless: /\b(?:if|unless|were to|in the event|could|would|might)\b|\bagainst (?!(?:us|the company|the bank|the corporation|the registrant|the partnership|the association)\b)/i },
    // the supervisor as the one that entered into the agreement, or found the bank in need of it: "the FDIC and the Division … entered into an
    // agreement on a Memorandum of Understanding with the Bank", "the FRB determined that the Company required additional supervisory attention"
    { gate: /agreement|memorandum|\bMOU\b|supervisory attention/i, re: R(`${SUPERVISING}[^;]{0,200}?\\b(?:entered into|executed|signed|issued) (?:an agreement on )?(?:a |an |the )?(?:[\\w-]+ ){0,2}?${SUPERVISORY_TERM}\\b[^;]{0,30}?\\bwith (?:the )?(?:${SUPERVISED}|registrant|us)\\b|\\bthe ${SUPERVISED} and (?:the )?${SUPERVISING}[^;]{0,120}?\\b(?:entered into|executed|signed) (?:a |an |the )?(?:[\\w-]+ ){0,2}?${SUPERVISORY_TERM}\\b|${SUPERVISING}[^;]{0,120}?\\b(?:determined|concluded|found) that (?:the )?${SUPERVISED} required (?:additional |heightened |special )?supervisory attention\\b`, "g"), specific: true, selfImplied: true, unless: /\b(?:if|unless|were to|in the event|could|would|might)\b/i },
    // a supervisory agreement's or order's restrictions in force, told by what they restrict: "because of the restrictions imposed on dividends from the
    // Bank under the Formal Written Agreement …" (a phrase that states them whatever its clause denies), "The Consent Order restricts the Bank’s
    // ability to pay dividends …" (an agreement that could be entered into, "a" written agreement in general, no restrictions imposed: nothing)
    { gate: /agreement|order|memorandum|\bMOU\b/i, re: R(`\\b(?<!\\b(?:no|not|any|without|of) )(?:restrictions?|limitations?|limits|prohibitions?) (?:currently |now )?(?:imposed|placed) (?:on|upon) [^;]{0,80}?\\b(?:under|by|pursuant to) the (?:[\\w-]+ ){0,2}?${SUPERVISORY_TERM}\\b`, "g"), specific: false, selfImplied: true, admits: true, relative: true, unless: /\b(?:if|unless|were to|in the event|could|would|might)\b/i },
    { gate: /agreement|order|memorandum|\bMOU\b/i, re: R(`\\bthe (?:[\\w-]+ ){0,2}?${SUPERVISORY_TERM} (?:also )?(?:imposes|imposed|places|placed|restricts|restricted|prohibits|prohibited|limits|limited) (?:restrictions|limitations|limits|prohibitions|(?:the|its|our) (?:[\\w-]+['’]s )?(?:ability|payment|declaration)|(?:the )?(?:payment|declaration) of dividends|dividends)\\b`, "g"), specific: false, selfImplied: true },
    // an authority began an inspection of the company's business: "In August 2014, the EPA began an EPA TSCA inspection of both Afton and Ethyl."
    { gate: /inspection/i, re: R(`(?:{AUTHORITY})[^;]{0,40}?\\b(?:began|commenced|initiated|opened|conducted|completed|performed) (?:an? |its )?(?:[\\w-]+ ){0,3}?inspections? of\\b`, "g"), specific: false }
  ]
}
