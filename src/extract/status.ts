/**
 * Section status: `body` (disclosure of its own), `not_applicable` (only "None" /
 * "Not applicable" or nothing at all) or `by_reference` (only points elsewhere).
 *
 * A body is `by_reference` when it is short (at most `MAX_POINTER_WORDS` words), holds at
 * least one pointer sentence, and what is not a pointer is at most `MAX_CONTEXT_WORDS`
 * words of general context ("Currently, we are involved in a number of legal
 * proceedings.") with no figure, date or month in it.
 * - A pointer sentence: "see" / "refer to" / "reference is made to", or information / a
 *   description / "those" / "factors" that is "included", "described", "set forth", "found"
 *   … somewhere ("as described in", or a sentence that opens with "Included in …"), or
 *   "incorporated by reference", together with a place in a filing ("Item 8", "Note 7",
 *   "Part II", "Form 10-K", "Annual Report", "Exhibit 13", "page 40", "the consolidated
 *   financial statements" …).
 * - Neither pointer nor context (they do not count): a "no material changes" statement,
 *   a "shall not be deemed filed" / "qualified in its entirety by reference" legend, a
 *   bare "that information is incorporated … by reference", the disclosure threshold for
 *   environmental proceedings (Regulation S-K Item 103), the stock sentences about risks
 *   not presently known, and, after a pointer, a sentence that only speaks of "these
 *   risks" or "such matters".
 * A sentence that reports a dated event ("On March 3, 2024, …"), context with a figure,
 * a date or a month, or more than `MAX_CONTEXT_WORDS` words of context make it `body`.
 * Sentences are split at full stops, except after "Item 8." / "Note 20." / "No. 5." and
 * the like, which are references, not sentence ends.
 */
import type { SectionStatus } from "../domain/sections.js"

const MAX_POINTER_WORDS = 250
const MAX_NA_WORDS = 30
/** "Since December 31, 2022, there have been no …": the date that leads a negative answer. */
const LEAD_DATE = /^(?:since|as of|during)\b[^,]{1,40}(?:,\s*\d{4})?,\s*/i
/** Words of general context a pointer-only body may carry besides its pointers. */
export const MAX_CONTEXT_WORDS = 30

const NA_SENTENCE =
  /^(?:none|not applicable|n\/a|not required|inapplicable|omitted|\[?\s*reserved\s*\]?|\(?\s*removed and reserved\s*\)?|(?:this )?item(?: \d{1,2}[a-d]?)? (?:is )?not applicable(?: to [^.]*)?|there (?:is|are|were|have been) (?:no|none)[^.]*(?:to report)?|no (?:such )?(?:matters|events|items|information)[^.]*to (?:report|disclose)[^.]*)[.;]?$/i

/** "See …", "refer to …", "reference is made to …". */
const POINTER_VERB = /\b(?:see|refer(?:red)? to|reference is made to)\b/i
/** "The information … is included in …", "those described in …", "… is incorporated herein by reference". */
const POINTER_PASSIVE =
  /\b(?:information|disclosures?|descriptions?|discussions?|details?|matters|risks?|factors|those|that|which)\b[^.;]{0,150}?\b(?:incorporated|included|contained|set forth|described|discussed|presented|disclosed|provided|reported|found|located)\b|\bincorporated (?:herein |hereby |into this item |in this item )?by reference\b|\bas (?:described|discussed|set forth|disclosed|reported) (?:in|under)\b|^(?:included|contained|set forth|presented|discussed) (?:in|under)\b/i
/** "That information is incorporated into this item by reference.": no place of its own, no content either. */
const INCORPORATED = /\bincorporated\b[^.;]{0,60}\bby reference\b/i
/** The environmental-proceedings disclosure threshold (Regulation S-K Item 103). */
const THRESHOLD = /\bthreshold\b[^.;]{0,200}\$\s?[\d,.]+\s*(?:million)?|\$\s?[\d,.]+\s*(?:million)?[^.;]{0,200}\bthreshold\b|\bitem 103 of regulation s-k\b/i
/** Stock sentences about risks beyond those described ("… are not the only risks we face"). */
const GENERIC_RISK =
  /\bnot (?:the )?only (?:risks|ones)\b|\b(?:additional )?risks (?:and uncertainties )?(?:that are )?not (?:presently|currently) known\b|\brisks that we are not (?:presently|currently) aware of\b|\bwe currently (?:deem|believe|consider)[^.;]{0,40}\b(?:immaterial|not (?:to be )?material|insignificant)\b/i
