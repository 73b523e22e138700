/**
 * Sentences and blocks for the event rules: sub-headings split off the sentences glued to them,
 * legal citations the general splitter cuts joined back, each sentence given its paragraph
 * (block) and its sub-heading group.
 */
import type { SectionKey } from "../../domain/forms.js"
import type { Span } from "../text.js"
import { LEGAL_SECTIONS } from "./scopes.js"

export interface Sentence {
  readonly start: number
  readonly end: number
  readonly heading: boolean
  /** Paragraph (legal-proceedings sections: everything under one sub-heading). */
  readonly block: number
  /** Everything under one sub-heading. */
  readonly group: number
}

const CLOSERS = "\"'”’)]"
const TERMINALS = ".!?:;"

/**
 * Whether `t` ends with sentence punctuation, closing quotes or brackets after it
 * (`/[.!?:;]["'”’)\]]*$/`), read from its end: the pattern scanned a whole paragraph for it.
 */
const endsTerminal = (t: string): boolean => {
  let i = t.length - 1
  while (i >= 0 && CLOSERS.includes(t.charAt(i))) i--
  return i >= 0 && TERMINALS.includes(t.charAt(i))
}

/** An item of an enumeration ("5) Intentional Interference …; and", "(ii) claims arising under …"): part of its paragraph, not a heading. */
const LIST_ITEM_RE = /^(?:\(?\d{1,2}\)|\((?:[ivx]{1,5}|[a-z])\)|[a-z]\))\s|(?:,|\b(?:and|or))$/

const isHeadingText = (s: string): boolean => {
  const t = s.trim()
  if (t.length === 0 || endsTerminal(t) || LIST_ITEM_RE.test(t)) return false
  const words = t.split(/\s+/)
  if (words.length > 14) return false
  return /^[A-Z0-9“"(]/.test(t)
}

/**
 * Legal citations the general splitter cuts ("C.A. | No. 2023-0215 (Del. | Ch.)", "8 Del. | C. § 242",
 * "Smith v. | Acme", a plaintiff's abbreviated name: "Delaware County Emp. | Ret. | Sys. v. …"): a
 * piece that ends with a citation abbreviation and a next piece that opens as the citation's
 * continuation (another abbreviation, a section sign, a number, a bracket or a lower-case word)
 * are one sentence, unless a visible line starts between them.
 */
const CITATION_END_RE =
  /(?:^|[\s(,])(?:C\.A|Del|Ch|Cal|N\.Y|S\.D\.N\.Y|N\.D\.(?:Cal|Ill|Tex)|C\.D|D|No|Nos|al|U\.S\.C|Fed|Cir|App|Supp|Super|Ct|Dist|Civ|Tex|Ill|Mass|Fla|N\.J|Pa|Va|Md|v|vs|Emp|Ret|Sys|Ass['’]?n|Int['’]?l|Ins|Mgmt|Bd|Dept)\.$/

const CITATION_NEXT_RE = /^(?:[A-Z][a-z]{0,4}\.|(?:[A-Z]\.){1,4}|§|\d|\(|[a-z])/

const joinCitations = (text: string, spans: ReadonlyArray<Span>, breakSet: ReadonlySet<number>): ReadonlyArray<Span> => {
  const out: Array<Span> = []
  for (const span of spans) {
    const prev = out[out.length - 1]
    if (
      prev !== undefined &&
      !breakSet.has(span.start) &&
      CITATION_END_RE.test(text.slice(Math.max(prev.start, prev.end - 24), prev.end)) &&
      CITATION_NEXT_RE.test(text.slice(span.start, span.start + 8))
    ) {
      out[out.length - 1] = { start: prev.start, end: span.end }
      continue
    }
    out.push(span)
  }
  return out
}

/**
 * Sentences with glued headings split off, and their blocks. `lineStarts` are the offsets
 * where the document's visible lines begin inside the text (paragraphs, headings, cells).
 */
export const sentencesAndBlocks = (
  section: SectionKey,
  text: string,
  spans: ReadonlyArray<Span>,
  lineStarts: ReadonlyArray<number> | null
): ReadonlyArray<Sentence> => {
  const breaks = lineStarts ?? []
  const breakSet = new Set(breaks)
  const out: Array<{ start: number; end: number; heading: boolean; newLine: boolean }> = []
  const push = (start: number, end: number, heading: boolean, newLine: boolean) => {
    const piece = text.slice(start, end)
    const lead = piece.length - piece.trimStart().length
    const trimmed = piece.trim()
    if (trimmed.length > 0) out.push({ start: start + lead, end: start + lead + trimmed.length, heading, newLine })
  }
  let bi = 0
  for (const span of joinCitations(text, spans, breakSet)) {
    let from = span.start
    let newLine = breakSet.has(from)
    while (bi < breaks.length && (breaks[bi] ?? 0) <= span.start) bi++
    for (let j = bi; j < breaks.length && (breaks[j] ?? 0) < span.end; j++) {
      const b = breaks[j] ?? 0
      const piece = text.slice(from, b)
      // a line that goes on in lower case after a page break ("… may result in | a covenant violation …") continues its sentence
      if (isHeadingText(piece) && !/^[a-z]/.test(text.charAt(b))) {
        push(from, b, true, newLine)
        from = b
        newLine = true
      } else if (endsTerminal(piece.trim())) {
        // a paragraph ends here even though the sentence splitter ran on
        push(from, b, false, newLine)
        from = b
        newLine = true
      }
    }
    const rest = text.slice(from, span.end)
    push(from, span.end, from !== span.start && isHeadingText(rest), newLine)
  }
  const legal = LEGAL_SECTIONS.has(section)
  let block = 0
  let group = 0
  return out.map((s, i) => {
    const afterHeading = out[i - 1]?.heading === true
    if (i > 0 && (s.heading || afterHeading)) group++
    if (i > 0 && (s.heading || afterHeading || (!legal && s.newLine))) block++
    return { start: s.start, end: s.end, heading: s.heading, block, group }
  })
}
