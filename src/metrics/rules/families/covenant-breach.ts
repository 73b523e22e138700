/** The covenant breach flag's triggers (see ../engine.ts for how a trigger is read and guarded). */
import { literal, trigger as P, sentenceTest as T } from "../compile.js"
import type { FlagRule } from "../types.js"

/** The company as the creditor that forbears ("agreed not to exercise certain remedies available to it"): no breach of its own. */
const COMPANY_FORBEARS_RE = T(
  "\\b(?:we|the company|it) (?:has |have |had )?agreed not to exercise\\b|\\bremedies available to (?:us|the company)\\b|\\b(?:we|the company) (?:has |have |had )?agreed,?(?: [^.;]{0,60}?,)? to fore?bear\\b"
)
/** The company as the lender that forbears, or a forbearance given to its borrowers ("entered into a forbearance agreement with one of its borrowers"). */
const LENDER_FORBEARS_RE = T(`${COMPANY_FORBEARS_RE.source}|\\bwith (?:the |a |an |certain |several |one of (?:our|its|the company['’]s) )?(?:[\\w'’-]+ )?(?:borrowers?|tenants?|customers?|franchisees?|obligors?)\\b|\\bas (?:a |the )?lender\\b`)
/**
 * Covenants waived in advance, with no breach stated: for quarters still ending, in anticipation of lower earnings,
 * as pandemic relief ("the lenders agreed to waive the financial covenants for the quarters ending June 30, 2020 through March 31, 2021").
 */
const ADVANCE_WAIVER = (
  "^(?![\\s\\S]*\\b(?:violat\\w*|breach\\w*|non-?compliance|not (?:been )?in compliance|out of compliance|defaults?|defaulted|did not (?:meet|comply|satisfy|maintain)|failed to|failure to|exceeded|unable to (?:meet|comply|satisfy))\\b)[\\s\\S]*(?:\\bfor the (?:next|following|remaining|upcoming|subsequent)\\b|\\b(?:quarters?|periods?|months?) ending\\b|\\bin anticipation\\b|\\b(?:covid|pandemic|relief period|covenant holiday|suspend\\w*)\\b)"
)
const ADVANCE_WAIVER_RE = T(ADVANCE_WAIVER)
/** A waiver of an exchange's listing standard, no lender named ("a Hearing Panel will waive an event of non-compliance with the stockholders' equity requirement"). */
const LISTING_WAIVER = "^(?=[\\s\\S]*\\b(?:listing|nasdaq|nyse|stock exchange|hearing panel)\\b)(?![\\s\\S]*\\b(?:lenders?|credit (?:facility|facilities|agreements?|line)|loans?|(?:promissory|convertible|senior|secured|subordinated) notes?|notes? payable|debt|indentures?|banks?|debentures?|borrowings?|covenants?)\\b)"
const WAIVER_ELSEWHERE_RE = T(`${ADVANCE_WAIVER}|${LISTING_WAIVER}`)
/** Another party's debt in default: the company as the lender or investor ("Certain of our borrowers' loans were in default …"). */
const OTHERS_DEBT_RE = T("\\b(?:borrowers?|tenants?|customers?|obligors?|issuers?|counterpart(?:y|ies)|mortgage loans|loans receivable|notes receivable|held-to-maturity|available-for-sale|investment securities|portfolio|franchisees?)\\b")
/**
 * The same, read with case: "the Borrower" and "the Issuer" written as defined terms are the company itself ("The Borrower was in
 * default under its term loan"), a borrower or an issuer in lower case is another party.
 */
const OTHERS_DEBT_CASED_RE = literal(
  "\\b(?:[Bb]orrowers|BORROWERS?|borrower|(?<!\\b[Tt]he\\s)Borrower|[Tt]enants?|[Cc]ustomers?|[Oo]bligors?|[Ii]ssuers|ISSUERS?|issuer|(?<!\\b[Tt]he\\s)Issuer|[Cc]ounterpart(?:y|ies)|[Mm]ortgage\\s+loans|[Ll]oans\\s+receivable|[Nn]otes\\s+receivable|[Hh]eld-to-maturity|[Aa]vailable-for-sale|[Ii]nvestment\\s+securities|[Pp]ortfolio|[Ff]ranchisees?)\\b"
)
/**
 * A default under an agreement that is no debt, no debt named in the sentence: a mineral-property option, an employment contract, a lease, a
 * licence ("received a Notice of Default letter from MMC claiming that the Company did not meet … the $500,000 exploration expenditure
 * requirement per the amended Option and Mining Claim Acquisition Agreement").
 */
const NON_DEBT_AGREEMENT_RE = T(
  "^(?![\\s\\S]*\\b(?:lenders?|loans?|notes?|credit|debt|debentures?|indentures?|bonds?|borrow\\w*|financing|mortgages?|banks?|noteholders?|guarant\\w*)\\b)[\\s\\S]*\\b(?:option|employment|licen[cs]e|licensing|purchase|acquisition|supply|distribution|franchise|joint venture|royalty|consulting|services?|lease|sublease)(?: and (?:[\\w-]+ ){1,3}?(?:acquisition|purchase|option|licen[cs]e) )? agreements?\\b|\\bunder (?:the |its |our |a |an )?(?:[\\w-]+ ){0,2}?(?:leases?|subleases?)\\b(?![\\s\\S]*\\b(?:lenders?|loans?|notes?|credit|debt)\\b)"
)
/** Being in a state, in any tense: "was", "has been", "has not been" (the "not" after "has"), "remains", "continues to be". */
const STATE = "(?:was|were|is|are|had been|has been|have been|has|have|had|remained|remains|remain|continues to be|continue to be|continued to be)"
/** The company's own debt agreements by kind: what a covenant breach or a default is under. */
const DEBT_AGREEMENTS = "(?:(?:loan|credit|debt|note|financing|note purchase|loan and security|securities purchase) agreements?|credit (?:facilit(?:y|ies)|agreements?)|indentures?|notes?|debentures?|term loans?|loans?|revolving (?:credit )?(?:facilit(?:y|ies)|lines?(?: of credit)?)|lines? of credit)"
/** A sentence test's start: the sentence holds nothing that `source` matches (for a guard that cannot join a guard read with case). */
const NOT_IN = (source: string): string => `^(?![\\s\\S]*(?:${source}))[\\s\\S]*`
/** The words that put a default as a possibility, not a fact (a number after "may" is a date: "May 1, 2024"). */
const POSSIBLE = "if|would|could|may(?!\\s+\\d)|might|in the event"

/** An exchange's listing standards or a bank regulator's capital rules, not a lender's covenant ("not in compliance with the minimum bid price requirement"). */
const LISTING_RE = T("\\b(?:listing|nasdaq|nyse|stock exchange|bid price|market value of (?:listed|publicly held)|regulatory capital|capital adequacy|tier 1|risk-based capital|total risk-based)\\b")

/** A list item of a definition ("(iii) the Company’s failure to comply with …" among the events of default). */
const LIST_ITEM_RE = /^\W*\((?:[ivx]+|[a-z]|\d{1,2})\)/i

/** A contract claim's implied covenant ("breached the implied covenant of good faith and fair dealing"): no debt covenant. */
const GOOD_FAITH_RE = T("\\bcovenants? of good faith\\b|\\bgood faith and fair dealing\\b")

