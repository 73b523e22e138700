/**
 * Following a pointer to a note. Most large filers answer Item 3 (10-Q Part II Item 1) with a
 * pointer to a note of their financial statements ("See Note 19, Commitments and
 * Contingencies"): the item is `by_reference`, and the matters are told in the note. When such
 * an item names a note of the same document, the note — from its heading to the next note's —
 * becomes a section of its own (FORMS `NOTE_POINTERS`: `legal_proceedings_note`), and both
 * records carry the pointer (`note_pointer`: the sentence, the note named, the heading found,
 * offsets, and how it was found or why it was not followed).
 *
 * 1. The pointer: a sentence of the item naming "Note 19", "note R", "Note M", "Note 12A". A
 *    sentence that names the annual report to shareholders (exhibit 13) or, after the note,
 *    another filing ("… of IBM's 2023 Annual Report", "… in our 2022 Form 10-K") and not
 *    "this report", points to another document: not followed. Several notes named: the one
 *    the sentence says is about the item's matter ("Note 11 (… legal contingencies)"), or
 *    none.
 * 2. The heading: a line of its own "Note 19 — Commitments and Contingencies", "NOTE 17 –
 *    Contingencies", "19. Legal Proceedings", "14.Commitments and Contingencies", "M.
 *    COMMITMENTS AND CONTINGENCIES", or the number alone ("11." / "Note 11") with the title on
 *    the next line; the title is words only (no figure), at most 16 of them. A heading counts
 *    only beside its neighbours: another heading of the same style numbered one before or
 *    after it (a list item "3. Revenue" has none). Contents entries (a page number follows)
 *    and headings whose note has fewer than `MIN_NOTE_WORDS` (50) words are not the note.
 * 3. The body: from the heading to the next note (the following number's heading of the same
 *    style, or else any later one), the next item heading, what follows the last note (the
 *    auditor's report, management's report, a schedule, quarterly data) or the signatures,
 *    whichever comes first. "Note 12A" is the part "A." of Note 12 when Note 12 has one (to
 *    "B."), else the whole note.
 * 4. Refused, with the reason recorded: no heading, a heading with no numbered neighbour
 *    (nothing would end it), several headings that the pointer's words do not tell apart, a
 *    note over 60 % of the document (its end was missed), or a note that lies inside another
 *    extracted section (already read there).
 */
import type { FormType, SectionKey } from "../domain/forms.js"
import { NOTE_POINTERS } from "../domain/forms.js"
import type { NotePointer } from "../domain/sections.js"
import { detached } from "../domain/strings.js"
import { isBareNumber } from "./furniture.js"
import { sentencesOf } from "./status.js"

/** A note with fewer words than this after its heading is a contents entry, not the note (SHORT_SECTION_WORDS). */
export const MIN_NOTE_WORDS = 50
/** A note over this share of the visible text missed its end (MAX_SECTION_SHARE). */
const MAX_NOTE_SHARE = 0.6
const MAX_TITLE_WORDS = 16
const MAX_TITLE_CHARS = 160

/** What the follower reads of an extracted section. */
export interface PointingSection {
  readonly section_name: string
  readonly status: string
  readonly start_offset: number
  readonly end_offset: number
  readonly cleaned_text: string
}

/** The visible text as the extractor holds it. */
export interface VisibleText {
  /** The visible lines joined with a space (section offsets point into it). */
  readonly text: string
  /** Offsets where the lines after the first begin. */
  readonly breaks: ReadonlyArray<number>
  /** Offsets of the chosen item headings and of the signatures: a note never runs past one. */
  readonly boundaries: ReadonlyArray<number>
}

export interface FollowedNote {
  readonly item: SectionKey
  readonly note: SectionKey
  readonly pointer: NotePointer
  /** The note's body (after its heading) in the visible text; null when the pointer is not followed. */
  readonly body: {
    readonly start: number
    readonly end: number
    readonly heading: string
    /** The pointer sentence names the heading's title too ("Note 19, Commitments and Contingencies"). */
    readonly titleNamed: boolean
  } | null
}

