/**
 * The material legal proceedings' anchors for a contaminated site: an environmental authority's directive or order to clean it up, and the company
 * named among its responsible parties, in the order legal-proceedings.ts tries them (spread in among its own anchors there; a demand letter
 * for a site's clean-up costs is in legal-demands.ts).
 */
import { eventRule as R } from "../compile.js"
import type { EventAnchor } from "../types.js"

export const SITE_ANCHORS: ReadonlyArray<EventAnchor> = [
  // an environmental authority's directive or order to clean up: "In September 2003, we received a directive from the New Jersey Department of
  // Environmental Protection to remediate contamination in the sediments of …"
  { gate: /remediate|clean up/i, re: R(`\\b(?:received|was issued|were issued|has been issued|have been issued) (?:a |an )?(?:[\\w-]+ ){0,2}?(?:directives?|orders?|notices?|letters?) (?:from|by) (?:the )?(?:[A-Z][\\w.&'’-]* ){0,4}?(?:{AUTHORITY})[^;]{0,80}?\\bto (?:investigate and )?(?:remediate|clean up)\\b`, "g"), specific: false, selfImplied: true },
  // "In 2015, the state Department of Environmental Quality issued an order directing the Company to remediate groundwater contamination"
  { gate: /remediate|clean up/i, re: R(`(?:{AUTHORITY})[^;]{0,40}?\\b(?:issued|sent|delivered) (?:a |an |its )?(?:[\\w-]+ ){0,2}?(?:directives?|orders?) (?:directing|requiring) (?:us|the company|it) to (?:investigate and )?(?:remediate|clean up)\\b`, "g"), specific: false },
  // named responsible for a site by an authority: "… have been identified by the United States Environmental Protection Agency … as potentially responsible parties"
  // the company among a site's responsible parties: "We are a member of a large group of PRPs, which has agreed to fund certain ongoing remediation
  // efforts at and nearby the Omega Site."
  // "… received notices from the EPA … that we and numerous other parties are considered a PRP"
  { gate: /responsible|PRP/i, re: R(`\\b(?:we|the company)(?: and (?:[\\w-]+ ){1,3}?(?:parties|companies|others))? (?:are|is|were|was|have been|has been|had been) (?:considered|deemed) (?:as )?(?:a |an |one of the )?(?:PRPs?|potentially responsible part(?:y|ies))\\b`, "g"), specific: false },
  { gate: /responsible|PRP/i, re: R(`\\b(?:we|the company) (?:are|is|was|were|have been|has been|had been) (?:also )?(?:one of (?:a |the )?(?:[\\w-]+ ){0,2}?(?:group of )?|a member of (?:a |the )?(?:[\\w-]+ ){0,2}?group of |among (?:the )?)(?:potentially responsible parties|PRPs)\\b`, "g"), specific: false },
  { gate: /responsible|PRP/i, re: R(`\\b(?:have|has|had) been (?:identified|named|designated) by [^;]{0,120}?\\bas (?:a |one of (?:the |several )?)?(?:potentially responsible part(?:y|ies)|PRPs?)\\b`, "g"), specific: false },
  // the same told in a relative clause, whatever its main clause says of the sites: "… does not own or operate any of the waste sites with
  // respect to which it has been named as a potentially responsible party by the government"
  { gate: /responsible|PRP/i, re: R(`\\b(?:with respect to|at|for|in|of) which (?:it|we|the company|(?:the company['’]s|its|our) subsidiar(?:y|ies)) (?:has|have|had) been (?:identified|named|designated) as (?:a |one of (?:the |several )?)?(?:potentially responsible part(?:y|ies)|PRPs?)\\b`, "g"), specific: false, admits: true, relative: true },
  // an authority names the company among those that sent wastes to a site: "The EPA has identified Cleco as one of many companies sending PCB wastes
  // for disposal to the site."
  { gate: /identified/i, re: R(`(?:{AUTHORITY})[^;]{0,20}?\\b(?:has |had )?identified {SUBJ} as (?:one of (?:many|several|numerous|the|a number of) )?(?:[\\w-]+ )?(?:companies|parties|entities|generators)\\b[^;]{0,40}?\\b(?:that (?:was |were |had )?)?(?:sending|sent|arranging|arranged|contributing|contributed|disposing)\\b`, "g"), specific: false, selfSubject: true }
]
