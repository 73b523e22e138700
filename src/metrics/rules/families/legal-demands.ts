/**
 * The material legal proceedings' anchors for a demand made on the company: a party's demand letter for a site's clean-up costs, and a party's
 * demand that the company indemnify it for a litigation, in the order legal-proceedings.ts tries them (spread in among its own anchors there,
 * right after the contaminated sites'); a suit told by the company's own alleged failure (tried first there); and a ruling for the claimant
 * on a claim against the company (tried there after a charge filed with an agency), and criminal charges against the company (right after it).
 */
import { eventRule as R } from "../compile.js"
import type { EventAnchor } from "../types.js"

export const DEMAND_ANCHORS: ReadonlyArray<EventAnchor> = [
  // a party's demand for a site's clean-up costs, sent to the company under an environmental law: "counsel for National Technical Systems, Inc.
  // (“NTS”) sent the Company an environmental demand letter pursuant to Massachusetts General Laws Chapter 21E, … and CERCLA …"
  { gate: /demand letter/i, re: R(`\\bsent (?:us|the company) (?:a |an )?(?:environmental |formal |written )?demand letters?\\b(?=[^;]{0,80}?\\b(?:CERCLA|Superfund|Chapter 21E|environmental|contamina\\w*|remediat\\w*|clean-?up))`, "g"), specific: true, selfImplied: true },
  // a party's demand that the company bear its costs of a litigation, under an indemnification agreement: "The firms who served as underwriters to
  // the IPO, pursuant to an indemnification agreement entered into between us and those firms prior to the IPO have demanded that Vonage reimburse
  // them for the costs and fees incurred by them in defense of the IPO litigation." (a demand for payment of an ordinary invoice names no litigation)
  {
    gate: /demanded/i,
    re: R(`\\b(?:has|have|had) (?:formally |also )?demanded that {SUBJ} (?:reimburse|indemnify|pay|defend)\\b(?=[^;]{0,160}?\\b(?:litigation|lawsuits?|suits?|actions?|claims?|proceedings?|arbitrations?|settlements?|judgments?|defen[cs]e)\\b)`, "g"),
    specific: false,
    selfSubject: true
  }
]

/** A suit filed over the company's own alleged failure, its defendant left unsaid (also a topic of the family: legal-proceedings.ts). */
export const FAILURE_SUIT = "\\b(?:filed|brought|commenced|initiated|instituted) (?:a |an )?{ADJ}(?:[\\w-]+ ){0,2}{SUIT}\\b[^;]{0,160}?\\b(?:based (?:up)?on|arising (?:from|out of)|alleging|over|for) (?:the company['’]s|our|its) (?:alleged |purported |claimed )?(?:failure|refusal) to\\b"

export const FAILURE_SUIT_ANCHORS: ReadonlyArray<EventAnchor> = [
  // "a former financial advisor to the Company filed a complaint in New York State court of a claim of breach of contract based on the Company’s
  // purported failure to pay certain compensation …"
  {
    gate: /failure|refusal/i, re: R(FAILURE_SUIT, "g"),
    specific: true
  }
]

/** A ruling for the other side on a claim against the company, told in the active or the passive. */
export const RULING_ANCHORS: ReadonlyArray<EventAnchor> = [
  // a ruling for the other side on a claim against the company: "The court granted summary judgment in favor of the plaintiffs on the breach of
  // contract claim against the Company"
  {
    gate: /judg|verdict|award/i, re: R(`\\b(?:court|judge|jury|arbitrators?|arbitration panel|panel|tribunal)\\b[^;]{0,40}?\\b(?:granted|entered|issued|rendered|returned|awarded) (?:a |an |the )?(?:partial )?(?:summary judge?ment|judge?ment|default judge?ment|verdict|award|arbitration award)\\b[^;]{0,40}?\\b(?:in favor of|for) (?:the )?(?:plaintiffs?|claimants?|petitioners?|relators?)\\b[^;]{0,120}?\\bagainst (?:us|the company|the registrant)\\b`, "g"),
    specific: false
  },
  // … and told in the passive, an agency's order or determination for the claimant: "An Administrative Order of Determination was entered on
  // April 9, 2012, at the Department of Labor, … in favor of the claimant for approximately $99,426 for … services performed as a technician
  // for the Company"
  {
    gate: /in favor of/i, re: R(`\\b(?:orders?|judge?ments?|determinations?|awards?|decisions?)\\b[^;]{0,40}?\\b(?:was|were|has been|have been|had been) (?:entered|issued|rendered)\\b[^;]{0,120}?\\bin favor of (?:the )?(?:plaintiffs?|claimants?|petitioners?)\\b[^;]{0,160}?\\b(?:against|for|of) (?:us|the company|the registrant)\\b`, "g"),
    specific: false
  }
]

