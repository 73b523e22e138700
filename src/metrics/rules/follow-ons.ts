/**
 * Follow-on vocabulary shared by the event families: references back to a matter, procedural
 * steps, estimates and outcomes, narrative steps, defined terms (events-engine.ts reads them).
 */
import { eventRule as R } from "./compile.js"
import { FORMER_OFFICER_CHARGED, MONTHS } from "./guards.js"

/** A reference back to a matter already stated. */
const ANAPHOR_RE = R(
  "\\b(?:these|those|such|this|that|the|both|each|all|their) (?:[\\w-]+['’]s )?(?:[$€£]\\s?[\\d.,]+ (?:million |billion )?)?(?:cyber[\\s-]?|security |ransomware |data )?(?:two |several |multiple |putative |pending |consolidated |securities |class |related |ongoing |open |current |amended |original |underlying |initial |operative |proposed |alleged |first |second |third |latter |former |special |above[\\s-](?:referenced|described|mentioned|captioned) |aforementioned |foregoing |[A-Z\u00C0-\u00DE][\\w\u00C0-\u024F()./-]* ){0,3}(?:lawsuits?|suits?|actions?|cases?|matters?|claims|complaints?|proceedings|petitions?|appeals?|plaintiffs?|defendants?|fines?|penalties|requests?|letters?|demands?(?= (?:requested|requests|sought|seeks|asked|asks|required|requires|called for|calls for)\\b)|inquir(?:y|ies)|investigations?|injunction|decisions?|rulings?|orders?|decrees?|claimants?|motions?|class|receiverships?|custodianships?|notices?|(?:plea|settlement|consent|deferred prosecution|non-prosecution) agreements?|verdicts?|judgments?|settlements?|notices?|allegations|awards?|assessments?|sanctions|subpoenas?|civil investigative demands?|CIDs?|Wells notices?|violations|fraud|attacks?|incidents?|breach(?:es)?|(?:criminal |civil |DOJ |SEC |FTC |CFTC |FCPA |government(?:['’]s)? )charges|counterclaims?|(?:criminal |threat |malicious |unauthori[sz]ed )?(?:actors?|attackers?|hackers?|intruders?|cyber ?criminals?|criminals)|information (?:accessed|obtained|exfiltrated|stolen|acquired))\\b",
  "g"
)

