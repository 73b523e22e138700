/** The covenant breach flag's triggers (see ../engine.ts for how a trigger is read and guarded). */
import { trigger as P, sentenceTest as T } from "../compile.js"
import type { FlagRule } from "../types.js"

/** The company as the creditor that forbears ("agreed not to exercise certain remedies available to it"): no breach of its own. */
const COMPANY_FORBEARS_RE = T(
  "\\b(?:we|the company|it) (?:has |have |had )?agreed not to exercise\\b|\\bremedies available to (?:us|the company)\\b|\\b(?:we|the company) (?:has |have |had )?agreed,?(?: [^.;]{0,60}?,)? to fore?bear\\b"
)
/** Another party's debt in default: the company as the lender or investor ("Certain of our borrowers' loans were in default …"). */
const OTHERS_DEBT_RE = T("\\b(?:borrowers?|tenants?|customers?|obligors?|issuers?|counterpart(?:y|ies)|mortgage loans|loans receivable|notes receivable|held-to-maturity|available-for-sale|investment securities|portfolio|franchisees?)\\b")

export const covenantBreach: FlagRule = {
  flag: "covenant_breach_flag",
  gate: /covenant|default|waiver|forbearance|forebear|forbear|accelerat|compliance|ratio|delinquen|breach|classified as|remedies|negotiat/gi,
  triggers: [
    { re: P("\\b(?:was|were|is|are|had been|has been|have been|remained|remains) (?:currently |presently |still |now )?(?:not|out of) (?:been )?(?:in )?compliance with (?:[\\w'’-]+ ){0,8}?(?:covenants?|financial ratios?|(?:coverage|leverage|working capital|liquidity|net worth|current) (?:ratio )?requirements?)\\b|\\b(?:was|were|is|are|had been|has been|have been|remained|remains) (?:not|out of) (?:in )?compliance with (?:the )?(?:[$\\d.,]+ (?:million )?)?(?:minimum|maximum) (?:[\\w'’-]+ ){0,4}?(?:requirements?|ratios?)\\b") },
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
      re: P("\\b(?:obtained|received|entered into|executed|negotiated|signed|agreed to|agreed upon) (?:a |an |the )?(?:series of )?(?:temporary |limited |written |second |third |short-term |additional )*(?:waivers?(?: (?:and amendment )?agreements?)?|forbearance agreements?|forbearance)\\b"),
      context: T("\\b(?:covenants?|default|lenders?|credit (?:agreement|facility)|indenture|noteholders|forbearance)\\b"),
      unless: COMPANY_FORBEARS_RE
    },
    { re: P("\\blenders? (?:have |has |had )?(?:accelerated|declared)\\b") },
    // a default stated in the company's own words: "the Company defaulted on its Senior Secured Debt resulting in its major lender calling the outstanding loan"
    { re: P("\\b(?:we|the company|it|the registrant) (?:has |have |had )?defaulted (?:on|under) (?:its|our|the|certain) (?:[\\w'’-]+ ){0,4}?(?:debt|notes?|loans?|credit (?:facility|agreement)|debentures|bonds|borrowings|obligations|indenture)\\b"), unless: OTHERS_DEBT_RE },
    { re: P("\\blenders? (?:has |have |had )?(?:call(?:ed|ing)|demand(?:ed|ing)) (?:the |its |our )?(?:outstanding )?(?:loans?|notes?|debt|balance)\\b[^.;]{0,80}?\\bfor immediate (?:re)?payment\\b") },
    // "the Company exceeded the maximum leverage ratio covenant", "the lender waived one technical event of default",
    // "such non-payment constituting events of default", "the Company received a notice of acceleration"
    { re: P("\\b(?:exceeded|exceeding|was above|was in excess of) (?:the )?(?:maximum |required |permitted )?(?:[\\w'’-]+ ){0,3}?(?:ratio )?covenants?(?: (?:ratio|level|limit|threshold|maximum|requirement))?\\b") },
    { re: P("\\b(?:waived|waive|agreed to waive|waiver of) (?:[\\w'’-]+ ){0,4}?(?:events? of default|defaults?|covenant (?:breach|violation|default)s?|non-?compliance)\\b|\\b(?:waived|waive|waiving) (?:our |its |the company['’]s )?compliance with (?:[\\w'’-]+ ){0,3}?(?:covenants?|ratios?|requirements?)\\b") },
    { re: P("\\b(?:the |several |certain |its |our )?existing (?:events? of )?defaults? (?:by|of|under)\\b"), context: T("\\b(?:covenants?|lenders?|loans?|credit|forbearance|indentures?|notes)\\b") },
    { re: P("\\bconstitut(?:ed|es|ing) (?:an? )?(?:events? of default|[\"“]?default[\"”]? (?:under|of))\\b|\\b(?:resulting in|resulted in) (?:a |an )?(?:conditions?|states?|events?) of default\\b") },
    { re: P("\\b(?:resulted in|led to|caused) (?:a |an )?(?:non-?compliance|breach|violation|default) (?:with|of|under) (?:[\\w'’-]+ ){0,6}?covenants?\\b") },
    { re: P("\\b(?:financial )?covenant (?:defaults?|breach(?:es)?|violations?)\\b") },
    { re: P("\\b(?:received|delivered) (?:a |an )?(?:letter|notice)\\b[^.;]{0,80}?\\b(?:regarding|alleging|asserting|of) (?:alleged |certain )?(?:events? of default|defaults?)\\b") },
    { re: P("\\breceived (?:a |an )?(?:written |formal )?notices? of (?:acceleration|default)\\b") },
    // beside a stated breach, what follows from it: the forbearance's terms and fees and the talks over it, waived default charges,
    // the covenants renegotiated, the debt classified as current ("have been classified as Current maturities of long-term debt")
    { re: P("\\bforbearance (?:fees?|periods?|payments?|terms?)\\b|\\bterms of the forbearance\\b|\\bthe forbearance (?:agreement )?(?:does|did|provides?|provided|requires?|required|expires?|expired|extends?|extended|has|had|includes?|included|terminates?|terminated)\\b"), unless: T("\\b(?:up)?on (?:the )?(?:event|occurrence) of\\b|\\bin the event of\\b"), carried: true },
    { re: P("\\b(?:the|these|this|such) (?:limited |temporary )?waivers? (?:were|was|is|are|became|amended|increased|reduced|required|requires?|provides?|provided|includes?|included|extended|expires?|expired)\\b"), carried: true },
    { re: P("\\bin (?:exchange|consideration) for (?:the )?[^.;]{0,40}?\\b(?:entering into|granting|agreeing to) (?:the |a |an |such )?(?:[\\w'’-]+ )?(?:forbearance|waiver)"), carried: true },
    // the lenders' remedies open to them now: "the lenders are currently able to exercise their remedies under their loan agreements"
    { re: P("\\b(?:lenders?|holders?|noteholders?|bank) (?:are|is) (?:currently |now )?(?:able|entitled|permitted|free) to (?:exercise|enforce) (?:their|its|any|all) (?:rights and )?remedies\\b"), carried: true },
    // "The Company is actively negotiating with the lenders to resolve this matter"
    { re: P("\\b(?:negotiating|negotiations|discussions|talks) with (?:the |its |our |certain )?(?:[\\w'’-]+ )?(?:lenders?|noteholders?|holders|bank|banks|creditors) to (?:resolve|cure|remedy|address) (?:this|the|these|such) (?:matters?|defaults?|breach(?:es)?|events? of default|non-?compliance)\\b"), carried: true },
    { re: P("\\b(?:negotiations?|discussions?|talks) (?:with [^.;]{0,60}? )?(?:on|over|for|regarding|concerning|about) (?:a |an |the )?(?:[\\w'’-]+ ){0,2}?(?:forbearance|waiver)s?\\b"), carried: true },
    { re: P("\\b(?:waived?|waiving|waiver of) (?:the |any |all )?(?:[\\w'’-]+ ){0,4}?(?:default interest|default (?:repayment )?premium|default penalt(?:y|ies)|default rate)\\b"), carried: true },
    { re: P("\\b(?:renegotiat\\w*|reset(?:ting)?) (?:the |its |our |certain )?(?:[\\w'’-]+ ){0,2}?covenants?\\b"), carried: true },
    {
      re: P("\\b(?:classified|reclassified|presented) (?:[\\w'’-]+ ){0,2}?as (?:a )?(?:[\\w'’-]+ )?current (?:maturities|liabilit(?:y|ies)|portion|debt)\\b"),
      context: T("\\b(?:debt|loans?|borrowings?|notes?|credit|facilit(?:y|ies)|balances?)\\b"),
      carried: true
    }
  ]
}