export const covenantBreach: FlagRule = {
  flag: "covenant_breach_flag",
  gate: /covenant|default|grace period|trustee sale|foreclosure sale|sheriff|transferred to the lender|intent(?:ion)? to (?:collect|accelerate|foreclose)|maturity|borrowing base|yet to|meet|borrow|not been (?:made|paid|remitted)|arrears|matured|not (?:paid|made|remitted)|waive|violat|unpaid|past[\s-]due|forbearance|forebear|into default|forbear|accelerat|compliance|ratio|delinquen|breach|classified as|classify |remedies|negotiat|called|demanded|failed to (?:make|pay|repay|remit)|failure to (?:timely )?(?:make|pay)|failure to repay|did not (?:timely )?(?:make|pay|repay|remit)|failed to timely|non-?payment|failing to (?:re)?pay|unable to (?:make|pay|repay|remit)|foreclos|receiver|penalt|agreed to allow|discussions|talks|amendment fee|possess|resources|funding|funds|due and payable|not been extended|compliant|inability to (?:re)?pay|forgo|forego|skip|withh|not to (?:make|pay)|missed|exceeded the (?:maximum|permitted|allowable|allowed)|was in excess of|were in excess of|was above|were above|below (?:the )?(?:minimum |amount |level |ratio |threshold )?(?:[\w'’-]+ ){0,2}?(?:required|permitted)|failed to (?:satisfy|comply)|not repaid|(?:did not|failed to|unable to) (?:make|pay)|current liabilit|delayed (?:the |its |our |certain )?(?:scheduled |required )?(?:interest |principal )?payments?/gi,
  triggers: [
    // compliance stated with an exception: "As of June 30, 2012, the Company was in compliance with its debt covenants with the exception of the
    // Fixed Charge Coverage Ratio (FCCR) covenant"
    {
      re: P("\\b(?:was|were|is|are|remained|remains) in compliance with (?:all (?:of )?)?(?:its|our|the|these|such) (?:[\\w-]+ ){0,3}?covenants,? (?:with the exception of |except (?:for )?)(?:the |its |our |one |a |certain )?(?:[\\w()-]+ ){0,8}?(?:covenants?|ratios?|requirements?)\\b"),
      unless: T(`${OTHERS_DEBT_RE.source}|\\b(?:${POSSIBLE}|expects?|anticipates?)\\b|\\bexcept (?:for )?(?:those|covenants|requirements) (?:that were |which were )?waived\\b`)
    },
    // the lenders' obligation-waiver and forbearance told by their terms: "The Amendments temporarily waive certain of our obligations under our
    // Credit Facilities, including the obligation to comply with the debt leverage and interest coverage covenants", "Pursuant to the forbearance,
    // Cerberus agreed that it would not exercise its rights or remedies … with respect to these events of default"
    {
      re: P("\\bwaive[sd]?\\b[^.;]{0,120}?\\b(?:obligations?|requirements?) to (?:comply|be in compliance) with\\b[^.;]{0,120}?\\bcovenants?\\b|\\bagreed (?:that (?:it|they) would not|not to) exercise (?:certain of |any of )?(?:certain |its |their |any )?(?:rights|remedies)(?: (?:or|and) (?:rights|remedies))?\\b[^.;]{0,160}?\\b(?:defaults?|events? of default)\\b"),
      unless: T(`${OTHERS_DEBT_RE.source}|${COMPANY_FORBEARS_RE.source}|\\b(?:if|may(?!\\s+\\d)|might|could|in the event)\\b`)
    },
    // the company's own debt in default: alleged by the lender under the debt's terms, or stated as the cause of what followed
    {
      re: P("\\b(?:the|these|certain|such) (?:alleged|asserted|claimed) (?:certain )?(?:events? of default|defaults)\\b[^.;]{0,80}?\\bunder (?:the )?(?:terms of )?(?:the |its |our |their )?(?:[\\w&'’-]+ ){0,3}?(?:credit (?:facility|agreement)|loan (?:agreement|facility)|term loan|notes?|indentures?|debentures?|financing agreement)\\b"),
      unless: T(`${OTHERS_DEBT_RE.source}|\\b(?:if|in the event|any)\\b`)
    },
    // the company's debt stated in default as the cause of what followed: "As a result of being in default of the note, the lender required the
    // Company to enter into a forbearance agreement" (what being in default could bring, or avoiding it, stays silent)
    {
      re: P("\\b(?:as a result of|because of|due to|following|after) (?:(?:its|our|the company['’]s) )?being in (?:payment )?default (?:of|under|on|with) (?:the |its |our |these |this |such |certain )?(?:[\\w&'’-]+ ){0,3}?(?:notes?|loans?|credit (?:agreements?|facilit(?:y|ies))|debt|debentures?|indentures?|mortgages?|loan agreements?|obligations)\\b"),
      unless: T(`${OTHERS_DEBT_RE.source}|\\b(?:${POSSIBLE}|avoid\\w*|prevent\\w*)\\b`)
    },
    { re: P("\\breceived (?:a |an )?(?:written |formal )?notices? of (?:acceleration|default)\\b"), unless: NON_DEBT_AGREEMENT_RE },
    // a debt agreement's requirement said to have been waived: "The Company's existing loan facilities include a requirement that the Company
    // maintain minimum liquidity and deliver financial reports without a going concern qualification, which have been waived or modified …"
    {
      re: P("\\b(?:loan|credit|debt|financing|note)\\b[^.;]{0,160}?\\b(?:requirements?|covenants?|conditions?)\\b[^.;]{0,200}?\\b(?:which|that) (?:have|has|had) (?:each |also )?been (?:(?:temporarily|subsequently|since|previously) )?waived\\b"),
      unless: T(`${OTHERS_DEBT_RE.source}|\\b(?:${POSSIBLE})\\b|${ADVANCE_WAIVER}|${LISTING_WAIVER}`)
    },
    // the company's default alleged by its lender, or stated as the cause of what followed: "… sent a demand letter to the Company regarding the
    // Companys alleged default under its promissory note issued to Iliad", "Interest expense decreased … due to a default on a loan payable in the 2021
    // fiscal year"
    {
      re: P("\\b(?:{COMPANYS}|its|our) alleged (?:events? of )?default under (?:its|our|the|this|that) (?:[\\w-]+ ){0,2}?(?:promissory notes?|notes?|loans?(?: agreements?)?|credit (?:agreement|facility)|debentures?)\\b|\\b(?:due to|because of|as a result of) (?:a|the|its|our) default (?:on|under) (?:a|the|its|our) (?:[\\w-]+ ){0,2}?(?:loans?|notes?)(?: payable)?\\b"),
      unless: T(`${OTHERS_DEBT_RE.source}|\\b(?:${POSSIBLE})\\b`)
    },
    // a note of the company's that fell into default: "… the Firstfire Note No. 1 fell into default resulting in the Firstfire Note No. 1 being …"
    { re: P("\\b(?:notes?|loans?|debentures?|credit (?:facility|agreement)|debt|obligations?)\\b(?: (?:no\\.|number) ?\\d+)?[^.;]{0,40}?\\b(?:fell|went|has fallen|have fallen|had fallen) into default\\b"), unless: T(`${OTHERS_DEBT_RE.source}|\\b(?:${POSSIBLE})\\b`) },
    // scheduled payments owed to a lender and not made, or still to be made past their date: "certain scheduled repayments of amounts
    // outstanding under the Loan and Security Agreement were not made", "the Company has yet to make the final payment due by May 1, 2024,
    // resulting in a default situation" (payments not yet due, deferred by the terms or paid in kind are no default)
    {
      re: P("\\b(?:scheduled|required|monthly|quarterly|annual|installment|principal|interest|final|balloon|debt service)(?: [\\w'’-]+){0,2}? (?:re)?payments?\\b[^.;]{0,120}?\\b(?:were|was|have|has|had) not (?:yet )?(?:been )?(?:made|paid|remitted)\\b|\\b(?:we|the company|it|the registrant|the partnership|the subsidiary|the borrower|the debtors?) (?:has|have|had) yet to (?:make|pay|repay|remit) (?:the |its |our |any |certain |all )?(?:[\\w$.,'’-]+ ){0,4}?(?:payments?|installments?|interest|principal|balance)\\b"),
      context: T("\\b(?:loans?|notes?|debentures?|bonds?|credit|lenders?|bank|indentures?|mortgages?|debt|borrowings?|default)\\b"),
      unless: T(`${OTHERS_DEBT_RE.source}|\\b(?:non-interest|interest[\\s-]free|bears? no interest|not (?:yet )?(?:due|payable)|deferr\\w*|in kind|PIK|${POSSIBLE})\\b`)
    },
    // the default named as the outcome or as the lender's reading of it: "resulting in a default situation", "this was considered an Event of
    // Default (as defined in the Loan and Security Agreement)", "The "going concern" opinion resulted in an additional event of default under …"
    {
      re: P("\\b(?:resulting|resulted) in (?:a |an )?(?:payment |technical )?default(?: situation| status)?\\b(?! (?:rate|interest|provisions?|clauses?)\\b)|\\b(?:this|which|that|it|such (?:[\\w-]+ )?(?:failure|non-?payment|breach|event|non-?compliance)|the (?:missed payment|non-?payment|failure|breach|non-?compliance)) (?:was|were|is|has been|had been) (?:considered|deemed|treated as) (?:an? |to be an? )?events? of default\\b|\\b(?:resulting in|resulted in|caused|triggered|constituted|gave rise to|led to) (?:an? |another )?(?:additional|further|second|separate|new) events? of default\\b"),
      context: T("\\b(?:loans?|notes?|debentures?|bonds?|credit|lenders?|bank|indentures?|mortgages?|debt|borrowings?|payments?|default)\\b"),
      unless: T(`${OTHERS_DEBT_RE.source}|\\b(?:${POSSIBLE}|any (?:failure|default|breach))\\b`)
    },
    // events of default stated at the head of the sentence ("Events of default have occurred … under the First Lien Credit Facility")
    { re: P("^\\W*events? of default (?:have|has|had) (?:already )?occurred\\b"), unless: OTHERS_DEBT_CASED_RE },
    // the terms of named debt not complied with: "The Company is not in compliance with the terms of the Viridis note", "We are not in
    // compliance with the repayment terms of our promissory notes"; and a lender's ratio named with "with" left out ("was not in compliance the
    // first lien debt to consolidated EBITDA ratio")
    {
      re: P(`\\b(?:is|are|was|were|(?:has|have|had) not been|remains?|remained) (?:currently |still |now )?(?:not|out of|no longer) (?:in )?compliance with (?:the |certain )?(?:repayment |payment )?(?:terms|provisions|conditions) (?:of|under) (?:the |its |our |their |these |those |such |certain |a |an |each of the |all of the )?(?:[\\w&$.,'’-]+ ){0,4}?(?:notes?|loans?|credit (?:agreements?|facilit(?:y|ies))|loan agreements?|debentures?|indentures?|debt|promissory notes?|financing agreements?|mortgages?|note purchase agreements?|borrowings?)\\b|\\b${STATE} (?:currently |still )?(?:not|out of|no longer) (?:in )?compliance (?:the|its|our|their|certain) (?:[\\w'’-]+ ){0,8}?(?:ratios?|covenants?)\\b`),
      // (the company's defined terms read with case: the other parties' words alone are a plain guard)
      context: T(`${NOT_IN(LISTING_RE.source)}`),
      unless: OTHERS_DEBT_CASED_RE
    },
    // notes left unpaid after they fell due: "of which $336,000 is past maturity", "Notes payable … which are past maturity date", "as a result
    // of the notes not being paid at maturity"
    {
      re: P("\\b(?:is|are|was|were|remains?|remained) (?:currently |now |still )?past (?:its |their |the )?(?:maturity|stated maturity|due date)(?: dates?)?\\b|\\bnot being (?:paid|repaid) (?:at|upon|on) (?:their |its )?maturity\\b"),
      context: T("\\b(?:notes?|loans?|debentures?|bonds?|borrowings?|debt|promissory|lenders?|holders?)\\b"),
      unless: OTHERS_DEBT_CASED_RE
    },
    // a lender's financial test not met, told as a requirement: "the Company did not meet the requirement for net income before taxes on a
    // rolling 4-quarter basis to equal or exceed $1" (awards, bonuses and earn-outs that did not vest are no default)
    {
      re: P("\\b(?:did not|failed to|was unable to|were unable to) (?:meet|satisfy|achieve|maintain) (?:the |its |a |an )?(?:minimum |maximum |required |financial )?(?:requirements?|tests?|thresholds?|levels?) (?:for|of) (?:the |a |an )?(?:minimum |maximum |required )?(?:[\\w'’-]+ ){0,3}?(?:net income|income|earnings|EBITDA|net worth|tangible net worth|debt service|coverage|leverage|liquidity|working capital|cash flow|profitability)\\b|\\b(?:did not|failed to|was unable to|were unable to) (?:meet|satisfy|achieve) (?:the |its |a |an )?(?:minimum |maximum |required )?(?:net income|EBITDA|(?:tangible )?net worth|debt service coverage|fixed charge coverage|interest coverage|leverage|liquidity|working capital|cash flow) (?:[\\w'’-]+ )?(?:requirements?|tests?|thresholds?|levels?)\\b"),
      unless: T(`${OTHERS_DEBT_RE.source}|${LISTING_RE.source}|\\b(?:bonus\\w*|awards?|vest\\w*|earn-?outs?|milestones?|incentive|performance (?:shares|units|conditions?|stock)|compensation|tier 1|risk-based|regulators?|regulatory)\\b`)
    },
    // a breach the company caused and its own failure told in the past: "our announcement … caused us not to be in compliance with various
    // covenants under our Revolving Credit Facility", "Our failure to comply with such covenant contributed to …"
    {
      re: P("\\b(?:(?:our|the|its|this|that|such|these) [^.;]{0,250}?\\b)?(?:caused|causing|resulted in) (?:us|the company|it|the registrant|the partnership|the borrower|the debtors?) (?:not to be|to not be|to be out of|to fall out of|being out of|not being) (?:in )?compliance with (?:[\\w'’-]+ ){0,6}?(?:covenants?|financial ratios?)\\b|\\b(?:our|its|the company['’]s|the registrant['’]s) failure to comply with (?:such|this|that|the|these|those|certain|its|our) (?:[\\w'’-]+ ){0,3}?covenants?\\b(?=[^.;]{0,40}?\\b(?:contributed|resulted|led|caused|triggered|constituted|gave rise)\\b)"),
      unless: T(`${OTHERS_DEBT_RE.source}|\\b(?:if|could|may(?!\\s+\\d)|might|in the event)\\b`)
    },
    // covenants not complied with, named in up to twelve words: "we were not in compliance with the Debt to EBITDA and Fixed Charge Coverage
    // Ratio financial covenants under our Loan Agreement"
    { re: P(`\\b${STATE} (?:currently |presently |still |now |previously )?(?:not|out of|no longer) (?:been )?(?:in )?compliance with (?:[\\w'’-]+ ){0,12}?(?:covenants?|financial ratios?|(?:coverage|leverage|working capital|liquidity|net worth|current|net income|income|EBITDA|cash|capital|debt service|fixed charge|earnings) (?:ratio )?requirements?)\\b|\\b${STATE} (?:not|out of) (?:in )?compliance with (?:the )?(?:[$\\d.,]+ (?:million )?)?(?:minimum|maximum) (?:[\\w'’-]+ ){0,4}?(?:requirements?|ratios?)\\b`), unless: LISTING_RE },
    // payments owed to a lender and not made, told as a delinquency: "We are delinquent in our payments to the lender", "the Company was
    // delinquent on its mortgage notes" (borrowers' and customers' delinquencies, and taxes, are no default of the company's)
    {
      re: P("\\b(?:we|the company|it|the partnership|the registrant|the bank|the subsidiary|[\\w&.]+) (?:is|are|was|were|has been|have been|remains?|remained|became) (?:currently |now |still )?delinquent (?:in|on|with) (?:its|our|the|certain|their) (?:[\\w'’-]+ ){0,3}?(?:payments?|obligations?|loans?|notes?|debt|debentures|mortgages?|interest|principal)\\b"),
      unless: T(`${OTHERS_DEBT_RE.source}|\\btax(?:es)?\\b|\\brent\\b`)
    },
    // a lender's ratio or limit named without "covenant" or "requirement", exceeded or fallen short of: "The Partnership was out of compliance with
    // its interest coverage ratio at December 31, 2009", "We exceeded the maximum total leverage ratio permitted under the credit agreement",
    // "The Company's fixed charge coverage ratio fell below the required minimum of 1.25 to 1.00" (a bank's regulatory capital ratios are no lender's)
    {
      re: P(`\\b${STATE} (?:currently |presently |still |now )?(?:not|out of|no longer) (?:in )?compliance with (?:the |its |our |their |certain )?(?:[\\w'’-]+ ){0,3}?(?:interest coverage|fixed charge(?: coverage)?|debt service coverage|(?:total |senior |net )?leverage|debt[\\s-]to[\\s-](?:EBITDAX?|equity|capitalization|tangible net worth)|current) ratios?\\b|\\b(?:exceeded|was above|was in excess of) the maximum (?:[\\w'’-]+ ){0,4}?(?:ratio|leverage|indebtedness|capital expenditures?)\\b[^.;]{0,40}?\\b(?:permitted|allowed|required|under (?:the|our|its) (?:credit|loan|note|financing))\\b|\\bratios?\\b[^.;]{0,40}?\\b(?:fell|was|were|dropped|declined|remained) below the (?:required |minimum required |covenant )?(?:minimum|required (?:level|ratio)|threshold)\\b|\\bratios?\\b[^.;]{0,80}?\\b(?:fell|falls|fall) short of the (?:required|minimum|covenant) (?:ratio|level|minimum|amount)\\b`),
      context: T("\\b(?:covenants?|credit (?:agreement|facility)|loan agreement|indenture|lenders?|note purchase agreement|permitted under|required under|fixed charge|interest coverage|debt service coverage|debt[\\s-]to[\\s-]EBITDAX?)\\b|\\b(?:was|were) (?:not|out of) (?:in )?compliance\\b"),
      unless: T(`${LISTING_RE.source}|\\b(?:tier 1|risk-based|consent order|cease and desist|regulators?|regulatory)\\b`)
    },
    // a loan requirement or test not met, told without "covenant": "has not been in compliance with the $1.0 million minimum cash balance
    // requirement since August 31", "was not in compliance with the fixed charge coverage test"; and covenants named before the breach:
    // "a waiver for certain financial covenants the Company was not in compliance with as of December 31"
    {
      re: P("\\b(?:(?:has|have|had) not been|(?:was|were|is|are) not|(?:has|have|had) been out of|(?:was|were|is|are) out of|(?:remained|remains) out of) (?:in )?compliance with (?:the |its |our |certain |a |an )?(?:[$\\d.,]+ (?:million |billion )?)?(?:[\\w'’-]+ ){0,3}?(?:minimum|maximum|required|financial|coverage|leverage|liquidity|net worth) (?:[\\w'’-]+ ){0,4}?(?:requirements?|ratios?|tests?)\\b"),
      context: T("\\b(?:lenders?|loans?|credit|bank|debt|lending|notes?|indentures?|facility|waivers?|borrowings?)\\b"),
      unless: LISTING_RE
    },
    { re: P("\\b(?:covenants?|ratios?|requirements?|tests?) (?:that |which )?(?:the company|we|it|the registrant|the partnership) (?:was|were|is|are|had been|has been|have been) not in compliance with\\b") },
    // a loan's ratio requirements named by their short names and the loan's: "The Company was not in compliance with the FCCR requirement of the
    // RLOC for the three-month period ending March 31, 2018", "… not in compliance with the Consecutive Net Losses, Senior Debt to EBITDA, or the
    // minimum FCCR requirements of the RLOC"
    {
      re: P("\\b(?:(?:has|have|had) not been|(?:was|were|is|are) not|(?:was|were|is|are) out of) (?:in )?compliance with (?:the |its |our |certain )?[^.;]{0,80}?\\b(?:FCCR|DSCR|fixed charge(?: coverage)?|debt service coverage|(?:senior |total )?debt to EBITDA|leverage|net worth|liquidity) (?:ratio )?(?:requirements?|tests?|covenants?) (?:of|under|in) (?:the |its |our )?(?:[\\w&'’-]+ ){0,3}?(?:RLOC|LOC|line of credit|revolv\\w*|credit (?:facility|agreement)|loan(?: agreement)?|term loan|facility|notes?|indenture)\\b"),
      unless: LISTING_RE
    },
    // "The credit agreement had certain debt covenants that the Company did not comply with during the years ended December 31, 2010 and 2009"
    { re: P("\\bcovenants? (?:that |which )?(?:the company|we|it|the registrant|the partnership) (?:did not|has not|have not|had not|failed to|was unable to|were unable to) (?:comply with|meet|satisfy|maintain)\\b") },
    { re: P("\\b(?:fell|falls|fallen) out of compliance with (?:[\\w'’-]+ ){0,8}?covenants?\\b") },
    // a covenant's limit passed or its floor not reached, told by the measure: "Because we exceeded the maximum leverage ratio at December 31,
    // 2008, …", "Our tangible net worth at December 31, 2013 was below the amount required by the loan agreement" (a limit the company may pass,
    // or one it stayed within, stays silent)
    {
      re: P("\\b(?:exceeded|was above|were above|was in excess of|were in excess of) (?:the )?(?:maximum|permitted|allowable|allowed) (?:[\\w'’-]+ ){0,3}?(?:ratio|leverage|indebtedness|capital expenditures?)\\b|\\b(?:was|were|fell|had fallen|has fallen|dropped|had dropped) below (?:the )?(?:minimum |amount |level |ratio |threshold )?(?:[\\w'’-]+ ){0,2}?(?:required|permitted) (?:by|under) (?:the |our |its )?(?:[\\w'’-]+ ){0,3}?(?:loan|credit|note|indenture|financing|debt|facility|agreements?|covenants?)\\b"),
      unless: T(`\\b(?:${POSSIBLE}|not|never)\\b`)
    },
    { re: P("\\b(?:breached|violated|failed to (?:comply|meet|satisfy|maintain|achieve)|did not (?:comply|meet|satisfy|maintain|achieve)|(?:was|were) unable to (?:comply|meet|satisfy|maintain|achieve)) (?:with )?(?:[\\w'’-]+ ){0,8}?(?:covenants?|financial ratios?|(?:leverage|coverage|liquidity) ratio(?: requirements?)?)\\b") },
    { re: P("\\b(?:an?|the|certain|such|these) events? of default (?:[\\w'’-]+ ){0,6}?(?:has occurred|had occurred|have occurred|occurred|exists|existed|continue to exist|has been declared|was declared|has been triggered|was triggered)\\b") },
    { re: P(`\\b${STATE} (?:currently |therefore |now |still )?in (?:technical |payment |monetary )?default (?:under|of|on|as of|with|status)\\b`), unless: OTHERS_DEBT_CASED_RE },
    // debt stated to be in default: "Notes payable … was in default, as of June 30", "The seller carry back debt is in technical default."
    {
      re: P("\\b(?:debt|notes?|notes payable|loans? payable|debentures|bonds|borrowings|credit (?:facility|agreement)|(?:revolving )?line of credit|credit line|term loan|obligations?)\\b(?:[^.;]|\\.\\d){0,160}?\\b(?:is|are|was|were|remains?|remained|has been|have been|had been) (?:currently |now |still )?in (?:technical |payment |monetary )?default\\b"),
      unless: OTHERS_DEBT_CASED_RE
    },
    // the company itself stated to be in default ("As of this filing the Company is technically in default but has not received a demand letter")
    { re: P("\\b{SELF} (?:is|are|was|were|remains?|remained) (?:now |currently |still )?technically in default\\b"), unless: OTHERS_DEBT_CASED_RE },
    // debt named as in default ("the note in default", "amounts in default under the … notes", "The loan is in default"), breaches of covenants
    { re: P("\\b(?:notes?(?: payable)?|loans?(?: payable)?|amounts?|debentures?|bonds?|borrowings?) (?:that (?:is|are|was|were) )?in default\\b"), context: T("\\b(?:lenders?|holders?|notes?|loans?|credit|indentures?|debentures?|settlement agreement)\\b"), unless: OTHERS_DEBT_CASED_RE },
    { re: P("\\b(?:our|its|the company['’]s|the) (?:term |bridge |senior |secured |revolving )?loan (?:is|was|remains|remained) (?:currently )?in default\\b"), context: T("\\b(?:we|our|the company)\\b"), unless: OTHERS_DEBT_CASED_RE },
    // past defaults told as cured: "all monetary defaults under each lease were cured at closing" (not a cure period, nor a default cured if it occurs)
    { re: P("\\b(?:all |the |any |such |these |those )?(?:existing |outstanding |prior |monetary |payment )*(?:defaults?|events? of default) (?:under|of) (?:each |the |its |our |their |such |both )?(?:[\\w&'’-]+ ){0,3}?(?:leases?|notes?|loans?|indentures?|debentures?|credit (?:agreements?|facilit(?:y|ies))|${DEBT_AGREEMENTS}) (?:were|was|have been|has been|had been) (?:fully )?cured\\b"), unless: T(`${OTHERS_DEBT_RE.source}|\\b(?:${POSSIBLE}|unless|until)\\b`) },
    { re: P(`\\b${STATE} (?:currently |now |still )?in (?:material |technical )?(?:breach|violation) of (?:[\\w'’-]+ ){0,6}?(?:covenants?|financial ratios?|${DEBT_AGREEMENTS})\\b`), unless: OTHERS_DEBT_CASED_RE },
    // the terms of the company's own debt breached: "we violated the terms of our term loan", "the Partnership breached the provisions of the indenture"
    {
      re: P(`\\b(?:violated|breached|(?:has|have|had) (?:violated|breached)) (?:certain of )?(?:the )?(?:terms|provisions|conditions|covenants) (?:of|under|contained in) (?:the |its |our |their |certain (?:of )?(?:its |our )?)?(?:[\\w&$.,'’-]+ ){0,4}?${DEBT_AGREEMENTS}\\b`),
      context: T(`${NOT_IN(`\\b(?:${POSSIBLE}|any|alleg\\w*|claim\\w*)\\b`)}`),
      unless: OTHERS_DEBT_CASED_RE
    },
    // the breach told as the company's own noun, with what came of it: "The Partnership’s non-compliance with certain covenants of the Notes
    // resulted in …", "Acme’s breach of the leverage covenant was waived by the lenders" (what a failure could bring stays silent)
    {
      re: P(`\\b(?:our|its|their|{NAMED_OWN}) (?:continued |ongoing |prior |previous |past |earlier )?(?:non-?compliance with|failure to (?:comply with|meet|satisfy|maintain)|breach(?:es)? of|violations? of|defaults? (?:under|of)) (?:[\\w&$.,'’-]+ ){0,8}?(?:covenants?|financial ratios?|${DEBT_AGREEMENTS})\\b(?=[^.;]{0,200}?\\b(?:was|were|(?:has|have|had)(?: not)? been|resulted|constituted|caused|led|triggered|gave rise|occurred|continues|continued|remains|remained)\\b)`),
      context: T(`${NOT_IN(`${LISTING_RE.source}|\\b(?:${POSSIBLE}|any|would|will|should)\\b`)}`),
      unless: OTHERS_DEBT_CASED_RE
    },
    // a missed payment told as the company's own noun, with what it triggered: "Such reclassification occurred as a result of the Companys failure to
    // make a required payment such failure triggering the conversion feature."
    {
      re: P(`\\b(?:our|its|{COMPANYS}|{NAMED_OWN}) failure to (?:make|pay|timely make|timely pay) (?:a |the |any )?(?:required |scheduled )?(?:interest |principal )?(?:payments?|installments?)\\b(?=[^.;]{0,120}?\\b(?:triggering|triggered|resulted|constituted|caused|led|gave rise|occurred)\\b)|\\b(?:as a result of|because of|due to|following) (?:our|its|{COMPANYS}|{NAMED_OWN}) failure to (?:make|pay|timely make|timely pay) (?:a |the )?(?:required |scheduled )?(?:interest |principal )?(?:payments?|installments?)\\b`),
      context: T(`${NOT_IN(`\\b(?:${POSSIBLE}|any|would|will|should)\\b`)}`),
      unless: OTHERS_DEBT_CASED_RE
    },
    { re: P("\\b(?:was|were|is|are) out of compliance with (?:[\\w'’-]+ ){0,4}?ratios?\\b"), context: T("\\b(?:lenders?|loans?|credit|covenants?|debt|default)\\b") },
    { re: P("\\b(?:was|were) unable to (?:meet|satisfy|comply with|maintain) (?:[\\w'’-]+ ){0,6}?covenants?\\b") },
    // a breach told as compliance not kept or as the company non-compliant: "the Company was unable to maintain compliance with certain of its
    // non-financial and financial covenants", "the Company was non-compliant with an affirmative covenant relating to a minimum cash deposit
    // requirement" (what the company may be unable to keep, and an exchange's standards, stay silent)
    {
      re: P("\\b(?:was|were|(?:has|have|had) been) unable to (?:maintain|remain in|be in|achieve|regain|stay in) compliance with (?:[\\w'’-]+ ){0,8}?(?:covenants?|financial ratios?)\\b|\\b(?:was|were|is|are|(?:has|have|had) been|remains?|remained|became|becomes) (?:currently |still |again |now )?(?:non-?compliant|not compliant) with (?:[\\w'’-]+ ){0,8}?(?:covenants?|financial ratios?)\\b"),
      context: T(`${NOT_IN(LISTING_RE.source)}`),
      unless: OTHERS_DEBT_CASED_RE
    },
    // a payment default told as the inability to pay debt, as the cause of what followed or in the past: "as a result of the Company’s inability
    // to pay approximately $30 million in secured debt which had become due on November 17, 2012, the Company filed …", "we were unable to repay
    // the notes at maturity" (an inability that could come, and obligations in general "as they come due", stay silent)
    {
      re: P("\\b(?:(?:as a result of|because of|due to|owing to|following|given) (?:the company['’]s|its|our|the registrant['’]s|the partnership['’]s) inability|(?:we|the company|it|the registrant|the partnership) (?:was|were|(?:has|have|had) been) unable) to (?:re)?pay (?:[\\w$.,'’-]+ ){0,6}?(?:debt|notes?|loans?|indebtedness|debentures|bonds|borrowings|credit (?:facility|line)|line of credit)\\b"),
      unless: T(`${OTHERS_DEBT_RE.source}|\\b(?:${POSSIBLE}|as they (?:come|become|fall) due|any)\\b`)
    },
    // secured or named debt told as due now and not paid: "an outstanding secured note … with a remaining principal amount of $2,666, which is
    // currently due and payable" (debt payable on demand or at a future date, and amounts owed to the company, stay silent)
    {
      re: P("\\b(?:notes?|loans?|debentures?|bonds?|borrowings?|indebtedness|debt)\\b[^.;]{0,160}?\\b(?:which|that) (?:is|are|was|were|remains?|remained) (?:currently|now|presently|already) (?:past )?due and payable\\b|\\b(?:notes?|loans?|debentures?|bonds?|borrowings?|indebtedness|debt) (?:is|are|remains?) (?:currently|now|presently|already) (?:past )?due and payable\\b"),
      unless: T(`${OTHERS_DEBT_RE.source}|\\b(?:${POSSIBLE}|(?:up)?on demand|demand notes?|accounts payable|upon (?:the )?(?:occurrence|event)|in the event)\\b`)
    },
    // a scheduled payment on the company's debt forgone by decision: "the Restructuring Committee … authorized the Company to forgo the scheduled
    // interest payment on the 7.75% Senior Notes due on November 1, 2017", "we elected not to make the semi-annual interest payment", "it had
    // decided not to pay approximately $33.5 million in interest due on September 2, 2014 on its 12% First Priority Notes …" (a deferral
    // the terms allow and payments that may be forgone stay silent)
    {
      re: P("\\b(?:elected|electing|decided|determined|chose|choosing|authorized (?:the company|us|it)) (?:to (?:forgo|forego|skip|withhold)|not to (?:make|pay)|to not (?:make|pay)) (?:the |its |our |a |an )?(?:approximately |about |nearly )?(?:\\$[\\d.,]+ (?:million |billion |thousand )?)?(?:scheduled |semi-?annual |quarterly |monthly |required |upcoming )?(?:\\$[\\d.,]+ (?:million |billion |thousand )?)?(?:[\\d.]+% )?(?:(?:[\\w'’-]+ ){0,2}?(?:interest|principal|coupon|debt service) payments?|(?:in|of) (?:accrued )?(?:interest|principal)(?= (?:due|payable|owed)\\b)|(?:loan |mortgage |note )?payments (?:to|on|under) (?:the |its |our )?(?:[\\w&'’-]+ ){0,2}?(?:lenders?|notes?|loans?|mortgages?|bank|debentures|bonds|credit (?:facility|agreement))|(?:loan |mortgage |note )?payments(?= and [^.;]{0,60}?\\b(?:lenders?|noteholders?|holders|bank)\\b))\\b"),
      // (another party's debt read with case: "the Borrower" and "the Issuer" are the company's defined terms)
      context: literal(`${NOT_IN(OTHERS_DEBT_CASED_RE.source)}\\b(?:[Nn]otes?|NOTES?|[Ll]oans?|LOANS?|[Dd]ebentures?|[Bb]onds?|[Cc]redit|[Ll]enders?|[Ii]ndentures?|[Dd]ebt|DEBT|[Bb]orrowings?)\\b`),
      unless: T(`\\b(?:${POSSIBLE}|defer\\w*|dividends?|preferred|trust preferred)\\b`)
    },
    // beside a stated default, the lenders' standstill and the deficiency the borrowing base left: "Under the Forbearance Agreements, the
    // respective lenders agreed not to exercise any rights and remedies until July 16, 2020", "The decline in the borrowing base resulted in a
    // $15.5 million borrowing base deficiency under the Senior Credit Facility"
    {
      re: P("\\b(?:lenders?|holders?|noteholders?|bank|banks|agent|trustee) (?:has |have |had )?agreed not to (?:exercise|enforce|pursue) (?:any |its |their |certain |such )?(?:of )?(?:(?:their|its) )?(?:rights and remedies|remedies|rights)\\b|\\bborrowing base deficienc(?:y|ies)\\b"),
      unless: T(`${COMPANY_FORBEARS_RE.source}|${OTHERS_DEBT_RE.source}|\\b(?:${POSSIBLE}|in the event|upon (?:an?|any|the occurrence))\\b`),
      carried: true
    },
    // waivers a named event made necessary: "the need for additional waivers and/or amendments, including those required as a result of or in
    // connection with the restatement discussed in Note 1", "waivers were required due to the late filing of the annual report"
    {
      re: P("\\bwaivers?(?: (?:and(?:\\/or)?|or) (?:amendments?|consents?))?,? (?:including those )?(?:(?:were|was|have been|had been) )?(?:required|needed|necessary|obtained|requested) (?:as a result of|in connection with|because of|due to|following|relating to)(?: or in connection with)? (?:the|our|its) (?:restatements?|late filing|delayed filing|failure to (?:timely )?(?:file|deliver))\\b"),
      unless: T(`\\b(?:${POSSIBLE}|any)\\b`)
    },
    { re: P("\\b(?:as a result of|due to|because of|following|given) (?:[^.;]{0,60}?)\\bnon-?compliance with (?:the |its |our |certain )?(?:[\\w'’-]+ ){0,4}?covenants?\\b") },
    { re: P("\\b(?:is|was|are|were|remains?) delinquent in (?:the )?(?:payment|repayment) of (?:principal|interest)\\b") },
    // beside a stated default, the default referred to as existing and what it did, and a holder's notice that it will collect:
    // "The existence of an event of default has prohibited us access to borrowings …", "GrowCo has received notification of an entity
    // holding $2,115,000 of this debt of its intent to collect the amount of the note, plus back due interest and attorney fees."
    {
      re: P("\\b(?:the )?existence of (?:an? |the |such |these |this )?(?:events? of default|defaults?)\\b(?= (?:has|have|had) (?:[\\w-]+ ){0,2}?(?:prohibited|prevented|precluded|restricted|limited|resulted|caused|triggered|permitted|allowed|entitled)\\b)|\\b(?:received|receipt of) (?:a |written )?(?:notices?|notifications?|letters?) (?:from |of )[^.;]{0,80}?\\b(?:its|their) (?:intent|intention) to (?:collect|accelerate|demand payment|foreclose)\\b"),
      carried: true
    },
    // beside a stated default, what was done because of it: "In response to this event of default, we entered into the Fourth Amendment,
    // Joinder, Limited Waiver and Limited Consent to Credit Agreement …"
    {
      re: P("\\b(?:in response to|as a result of|because of|due to|following) (?:this|that|such|these|those|the) (?:events? of default|covenant (?:breach|violation|default)s?|(?:breach|violation)s? of (?:the |these |those |such )?(?:financial )?covenants?)\\b"),
      carried: true
    },
    // a notice of default delivered to the company, whoever the lender: "the SBA delivered to the Company a notice of an event of default"
    { re: P("\\b(?:delivered|issued|sent|served|gave|provided) to (?:us|the company) (?:a |an )?(?:written |formal )?notices? of (?:an? )?(?:events? of )?default\\b"), unless: OTHERS_DEBT_CASED_RE },
    // … a notice of nonpayment issued to the company, the payments not made under the loan agreements, a notice demanding all that is owed: "the
    // minority equity holders, as lenders, issued Notices of Non-Payment to the Company as a result of annual payments not made in accordance with
    // the loan agreements", "The notice … demanded immediate payment of all outstanding obligations under the 2014 Zochem Credit Facility"
    {
      re: P("\\b(?:delivered|issued|sent|served|gave|provided) (?:(?:a|an|the|its|their) )?(?:written |formal )?notices? of (?:an? )?(?:non-?payment|(?:events? of )?default|acceleration)\\b[^.;]{0,20}? to (?:us|the company|the registrant)\\b|\\b(?:payments?|installments?) (?:were |was |have been |has been )?not (?:been )?(?:made|paid) in accordance with (?:the )?(?:[\\w&'’-]+ ){0,2}?(?:loan|credit|note|debt|financing) agreements?\\b|\\bdemanded (?:the )?(?:immediate |full |prompt )+(?:re)?payment of (?:all )?(?:the )?(?:[\\w'’-]+ ){0,2}?(?:obligations|amounts|indebtedness|principal|balances?|loans?|notes)\\b(?=[^.;]{0,80}?\\b(?:credit|loans?|notes?|facilit(?:y|ies)|debentures|indentures?|lenders?|agreements?)\\b)"),
      unless: T(`${OTHERS_DEBT_RE.source}|\\b(?:${POSSIBLE}|demand notes?|upon (?:the )?(?:occurrence|event))\\b`)
    },
    // a default stated at the end of its clause ("… was not able to repay the obligations … and thus is in default"), covenants not met, a note
    // matured but unpaid: "The Note provides for certain financial covenants that were not met as of March 31, 2020", "a previously matured but unpaid promissory note"
    { re: P("\\b(?:is|are|was|were|remains?) (?:now |currently |therefore |thus |consequently )?in default\\s*[.;]?\\s*$|\\bcovenants?\\b[^.;]{0,40}?\\b(?:that |which )?(?:were|was|have|had) not (?:been )?(?:met|satisfied|complied with)\\b|\\bmatured but (?:remains? |remained )?unpaid\\b|\\b(?<!\\b(?:that|which) (?:have|has|had) )matured\\b[^.;]{0,60}? (?:and|but) (?:remains?|remained|is|are|was|were|has|have) (?:still |currently |now )?(?:unpaid|past[\\s-]due|in default|not (?:been )?(?:paid|repaid))\\b"), context: T("\\b(?:notes?|loans?|lenders?|credit|debt|holders?|obligations?|promissory|bank)\\b"), unless: OTHERS_DEBT_CASED_RE },
    // a borrowing base redetermined below what is drawn: "we had $148.6 million drawn under the Credit Agreement, which resulted in a borrowing base
    // deficiency of $33.6 million" (one that would follow a redetermination stays silent)
    { re: P("\\b(?:resulted in|results in|created|caused|had|has|have|there (?:was|is|were|are)|faced|incurred) (?:a |an )?borrowing base deficienc(?:y|ies)\\b|\\bborrowing base deficienc(?:y|ies) of (?:approximately |about )?\\$"), unless: T("\\b(?:if|could|may(?!\\s+\\d)|might|would|will|whether|any|no)\\b") },
    // the company's own default named as a cause: "Due to our default under the Indenture, the trustee has the right to declare all amounts
    // outstanding immediately due and payable" (a default that may come stays silent)
    { re: P("\\b(?:due to|because of|as a result of|following|given|in light of) (?:our|its|{COMPANYS}|the partnership{AP}s) (?:payment |covenant |continuing |existing )?defaults? (?:under|on|of|with respect to)\\b"), unless: T("\\b(?:if|in the event|could|may(?!\\s+\\d)|might|would|whether|any)\\b") },
    // an event that "constituted a breach of" the company's covenant: "the failure to timely file the Form 10-K constituted a breach of the
    // Company's covenant under the SPA" (what would constitute one stays silent)
    { re: P("\\bconstitut(?:ed|es) (?:a |an )?(?:breach|violation|default) (?:of|under) (?:{COMPANYS}|its|our|the|certain) (?:[\\w'’-]+ ){0,3}?covenants?\\b"), unless: T("\\b(?:if|in the event|could|may(?!\\s+\\d)|might|would|whether)\\b") },
    // defaults told as having occurred, or as immediate: "due to events of default that occurred prior to June 30, 2020", "The commencement of a
    // voluntary proceeding in bankruptcy constituted an immediate event of default under the 2014 Revolving Credit Facility" (what would occur stays silent)
    { re: P("\\bevents? of default (?:that|which) (?:had |have |has )?occurred\\b|\\bconstitut(?:ed|es) (?:an? )?(?:immediate|automatic|additional) (?:events? of )?defaults?\\b"), unless: T("\\b(?:if|in the event|could|may(?!\\s+\\d)|might|would|whether|no)\\b") },
    // a default another event set off: "commencement of the Chapter 11 Case triggered defaults on substantially all of the Company's debt
    // obligations", "the going concern qualification triggered an event of default under the Credit Agreement" (what would trigger one stays silent)
    { re: P("\\btriggered (?:an? |the )?(?:(?:cross[\\s-])?events? of )?defaults? (?:on|under|in) (?:[^.;]{0,60}?\\b)?(?:debt|notes?|loans?|credit|indentures?|obligations?|borrowings?|facilit(?:y|ies)|agreements?|debentures?|bonds?)\\b"), unless: T("\\b(?:if|could|may(?!\\s+\\d)|might|would|will|whether)\\b") },
    // notes past due: "notes payable with principal amounts totaling $1,983,000 were past due and are classified as current liabilities"
    { re: P("\\b(?:notes?|loans?|debentures?|borrowings?|principal|installments?)\\b[^;]{0,120}?\\b(?:were|was|are|is|remain|remains|remained) (?:currently |presently |still |now )?past[\\s-]due\\b"), unless: OTHERS_DEBT_CASED_RE },
    // the debt itself not paid: "all of the Dutchess notes which total $4,380,758 were not paid when due"
    { re: P("\\b(?:notes?|loans?|debentures?|bonds?|installments?|principal|interest|borrowings?)\\b[^;]{0,80}?\\b(?:were|was|have|has|had) not (?:been )?(?:paid|repaid) (?:when due|at (?:their |its )?maturity|on (?:the |its |their )?(?:maturity|due) dates?)\\b"), unless: OTHERS_DEBT_CASED_RE },
    { re: P("\\b(?:amendment to|extended|extension of|amended|execution (?:and delivery )?of) (?:the |a |an |our |its )?(?:[\\w'’-]+ ){0,2}?forbearance agreements?\\b"), context: T("\\b(?:lenders?|credit|loans?|notes?|default|covenants?|holders?)\\b"), unless: LENDER_FORBEARS_RE },
    { re: P("\\b(?:agreeing|agreed) (?:with (?:us|the company) )?to fore?bear\\b"), context: T("\\b(?:lenders?|holders?|noteholders?|bank)\\b[^.]{0,200}|\\bdefaults?\\b") },
    // "was in violation of the fixed charge … covenants", "a waiver … for our noncompliance with the fixed charge coverage ratio covenant", "our senior
    // lender identified certain events of default", "the Lenders granted the Company a limited waiver … of certain Existing Defaults",
    // "the lenders agreed to (i) waive the minimum cash covenant", "caused us not to be in compliance with … covenants"
    { re: P(`\\b${STATE} (?:currently )?in violation of (?:[\\w'’-]+ ){0,12}?covenants?\\b`) },
    // a lender's ratio violated, named without "covenant": "Accordingly, the Company was in violation of the fixed charge coverage ratio"
    { re: P(`\\b${STATE} (?:currently )?in violation of (?:the |its |our |certain )?(?:[\\w'’-]+ ){0,6}?(?:coverage|leverage|net worth|liquidity|fixed charges?|debt[\\s-]to[\\s-][\\w-]+|debt service) ratios?\\b`) },
    { re: P("\\bwaivers?\\b[^.;]{0,60}?\\bfor (?:our|its|the company['’]s|the) non-?compliance with\\b") },
    { re: P("\\b(?:lenders?|agent|holders?|trustee) (?:has |have |had )?(?:identified|declared|asserted|alleged) (?:certain |an? |the )?(?:events? of default|defaults?)\\b") },
    { re: P("\\bgranted (?:us|the company) (?:a |an )?(?:limited |temporary |further )?waivers?\\b"), context: T("\\b(?:defaults?|covenants?|non-?compliance)\\b") },
    // "Our lenders waived the requirement to comply with the leverage ratio covenant for the quarter ended March 31, 2024"
    { re: P("\\b(?:waived?|waiving) (?:the |its |our |their )?(?:requirements?|obligations?) (?:for (?:us|the company|it) )?to (?:comply with|maintain|meet|satisfy|achieve) (?:[\\w$.,'’-]+ ){0,6}?(?:covenants?|ratios?)\\b"), context: T("\\b(?:lenders?|bank|holders?|noteholders?|agent)\\b"), unless: ADVANCE_WAIVER_RE },
    // a lender's test waived for a period already ended: "The amendment also waived the debt service coverage ratio requirement for the year
    // ended December 31, 2018", "the bank waived the leverage covenant for the quarter ended March 31" (a waiver for periods still ending stays silent)
    {
      re: P("\\b(?:waived?|waiving|waiver of) (?:the |its |our |their |such |certain |all )?(?:[\\w'’-]+ ){0,5}?(?:covenants?|ratios?(?: (?:requirements?|tests?))?|(?:ratio|coverage|leverage|covenant|net worth|liquidity) (?:requirements?|tests?))(?: (?:under|in|of) (?:the |its |our )?(?:[\\w&'’-]+ ){0,3}?(?:agreements?|facility|loans?|notes|indenture))? (?:for|as of|at) (?:the )?(?:fiscal )?(?:(?:years?|quarters?|periods?|months?|(?:three|six|nine|twelve|\\d+)[\\s-]months?) ended|(?:years?|quarters?) then ended)\\b"),
      context: T("\\b(?:lenders?|bank|holders?|noteholders?|agent|amendment|loan|credit|notes?)\\b"),
      unless: T(`${LENDER_FORBEARS_RE.source}|\\b(?:${POSSIBLE}|in the event)\\b`)
    },
    // default interest told as part of the rate charged: "Interest rates at September 30, 2011 and December 31, 2010 include an additional 2.0%
    // default rate", "the rate on the note includes default interest of 3%" (a rate the terms set upon a default stays silent)
    {
      re: P("\\b(?:interest rates?|rates?|interest (?:expense|charged|accrued))\\b[^.;]{0,100}?\\b(?:include|includes|included|including|reflect|reflects|reflected|reflecting) (?:an? |the )?(?:additional |incremental )?(?:[\\d.]+ ?% |[\\d.]+ percent(?:age points?)? )?(?:of )?default (?:interest )?(?:rate|interest|premium)s?\\b"),
      unless: T(`${OTHERS_DEBT_RE.source}|\\b(?:${POSSIBLE}|upon|in the event|following an event|during the continuance|provides? for|permit\\w*)\\b`)
    },
    // the company's debt declared accelerated by the lenders, told as a fact: "obligations under the secured credit facility have been accelerated
    // based on the events of default previously asserted", "the notes were accelerated" (what could be accelerated stays silent)
    {
      re: P("\\b(?:obligations|amounts (?:due|owed|outstanding)|indebtedness|debt|loans?|notes|debentures|bonds|borrowings|balances?|maturit(?:y|ies))(?: (?:outstanding )?(?:under|of) (?:the |its |our |such |these )?(?:[\\w&'’-]+ ){0,3}?(?:credit (?:facility|agreement)|loan agreement|facility|indenture|notes|debentures|term loan))? (?:have|has|had) been (?:declared )?accelerated\\b|\\b(?:obligations|indebtedness|debt|loans?|notes|debentures|bonds|borrowings)(?: (?:outstanding )?under (?:the |its |our )?(?:[\\w&'’-]+ ){0,3}?(?:credit (?:facility|agreement)|loan agreement|facility|indenture))? (?:was|were) accelerated\\b"),
      context: T("\\b(?:lenders?|holders?|noteholders?|trustee|agent|default|credit|loans?|notes|indenture)\\b"),
      unless: OTHERS_DEBT_CASED_RE
    },
    // beside a stated breach, the waiver granted for it, referred back to: "However, since the Company and Exelon are currently in the process of
    // amending the Base Confirmation, Exelon has granted a waiver to the Company for this covenant through December 31, 2016."
    { re: P("\\b(?:granted|provided|issued) (?:a |the )?waivers? (?:to (?:the company|us) )?(?:for|of|with respect to) (?:this|that|such|these|those|the) (?:[\\w'’-]+ ){0,2}?(?:covenants?|defaults?|events? of default|non-?compliance|breach(?:es)?|violations?)\\b"), unless: OTHERS_DEBT_CASED_RE, carried: true },
    // a scheduled payment not made, the grace period taken on it: "… that it would not make the required interest payment on the 3.80% Convertible
    // Senior Notes … on its scheduled due date of January 4, 2016 exercising a 30-day grace period", "the Company entered the 30-day grace period"
    // (a grace period the company could use stays silent)
    {
      re: P("\\b(?:exercis(?:e|es|ed|ing)|invok(?:e|es|ed|ing)|utiliz(?:e|es|ed|ing)|rel(?:y|ies|ied|ying) (?:up)?on|t(?:ake|akes|ook|aking) advantage of|enter(?:s|ed|ing)?(?: into)?) (?:the |a |an |its |our |their )?(?:applicable )?(?:\\d+|thirty|sixty|fifteen|ten|five)[\\s-]day grace period\\b"),
      context: T("\\b(?:interest|payments?|coupons?|principal|installments?)\\b"),
      unless: T(`${OTHERS_DEBT_RE.source}|\\b(?:if|may(?!\\s+\\d)|might|could|should|in the event|right to)\\b`),
      whole: true
    },
    // a property's mortgage loan in default, told of the company's own properties: "our Two California Plaza and 3800 Chapman properties, whose
    // mortgage loans were in default as of September 30, 2012" (the mortgage loans a bank holds are its borrowers')
    { re: P("\\b(?:our|its|the company['’]s) (?:[\\w'’&-]+ ){0,8}?propert(?:y|ies),? whose (?:[\\w-]+ )?(?:mortgage )?(?:loans?|debt|notes?) (?:were|was|are|is|remained|remains|have been|has been) in default\\b"), unless: T(`\\b(?:${POSSIBLE})\\b`) },
    // beside a stated default, the properties given up to the lenders: "trustee sales were conducted with respect to the mortgage loans secured
    // by 700 North Central and 801 North Brand as part of cooperative foreclosure proceedings", "title to each property was transferred to the
    // lender parties"
    { re: P("\\b(?:trustee|foreclosure|sheriff['’]s) sales? (?:was|were|has been|have been|had been) (?:held|conducted|completed)\\b|\\btitle to (?:each|the|these|such|both) (?:[\\w-]+ )?propert(?:y|ies) (?:was|were) transferred to the (?:lenders?|lender parties|trustee)\\b"), unless: OTHERS_DEBT_CASED_RE, carried: true },
    // beside a stated missed payment, the grace period running on it: "the Operating Partnership has a 30-day grace period to make the 2024 Notes
    // Interest Payment before the nonpayment is considered an event of default"
    { re: P("\\b(?:has|have|had|is in|are in|was in|were in|entered|within|during|under|there (?:is|was)) (?:a |an |the |its |their )?(?:\\d+|thirty|sixty|fifteen|ten|five)[\\s-]day (?:cure |grace )?(?:grace )?period\\b|\\bgrace period (?:to (?:make|pay|cure)|for (?:the )?(?:non-?)?payment)\\b"), unless: OTHERS_DEBT_CASED_RE, carried: true },
    // beside a stated default, the waiver or the extension the company asked its lender for: "We have requested a waiver from the lender of the
    // mortgage", "We have requested a 1-year extension on the mortgage"
    { re: P("\\b(?:has|have|had) (?:formally )?(?:requested|sought|applied for|asked for) (?:a |an |the )?(?:[\\w-]+ ){0,2}?(?:waivers?|forbearance|extensions?)\\b(?=[^.;]{0,60}?\\b(?:lenders?|mortgages?|loans?|notes?|maturit(?:y|ies)|credit|bank|holders?|default|covenants?)\\b)"), unless: T(`${OTHERS_DEBT_RE.source}|${LISTING_RE.source}|\\btax\\w*\\b`), carried: true },
    { re: P("\\b(?:waived?|waiving) (?:the |its |our |certain )?(?:[\\w'’-]+ ){0,3}?covenants?\\b(?! (?:ratio )?(?:requirements? )?(?:for|in) (?:future|subsequent) periods)"), context: T("\\b(?:lenders?|bank|holders?|noteholders?|agent)\\b"), unless: ADVANCE_WAIVER_RE },
    { re: P("\\bnot to be in compliance with (?:[\\w'’-]+ ){0,8}?covenants?\\b") },
    // lenders that agreed to forbear, notices of default received
    { re: P("\\b(?:lenders?|bank|noteholders?|holders?|investors?|agent) (?:has |have |had )?agreed to (?:refrain and )?forbear\\b"), context: T("\\b(?:defaults?|notes?|loans?|collect)\\b") },
    { re: P("\\b(?:received|receipt of)\\b[^.;]{0,80}?\\bnotices? of (?:an? )?events? of default\\b"), unless: NON_DEBT_AGREEMENT_RE },
    {
      re: P("\\b(?:obtained|received|entered into|executed|negotiated|signed|agreed to|agreed upon) (?:a |an |the )?(?:series of )?(?:temporary |limited |written |second |third |short-term |additional |certain )*(?:waivers?(?: (?:and amendment )?agreements?)?|forbearance agreements?|forbearances?)\\b"),
      context: T("\\b(?:covenants?|default|lenders?|credit (?:agreement|facility)|indenture|noteholders|forbearance)\\b"),
      unless: T(`${LENDER_FORBEARS_RE.source}|${ADVANCE_WAIVER_RE.source}`)
    },
    // the company not compliant with a note's repayment terms: "The Company is not compliant with the repayment terms of the note."
    { re: P("\\b(?:is|was|are|were|remains?|remained|has not been|have not been) not (?:in )?(?:compliant|compliance) with (?:the )?(?:re)?payment (?:terms|obligations|provisions|schedule)\\b"), context: T("\\b(?:notes?|loans?|debt|debentures?|credit|borrowings?)\\b"), unless: T(`${OTHERS_DEBT_RE.source}|\\b(?:${POSSIBLE})\\b`) },
    // the holders' waiver of their right to declare a default: "the note holders agreed to waive any rights that they may have to declare a
    // default, and to pursue any remedies or impose any penalties as applicable to Series A Demand Note …"
    { re: P("\\b(?:agreed to |has |have |had )?waive[sd]? (?:any |all |their |its )?(?:of (?:their|its) )?rights? (?:that (?:they|it) (?:may|might) have )?to (?:declare|call) (?:a |an )?(?:events? of )?default\\b"), unless: T(`${LENDER_FORBEARS_RE.source}|\\b(?:if|in the event|would|could)\\b`) },
    { re: P("\\blenders? (?:have |has |had )?(?:accelerated|declared)\\b") },
    // "the lender on the corporate secured loan has declared a default", "the holders of the Notes declared an event of default"
    { re: P("\\b(?:lenders?|bank|holders?|noteholders?|trustee|(?:administrative |collateral )?agent)\\b(?:(?!\\b(?:not|never|no)\\b)[^.;]){0,60}?\\b(?:has |have |had )?declared (?:a |an |the )?(?:payment |technical )?(?:events? of )?default\\b"), unless: T(`${OTHERS_DEBT_RE.source}|\\b(?:${POSSIBLE}|upon|in the event|any)\\b`) },
    // a lender's call or acceleration: "The bank has called the loan and demanded repayment", "the trustee accelerated the debentures"
    {
      re: P("\\b(?:lenders?|bank|banks|holders|noteholders?|debenture ?holders|bondholders|trustee|agent|creditors?|(?:special )?servicer)(?: (?:for|of|under) (?:this|that|the) (?:[\\w-]+ )?(?:loan|mortgage))?(?: (?:of|under) (?:the |our |its |such )?(?:[\\w&'’-]+ ){0,3}?(?:notes|debentures|bonds|credit (?:agreement|facility)|loan agreement|indenture))? (?:has |have |had |then |subsequently |thereafter )?(?:called (?:the |its |our |all |such )?(?:[\\w'’-]+ ){0,2}?(?:loans?|notes?|debt|line of credit|indebtedness|debentures|bonds)|demanded (?:the )?(?:immediate |full )?(?:re)?payment|accelerated (?:the |all |its |our |such |payment of )?(?:[\\w'’-]+ ){0,4}?(?:loans?|notes?|debt|debentures|bonds|maturit(?:y|ies)|amounts|obligations|indebtedness|balances?|borrowings|payment))\\b"),
      unless: OTHERS_DEBT_CASED_RE
    },
    // the debt declared due by the lenders, a forbearance the company operates under, debt not repaid when it matured: "the Agent declared all
    // amounts outstanding under the Credit Agreement immediately due and payable", "The Company is operating under a forbearance agreement with
    // its lenders", "We did not repay the bridge loan when it matured" (what the lenders may declare upon a default stays silent)
    {
      re: P("\\b(?:lenders?|banks?|holders|noteholders?|bondholders|trustee|(?:administrative |collateral )?agent|creditors?)\\b[^.;]{0,80}?\\bdeclared (?:all |the )?(?:[\\w$.,'’-]+ ){0,8}?(?:immediately )?due and payable\\b|\\b(?:is|are|was|were|has been|have been|had been|remains?|remained) (?:currently |now |still )?(?:operating )?under (?:a|an|the) (?:[\\w&'’-]+ ){0,3}?forbearance agreements?\\b|\\b(?:did not|failed to|was unable to|were unable to) (?:re)?pay (?:the |its |our |certain |all |such )?(?:[\\w$.,'’-]+ ){0,5}?(?:loans?|notes?|debentures|bonds|debt|borrowings|obligations) (?:when (?:it|they) (?:matured|became due|came due|was due|were due)|at (?:its |their )?maturity|when due|on (?:its|their|the) (?:maturity|due) dates?)\\b"),
      unless: T(`${OTHERS_DEBT_RE.source}|${LENDER_FORBEARS_RE.source}|\\b(?:${POSSIBLE}|upon (?:an?|any|the occurrence)|any)\\b`)
    },
    // debt that became immediately due, and a default the company reported to its lenders: "As a result of the Chapter 11 filing, the Company's
    // pre-petition unsecured senior notes and secured debt under the revolving credit facility became immediately due and payable", "the Company
    // reported a technical default to its lenders after it became aware that …" (debt that would become due upon a default stays silent)
    {
      re: P("\\b(?:notes|debt|borrowings|loans?|obligations|indebtedness|debentures|bonds|amounts (?:outstanding|owed|due))\\b[^.;]{0,160}?\\bbecame (?:immediately|automatically) due and payable\\b|\\b(?:reported|disclosed) (?:a |an )?(?:technical |payment )?default to (?:its|our|the company['’]s) lenders\\b"),
      unless: T(`${OTHERS_DEBT_RE.source}|\\b(?:${POSSIBLE}|upon (?:an?|any|the occurrence))\\b`)
    },
    // a payment default in the company's words: "We failed to pay the principal and interest due on the notes at maturity"
    {
      re: P("\\b{SELF} (?:has |have |had )?(?:(?:(?:failed|was unable|were unable|(?:has|have|had) been unable) to|did not) (?:timely |punctually )?(?:make|pay|remit|repay)|missed|skipped|delayed) (?:the |its |our |certain |all |any )?(?:[\\w$.,'’-]+ ){0,5}?(?:interest|principal|installments?|debt service|(?:re)?payments? (?:on|under|of|due (?:on|under)) (?:the |its |our |their |such |these |certain )?(?:[\\w$.,'’-]+ ){0,3}?(?:notes?(?: payables?)?|loans?|debt|debentures|bonds|credit (?:facility|agreement)|mortgages?|borrowings)|(?:required |scheduled |mandatory )(?:[\\w$.,'’-]+ ){0,4}?payments?)\\b"),
      context: T("\\b(?:loans?|notes?|debentures?|bonds?|credit|lenders?|indentures?|mortgages?|debt|borrowings?|principal (?:and interest )?payments?)\\b"),
      unless: OTHERS_DEBT_CASED_RE
    },
    // a judgment the creditor obtained for the company's nonpayment: "the holder of the Note obtained a judgement against the Company for nonpayment of the Note"
    { re: P("\\bjudg(?:e)?ments? against (?:us|the company|it|the registrant)\\b[^.;]{0,40}?\\bfor (?:the )?non-?payment of (?:the |its |our |a |an |certain )?(?:[\\w$.,'’-]+ ){0,4}?(?:notes?|loans?|debentures?|debt|principal|interest|promissory|credit|amounts? due)\\b"), unless: OTHERS_DEBT_CASED_RE },
    // payments not made, debt in arrears or matured unpaid, a notice of default the lender issued: "We have not paid the interest due on the
    // debentures since March 2001", "The Company is in arrears on its mortgage payments", "The note matured … and has not been repaid", "Each
    // convertible promissory note … had a term of one year and was not repaid", "the default date for each convertible promissory note was April 30, 2008"
    {
      re: P("\\b{SELF} (?:has|have|had) not (?:paid|made|remitted) (?:the |its |our |any |certain |all )?(?:[\\w$.,'’-]+ ){0,5}?(?:interest|principal|installments?|debt service|(?:re)?payments?)\\b|\\b{SELF} (?:has|have|had) not (?:re)?paid (?:the |its |our |any |certain |all )?(?:[\\w$.,'’-]+ ){0,3}?(?:loans?|notes?|debentures?|advances?|bridge notes?)\\b[^.;]{0,80}?\\b(?:which|that) (?:was|were|became|had become) (?:due|payable)\\b|\\bpayments?\\b[^.;]{0,80}?\\b(?:which|that) (?:we|the company) (?:did not|failed to|was unable to|were unable to) (?:make|pay)\\b|\\bin arrears (?:on|in|with) (?:the |its |our |certain )?(?!(?:[\\w'’-]+ ){0,3}?dividends?\\b)(?:[\\w'’-]+ ){0,3}?(?:(?:mortgage|loan|note|debt|interest|principal|lease) ?(?:payments?|installments?|obligations?)?|payments?|installments?)\\b|\\bmatured (?:on [\\w ,]{1,25}? )?and (?:has|have|had) not (?:yet )?been (?:re)?paid\\b|\\b(?:notes?|debentures?|loans?)\\b[^.;]{0,100}?\\bhad an? (?:term|maturity) of [\\w ]{1,20}? and (?:was|were) not (?:re)?paid\\b|\\bthe default date (?:for|of) (?:each |the |these |such |all )?(?:[\\w-]+ ){0,3}?(?:notes?|debentures?|loans?)\\b[^.;]{0,20}?\\b(?:was|were|is)\\b"),
      context: T(`${NOT_IN("\\b(?:non-interest|interest[\\s-]free|bears? no interest|not (?:yet )?(?:due|payable)|none (?:are|is|was|were|has been|have been) (?:yet )?(?:due|payable)|deferr\\w*|in kind|PIK)\\b")}\\b(?:loans?|notes?|debentures?|bonds?|credit|lenders?|bank|indentures?|mortgages?|debt|borrowings?|(?:note|bond|debenture) ?holders?)\\b`),
      // payments not yet due, deferred by the terms or paid in kind are no default
      unless: OTHERS_DEBT_CASED_RE
    },
    { re: P("\\b(?:lenders?|bank|holders?|noteholders?|trustee|agent|creditors?)\\b[^.;]{0,80}?\\b(?:issued|delivered|sent|served|gave|provided) (?:to )?(?:us |the company )?(?:with )?(?:a |an )?(?:written |formal )?notices? of (?:an? )?(?:events? of )?(?:default|acceleration)\\b"), unless: OTHERS_DEBT_CASED_RE },
    // a forbearance agreement named for its date or order ("entered into the October Forbearance Agreement with the Noteholder Representative"),
    // and one stated to concern the company's default ("forbearance agreement regarding the Company’s noncompliance with certain covenants")
    {
      re: P("\\b(?:entered into|executed|signed|agreed to|obtained|negotiated) (?:a |an |the |its |their )?(?:[\\w&'’-]+ ){1,3}?forbearance agreements?\\b"),
      unless: LENDER_FORBEARS_RE
    },
    {
      re: P("\\b(?:forbearance|waiver)s?(?: (?:and amendment )?agreements?)? (?:regarding|relating to|related to|with respect to|in respect of|concerning|for|of) (?:the company['’]s |our |its |such |this |these |the |certain )?(?!(?:any|future|potential|possible)\\b)(?:[\\w'’-]+ ){0,3}?(?:non-?compliance|defaults?|breach(?:es)?|events? of default|violations?)\\b"),
      unless: T(`${COMPANY_FORBEARS_RE.source}|${OTHERS_DEBT_RE.source}`)
    },
    { re: P("\\b(?:our|its|the company['’]s|the registrant['’]s|such|this) (?:continued |ongoing )?non-?compliance with (?:certain |the |its |our |these |such |several |two |three )?(?:[\\w'’-]+ ){0,4}?(?:covenants?|financial ratios?)\\b"), unless: LIST_ITEM_RE },
    // a waiver of the company's non-compliance refused or not given: "the lenders have indicated that they will not waive the Company’s
    // noncompliance with the EBITDA covenants", "the lenders have not done so" after a request to waive it
    { re: P("\\b(?:will|would|did|do|does|have|has|had) not (?:yet )?(?:waive|waived|grant(?:ed)? (?:a |any )?waivers? (?:of|for))\\b[^.;]{0,40}?\\b(?:our|its|{NAMED_OWN}) (?:continued |ongoing |existing )?(?:non-?compliance|breach(?:es)?|violations?|defaults?)\\b"), unless: OTHERS_DEBT_CASED_RE },
    // a default waived after the fact: "the bank waived the Company's violation of the debt service coverage ratio"
    { re: P("\\b(?:waived|waive|waiving|agreed to waive|waivers? of) (?:the |its |our |the company['’]s |such |this |these |certain )?(?:[\\w'’-]+ ){0,3}?(?:violations?|breach(?:es)?) of (?:[\\w'’-]+ ){0,6}?(?:covenants?|ratios?|requirements?|(?:loan|credit|debt|note) agreements?)\\b") },
    // default interest charged or owed: "Since June 2019 the notes have accrued interest at the default rate", "previously owed interest at the default rate"
    {
      re: P("\\b(?:(?:has|have|had) (?:been )?(?:accrued|accruing|borne|bearing|charged|charging|paid|incurred|owed)|began|begun|started|commenced|(?:was|were) charged|(?:was|were) required to pay|paid|accrued|incurred|owed) (?:to )?(?:accru\\w* |bear\\w* |charg\\w* |pay\\w* )?(?:[\\w'’-]+ ){0,3}?interest at (?:the|a|its) default (?:interest )?rate\\b|\\b(?:previously owed|accrued|unpaid|past[\\s-]due) (?:[\\w'’-]+ ){0,2}?(?:default interest|interest at the default rate)\\b"),
      unless: OTHERS_DEBT_CASED_RE
    },
    // a default under an agreement the sentence names by its holders or lenders: "The Company subsequently, defaulted under the terms of the
    // agreement and the debenture holders are seeking their rights as secured creditors"
    {
      re: P("\\b{SELF}(?:,? (?:subsequently|later|then|thereafter|also|again|ultimately),?)? (?:has |have |had )?defaulted (?:on|under) (?:the terms of )?(?:its|our|the|certain|this|that|such) (?:[\\w'’-]+ ){0,4}?(?:agreements?|facilit(?:y|ies)|arrangements?|obligations?)\\b"),
      context: T("\\b(?:debentures?|notes?|loans?|lenders?|credit|bank|(?:debenture|note|bond)?holders|borrowings?|indebtedness|debt|secured creditors?)\\b"),
      unless: OTHERS_DEBT_CASED_RE
    },
    // an amendment that let the company stay within its covenants at a date past: "The Sixth ACF Amendment and the Fourth Medley Amendment allowed
    // the Company to maintain compliance with the covenants of the Ares ABL Agreement … as of June 30, 2016" (an amendment that would allow it stays silent)
    {
      re: P("\\b(?:amendments?|waivers?|modifications?)\\b[^.;]{0,80}?\\b(?:allowed|enabled|permitted) (?:the company|us|the registrant|the borrowers?) to (?:maintain|remain in|be in|regain|achieve) compliance with (?:the |its |our |all )?(?:[\\w'’-]+ ){0,3}?(?:financial )?covenants?\\b"),
      unless: T(`\\b(?:${POSSIBLE})\\b`)
    },
    // a lender's waiver of a covenant's test, or of the defaults it gave rise to, for a period already measured: "The Seventh Amendment, (A) waives the
    // minimum Adjusted EBITDA … threshold and any related Default or Event of Default … for the fiscal quarter ending September 30, 2022", and a
    // condition of the credit agreement the company failed to satisfy: "we failed to satisfy the Pension Fund Condition (as defined in the Credit
    // Agreement) by March 10, 2011 and therefore triggered a Milestone Failure" (a waiver the lenders may give stays silent)
    {
      re: P("\\bwaive[sd]?\\b (?:the |its |our |compliance with (?:the )?)?(?:minimum|maximum)\\b[^.;]{0,120}?\\b(?:threshold|ratio|covenant|requirement|test|level)s?\\b[^.;]{0,200}?\\bfor the (?:fiscal )?(?:quarters?|periods?|years?|months?) (?:end(?:ed|ing)|then ended)\\b|\\bwaive[sd]?\\b[^.;]{0,200}?\\b(?:any|all) (?:related |resulting )?(?:defaults?|events? of default)\\b[^.;]{0,120}?\\bfor the (?:fiscal )?(?:quarters?|periods?|years?|months?) (?:end(?:ed|ing)|then ended)\\b|\\b(?:we|the company|the registrant|the borrowers?) failed to (?:satisfy|meet|comply with) (?:the |certain |a )?[^.;]{0,80}?\\((?:as )?defined in (?:the |our |its )?(?:credit agreement|loan agreement|indenture|credit facility|note purchase agreement|loan and security agreement)\\)"),
      unless: T(`\\b(?:${POSSIBLE}|request\\w*|seek\\w*|sought)\\b`)
    },
    // a default stated in the company's own words: "the Company defaulted on its Senior Secured Debt resulting in its major lender calling the outstanding loan",
    // "we had defaulted on 6 of these convertible notes payable"
    { re: P("\\b{SELF} (?:has |have |had )?defaulted (?:on|under) (?:its|our|the|certain|(?:\\d+|two|three|four|five|six|seven|eight|nine|ten|several|some|all) of (?:these|those|its|our|the|such)) (?:[\\w'’-]+ ){0,4}?(?:debt|notes?|loans?|credit (?:facility|agreement)|debentures|bonds|borrowings|obligations|indenture)\\b"), unless: OTHERS_DEBT_CASED_RE },
    // a lender's suit or notice over the company's own debt: "… alleging breach of contract by the Company and MedicalWork, due to the Company’s
    // and MedicalWork’s alleged failure to repay a $250,000 Secured Notes …", "Geronimo also alleged that it sent the Company a default notice
    // relating to the Geronimo Note …"
    {
      re: P("\\b(?:the company|the registrant|we|our)(?:['’]s)?\\b[^.;]{0,60}?\\balleged (?:failure|inability) to (?:re)?pay (?:an? |the |its |our )?(?:\\$[\\d.,]+ (?:million |thousand )?)?(?:[\\w-]+ ){0,3}?(?:notes?|loans?|debt|debentures|bonds|borrowings)\\b|\\b(?:sent|delivered|issued|served) (?:the company|us|the registrant) (?:an? |its )?(?:written )?(?:default notice|notice of (?:an? )?(?:event of )?default)\\b"),
      unless: OTHERS_DEBT_CASED_RE
    },
    // a default on a payment of its debt: "On December 28, 2019, the Company defaulted on the initial interest payment on the loan"
    { re: P("\\b{SELF} (?:has |have |had )?defaulted on (?:its|our|the|an?) (?:[\\w-]+ ){0,3}?(?:interest|principal)(?: and (?:interest|principal))? payments?\\b"), unless: OTHERS_DEBT_CASED_RE },
    // the default told with its amount or its reach: "has defaulted on all of its outstanding debt instruments in the aggregate amount of …",
    // "defaulted on the $7.8 million outstanding principal amount of its senior notes"
    {
      re: P("\\b{SELF} (?:has |have |had )?defaulted (?:on|under) (?:all of |each of |both of |substantially all of )?(?:its|our|the|certain) (?:\\$[\\d.,]+ (?:million |billion )?)?(?:[\\w'’-]+ ){0,5}?(?:(?:debt|notes?|loans?|credit|debenture|bond) (?:instruments?|agreements?|obligations?|facilit(?:y|ies))|notes? payable|principal amount of (?:its|our|the) (?:[\\w'’-]+ ){0,3}?(?:notes?|debentures|bonds|loans?))\\b"),
      unless: OTHERS_DEBT_CASED_RE
    },
    { re: P("\\blenders? (?:has |have |had )?(?:call(?:ed|ing)|demand(?:ed|ing)) (?:the |its |our )?(?:outstanding )?(?:loans?|notes?|debt|balance)\\b[^.;]{0,80}?\\bfor immediate (?:re)?payment\\b") },
    // "the Company exceeded the maximum leverage ratio covenant", "the lender waived one technical event of default",
    // "such non-payment constituting events of default", "the Company received a notice of acceleration"
    { re: P("\\b(?:exceeded|exceeding|was above|was in excess of) (?:the )?(?:maximum |required |permitted )?(?:[\\w'’-]+ ){0,3}?(?:ratio )?covenants?(?: (?:ratio|level|limit|threshold|maximum|requirement))?\\b") },
    { re: P("\\b(?:waived|waive|agreed to waive|waiver of) (?!(?:[\\w'’-]+ ){0,3}?(?:any|future|potential|possible|subsequent)\\b)(?:[\\w&.,'’-]+ ){0,4}?(?:events? of default|defaults?|covenant (?:breach|violation|default)s?|non-?compliance)\\b|\\b(?:waived|waive|waiving) (?:our |its |the company['’]s )?compliance with (?:[\\w'’-]+ ){0,3}?(?:covenants?|ratios?|requirements?)\\b"), unless: WAIVER_ELSEWHERE_RE },
    { re: P("\\b(?:the |several |certain |its |our )?existing (?:events? of )?defaults? (?:by|of|under)\\b"), context: T("\\b(?:covenants?|lenders?|loans?|credit|forbearance|indentures?|notes)\\b") },
    { re: P("\\bconstitut(?:ed|es|ing) (?:an? )?(?:events? of default|[\"“]?default[\"”]?(?:,? or (?:otherwise )?(?:triggered|accelerated|caused|gave rise to) [^.;]{0,60}?)? (?:under|of))\\b|\\b(?:resulting|resulted)(?:,? (?:directly or indirectly|in part|also|in turn),?)? in (?:a |an )?(?:conditions?|states?|events?) of default\\b") },
    { re: P("\\b(?:resulted in|led to|caused) (?:a |an )?(?:non-?compliance|breach|violation|default) (?:with|of|under) (?:[\\w'’-]+ ){0,6}?covenants?\\b") },
    // the company's own reading of what it left unpaid: "the Company has not performed its obligations in the Settlement Agreement …, and considered
    // the payment terms as default and continued to accrue its interest" (what it would consider a default stays silent)
    { re: P("\\b(?:considered|deemed|treated|regarded) (?:the |its |such |these |those )?(?:payment terms?|payments?|(?:promissory )?notes?|loans?|debts?) (?:as|to be) (?:being )?(?:in )?default\\b"), unless: T(`\\b(?:${POSSIBLE}|if|in the event)\\b`) },
    // a loan agreement's term naming what counts as a violation ("the loan agreement establishes the issuance of a regulatory order as an additional
    // debt covenant violation") states none
    { re: P("\\b(?:financial )?covenant (?:defaults?|breach(?:es)?|violations?)\\b"), unless: T("\\b(?:establish\\w*|defines?|defined|deems?|treats?|specif(?:y|ies)|designates?|lists?) (?:[\\w'’-]+ ){0,10}?as an? (?:additional |separate |further )?(?:[\\w-]+ )?covenant (?:defaults?|breach(?:es)?|violations?)\\b") },
    // violations told with what they concern or how they were cured: "The violations were related to the minimum EBITDA covenant, and were
    // cured, in each case, with a waiver", "This violation was cured with a waiver"
    { re: P("\\b(?:violations?|breach(?:es)?) (?:was|were) (?:related|relating) to (?:the |its |our |certain |a )?(?:[\\w'’-]+ ){0,4}?covenants?\\b|\\b(?:violations?|breach(?:es)?|defaults?) (?:was|were|(?:has|have|had) been) (?:[\\w,'’-]+ ){0,4}?cured,? (?:[\\w,'’-]+ ){0,3}?(?:with|by|through|by obtaining) (?:a |an |the )?waivers?\\b"), unless: T(`${LENDER_FORBEARS_RE.source}|${OTHERS_DEBT_RE.source}`) },
    // beside a stated breach, the violations the company experienced: "A violation was experienced with the results of the three-month period …"
    { re: P("\\b(?:an?|another|the|this|these|such) (?:covenant )?violations? (?:was|were) (?:experienced|incurred)\\b|\\b(?:we|the company|it) (?:has |have |had )?(?:experienced|incurred) (?:a |an |another |two |three |several |certain )?(?:covenant )?violations?\\b"), carried: true },
    // notes left unpaid past maturity that triggered a default, debt accelerated by a bankruptcy filing, a holder's notice asserting a default:
    // "seven of the Company’s convertible promissory notes remain outstanding beyond their respective maturity dates; triggering an event of
    // technical default", "as a result of the commencement of the Chapter 11 Cases, any principal amount … are immediately due and payable",
    // "Aurelius … asserted an alleged default of certain senior unsecured notes", "The Original Notice purported to constitute a written notice of default"
    {
      re: P("\\b(?:remain|remains|remained) outstanding (?:beyond|past|after) (?:their|its|the) (?:respective )?(?:stated )?maturity dates?\\b|\\b(?:triggering|triggered) (?:an? )?(?:technical )?events? of (?:technical )?default\\b|\\b(?:as a result of|due to|because of) the (?:commencement|filing) of (?:the |our |its )?(?:chapter 11|bankruptcy)\\b[^;]{0,250}?\\b(?:(?:are|is|were|was|became|become) (?:immediately )?due and payable|(?:are|is|were|was) (?:in default and )?accelerated)\\b|\\basserted (?:an? |certain )?(?:alleged )?(?:events? of )?defaults? (?:of|under|with respect to)\\b|\\bpurport(?:ed|s|ing) to (?:constitute|be) (?:a |an )?(?:written |formal )?notices? of (?:an? )?(?:events? of )?default\\b"),
      context: T("\\b(?:notes?|loans?|debentures?|bonds?|credit|lenders?|holders?|indentures?|debt|borrowings?|agreements?)\\b"),
      unless: T(`${OTHERS_DEBT_RE.source}|\\b(?:if|would|could|may(?!\\s+\\d)|might|upon|in the event|any event)\\b`)
    },
    // beside a stated violation, the lender's right it opens, told of that violation: "This covenant violation could result in the note being called"
    { re: P("\\b(?:this|these|that|such|the) (?:debt |loan |financial )?covenant (?:violations?|breach(?:es)?|defaults?) (?:could|may|might|would|will) (?:result in|allow|permit|entitle|cause|lead to|give)\\b[^.;]{0,100}?\\b(?:called|call|accelerat\\w*|demand\\w*|due and payable|foreclos\\w*)\\b"), unless: OTHERS_DEBT_CASED_RE, carried: true },
    // beside a stated default, what it brought: "As a result of being in default on these notes, the Holders could … call these Notes",
    // "the Company is accruing interest on these notes at their respective default rates"
    { re: P("\\b(?:as a result of|because of|due to) (?:being|our being|its being|the company being) in default\\b|\\baccru\\w* interest\\b[^.;]{0,60}?\\bat (?:their|its) (?:respective )?default (?:interest )?rates?\\b"), unless: OTHERS_DEBT_CASED_RE, carried: true },
    // debt that came due and was not extended, and the past-due debt told after it: "Four debt obligations became due on January 1, 2020. …
    // The due dates have not been extended.", "In connection with the extinguishment of the past due obligation, …"
    { re: P("\\b(?:due|maturity) dates? (?:have|has|had) not (?:yet )?been extended\\b"), unless: T(`${OTHERS_DEBT_RE.source}|\\b(?:tax|filing|returns?|reports?|if|would|could|may(?!\\s+\\d)|might)\\b`) },
    { re: P("\\b(?:the|its|our|such|this|these) past[\\s-]due (?:debt )?(?:obligations?|notes?|loans?|debt|amounts? owed|principal|balances?)\\b"), unless: OTHERS_DEBT_CASED_RE, carried: true },
    // a default that spread: "The payment default on the subordinated notes caused a cross-default under our revolving credit facility"
    { re: P("\\b(?:caused|triggered|resulted in|constituted|created|gave rise to) (?:a |an )?cross[\\s-]defaults?\\b") },
    // a lender's notices of defaults it alleges, and those alleged defaults named under the debt: "the Company received notices of certain alleged
    // defaults and reservations of rights from its lender", "the alleged certain defaults or events of default that may have occurred and are
    // continuing under the terms of the Credit Facility"
    { re: P("\\b(?:received|delivered) (?:a |an )?(?:letters?|notices?)\\b[^.;]{0,80}?\\b(?:regarding|alleging|asserting|of) (?:(?:alleged|certain|asserted|purported) ){0,2}(?:events? of default|defaults?)\\b"), unless: NON_DEBT_AGREEMENT_RE },
    // beside a stated breach, what follows from it: the forbearance's terms and fees and the talks over it, waived default charges,
    // the covenants renegotiated, the debt classified as current ("have been classified as Current maturities of long-term debt")
    { re: P("\\bforbearance (?:fees?|periods?|payments?|terms?)\\b|\\bterms of the forbearance\\b|\\bthe forbearance (?:agreement )?(?:does|did|provides?|provided|requires?|required|expires?|expired|extends?|extended|has|had|includes?|included|terminates?|terminated)\\b"), unless: T("\\b(?:up)?on (?:the )?(?:event|occurrence) of\\b|\\bin the event of\\b"), carried: true },
    { re: P("\\b(?:the|these|this|such) (?:limited |temporary )?waivers? (?:were|was|is|are|became|amended|increased|reduced|required|requires?|provides?|provided|includes?|included|extended|expires?|expired)\\b"), carried: true },
    { re: P("\\bin (?:exchange|consideration) for (?:the )?[^.;]{0,40}?\\b(?:entering into|granting|agreeing to) (?:the |a |an |such )?(?:[\\w'’-]+ )?(?:forbearance|waiver)"), carried: true },
    // "The lender, in consideration of such waiver and amendment, assessed a waiver fee of $10,000"
    { re: P("\\b(?:in|as) (?:exchange|consideration) (?:for|of) (?:the |such |this |these |its |their )?(?:[\\w&.-]+['’]s? )?(?:waivers?|forbearance)\\b|\\b(?:assessed|charged|paid|incurred|required) (?:a |an )?(?:[\\w'’-]+ )?(?:waiver|forbearance) fees?\\b"), carried: true },
    // beside a stated default, the talks with the holders over it and what stays unpaid: "We are currently in discussions with The 2014 Note
    // Holders to further extend the maturity date.", "The unpaid balance, including accrued interest, was $23,944 …" (not the balance
    // outstanding alone: "The unpaid balance on the term loan was $3,258,000")
    { re: P("\\b(?:in|entered into|began|continue|continuing|continues) (?:discussions|negotiations|talks) with (?:the |our |its |certain )?(?:[\\w-]+ ){0,3}?(?:note ?holders|holders|lenders?|banks?|creditors|investors)\\b[^.;]{0,60}?\\bto (?:further )?(?:extend|amend|modify|restructure|refinance|waive|forbear)\\b|\\b(?:the|its|our) unpaid (?:principal )?balance,? including (?:all )?(?:accrued )?interest\\b"), carried: true },
    // beside a stated default, what it costs and its notice: "recorded interest and default interest expense of $1.07 million", "a default penalty
    // accrual", "per the terms of a forbearance agreement dated March 7, 2019", "We are contesting the default notice"
    { re: P("\\b(?:recorded|accrued|accruing|incurred|paid|charged|recognized)\\b[^.;]{0,40}?\\bdefault (?:interest|penalt(?:y|ies)|fees?)\\b|\\bdefault (?:interest|penalt(?:y|ies)|fees?) (?:has|have|had) been (?:accrued|recorded|charged|incurred|recognized)\\b|\\ball (?:relevant |applicable )?penalties (?:have|had) been (?:accrued|recorded)\\b|\\b(?:lenders?|bank|holders?|noteholders?|creditors?) (?:has |have |had )?agreed to allow (?:us|the company) to repay\\b|\\b(?:based (?:up)?on|because of|due to|as a result of) (?:the|this|such) non-?compliance (?:mentioned|described|noted|discussed) above\\b|\\bdefault (?:interest|penalty|penalties) (?:expense|accruals?)\\b|\\b(?:per|under|pursuant to) the terms of (?:a|the) forbearance agreement\\b|\\b(?:made|paid|remitted) (?:pursuant to|under|in accordance with) (?:a|the) (?:[\\w&'’-]+ ){0,2}?forbearance agreement\\b|\\b(?:the|this|such|these) (?:default notices?|notices? of default|default letters?)\\b|\\b(?:the|such|these|those) (?:asserted|alleged|claimed) (?:events? of default|defaults?)\\b"), carried: true },
    // the lenders' remedies open to them now: "the lenders are currently able to exercise their remedies under their loan agreements"
    { re: P("\\b(?:lenders?|holders?|noteholders?|bank) (?:are|is) (?:currently |now )?(?:able|entitled|permitted|free) to (?:exercise|enforce) (?:their|its|any|all) (?:rights and )?remedies\\b"), carried: true },
    // the lender's remedies not yet used, beside a stated default: "Nedbank has not exercised its rights under the Credit Agreement to provide
    // notification of the Company's default condition or commence foreclosure", "the Company has not received a formal default notification from Fisher"
    { re: P("\\b(?:lenders?|bank|holders?|noteholders?|trustee|agent|creditors?|[\\w&.-]+) (?:has|have) not (?:yet )?(?:exercised (?:its|their|any) (?:rights|remedies)|accelerated|commenced foreclosure|(?:sent|provided|delivered|issued|given) (?:us |the company )?(?:a |any )?(?:formal |written )?(?:notices?|notifications?) of (?:an? )?(?:events? of )?default)\\b|\\b(?:we|the company) (?:has|have) not (?:yet )?received (?:a |any )?(?:formal |written )?(?:default )?(?:notices?|notifications?)(?: of (?:an? )?(?:events? of )?default)?(?= from\\b)"), carried: true },
    // beside a stated default, the whole debt shown as due now: "The full amount of the outstanding principal and accrued and unpaid interest is
    // included in the Company's current liabilities"
    { re: P("\\b(?:the )?(?:full|entire|total) (?:amount|balance) of (?:the |all )?(?:outstanding )?(?:principal|debt|indebtedness|notes?|loans?|borrowings)\\b[^.;]{0,80}?\\b(?:is|are|was|were|has been|have been) (?:included|classified|reported|presented|recorded|shown) (?:in|as|within) (?:the company['’]s |our |its )?current(?: liabilit(?:y|ies))?\\b"), carried: true },
    // the company's debt told in passing as having been in default: "modified all outstanding Loan Agreements … between the Company and BOCO … that
    // were previously in default and extended the repayment and maturity dates"
    { re: P("\\b(?:loans?|notes?|debt|debentures|bonds|(?:loan|credit|note|security) agreements?|promissory notes|obligations|indebtedness|borrowings|loan documents)\\b[^.;]{0,160}?\\b(?:that|which) (?:were|was|had been|have been|has been) (?:previously |formerly |then |at that time )?in default\\b"), unless: OTHERS_DEBT_CASED_RE },
    // a holder that triggered or declared the default under the company's note: "Per the terms of the agreement, Asher Enterprises triggered the
    // default as the Company was not in compliance with its filing requirements" (what would trigger a default stays silent)
    { re: P("\\b(?:triggered|declared|called) (?:the |a |an )?(?:events? of )?default\\b"), context: T("\\b(?:notes?|loans?|agreements?|debentures?|lenders?|holders?|principal|indenture)\\b"), unless: T(`${OTHERS_DEBT_RE.source}|\\b(?:${POSSIBLE}|if|upon|any)\\b`) },
    // beside a stated breach, the lender's waiver not given and new covenants under negotiation: "the lender has not waived this event of
    // noncompliance", "the Company and its lender are in process of negotiating new covenants with a goal of gaining compliance"; a
    // forbearance's cost and its accounting: "This forbearance was considered and accounted for as a modification of debt"
    { re: P("\\b(?:lenders?|bank|holders?|noteholders?|trustee|agent|creditors?|[\\w&.-]+) (?:has|have) not (?:yet )?waived (?:this|the|such|these|that) (?:events? of )?(?:non-?compliance|defaults?|breach(?:es)?|violations?)\\b|\\b(?:negotiating|renegotiating|negotiate) (?:new|amended|revised|modified) (?:financial )?covenants\\b|\\b(?:this|the|such) forbearance (?:was|were|is) (?:considered|accounted|treated|recorded)\\b"), carried: true },
    // the company's principal past due: "As of September 30, 2012, the Company had $3,134,415 in principal that was outstanding and past due under
    // the terms of the Senior Secured Convertible Notes"
    { re: P("\\b(?:principal|interest|amounts?|balances?)\\b[^.;]{0,40}?\\b(?:that |which )?(?:was|were|is|are) (?:outstanding and |due and )?past[\\s-]due (?:under|on)\\b"), unless: OTHERS_DEBT_CASED_RE },
    // a default the company's holders let it out of by agreement: "A default condition arising from the non-delivery of the gold on March 31, 2019,
    // was alleviated by agreements with the three note holders"
    { re: P("\\bdefault (?:conditions?|events?)\\b[^.;]{0,100}?\\b(?:was|were|has been|have been) (?:alleviated|cured|waived|resolved|remedied) by (?:an? |the )?(?:agreements?|amendments?|waivers?|forbearance)\\b"), unless: T(`${OTHERS_DEBT_RE.source}|\\b(?:${POSSIBLE})\\b`) },
    // "The Company is actively negotiating with the lenders to resolve this matter"
    { re: P("\\b(?:negotiating|negotiations|discussions|talks) with (?:the |its |our |certain )?(?:[\\w'’-]+ )?(?:lenders?|noteholders?|holders|bank|banks|creditors)(?: [^.;]{0,120}?)? to (?:resolve|cure|remedy|address) (?:this|the|these|such) (?:matters?|defaults?|breach(?:es)?|events? of default|non-?compliance)\\b"), carried: true },
    { re: P("\\b(?:negotiations?|discussions?|talks) (?:with [^.;]{0,60}? )?(?:on|over|for|regarding|concerning|about) (?:a |an |the )?(?:[\\w'’-]+ ){0,2}?(?:forbearance|waiver)s?\\b"), carried: true },
    { re: P("\\b(?:waived?|waiving|waiver of) (?:the |any |all )?(?:[\\w'’-]+ ){0,4}?(?:default interest|default (?:repayment )?premium|default penalt(?:y|ies)|default rate)\\b"), carried: true },
    // "With the execution of this amendment all previous financial covenants have been waived."
    { re: P("\\b(?:all |the |its |our )?(?:previous|prior|such|these|those|existing|past) (?:financial )?covenants? (?:violations? |defaults? |breach(?:es)? )?(?:have|has|had|were|was) (?:been )?waived\\b"), carried: true },
    { re: P("\\b(?:renegotiat\\w*|reset(?:ting)?) (?:the |its |our |certain )?(?:[\\w'’-]+ ){0,2}?covenants?\\b"), carried: true },
    // beside a stated default, what it was: "The event of default pertained to the Company failing to make a required interest payment on
    // December 31, 2014."
    { re: P("^\\W*(?:the|this|such|that) events? of default (?:pertained|pertains|related|relates|was related|was due|resulted|results) (?:to|from)\\b"), unless: OTHERS_DEBT_CASED_RE, carried: "paragraph" },
    // beside a stated default, how it came about: "(see Note 6. Debt) by failing to repay them on their respective scheduled maturity dates"
    { re: P("\\bby failing to (?:re)?pay (?:them|it|(?:the|its|our|such) (?:[\\w'’-]+ ){0,4}?(?:notes?|loans?|debt|debentures|bonds|obligations|principal|amounts?)) (?:on|at|by|upon) (?:the |its |their )(?:respective )?(?:scheduled |stated )?(?:maturity|due) dates?\\b"), carried: true },
    // beside a stated default, what is still owed: "principal and accrued interest of $1,853,669 … remains unpaid on this obligation"
    { re: P("\\b(?:principal|interest|balances?|amounts? (?:due|owed|outstanding))\\b[^.;]{0,80}?\\b(?:remains?|remained) (?:unpaid|outstanding and unpaid|past[\\s-]due)\\b"), unless: OTHERS_DEBT_CASED_RE, carried: true },
    {
      re: P("\\b(?:classif(?:y|ied)|reclassif(?:y|ied)|present(?:ed)?) (?:[\\w'’-]+ ){0,4}?as (?:a )?(?:[\\w'’-]+ )?current (?:maturities|liabilit(?:y|ies)|portion|debt)\\b|\\b(?:debt|loans?|borrowings|notes(?: payable)?|term loan|credit facility)\\b[^.;]{0,60}?\\b(?:being|been|was|were|is|are) (?:re)?classified as current\\b(?! assets)"),
      context: T("\\b(?:debt|loans?|borrowings?|notes?|credit|facilit(?:y|ies)|balances?)\\b"),
      // (a portion made current by the debt's own schedule is no default: "The term loan requires quarterly principal reductions of $2.5 million,
      // and therefore $10 million of our total obligation is classified as a current liability")
      unless: T("\\brequires? (?:quarterly|monthly|annual|semi-annual|periodic) (?:principal )?(?:payments|reductions|repayments|installments|instalments|amortization)\\b|\\b(?:scheduled|contractual) (?:principal )?(?:payments|repayments|maturities|amortization) (?:due )?within (?:the next )?(?:one year|twelve months|12 months)\\b"),
      carried: true
    },
    // a loan made a current liability by its default: "… the entire balance of PPP loan payable becoming a current liability due to loan default
    // during fiscal 2022"
    { re: P("\\b(?:becoming|became|become|becomes|(?:re)?classified as|presented as) (?:a )?current liabilit(?:y|ies) (?:due to|because of|as a result of) (?:the |a |its |our )?(?:loan|payment|debt|note) defaults?\\b") },
    // beside a stated default, the lender's remedies not used yet or kept: "PNC Bank has informed us that they have elected not to exercise their
    // rights and remedies", "Fifth Third has not taken any foreclosure action", "Fifth Third has the right to foreclose on the Bank’s stock",
    // "Lender agrees … to forbear from exercising its rights and remedies" (what a lender could do upon a default stays silent)
    {
      re: P("\\b(?:has|have|had) not (?:yet )?(?:exercised|enforced|pursued|taken|initiated|commenced) (?:any |its |their |such |these )?(?:rights (?:and remedies|to foreclose)|remedies|foreclosure (?:actions?|proceedings))\\b|\\belected not to (?:exercise|enforce|pursue) (?:its|their|any|such) (?:rights and )?remedies\\b|\\bfore?bear from (?:exercising|enforcing) (?:its|their|any|certain|such) (?:full |other )?(?:rights and remedies|remedies|rights)\\b|\\b(?:has|have|retains?|retained|maintains?|maintained) (?:a |the )?(?:continuing )?rights? to (?:terminate (?:[\\w'’-]+ ){1,4}?and )?(?:foreclose|appoint a receiver)|\\b(?:had|has|have) in place (?:a |the )?(?:forbearance|waiver)s?(?: agreements?)?\\b"),
      unless: T(`\\b(?:if|upon (?:a|an|any|the occurrence)|in the event|could|may|might|should|whether)\\b|${LENDER_FORBEARS_RE.source}`),
      carried: true
    },
    // beside a stated breach, the waiver's and the amendment's terms: "In connection with the waiver, our loan facilities … were also amended …",
    // "entered into a First Amendment and Waiver to the Loan and Security Agreement", "a waiver of any existing defaults", "paid a $50,000
    // amendment fee", "Lender agrees to delete the fixed charge ratio covenant" (covenants modified alone stay silent: amendments come and go)
    {
      re: P("\\bin connection with (?:the|such|this|that) (?:limited |temporary )?(?:waivers?|forbearance)\\b|\\b(?:amendment and waiver|waiver and amendment)\\b|\\bwaivers? of (?:any |all )?(?:existing|prior|previous|past) (?:events? of )?defaults?\\b|\\b(?:paid|incurred|assessed|charged|pay) (?:a |an )?(?:\\$[\\d.,]+ (?:million |thousand )?)?(?:amendment|waiver|forbearance)(?: and (?:amendment|waiver|forbearance))? fees?\\b|\\b(?:delete|deleted|deletes|deleting|eliminate|eliminated|eliminates|remove|removed|removes) (?:the |its |our |certain |all )?(?:[\\w'’-]+ ){0,4}?covenants?\\b"),
      unless: T(`\\b(?:if|in the event|upon the occurrence)\\b|${LENDER_FORBEARS_RE.source}`),
      carried: true
    },
    // beside a stated default, talks with the lenders or holders over the debt: "The Company is in negotiations with all holders of notes payable to
    // extend the maturity dates of such notes", "the Company entered into discussions with Wells Fargo to amend and revise certain terms of the
    // Original Revolving Line of Credit", "the Company is renegotiating the terms with the lender", "a plan to satisfy the requirements of the forbearance agreement"
    {
      re: P("\\b(?:(?:is|are|was|were|has been|have been|had been|remains?) (?:currently |actively |still )?in (?:negotiations|discussions|talks)|entered into (?:negotiations|discussions|talks)|(?:is|are|was|were) (?:currently |actively )?negotiating) with [^.;]{0,80}?\\bto (?:extend|amend|revise|restructure|modify|reform|renegotiate|refinance|convert)\\b|\\b(?:is|are) (?:currently |actively )?renegotiating (?:the |its |our )?(?:terms|agreements?|loans?|notes?|credit|facility)\\b|\\bsatisfy the (?:requirements|terms|conditions) of the forbearance agreement\\b"),
      context: T("\\b(?:lenders?|holders|noteholders?|bank|creditors?|notes?|loans?|credit|debt|maturity|maturities|forbearance|line of credit)\\b"),
      unless: OTHERS_DEBT_CASED_RE,
      carried: true
    },
    // beside a stated default, what is owed and cannot be paid: "there was $533,000 of unpaid interest", "the unpaid interest was $0.4 million",
    // "matured on January 1, 2020 … and remains outstanding as of the date of this filing", "The Company did not possess adequate liquid assets to make this payment"
    {
      re: P("\\$[\\d.,]+ (?:million |billion )?of (?:accrued (?:and |but )?)?unpaid interest\\b|(?<!\\baccrued (?:and|but) )\\bunpaid interest (?:was|were|of|totaled|totaling|totalled|amounted to) (?:approximately )?\\$|\\bmatured\\b[^.;]{0,120}?\\b(?:and|but) (?:remains?|is still|are still|continues to be|remained) (?:outstanding|unpaid)\\b|\\b(?:do|does|did) not (?:currently |presently )?(?:have|having|possess) (?:the |adequate |sufficient |enough )?(?:[\\w-]+ ){0,2}?(?:resources|funds|funding|cash|assets|liquidity)(?: available)? to (?:make|repay|pay) (?:this|the|these|such|its|our|that)\\b"),
      unless: T(`${OTHERS_DEBT_RE.source}|\\b(?:if|in the event|upon)\\b`),
      carried: true
    },
    // beside a stated breach: a named forbearance agreement's terms, what complying with it decides, interest at the default rate
    { re: P("\\b(?:the|this|such|these|each) (?:[\\w&'’-]+ ){0,3}?forbearance agreements? (?:further |also )?(?:(?:was|were|has been|have been|had been) (?:extended|amended|modified|terminated)\\b|(?:was|is|remains|remained) effective|reduced|increased|modified|amended|extended|did|does|provides?|provided|requires?|required|expires?|expired|terminates?|terminated|includes?|included|has|had|waived|permits?|permitted|allowed|applies|applied)\\b"), carried: true },
    { re: P("\\b(?:ability|able):? (?:\\((?:[ivx]+|\\d+|[a-h])\\) )?to (?:comply|remain in compliance) with\\b[^.;]{0,120}?\\bforbearance agreements?\\b"), carried: true },
    // beside a stated breach, what it led to and the steps to meet a forbearance: "due to this non-compliance …, the Company classified its bank
    // debt as a current liability", "As a result of these defaults, the notes are presented as current", "to satisfy the requirements of the
    // forbearance agreement" (a default a contract defines, "upon an event of default", stays silent)
    {
      re: P("\\b(?:as a result of|because of|due to|in light of|given|in connection with) (?:this|these|that|those|such|the) (?:[\\w'’-]+ ){0,2}?(?:non-?compliance|violations?|breach(?:es)?|defaults?|events? of default)\\b"),
      unless: T(`${OTHERS_DEBT_RE.source}|\\b(?:if|in the event|upon|any|would|could|may|might)\\b`),
      carried: true
    },
    { re: P("\\b(?:satisfy|meet|fulfil|fulfill|comply with) (?:the |all )?(?:[\\w'’-]+ )?(?:requirements|conditions|terms|milestones|obligations) (?:of|under) (?:the|this|such|its|our) (?:[\\w&'’-]+ ){0,2}?forbearance(?: agreements?)?\\b"), carried: true },
    {
      re: P("\\bat the default (?:interest )?rate\\b|\\b(?:had|has|have|bore|bears|bearing|accrued|accrues|accruing) (?:a |an )?default (?:interest )?rate of\\b|\\b(?:accrued|unpaid|owed|previously owed|past[\\s-]due|paid) default interest\\b|\\bdefault interest (?:of|totaling|totalling|amounting to|in the amount of) \\$"),
      unless: T("\\b(?:upon|in the event|if|following (?:an|any) event|during the continuance|while an event|after an event|any event|permit\\w*|provisions?|provides? for|entitl\\w*)\\b"),
      carried: true
    },
    // beside a stated breach, the lender's line closed to the company: "As a result, we were unable to make incremental borrowings against the
    // Revolving Credit Facility since that time"
    { re: P("\\b(?:were|was|have been|has been|had been) (?:unable|not permitted|not able|prohibited) to (?:make )?(?:any )?(?:incremental |additional |further |new )?borrow(?:ings?)?\\b"), unless: T(`${OTHERS_DEBT_RE.source}|\\b(?:${POSSIBLE})\\b`), carried: true },
    // beside a stated default, the account of it announced: "A discussion of the events of default follows."
    { re: P("\\b(?:discussion|description|summary|details) of (?:the|these|such|those) (?:events? of default|defaults|covenant (?:violations|breaches|defaults))\\b"), carried: true },
    // beside a stated default, the talks over the unpaid balance and the amount in default: "The Company and Naturaleaf are currently engaged in
    // good faith negotiations to resolve this outstanding balance", "the amount in default constitutes a material unasserted claim"
    { re: P("\\b(?:engaged in|entered into|in|holding|conducting) (?:good faith |ongoing |active )?(?:negotiations|discussions|talks) (?:with [^.;]{1,60}? )?to (?:resolve|settle|restructure|cure|pay off) (?:this|the|such|these|that) (?:outstanding |unpaid |past[\\s-]due |remaining )?(?:balance|amounts?|defaults?|obligations?|debt|notes?|loans?)\\b|\\bthe (?:amount|balance|sum|principal)s? in default\\b"), unless: T(`${OTHERS_DEBT_RE.source}|\\b(?:if|in the event|upon|any)\\b`), carried: true },
    // beside a stated default, its cure and the lenders' waiver of it: "The Company cured the default", "the Lenders agree to waive, the Existing
    // Default for the Specified Compliance Periods", "we, the lenders … and the Agent entered into the Consent and Waiver to the Credit Agreement"
    {
      re: P("\\bentered into (?:a |an |the )?(?:[\\w&'’-]+ ){0,3}?(?:consent and waiver|waiver and consent|waiver agreement|limited waiver)\\b|\\b(?:cured|remedied|has cured|have cured|had cured) (?:the|this|such|these|those|that|all|its|each) (?:[\\w-]+ )?(?:defaults?|breach(?:es)?|violations?|non-?compliance|events? of default)\\b|\\bwaive,? (?:the|such|these|this|those|all) (?:existing |prior |previous |specified |past )?(?:events? of )?defaults?\\b(?! (?:interest|rates?|premium|penalt))"),
      unless: T(`${OTHERS_DEBT_RE.source}|\\b(?:if|in the event|upon)\\b`),
      carried: true
    },
    // the lenders' waiver of defaults that existed, given in an amendment: "the Company and its lenders amended various terms of the credit
    // agreements, including the principal repayment schedules and waived any existing defaults"
    {
      re: P("\\b(?:lenders?|banks?|holders?|noteholders?|agent|trustee|creditors?)\\b[^.;]{0,200}?\\bwaived (?:any |all |the |certain )?(?:then[\\s-])?(?:existing|prior|outstanding) (?:events? of )?defaults?\\b"),
      unless: T(`${OTHERS_DEBT_RE.source}|${LISTING_RE.source}|\\b(?:${POSSIBLE}|unless|future)\\b`)
    },
    // noncompliance at a measured date, waived after it: "to waive through December 14, 2012 … certain events of noncompliance as of September 30, 2012"
    {
      re: P("\\bwaive(?:s|d)?\\b[^.;]{0,120}?\\b(?:events? of (?:non-?compliance|default)|non-?compliance|defaults?|covenant (?:violations?|breach(?:es)?))\\b[^.;]{0,20}?\\b(?:as of|at|for the (?:fiscal )?(?:quarter|year|period) ended) (?:January|February|March|April|May|June|July|August|September|October|November|December) \\d{1,2}, (?:19|20)\\d\\d\\b"),
      unless: T(`${OTHERS_DEBT_RE.source}|${LISTING_RE.source}|\\b(?:${POSSIBLE}|future|anticipated|anticipates?|expected|expects?)\\b`)
    },
    // beside a stated default or noncompliance, in its paragraph or the next: the lender's waiver of it, the payments missed since, and the talks on it
    // ("Bridge Bank provided a waiver of those covenants.", "Since the initial default the Operating Subsidiaries have not made any of the
    // regularly-scheduled principal and interest payments", "discussions with the lenders … regarding a consensual resolution of the default")
    {
      re: P("\\b(?:provided|granted|gave|issued|obtained|received|signed) (?:us |the company |a |an |the )?(?:written |limited )?waivers? (?:from [^.;]{1,60}? )?(?:of|for|with respect to) (?:those|these|the|such|this|that|its|our) (?:[\\w-]+ )?(?:covenants?|defaults?|violations?|breach(?:es)?|non-?compliance|requirements?)\\b|^\\W*since the (?:initial |original |first )?(?:payment )?(?:default|event of default)\\b|\\b(?:resolution|resolve|cure|curing) (?:of )?(?:the|this|such|these) (?:[\\w-]+ )?(?:defaults?|events? of default)\\b"),
      unless: T(`${OTHERS_DEBT_RE.source}|${LISTING_RE.source}|\\b(?:${POSSIBLE}|unless)\\b`),
      carried: "paragraph"
    },
    // beside a stated default, in its paragraph or the next, what the defaults consisted of and the forbearance agreement's terms: "The defaults
    // consisted of the Company's failure to make its principal payment on the Notes …", "The Company does not intend to make any principal
    // payment during the term of the Forbearance Agreement" (a pointer to the agreement's filing, or a forbearance the company gives, stays silent)
    {
      re: P("^\\W*(?:the|these|such) (?:[\\w-]+ )?(?:defaults?|events? of default|breach(?:es)?|violations?) (?:consisted|consist|consists|related|relate|relates|resulted|arose|stemmed) (?:of|to|from)\\b|\\b(?:the|this|such) (?:[\\w-]+ )?forbearance (?:agreements?|period)\\b"),
      unless: T(`${OTHERS_DEBT_RE.source}|${LISTING_RE.source}|${LENDER_FORBEARS_RE.source}|\\b(?:${POSSIBLE}|unless|described in|form 8-k|filed with|remain the same)\\b`),
      carried: "paragraph"
    }
  ],
  suppress: (s) => GOOD_FAITH_RE.test(s)
}