/** Procedural steps of a matter. */
const PROCEDURE_RE = R(
  "\\b(?:(?:claims? )?activity\\b[^;]{0,40}?\\b(?:related to|relating to|for|in|of) (?:the |our |its )?(?:[\\w-]+ ){0,5}?(?:claims|cases|lawsuits|actions)\\b[^;]{0,120}?\\b(?:is|was|were|are|has been|have been) as follows|table (?:below )?(?:shows|sets forth|summarizes|presents) (?:the )?(?:approximate )?(?:number|activity) of (?:[\\w-]+ ){0,4}?(?:claims|cases|lawsuits|actions|plaintiffs|claimants)\\b|(?:discussions|negotiations|talks) (?:between|with) [^;]{0,60}?\\b(?:agenc(?:y|ies)|authorit(?:y|ies)|regulators?|government)\\b[^;]{0,20}?\\b(?:are|remain|continue)|(?:provided|submitted|filed) (?:[\\w-]+ ){0,4}?(?:submissions?|briefs?|papers|filings|materials|responses?|letters?) to the court|(?:court|circuit|judge|jury|tribunal|commission|panel|office|board|agency|authority|bureau|ministry|regulator|arbitrator)[\\w ]{0,40}?\\b(?:ruled|found|held|denied|granted|affirmed|reversed|vacated|remanded|dismissed|enjoined|ordered|issued|entered|approved|certified|reduced|upheld|agreed|stayed|discussed|noted|rendered|clarified|declined|responded|determined|concluded|appointed)|pending (?:in|before|against)|certain (?:of (?:the|these|those|its|their) )?claims (?:by|of|asserted by|brought by) (?:the )?[A-Z][\\w&.'’-]*|responded to|(?:this|that|such) (?:loss )?contingency|disagree(?:s|d)? with (?:the (?:proposed )?(?:adjustments|assessments?|notices?|findings|allegations|claims)|(?:the|this|that) (?:court['’]s |jury['’]s |tribunal['’]s )?(?:outcome|decision|ruling|judgment|verdict|award|order))|(?:preparing|prepared|submitted|provided) (?:its |our |a |their )?responses? to|(?:was|were|has been|have been) (?:filed|brought|amended|stayed|consolidated|dismissed|remanded|transferred|appealed|unsealed|certified|decertified)|pursu(?:ing|ed|es) (?:an? |the |its )?(?:[\\w-]+ )?appeal|cooperat(?:ed|ing|es?) (?:fully )?(?:with|in)|filed (?:additional |new |further |amended )?(?:[\\w-]+ ){0,3}(?:actions|suits|lawsuits|complaints|counterclaims|claims in court)|(?:continue to |continues to )?den(?:y|ies|ied) (?:the |these |all |any )?(?:[A-Z][\\w.]*(?: [A-Z][\\w.]*)?['’]s? )?(?:allegations|claims|liability)|(?:continue to |continues to )?(?:contest|dispute|challenge)s? (?:the |this |that |its |their |these )?(?:conclusions?|decisions?|findings?|rulings?|orders?|judgments?|assessments?|allegations|fines?|penalt(?:y|ies)|verdicts?|awards?)|defend (?:our|its|their|the company['’]s) position|discovery|document production|(?:is|are|has been|have been) (?:re)?scheduled|(?:appealed|has appealed|have appealed|plans to appeal|filed (?:a |an )?(?:[\\w-]+ )?(?:notice of )?(?:appeal|motion|petition|statement|response|reply|answer|brief)|filed petitions?|petitioned|moved to|requested (?:a |an )?(?:stay|review|rehearing)|implemented a plan to comply|intends? to (?:vigorously )?(?:defend|contest|appeal)|(?:will|to) (?:continue to )?vigorously defend|vigorously defend|(?:is|are) (?:vigorously )?defending|without merit|substantial defenses|(?:is|are) seeking|seeks?|sought|alleging|alleges?|asserts?|claims? (?:that|damages)|applies to|relates to|concerns?|concerned|range of (?:reasonably possible )?loss(?:es)?|estimated? (?:that )?the range|remains? unresolved|(?:has|have) not (?:yet )?(?:been )?resolved|received (?:a |an )?(?:second )?(?:statutory )?notice|applied its position|proposed (?:new )?adjustments|(?:have|has) been and (?:are|is) likely|stay (?:of|pending)|pending appeal|(?:oral|appellate) arguments?|awaiting (?:a |the |its |their )?(?:[\\w-]+ )?(?:decision|ruling|judgment|verdict)|(?:notice of )?right[\\s-]to[\\s-]sue|expects? (?:that )?(?:the )?(?:court|judge|jury|panel|tribunal|arbitrators?|arbitration panel)(?: will| to)? (?:issue|render|rule|decide)|under appeal|trial|re-?trial|mistrial|hearings?|settlement (?:discussions|negotiations|talks)|(?:fully )?restored (?:our|its|the|all|affected) (?:[\\w-]+ )?(?:services|systems|operations|networks?|data)|notified (?:the )?(?:potentially[\\s-])?(?:affected|impacted) (?:[\\w-]+ )?(?:individuals|customers|persons|consumers|users|patients|employees|members|clients|cardholders)|(?:offered|made available|provided) (?:[\\w-]+ ){0,4}?credit monitoring|(?:activated|initiated|invoked|implemented) (?:its|our|the company['’]s) (?:[\\w-]+ ){0,2}?response (?:protocols?|plans?|procedures?|processes)|(?:notified|contacted|informed|alerted) (?:federal |local |state |relevant |appropriate |the )?law enforcement|(?:recovery|restoration) of (?:[\\w-]+ ){0,2}?(?:systems|operations|services)|(?:bringing|brought) (?:[\\w-]+ ){0,3}?systems back online|baseless|(?:we|the company) (?:contends?|maintains?) that|(?:was|were) (?:again )?successful in (?:opposing|defending|contesting|challenging)|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|\\d+) (?:[\\w-]+ )?(?:cases?|actions?|lawsuits?|matters?|claims?) (?:remains? |(?:is|are) (?:currently |still |now )?)(?:active|pending|open|outstanding)))\\b"
)

