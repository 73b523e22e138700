/** The going concern flag's triggers (see ../engine.ts for how a trigger is read and guarded). */
import { trigger as P, sentenceTest as T } from "../compile.js"
import { SEE_FOR_MORE_RE } from "../guards.js"
import type { SectionKey } from "../../../domain/forms.js"
import type { FlagRule } from "../types.js"

/** Where the company tells its own condition (not its risk factors): MD&A and the going-concern note. */
/** A date a runway ends on: "November 30, 2015", "March 2016", "the third quarter of 2020". */
const RUNWAY_DATE =
  "(?:(?:January|February|March|April|May|June|July|August|September|October|November|December) (?:\\d{1,2}, )?(?:19|20)\\d\\d|the (?:first|second|third|fourth|end of the) (?:fiscal )?(?:quarter|half) of (?:fiscal )?(?:19|20)\\d\\d)\\b"
const CONDITION_SECTIONS: ReadonlySet<SectionKey> = new Set<SectionKey>(["item_7_mdna", "item_2_mdna", "going_concern_note"])
/** Where a stated doubt's figures are read beside it: the condition sections and the risk factors, which often state the doubt with its figures. */
const FIGURE_SECTIONS: ReadonlySet<SectionKey> = new Set<SectionKey>([...CONDITION_SECTIONS, "item_1a_risk_factors"])

const ALLEVIATED_RE = /\balleviat\w*/i
/** Another party's doubt about itself, told by the company: "One of our suppliers disclosed substantial doubt about its ability to continue as a going concern". */
const OTHER_PARTY_DOUBT_RE = T(
  "\\b(?:suppliers?|customers?|tenants?|borrowers|lessees?|licensees?|distributors?|franchisees?|vendors?|operators?|counterpart(?:y|ies)|investees?|manufacturers?|contractors?|collaborators?|partners?)\\b[^.;]{0,80}?\\b(?:disclosed|reported|announced|stated|expressed|received|included|has|had|have|faces?|faced|indicated)\\b[^.;]{0,60}?\\bsubstantial doubt {ABOUT} (?:its|their) ability\\b"
)
/** Plans meant to end a doubt, which the doubt is still there for: "Managements plans to alleviate substantial doubt include …". */
const PLANS_TO_ALLEVIATE_RE = /\bplans? (?:intended |designed )?to alleviate\b/i
// (plans the company believes would end the doubt, which it cannot call probable: "While we believe our plans to raise additional funds will alleviate the conditions
// that raise substantial doubt …, these plans are not entirely within our control and cannot be assessed as being probable of occurring")
const NOT_ALLEVIATED_RE = T(
  "\\bnot (?:been |be |sufficient to |enough to )?alleviat\\w*|\\bnot (?:yet )?alleviated|\\b(?:cannot|can not|could not|(?:are|is|were|was) not) (?:be )?(?:assessed|considered|deemed|determined) (?:as |to be )?(?:being )?probable\\b|\\bnot (?:entirely |fully |wholly |solely )?within (?:our|its|the company['’]s|management['’]s) control\\b"
)

