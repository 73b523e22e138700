/**
 * Section status: `body` (disclosure of its own), `not_applicable` (only "None" /
 * "Not applicable" or nothing at all) or `by_reference` (only points elsewhere).
 *
 * A body is `by_reference` when it is short (at most `MAX_POINTER_WORDS` words) and every
 * sentence is either a pointer — "see" / "refer to", or information / a description /
 * "those" that is "included", "described", "set forth" … somewhere, or "incorporated by
 * reference" — together with a place in a filing ("Item 8", "Note 7", "Part II",
 * "Form 10-K", "Annual Report", "Exhibit 13", "page 40", "the consolidated financial
 * statements" …), or a "no material changes" statement, or a "shall not be deemed
 * filed" / "qualified in its entirety by reference" legend,
 * with at least one pointer; after a pointer, a sentence that only speaks of "these risks"
 * or "such matters" continues it. A sentence that reports a dated event
 * ("On March 3, 2024, …") or any other sentence with content of its own makes it `body`.
 */
import type { SectionStatus } from "../domain/sections.js"

const MAX_POINTER_WORDS = 250
const MAX_NA_WORDS = 30

const NA_SENTENCE =
  /^(?:none|not applicable|n\/a|not required|inapplicable|omitted|\[?\s*reserved\s*\]?|\(?\s*removed and reserved\s*\)?|(?:this )?item(?: \d{1,2}[a-d]?)? (?:is )?not applicable(?: to [^.]*)?|there (?:is|are|were|have been) (?:no|none)[^.]*(?:to report)?|no (?:such )?(?:matters|events|items|information)[^.]*to (?:report|disclose)[^.]*)[.;]?$/i

/** "See …", "refer to …", "reference is made to …". */
const POINTER_VERB = /\b(?:see|refer(?:red)? to|reference is made to)\b/i
/** "The information … is included in …", "those described in …", "… is incorporated herein by reference". */
const POINTER_PASSIVE =
  /\b(?:information|disclosures?|descriptions?|discussions?|details?|matters|risks?|those|that|which)\b[^.;]{0,150}?\b(?:incorporated|included|contained|set forth|described|discussed|presented|disclosed|provided|reported|found|located)\b|\bincorporated (?:herein |into this item |in this item )?by reference\b/i
const LOCATOR =
  /\b(?:items?\s*\d{1,2}(?:\.\d{2}|[a-d])?\b|notes?\s*(?:\d{1,2}|[a-z])\b|notes to|part\s+(?:iv|i{1,3})\b|form\s*10-?[kq]\b|form 8-k\b|annual report|quarterly report|exhibits?\b|annex|proxy statement|pages?\s*\d|sections? (?:titled|entitled|captioned)|captions?|headings?|(?:condensed )?(?:consolidated )?financial statements|commitments and contingencies|legal proceedings)/i
/** "… shall not be deemed filed / incorporated by reference …": a legend, neither content nor pointer. */
const LEGEND =
  /\b(?:shall|will) not be deemed\b|\bnor shall (?:it|they|such information) be deemed\b|\bnot (?:be deemed )?["“]?filed["”]? for purposes of section 18\b|\bqualified in (?:its|their) entirety by reference\b/i
/** A sentence reporting a dated event ("On March 3, 2024, the Company …") has content of its own. */
const DATED_EVENT = /^(?:[Oo]n|[Ee]ffective)\s+(?:or about\s+)?[A-Z][a-z]{2,8}\.?\s+\d{1,2},?\s+\d{4}\b/
const NO_CHANGE =
  /\b(?:no material changes?|not (?:been )?materially changed|no significant changes?|has not changed materially|have not changed materially|no material (?:developments|updates))\b/i

/** A sentence that only talks about the risks or matters pointed to ("when any of these risks materialize …"). */
const BACK_REFERENCE =
  /\b(?:these|such|those|the foregoing|any (?:one or more )?of (?:these|the foregoing))\s+(?:\w+\s+)?(?:risks?|factors|matters|uncertainties|proceedings|developments)\b/i

const SENTENCE_SPLIT = /(?<=[.!?;])["”’)]*\s+(?=["“(]?[A-Z0-9•])/

export const countWords = (text: string): number => {
  let n = 0
  let inWord = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    const space = c === 32 || c === 10 || c === 9 || c === 13
    if (space) inWord = false
    else if (!inWord) {
      inWord = true
      n++
    }
  }
  return n
}

export const classifyStatus = (cleaned: string, words: number): SectionStatus => {
  if (words === 0) return "not_applicable"
  if (words <= MAX_NA_WORDS) {
    const sentences = cleaned.split(SENTENCE_SPLIT).map((s) => s.trim()).filter((s) => s.length > 0)
    if (sentences.length > 0 && sentences.every((s) => NA_SENTENCE.test(s))) return "not_applicable"
  }
  if (words > MAX_POINTER_WORDS) return "body"
  const sentences = cleaned.split(SENTENCE_SPLIT).map((s) => s.trim()).filter((s) => s.length > 0)
  let pointers = 0
  for (const s of sentences) {
    if (DATED_EVENT.test(s) && !NO_CHANGE.test(s)) return "body"
    if (LEGEND.test(s)) continue
    if ((POINTER_VERB.test(s) || POINTER_PASSIVE.test(s)) && LOCATOR.test(s)) pointers++
    else if (NO_CHANGE.test(s) || NA_SENTENCE.test(s) || (pointers > 0 && BACK_REFERENCE.test(s))) continue
    else return "body"
  }
  return pointers > 0 ? "by_reference" : "body"
}