/** "these incidents have been and are likely …", "such incidents have remained, and could …": stated, then hedged. */
export const ADMITTED_AFTER_RE = R("^\\s*(?:have|has) been and\\b|^\\s*(?:have|has) (?:been |also )?\\w+ed,? (?:and|or) (?:may|could|might|will|are likely|is likely)\\b")

/** A belief that the matters will not matter: "… believes that the ultimate outcome of these proceedings … will not materially harm …". */
/** The company's stated next step in a matter ("We intend to appeal the judgment and believe … may lead to a reversal"): the step is its own, the hedge is about the outcome. */
export const INTENDS_TO_RE = R("\\b(?:we|the company) (?:intends?|plans?) to (?:vigorously )?(?:appeal|defend|contest|challenge)\\s*$")

/** An estimate the company cannot make yet, of a matter already stated. */
export const UNABLE_LEAD_RE = R("^[^;]{0,60}?\\b(?:(?:is|are|was|were|remains?) (?:currently |presently )?unable(?: at this time| currently| presently)? to|(?:do|does) not (?:currently |presently |yet )?have (?:enough|sufficient|adequate) information(?: at this time)? to(?: make)?(?: an?)?) (?:reasonably |reasonable )?(?:estimate|determine|predict|assess|evaluate|state|quantify)\\b")

/**
 * Category wording that ends a matter's follow-on sentences ("from time to time", "other legal proceedings"), and a policy or a category among
 * a matter's sentences ("For matters where the likelihood of a loss is not probable …", "private parties have the right to bring qui tam
 * lawsuits …", "Some of these actions may involve large demands …", "Liabilities for loss contingencies … are recorded within …"), and how such suits
 * go in general ("In such an action, a private party purports to act on behalf of …", "The subject matter of non-income tax audits primarily
 * arises from …"), or how suits vary ("Other reported … lawsuits have resulted in a broad range of outcomes, with each case being dependent on its own
 * unique set of facts and circumstances", "both the claims asserted and the resolutions of those claims have an enormous amount of variability"),
 * and the accounting for claims in general ("We evaluate such claims as and when they arise.", "Under GAAP, loss contingency provisions are recorded
 * when …", "When probable and reasonably estimable, the losses have been accrued.", "… it is at least reasonably possible that the Company's estimates will change in the near term", "The process of resolving these
 * matters is inherently uncertain …").
 */