/** Criminal charges against the company, whatever became of them ("The criminal charges against WellCare were dismissed on April 4, 2012."). */
export const CRIMINAL_CHARGE = "\\bcriminal (?:charges?|counts?|informations?|indictments?|complaints?) (?:filed |brought |pending )?against"

export const CRIMINAL_CHARGE_ANCHORS: ReadonlyArray<EventAnchor> = [
  { gate: /criminal/i, re: R(`${CRIMINAL_CHARGE} {SUBJ}\\b(?!['’]s)`, "g"), specific: false, selfSubject: true }
]

/** The company's proceedings with one named party, counted ("There are five outstanding proceedings with Power Integrations."). */
const COUNTED_WITH = "\\bthere (?:are|were) (?:currently |now |still )?(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\\d{1,2}) (?:outstanding|pending|active|separate)(?: (?:and|or) (?:outstanding|pending|active))? (?:legal |patent |separate )?(?:proceedings|lawsuits|suits|actions|cases|litigations|arbitrations) (?:with|brought by|filed by|initiated by|commenced by) (?!(?:various|numerous|many|several|certain|other|others|third|some|any|a (?:number|variety) of)\\b)(?![^;]{0,160}?\\bagainst\\b)"
/**
 * A counterparty's dispute of the company's own figures under a contract, with the payment it claims ("HC provided notification that it
 * disputes, among other things, the Company’s calculation of Adjusted EBITDA under the purchase agreement and asserting that a payment should
 * be made in the amount of $100.0 million").
 */
const DISPUTED_CALCULATION = "\\b(?:disputes?|disputed|disputing|contests?|contested|contesting)\\b[^;]{0,80}?\\b(?:the company['’]s|our|its) (?:[\\w-]+ )?(?:calculations?|determinations?|computations?|statements?) of\\b[^;]{0,200}?\\b(?:asserting|asserts|asserted|claiming|claims|claimed|contending|contends|demanding|demands) that (?:a |the |an )?(?:[\\w-]+ )?(?:payments?|amounts?|earn-?outs?)\\b[^;]{0,40}?\\b(?:should|must|is|are|was|were) (?:be )?(?:made|owed|due|payable|paid)\\b"
export const IN_LITIGATION = "\\b(?:is|are|was|were|remains?|remained) (?:currently |also |now |still )?in (?:litigation|arbitration|(?:a )?(?:legal )?dispute) with\\b|" + COUNTED_WITH + "|" + DISPUTED_CALCULATION

export const IN_LITIGATION_ANCHORS: ReadonlyArray<EventAnchor> = [
  // the company's proceedings with a named party, counted: "There are five outstanding proceedings with Power Integrations." (not proceedings
  // "against" another party, nor with "various parties")
  { gate: /there (?:are|were)/i, re: R(COUNTED_WITH, "g"), specific: false },
  // a counterparty's dispute of the company's calculation under a contract and the payment it claims (what a party could dispute stays silent)
  { gate: /disput|contest/i, re: R(DISPUTED_CALCULATION, "g"), specific: true, admits: true },
  // the company told as in litigation with a party, named or counted by its kind: "The Company is in litigation with a former contracted
  // employee with regard to wrongful termination.", "The Company is in litigation with two past dealers" (not "various parties" or "others")
  {
    gate: /in (?:litigation|arbitration)/i,
    re: R(`\\b{SUBJ} (?:is|are|was|were|remains?|remained) (?:currently |also |now |still )?in (?:litigation|arbitration) with (?!(?:various|numerous|many|several|certain|other|others|third|some|any|a (?:number|variety) of)\\b)`, "g"),
    specific: false,
    selfSubject: true
  },
  // … and in a dispute over amounts claimed: "The Company is in dispute with its warehouse landlord regarding lease payments and other amounts
  // claimed by the landlord." (not a dispute it might have)
  {
    gate: /in (?:a )?(?:legal )?dispute/i,
    re: R(`\\b{SUBJ} (?:is|are|was|were|remains?|remained) (?:currently |also |now |still )?in (?:a )?(?:legal )?dispute with (?:[^;]{0,60}?)\\b(?:regarding|concerning|over|about|with regard to|relating to) (?:[^;]{0,60}?)\\b(?:payments?|amounts?|fees|claims?|damages|rent|royalt(?:y|ies)|obligations?|refunds?)\\b`, "g"),
    specific: true,
    selfSubject: true
  }
]