/** What the pointer sentence must speak of, per note section, to choose among several notes named. */
const TOPIC: Readonly<Record<string, RegExp>> = {
  legal_proceedings_note: /\b(?:legal|litigation|lawsuits?|proceedings?)\b/i
}

// ---- the pointer ------------------------------------------------------------------------

/** "Note 19", "NOTE 14", "note R", "Note 12A"; not "Notes to the …". */
const NOTE_REF = /\b[Nn](?:ote|OTE)\s+(\d{1,2}[A-Z]?|[A-Z])(?![\w])/g
const OTHER_DOCUMENT = /\bannual report to (?:stock|share)holders\b|\bexhibit 13\b|\bproxy statement\b/i
const THIS_DOCUMENT = /\bthis (?:annual report|quarterly report|report|form 10-?[kq]|document|filing)\b|\bherein\b/i
const OTHER_FILING =
  /\b(?:our|the|its|[A-Z][\w.&-]*['’]s)\s+(?:(?:19|20)\d\d\s+)?(?:annual report|form 10-?k|10-?k)\b|\b(?:19|20)\d\d\s+(?:annual report|form 10-?k)\b/i

interface Reference {
  readonly id: string
  /** Offsets of the sentence in the section's text. */
  readonly start: number
  readonly end: number
  readonly sentence: string
  readonly otherDocument: boolean
  /** The words after the reference, to the next reference or the sentence's end. */
  readonly context: string
}

const referencesOf = (text: string): Array<Reference> => {
  const out: Array<Reference> = []
  let cursor = 0
  for (const sentence of sentencesOf(text)) {
    const at = text.indexOf(sentence, cursor)
    const start = at < 0 ? cursor : at
    if (at >= 0) cursor = at + sentence.length
    const refs = [...sentence.matchAll(NOTE_REF)]
    refs.forEach((m, k) => {
      const after = sentence.slice((m.index ?? 0) + m[0].length)
      const otherDocument =
        OTHER_DOCUMENT.test(sentence) || (!THIS_DOCUMENT.test(after) && OTHER_FILING.test(after))
      const next = refs[k + 1]
      const context = sentence.slice((m.index ?? 0) + m[0].length, next === undefined ? sentence.length : next.index)
      out.push({ id: m[1] ?? "", start, end: start + sentence.length, sentence, otherDocument, context })
    })
  }
  return out
}

// ---- headings ---------------------------------------------------------------------------

type Style = "note" | "number" | "letter"

interface Heading {
  readonly line: number
  readonly id: string
  readonly style: Style
  readonly title: string
  /** First line after the heading (and its title line). */
  readonly bodyLine: number
  readonly contents: boolean
}

const NOTE_PREFIXED = /^(?:NOTE|Note)\s+(\d{1,2}|[A-Z])(?![\w])\s*(?:[.:)\-–—]\s*)?(.*)$/
const NUMBERED = /^\(?(\d{1,2})(?:\)\s*|\s*[.:\-–—]\s*)(.*)$/
const LETTERED = /^\(?([A-Z])(?:\)\s*|\s*[.:\-–—]\s*)(.*)$/
const TITLE = /^[“"‘(]?[A-Z][A-Za-z’'.]+(?:[\s,/&()“”"‘’'\-–—]+[A-Za-z][A-Za-z’'.]*)*\)?:?[”"’]?$/
/** What follows the last note: the auditor's report, management's report, schedules, quarterly data. */
const AFTER_NOTES =
  /^(?:reports? of independent (?:registered public )?(?:accounting firm|auditors?)|management['’]s (?:annual )?report on internal control|schedule ii\b|valuation and qualifying accounts|supplementa(?:l|ry) (?:financial )?(?:data|information)|(?:selected )?quarterly (?:financial )?(?:data|results|information)|signatures?$)/i

/** A full stop after a word, then more words: a run-in heading or a sentence ("U.S. and …" is neither). */
const SENTENCE_STOP = /[A-Za-z]{2,}\.\s+\S/

const isTitle = (t: string): boolean =>
  t.length > 0 && t.length <= MAX_TITLE_CHARS && TITLE.test(t) && !SENTENCE_STOP.test(t) && t.split(/\s+/).length <= MAX_TITLE_WORDS

const parseHeading = (lines: ReadonlyArray<string>, i: number): Heading | null => {
  const line = lines[i] ?? ""
  if (line.length === 0 || line.length > MAX_TITLE_CHARS + 12) return null
  let m = NOTE_PREFIXED.exec(line)
  let style: Style = "note"
  if (m === null) {
    m = NUMBERED.exec(line)
    style = "number"
  }
  if (m === null) {
    m = LETTERED.exec(line)
    style = "letter"
  }
  if (m === null) return null
  const id = m[1] ?? ""
  const rest = (m[2] ?? "").trim()
  let title = rest
  let bodyLine = i + 1
  if (rest.length === 0) {
    // the number alone ("11." / "Note 11"), the title on the next line
    if (style !== "note" && !/[.:)]\s*$/.test(line)) return null
    title = (lines[i + 1] ?? "").trim()
    bodyLine = i + 2
  }
  title = title.replace(/[.:]$/, "").trim()
  if (!isTitle(title)) return null
  // A contents entry: a page number follows, then another entry or page number.
  const next = lines[bodyLine] ?? ""
  const after = lines[bodyLine + 1] ?? ""
  const contents =
    isBareNumber(next) && (isBareNumber(after) || NUMBERED.test(after) || NOTE_PREFIXED.test(after) || isTitle(after) || /^(?:item|part)\s/i.test(after))
  return { line: i, id, style, title, bodyLine, contents }
}

/** Position of a note id in its sequence: 19 → 19, "M" → 13. */
const order = (id: string): number => (/^\d/.test(id) ? Number.parseInt(id, 10) : id.charCodeAt(0) - 64)

const countWords = (s: string): number => (s.match(/\S+/g) ?? []).length

// ---- following --------------------------------------------------------------------------

interface Lines {
  readonly lines: ReadonlyArray<string>
  /** Offset of each line in the visible text (one more entry: the text's length + 1). */
  readonly starts: ReadonlyArray<number>
}

const linesOf = (text: string, breaks: ReadonlyArray<number>): Lines => {
  const starts = [0, ...breaks, text.length + 1]
  const lines: Array<string> = []
  for (let k = 0; k + 1 < starts.length; k++) lines.push(text.slice(starts[k]!, starts[k + 1]! - 1))
  return { lines, starts }
}

/** Index of the line holding offset `at`. */
const lineAt = (starts: ReadonlyArray<number>, at: number): number => {
  let lo = 0
  let hi = starts.length - 2
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if (starts[mid]! <= at) lo = mid
    else hi = mid - 1
  }
  return lo
}

interface Located {
  readonly heading: Heading
  /** Body lines [bodyLine, endLine). */
  readonly endLine: number
  readonly endsAt: string
  readonly words: number
}

/** A note's body from its heading: to the next note of its style, an item heading, what follows the notes, or the end. */
const locateNote = (h: Heading, lines: ReadonlyArray<string>, headings: ReadonlyArray<Heading>, boundaryLines: ReadonlyArray<number>): Located => {
  let endLine = lines.length
  let endsAt = "the end of the document"
  const succ = headings.find((o) => o.line >= h.bodyLine && !o.contents && o.style === h.style && order(o.id) === order(h.id) + 1)
  const later = succ ?? headings.find((o) => o.line >= h.bodyLine && !o.contents && o.style === h.style && order(o.id) > order(h.id))
  if (later !== undefined) {
    endLine = later.line
    endsAt = `the next note (${lines[later.line]?.slice(0, 80) ?? ""})`
  }
  const boundary = boundaryLines.find((b) => b > h.line && b < endLine)
  if (boundary !== undefined) {
    endLine = boundary
    endsAt = "the next item heading"
  }
  for (let x = h.bodyLine; x < endLine; x++) {
    const l = lines[x] ?? ""
    if (l.length <= 120 && AFTER_NOTES.test(l)) {
      endLine = x
      endsAt = `“${l.slice(0, 80)}”`
      break
    }
  }
  let words = 0
  for (let x = h.bodyLine; x < endLine && words < MIN_NOTE_WORDS; x++) words += countWords(lines[x] ?? "")
  return { heading: h, endLine, endsAt, words }
}

/**
 * Follows the pointers of the form's items (FORMS `NOTE_POINTERS`) that are `by_reference` and
 * name a note: one entry per such item, with the note's body when it was found.
 */
export const followNotePointers = (form: FormType, sections: ReadonlyArray<PointingSection>, visible: VisibleText): Array<FollowedNote> => {
  const out: Array<FollowedNote> = []
  let doc: { lines: Lines; headings: Array<Heading> } | null = null
  for (const { item, note } of NOTE_POINTERS[form]) {
    const section = sections.find((s) => s.section_name === item)
    if (section === undefined || section.status !== "by_reference") continue
    const refs = referencesOf(section.cleaned_text)
    if (refs.length === 0) continue
    doc ??= (() => {
      const lines = linesOf(visible.text, visible.breaks)
      const headings: Array<Heading> = []
      for (let i = 0; i < lines.lines.length; i++) {
        const h = parseHeading(lines.lines, i)
        if (h !== null) headings.push(h)
      }
      return { lines, headings }
    })()
    out.push(follow(item, note, section, refs, sections, visible, doc.lines, doc.headings))
  }
  return out
}

const follow = (
  item: SectionKey,
  note: SectionKey,
  section: PointingSection,
  refs: ReadonlyArray<Reference>,
  sections: ReadonlyArray<PointingSection>,
  visible: VisibleText,
  { lines, starts }: Lines,
  headings: ReadonlyArray<Heading>
): FollowedNote => {
  const inThis = refs.filter((r) => !r.otherDocument)
  const ids = [...new Set(inThis.map((r) => r.id))]
  let chosen: Reference | undefined = inThis[0]
  let reason: string | null = null
  if (inThis.length === 0) reason = "names a note of another document"
  else if (ids.length > 1) {
    const topic = TOPIC[note]
    const onTopic = [...new Set(inThis.filter((r) => topic?.test(r.context) === true).map((r) => r.id))]
    if (onTopic.length === 1) chosen = inThis.find((r) => r.id === onTopic[0])
    else reason = `names several notes (${ids.join(", ")}) and does not say which holds the matter`
  }
  const ref = chosen ?? refs[0]!
  // Kept strings are copies: a slice of the document's text would keep all of it alive.
  const pointer = {
    item,
    pointer: detached(ref.sentence),
    pointer_start: section.start_offset + ref.start,
    pointer_end: section.start_offset + ref.end,
    // the note named; null when it names several and says of none that it holds the matter
    note: reason !== null && ids.length > 1 ? null : ref.id
  }
  const refused = (why: string): FollowedNote => ({
    item,
    note,
    pointer: { ...pointer, section: null, heading: null, title: null, heading_start: null, reason: detached(why) },
    body: null
  })
  if (reason !== null || chosen === undefined) return refused(reason ?? "names no note")

  const base = /^\d+/.exec(chosen.id)?.[0] ?? chosen.id
  const sub = /^\d+([A-Z])$/.exec(chosen.id)?.[1] ?? null
  const itemLines = [lineAt(starts, section.start_offset), lineAt(starts, Math.max(section.start_offset, section.end_offset - 1))] as const
  const boundaryLines = [...visible.boundaries].sort((a, b) => a - b).map((b) => lineAt(starts, b))
  const styleOk = (h: Heading): boolean => (/^\d/.test(base) ? h.style !== "letter" : h.style !== "number")
  const hasNeighbour = (h: Heading): boolean =>
    headings.some((o) => o !== h && !o.contents && o.style === h.style && Math.abs(order(o.id) - order(h.id)) === 1)

  const locate = (h: Heading): Located => locateNote(h, lines, headings, boundaryLines)

  const named = headings.filter((h) => h.id === base && styleOk(h) && !h.contents && (h.line < itemLines[0] || h.line > itemLines[1]))
  const found = named
    .filter(hasNeighbour)
    .map(locate)
    .filter((l) => l.words >= MIN_NOTE_WORDS)
  const label = `Note ${chosen.id}`
  if (found.length === 0) {
    const alone = named.find((h) => !hasNeighbour(h))
    return refused(
      alone === undefined
        ? `no heading of ${label} found in this document`
        : `“${lines.slice(alone.line, alone.bodyLine).join(" ").slice(0, 80)}” has no note heading numbered beside it: not a sequence of notes whose next one ends it`
    )
  }
  const said = ref.sentence.toLowerCase()
  const titleNamed = (l: Located): boolean => {
    const w = (l.heading.title.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((x) => !/^(?:note|notes|other|certain|with|from)$/.test(x))
    return w.length > 0 && w.every((x) => said.includes(x))
  }
  let pick = found
  if (pick.length > 1 && pick.some(titleNamed)) pick = pick.filter(titleNamed)
  if (pick.length > 1) {
    return refused(`${pick.length} headings of ${label} found (${pick.map((l) => `“${lines[l.heading.line]?.slice(0, 60) ?? ""}”`).join(", ")}) that the pointer does not tell apart`)
  }
  const loc = pick[0]!
  let startLine = loc.heading.bodyLine
  let endLine = loc.endLine
  let part = ""
  let endsAt = loc.endsAt
  if (sub !== null) {
    // "Note 12A": the part "A." of Note 12, to "B." or the note's end
    const isPart = (x: number, letter: string): boolean => {
      const m = LETTERED.exec(lines[x] ?? "")
      return m !== null && m[1] === letter && isTitle((m[2] ?? "").replace(/[.:]$/, "").trim())
    }
    const at = (() => {
      for (let x = startLine; x < endLine; x++) if (isPart(x, sub)) return x
      return -1
    })()
    if (at >= 0) {
      const nextLetter = String.fromCharCode(sub.charCodeAt(0) + 1)
      let to = endLine
      for (let x = at + 1; x < endLine; x++) {
        if (isPart(x, nextLetter)) {
          to = x
          break
        }
      }
      startLine = at
      endsAt = to < endLine ? `“${lines[to]?.slice(0, 80) ?? ""}”` : endsAt
      endLine = to
      part = `; its part “${lines[at]?.slice(0, 60) ?? ""}”`
    } else part = `; no part ${sub} in it, so the whole note`
  }
  const start = starts[startLine] ?? visible.text.length
  const end = Math.max(start, (starts[endLine] ?? visible.text.length + 1) - 1)
  // Inside another extracted section (statements printed under MD&A): that section reads it already.
  const inside = sections.find((s) => s.section_name !== item && Math.min(end, s.end_offset) - Math.max(start, s.start_offset) > (end - start) / 2)
  const headingLine = loc.heading.line
  const headingText = lines.slice(headingLine, loc.heading.bodyLine).join(" ")
  if (end - start > MAX_NOTE_SHARE * visible.text.length) return refused(`${label} would run over ${Math.round(MAX_NOTE_SHARE * 100)} % of the document: its end was not found`)
  if (inside !== undefined) return refused(`${label} (“${headingText.slice(0, 80)}”) lies inside ${inside.section_name} as extracted, which is read already`)
  return {
    item,
    note,
    pointer: {
      ...pointer,
      section: note,
      heading: detached(headingText),
      title: detached(loc.heading.title),
      heading_start: starts[headingLine] ?? 0,
      reason: detached(`heading “${headingText.slice(0, 100)}”${part}; ends at ${endsAt}`)
    },
    body: { start, end, heading: headingText, titleNamed: titleNamed(loc) }
  }
}

// ---- accounting notes, found by their headings -------------------------------------------

/**
 * The notes read by their headings, no item pointing to them (FORMS `ACCOUNTING_NOTE_KEYS`),
 * each with what its title must name. A heading whose title names several kinds is the first
 * kind's ("Organization and Going Concern" is the going-concern note). `not`: titles that name
 * the word for something else ("Investments in Debt Securities", "Revenue").
 */
const ACCOUNTING_NOTES: ReadonlyArray<{ readonly key: SectionKey; readonly title: RegExp; readonly not?: RegExp }> = [
  { key: "going_concern_note", title: /\bgoing concern\b|\bliquidity\b/i, not: /\bliquidity risk\b|\bfair value\b|\bderivative/i },
  {
    key: "restatement_note",
    title: /\brestate(?:d|ments?)?\b|\brevisions?\b|\brevised\b|\bcorrections?\b|\berrors?\b|\bpreviously (?:issued|reported)\b/i,
    not: /\bestimates?\b|\brecently (?:issued|adopted)\b|\baccounting (?:standards|pronouncements)\b/i
  },
  {
    key: "debt_note",
    title: /\bdebts?\b|\bborrowings?\b|\bnotes? payable\b|\bconvertible notes?\b|\bcredit (?:facilit(?:y|ies)|agreements?|lines?)\b|\blines? of credit\b|\bloans? payable\b|\bfinancing arrangements?\b/i,
    not: /\bdebt securities\b|\binvestments?\b|\bmarketable\b|\bdebt and equity securities\b|\bloss(?:es)? on\b/i
  },
  {
    key: "basis_of_presentation_note",
    title: /\bbasis of (?:presentation|preparation)\b|\borgani[sz]ation\b|\bnature of (?:the )?(?:business|operations)\b|\bdescription of (?:the )?business\b/i,
    not: /\brestructuring\b/i
  }
]

export interface AccountingNote {
  readonly note: SectionKey
  readonly start: number
  readonly end: number
  readonly heading: string
  readonly title: string
  readonly reason: string
}

/**
 * The accounting notes of a document (ACCOUNTING_NOTES): for each kind, the first heading in
 * the document whose title names it and that the pointer rules would accept — numbered beside a
 * neighbour of its style, not a contents entry, at least `MIN_NOTE_WORDS` words of body, under
 * 60 % of the document, not inside an extracted section (read there already). Its body runs to
 * the next note heading, as a pointed note's does. A kind with no such heading has no section.
 */
export const findAccountingNotes = (sections: ReadonlyArray<PointingSection>, visible: VisibleText): Array<AccountingNote> => {
  const { lines, starts } = linesOf(visible.text, visible.breaks)
  const headings: Array<Heading> = []
  for (let i = 0; i < lines.length; i++) {
    const h = parseHeading(lines, i)
    if (h !== null && !h.contents) headings.push(h)
  }
  if (headings.length === 0) return []
  const boundaryLines = [...visible.boundaries].sort((a, b) => a - b).map((b) => lineAt(starts, b))
  const hasNeighbour = (h: Heading): boolean => headings.some((o) => o !== h && o.style === h.style && Math.abs(order(o.id) - order(h.id)) === 1)
  const kindOf = (title: string): SectionKey | null =>
    ACCOUNTING_NOTES.find((k) => k.title.test(title) && !(k.not?.test(title) ?? false))?.key ?? null
  const out: Array<AccountingNote> = []
  const taken = new Set<string>()
  for (const h of headings) {
    const key = kindOf(h.title)
    if (key === null || taken.has(key) || !hasNeighbour(h)) continue
    const loc = locateNote(h, lines, headings, boundaryLines)
    if (loc.words < MIN_NOTE_WORDS) continue
    const start = starts[h.bodyLine] ?? visible.text.length
    const end = Math.max(start, (starts[loc.endLine] ?? visible.text.length + 1) - 1)
    if (end - start > MAX_NOTE_SHARE * visible.text.length) continue
    if (sections.some((s) => Math.min(end, s.end_offset) - Math.max(start, s.start_offset) > (end - start) / 2)) continue
    if (out.some((n) => Math.min(end, n.end) - Math.max(start, n.start) > 0)) continue
    const heading = lines.slice(h.line, h.bodyLine).join(" ")
    taken.add(key)
    out.push({ note: key, start, end, heading: detached(heading), title: detached(h.title), reason: detached(`heading “${heading.slice(0, 100)}”; ends at ${loc.endsAt}`) })
  }
  return out
}