export const FOLLOW_ON_CATEGORY_RE = R(
  "\\b(?:on a regular basis|as and when (?:they|such claims) arise|loss contingency provisions are recorded|when (?:[\\w-]+ ){0,3}?probable and (?:can be |are )?(?:reasonably )?(?:estimable|estimated)|reasonably possible that (?:the company['’]s|our) estimates? will change|inherently (?:uncertain|difficult to predict)|(?:receives|receive) (?:numerous|various|many|frequent|a (?:large )?number of)|to the extent (?:that )?(?:a |any |the )?(?:plaintiffs?|claimants?|part(?:y|ies))|(?:below|following) (?:is|are) (?:a )?(?:brief )?(?:summary|summaries|description|descriptions|list|discussion)|inherent (?:unpredictability|uncertaint(?:y|ies)) of (?:litigation|legal)|expensed as incurred|(?:legal|litigation|defen[cs]e) (?:fees|costs|expenses) as incurred|(?:when|if) (?:it is )?(?:believed to be |considered |determined to be )?probable that (?:a (?:loss|liability) has been incurred|(?:the company|we) (?:has|have) incurred a (?:loss|liability))|(?:related|relating) to commitments and contingencies|automatic(?:ally)? stay(?:ed|s)?\\b[^.;]{0,80}?\\bagainst the debtors?|(?:the )?(?:matters|proceedings|actions|cases) (?:set forth|described|discussed) below|(?:establish|record|provide|accrue|recognize)(?:s|es)? (?:[\\w-]+ ){0,3}?(?:reserves|accruals|liabilit(?:y|ies)|provisions?)\\b[^;]{0,80}?\\bwhen\\b|previously (?:described|disclosed|reported) (?:certain |the )?(?:legal )?(?:proceedings|matters) in|no material changes|(?<!\\b(?:and|or),? )in (?:other|some|certain|many|most) (?:instances|cases)(?!,? (?:punitive|exemplary|treble)\\b)|normal conduct of|(?:all|any) such (?:matters|proceedings|claims|lawsuits)|includes? all|occasionally|normal to (?:its|our|the company['’]s) business|(?:generally|typically) includes?|for matters that|(?<!\\b(?:outstanding|owed|owing|unpaid|due) )from time to time|in the (?:ordinary|normal|regular) course|ordinary[- ]course|regularly|routinely|periodically|(?<!\\bamong(?:st)? )other (?:legal |pending |similar )?(?:proceedings|matters|lawsuits|claims|litigation|investigations|inquiries)|(?:various|numerous) other (?:[\\w-]+ )?(?:actions|suits)|other legal actions|accrues? for (?:[\\w-]+ ){0,3}?(?:matters|claims|contingencies|proceedings|losses) (?:when|if)|accruals? (?:for|related to|relating to) (?:all )?(?:legal|litigation) (?:matters|proceedings|contingencies|claims) (?:were|was|are|is|remain(?:ed)?) (?:not material|immaterial)|(?:is|are) sometimes unable|in certain situations|like other companies|as is common|companies in our industry|many companies|(?:is|are) (?:also )?(?:currently )?(?:subject to|involved in|(?:a )?party to) (?:legal proceedings|claims|lawsuits|litigation|proceedings)(?:,| and| in| involving| arising| relating)|such as|types of|kinds of|typically(?! (?:alleg(?:e|es|ing)|seek(?:s|ing)?|assert(?:s|ing)?|claim(?:s|ing)?)\\b)|usually|often (?:result|involve|depend|require|reflect|arise)s?|in the past|historically|(?:most|many) (?:cases|actions|lawsuits|claims)|for (?:matters|claims|cases|proceedings|lawsuits) (?:where|in which|for which)|(?:have|has) the right to (?:bring|file|commence|pursue)|(?:some|many|certain|any) of (?:these|those|such) (?:[\\w-]+ )?(?:actions|claims|cases|lawsuits|suits|matters|proceedings) (?:may|could|might|can)|(?:liabilities|accruals|reserves|provisions) for loss contingencies\\b[^;]{0,160}?\\b(?:are|is) (?:recorded|recognized|accrued|included|expensed|charged)|a private party|in such an? (?:action|case|suit|lawsuit|proceeding)|(?:broad|wide) range of (?:outcomes|results)|(?:amount|degree) of variability|(?:its|their) own (?:unique )?(?:set of )?facts and circumstances|the subject matter of (?:[\\w-]+ ){0,3}?(?:audits|claims|matters|cases|proceedings|disputes|litigation))\\b"
)

/** A sentence whose subject, referring back, is a rule, a report or a programme, not a matter. */
export const NOT_MATTER_SUBJECT_RE = R("^\\W*(?:these|those|such|this|that) (?:[\\w-]+ ){0,2}?(?:requirements?|reports?|rules?|regulations?|laws?|standards?|polic(?:y|ies)|programs?|programmes?|procedures?|processes|controls?|measures?|systems?|efforts?|disclosures?|risks?|threats?|obligations?|guidelines?|frameworks?|statutes?|regimes?|restrictions?|provisions?|licen[cs]es?|permits?)\\b(?! (?:were|was|have been|has been) (?:violated|breached))")

