/** The restatement flag's triggers (see ../engine.ts for how a trigger is read and guarded). */
import { trigger as P, sentenceTest as T } from "../compile.js"
import { FOR_MORE_SEE_RE } from "../guards.js"
import type { FlagRule } from "../types.js"

const RESTATED_TO_RE = T("\\brestated to (?:reflect|conform|give effect|include|exclude|present)\\b")
/** How filers say an amount was accounted for wrongly ("previously inappropriately recorded", "incorrectly accounted for"). */
const WRONGLY = "(?:inappropriately|incorrectly|improperly|erroneously|mistakenly|inadvertently)"
const ERROR_CORRECTION_RE = T("\\b(?:correct\\w*|errors?|(?:charges?|adjustments?)\\b[^.;]{0,40}?\\b(?:related to|relating to|attributable to|resulting from|due to) the (?:internal|independent) (?:review|investigation)|re-?audit\\w*|(?:required|requires|require|requiring) restatement|the adjustments (?:described|discussed|noted|set forth) (?:above|below|herein)|misstatements?|(?:over|under)statements?|irregularit\\w*|should (?:have )?be(?:en)? restated|should have (?:been )?(?:permanently )?(?:re)?classified|(?:warrants?|liabilit(?:y|ies)) as (?:a )?liabilit(?:y|ies)|should (?:be|have been) reclassified as (?:derivative |warrant )?liabilit(?:y|ies)|warrants? from (?:stockholders['’] |shareholders['’] )?equity to (?:derivative |warrant )?liabilit(?:y|ies)|classification of (?:its |our |the )?class a (?:common stock|ordinary shares|shares) subject to possible redemption|(?:previously )?" + WRONGLY + " (?:recorded|classified|presented|reported|recognized|included|excluded|capitalized|expensed|accounted for|calculated|computed|omitted))\\b")
const RETROSPECTIVE_RE = T(
  "\\b(?:retrospective(?:ly)?|retroactive(?:ly)?|stock split|share split|discontinued operations|common control|pooling of interests|held for sale|reclassif\\w*|recast|reflect the adoption|change in (?:segment|reporting structure|accounting principle)|(?:reportable |operating )?segments?)\\b"
)

/** What would, could or may be, which no trigger states ("If we restate …", "errors could result in …"); and what will be. */
const POSSIBLE_RE = T("\\b(?:if|could|may(?!\\s+\\d)|might|would)\\b")
const POSSIBLE_OR_WILL_RE = T("\\b(?:if|could|may(?!\\s+\\d)|might|would|will)\\b")

/** What a standard requires of any entity ("when financial statements are restated to correct an error, an entity is required to disclose …"): no event. */
const STANDARD_REQUIREMENT_RE = T("\\b(?:an entity|a company|an issuer|a registrant|registrants|companies|entities|a reporting entity) (?:is|are) required to\\b")