export const goingConcern: FlagRule = {
  flag: "going_concern_flag",
  gate: /substantial\s+doubt|filed (?:for bankruptcy|(?:a )?voluntary petition)|successful in|merger candidate|unwilling or unable|issuances? of common stock|additional (?:capital|financing|funding|funds)|any adjustments?|in default|net loss|deficit|(?:accumulated|cumulative) (?:net )?losses|losses since|losses to date|generated any|revenue[- ](?:producing|generating) operations|deficiency|negative (?:operating )?cash|negative working capital|used in (?:its |our )?operati|cash in (?:its |our )?operati|recurring (?:operating )?losses|loss(?:es)? from operations|operating losses|liabilities exceed|material uncertaint|questionable|doubtful|will be (?:needed|required)|commitments|in order (?:for|to)|going[\s-]concern|deplet|exhaust|run out of|use up|continued existence|continue in existence|continuation of (?:our|its|the company['’]s) business|contingent (?:up)?on|dependent (?:up)?on|depend (?:up)?on|sufficient|raise additional|access to (?:outside |additional )?capital|without additional|probable|depends (?:up)?on|unable to (?:secure|obtain|raise)|generate sufficient|rely on|fund (?:its |our )?operations|establish(?:ed)? (?:a|an|any) (?:ongoing |stabilized |stable )?source of revenue|have to raise|need to raise|requires? additional|(?:give effect to|include|reflect) adjustments|yet to achieve profitable|daily operations|dependent,|only source (?:for|of) cash|stay in business|cash needs? of|finance operating costs|no adjustments|development stage|generate significant revenue|required to obtain additional|liquidation (?:deadline|date)|business combination by/gi,
  triggers: [
    { re: P(`\\bsubstantial doubt (?:exists |existed |remains )?{ABOUT} {OWN_POSS} (?:ability to continue|continued existence|continuation)`) },
    { re: P("\\bsubstantial doubt (?:exists|existed|remains|remained|continues to exist|continued to exist)\\b") },
    { re: P("\\b(?:raise|raises|raised|give rise to|gives rise to|gave rise to) substantial doubts?\\b") },
    // the doubt told as uncertainty: "These matters create uncertainty relating to its ability to continue as a going concern"
    { re: P("\\b(?:create|creates|created|raise|raises|raised|cast|casts|give rise to|gives rise to) (?:significant |substantial |considerable |material )?uncertaint(?:y|ies) (?:about|relating to|related to|regarding|as to|concerning|over|on) (?:its|our|{COMPANYS}|the registrant{AP}s|the partnership{AP}s) ability to continue as a going concern\\b") },
    // the doubt without "substantial": "These issues raise doubt about whether the Company will continue as a going concern"
    { re: P("\\b(?:raise|raises|raised|create|creates|created|cast|casts) (?:significant |serious |considerable )?doubts? (?:about|as to|regarding|concerning|on|upon) (?:whether )?(?:[\\w'’]+ ){0,4}?(?:(?:ability|able) to )?continu\\w* (?:as a going concern|its operations|our operations|operations|in business|in existence)\\b") },
    { re: P("\\bsubstantial doubt (?:is|was) (?:deemed|considered|determined|believed|concluded) to exist\\b") },
    { re: P("\\bthere (?:is|was|exists|existed) substantial doubt\\b") },
    // a doubt held by someone (the auditor, the company) that the company will carry on: "it has substantial doubt that we will be able to
    // continue as a going concern without further financing"
    { re: P("\\b(?:has|have|had|expressed|expresses|expressing|stated|states|noted|notes) (?:a )?substantial doubt (?:that|whether) {SELF_DEFINED} (?:will|would|can|could|is|are|was|were) (?:be )?(?:able to )?continue as a going concern\\b") },
    { re: P(`\\b(?:raise|raises|raised) (?:a |significant )?doubt (?:about|as to|regarding) (?:our|its|{COMPANYS}) ability to (?:continue|operate|remain) as a going concern\\b`) },
    // a doubt in other words: "raise significant doubt as to whether the Company will be able to continue as a going concern", "our auditors
    // have expressed doubt about …", "create uncertainty about our ability to continue as a going concern", "raises a doubt about its continued existence",
    // "These factors raise concerns about our ability to continue as a going concern", "…, which raises questions about our ability to continue as a going concern"
    { re: P(`\\b(?:raise|raises|raised|raising|cast|casts|casting|create|creates|created|creating|give rise to|gives rise to|gave rise to|express|expresses|expressed|expressing|there (?:is|was|exists|existed)) (?:a |some |significant |serious |considerable |substantial |material )?(?:doubts?|uncertaint(?:y|ies)|concerns?|questions?) {ABOUT} (?:whether )?(?:{OWN_POSS} continued existence|(?:{OWN_POSS} (?:ability to (?:continue|remain|operate)|continuation)|(?:we|the company|it|the registrant) (?:will be able to|can|could|is able to|would be able to) (?:continue|remain))\\b[^.;]{0,40}?\\b(?:going[\\s-]concern|in existence))\\b`) },
    // "our ability to continue as a going concern is in substantial doubt", "… is uncertain"
    // the doubt management's plans leave: "Management’s plans do not alleviate the substantial doubt …", "substantial doubt … has not been alleviated"
    { re: P("\\b(?:do|does|did|have|has|had) not (?:fully |yet )?(?:alleviate|alleviated|mitigate|mitigated|overcome|eliminate|eliminated|remove|removed|remedy|remedied|resolve|resolved) (?:the |this |these |such )?substantial doubts?\\b|\\bsubstantial doubt\\b[^.;]{0,120}?\\b(?:has|have|had) not (?:yet )?been (?:fully )?(?:alleviated|mitigated|eliminated|removed)\\b|\\bsubstantial doubt\\b[^.;]{0,120}?\\b(?:is|was) not alleviated\\b") },
    { re: P(`\\b(?:{OWN_POSS} ability|the ability of (?:the company|us|the registrant|the partnership)) to continue as a going concern (?:is|was|remains|remained) (?:in (?:substantial |serious |significant |considerable )?doubt|uncertain|questionable|in question)\\b`) },
    // the doubt named as raised: "These actions are intended to mitigate the substantial doubt raised by the Company's historical operating results …"
    { re: P(`\\bthe substantial doubt raised by (?:{COMPANYS}|our|its|the|these|such)\\b`) },
    // the older auditor's wording: "These conditions indicate that the Company may be unable to continue in existence."
    { re: P("\\b(?:conditions|factors|matters|circumstances|losses|deficits?|deficienc(?:y|ies)|events)\\b[^.;]{0,160}?\\bindicate[sd]? (?:that )?(?:the company|we|it|the registrant|the partnership|the fund|the trust) (?:may |might |will |would )?(?:be unable|not be able) to continue (?:as a going concern|in existence|its existence)\\b"), unless: T("\\b(?:could|would|might|should|can|may|if|whether|unless) indicate\\b") },
    // … and the doubt those stated conditions point to, hedged: "These factors indicate that there may be doubt regarding the ability to continue
    // as a going concern for the next twelve months." (what factors may indicate stays silent)
    { re: P("\\b(?:these|such|the above|the foregoing|those) (?:[\\w-]+ )?(?:conditions|factors|matters|circumstances|events)\\b[^.;]{0,80}?\\bindicate[sd]? (?:that )?there (?:may|might|could) (?:be|exist) (?:a )?(?:substantial |significant )?doubt (?:regarding|about|as to|on|upon|of) (?:the |our |its |the company['’]s )?ability (?:of (?:the company|us) )?to continue as a going concern\\b"), unless: T("\\b(?:could|would|might|should|can|may|if|whether|unless) indicate\\b") },
    // "… also include a going concern footnote from our auditors"
    { re: P("\\bgoing[\\s-]concern[\"”’']? (?:explanatory paragraphs?|paragraphs?|qualifications?|opinions?|emphasis|uncertainty|doubts?|warnings?|footnotes?)\\b") },
    // the doubt in other words: "we are having great difficulty being able to continue as a going concern", an auditor's paragraph on it
    { re: P("\\b(?:(?:is|are|was|were) having|(?:have|has|had) had) (?:great |significant |substantial |serious |considerable )?difficult(?:y|ies) (?:in )?(?:being able to |to )?continue as a going concern\\b") },
    // "Our auditor's report includes a paragraph that describes the uncertainty as to our ability to continue as a going concern"
    { re: P("\\b(?:reports?|opinions?)\\b[^.;]{0,80}?\\b(?:includes?|included|contains?|contained|has included|have included) (?:an? |the )?(?:[\\w-]+ ){0,4}?paragraphs?\\b[^.;]{0,120}?\\bgoing[\\s-]concern\\b"), unless: T("\\b(?:did|does|do|has|have|had|will|would) not (?:include|contain)|\\bnever (?:included|contained)") },
    { re: P("\\b(?:included|includes|contains|contained|issued|expressed|added) (?:an? |the )?(?:[\\w-]+ ){0,3}?paragraph\\b[^.;]{0,150}?\\bgoing[\\s-]concern\\b"), unless: T("\\b(?:did|does|do|has|have|had|will|would) not (?:include|contain)|\\bnever (?:included|contained)") },
    { re: P("\\bexplanatory paragraph (?:[\\w'’-]+ ){0,10}?(?:going[\\s-]concern|substantial doubt)\\b") },
    // an auditor's report that held the doubt, told as an uncertainty it contained: "… except that the audit reports on the consolidated financial
    // statements of the Company for the fiscal years ended September 30, 2021 contained an uncertainty about the Companys ability to continue as a going concern"
    { re: P("\\breports?\\b[^.;]{0,160}?\\b(?:contained|contains|included|includes|expressed|expresses) (?:an? |the )?uncertainty (?:about|regarding|as to|concerning|with respect to) (?:the company['’]?s|our|its|{COMPANYS}) ability to continue as a going[\\s-]concern\\b") },
    // the auditor's paragraph told by the certification or the statements the company cannot give a lender without it: "The Company also
    // anticipated not being able to provide a certification to the lender … that the audit report did not contain a going concern
    // qualification", "we were unable to deliver audited financial statements without a going concern explanatory paragraph"
    {
      re: P("\\b(?:not (?:being )?able|unable|inability|could not|did not|failed|failure) to (?:provide|deliver|furnish|obtain|give)\\b[^.;]{0,200}?\\b(?:audit(?:or['’]?s)? (?:report|opinion)|(?:audited )?financial statements|certifications?|certificates?)\\b[^.;]{0,100}?\\b(?:(?:did|does|do|would) not (?:contain|include|have)|without|not subject to|free (?:of|from)|unqualified as to) (?:an? |any )?going[\\s-]concern (?:qualifications?|explanatory paragraphs?|paragraphs?|exceptions?|opinions?|emphasis|modifications?)\\b"),
      unless: T("\\b(?:if|could|may(?!\\s+\\d)|might|would (?:not )?be able|in the event|any failure)\\b")
    },
    // a going on that hangs on a bankruptcy court: "… continue as a going concern is contingent upon … the Bankruptcy Court’s approval of the Company’s Chapter 11 plan"
    { re: P("\\bability to continue as a going concern (?:is|remains) (?:highly |substantially |entirely )?(?:dependent|contingent|conditioned) (?:up)?on\\b[^.;]{0,250}?\\b(?:chapter 11|bankruptcy court|plan of reorganization|reorganization plan|emerg\\w* from bankruptcy)\\b") },
    // in MD&A, the company's existence hung on financing or a merger: "Our continued existence is dependent upon our ability to successfully merge with a
    // financially viable company, or … obtain additional capital", "The continuation of our business is dependent upon our ability: (i) to comply with …"
    {
      re: P(`\\b(?:(?:our|its|{COMPANYS}) continued existence|the continuation of (?:our|its|{COMPANYS}) business) (?:is|remains) (?:highly |substantially |entirely )?(?:dependent|contingent) (?:up)?on (?:our|its|{COMPANYS}) ability\\b`),
      sections: CONDITION_SECTIONS,
      context: T("\\b(?:merge|merger|financing|capital|funding|borrowing|lenders?|credit facility|forbearance|losses|deficit)\\b")
    },
    // the going-concern evaluation's finding in the company's own account, told without the words: "We have projected that we will not have
    // sufficient cash on hand or available liquidity to repay such outstanding debt" (what would hold if a plan failed stays silent)
    {
      re: P(`\\b(?:projected|forecast|forecasted|concluded|determined|expects?|anticipates?|believes?) that (?:we|the company|it) (?:will|would) not have (?:sufficient|enough|adequate) (?:cash|liquidity|funds|capital|resources)\\b[^.;]{0,60}?\\bto (?:repay|pay|fund|meet|satisfy|cover|refinance)\\b`),
      sections: CONDITION_SECTIONS,
      unless: T("\\b(?:if|unless|absent|without|in the event|assuming|were to)\\b")
    },
    // in the company's own account, its going on or its operations hung on new money, a partner or a lender, told as the fact it is
    // ("However, the Company's ability to continue as a going concern is largely dependent upon achieving a collaboration … or raising
    // additional capital", "The Company’s ability to continue its operations and to pay its obligations when they become due is contingent upon
    // obtaining additional financing", "Our continued operations will depend on our ability to raise additional funds"); what would hold if a
    // plan failed, and a need told only as a plan ("to fund our growth"), stay silent
    {
      re: P(`\\b(?:{OWN_POSS}|the ability of (?:the company|us)(?= to continue))(?: ability)? (?:to continue (?:operating )?as a ["“]?going concern["”]?|continuation as a going concern|to continue (?:its |our )?(?:operations|business(?:es)?)\\b[^.;]{0,110}?|continued operations|continuation of (?:its|our) (?:operations|business)) (?:is|are|remains?|will be|depends|(?:will|would) (?:continue to )?depend) (?:highly |substantially |entirely |largely |primarily |principally )?(?:(?:contingent|dependent|conditioned) )?(?:up)?on\\b(?:[^.;]|\\.(?!\\s)){0,120}?\\b(?:(?:obtain|obtaining|rais(?:e|ing)|secur(?:e|ing)|attract(?:ing)?) (?:the )?(?:(?:additional|new|further|sufficient|adequate|outside|external|equity|debt|necessary|needed|required) )?(?:[\\w-]+ ){0,2}?(?:financing|capital|funds|funding|investment)|generat(?:e|ing) (?:additional|new|further|sufficient|adequate|outside|external|equity|debt) (?:[\\w-]+ )?(?:financing|capital|funds|funding|investment|cash)|(?:collaboration|partnership|licensing arrangement) with)\\b`),
      sections: CONDITION_SECTIONS,
      // (new money wanted only "if needed" leaves the going on hung on nothing stated: "… is dependent on improving the Company's profitability and
      // cash flow and securing financing if needed")
      unless: T("\\b(?:if|unless|in the event|assuming|were to)\\b[^.;]{0,80}?\\b(?:dependent|contingent|depend)\\b|\\b(?:growth|expansion)\\b|\\b(?:financing|capital|funds|funding|investment) (?:if|as|when) (?:needed|necessary|required)\\b")
    },
    // … and what it must do to go on, told as the fact it is: "In order to continue as a going concern, the Company must obtain additional external
    // financing; amend …" (what it must do only if something happens stays silent)
    {
      re: P("\\bin order to continue as a going concern,? (?:the company|we|it) must\\b"),
      sections: CONDITION_SECTIONS,
      unless: T("\\b(?:if|unless|in the event|should (?:we|the company|it)|were to)\\b")
    },
    // the condition of the going-concern evaluation in the standard's words, told of the company in its own account: "Cash and cash equivalents
    // and forecasted cash flows from operations are not expected to be sufficient to meet the Company’s obligations that will mature over the next
    // 12 months" (what would hold without a plan, or if a plan failed, stays silent)
    {
      re: P(`\\b(?:are|is|were|was) not (?:(?:expected|anticipated|projected|forecasted|forecast) to be )?sufficient to (?:meet|fund|satisfy|cover|pay) (?:{COMPANYS}|our|its|the registrant{AP}s|such|these|those|the) (?:[\\w-]+ )?obligations (?:that (?:will )?(?:mature|come due|become due|are due)|as they (?:mature|come due|become due)|(?:coming |becoming |falling )?due)\\b[^.;]{0,40}?\\b(?:(?:the )?next (?:12|twelve) months|one year (?:after|from) the (?:date|issuance))\\b`),
      sections: CONDITION_SECTIONS,
      unless: T("\\b(?:if|unless|absent|without|in the event|assuming|were to|would)\\b")
    },
    // the going-concern evaluation's test told as met, in the standard's words: "It appears these principal conditions or events, considered in
    // the aggregate, indicate it is probable that the Company will be unable to meet its obligations as they become due within one year after the
    // date the financial statements are issued" (the standard's definition, "substantial doubt exists when …", and the evaluation, "whether …", stay silent)
    {
      re: P(`\\b(?:conditions|events|factors|matters|circumstances)\\b[^.;]{0,120}?\\bindicate[sd]? (?:that )?it is probable that (?:the company|we|it|the registrant|the entity|the partnership) (?:will|would) (?:be unable|not be able) to meet (?:its|our|{COMPANYS}|the entity{AP}s) obligations as they (?:become|come|fall) due\\b`),
      unless: T("\\b(?:whether|if|when|unless|could|would|might|may(?!\\s+\\d)) (?:(?:there )?(?:are|is) )?(?:conditions|events|factors|matters|circumstances|indicate)\\b|\\bexists? when\\b")
    },
    // the doubt in the words of the international standard, and a doubt about meeting the obligations (the going-concern evaluation's own test):
    // "… indicate that a material uncertainty exists that may cast significant doubt on the Company's ability to continue as a going concern",
    // "Management believes that substantial doubt of our ability to meet our obligations for the next twelve months exists"
    { re: P(`\\bmaterial uncertaint(?:y|ies) (?:exists?|existed|remains?|related to|relating to)\\b[^.;]{0,160}?\\bcast (?:significant|substantial) doubt (?:on|about|upon|as to) (?:{COMPANYS}|our|its|the registrant{AP}s|[\\w&.]+{AP}s) ability to continue as a going concern\\b`) },
    // the going-concern evaluation's finding in the standard's words, told of the company: "The Company does not have adequate liquidity to fund
    // its operations for at least twelve months from the issuance of these financial statements without raising additional capital", "… does not
    // have sufficient capital resources to sustain operations through at least the next twelve months from the date of this filing", and a
    // consequence of the company's going-concern disclosure: "… was in default due to the Company's going concern disclosure in the Company's
    // consolidated financial statements" (what would hold if a plan failed, or a disclosure no longer made, stays silent)
    {
      re: P(`\\b(?:does|do|did) not (?:currently )?have (?:adequate|sufficient|enough) (?:liquidity|cash|capital|funds|financial resources|resources|capital resources|cash and cash equivalents) to (?:fund|support|finance|sustain) (?:its |our |{COMPANYS} )?(?:operations|operating (?:expenses|needs)|obligations)\\b[^.;]{0,40}?\\b(?:for|through) (?:at least )?(?:the next )?(?:twelve|12|one year)(?: months)? (?:from|after|following) the (?:date (?:of|that) )?(?:the |this )?(?:issuance|issue|filing)\\b|\\b(?:due to|because of|as a result of|resulting from|based on)\\b[^.;]{0,20}?\\b(?:{COMPANYS}|our|its) going[\\s-]concern (?:disclosure|qualification|opinion|paragraph|explanatory paragraph|uncertainty)\\b`),
      unless: T("\\b(?:if|unless|would|could|may(?!\\s+\\d)|might|in the event|no longer|removal|removed|alleviat\\w*)\\b")
    },
    // the doubt told as the going concern's state: "The Company's continuation as a going concern is in doubt", "our ability to continue as a
    // going concern is questionable" (what would be in doubt, and a doubt no longer there, stay silent)
    {
      re: P(`\\b{OWN_POSS} (?:ability to continue|continuation|continued existence) as a going concern (?:is|was|remains|remained|has been|had been) (?:now |currently |still |therefore |thus )?(?:in (?:substantial |serious |significant |considerable )?doubt|doubtful|questionable|uncertain|in question)\\b`),
      unless: T("\\b(?:if|unless|would|could|may(?!\\s+\\d)|might|in the event|no longer|not)\\b")
    },
    { re: P(`\\bsubstantial doubt (?:about|as to|regarding|of|concerning|on) (?:our|its|{COMPANYS}|the registrant{AP}s) ability to (?:meet|pay|satisfy|fund) (?:its|our|{COMPANYS}) (?:[\\w-]+ )?obligations\\b`) },
    // an exchange's or an auditor's finding that the company's going on is in question, told in its words: "… that the Exchange believes that it
    // appears questionable that the Company will be able to continue operations and/or meet its obligations as they mature"
    {
      re: P(`\\b(?:appears?|appeared|is|was|became|has become) (?:highly |seriously )?(?:questionable|doubtful) (?:that|whether) (?:we|the company|it|the registrant) (?:will|would|can|could) (?:be able to )?continue (?:operations|its operations|our operations|as a going concern|in existence|in business)\\b`)
    },
    // beside a stated doubt in the company's own account, its operations hung on financing: "The Company’s ability to continue its operations
    // and to pay its obligations when they become due is contingent upon obtaining additional financing", "The Company’s continued operations
    // will depend on whether it is able to … raise additional capital"
    {
      re: P(`\\b(?:our|its|{COMPANYS}|the registrant{AP}s) (?:ability to continue (?:its |our )?(?:operations|business(?:es)?)\\b[^.;]{0,80}?|continued operations|continuation of (?:its|our) (?:operations|business)) (?:is|are|remains?|will be|(?:will|would) (?:continue to )?depend) (?:highly |substantially |entirely |largely )?(?:(?:contingent|dependent|conditioned) )?(?:up)?on\\b`),
      sections: CONDITION_SECTIONS,
      carried: true
    },
    // beside a stated doubt, the company's cash runs short: "Our operating revenues are insufficient to fund our operations", "The Company expects that
    // it will not generate sufficient cash flows from operations to satisfy the convertible note", "available cash resources were sufficient to meet
    // working capital needs for approximately three to four months", "Salon needs to raise additional funds", "it presently has no access to outside capital"
    {
      re: P(`\\b(?:(?:are|is|were|was|remain|remains) (?:currently |presently )?(?:insufficient|not sufficient) to (?:fund|meet|cover|support|satisfy)|will not (?:generate|have) sufficient (?:cash|funds|liquidity|capital)|sufficient to (?:fund|meet|support|cover) (?:[\\w-]+ ){0,4}?(?:for|through) (?:approximately |only |about )?(?:the next )?(?:one|two|three|four|five|six|\\d+)(?: to (?:one|two|three|four|five|six|\\d+))? months|(?<!\\b(?:an?|the|ongoing|continuing|continued|constant|continual|recurring) )(?:needs?|will need|must) to raise additional (?:funds|capital|financing|cash)|(?:has|have) no access to (?:outside |additional |external )?(?:capital|financing|funding))\\b`),
      sections: CONDITION_SECTIONS,
      // (the money a plan needs, "will need to raise additional capital to complete the next clinical trial", is the plan's, not the going on's)
      unless: T("\\bneed\\w* to raise additional (?:funds|capital|financing|cash)\\b[^.;]{0,30}?\\bto (?:complete|conduct|initiate|advance|pursue|expand|develop|commercialize|launch|build|acquire)\\b"),
      carried: true
    },
    // beside a stated doubt, the runway in other words: "our current resources … will not be sufficient to meet our cash requirements throughout the
    // evaluation period", "we do not have sufficient funds to cover the amounts due upon maturity of these notes", "Without additional capital …,
    // the Company's ability to continue to operate will be limited", "The continued operations … depend on the ability of the Company to obtain
    // financing", "management cannot provide any assurance that it is probable that the Company will be successful in accomplishing any of its
    // plans" (the plans' probability, as the going-concern evaluation weighs it; plans alone, or financing needed for plans, stay silent),
    // "The Company's ability to avoid depleting its cash depends upon its ability to maintain revenue"
    {
      re: P(`\\b(?:will|would) not be sufficient to (?:fund|meet|cover|satisfy) (?:our|its|{COMPANYS}) (?:cash|liquidity|operating|working capital|capital|funding) (?:requirements|needs)\\b|\\b(?:will|would|are|is) not (?:be )?sufficient to (?:fund|meet|cover|satisfy|support) (?:[\\w'’,-]+ ){1,8}?(?:for|through|over|during) (?:at least )?(?:the next (?:twelve|12) months|the (?:twelve|12)[\\s-]month period|one year (?:after|from) the (?:date|issuance))\\b|\\b(?:do|does|did) not have (?:sufficient|enough|adequate) (?:cash|funds|liquidity|capital|resources) to (?:cover|repay|pay|satisfy) (?:the |our |its |such |these )?(?:amounts?|notes?|debt|obligations|principal|balances?) (?:due|owed|outstanding|payable)\\b|\\bwithout additional (?:capital|funding|financing|funds)\\b[^.;]{0,120}?\\bability to (?:continue|operate|remain)\\b|\\bcontinued operations\\b[^.;]{0,120}?\\b(?:depends?|(?:is|are) (?:dependent|contingent)) (?:up)?on the ability of (?:the company|us)\\b|\\b(?:cannot|can ?not|could not|is unable to|was unable to) (?:provide (?:any )?assurances?|conclude|determine|assert) that it is probable that\\b|\\b(?:(?:do|does|did) not (?:currently |presently )?generate|(?:are|is|were|was) not (?:currently |presently )?generating) sufficient (?:cash|cash flows?|funds|liquidity)\\b|\\b(?:has|have|had) been unable to (?:secure|obtain|raise) (?:additional |sufficient |adequate |new )?(?:financing|funding|capital)\\b|\\b(?:our|its|{COMPANYS}) ability to (?:[\\w'’-]+ ){1,8}?(?:depends|is dependent|is contingent|will depend) (?:up)?on (?:its|our|{COMPANYS}) ability to\\b`),
      sections: CONDITION_SECTIONS,
      carried: true
    },
    // beside a stated doubt, the date beyond which the company does not expect to fund its operations, and its funding up to that date: "Without
    // receipt of additional capital resources …, the Company does not expect to be able to fund operations beyond November 30, 2015", "The
    // Company’s ability to continue to fund operations until November 30, 2015 assumes …" (a runway under a condition, or "and beyond", stays silent)
    {
      re: P(`\\bwithout (?:the )?(?:receipt of |obtaining |raising |securing )?(?:additional|further|new|sufficient)\\b[^.;]{0,160}?\\b(?:do|does|did) not (?:expect|anticipate|believe)(?: that)? (?:to be able|(?:it|we|the company) (?:will|would|can) be able) to (?:fund|finance|sustain|support|continue) (?:its |our )?(?:operations|business|activities)\\b|\\b(?:do|does|did) not (?:expect|anticipate|believe)(?: that)? (?:to be able|(?:it|we|the company) (?:will|would|can) be able) to (?:fund|finance|sustain|support) (?:its |our )?(?:operations|business|activities) (?:beyond|past|after) ${RUNWAY_DATE}|\\bability to (?:continue to )?fund (?:its |our )?operations (?:until|through|into) ${RUNWAY_DATE}`),
      sections: CONDITION_SECTIONS,
      unless: T("\\b(?:if|unless|in the event|and beyond)\\b"),
      carried: true
    },
    // beside a stated doubt, the runway told by a quarter or the liabilities the resources cannot meet: "cash and cash equivalents … will be
    // sufficient to fund operations, debt service and interest obligations into the third quarter of 2012", "it does not believe its resources
    // will be sufficient to meet its operating and capital needs beyond the third quarter of 2020", "presently do not have sufficient resources
    // to meet our outstanding liabilities"
    {
      re: P(`\\b(?:will|would|is|are) (?:only )?(?:be )?sufficient to (?:fund|meet|cover|support|satisfy|finance) (?:[\\w,'’-]+ ){1,8}?(?:(?:into|until) (?:the )?(?:first|second|third|fourth|end of the) (?:fiscal )?(?:quarter|half)|(?:into|until|through) (?:January|February|March|April|May|June|July|August|September|October|November|December) (?:19|20)\\d\\d)\\b|\\bnot (?:believe|expect|anticipate)\\b[^.;]{0,80}?\\bsufficient to (?:fund|meet|cover|support|satisfy)\\b[^.;]{0,80}?\\bbeyond\\b|\\b(?:do|does|did) not (?:currently |presently )?have (?:sufficient|enough|adequate) (?:cash|funds|liquidity|capital|resources|revenues?|revenue[\\s-]producing (?:activities|operations)|cash flows?) to (?:meet|fund|cover|pay|satisfy|repay) (?:our|its|{COMPANYS}|the) (?:[\\w-]+ ){0,3}?(?:liabilities|obligations|operations|requirements|needs|indebtedness|(?:principal )?maturities)\\b`),
      sections: CONDITION_SECTIONS,
      unless: T("\\b(?:if|unless|absent|in the event|assuming|and beyond)\\b"),
      carried: true
    },
    // beside a stated doubt, the going-concern basis and the assets hung on financing: "The propriety of using the going-concern basis is
    // dependent upon …", "recoverability of a major portion of the recorded asset amounts … is dependent upon continued operations of the Company,
    // which in turn is dependent upon the Company’s ability to raise additional capital", "The Company will have to continue to rely on equity and debt financing"
    {
      re: P(`\\bpropriety of (?:using|the use of) the going[\\s-]concern basis\\b|\\bdependent (?:up)?on (?:the )?continued operations of (?:the company|us)\\b|\\b(?:will|would) (?:have|need) to continue to rely on (?:equity|debt|additional|outside|external|loans|advances)\\b`),
      sections: CONDITION_SECTIONS,
      carried: true
    },
    // beside a stated doubt, new money the going on needs, told in the passive or as the company's want of it: "Additional capital will be needed
    // by the Company to fund its operations and capital requirements beyond that point", "the Company did not have any further funding
    // commitments or arrangements for additional financing", "in order for the Company to meet its obligations … the Company requires (i)
    // additional capital …"
    {
      re: P(`\\b(?:additional|further|new) (?:capital|funding|financing|funds)(?: resources)? will be (?:needed|required) (?:by (?:the company|us) )?to fund (?:(?:its|our|{COMPANYS}) (?:operations|operating)|continuing (?:operations|expenditures))\\b|\\b(?:do|does|did) not have any (?:further |other |additional )?(?:funding )?commitments (?:or arrangements )?(?:from any (?:person|party|one) )?(?:for|to provide (?:us|the company|it) with) (?:any )?(?:additional |further )?(?:financing|funding|capital)\\b|\\b(?:have|has) no (?:firm )?commitments for (?:any )?(?:equity or debt |debt or equity |additional |further )?(?:financing|funding|capital)\\b|\\bin order (?:for (?:the company|us) )?to meet (?:its|our) obligations\\b[^.;]{0,120}?\\b(?:requires?|needs?|must (?:obtain|raise))\\b`),
      sections: CONDITION_SECTIONS,
      carried: true
    },
    // beside a stated doubt, a runway that ends "only" at a date: "We currently have cash sufficient to fund our operations only through December 2019",
    // "its cash and cash equivalents … will only be sufficient to fund its operations through the first quarter of 2018"
    {
      re: P(`(?:\\bsufficient to (?:fund|support|finance|sustain|continue) (?:[\\w,'’-]+ ){1,6}?only|\\bonly be sufficient to (?:fund|support|finance|sustain|continue) (?:[\\w,'’-]+ ){0,5}?[\\w,'’-]+) (?:through|until|into) (?:the end of )?(?:(?:January|February|March|April|May|June|July|August|September|October|November|December)(?: \\d{1,2},)? \\d{4}|(?:the )?(?:first|second|third|fourth) (?:fiscal )?quarter)\\b`),
      sections: CONDITION_SECTIONS,
      unless: T("\\b(?:if|unless|absent|in the event|assuming)\\b"),
      carried: true
    },
    // beside a stated doubt, the cash running out: "The Company estimates that, without further funding, it will deplete its cash resources within twelve months"
    {
      re: P(`\\b(?:will|would|expects? to|is expected to|are expected to) (?:deplete|exhaust|run out of|use up) (?:all of )?(?:its|our|{COMPANYS}|available) (?:existing )?(?:cash|funds|capital|liquidity)(?: resources| reserves| on hand)? (?:within|by|in|before|during)\\b`),
      sections: CONDITION_SECTIONS,
      carried: true
    },
    // beside a stated doubt, the funding without which the company cannot go on: "The Company is maintaining an on-going effort to locate sources of
    // additional funding, without which the Company will not be able to remain a viable entity."
    {
      re: P(`\\b(?:funding|financing|capital|funds)\\b[^.;]{0,20}?,? without which (?:we|the company|it) (?:will|would|may) not be able to (?:remain (?:a )?viable|continue (?:as a going concern|(?:our |its )?operations)|survive|stay in business)\\b`),
      sections: CONDITION_SECTIONS,
      carried: true
    },
    // beside a stated doubt, the going on hung on money in other words: "We have not attained profitable operations and are dependent upon
    // obtaining financing to pursue exploration activities", "Additional financing is necessary for the Company to continue as a going concern",
    // "Our ability to continue our operations as a going concern, realize the carrying value of our assets, and discharge our liabilities in the
    // normal course of business is dependent upon our ability to raise capital …", and the plans meant to end the doubt: "Managements plans to
    // alleviate substantial doubt include (a) completion of the Merger, …"
    {
      re: P(`\\b(?:we|the company|it)\\b[^.;]{0,80}?\\b(?:are|is|remains?|were|was) (?:entirely |substantially |wholly |solely |largely |highly )?dependent (?:up)?on (?:(?:obtaining|raising|securing|receiving) (?:additional |further |new |adequate |sufficient |outside |external )?(?:financing|funding|capital|funds)|the continued financial support (?:from|of))\\b|\\bthe continuation of (?:the company|us|the registrant) as a going concern (?:is|remains|will be) (?:highly |substantially |entirely |wholly |solely |largely |primarily )?(?:dependent|contingent) (?:up)?on\\b|\\b(?:will|would) not be sufficient to (?:continue|fund|sustain) (?:its |our )?operations through (?:fiscal )?(?:19|20)\\d\\d\\b|\\b(?:additional|further|new|outside|external) (?:financing|funding|capital|funds) (?:is|are|will be) (?:necessary|needed|required) (?:for (?:the company|us|it) )?to continue as a going concern\\b|\\bability to continue (?:our |its )?operations as a going concern\\b[^.;]{0,160}?\\b(?:is|are) (?:highly |substantially |entirely |wholly |solely |largely |primarily )?(?:dependent|contingent) (?:up)?on\\b|\\bplans? (?:intended |designed )?to (?:alleviate|mitigate) (?:the |this |such )?substantial doubt\\b|\\b(?:does|do|did) not (?:believe|expect|anticipate)\\b[^.;]{0,60}?\\b(?:will|would) be sufficient to (?:allow (?:the company|us|it) to )?(?:fund|support|finance|sustain|continue)\\b[^.;]{0,60}?\\b(?:next|following) (?:twelve|12) months\\b`),
      sections: CONDITION_SECTIONS,
      carried: true
    },
    // beside a stated doubt, a blank-check company's deadline to liquidate: "The liquidation deadline for the Company is also within the next twelve
    // months if an initial Business Combination is not consummated.", "Furthermore, if we are not able to consummate a Business Combination by
    // March 9, 2023, it will trigger our automatic winding up, liquidation and dissolution."
    {
      re: P(`\\bliquidation (?:deadline|date) (?:for (?:the company|us) )?(?:is|falls) (?:also )?within the next (?:twelve|12) months\\b|\\bif (?:we|the company) (?:are|is) (?:not able|unable) to (?:consummate|complete) (?:a|an|the|our|its) (?:initial )?business combination by\\b[^.;]{0,60}?\\b(?:will|would) trigger (?:our|its|the company{AP}s|an?) (?:automatic |mandatory )?(?:winding up|liquidation)\\b`),
      sections: CONDITION_SECTIONS,
      whole: true,
      carried: true
    },
    // after a stated doubt, what the company's going on depends on: "The ability of the Company to continue as a going concern is dependent upon …"
    { re: P(`\\b(?:our|its|{COMPANYS}|the ability (?:of (?:the company|us) )?to continue as a going concern) (?:ability to continue as a going concern |continuation as a going concern |continued existence )?(?:is|remains) (?:therefore |thus |also |still |currently )?(?:highly |substantially |entirely |wholly |solely |largely |primarily )?(?:dependent|contingent|conditioned|subject) (?:up)?on\\b`), carried: true },
    // beside a stated doubt, the cash short of the operations in other words: "the Company does not have sufficient existing cash resources to fund
    // its current operations", "cash … will not be sufficient to cover our projected operating expenses for the foreseeable future", "the Company's
    // cash position may not be sufficient to support its daily operations through the next twelve months", "the Companys cash position may not be
    // sufficient to support the Companys daily operations" (daily operations need no period)
    {
      re: P(`\\b(?:(?:does|do|did) not|(?:doesn|don|didn){AP}?t) (?:currently )?have (?:sufficient|enough|adequate) (?:existing )?(?:cash|capital|funds|liquidity|cash resources|financial resources|resources|working capital)\\b[^.;]{0,40}?\\bto (?:fund|support|sustain|finance|meet|cover|continue|satisfy|repay|pay) (?:its |our |{COMPANYS} |such |these |those |the )?(?:current |ongoing |planned |existing |daily |normal )?(?:operations|operating expenses|obligations|business|(?:notes|loans|debts?)(?: payable)?)\\b|\\b(?:will|would) not be sufficient to (?:fund|meet|cover|satisfy|support) (?:our|its|{COMPANYS}) (?:projected |anticipated |planned |current |ongoing )?(?:operating expenses|operations|obligations|cash needs)\\b|\\b(?:cash position|cash (?:on hand|balances?|resources)|liquidity|working capital) (?:may|might|will|would) not be sufficient to (?:support|fund|sustain|meet|cover) (?:its|our|{COMPANYS}) (?:(?:[\\w-]+ )?(?:operations|obligations|expenses)\\b[^.;]{0,40}?\\b(?:next (?:twelve|12) months|one year|foreseeable future)\\b|daily operations\\b)`),
      sections: CONDITION_SECTIONS,
      carried: true
    },
    // beside a stated doubt, the going-concern note's standard account of the condition and of what the company lives on: "The Company currently has
    // limited working capital and has not established a source of revenues sufficient to cover operating costs over an extended period of time.",
    // "… the Company has yet to achieve profitable operations …", "the Company will be dependent, for the near future, on additional investment capital from its principal stockholder …", "Our
    // only source for cash at this time is investments by others in this offering.", "We must raise cash to implement our strategy and stay in
    // business.", "To continue operations for the next 12 months we will have a cash need of approximately $250,000."
    {
      re: P(`\\b(?:has not (?:yet )?(?:completed its efforts to )?establish(?:ed)?|has yet to establish) (?:a|an|any) (?:ongoing |stabilized |stable )?source of revenues?\\b|\\b(?:has|have) yet to achieve profitable operations\\b|\\bdependent,? (?:[^.;]{0,40}?,)? ?(?:up)?on (?:additional (?:investment capital|funding|financing|capital)\\b|(?:additional )?(?:investment capital|funding|financing|advances|loans) from (?:its|our|{COMPANYS}) (?:principal|majority|controlling|major) (?:stockholders?|shareholders?)\\b)|\\bonly source (?:for|of) cash (?:at this time |currently )?is\\b|\\bmust raise cash to (?:implement|execute|carry out) (?:our|its) (?:[\\w-]+ )?(?:strategy|plan) and stay in business\\b|\\bfor the next (?:12|twelve) months,? (?:we|the company) will (?:have|need|require) (?:a )?cash needs? of\\b`),
      sections: CONDITION_SECTIONS,
      carried: true
    },
    // the condition's figures in a stated doubt's paragraph, the next or the one before (the figures the doubt is drawn from), before or after
    // it: "The Company incurred a net loss of $3.2 million and generated negative operating cash flow … These conditions raise substantial
    // doubt …", "The Company has not yet generated any revenues and has incurred cumulative net losses of $10,288,287", "The Company has not yet
    // commenced revenue-producing operations and has significant expenditure requirements …" (the same figures with no
    // doubt beside them, and losses the company expects, stay silent);
    // then the going-concern note's "financial statements do not include any adjustments …" and the new capital the company will need to go on
    // (capital a plan needs, or may need, stays silent)
    {
      re: P("\\b(?:net loss(?:es)?|(?:accumulated|cumulative) (?:net )?losses|(?:incurred|sustained) (?:significant |substantial )?losses since (?:its |our )?inception|(?:incurred|sustained) (?:net )?losses to date|(?:has|have) not (?:yet )?generated any (?:significant )?revenues?|(?:has|have) not (?:yet )?(?:commenced|begun|started) (?:any )?revenue[- ](?:producing|generating) operations|accumulated (?:a )?deficit|working capital defici(?:t|ency)|negative working capital|negative (?:operating )?cash flows?(?: from operations)?|cash (?:flows? )?used in (?:its |our )?operati(?:ons|ng activities)|used (?:net )?(?:\\$[\\d,.]+(?: (?:million|thousand|billion))? (?:of |in )?)?cash (?:in|to fund) (?:its |our )?operati(?:ons|ng activities)|recurring (?:operating )?losses|(?:losses|loss) from operations|operating losses|current liabilities exceed(?:ed|s)?|(?:stockholders|shareholders)['’]? defici(?:t|ency))\\b"),
      sections: FIGURE_SECTIONS,
      // (not an exchange's listing standard, "Section 1003(a)(ii), because the Company has … losses from continuing operations"; nor the
      // statement of cash flows explained line by line: "Cash flows used in operating activities … consisted of a decrease in Customer deposits of
      // $2.2 million, …", "… net cash used in operating activities was $635, related to our net loss of $28,720, increased by an increase in
      // prepaid expenses …", "The decrease was the result of the $503,000 cash provided by financing activities offset by …", "This amount was
      // primarily related to a (i) net loss of $3,147,901; (ii) share based compensation …"; nor a change explained, "The decrease in net loss was
      // mainly due to the decreased cost of goods sold …", nor what an accumulated deficit is, "An accumulated deficit reflects a negative balance of
      // retained earnings …")
      unless: T("\\b(?:if|could|may(?!\\s+\\d)|might|would|expects?|anticipates?|future)\\b|\\bSection \\d{3,4}\\(|\\bcash (?:flows? )?(?:used|provided)\\b[^.;]{0,80}?\\b(?:consisted of|(?:was|were) (?:primarily |mainly )?(?:due to|from|the result of)|related to (?:our|its|the) net loss)\\b|\\b(?:decrease|increase) was the result of\\b|^\\W*this amount was (?:primarily |mainly )?(?:related|attributable|due) to\\b|\\b(?:decrease|increase|decline|change)s? (?:in (?:[\\w-]+ ){1,4})?(?:was|were|is) (?:mainly |primarily |largely |principally |partly )?(?:due to|because|attributable to|caused by)\\b|\\b(?:decrease|increase)\\b[^.;]{0,80}?\\bis because\\b|^\\W*(?:an|the|this) accumulated deficit (?:reflects|represents|is not|does not|means)\\b"),
      carried: "around"
    },
    // in a stated doubt's paragraph or the next, the default the doubt is drawn from: "The Company is in default on a $3,048,781 convertible debenture due
    // March 27, 2022" (a default that would follow stays silent)
    { re: P("\\b(?:is|are|was|were|remains?) (?:currently |presently |now )?in default (?:on|under|of)\\b"), sections: CONDITION_SECTIONS, unless: T("\\b(?:if|could|may(?!\\s+\\d)|might|would)\\b"), carried: "paragraph" },
    { re: P("\\bfinancial statements do not (?:include|reflect) any adjustments?\\b"), sections: CONDITION_SECTIONS, carried: "paragraph" },
    // in the doubt's paragraph, the company's own bankruptcy filing among its conditions: "On July 15, 2019, we filed for bankruptcy under
    // Chapter 11 with the United States Bankruptcy Court for the District of Delaware. These factors, among others, raise substantial doubt …"
    {
      re: P("\\b(?:we|the company|the partnership|the registrant)(?: and (?:certain of )?(?:its|our) (?:[\\w-]+ ){0,2}?subsidiaries)? (?:have |has )?filed (?:for bankruptcy|(?:a )?voluntary petitions? for (?:relief|reorganization))\\b"),
      sections: CONDITION_SECTIONS,
      unless: T("\\b(?:if|could|may(?!\\s+\\d)|might|would|whether)\\b"),
      carried: "paragraph"
    },
    // in a stated doubt's paragraph, no assurance that the plans it describes will succeed: "There can be no assurance that the Company will be successful
    // in its plans described above or in attracting equity …", "Digerati cannot offer any assurance that it will be successful in executing the
    // aforementioned plans to continue as a going concern"
    {
      re: P("\\b(?:there (?:can|could) be no|(?:cannot|can not|could not) (?:offer|give|provide|make) any|no) assurances?\\b[^.;]{0,40}?\\bthat (?:the company|we|it|management) will be successful in (?:(?:obtaining|raising|securing) (?:additional|new|sufficient|further) (?:financing|capital|funding|funds)\\b|(?:(?:executing|implementing|accomplishing|achieving|carrying out) )?(?:its|our|the|these|such) (?:plans (?:described|discussed|set forth|outlined) above|(?:aforementioned|above|foregoing|above-mentioned) plans|plans to continue as a going concern)\\b)"),
      sections: CONDITION_SECTIONS,
      carried: "paragraph"
    },
    // in a stated doubt's paragraph, the new capital the company means to raise to meet its needs: "In order to meet its cash and liquidity needs,
    // the Company intends to raise additional financing and/or renegotiate its various debt obligations."
    {
      re: P("\\b(?:in order )?to meet (?:its|our|{COMPANYS}) (?:[\\w-]+ (?:and )?){0,3}?(?:needs|requirements|obligations),? (?:the company|we|it|management) (?:intends?|plans?|will need|needs?|must|will seek|is seeking|are seeking) to (?:raise|obtain|seek|secure) (?:additional|new|further|outside|external) (?:financing|capital|funding|funds)\\b"),
      sections: CONDITION_SECTIONS,
      carried: "paragraph"
    },
    // "No adjustments to the consolidated financial statements have been made as a result of this concern."
    { re: P("\\bno adjustments (?:to the (?:consolidated )?financial statements )?have been made as a result of (?:this|these|such) (?:concerns?|uncertaint(?:y|ies))\\b"), sections: CONDITION_SECTIONS, carried: true },
    // the same disclosure anywhere beside a stated doubt, however its subject is put, when it names what the adjustments would be for: "The
    // preparation of these condensed consolidated financial statements does not include any adjustments that may result from the outcome of
    // this uncertainty", "This basis of accounting … does not include any adjustments to reflect the possible future effects of the
    // recoverability and classification of recorded asset amounts …"
    {
      re: P("\\b(?:do|does|did) not (?:include|reflect|give effect to) (?:any adjustments?|adjustments? (?:relating|related) to|adjustments?(?= that (?:would|might|may) be necessary))\\b"),
      context: T("\\bgoing concern\\b|\\b(?:this|these|such|that) uncertaint(?:y|ies)\\b|\\brecoverability\\b"),
      // (in the risk factors too, where a factor repeats the note: "Our financial statements do not include any adjustments that may result from the
      // outcome of this uncertainty.")
      sections: FIGURE_SECTIONS,
      carried: true
    },
    // a shell's plan and dependence as its going-concern passage states them: "Our company intends to fund operations through equity financing
    // arrangements, which may be insufficient …", "The ability of our company to emerge from the development stage is dependent upon …", "The
    // continuing operations of the Company are dependent upon its ability to continue to raise adequate financing …", "We must raise cash to stay
    // in business.", "Management intends to finance operating costs over the next twelve months with existing cash on hand, loans from directors …",
    // "We are a development stage corporation with limited operations and no revenues …", "We do not anticipate that we will generate significant
    // revenues until we have raised the funds necessary …", "… we will be required to obtain additional capital in order to sustain our operations …"
    {
      re: P("\\b(?:intends?|plans?) to fund (?:its |our )?operations through equity financing arrangements\\b|\\bability of (?:our|the) company to emerge from the development stage is dependent (?:up)?on\\b|\\bcontinuing operations of (?:the|our) company (?:are|is) dependent (?:up)?on\\b|\\bmust raise cash to stay in business\\b|\\bdevelopment stage (?:corporation|company) with limited operations and no revenues\\b|\\b(?:do|does) not anticipate (?:that )?(?:we|it|the company) will generate significant revenues? until (?:we|it|the company) (?:have|has) raised\\b|\\bwill be required to obtain additional (?:capital|financing|funding|funds) (?:in order )?to (?:sustain|continue|fund|maintain) (?:our|its) operations\\b|\\bintends? to finance operating costs over the next (?:twelve|12) months (?:with|through)\\b"),
      sections: CONDITION_SECTIONS,
      carried: true
    },
    // the note's standard account of what continuing takes: "In order to continue as a going concern, the Company will need, among other
    // things, additional capital resources.", "In order to continue as a going concern, the Company plans to receive funds through …", "The
    // obtainment of additional financing, the successful development of the Company's contemplated plan of operations, and its transition,
    // ultimately, to the attainment of profitable operations are necessary for the Company to continue operations.", and a shell's plan: "Going
    // forward, we will be devoting our efforts to locating merger candidates.", and the shells' standard words on money: "… our officer and director may
    // be unwilling or unable to loan or advance us additional capital …", "The Company's ability to raise additional capital through the future
    // issuances of common stock is unknown."
    {
      re: P("\\bin order to continue as a going concern,? (?:the company|we|it) (?:(?:will|would) (?:need|require)|plans? to|intends? to)\\b|\\bdevot(?:e|es|ing) (?:our|its) efforts to locating (?:a |suitable )?merger candidates?\\b|\\b(?:officers?|directors?)(?: and directors?)? may be unwilling or unable to (?:loan|advance)\\b|\\bability to raise additional capital through the future issuances? of common stock\\b|\\b(?:are|is) necessary for (?:the company|us|it) to continue (?:its |our )?operations\\b"),
      sections: CONDITION_SECTIONS,
      carried: true
    },
    {
      re: P("\\b(?:will|would) (?:continue to )?(?:need|require|have to raise) (?:significant |substantial )?additional (?:capital|financing|funding|funds)(?: resources)?\\b|\\b(?:we|the company) (?:require|requires) additional (?:capital|financing|funding|funds) to (?:maintain|continue|fund|support) (?:our|its) (?:existing |current |ongoing )?operations\\b|\\b(?:will )?need to raise (?:at least |approximately |an additional |a minimum of )?\\$[\\d,.]+(?: (?:million|thousand))?\\b[^.;]{0,60}?\\b(?:next (?:twelve|12) months|working capital needs)\\b|\\bneeds? to raise (?:significant|substantial) additional (?:capital|financing|funding|funds)\\b"),
      sections: CONDITION_SECTIONS,
      unless: T("\\b(?:if|unless|may|might|could|planned|growth|expansion)\\b|\\b(?:capital|financing|funding|funds)\\b[^.;]{0,30}?\\bto (?:complete|conduct|initiate|advance|pursue|expand|develop|commercialize|launch|build|acquire|grow)\\b"),
      carried: "around"
    },
    // in a stated doubt's paragraph, the management's plan to raise new money and how, and the money the company has relied on: "In response to
    // these problems, management intends to raise additional funds through public or private placement offerings.", "Management is planning to
    // raise necessary additional funds for working capital through loans and/or additional sales of its common stock.", "We have been dependent
    // on sales of equity securities to conduct operations." (what the company believes about its ability to raise, stays silent)
    {
      re: P("\\b(?:management|the company|we|it) (?:intends?|plans?|is planning|are planning|will seek|is seeking|are seeking|will attempt|expects?) to (?:raise|obtain|secure) (?:the )?(?:necessary |needed |required |sufficient |further |new )?(?:additional )?(?:funds|capital|financing|funding)\\b(?: [\\w ]{0,30}?)? (?:through|by|via|from)\\b|\\b(?:has|have) (?:been|relied) (?:dependent|relying|reliant) (?:up)?on (?:the )?(?:sales?|issuances?|loans?|advances?|proceeds) (?:of|from)\\b"),
      sections: CONDITION_SECTIONS,
      unless: T("\\b(?:if|unless|may(?!\\s+\\d)|might|could|growth|expansion|acquisitions?)\\b"),
      carried: "paragraph"
    }
  ],
  suppress: (s) => (ALLEVIATED_RE.test(s) && !NOT_ALLEVIATED_RE.test(s) && !PLANS_TO_ALLEVIATE_RE.test(s)) || OTHER_PARTY_DOUBT_RE.test(s) || SEE_FOR_MORE_RE.test(s)
}