export const CYBER_PAST_RE = R("\\b(?:activated|invoked|was|were|had|has|have|did|caused|reported|recognized|recorded|restored|initiated|engaged|retained|remediat\\w*|resulted|occurred|remained|affected|impacted|involved|exploited|compromised|accessed|exfiltrated|detected|discovered|began|took|led|included|consisted|disrupted|incurred|announced|notified|remediated|contained|lost|halted|suspended|delayed|paid|experienced|interrupted|shut|closed|received|ceased|recovered|implemented|completed)\\b")

/** A court or authority reporting its finding. */
export const REPORTING_RE = R("\\b(?:court|circuit|judge|jury|tribunal|commission|panel|board|agency|authority|arbitrator)\\b[\\w ]{0,40}?\\b(?:ruled|found|held|noted|determined|concluded|stated|indicated|agreed)$")

/** A decision as a follow-on's subject and what it says ("The decision indicated that TAS would be liable to reimburse Northrop …"): its words, whatever their modal. */
export const DECISION_RE = /\b(?:decisions?|rulings?|awards?|opinions?|verdicts?|judge?ments?)$/i
export const DECISION_SAYS_RE = /^\s+(?:also )?(?:indicated|found|held|ruled|determined|concluded|stated|provided) that\b/i

export const FOLLOW_ON_RES: ReadonlyArray<RegExp> = [new RegExp(ANAPHOR_RE.source, "gi"), new RegExp(PROCEDURE_RE.source, "gi")]

/**
 * An incident stated earlier in the section, referred to by "this" in a later paragraph: "We are undertaking extensive
 * efforts to identify, contain and recover from this incident quickly and securely." Not when hedged or negated before
 * the mention, or followed in its clause by a modal.
 */
export const THIS_INCIDENT_RE = R("\\bthis (?:cyber[\\s-]?(?:security )?|security |ransomware |data security )?(?:incident|attack|cyber-?attack|breach|intrusion)\\b|\\bthis (?:cyber[\\s-]?(?:security)?|security|data security) (?:issue|event|matter)\\b(?! (?:response|management|program|plan|team|risk))")

/** Inside the unit that states the incident, or right after the sentence that does, "this event" and "this compromise" refer back to it: "As a result of this event, certain card networks removed us from their list …". */
export const THIS_EVENT_IN_UNIT_RE = R("\\b(?:this|that) (?:event|compromise|unauthori[sz]ed access)\\b")

/**
 * The loss of a named matter cannot be estimated yet ("Given the procedural posture and the nature of these cases, … we are unable to make a
 * reasonable estimate of the potential loss …"), or the loss accrued for it ("We have recorded a liability for an amount that we consider to be
 * the best estimate within a range of potential losses.", "… and the loss has accordingly been accrued"; not a reserve against receivables).
 */
export const ESTIMATE_RE = R(
  "\\b(?:an? )?estimate of (?:the )?(?:possible |potential |reasonably possible )?(?:loss(?:es)?|liability|range of loss)\\b[^;.]{0,40}?\\b(?:cannot|could not|can not) be (?:made|determined)\\b|\\b(?:loss(?:es)?|liabilit(?:y|ies)|damages|exposure)\\b[^;.]{0,40}?\\b(?:cannot|could not|can not|can ?not) (?:be )?(?:reasonably )?(?:estimated|determined|quantified)\\b|\\b(?:unclear|uncertain|unknown|not (?:yet )?(?:known|determinable)) (?:at this time |currently |presently )?(?:what|how much|whether) (?:the |any )?(?:[\\w'’-]+ ){0,2}?(?:damages|losses|liability)\\b|\\bno (?:reasonable |accurate |reliable |meaningful )?estimate of (?:the )?(?:range of )?(?:possible |potential |reasonably possible )?(?:loss(?:es)?|liability|range of loss)\\b[^;.]{0,40}?\\bcan be made\\b|\\b(?:unable to|cannot|can ?not|not (?:presently |currently )?able to|nor can (?:it|we|the company|management))\\b[^;.]{0,120}?\\b(?:estimat\\w*|quantif\\w*|identify|determine|assess)\\b[^;.]{0,50}?\\b(?:loss(?:es)?|liabilit(?:y|ies)|damages|exposure)\\b|\\b(?:the )?(?:range of (?:reasonably possible )?loss(?:es)?|(?:possible |potential )?loss(?:es)?|(?:potential )?liability)(?:,? if any,)? (?:is|are) not (?:currently |yet |presently )?(?:reasonably )?(?:estimable|determinable|quantifiable)\\b|\\b(?:we|the company|it) (?:have|has|had) (?:recorded|accrued|established|recognized) (?:an? )?(?:[\\w-]+ ){0,2}?(?:liability|accrual|reserve|provision)\\b(?![^.;]{0,40}?\\b(?:against|receivables?|refunds?)\\b)|\\b(?:the )?loss has (?:accordingly |therefore )?been (?:accrued|recorded)\\b"
)

