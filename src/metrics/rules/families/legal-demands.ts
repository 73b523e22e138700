/**
 * The material legal proceedings' anchors for a demand made on the company: a party's demand letter for a site's clean-up costs, and a party's
 * demand that the company indemnify it for a litigation, in the order legal-proceedings.ts tries them (spread in among its own anchors there,
 * right after the contaminated sites'); and a suit told by the company's own alleged failure (tried first there).
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
