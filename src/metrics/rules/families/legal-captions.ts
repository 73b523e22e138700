/**
 * The material legal proceedings' anchors for a suit named by its caption ("Smith v. Acme Corp.") or told through the party
 * that brought it (a counterclaim, "One of the Company's investors has initiated litigation claiming …"), in the order
 * legal-proceedings.ts tries them (spread in among its own anchors there).
 */
import { eventRule as R } from "../compile.js"
import type { EventAnchor } from "../types.js"

export const CAPTIONED_SUITS: ReadonlyArray<EventAnchor> = [
  // a suit named by its caption before its verb: "a complaint, captioned Steudte v. Cleveland BioLabs, Inc. et al., Case 1:21-cv-02314, was filed in …"
  {
    gate: /captioned|entitled|styled/i, re: R(`\\b{ADJ}{SUIT},? (?:captioned|entitled|styled) [^;]{0,80}?\\bvs?\\. {SUBJ}[^;]{0,160}?\\b(?:was|were|has been|have been|had been) (?:filed|brought|commenced|instituted)\\b`, "g"),
    specific: false,
    selfSubject: true,
    selfImplied: true,
    caption: true
  },
  // counterclaims filed against the company, named or not (a counterclaim answers the company's own claim): "Mr. Landers filed his Answering
  // Statement and Counterclaim against Usio in the arbitration proceeding"
  { gate: /counter/i, re: R(`\\b(?:filed|asserted|brought|served|raised) (?:his |her |its |their |a |an |the )?(?:[\\w-]+ ){0,4}?counter[- ]?claims? against (?:us|the company|the registrant|[A-Z][\\w&.-]*)\\b`, "g"), specific: false, unless: R("^\\W*(?:[^,;]{0,40},\\s*)?(?:we|the company|it) (?:has |have |had )?(?:also )?(?:filed|asserted|brought|served|raised)\\b") },
  // another party began a suit and what it claims, in the company's own account of it: "One of the Company’s investors has initiated litigation
  // claiming that the August 2008 conversion of their convertible debentures … should be voided"
  { gate: /claiming|alleging|asserting|contending/i, re: R(`\\b(?!(?:we|the company|it)\\b)[\\w’'-]+(?: [\\w’'-]+){0,6}? (?:has |have |had )?(?:initiated|commenced|filed|brought) (?:a |an )?(?:[\\w-]+ )?(?:litigation|lawsuit|suit|action|arbitration|complaint|claim)\\b[^;]{0,60}?\\b(?:claiming|alleging|asserting|contending) that\\b`, "g"), specific: false, unless: R("^\\W*(?:[^,;]{0,40},\\s*)?(?:we|the company|it) (?:has |have |had )?(?:also )?(?:initiated|commenced|filed|brought)\\b") },
  // shareholders' suits against the company's own merger: "two purported shareholders of KCI initiated legal actions challenging the Merger"
  // (suits a merger could draw stay silent)
  {
    gate: /challeng/i,
    re: R(`\\b(?:shareholders|stockholders|unitholders|holders)\\b[^;]{0,60}?\\b(?:have |has |had )?(?:initiated|commenced|filed|brought|instituted) (?:several |two |three |four |five |various |separate |a |an )?(?:putative |purported |class action |shareholder |stockholder )*(?:legal actions?|lawsuits?|suits?|actions?|complaints?|litigation|petitions?) (?:[^;]{0,80}?)?challenging (?:the|our|its) (?:proposed )?(?:merger|transaction|acquisition|offer|tender offer|sale)\\b`, "g"),
    specific: false,
    selfImplied: true,
    // (the suits are told in the past whatever the merger's own "will": "… a consortium … will acquire KCI (the “Merger”), two purported
    // shareholders of KCI initiated legal actions challenging the Merger"; a modal on the suits' own verb stays silent)
    admits: true,
    unless: R("\\b(?:may|might|could|would|should|can|will|to) (?:have )?(?:initiated|commenced|filed|brought|instituted)\\b|\\b(?:if|whether|in the event)\\b")
  },
  // a suit filed in the passive and captioned against the company: "… were filed in …, captioned Smith v. Acme Holdings, Inc., et al."
  {
    gate: /captioned|entitled|styled|titled/i, re: R(`\\b{ADJ}{SUIT} (?:[^;]{0,160}?)(?:was|were|has been|have been|had been|is|are) (?:filed|brought|commenced|instituted|initiated|pending)\\b[^;]{0,200}?\\b(?:captioned|entitled|styled|titled) (?:[^;]{0,120}?)\\bvs?\\. {SUBJ}`, "g"),
    specific: false,
    selfSubject: true,
    selfImplied: true,
    caption: true
  },
  // suits filed in the passive and then named by their captions after "namely" or a colon: "Two purported class action cases were filed in the
  // United States District Court for the District of New Jersey; namely, Fergus v. Immunomedics, Inc., et al., filed June 9, 2016; …"
  {
    gate: /namely|:/i, re: R(`\\b{ADJ}{SUIT} (?:[^;]{0,160}?)(?:was|were|has been|have been|had been) (?:filed|brought|commenced|instituted|initiated)\\b[^;:]{0,200}?(?:[;,] namely,?|:) (?:[^;]{0,120}?)\\bvs?\\. {SUBJ}`, "g"),
    specific: false,
    selfSubject: true,
    selfImplied: true,
    caption: true
  },
  // a caption standing as its own sentence, with its docket, the company the defendant: "Barbara Smith v. Aerojet-General Corporation,
  // et al., Case No. BC 123456, Superior Court of California, Los Angeles County.", its officers named beside it ("… vs. ModusLink Global
  // Solutions, Inc., Joseph C. Lawler and Steven G. Crane, Case 1:12-CV-11044-DJC, …") (not a caption the company brought: its name before "v.")
  {
    gate: /\bvs?\./i, re: R(`^\\W{0,3}(?!(?:we|the company|in re)\\b)[A-Z][^;:]{0,120}? vs?\\. {SUBJ}(?:,? (?:et al\\.|Inc\\.|Corp\\.|Co\\.|L\\.?L\\.?C\\.?|L\\.?P\\.|Ltd\\.|N\\.A\\.|plc|and (?:others|[A-Z][\\w&.-]*(?: [A-Z][\\w&.-]*){0,3})|[A-Z][\\w&.-]*(?: [A-Z][\\w&.-]*){0,3})){0,4}[,;]?\\s*(?:[A-Z][^;:()]{0,80}?(?:court|tribunal|commission|county|district)[^;:()]{0,30}?,\\s*)?\\(?(?:(?:Civil Action|Civil Case|Case|Index|Docket|Cause|Claim|File|Arbitration|C\\.A\\.)(?: No\\.?| Number)?|No\\.)\\s*[A-Z]{0,4}[\\s:-]?\\d`, "g"),
    specific: false,
    selfSubject: true,
    selfImplied: true,
    caption: true
  },
]