/** Context with a figure, a date or a month is content of its own. */
const SPECIFIC = /\d|\$|\b(?:january|february|march|april|june|july|august|september|october|november|december)\b/i
const LOCATOR =
  /\b(?:items?\s*\d{1,2}(?:\.\d{2}|[a-d])?\b|notes?\s*(?:\d{1,2}|[a-z])\b|notes to|part\s+(?:iv|i{1,3})\b|form\s*10-?[kq]\b|form 8-k\b|annual report|quarterly report|exhibits?\b|annex|proxy statement|pages?\s*\d|sections? (?:titled|entitled|captioned)|captions?|headings?|(?:condensed )?(?:consolidated )?financial statements|commitments and contingencies|legal proceedings)/i
/** "… shall not be deemed filed / incorporated by reference …": a legend, neither content nor pointer. */
const LEGEND =
  /\b(?:shall|will) not be deemed\b|\bnor shall (?:it|they|such information) be deemed\b|\bnot (?:be deemed )?["“]?filed["”]? for purposes of section 18\b|\bqualified in (?:its|their) entirety by reference\b/i
/** A sentence reporting a dated event ("On March 3, 2024, the Company …") has content of its own. */
const DATED_EVENT = /^(?:[Oo]n|[Ee]ffective)\s+(?:or about\s+)?[A-Z][a-z]{2,8}\.?\s+\d{1,2},?\s+\d{4}\b/
const NO_CHANGE =
  /\b(?:no material changes?|not (?:been )?(?:any )?material(?:ly)? changes?d?|no significant changes?|has not changed materially|have not changed materially|no material (?:developments|updates)|not differ materially)\b/i

/** A sentence that only talks about the risks or matters pointed to ("when any of these risks materialize …"). */
const BACK_REFERENCE =
  /\b(?:these|such|those|the foregoing|any (?:one or more )?of (?:these|the foregoing))\s+(?:\w+\s+)?(?:risks?|factors|matters|uncertainties|proceedings|developments)\b/i

const SENTENCE_SPLIT = /(?<=[.!?;])["”’)]*\s+(?=["“(]?[A-Z0-9•])/
/** A fragment that ends in a reference number ("… see Note 17." / "“Item 8."): the sentence goes on. */
const REFERENCE_END = /\b(?:items?|notes?|no|nos|part|section|sections|pages?|exhibits?|rule)\s*[0-9ivx]{1,4}[a-z]?\.["”’)]*$/i

/** Sentences of a body (see the module comment). */
export const sentencesOf = (cleaned: string): Array<string> => {
  const out: Array<string> = []
  for (const raw of cleaned.split(SENTENCE_SPLIT)) {
    const s = raw.trim()
    if (s.length === 0) continue
    const last = out.length - 1
    const prev = out[last]
    if (prev !== undefined && REFERENCE_END.test(prev)) out[last] = `${prev} ${s}`
    else out.push(s)
  }
  return out
}

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
  // Long bodies are bodies (MAX_NA_WORDS < MAX_POINTER_WORDS): no sentences needed.
  if (words > MAX_POINTER_WORDS) return "body"
  const sentences = sentencesOf(cleaned)
  if (words <= MAX_NA_WORDS && sentences.length > 0 && sentences.every((s) => NA_SENTENCE.test(s.replace(LEAD_DATE, "")))) return "not_applicable"
  let pointers = 0
  let context = 0
  for (const s of sentences) {
    if (DATED_EVENT.test(s) && !NO_CHANGE.test(s)) return "body"
    if (LEGEND.test(s) || THRESHOLD.test(s) || GENERIC_RISK.test(s)) continue
    if ((POINTER_VERB.test(s) || POINTER_PASSIVE.test(s)) && LOCATOR.test(s)) pointers++
    else if (NO_CHANGE.test(s) || NA_SENTENCE.test(s) || (pointers > 0 && BACK_REFERENCE.test(s))) continue
    else if (INCORPORATED.test(s) && !SPECIFIC.test(s) && countWords(s) <= 15) continue
    else if (SPECIFIC.test(s)) return "body"
    else {
      context += countWords(s)
      if (context > MAX_CONTEXT_WORDS) return "body"
    }
  }
  return pointers > 0 ? "by_reference" : "body"
}