export const ESTIMATE_SUBJECT_RE = R("\\b(?:this|these|those|the|such) (?:[\\w-]+ )?(?:case|cases|proceeding|proceedings|matter|matters|action|actions|lawsuit|lawsuits|suits?|litigation|claims|fine|appeal|arbitration)\\b")

/**
 * What the company says of a stated matter's outcome or merits: "The outcome and the financial impact of these cases, if
 * any, cannot be predicted at this time.", "it is impossible to predict the outcome …; however, … we are confident that we
 * will prevail in this litigation", "we believe we have a strong defense for these claims", "We believe that many of the asserted claims will be
 * defeated by dispositive motions", "We remain optimistic that class certification will be defeated in the other lawsuit". It asserts the matter exists;
 * a category ("any such claims", "other matters") does not, nor does a denial that it matters.
 */
export const OUTCOME_RE = R(
  "\\b(?:predict|foresee|determine|estimate|assess) (?:with (?:any )?certainty )?(?:the |what the )?(?:ultimate |final |eventual |likely |probable )?(?:outcomes?|resolutions?|timing)\\b|\\b(?:predict|foresee|determine) when (?:the|this|these)\\b|\\b(?:predict|foresee|determine) whether (?:the|a) (?:court|courts|judge|jury|tribunal|arbitrator|panel)s? will (?:permit|allow|certify|grant|approve)\\b|\\b(?:predict|foresee|determine) (?:if|whether) (?:the )?plaintiffs? (?:will|would) (?:file|seek|appeal|pursue|refile|re-file)\\b|\\b(?:outcomes?|resolutions?)\\b[^;]{0,80}?\\b(?:cannot|can ?not|could not) (?:yet )?be (?:predicted|determined|foreseen)\\b|\\b(?:meritorious|strong|substantial|valid) defen[cs]es?\\b|\\b(?:confident|believes?|believed|expects?) (?:that )?[^;]{0,60}?\\b(?:prevail|be (?:ultimately )?decided in (?:its|our|the company['’]s) favou?r|be (?:ultimately )?decided in favou?r of (?:the company|us))\\b|\\b(?:confident|optimistic|believes?|believed|expects?)\\b[^;]{0,100}?\\b(?:will|would) (?:(?:ultimately|likely|eventually) )?(?:be (?:defeated|dismissed|denied|rejected|deemed invalid|found (?:to be )?invalid|invalidated)|succeed on the merits)\\b"
)

const OUTCOME_SUBJECT_RE = R(
  "\\b[A-Z][\\w&.-]*['’]s (?:[\\w-]+ ){0,2}?(?:claims|allegations|case|lawsuit|suit|action|complaint|arbitration|appeal)\\b|\\b(?:this|these|those|the|such) (?:[\\w-]+['’]s )?(?:[\\w-]+ ){0,2}?(?:case|cases|proceeding|proceedings|matter|matters|action|actions|lawsuit|lawsuits|claims|allegations|litigation|suits?|investigations?|inquir(?:y|ies)|disputes?|appeals?|arbitrations?|trials?|retrials?|verdicts?|judgments?)\\b"
)