export const restatement: FlagRule = {
  flag: "restatement_flag",
  gate: /re-?stat|revis|accounting (?:issue|matter|problem)|cumulative (?:decrease|increase|reduction|effect|impact)|affected [\w -]{0,40}?reported|internal review|since issuance|should be|failed to|neglected to|omitted|misinterpret|miscalculat|did not|not proper|bifurcat|misappl|measurement date|should not have|historically|amend|correct|properly|reliab|error|irregular|inadvertent|reassess|re-?evaluat|adjustments to|prematur|erroneous|incorrect|improper|equity classification|did not reflect|understated|overstated|misstated|adjust|should have|should (?:be|have been) (?:accounted|classified)|understatement|overstatement|misstatement|omission|retained earnings|accumulated deficit|previously|initially|originally|not in accordance|not consistent with|required to be accounted|must be accounted|should be recorded|no effects? on|out[ -]of[ -]period|misconduct|impropriet|did not include|did not take into account|affected periods|(?:over|under)(?:capitaliz|accru|record|report|valu|depreciat|amortiz|reserv)|(?:failed|neglected) to (?:properly |correctly )?(?:record|recogni|accru|includ|report|expens|capitaliz|eliminat|consolidat|amortiz|depreciat|defer|revers|reflect|account for)/gi,
  triggers: [
    // the wrong treatment of a past period admitted by naming the right one: "The Company previously accounted for its outstanding Public Warrants
    // … as components of equity instead of as derivative liabilities", "we had originally recorded the costs as assets rather than as expenses"
    // (a policy changed for a new standard, and what the company does now, stay silent)
    {
      re: P("\\b(?:previously|originally|initially|had|historically) (?:accounted for|recorded|classified|presented|reported|recognized|treated|reflected)\\b[^.;]{0,250}?\\bas (?:an? )?(?:[\\w'’-]+ ){0,3}?(?:[\\w'’-]+) (?:instead of|rather than) (?:as )?(?:an? )?(?:[\\w'’-]+ ){0,2}?(?:liabilit(?:y|ies)|equity|assets?|expenses?|revenues?|debt|derivatives?|income|costs?|deferred|current|non-?current)\\b"),
      unless: T("\\b(?:adopt\\w*|ASU|new (?:accounting )?(?:standards?|guidance|pronouncements?)|conform\\w*|elect\\w*|policy|practical expedient|if|could|may(?!\\s+\\d)|might|would)\\b")
    },
    // the restatement named as the cause of what followed: "as a result of certain circumstances giving rise to, or occurring as a result of, the
    // restatement, … certain events of default had occurred", "because of the restatement, the Company received a notice from the exchange"
    {
      re: P("\\b(?:as a result of|because of|due to|arising (?:from|out of)|resulting from|in connection with|relat(?:ed|ing) to)(?: [^.;]{0,80}?,)? (?:the|our|its|this|such) (?:[\\w-]+ )?restatements?\\b(?! (?:of|for) (?:[\\w'’-]+ ){0,4}?(?:discontinued|segments?|adoption|stock split|reverse split))"),
      context: T("\\b(?:events? of default|defaults?|lawsuits?|litigation|class actions?|investigations?|subpoenas?|notices?|delisting|delay\\w*|unable to (?:file|timely)|late (?:filing|filed))\\b"),
      unless: T("\\b(?:adopt\\w*|ASU|new (?:accounting )?(?:standards?|guidance|pronouncements?)|discontinued operations|conform\\w*|retrospective\\w*|if|could|may(?!\\s+\\d)|might|would|any)\\b")
    },
    // a misstatement found by the company's own investigation, told without "restate": "The Company's internal investigation revealed financial
    // misconduct by certain former officers and employees", "the review identified accounting irregularities in the Company's subsidiary" (what
    // an investigation may find stays silent)
    {
      re: P("\\b(?:investigation|review|inquiry|examination)\\b[^.;]{0,60}?\\b(?:revealed|identified|found|uncovered|disclosed|determined|confirmed|concluded) (?:that )?(?:there (?:was|were|had been) )?(?:certain |significant |the )?(?:financial|accounting) (?:misconduct|irregularities|improprieties|fraud|manipulations?)\\b"),
      unless: T("\\b(?:if|could|may(?!\\s+\\d)|might|would|any|potential|possible|whether|no|not)\\b")
    },
    // a correction found necessary, and the company's own accounting found wrong: "the Company determined that a correction was necessary with
    // respect to the Company's reporting and recording of the fair value of the warrants", "the Company determined that its application of the
    // market approach for calculating the fair value … was incorrect" (a correction found unnecessary, or one that could be, stays silent)
    { re: P("\\b(?:determined|concluded|identified)(?: that)? (?:a |an |these |the |such |this )?(?:corrections?|restatements?|revisions?) (?:was|were|is|are) (?:necessary|required|needed|warranted)\\b"), unless: POSSIBLE_RE },
    // previously issued statements amended, told by the statements: "… we filed Amendment 1 to our Annual Report …, amending our consolidated
    // balance sheets as of December 31, 2023 and 2022", "we amended our consolidated statements of operations … for the nine months ended …"
    {
      re: P(`\\b(?:amended|amending|amends) (?:our|its|{COMPANYS}|the registrant{AP}s) (?:previously (?:issued|reported|filed) )?(?:(?:unaudited|audited) )?(?:(?:condensed )?consolidated )?(?:balance sheets?|statements? of (?:operations|income|comprehensive (?:income|loss)|cash flows|(?:stockholders|shareholders){AP} (?:equity|deficit))|financial statements)\\b`),
      unless: POSSIBLE_OR_WILL_RE
    },
    // statements amended to correct what they recorded: "the Company's condensed consolidated financial statements at December 31, 2010 … were
    // amended on July 23, 2012 in order to correct the recording of …"
    {
      re: P("\\b(?:financial statements|balance sheets?|statements? of (?:operations|income|cash flows))\\b[^.;]{0,160}?\\b(?:were|was|have been|has been) amended\\b[^.;]{0,60}?\\b(?:in order )?to correct\\b"),
      unless: POSSIBLE_OR_WILL_RE
    },
    // the restatement as the subject of what it corrects: "The restatement primarily relates to the accounting for the valuation of embedded
    // derivative liabilities …" (a restatement for a new standard, a split or discontinued operations is no correction)
    {
      re: P("\\bthe restatements? (?:primarily |principally |mainly |largely )?(?:relates?|related|is related|was related|pertains?|pertained|is due|was due|resulted|results|arises|arose) (?:to|from)\\b"),
      unless: T("\\b(?:adoption|adopted|ASU|new (?:accounting )?(?:standard|guidance|pronouncement)|(?:stock|share) split|discontinued operations?|reclassifi\\w*|segments?)\\b|\\b(?:if|could|may|might|would|will)\\b")
    },
    { re: P(`\\b(?:determined|concluded|identified|discovered|found) that (?:its|our|{COMPANYS}|the|certain) (?:[^.;]{0,160}?\\s)?(?:was|were|had been|has been) (?:incorrect|erroneous|improper|inappropriate|not (?:correct|appropriate|proper))\\b`), unless: POSSIBLE_RE },
    // the restated statement named where a later figure is read: "reflected in the restated Statement of Operations in Form 10-Q/A"
    { re: P("\\b(?:in|within|under) (?:our|its|the|these|such) restated (?:[\\w-]+ ){0,3}?(?:statements? of (?:operations|income|cash flows|financial position|comprehensive|stockholders|shareholders|changes)|balance sheets?)\\b") },
    // the restated periods named, whatever is said of their reports: "We have not filed and do not intend to file amendments to … for the periods
    // affected by the restatements of our consolidated financial statements"
    { re: P("(?:\\b(?:(?:have|has|had|did|do|does|will) not|(?:do|does) not intend to) (?:file|filed|amend|amended)\\b[^.;]{0,200}?)?\\b(?:periods?|quarters?|years?|reports?|filings?) (?:affected|impacted|covered) by the restatements?\\b"), unless: T("\\b(?:if|could|may(?!\\s+\\d)|might|would|potential|possible|future)\\b") },
    // errors found in earlier years, and what they misstated: "we identified additional errors related to prior years", "we identified additional
    // errors across multiple jurisdictions resulting in an understatement of income tax expense of $56 million", "the Company identified certain
    // prior period errors which affected the interim and annual periods in the years ended December 31, 2010 through 2012"
    { re: P("\\b(?:identified|discovered|found|detected|uncovered) (?:additional |further |certain |several |other |new )?(?:[\\w-]+ )?errors? (?:related to|relating to|attributable to|affecting|in) (?:the )?(?:prior|previous|earlier|preceding) (?:fiscal )?(?:years|periods|quarters)\\b|\\b(?:identified|discovered|found|detected|uncovered) (?:additional |further |certain |several |other |new )?errors?\\b[^.;]{0,80}?\\bresulting in an? (?:[\\w-]+ )?(?:understatement|overstatement|misstatement)s? of\\b|\\b(?:identified|discovered|found|detected|uncovered) (?:additional |further |certain |several |other |new )?(?:prior[\\s-](?:period|year) )?errors? (?:which|that) (?:affected|impacted) (?:the |its |our )?(?:[\\w-]+ (?:and [\\w-]+ )?)?(?:periods|years|quarters|financial statements)\\b"), unless: T("\\b(?:if|could|may(?!\\s+\\d)|might|would|any|potential|possible|future)\\b") },
    // the correction booked: "The cumulative adjustments to correct the errors in the consolidated financial statements for all periods prior to …
    // are recorded as adjustments to retained earnings"
    { re: P("\\b(?:cumulative )?(?:adjustments?|effects?) (?:to|of) correct(?:ing)? (?:the|these|such|this|those) (?:[\\w-]+ )?(?:errors?|misstatements?)\\b"), unless: T("\\b(?:if|could|may(?!\\s+\\d)|might|would|any|potential|possible|future)\\b") },
    // an accounting issue the company found in how it had recorded something, told without "error": "In October 2014, we identified an accounting
    // issue related to our revenue recognition for certain of our regulatory infrastructure programs" (issues that may be found stay silent)
    { re: P("\\b(?:we|the company|management|the registrant|the partnership|the bank) (?:have |has |had )?(?:subsequently |later |also )?(?:identified|discovered|found|detected|uncovered|became aware of) (?:an |certain |several |two |three )?accounting (?:issues?|matters?|problems?) (?:related to|relating to|in|regarding|concerning|with respect to|associated with) (?:its|our|the|certain)\\b"), unless: T("\\b(?:if|could|may(?!\\s+\\d)|might|would|any|potential|possible|future|whether)\\b") },
    // the accounting the company should not have done, and line items it restated: "the Company should not have reversed the carrying value of the
    // liability", "The Company restated prepaid operating license rights, property, plant and equipment, related depreciation …"
    { re: P("\\b(?:we|the company|it|management|the bank|the partnership|the registrant) should not have (?:reversed|recorded|recognized|classified|capitalized|expensed|released|eliminated|written off|deferred|credited|consolidated|deconsolidated|amortized|included|excluded|netted)\\b") },
    { re: P("\\b(?:the company|we|management|the bank|the partnership|the registrant) (?:has |have |had )?(?:also )?restated (?:its |the |certain |our )?(?!(?:[\\w-]+ ){0,3}?(?:segments?|shares?|stock|per share|to conform)\\b)(?:[\\w'’-]+,? ){0,8}?(?:rights|assets|liabilities|equipment|expenses?|revenues?|balances?|retained earnings|accumulated deficit|(?:stockholders|shareholders)['’]? equity|accounts|inventor(?:y|ies)|receivables?|payables?|depreciation|amortization|line items|goodwill|accruals?)\\b"), unless: T("\\b(?:if|could|may(?!\\s+\\d)|might|would|any|potential|possible|future)\\b") },
    // errors acknowledged after an investigation, the accounting stated to be in error, statements revised to set it right: "the Company has
    // previously acknowledged certain historic errors and irregularities relating to accounting entries", "The accounting treatment was in error",
    // "The financial statements have been revised to accurately reflect this transaction"
    { re: P("\\b(?:acknowledged|identified|discovered|uncovered|found|detected|revealed|admitted) (?:certain |several |a number of |the |various )?(?:historic(?:al)? |prior[\\s-](?:period |year )|past |accounting )?(?:errors|misstatements|irregularities)(?: and (?:errors|misstatements|irregularities))? (?:relating to|related to|in|involving|with respect to|regarding) (?:the |its |our |certain |various )?(?:[\\w'’-]+ ){0,2}?(?:accounting entries|journal entries|entries|accounts|books|accounting records)\\b"), unless: T("\\b(?:if|would|could|may(?!\\s+\\d)|might|any)\\b") },
    { re: P("\\b(?:accounting|accounting treatment|treatment|classification|presentation|calculation|computation|recording|valuation) (?:of|for)\\b[^.;]{0,200}?\\b(?:was|were|had been) in error(?: in that\\b[^.;]{0,200}?\\bshould (?:not )?have been [\\w-]+)?|\\b(?:the|this|such|our|its) (?:[\\w'’-]+ )?(?:accounting|accounting treatment|treatment|classification|presentation|calculation) (?:was|were|had been) in error(?: in that\\b[^.;]{0,200}?\\bshould (?:not )?have been [\\w-]+)?") },
    { re: P("\\b(?:financial statements|financial information|amounts|balances) (?:have|has|had) been (?:revised|corrected|adjusted|amended) to (?:accurately|properly|correctly|appropriately) (?:reflect|present|account for|record)\\b") },
    // an entry stated to have been recorded in error, and the effects on the statements as first issued of setting it right: "the Company
    // believes that this accrued expense was recorded in error", "Effects on the previously issued year 2021 balance sheet referencing the
    // restatement of liability and equity are as follows:"
    // a sentence opened by the restatement's consequences: "In connection with the restatement, the Company has identified a material weakness …"
    { re: P("^\\W*in connection with (?:the|this|such|our|its) restatements?\\b"), unless: T("\\b(?:if|could|may(?!\\s+\\d)|might|would|any)\\b") },
    { re: P("\\b(?:was|were|had been|has been|have been) (?:recorded|recognized|reported|accrued|booked) (?:in error|erroneously)\\b"), unless: T("\\b(?:if|could|may(?!\\s+\\d)|might|would|any)\\b") },
    {
      re: P("\\b(?:effects?|impacts?) (?:on|of|to) the previously (?:issued|reported) (?:[\\w-]+ ){0,6}?(?:balance sheets?|statements? of [\\w ]{1,40}?|financial statements|statements)\\b"),
      context: T("\\b(?:restat\\w*|correct\\w*|errors?|misstat\\w*)\\b")
    },
    // statements revised or restated to correct what was wrong in them: "The accompanying financial statements as of December 31, 2012 have been
    // revised to correct the classification of certain costs" (restated "to reflect" a split or a disposal stays silent, and so does a disclosure table adjusted for a presentation error)
    // errors found in statements already issued: "During and subsequent to the preparation of our Quarterly Report …, misstatements were
    // identified in our previously issued consolidated financial statements." (errors that may be found stay silent)
    {
      re: P("\\b(?:misstatements?|errors?|irregularities) (?:were|was|had been|have been|has been) (?:identified|discovered|found|detected|uncovered) in (?:our|its|the company['’]s|the|certain of (?:our|its)) previously (?:issued|reported|filed) (?:[\\w-]+ ){0,3}?(?:financial statements|financial information|results)\\b"),
      unless: T("\\b(?:if|could|may(?!\\s+\\d)|might|would|whether|any)\\b")
    },
    // a decision to restate or revise, reported: "management, in consultation with the Audit Committee …, determined that Bloom's previously issued
    // consolidated financial statements … should no longer be relied upon … and we would restate such financial statements", "management
    // determined that … our consolidated financial statements as of and for the year ended December 31, 2017 … would be revised to correct these
    // misstatements" ("would" of the decision reported, not of a possibility)
    {
      re: P("\\b(?:determined|concluded|decided) that\\b[^;]{0,600}?\\b(?:(?:we|the company|it) would (?:restate|revise)|would be (?:restated|revised) to correct)\\b"),
      unless: T("\\b(?:if|could|may(?!\\s+\\d)|might|whether)\\b")
    },
    { re: P("\\b(?:financial statements|financial information|amounts|balances|results)\\b[^.;]{0,120}?\\b(?:have|has|had) been (?:revised|restated) to correct\\b"), unless: T("\\b(?:if|could|may(?!\\s+\\d)|might|would|will|presentation errors?|disclosures?)\\b") },
    // an error found in how something was accounted for, or in the statements themselves, after they were issued: "Subsequent to the filing of the
    // Original Form 10-K, the Company identified an error related to the accounting of losses ceded under …", "Subsequent to the issuance of the
    // Trust's Form 10-Q …, the Trust identified presentation errors in the condensed consolidated statements of cash flows"
    {
      re: P("\\b(?:identified|discovered|found|detected|uncovered|became aware of) (?:certain |several |the |an? |two |three |multiple |these )?(?:[\\w-]+ )?errors? (?:made )?(?:in (?:our|its|the company['’]s|the|a) (?:[\\w&'’-]+ ){0,3}?(?:segment|subsidiary|division|operations|business|unit) )?(?:related to|relating to|in|with respect to|regarding|concerning) (?:the |its |our )?(?:(?:accounting|recording|recognition|classification|calculation|measurement|valuation|presentation) (?:of|for)\\b|(?:condensed |unaudited |interim )*(?:consolidated )?(?:statements? of (?:cash flows|operations|income|comprehensive (?:income|loss)|(?:stockholders|shareholders)['’]? equity)|balance sheets?)\\b)"),
      context: T("\\b(?:previously|prior (?:periods?|years?|quarters?)|originally|subsequent to the (?:filing|issuance)|original (?:form|report|filing)|as (?:originally )?(?:reported|filed|issued)|restat\\w*|revis\\w*|amend\\w*)\\b"),
      unless: T("\\b(?:if|could|may(?!\\s+\\d)|might|would|any|no|not)\\b")
    },
    // amounts said to have been recorded wrongly before, and the quarters revised for it: "These rental property expenses were previously
    // inappropriately recorded as a part of discontinued operations", "we have revised the quarterly information presented below" (quarters recast
    // for a new segment, a disposal or a split stay silent)
    { re: P("\\b(?:were|was|had been|have been|has been) previously " + WRONGLY + " (?:recorded|classified|presented|reported|recognized|included|excluded|capitalized|expensed|accounted for)\\b"), unless: POSSIBLE_OR_WILL_RE },
    {
      re: P("\\b(?:we|the company|management|the trust|the partnership|the registrant|the bank) (?:have |has |had )?revised (?:its |our |the )?(?:previously (?:issued|reported|filed) )?(?:unaudited )?(?:quarterly|interim) (?:financial )?(?:information|data|results|financial statements)\\b"),
      unless: T("\\b(?:segments?|to reflect|to conform|discontinued|split|adopt\\w*|if|could|may(?!\\s+\\d)|might|would|will)\\b")
    },
    // statements revised, restated or corrected by the company to correct them, whatever periods are named between: "The Company has revised its
    // fiscal year 2009, 2010 and 2011 consolidated financial statements to correct its calculation of …" (estimates revised stay silent)
    { re: P("\\b(?:we|the company|management|the trust|the partnership|the registrant|the bank) (?:have |has |had )?(?:revised|restated|corrected|amended) (?:its|our|the|certain) (?:[\\w'’,-]+ ){0,8}?(?:financial statements|financial information|financial results|balance sheets?|statements? of (?:operations|income|cash flows|comprehensive (?:income|loss)))\\b[^.;]{0,40}?\\bto correct\\b"), unless: POSSIBLE_OR_WILL_RE },
    // the company's conclusion that it must restate: "The Company has concluded it should restate its previously issued financial statements to
    // classify all common stock subject to possible redemption in temporary equity" (a conclusion not to restate, or a condition, stays silent)
    { re: P("\\b(?:concluded|determined|decided|agreed)\\b[^.;]{0,60}?\\b(?:it|we|the company|management) (?:should|would|will|must|needed to|need to|was required to|is required to) restate (?:its|our|the|certain) (?:[\\w'’,-]+ ){0,6}?(?:financial statements|financial information|financial results|results)\\b"), unless: T("\\b(?:not|no|if|whether|could|may(?!\\s+\\d)|might)\\b") },
    // the company's own restatement, whatever it restated: "we have restated basic earnings per share using the two class method", "the
    // Company has restated its earnings per share calculation to allocate income …" (a restatement for a split, a new standard or discontinued
    // operations is suppressed with the rule; one that may come stays silent)
    { re: P("\\b(?:we|the company|management|the trust|the partnership|the registrant|the bank) (?:have |has |had )?restated\\b"), unless: T("\\b(?:stock split|reverse split|share split|stock dividend|if|could|may(?!\\s+\\d)|might|would|will|intends?|plans?|expects?)\\b") },
    // beside a stated restatement, what it changed or left unchanged: "Our denominator for the potential common shares outstanding remains
    // unchanged as a result of the restatement"
    { re: P("\\b(?:as a result of|because of|due to|following|after) (?:the|this|such|these|our|its) restatements?\\b"), carried: "paragraph" },
    // an adjustment recorded to correct what a filed report stated: "the Company recorded an adjustment to correct its deferred tax expense as
    // reported in its Form 10-Q filed on May 10, 2012" (a correction that may be needed stays silent)
    {
      re: P("\\b(?:recorded|made|booked|recognized) (?:an? |the |certain )?(?:[\\w-]+ ){0,2}?(?:adjustments?|corrections?|entr(?:y|ies)) to correct (?:its|our|the|an?|certain|these|this)\\b"),
      context: T("\\bas (?:previously |originally )?(?:reported|filed)\\b|\\bpreviously (?:reported|issued|filed)\\b|\\bForm 10-[QK]\\b|\\bprior (?:periods?|years?|quarters?)\\b"),
      unless: POSSIBLE_OR_WILL_RE
    },
    // statements found unreliable for an error in them, an amendment filed to restate a report, and the restated comparable periods a report
    // holds: "… should no longer be relied upon due to an error in the financial statements that was identified by management", "the Company
    // is filing this Amendment No. 1 on Form 10-K/A … to amend and restate the Company's original Annual Report on Form 10-K", "as well as
    // restatements of the comparable periods" (what may have to be restated stays silent)
    { re: P("\\bshould no longer be relied (?:up)?on\\b[^.;]{0,80}?\\b(?:due to|because of|as a result of) (?:an? |the |certain |material )?(?:[\\w-]+ )?(?:errors?|misstatements?)\\b"), unless: POSSIBLE_RE },
    { re: P(`\\bto amend and restate {OWNER} (?:original |previously filed )?(?:annual report|quarterly report|report|form 10-[kq])\\b`), unless: POSSIBLE_OR_WILL_RE },
    { re: P("\\brestatements? of (?:the |our |its )?(?:comparable|prior|previous|earlier|preceding) (?:fiscal )?(?:periods?|quarters?|years?)\\b"), unless: T("\\b(?:if|could|may(?!\\s+\\d)|might|would|any|potential|possible|future)\\b") },
    // a blank-check company's shares found to belong in temporary equity, and the per-share figures it revised with them: "management
    // concluded that all of the Public Shares should be classified as temporary equity in its entirety", "the Company has revised its
    // earnings per share calculation to allocate income and losses shares pro rata …" (a revision for a split stays silent)
    { re: P("\\b(?:concluded|determined)\\b[^.;]{0,60}?\\b(?:shares|stock)\\b[^.;]{0,120}?\\bshould (?:be|have been) (?:classified|presented|reported) (?:as|in) temporary equity\\b"), unless: POSSIBLE_RE },
    { re: P("\\b(?:we|the company|management) (?:have |has |had )?revised (?:its|our|the) (?:[\\w-]+ ){0,2}?(?:earnings|loss|income) per (?:common )?share(?: calculations?| amounts)?\\b"), unless: T("\\b(?:stock split|reverse split|share split|stock dividend|if|could|may(?!\\s+\\d)|might|would|will)\\b") },
    // an error discovered after the statements it affects were issued, or while preparing a later report: "Subsequent to the issuance of its
    // Quarterly Report on Form 10-Q for …, the Company discovered an error due to missing a change in accounting related to other comprehensive
    // income", "During the preparation of its Quarterly Report on SEC Form 10-Q for the six months ended June 30, 2013, the Company discovered an error …"
    {
      re: P("\\b(?:identified|discovered|found|detected|uncovered|became aware of) (?:a |an |certain |several |the |two |three |multiple )?(?:material |immaterial |accounting )?errors?\\b"),
      context: T("\\b(?:subsequent to|after) the (?:issuance|filing|release) of (?:its|our|the company['’]s|the)\\b|\\bpreviously (?:issued|filed|reported|released)\\b|\\boriginal (?:form|report|filing)\\b|\\b(?:during|in (?:the course of|connection with)) the preparation of (?:its|our|the company['’]s|the) (?:[\\w-]+ ){0,3}?(?:report|financial statements|form 10-[kq])\\b"),
      unless: T("\\b(?:if|could|may(?!\\s+\\d)|might|would|any|no|not|whether)\\b")
    },
    // the company's own account of its wrong accounting: "the Company incorrectly accounted for the cost of …", "the Company determined that it
    // inadvertently included shares of common stock from its Debt Conversion in its retroactive adjustment …" (what it may do wrong stays silent)
    { re: P("\\b(?:we|the company|it|management|the trust|the partnership|the bank|the registrant) (?:had |has )?" + WRONGLY + " (?:accounted for|recorded|recognized|classified|calculated|computed|presented|reported|measured|valued|capitalized|expensed|included|excluded|omitted)\\b"), unless: T("\\b(?:if|could|may(?!\\s+\\d)|might|would|will|whether)\\b|\\b(?:not|never|no) (?:\\w+ )?" + WRONGLY + "\\b") },
    // stock options dated wrongly, as the option-grant reviews of 2006–2007 found: "The Special Committee concluded that the actual measurement
    // dates for certain stock option grants differed from the recorded grant dates", "we determined that we used incorrect measurement dates"
    { re: P("\\b(?:incorrect|improper|erroneous|wrong|inaccurate) measurement dates\\b|\\bmeasurement dates?\\b[^.;]{0,80}?\\b(?:grants|awards|options)\\b[^.;]{0,40}?\\b(?:differed|were different) from (?:the |their )?(?:recorded |stated |original )?grant dates?\\b|\\bmeasurement dates? (?:for|of) (?:certain |some |many |a number of )?(?:stock )?(?:option )?(?:grants|awards|options)\\b[^.;]{0,40}?\\b(?:differed|differ|were different) from the (?:recorded|stated|originally recorded|documented) (?:grant )?dates?\\b"), unless: T("\\b(?:if|could|may(?!\\s+\\d)|might|would|will|whether|not)\\b") },
    // revisions recorded to a past report, out-of-period adjustments identified, an over-accrual corrected: "we recorded an immaterial revision to
    // portions of our 2021 Annual Report", "are recording immaterial revisions to prior interim periods", "the company identified and recorded
    // various out of period income tax adjustments", "the Company identified and corrected an $87 million over-accrual"
    { re: P("\\b(?:recorded|recording|made|making|reflected|reflecting|includes?|included) (?:an? |the )?(?:immaterial )?revisions? (?:to|of) (?:the |our |its |certain |portions of (?:our|its|the) )?(?:(?:prior|previously|historical|annual|interim|quarterly)\\b|(?:19|20)\\d\\d\\b)|\\b(?:identified|recorded|booked)(?: and (?:recorded|corrected|booked))? (?:various |certain |several |additional |an? )?(?:[\\w-]+ ){0,2}?out[\\s-]of[\\s-]period (?:[\\w-]+ ){0,2}?adjustments?\\b|\\bidentified and corrected (?:an? |the )?(?:\\$[\\d.,]+ (?:million |billion |thousand )?)?(?:over|under)-?(?:accruals?|statements?)\\b"), unless: T("\\b(?:if|could|may(?!\\s+\\d)|might|would|will|whether|any)\\b") },
    // a past period's error corrected in a later one: "we recorded an out-of-period adjustment to correct an error related to prior periods", "The
    // Company recorded an immaterial correction of an error in the second quarter of 2018 related to …" (a correction that may be needed stays silent)
    { re: P("\\b(?:recorded|booked|made|recognized|included|reflected) (?:an? |the |certain |these )?(?:immaterial )?out[\\s-]of[\\s-]period (?:adjustments?|corrections?|entr(?:y|ies))\\b[^.;]{0,80}?\\b(?:to correct|correcting|related to|relating to|for) (?:an? |the |these |this |certain |prior[\\s-]period )?(?:immaterial )?errors?\\b|\\b(?:recorded|booked|made|recognized) (?:an? |the |certain )?(?:immaterial )?corrections? of (?:an? |the |these |this |certain |prior[\\s-]period )?(?:immaterial )?errors?\\b"), unless: T("\\b(?:if|could|may(?!\\s+\\d)|might|would|will|any)\\b") },
    // the SEC statement on warrants: the accounting reevaluated and the warrants found to be liabilities ("we reevaluated the accounting treatment of
    // our … Warrants, and determined that the Warrants should be reclassified as derivative liabilities")
    { re: P("\\b(?:re-?evaluated|reassessed|re-?examined|reconsidered|re-?analy[sz]ed|re-?visited) (?:the |its |our )?accounting (?:treatment |classification )?(?:of|for)\\b[^.;]{0,200}?\\b(?:determined|concluded)\\b[^.;]{0,80}?\\bshould (?:be|have been) (?:re)?classified as (?:derivative |warrant )?liabilit(?:y|ies)\\b") },
    // the restatements a report contains, told in the plural or of a list: "as well as restatements of the following previously filed consolidated
    // financial statements: (i) …"
    { re: P("\\brestatements? of (?:the following |our |its |the |certain |all )?(?:previously (?:filed|issued|reported)|prior[\\s-]period|prior[\\s-]year|historical) (?:[\\w'’-]+ ){0,3}?(?:financial statements|financial results|financial information|results)\\b"), unless: T("\\b(?:if|could|may(?!\\s+\\d)|might|would|any|potential|possible|future)\\b") },
    // the restatement told as something the company announced it would have to make: "our announcement in May 2015 that we would have to
    // restate our previously filed 2014 Form 10-K"
    { re: P("\\b(?:would|will) (?:have|need) to restate (?:our|its|the|their) (?:previously (?:filed|issued|reported)|prior|historical)\\b(?:[^.;]{0,60}?\\band (?:would|will) (?:not be able|be unable) to (?:timely )?file\\b[^.;,]{0,100})?"), unless: T("\\b(?:if|could|may(?!\\s+\\d)|might|any)\\b") },
    { re: P(`\\brestat(?:e[sd]|ing) (?:herein |above |below |in this (?:report|annual report|quarterly report) )?(?:its|our|the|certain|their|previously|these|those|such|each of the|all of the|impacted|affected) (?:[\\w'’,-]+ ){0,10}?(?:financial statements|financial results|financial information|financial data|results|balance sheets?|statements? of (?:operations|income|cash flows|comprehensive|financial (?:condition|position))|periods?|quarters?|amounts|earnings)\\b`) },
    // a restatement decided on: "The Company will restate its financial statements for the years ended …", "the Audit Committee determined to restate"
    { re: P(`\\b(?:will|intends? to|plans? to|decided to|determined to|concluded to) restate (?:its|our|the|certain|previously) (?:[\\w'’-]+ ){0,8}?(?:financial statements|financial results|results|quarters?|periods?)\\b`) },
    { re: P("\\b(?:have|has|had) been (?:retroactively |retrospectively )?restated\\b|\\b(?:were|was) (?:retroactively |retrospectively )?restated\\b") },
    // an error found in a calculation, a balance corrected that had been misstated: "an error in the earnings per share calculations was identified",
    // "the Company adjusted its deferred income tax expense accrual, which had been understated by $288,834"
    { re: P("\\ban error in (?:the |our |its |certain )?(?:[\\w'’-]+ ){0,5}?(?:calculations?|computations?|accounting|classification|presentation)\\b[^.;]{0,200}?\\b(?:was|were|had been|has been) (?:identified|discovered|found|detected)\\b") },
    { re: P("\\b(?:adjusted|corrected|restated) (?:its|our|the) (?:[\\w'’-]+ ){0,6}?[^.;]{0,40}?\\b(?:which|that) (?:had been|was|were) (?:understated|overstated|misstated) by\\b") },
    // an error found and judged material to statements issued: "Management assessed the materiality of this error … and determined that the error
    // was material to the three months ended March 31, 2013 financial statements" (an error determined immaterial, or one that could be, stays silent)
    { re: P("\\b(?:determined|concluded|did determine|did conclude)(?: that)? (?:the|this|these|such) (?:[\\w-]+ )?(?:errors?|misstatements?) (?:was|were|is|are) material to\\b"), unless: POSSIBLE_RE },
    // the company's announced decision to restate, in reported speech: "On March 21, 2013, the Company announced that it would restate previously issued
    // quarterly and audited annual financial statements to correct accounting improprieties" (what it would restate if … stays silent)
    { re: P("\\b(?:announced|disclosed|reported|determined|concluded|decided)(?: that)? (?:it|we|the company) (?:would|will) restate (?:its |our |the |certain )?(?:previously (?:issued|reported|filed) )?\\b"), unless: T("\\b(?:if|unless|whether)\\b") },
    // the company's misapplied guidance or a derivative it failed to separate, found: "the Company identified a misstatement in its misapplication of
    // accounting guidance related to the Company's Convertible Promissory Notes", "The Company failed to bifurcate the convertible debt agreement …
    // according to the guidance provided by ASC 815-15-25" (what could be misapplied stays silent)
    { re: P("\\b(?:identified|discovered|found|determined|concluded)\\b[^.;]{0,80}?\\bmisapplication of (?:the )?(?:(?:applicable|relevant|related) )?(?:accounting )?(?:guidance|standards?|principles|GAAP|ASC)\\b|\\b(?:failed to|did not) (?:properly |correctly )?bifurcate\\b"), unless: POSSIBLE_RE },
    // what errors found did to the amounts reported, on their own: "The billing errors resulted in a cumulative overstatement of consolidated
    // revenue in the amount of $5.8 million" (what errors could result in stays silent)
    { re: P("\\b(?:errors?|misstatements?|irregularities)\\b[^.;]{0,40}?\\bresulted in (?:a |an )?(?:cumulative |net |aggregate |total )?(?:overstatement|understatement|misstatement)s? of\\b"), unless: POSSIBLE_RE },
    { re: P("\\(?\\bas restated\\b\\)?"), unless: T("\\b(?:certificate|articles) of incorporation|\\bby-?laws\\b|\\bcharter\\b|\\bagreement\\b|\\bindenture\\b|\\bplan\\b") },
    { re: P(`\\b(?:the|this|such|these) restatements? (?:of (?:certain of |some of |all of |each of )?(?:our|its|the) (?:[\\w'’-]+ ){0,5}?(?:financial statements|results|periods?|quarters?)|described|discussed|referred to)\\b`) },
    // an error found in named statements, restated amounts shown, previously reported amounts corrected: "The Company has determined that its
    // financial statements for the quarter ended March 31, 2021 contained an error", "The restated amounts are presented below", "The Company has
    // corrected the previously reported amounts for the error"
    { re: P("\\b(?:determined|concluded|found|identified|discovered) that (?:its|our|the company['’]s|the|certain of (?:its|our)) (?:[\\w-]+ ){0,3}?financial statements\\b[^.;]{0,80}?\\b(?:contained|contain|included|include|reflected) (?:an? |certain |material |several |the following )?(?:[\\w-]+ )?(?:errors?|misstatements?)\\b"), unless: T("\\b(?:could|would|might|may) (?:have )?contain\\w*|\\b(?:did|does|do|had|has|have) not (?:contain|include|reflect)|\\bfree (?:of|from) (?:material )?(?:errors?|misstatements?)") },
    { re: P("\\bthe restated (?:[\\w-]+ ){0,3}?(?:amounts|financial statements|results|balances|figures|financial information) (?:are|is|were|have been|has been) (?:presented|shown|set forth|included|reflected|summarized)\\b") },
    // statements revised for an error, and an error found in how a prior period's statements classified or recorded an item: "The Company revised
    // its consolidated financial statements for the year ended December 31, 2022 to correct an error …", "We determined that our warrants should
    // have been classified as liabilities rather than equity in our previously issued financial statements" (a revision for a new standard or
    // to conform a presentation names no error and stays silent)
    {
      re: P("\\brevis(?:ed|es|ing) (?:its|our|the|certain|their|previously|these|those|such) (?:[\\w'’-]+ ){0,10}?(?:financial statements|financial information|balance sheets?|statements? of (?:operations|income|cash flows|comprehensive (?:income|loss)|financial (?:condition|position)))\\b"),
      context: T(`${ERROR_CORRECTION_RE.source}|\\b(?:misstat\\w*|incorrect\\w*|misclassif\\w*|improperly|erroneous\\w*)\\b`)
    },
    {
      re: P("\\b(?:determined|concluded|identified|discovered|found|realized) that (?:its|our|the|the company['’]s|certain(?: of (?:its|our))?) (?:[\\w'’-]+ ){0,6}?should (?:not )?have been (?:[\\w-]+ )?(?:classified|accounted for|recorded|recognized|presented|reported|capitalized|expensed)\\b[^.;]{0,160}?\\b(?:previously (?:issued|reported|filed|presented)|prior (?:periods?|years?|quarters?)|historical)\\b"),
      unless: T("\\b(?:if|could|may(?!\\s+\\d)|might|would|whether)\\b")
    },
    { re: P("\\b(?:corrected|revised) (?:the |its |our |certain )?previously (?:reported|issued|presented) (?:[\\w-]+ ){0,3}?(?:amounts|balances|figures|financial information|results)\\b"), context: T("\\b(?:errors?|misstat\\w*|incorrect\\w*|misclassif\\w*)\\b") },
    // a misstatement found in statements already issued: "concluded that a potential material misstatement in revenue recognition was isolated
    // to the previously issued quarterly financial statements" (what a weakness could cause stays silent)
    // adjustments found necessary in a review of the historical accounting: "As part of the Company’s review of its historical accounting, it has
    // determined that adjustments are required related to certain transactions"
    { re: P("\\b(?:determined|concluded) that (?:certain |further |additional )?(?:accounting )?(?:adjustments|corrections) (?:are|were|would be|had to be) (?:required|necessary|needed)\\b"), context: T("\\b(?:historical (?:accounting|financial statements)|previously (?:issued|reported)|prior[\\s-]periods?|restat\\w*)\\b"), unless: T("\\b(?:if|whether|no|not)\\b") },
    { re: P(`\\b(?:(?:potential|possible) )?(?:material )?misstatements?\\b[^.;]{0,80}?\\b(?:in|of|to|within) (?:the |its |our |their |certain )?previously (?:issued|reported|filed) (?:[\\w-]+ ){0,4}?financial statements\\b`), unless: T("\\b(?:could|would|might|may|if|whether|unless|no|not|any)\\b") },
    { re: P(`\\brestatement of (?:our|its|the) previously (?:issued|reported)\\b`) },
    { re: P("\\b(?:effects?|impacts?) (?:of|from) (?:the|these|this|such) (?:restatements?|(?:error )?corrections?(?: of (?:these |the )?errors?)?|errors?|adjustments|revisions?)\\b"), context: T("\\b(?:restat\\w*|previously (?:issued|reported)|errors?|corrections?)\\b") },
    // errors found in the historical statements, and a restatement told with its date: "Management identified errors made in its historical
    // financial statements related to …", "the restatement for December 31, 2010, included the following items:"
    { re: P("\\b(?:identified|discovered|found|detected) (?:certain |several |the |an? |two |three )?(?:[\\w-]+ )?errors? (?:made )?in (?:its|our|the company['’]s|the) historical (?:[\\w-]+ ){0,2}?financial statements\\b") },
    { re: P("\\bthe restatement (?:for|of) (?:the )?(?:(?:fiscal )?(?:year|quarter|period)s? (?:ended |ending )?)?(?:[A-Z][a-z]+ \\d{1,2}, )?\\d{4},? (?:also )?(?:included|includes|reflects|reflected|consisted of|consists of)\\b") },
    // statements restated for the adjustments told before: "The unaudited condensed consolidated financial statements for the period ended
    // March 31, 2012 are restated to reflect the cumulative effect of the adjustments described above."
    { re: P("\\b(?:are|is|have been|has been|were|was) (?:hereby )?restated to reflect the (?:cumulative )?effects? of the (?:adjustments|corrections?|errors?|misstatements?) (?:described|discussed|noted|set forth) (?:above|below|herein)\\b") },
    // the restatement as a thing done: "This resulted in a restatement …", "The restatement reflects the reversal of revenue …"
    { re: P("\\b(?:resulted in|led to|required|requires?|requiring|necessitated|necessitating|gave rise to) (?:a |the )?restatement\\b") },
    // revisions and corrections of previously issued statements ("we revised our previously issued … consolidated financial statements")
    { re: P(`\\b(?:revised|revising|corrected|correcting|amended) (?:herein |in this (?:report|filing|quarterly report|annual report) )?(?:its|our|the|certain|these|those|such|their) (?:(?:previously (?:issued|reported|filed)|prior[\\s-]period|prior[\\s-]year|historical|unaudited|audited|interim|annual|quarterly|condensed|consolidated) ){1,4}(?:[\\w'’-]+ ){0,4}?(?:financial statements|financial information|financial results|balance sheets?|statements? of (?:operations|income|cash flows|comprehensive))\\b`) },
    { re: P(`\\b(?:revision|correction)s? (?:of|to|for|in) (?:the |our |its |certain )?(?:previously (?:issued|reported)|prior[\\s-]period|prior[\\s-]year) (?:[\\w'’-]+ ){0,4}?(?:financial statements|financial information|amounts|results)\\b`) },
    // what the company found recorded wrongly in its past periods: "we discovered that revenue on certain multiple-element arrangements had been
    // recognized prematurely in 2001 and 2002", "Management determined that the deferred tax valuation allowance recorded at December 31, 2011
    // was overstated due to a computational error" (what could be misstated stays silent)
    {
      re: P(`\\b(?:discovered|determined|concluded|found|identified|learned|noted) that [^.;]{0,150}?\\b(?:had been|has been|have been|was|were) (?:(?:recognized|recorded|reported|accounted for|classified|capitalized|deferred|expensed|presented|included|excluded|calculated|computed|valued|measured) (?:prematurely|in error|in the wrong (?:period|periods|quarter|year))|(?:prematurely|${WRONGLY}) (?:recognized|recorded|reported|accounted for|classified|capitalized|deferred|expensed|presented|included|excluded|calculated|computed|valued|measured)|(?:overstated|understated|misstated))\\b`),
      unless: T("\\b(?:if|could|may(?!\\s+\\d)|might|would|not (?:been )?(?:overstated|understated|misstated))\\b")
    },
    // an amount the company found it had capitalized, accrued or stated too much or too little of: "Upon further review, it was determined the
    // Company overcapitalized labor and overhead costs in SCB's work-in-process inventory"
    {
      re: P(`\\b(?:determined|discovered|concluded|found|identified) (?:that )?(?:the company|we|management|it) (?:had )?(?:over|under)(?:capitalized|accrued|stated|recorded|reported|valued|depreciated|amortized|reserved)\\b`),
      unless: T("\\b(?:if|could|may(?!\\s+\\d)|might|would|not)\\b")
    },
    // in a stated error's paragraph, what the errors did to the statements: "The accounting errors resulted in an overstatement of net income of
    // $3.1 million for the nine months ended September 30, 2004", "the billing errors caused an understatement of revenue" (never on its own)
    {
      re: P(`\\b(?:the|these|such|this|those|our|its) (?:[\\w-]+ )?(?:errors?|misstatements?) (?:resulted in|caused|led to|gave rise to) (?:an? |the )?(?:cumulative )?(?:overstatement|understatement|misstatement)\\b`),
      unless: POSSIBLE_RE,
      carried: "paragraph"
    },
    // the company's accounting found not to follow the standards: "Our audit committee concluded that the accounting for the sale-leaseback
    // transaction in 2005 was not in accordance with generally accepted accounting principles" (non-GAAP measures stay silent)
    {
      re: P(`\\b(?:concluded|determined|found)\\b[^.;]{0,60}?\\b(?:the|our|its) accounting for\\b[^.;]{0,120}?\\b(?:was|were|had been) not (?:consistent|in accordance|in conformity) with (?:U\\.S\\. GAAP|GAAP|ASC \\d+|generally accepted accounting principles)\\b`),
      unless: T("\\bnon-GAAP\\b|\\b(?:if|may|might|could|would)\\b")
    },
    // balances restated to correct errors, and adjustments recorded to correct them: "These errors have been corrected in the accompanying
    // financial statements by restating the balances as of December 31, 2008", "the Company recorded adjustments to correct errors in the
    // recognition of rental income in prior years" (typographical or presentation errors in a table stay silent; errors "corrected" alone are
    // a stated error's follow-on)
    {
      re: P(`\\bby restating (?:the|its|our|certain) (?:[\\w'’-]+ ){0,4}?(?:balances|amounts|financial statements|results|periods?)\\b|\\b(?:recorded|made|identified|booked) (?:an? |certain |several |the )?(?:[\\w-]+ )?adjustments? to correct (?:an? |certain |the |these )?(?:[\\w-]+ )?(?:errors?|misstatements?)\\b`),
      unless: T("\\b(?:if|could|may(?!\\s+\\d)|might|would|typographical|clerical|presentation errors?)\\b")
    },
    // in a stated error's paragraph, the earlier treatment and its change told as an interpretation: "Previously, the Company did not consider
    // redeemable shares classified as temporary equity as part of net tangible assets.", "Effective with these condensed financial statements,
    // the Company revised this interpretation to include temporary equity in net tangible assets." (never on its own)
    {
      re: P(`\\bpreviously,? (?:the company|we|management) (?:did not|had not|has not) (?:consider|classify|include|record|present|treat|recognize|account for)\\b|\\b(?:revised|restated|changed|corrected) (?:this|its|our|that) interpretation\\b`),
      unless: T("\\b(?:if|could|may(?!\\s+\\d)|might|would|adopt\\w*|ASU)\\b"),
      carried: "paragraph"
    },
    // an accounting step the company found it had failed to take, in statements already issued: "Subsequent to the issuance of the Company's
    // financial statements …, management discovered that the Company had failed to record stock compensation expense"
    {
      re: P(`\\b(?:discovered|determined|identified|found|concluded|learned|noted) that (?:[\\w'’]+ ){0,3}?(?:had |has )?(?:failed|neglected) to (?:properly |correctly )?(?:record|recognize|accrue|include|report|expense|capitalize|eliminate|consolidate|amortize|depreciate|defer|reverse|reflect|account for)\\b`),
      context: T("\\b(?:financial statements|previously|prior (?:periods?|years?|quarters?)|issuance|issued|restat\\w*|errors?|misstat\\w*|understat\\w*|overstat\\w*)\\b"),
      unless: POSSIBLE_RE
    },
    // an accounting step the company did not take properly, told without "for": "The Company did not properly capitalize interest on its
    // construction in progress in 2010 and 2011" (what it must do properly, or may fail to, stays silent)
    {
      re: P(`\\b(?:we|the company|the partnership|the trust|the bank|the registrant|management) (?:did|had) not (?:properly|correctly|appropriately|accurately) (?:capitalize|defer|accrue|value|allocate|eliminate|consolidate|amortize|depreciate|compute|calculate|recognize|record|classify|apply|report|measure|present)\\b`),
      unless: T("\\b(?:if|could|may(?!\\s+\\d)|might|would|whether)\\b")
    },
    // amounts revised because they were presented in error ("The Company revised the amounts previously reported as net proceeds from borrowings … that were incorrectly presented …")
    { re: P("\\b(?:revised|corrected) (?:the |certain )?(?:amounts|balances) previously (?:reported|presented)\\b"), context: T("\\b(?:incorrect\\w*|errors?|misstat\\w*|misclassif\\w*)\\b") },
    // an accounting error found: "determined that it had not properly accounted for certain warrants", "did not properly account for …"
    { re: P(`\\b(?:determined|concluded|discovered|identified|found|noted) that (?:[\\w'’]+ ){0,3}?(?:had |has )?(?:not|did not|had not) (?:properly|correctly|appropriately) (?:accounted|account|recorded|record|classified|classify|presented|present|reflected|reflect|recognized|recognize)\\b|\\b(?:did|had) not (?:properly|correctly|appropriately) (?:account|accounted|record|recorded|classify|classified|reflect|reflected|recognize|recognized) for\\b`), context: T("\\b(?:financial statements|previously (?:issued|reported)|restat\\w*|errors?|warrants?|misstatements?|corrections?|prior periods?)\\b") },
    { re: P("\\b(?:the|this|these|such) (?:need for the )?restatements? (?:also )?(?:results in|resulted in|reflects|reflected|relates|related|arose|resulted|was|is|had|included|includes|corrects|corrected|increased|decreased|reduced)\\b") },
    { re: P(`\\b(?:providing|provides|presents?|presented|includes?|included|including) (?:the )?restated (?:[\\w'’-]+ ){0,6}?(?:financial (?:statements|information|data|results)|balance sheets?|statements? of|line items|results)\\b`) },
    // (also "the pending restatement": "On June 11, 2012, we announced the pending restatement of the Company's financial statements …")
    { re: P(`\\b(?:announcement|announced|disclosure|disclosed) (?:of )?(?:the |its |our |an |a )?(?:pending )?(?:accounting |financial )?restatements?(?: of (?:our|its|the) (?:[\\w'’-]+ ){0,5}?(?:financial statements|results))?\\b`) },
    { re: P(`\\bto restate (?:its|our|the|certain|their) (?:[\\w'’-]+ ){0,6}?(?:financial statements|financial results|financial information|results|balance sheets?|periods?|quarters?)\\b`) },
    // an amended report filed for a restatement: "This Amendment No. 1 on Form 10-Q/A … is being filed to reflect the restatement of our consolidated
    // balance sheets at June 30, 2004 and December 31, 2003, …" (a restatement for a split or discontinued operations is suppressed with the rule)
    { re: P(`\\bfiled (?:in order |solely |primarily )?to (?:reflect|include|present|give effect to) (?:the |a )?restatement of (?:its|our|the|certain|their) (?:[\\w'’-]+ ){0,6}?(?:financial statements|financial results|financial information|results|balance sheets?|statements? of)\\b`), unless: POSSIBLE_OR_WILL_RE },
    { re: P(`\\b(?:will|intends? to|plans? to|decided to|determined to|expects? to|is|are|in the process of) restat(?:e|ing) (?:its|our|the|certain)\\b`) },
    { re: P(`\\b(?:concluded|determined) that (?:[\\w'’,-]+ ){0,25}?(?:should|will|need to|needed to|would need to) be restated\\b`) },
    // the same over a long list of periods ("… (the “Affected Periods”) should be restated because of …"), a decision to restate
    { re: P(`\\b(?:concluded|determined|(?:its|our|the) (?:conclusion|determination)) that [^.;]{0,500}?\\b(?:should|will|would|need to|needed to|must) (?:now )?be restated\\b`) },
    { re: P(`\\b(?:concluded|determined|decided)\\b[^.;]{0,60}?\\b(?:appropriate|necessary|required) to restate\\b`) },
    { re: P(`\\brestatement of previously (?:issued|reported) (?:consolidated )?financial statements\\b`) },
    // an error told without "restate": "concluded that it did not correctly account for a financed insurance premium", "inadvertently
    // did not classify the Warrants as a derivative liability, which led to accounting adjustments to correct the errors", a report
    // filed "with adjustments to our consolidated financial statements for the years ended …"
    { re: P(`\\b(?:determined|concluded|discovered|identified|found) that (?:[\\w'’]+ ){0,3}?(?:had |has )?(?:not|did not|had not) (?:properly|correctly|appropriately) (?:accounted|account)(?: for)?\\b`) },
    { re: P(`\\binadvertently (?:did not|had not|failed to|omitted to) (?:properly |correctly )?(?:classify|record|account|recognize|reflect|present|include|accrue)\\b`), context: ERROR_CORRECTION_RE },
    // an error admitted in how an item was accounted for in a prior period: "the Company incorrectly accounted for certain warrants … in the
    // previously issued financial statements", "we failed to properly record a financed insurance premium in prior periods", "certain
    // warrants were erroneously recognized in the financial statements as previously reported"
    {
      re: P(`\\b(?:incorrectly|improperly|erroneously|inadvertently|mistakenly) (?:(?:did not|had not|failed to) (?:properly |correctly )?(?:classify|record|account for|recognize|reflect|present|include|accrue)|accounted for|recorded|recognized|classified|presented|reported|calculated|computed|measured|capitalized|expensed|deferred|omitted|excluded|included)\\b|\\b(?:failed|had failed) to (?:properly|correctly|appropriately) (?:account for|record|recognize|classify|present|report|calculate|measure|accrue)\\b`),
      context: T("\\b(?:previously (?:issued|reported|filed|presented)|prior (?:fiscal )?(?:periods?|years?|quarters?)|as (?:previously|originally) reported|originally (?:issued|reported|filed))\\b")
    },
    { re: P(`\\bwith adjustments to (?:our|its|the) (?:previously (?:issued|reported) )?(?:consolidated )?financial statements for the (?:fiscal )?(?:years?|quarters?|periods?)\\b`) },
    // beside a stated restatement, how the error was found: "The Company reassessed its accounting for … and determined …", "Upon
    // reevaluation, … it was determined …", "The investigation uncovered irregularities related to …"
    { re: P(`\\breassessed (?:its|the|our) (?:accounting|classification|presentation) (?:for|of)\\b[^.;]{0,200}?\\band (?:determined|concluded)\\b|\\b(?:upon|after|following) (?:a |the |further )?re-?(?:evaluation|assessment|examination)\\b[^.;]{0,250}?\\b(?:determined|concluded)\\b`), carried: true },
    { re: P(`\\b(?:uncovered|identified|found|revealed|discovered|detected) (?:certain |accounting |financial |reporting )*irregularities\\b`), carried: true },
    // beside a stated restatement, a blank-check company's finding that its shares belong in temporary equity, and the adjustment it made:
    // "management re-evaluated … and determined that the Public Shares include redemption provisions that require classification of all Public
    // Shares as temporary equity", "This resulted in (1) an adjustment to the initial carrying value of the Class A common stock subject to
    // possible redemption …" (what would be required stays silent)
    {
      re: P(`\\b(?:determined|concluded)\\b[^.;]{0,200}?\\b(?:require|requires|required) (?:the )?classification of (?:all )?(?:of )?(?:the |its )?(?:[\\w-]+ ){0,4}?(?:shares|stock)\\b[^.;]{0,40}?\\b(?:as|in) temporary equity\\b|^\\W*this resulted in\\b[^.;]{0,20}?\\ban adjustment to the (?:initial )?carrying value of (?:the |its )?(?:[\\w-]+ ){0,4}?(?:shares|stock)\\b`),
      unless: T("\\b(?:if|could|may(?!\\s+\\d)|might|would)\\b"),
      carried: true
    },

    // beside it, what the review that found the errors recorded: "As a result of the internal review, the Company identified and recorded aggregate
    // pre-tax charges as follows: …", "The adjustments related to the internal review only affected …", "The cumulative aggregate adjustments
    // attributable to the Logistics Solutions sector are approximately $82 million"
    { re: P(`\\b(?:charges?|adjustments?)\\b[^.;]{0,40}?\\b(?:related to|relating to|attributable to|resulting from|due to) the (?:internal |independent )?(?:review|investigation)\\b|\\bas a result of the (?:internal |independent )?(?:review|investigation)\\b[^.;]{0,80}?\\b(?:identified|recorded) (?:[\\w-]+ ){0,3}?(?:charges|adjustments|errors|misstatements)\\b|\\bcumulative (?:aggregate )?adjustments attributable to\\b`), carried: true },
    // beside it, the errors told one by one: "did not properly account for such down round provisions", "management also discovered that
    // it did not reflect the impact of amendments", "management prematurely recorded the option", "did not meet the conditions for equity classification"
    { re: P(`\\b(?:did|had) not (?:(?:properly|correctly|appropriately) (?:account|accounted|record|recorded|classify|classified|reflect|reflected|recognize|recognized|present|presented|allocate|allocated|calculate|calculated|consider|considered|apply|applied|measure|measured)|account for|reflect the (?:impact|effect)s?)\\b`), carried: true },
    { re: P(`\\b(?:had |has )?failed to (?:properly|correctly|appropriately) (?:account|record|classify|reflect|recognize|present|allocate|calculate|consider|apply|measure)\\b`), carried: true },
    { re: P(`\\binadvertently (?:did not|had not|failed to|omitted to) (?:properly |correctly )?(?:classify|record|account|recognize|reflect|present|include|accrue)\\b`), carried: true },
    // beside it, the accounting the items should have had: "the Warrants should have been accounted for as a liability", "These Warrants were initially classified as equity."
    { re: P(`\\bshould have been (?:accounted for|classified|recorded|recognized|presented|reported|measured|capitalized|expensed|bifurcated|booked)\\b`), carried: true },
    { re: P(`\\b(?:were|was) (?:initially|originally) (?:classified|accounted for|recorded|presented) as\\b`), carried: true },
    { re: P(`\\b(?:the|these|such) corrections? (?:resulted|arose|stemmed) from\\b`), carried: true },
    // beside it, the restated amounts and the errors told as what the methods left out: "The restated amounts consider actual cash collections …",
    // "the fair values of Noncontrolling Interest subject to puts have been revalued and restated", "The methodology for reserving for contractual
    // allowances did not reconcile revenue and accounts receivable to the Company's collection experience" (amounts restated to conform to a
    // presentation, a stock split or a new standard stay silent)
    {
      re: P(`\\bthe restated (?:[\\w-]+ )?(?:amounts|balances|figures|results)\\b|\\b(?:have|has|had) been (?:[\\w-]+ and )?restated\\b|\\b(?:did|had|does) not (?:properly |correctly |accurately )?reconcile\\b`),
      unless: T("\\b(?:conform\\w*|reclassif\\w*|presentation|stock splits?|reverse splits?|discontinued operations?|retrospectiv\\w*|adopt\\w*|if|could|may(?!\\s+\\d)|might|would)\\b"),
      carried: true
    },
    { re: P(`\\b(?:prematurely|erroneously|incorrectly|improperly|inadvertently) (?:recorded|recognized|classified|reported|presented|accounted|capitalized|expensed|included|excluded|stated|stating|calculated|computed|measured)\\b`), carried: true },
    { re: P(`\\bdid not meet the (?:conditions|criteria|requirements) for equity classification\\b`), carried: true },
    // beside it, what the correction changed, told of "the adjustment": "The adjustments impacted each year since 1998", "The cumulative decrease to
    // January 1, 2011 retained earnings as a result of the adjustment was $26 million", "This adjustment resulted in a decrease to net income of
    // $18 million …", "The cumulative decrease through December 31, 2013 results in a decrease of $80 million to long term regulatory assets"
    { re: P(`^\\W*(?:the|these|this|such) (?:[\\w-]+ )?adjustments? (?:have |has |had )?(?:impacted|affected) (?:each|every|all|the|prior|previous|certain|several) (?:of the )?(?:fiscal )?(?:years?|periods?|quarters?)\\b|\\bcumulative (?:decrease|increase|reduction|effect|impact)\\b[^.;]{0,80}?\\bretained earnings\\b[^.;]{0,40}?\\bas a result of (?:the|this|these|such) (?:[\\w-]+ )?(?:adjustments?|corrections?|revisions?)\\b|^\\W*(?:the|this|these|such) (?:[\\w-]+ )?(?:adjustments?|corrections?|revisions?) (?:resulted|results|result) in (?:an? )?(?:[\\w-]+ )?(?:decrease|increase|reduction)s? (?:to|in|of) (?:net income|net loss|net earnings|revenues?|operating revenues|income|retained earnings|earnings)\\b|^\\W*the cumulative (?:decrease|increase|reduction|effect|impact) (?:through|to|as of|at)\\b[^.;]{0,60}?\\b(?:results?|resulted) in (?:an? )?(?:decrease|increase|reduction)\\b`), carried: "paragraph" },
    { re: P(`\\b(?:recorded|made|booked) (?:other|additional|certain|several) adjustments (?:that )?(?:we|the company|management) (?:had )?identified (?:for|in|related to|relating to) (?:the )?prior (?:periods|years)\\b`), carried: true },
    // beside a stated restatement, its adjustments listed by amount: "A $1.9 million understatement and an $9.0 million overstatement of the Provision
    // for income taxes for the years ended December 25, 2021 and December 26, 2020, respectively"
    { re: P(`^\\W*(?:an? )?[$€£]\\s?[\\d.,]+ (?:million |billion |thousand )?(?:and (?:an? )?[$€£]\\s?[\\d.,]+ (?:million |billion |thousand )?)?(?:under|over|mis)statements?\\b`), carried: true },
    // a decision to restate told in reported speech beside non-reliance: "… concluded that the Company’s previously issued financial statements
    // … should no longer be relied upon … and that we would restate such financial statements"; "In our restated financial results, we have revised …"
    { re: P("\\b(?:concluded|determined|decided|agreed)\\b[^.;]{0,400}?\\bthat (?:we|the company|it|management) would restate (?:such|the|its|our|these|those|certain)\\b") },
    { re: P("\\b(?:in|within|under) (?:our|its|the|these|such) restated (?:[\\w-]+ ){0,3}?(?:financial (?:results|statements|information)|results|statements|amounts)\\b") },
    // beside a stated error, the accounting it replaced: "The Company previously recognized, on its consolidated balance sheet, a current prepaid asset …"
    { re: P("\\b(?:the company|we) (?:had )?previously (?:recognized|recorded|reported|classified|presented|accounted for|capitalized|expensed)\\b"), carried: true },
    // previously issued statements that held errors, and the restated statements themselves: "our previously issued financial statements contained
    // errors in the accounting for stock options", "The restated financial statements reflect a decrease in revenue …"
    { re: P("\\bpreviously (?:issued|filed|reported) (?:[\\w-]+ ){0,3}?financial statements (?:contained|contain|included|include|reflected) (?:an? |certain |material |several )?(?:[\\w-]+ )?(?:errors?|misstatements?)\\b") },
    { re: P("\\bthe restated (?:[\\w-]+ ){0,3}?(?:financial statements|results|amounts|balance sheets?|statements of (?:operations|income|cash flows)) (?:only |also )?(?:reflect|reflects|reflected|include|includes|included|present|presents|show|shows|showed)\\b") },
    // an error corrected without "restate": statements "adjusted to correct an understatement of accrued liabilities", errors "identified in
    // its previously issued financial statements" or "in the calculation of diluted earnings per share", "an immaterial error … corrected",
    // previously reported amounts "overstated by $2.1 million due to an error"
    { re: P("\\b(?:adjusted|revised|restated|corrected|amended) to (?:correct|reflect the correction of) (?:an? |the |certain )?(?!(?:[\\w-]+ ){0,2}?(?:presentation|classification|disclosure|typographical|clerical) )(?:[\\w-]+ ){0,2}?(?:understatement|overstatement|misstatement|errors?)\\b") },
    { re: P("\\b(?:discovered|identified|found|detected|noted) (?:an? |certain |the |several |two |three |(?:an )?(?:immaterial |material )?)?(?:[\\w-]+ )?errors? (?:in|related to|relating to|with respect to) (?:the |its |our |certain )?(?:calculation|computation|previously (?:issued|reported|filed)|prior[\\s-](?:period|year)|accounting for|classification of|presentation of|valuation of|measurement of|recognition of|recording of|weighted average|(?:basic |diluted )?(?:earnings|net (?:loss|income)) per share)\\b") },
    { re: P("\\b(?:corrected|correcting|correction of) (?:an? |the |certain |these |this |such )?(?:immaterial |material |prior[\\s-]period |identified )?errors? (?:in|related to|relating to) (?:its|our|the) (?:previously (?:issued|reported)|prior[\\s-](?:period|year))\\b") },
    { re: P("\\b(?:previously|originally) reported\\b[^;]{0,120}?\\b(?:was|were|had been) (?:understated|overstated|misstated)\\b|\\b(?:was|were|had been) (?:understated|overstated|misstated) by\\b[^;]{0,80}?\\b(?:due to|as a result of|because of|resulting from) (?:an? |the )?(?:[\\w-]+ ){0,2}?errors?\\b") },
    { re: P("\\b(?:recorded|made|reflected|booked) (?:a |an )?prior[\\s-]period adjustments? (?:to correct|for|related to|relating to|to reflect the correction of) (?:an? |the |certain )?(?:[\\w-]+ ){0,3}?(?:errors?|misstatements?|understatements?|overstatements?)\\b") },
    { re: P("\\bthe correction of (?:this|the|these|such) (?:[\\w-]+ )?errors? (?:resulted in|increased|decreased|reduced|had the effect of)\\b") },
    // errors named by a defined term, or found in a review of the statements: "management identified the Inventory Costing Errors during its inventory
    // testing procedures", "Errors were discovered during the course of management’s review of our financial statements"
    { re: P("\\b(?:identified|discovered|found|detected) the (?:[A-Z][\\w-]* ){1,4}Errors?\\b|\\berrors? (?:were|was) (?:discovered|identified|found|detected)\\b[^;]{0,120}?\\bfinancial statements\\b|\\bthe (?:[\\w-]+ )?misstatements? in the previously (?:issued|reported) (?:[\\w-]+ ){0,3}?financial statements (?:are|were|is|was) (?:considered |deemed |determined to be )?material\\b") },
    // an error found and named by what it concerns: "the Company discovered certain errors related to foreign currency translation in relation to
    // our unconsolidated affiliate operations", "we identified errors relating to the recognition of revenue on certain contracts"
    { re: P("\\b(?:discovered|identified|found|detected) (?:certain |several |an? |two |three )?(?:immaterial |material |prior[\\s-]period )?(?:accounting )?errors? (?:related|relating) to (?:the |its |our |certain )?(?:[\\w-]+ ){0,3}?(?:translation|valuation|accounting|recognition|classification|measurement|calculation|revenues?|inventor(?:y|ies)|income taxes|tax provision|leases?|warrants?|derivatives?|reserves?|accruals?)\\b"), context: T("\\b(?:financial|fiscal|quarter|year|periods?|close|audit|statements?|balance)\\b") },
    // an error in the accounting determined, statements that held errors: "the Company determined an error in the accounting for certain of the
    // Company’s warrants previously issued", "the Company’s financial statements as of … contained the following errors"
    { re: P("\\b(?:determined|identified|discovered|found|detected) (?:an?|certain|several) (?:[\\w-]+ )?errors? in the accounting for\\b|\\bfinancial statements\\b[^;]{0,120}?\\bcontained the following (?:[\\w-]+ )?(?:errors|misstatements)\\b") },
    // the accounting the company should have used, found after a report was filed: "the Company determined that it should have used derivative liability accounting"
    { re: P("\\b(?:determined|concluded) that (?:it|we|the company) should have (?:used|applied|accounted for|recorded|classified|recognized)\\b") },
    // errors found in, or corrected in, the previously issued statements: "The investigation concluded there were material tax related misstatements
    // in the previously issued unaudited consolidated financial statements", "… appropriate to correct the misstatements in the Company’s previously issued financial statements"
    { re: P("\\b(?:concluded|determined|found|identified|revealed|discovered|confirmed)\\b[^.;]{0,40}?\\bthere (?:were|was|had been) (?:[\\w-]+ ){0,4}?(?:errors?|misstatements?) in (?:the |its |our |certain )?previously (?:issued|reported|filed)\\b") },
    { re: P("\\bcorrect(?:ed|ing)? (?:the|these|those|such|an?|certain) (?:[\\w-]+ ){0,2}?(?:errors?|misstatements?) in (?:the company['’]s |its |our |the |their )?previously (?:issued|reported|filed)\\b") },
    // misstatements identified in the previously reported statements, an error found in named periods and those periods revised for it, dated
    // statements corrected: "management identified the following misstatements in the Company's previously reported interim financial statements",
    // "We identified an immaterial error in the first three quarters of fiscal year 2020 …", "We revised the first three quarters of fiscal year
    // 2020 for this error", "We are also correcting our March 31, 2022 and June 30, 2022 financial statements for the following"
    { re: P("\\b(?:identified|discovered|found|detected|noted) (?:the following |certain |several |the |an? |two |three )?(?:[\\w-]+ )?(?:errors?|misstatements?) in (?:the company['’]s |its |our |the |their |certain )?previously (?:issued|reported|filed)\\b") },
    { re: P("\\b(?:identified|discovered|found|detected) (?:an? |certain |several |two |three )?(?:immaterial |material )?(?:[\\w-]+ )?errors? in (?:the |its |our )?(?:first|second|third|fourth|prior|previous|preceding)(?: (?:two|three|four))? (?:fiscal )?(?:quarters?|interim periods?|periods?|years?)\\b") },
    { re: P("\\b(?:revised|corrected|restated) (?:the |its |our )?(?:first|second|third|fourth|prior|previous|preceding|affected|impacted)(?: (?:two|three|four))? (?:fiscal )?(?:quarters?|interim periods?|periods?|years?)\\b[^.;]{0,60}?\\bfor (?:this|the|these|such) (?:[\\w-]+ )?(?:errors?|misstatements?)\\b") },
    { re: P("\\b(?:correcting|corrected|revising|revised) (?:its|our|the) (?:(?:[A-Z][a-z]+ \\d{1,2}, )?\\d{4},? (?:and |through )?){1,4}(?:(?:quarterly|interim|annual|unaudited|condensed|consolidated) ){0,3}financial statements\\b") },
    { re: P("\\b(?:amounts|balances|results|figures) previously reported\\b[^;]{0,200}?\\b(?:are|is) (?:hereby )?restated\\b") },
    { re: P("\\bcorrected (?:an? |the |certain )?(?:[\\w-]+ ){0,2}?errors? in the (?:calculation|computation|accounting|classification|presentation|recording|measurement) of\\b"), context: T("\\b(?:previously|Form 10-[KQ]|filed|financial statements for|as originally)\\b") },
    // beside a stated error, what caused it and what its correction did: "Such understatement resulted from the use of an incorrect deferred tax
    // rate", "The error in the earnings per share calculation was due to the Company not properly applying the two-class method", "This
    // adjustment decreased retained earnings as of September 30, 2008", "We recorded a $31.0 million reduction to retained earnings … to reflect …"
    { re: P("\\b(?:such|the|this|these) (?:[\\w-]+ )?(?:under|over|mis)statements? (?:resulted|arose|was|were|stemmed) (?:from|due to|caused by|attributable to|the result of)\\b|\\b(?:the|this|these|such) (?:[\\w-]+ )?(?:under|over|mis)statements? (?:arose|originated|occurred) in\\b|\\b(?:investigation|review|inquiry) (?:into|of) the (?:identified |accounting |reported )?(?:errors|misstatements|irregularities)\\b"), carried: true },
    { re: P("\\bthe errors? (?:in|of) (?:the )?(?:[\\w'’-]+ ){0,6}?(?:was|were) (?:due to|the result of|caused by|attributable to|a result of)\\b|\\bnot (?:properly|correctly|appropriately) (?:applying|accounting|recording|classifying|reflecting|recognizing|presenting|calculating)\\b"), carried: true },
    { re: P("\\b(?:this|the|these|such) (?:[\\w-]+ )?adjustments? (?:decreased|increased|reduced) (?:the )?(?:opening |beginning )?(?:retained earnings|accumulated deficit|stockholders['’]? equity|shareholders['’]? equity)\\b"), carried: true },
    {
      re: P("\\brecorded an? (?:[$\\d.,]+ (?:million |billion )?)?(?:reduction|increase|decrease|adjustment) (?:to|in) (?:the )?(?:opening |beginning )?(?:retained earnings|accumulated deficit)\\b"),
      unless: T("\\b(?:adopt\\w*|cumulative[\\s-]effect|ASC|ASU|standards?|topic|transition)\\b"),
      carried: true
    },
    // a correction decided on, told without "restate": "the Company concluded it should correct its accounting related to the Company’s
    // outstanding warrants", "management determined … that it was appropriate to adjust certain prior financial statements for …"
    { re: P("\\b(?:concluded|determined|decided|agreed)(?: that)? (?:it|we|the company|management) (?:should|would|needed to|need to|must|was required to|had to) correct (?:its|our|the|certain) (?:[\\w'’-]+ ){0,3}?(?:accounting|financial statements|previously|prior)\\b") },
    {
      re: P("\\b(?:concluded|determined|decided)\\b[^.;]{0,120}?\\bthat it (?:was|is|would be) (?:appropriate|necessary|required) to (?:adjust|correct|revise|restate) (?:certain |its |our |the )?(?:[\\w'’-]+ ){0,2}?(?:prior|previously)\\b"),
      unless: T("\\b(?:adopt\\w*|ASU|ASC|new (?:accounting )?(?:standards?|guidance|pronouncements?)|conform|reclassif\\w*|stock split|discontinued operations)\\b")
    },
    // beside a stated correction, the accounting it should have used: "we should have classified the 2007 Warrants as derivative liabilities
    // as of January 1, 2009", "The Company had initially accounted for the warrants as a component of equity but … concluded that the
    // 2007 Warrants should be accounted for as a derivative liability"
    // beside a stated error, its correction named and the wrong treatment: "Correction of an error in accounting for a debt transaction that
    // occurred in Q1 2024", "The transaction was incorrectly treated like an amendment rather than an extinguishment"
    // beside a stated restatement, the wrong accounting named as a noun: "There was erroneous recognition of $5,937,226 of revenue from certain
    // MoviePass subscriptions …"
    { re: P("\\b(?:erroneous|incorrect|improper|inappropriate|inadvertent) (?:recognition|recording|classification|calculation|presentation|accounting|capitalization|deferral|accrual|application|allocation) of\\b"), carried: true },
    { re: P("\\bcorrection of (?:an? |the )?(?:[\\w-]+ )?errors? in (?:the )?(?:accounting|classification|presentation|calculation|recording|measurement) (?:for|of)\\b|\\b(?:was|were|had been|has been) (?:incorrectly|erroneously|improperly|inappropriately|mistakenly) (?:treated|accounted for|recorded|classified|presented|reported|recognized|calculated|capitalized|expensed)\\b"), carried: true },
    { re: P("\\b(?:we|the company|it|management) (?:also )?should have (?:classified|reclassified|accounted for|recorded|recognized|presented|reported|capitalized|expensed|valued|measured|ceased|stopped|discontinued|released|reversed|reduced|increased|eliminated)\\b|\\bshould have been (?:permanently |properly |instead |originally )?(?:classified|reclassified|accounted for|recorded|recognized|presented|reported|reflected|capitalized|expensed) as\\b"), carried: true },
    { re: P("\\b(?:had )?(?:initially|originally) (?:accounted for|recorded|classified|presented)\\b[^.;]{0,200}?\\bshould (?:have been|be) (?:accounted for|classified|recorded|presented)\\b"), carried: true },
    // beside a stated error, what the revisions did and what the errors concerned: "These revisions resulted in a decrease in equity investment
    // …", "The errors were related to revenue recognized for the three and nine months", "The effects of the revision on the unaudited financial
    // statements are summarized below" (the amounts the errors misstated, "These errors resulted in the overstatement of …", stay silent as the
    // figures beside a doubt do: earlier sets leave them unlabelled)
    { re: P("\\b(?:these|the|this|such) (?:[\\w-]+ )?revisions? (?:also |further |have |has )?(?:resulted in|increased|decreased|reduced)\\b|\\b(?:the|these|such) errors? (?:were|was) (?:related|attributable|due) to\\b|\\b(?:the|these|such) errors? (?:relate|relates) to\\b|\\b(?:effects?|impacts?) of (?:the|these|this|such) (?:revisions?|restatements?|corrections?) on\\b"), carried: true },
    // statements that held errors: "the financial statements contained in the Company’s Form 10-Q … contained errors related to the reporting of …"
    // (a non-reliance told "because of errors" stays the non-reliance flag's alone, as earlier sets label it)
    { re: P("\\bfinancial statements\\b[^;]{0,400}?\\bcontained (?:an? |material |certain |accounting |several )?(?:errors?|misstatements?) (?:related to|relating to|in|with respect to|regarding)\\b"), context: T("\\b(?:Form 10-[KQ]|previously (?:issued|reported|filed))\\b"), unless: T("\\b(?:may|might|could) (?:have )?contain\\w*") },
    // an error found in a step of the accounting: "an error was identified in the fair value allocation of assets acquired and liabilities assumed"
    { re: P("\\b(?:an?|certain|several|two|three) (?:[\\w-]+ )?(?:errors?|misstatements?) (?:was|were) (?:identified|discovered|found|detected) in (?:the |our |its )?(?:[\\w'’-]+ ){0,4}?(?:accounting|calculation|computation|allocation|valuation|measurement|classification|presentation|recording|recognition)\\b") },
    // beside a stated error, what it came from: "The error, which was identified on March 11, 2015, resulted from an overstatement of …", "The
    // overstatement in the chargeback reserve was caused by a manual error"
    { re: P("\\b(?:the|this|these|such) (?:[\\w-]+ )?errors?(?:,[^.;]{0,80}?,)? (?:resulted|arose|stemmed|originated) from\\b|\\b(?:the|this|these|such) (?:under|over|mis)statements? (?:in|of) (?:the |its |our )?(?:[\\w'’-]+ ){0,4}?(?:was|were) (?:caused by|due to|the result of|attributable to)\\b"), unless: T("\\b(?:material weakness(?:es)?|deficienc(?:y|ies)|internal controls?)\\b"), carried: true },
    // beside a stated error, the accounting found not to follow the standards and what was to be used instead: "a longstanding convention … that
    // was not consistent with U.S. GAAP", "the valuation principles … were not in accordance with ASC 820", "the Company concluded these instruments
    // are required to be accounted for as derivatives", "It was determined … that the warrants … should be recorded as liability instruments"
    // (non-GAAP measures stay silent)
    {
      re: P("\\b(?:was|were) not (?:consistent|in accordance|in conformity) with (?:U\\.S\\. GAAP|GAAP|ASC \\d+|generally accepted accounting principles)\\b|\\b(?:are|is) required to be accounted for as (?:derivatives?|(?:a )?(?:derivative )?liabilit(?:y|ies))\\b|\\bmust be accounted for as (?:derivatives?|(?:a )?(?:derivative )?liabilit(?:y|ies))\\b|\\b(?:determined|concluded)\\b[^.;]{0,200}?\\bshould be (?:recorded|accounted for|classified) as (?:a )?(?:derivative )?liabilit(?:y|ies)\\b"),
      unless: T("\\bnon-GAAP\\b|\\bmeasures?\\b|\\b(?:if|may|might|could)\\b"),
      carried: true
    },
    // beside it, the misstatements corrected out of period and what the adjustments left alone: "the Company identified certain out of period
    // misstatements totaling $46 million", "These adjustments do not impact the amounts previously reported for the Company’s cash …", "There
    // were no effects on the Consolidated Balance Sheets or Consolidated Statements of Cash Flows for the periods below"
    {
      re: P("\\bout[\\s-]of[\\s-]period (?:adjustments?|misstatements?|errors?|corrections?)\\b|\\badjustments?\\b[^.;]{0,120}?\\b(?:do|did|does) not (?:impact|affect|change) (?:the )?amounts previously reported\\b|\\bthere (?:were|was) no (?:effects?|impact) on the (?:consolidated |condensed )*(?:balance sheets?|statements? of)\\b"),
      context: T("\\b(?:errors?|misstatements?|previously|adjustments?|periods?)\\b"),
      carried: true
    },
    // beside a stated error, the errors made, corrected and weighed, and the impact told without an article: "The Company made errors in the
    // application of the Black Scholes option valuation model", "As such, the errors have been corrected within this filing", "the Company
    // concluded that the errors were immaterial to the unaudited financial statements for the reporting periods …", "the adjustments correct
    // the calculation of historical loss data", "The Company also corrected an immaterial error for an under accrual of legal fees", "The
    // impact of restatement is summarized below:", "we identified other project-related accounting errors", "our revenue recognition was in error"
    {
      re: P("\\b(?:the company|we|management|it) (?:had )?made (?:an? |certain |several |two |three )?(?:[\\w-]+ )?errors? in (?:the|its|our) (?:application|calculation|computation|accounting|valuation|recording|determination|measurement)\\b|\\b(?:the|these|such|this) (?:[\\w-]+ )?(?:errors?|misstatements?) (?:have|has|had) (?:now )?been corrected\\b|\\bconcluded that the (?:errors?|misstatements?) (?:were|was) (?:not material|immaterial) to\\b|\\b(?:the|these) adjustments (?:correct|corrected)\\b|\\bcorrected an? (?:immaterial |material )?error (?:for|in|related to|relating to)\\b|\\b(?:effects?|impacts?) of restatement\\b|\\b(?:identified|discovered|found) (?:other |additional |certain |several )?(?:[\\w-]+ ){0,2}?accounting errors\\b|\\b(?:was|were|had been) in error\\b"),
      unless: T("\\b(?:if|any|may(?!\\s+\\d)|might|could)\\b"),
      carried: true
    },
    // beside a stated error, the conclusion that amounts were misstated: "the Company concluded that, in aggregate, it had overstated the
    // equity-based compensation" (the materiality weighed under the staff's bulletins stays silent: earlier sets leave it unlabelled)
    { re: P("\\b(?:concluded|determined|found) that,? (?:[\\w ]{0,30}, )?(?:it|we|the company) had (?:overstated|understated|misstated)\\b"), carried: true },
    // beside a stated restatement, the accounting first left undone and a bank's regulatory report amended with it: "The Company had not
    // originally classified these loans as TDRs as of December 31, 2010", "the Bank amended the Call Report for the Bank for the period ended March 31, 2012"
    { re: P("\\b(?:had|has|did) not (?:originally|initially|previously) (?:classified|classify|recorded|record|recognized|recognize|accounted for|account for|reported|report|designated|designate)\\b|\\bamended (?:the|its|our|their) (?:[\\w'’-]+ )?(?:call reports?|thrift financial reports?|FR Y-9C|regulatory reports?)\\b"), unless: T("\\b(?:if|may(?!\\s+\\d)|might|could|would)\\b"), carried: true },
    // beside it, where the misconduct found occurred: "Such financial misconduct occurred in three principal areas"
    { re: P("\\b(?:such|the|this|these) (?:financial |accounting )?(?:misconduct|irregularities|improprieties) (?:occurred|involved|included|related|relates|consisted|resulted|took place)\\b"), carried: true },
    // beside a stated restatement, what it covers: "all information presented in the consolidated financial statements and the
    // related notes include all such restatements", "The Affected Periods are the years ended December 31, 2020 and 2019 …"
    { re: P("\\b(?:include|includes|included|reflect|reflects|reflected|give effect to|gives effect to) (?:all )?(?:such|these|the) restatements?\\b|\\bthe affected periods (?:are|were|include|included|consist of)\\b"), carried: true },
    // the restatement named as the cause of a lender's waivers: "the need for additional waivers and/or amendments, including those required as a
    // result of or in connection with the restatement discussed in Note 1" (waivers a restatement might require stay silent)
    {
      re: P("\\b(?:waivers?|amendments?|consents?)(?: (?:and(?:\\/or)?|or) (?:waivers?|amendments?|consents?))?,? (?:including those )?(?:(?:were|was|have been|had been) )?(?:required|needed|necessary|obtained|requested) (?:as a result of|in connection with|because of|due to|following|relating to)(?: or in connection with)? (?:the|our|its) restatements?\\b"),
      unless: T("\\b(?:if|could|may(?!\\s+\\d)|might|would|any|potential|possible)\\b")
    },
    // beside it, the adjustments it made: "The Restatement Adjustments reflect the entries to record the initial warrant liability …"
    { re: P(`\\b(?:the|these|such) restatement adjustments (?:reflect|reflected|resulted in|result in|include|included|relate|related|consist|consisted|were|are|record|recorded|increased|decreased|reduced)\\b`), carried: true },
    // beside a stated error, what should have been done and what was first booked: "The remaining deferred financing costs … should have been
    // eliminated as a component of the loss", "The Company originally recognized a beneficial conversion feature as a debt discount", "The
    // cumulative effect of those adjustments decreased previously reported retained earnings", "Errors attributable to 2008 and prior years totaled $47 million"
    { re: P("\\bshould (?:not )?have been (?:treated|eliminated|credited|debited|included|excluded|written off|amortized|deferred|reversed|consolidated|netted)\\b|\\b(?:the company|we|it|management) (?:had )?(?:originally|initially) (?:recognized|recorded|reported|classified|presented|accounted for|capitalized|expensed)\\b|\\bcumulative effects? of (?:those|these|the|such) (?:[\\w-]+ )?(?:adjustments|corrections|errors|restatements?)\\b[^.;]{0,30}?\\b(?:decreased|increased|reduced)\\b|\\berrors? attributable to (?:\\d{4}|(?:the )?prior|(?:the )?previous|earlier)\\b[^.;]{0,40}?\\b(?:totaled|totalled|amounted|were|was)\\b"), carried: true },
    // beside a stated error, the remedy it concluded on and the figures it affected: "As a result, we determined the municipal bonds purchased at a
    // premium should be re-amortized to maturity.", "This affected income reported on the loans acquired in FDIC assisted transactions since
    // December 2009."
    { re: P("\\bas a result,? (?:we|the company|management) (?:determined|concluded)\\b[^.;]{0,120}?\\bshould (?:be|have been) re-?(?:amortized|measured|valued|calculated|computed|classified|allocated|recognized|recorded)\\b|^\\W*(?:this|the|these|such) (?:errors? |misstatements? )?(?:affected|overstated|understated) (?:the )?(?:[\\w-]+ ){0,2}?(?:income|earnings|revenues?|results|amounts|balances) (?:previously )?reported\\b"), carried: "paragraph" },
    // beside a stated error, the measurement it should have used and what a calculation left out: "the subordinated convertible notes and the
    // stock warrants should have been marked to fair value as of the Closing", "the calculation of diluted net income per share … should have
    // included the impact of dilutive securities", "the denominator of the diluted net income per share calculation … did not include the impact
    // of dilutive securities"
    { re: P("\\bshould have been (?:marked|adjusted|remeasured|re-measured|measured|recorded|carried) (?:to|at) (?:their |its )?(?:fair value|market)\\b|\\bshould have (?:included|reflected|excluded) the (?:impact|effect)s? of\\b|\\b(?:calculation|computation|denominator|numerator)\\b[^.;]{0,120}?\\bdid not (?:include|reflect|take into account) the (?:impact|effect)s? of\\b"), carried: true },
    // beside a stated error, what management concluded the item should have been: "The management concluded that prepaid operating license rights
    // should be considered as a capital lease"
    { re: P("\\b(?:concluded|determined) that (?:[\\w'’-]+ ){1,8}?should (?:be|have been) (?:considered|treated|accounted for|recorded|recognized) as\\b"), carried: true },
    // beside a stated error, the treatment it replaces and the adjustment it made: "The Company has historically reported the Common Warrants … as
    // equity instruments", "This resulted in a non-cash adjustment to the convertible notes at fair value of $4.9 million"
    { re: P("\\b(?:has|have|had) historically (?:reported|recorded|classified|accounted for|presented|recognized|treated)\\b[^.;]{0,120}?\\bas\\b|\\b(?:this|which|the correction|the revision|these corrections|the restatement) (?:resulted|results) in (?:a |an )?(?:[\\w-]+ )?(?:adjustments?|increases?|decreases?|reductions?) (?:to|of|in)\\b"), carried: true },
    // beside a stated restatement, the errors it corrects listed: "Specifically, identified errors related to deferred taxes associated with …",
    // "Additional errors related to the recognition and measurement of … tax benefits"
    { re: P("^\\W*(?:specifically,? |in addition,? |also,? )?(?:(?:the )?(?:identified|additional|further|other) (?:accounting )?errors? (?:related|relating) to)\\b"), carried: true },
    // errors found or corrected, told by the statements they affected: "the Company identified and corrected immaterial errors that affected
    // previously issued consolidated financial statements"
    { re: P("\\b(?:identified|discovered|found|detected|corrected)(?: and corrected)? (?:certain |several |the |an? |two |three |other )?(?:immaterial |material |prior[\\s-]period )?(?:accounting )?errors? (?:that|which) (?:affected|impacted|were in|existed in|related to) (?:its |our |the |certain )?(?:previously (?:issued|reported|filed)|prior[\\s-](?:periods?|years?|quarters?)|historical)\\b"), unless: T("\\b(?:if|could|may(?!\\s+\\d)|might|would|any|potential|possible|future)\\b") },
    // a change the company first reported otherwise, found in part to be the correction of an error: "a portion was determined to be a correction of an error"
    { re: P("\\b(?:was|were|is|are|has been|have been) (?:subsequently )?(?:determined|concluded|found|deemed) to (?:be|constitute|represent) (?:a |the )?corrections? of (?:an? |prior[\\s-]period )?(?:accounting )?errors?\\b"), unless: T("\\b(?:if|could|may(?!\\s+\\d)|might|would|whether|not)\\b") },
    // statements the company amended to correct its accounting, and the restatements it names as such: "Management has subsequently determined to
    // correct the accounting procedures and has amended the September 30, 2011 financial statements.", "As such, these restatements reflect the
    // correction in accounting and to properly record the related derivative liability:"
    {
      re: P(`\\b(?:has|have|had) (?:also |subsequently )?amended (?:the|its|our) (?:[\\w,'’-]+ ){0,6}?financial statements\\b|\\b(?:these|the|such) restatements? (?:reflects?|reflected|corrects?|corrected)\\b`),
      unless: T("\\b(?:if|could|may(?!\\s+\\d)|might|would|will|not)\\b")
    },
    // in the paragraph of a stated restatement or error, or the next, any sentence that tells the errors, the misstatements or their correction:
    // "The errors relate to the overstatement of cost of sales …", "The Company revised the first three quarters …", and each item of a list the
    // paragraph opens ("… which resulted in the following misstatements …:", "Omission of accretion of the discount on the Preferred Stock …")
    {
      re: P("\\b(?:errors?|misstatements?|(?:over|under)statements?|(?:over|under)stated|misstated|restat(?:ed|ements?)|corrections?|corrected|revisions?|should (?:not )?have (?:been )?[\\w-]+ed|incorrect(?:ly)?|improper(?:ly)?|erroneous(?:ly)?|misapplication|omissions? of|misclassifi(?:ed|cations?))\\b"),
      // (a sentence that states another family's condition, a weakness or statements no longer to be relied on, is that family's; the materiality
      // weighed under the staff's bulletins and a new standard's adoption are not the error)
      // (nor is what controls are for: "… to ensure that … material accounting errors were detected")
      unless: T("\\b(?:if|could|may(?!\\s+\\d)|might|would|future|material weakness(?:es)?|no longer (?:be )?rel(?:y|ied)|staff accounting bulletin|SAB|ASU|adoption|adopted|(?:errors?|misstatements?) (?:were|are|will be|can be) (?:timely )?(?:prevented|detected)|(?:prevent|detect)(?:ed|ing|s)?(?:,? (?:or|and) (?:correct|detect|prevent)(?:ed|ing|s)?)? (?:[\\w-]+ ){0,2}?(?:errors?|misstatements?))\\b"),
      carried: "paragraph"
    },
    // in a stated restatement's paragraph or the next, the accounting it corrects told in other words: the earlier treatment ("Since issuance, the
    // Company's Warrants were accounted for as equity within the Company's previously reported financial statements", "Historically, the Company
    // has accounted for shipping and handling costs billed to customers as a reduction of …"), the treatment it should have had ("… should have
    // been marked to fair value as of the Closing", "… should be presented as liabilities"), a step not taken ("failed to record a deferred tax
    // asset", "did not properly value its inventory", "omitted certain deferred retirees") and the amounts "as previously reported" (never on its own)
    {
      re: P(`\\b(?:previously|historically|originally|since issuance,?) (?:the company |we )?(?:had |has |have )?(?:been )?(?:accounted for|recorded|reported|presented|classified|recognized|treated)\\b|\\bshould (?:properly )?(?:be|have (?:properly )?been) (?:properly )?(?:treated|presented|classified|recorded|accounted for|recognized|marked|measured|capitalized|expensed|deferred|made|valued|established)\\b|\\b(?:failed|neglected) to (?:record|recognize|accrue|include|properly|timely)\\b|\\b(?:omitted|misinterpreted|miscalculated|misapplied)\\b|\\bdid not (?:appropriately|properly|correctly|accurately) (?:reflect|record|recognize|value|account|classify|present|calculate)\\b|\\bwas not proper\\b|\\bas (?:revised|restated)\\b|\\bpreviously,? (?:the company|we) did not (?:measure|record|recognize|account for|accrue|consider|allocate|include|deduct|present|classify)\\b`),
      unless: POSSIBLE_RE,
      carried: "paragraph"
    }
  ],
  suppress: (s) => ((RETROSPECTIVE_RE.test(s) || RESTATED_TO_RE.test(s)) && !ERROR_CORRECTION_RE.test(s)) || STANDARD_REQUIREMENT_RE.test(s) || FOR_MORE_SEE_RE.test(s)
}