export const OUTCOME_SUBJECTS_RE = new RegExp(OUTCOME_SUBJECT_RE.source, "gi")

/** A dated or past-tense statement: a step of a case narrative. */
export const NARRATIVE_RE = R(`\\b(?:${MONTHS} (?:\\d{1,2}, )?(?:19|20)\\d\\d|(?:19|20)\\d\\d)\\b|\\b(?:filed|ruled|held|found|granted|denied|affirmed|reversed|vacated|remanded|dismissed|invalidated|instituted|appealed|awarded|entered|issued|ordered|imposed|approved|asserted|accused|sought|consolidated|transferred|stayed|annulled|rejected|upheld|settled|agreed|moved|responded|served|revised|reduced|accrued|recorded|paid|closed|terminated|withdrawn|concluded|sued)\\b|^\\W*case (?:number|no\\.?)\\s*:`)

/** Pointers and categories that a narrative step is not. */
export const NARRATIVE_SKIP_RE = R(`\\bincorporated (?:herein )?by reference\\b|\\b(?:as )?previously reported\\b|\\bvarious\\b|\\bnumerous\\b|${FORMER_OFFICER_CHARGED}`)

export const IN_FORCE_RE = R("\\bwill (?:remain|continue) (?:in (?:full )?(?:force|effect)|in place|outstanding)\\b")

/** Terms an anchor defines for its matter: (the “Settlement”), (“SNOD”), (the “Shareholder Litigation”). */
export const DEFINED_TERM_RE = /\((?:the |collectively,? |together,? )?[“"]([A-Z][^”"]{1,60})[”"]\)|\(([A-Z]{2,}[A-Za-z]{0,6})\)/g

export const MATTER_NOUN_RE = /\b(?:(?:[Nn]on-?[Pp]rosecution|[Dd]eferred [Pp]rosecution|[Pp]lea|[Cc]onsent|[Ss]ettlement|[Cc]orporate [Ii]ntegrity) [Aa]greements?|Settlements?|Litigation|Actions?|Investigations?|Inquir(?:y|ies)|Cases?|Matters?|Complaints?|Lawsuits?|Suits?|Proceedings?|Orders?|Decrees?|Consent|Awards?|Injunctions?|Decisions?|Rulings?|Notices?|Assessments?|Frameworks?|Stipulation|[Mm]emorandum of [Uu]nderstanding|(?:[Ww]ritten|[Ff]ormal|[Ss]upervisory) [Aa]greements?|Petitions?|Appeals?|Incidents?|Attacks?|Breach(?:es)?|Vulnerabilit(?:y|ies)|Liabilit(?:y|ies))\b/

export const NAMED_MATTER_TERM_RE =
  /\b(?:[Aa]n?|[Tt]he|[Ii]ts|[Oo]ur)\s+((?:(?:Joint|Final|Amended|Modified|Stipulated)\s+)?(?:Consent|Cease[ -]and[ -]Desist|Written|Settlement|Plea|Deferred Prosecution|Non-Prosecution|Formal|Supervisory)\s+(?:Order|Decree|Agreement)|(?<=\b[Tt]he\s+)(?:Order|Decree)(?=\s+(?:without|by|of|and|issued|entered|requires?|required|dated|against)\b|\s*[,.;(])|Memorandum of Understanding|(?:[A-Z][\w’'-]*\s+){1,3}(?:Settlement|Litigation|Lawsuit|Investigation|Inquiry|Complaint|Arbitration))\b/g

/** Outside its matter's unit a defined term is carried only by a statement, not by a list item or the matter's open outcome. */
export const OUTSIDE_UNIT_SKIP_RE = /^[\s•●▪■◦·(-]|\boutcomes?\b|\bresults? of\b/i

/** A footnote marker opening a paragraph: "(d)", "(12)". */
export const FOOTNOTE_RE = /^\((?:[a-z]|\d{1,2})\)/
