/**
 * Section extractor: document bytes -> visible text -> item headings -> section records.
 * Pure and deterministic: same input, same output.
 *
 * Sections come from the item headings (headings.ts); a required item with no "Item N"
 * heading is taken from a heading line with its title alone; a "Form 10-K (10-Q)
 * Cross-Reference Index" (crossref.ts) replaces sections that are missing, read from the
 * index rows themselves, or shorter than MIN_REQUIRED_WORDS.
 *
 * Section warnings:
 * - `short_section`: status `body` with fewer than SHORT_SECTION_WORDS (50) words.
 * - `extraction_suspect`: a required section (REQUIRED_SECTIONS) with status `body` and
 *   fewer than MIN_REQUIRED_WORDS (200) words; or, for 10-K/10-Q, a section that takes
 *   more than MAX_SECTION_SHARE (60 %) of the visible text (a following heading was
 *   probably missed) or that no later heading or "Signatures" line closes.
 * - `open_ended_boundary`: no later heading closes the section (it ends at "Signatures"
 *   or at the end of the document).
 * - `untitled_heading`: the heading's title is missing or not the item's usual title.
 * - `combined_heading`: the heading covers several items ("Items 1 and 2"), or an 8-K item
 *   with no text of its own shares the text of the heading stacked after it.
 * - `inline_heading`: the heading and the text share a line ("Item 3. Legal Proceedings. None.").
 * - `empty_body`: nothing between the heading and the next one.
 *
 * Filing warnings (FILING_WARNINGS), which scoring turns into confidence penalties:
 * - `missing_required_section`: a key of REQUIRED_SECTIONS[form] was not found
 *   (`not_applicable` and `by_reference` sections count as found).
 * - `short_section`: 10-K/10-Q — a section that scoring reads (risk factors, MD&A,
 *   controls, legal proceedings: SECTION_ROLES) has the `short_section` warning;
 *   8-K — every item with status `body` is short.
 * - `extraction_suspect`: some section has the `extraction_suspect` warning.
 * - `omitted_section`: a key of EXPECTED_SECTIONS[form] that is not required was not
 *   found (10-K Item 9A; 10-Q Part II Items 1 and 1A): the filer left the item out, as a
 *   10-Q may for an item that does not apply, or the extractor missed it. Only when some
 *   section was found (a document with none has `missing_required_section`).
 *
 * extraction_confidence: 0.9 for a heading with the item's usual title, 0.75 for a bare
 * "Item N." heading, 0.6 for an unusual title; -0.05 for an inline or combined heading;
 * +0.05 for a titled body of 200 words or more; then capped at 0.6 when open-ended, 0.5
 * when suspect, 0.4 when short; rounded to two decimals.
 */
import { createHash } from "node:crypto"
import { Effect } from "effect"
import { InvalidRequest } from "../domain/errors.js"
import type { FormType, SectionKey } from "../domain/forms.js"
import { EXPECTED_SECTIONS, REQUIRED_SECTIONS, SECTION_KEYS, SECTION_ROLES } from "../domain/forms.js"
import type { FilingWarning } from "../domain/names.js"
import type { ExtractionMethod, NotePointer, SectionRecord, SectionStatus, SectionWarning, SectionsOutput } from "../domain/sections.js"
import { PARSER_VERSION } from "../domain/versions.js"
import { type CrossReferenceSection, readCrossReference } from "./crossref.js"
import { findFurniture, isBareNumber } from "./furniture.js"
import { findAccountingNotes, followNotePointers } from "./notes.js"
import { type Candidate, chooseHeadings, findCandidates, type HeadingNode, markTableOfContents, normaliseTitle } from "./headings.js"
import { BINARY_PROBE_CHARS, decodedPieces, decodeInput, isWrapped, looksBinary, primaryDocument, WRAPPER_PROBE_CHARS } from "./source.js"
import { classifyStatus, countWords } from "./status.js"
import { LAYOUTS } from "./taxonomy.js"
import { HTML_PROBE_CHARS, htmlPiecesToLineTextSteps, htmlToLinesSteps, lineTextOf, looksLikeHtml, parsedLinesSteps, plainTextToLines } from "./visible.js"
import { type LineText, LineTextBuilder } from "./line-text.js"
import { runSteps, yieldToEventLoop } from "../domain/scheduling.js"
import { detached } from "../domain/strings.js"

export { type CoverFacts, readCoverFacts } from "./cover.js"

/** A section record with its text. */
export type ExtractedSection = SectionRecord & {
  readonly cleaned_text: string
  readonly heading: string
  /** Offsets in `cleaned_text` where a visible line of the document begins (paragraphs, headings). */
  readonly line_starts: ReadonlyArray<number>
}

export interface Extraction {
  readonly form_type: FormType
  /** Found sections in document order; absent sections are omitted. */
  readonly sections: ReadonlyArray<ExtractedSection>
  readonly extraction_warnings: ReadonlyArray<FilingWarning>
  /** Every required section of the form is present (not_applicable and by_reference count). */
  readonly required_sections_present: boolean
  /** Expected sections that are not required and were not found (warning `omitted_section`). */
  readonly omitted_sections: ReadonlyArray<SectionKey>
  /** The document's visible text; section offsets point into it. */
  readonly visible_text: string
  readonly visible_text_length: number
  /** How the input was read. */
  readonly source: { readonly format: "html" | "text"; readonly wrapped: boolean; readonly line_count: number }
}

/** Sections with fewer words than this (status body) are short. */
export const SHORT_SECTION_WORDS = 50
/** A required section with status body and fewer words than this is suspect. */
export const MIN_REQUIRED_WORDS = 200
/** A 10-K/10-Q section taking more than this share of the visible text is suspect. */
export const MAX_SECTION_SHARE = 0.6

const SIGNATURES = /^signatures?[.:]?$/i

interface Located {
  readonly node: HeadingNode
  readonly cand: Candidate
  readonly key: SectionKey
  readonly startLine: number
  readonly startCol: number
  /** First line after the body (the next heading's line, the signatures line, or the end). */
  readonly endLine: number
  readonly openEnded: boolean
  /** The heading had no text of its own and shares the next heading's text. */
  readonly sharedWithNext: boolean
}

/**
 * Extracts the form's sections from a primary document (inline XBRL, classic HTML, plain
 * text, or an EDGAR complete-submission `.txt` file). Throws `InvalidRequest` when the
 * input is not text; any text gives a result (possibly with no sections).
 */
export const extractSections = (input: string | Uint8Array, form: FormType): Extraction =>
  runSteps(extractSectionsSteps(input, form))

/**
 * `extractSections` as steps (the HTML parser is fed a chunk per step), for callers that
 * let other work run between steps. Throws `InvalidRequest` like `extractSections`.
 */
export function* extractSectionsSteps(input: string | Uint8Array, form: FormType): Generator<void, Extraction> {
  // The document's text is only held while its lines are read (in pieces, from bytes).
  const read = yield* visibleLinesSteps(input, form)
  yield
  return extractFromLines(read, form)
}

/** What the line reader hands on: the visible lines (let go by `extractFromLines` once read). */
interface ReadLines {
  lineText: LineText | null
  readonly source: Extraction["source"]
}

function* visibleLinesSteps(input: string | Uint8Array, form: FormType): Generator<void, ReadLines> {
  // whether the fast scanner has read this document's text already and given up on it
  let scannerGaveUp = false
  if (typeof input !== "string") {
    const streamed = yield* htmlBytesToLinesSteps(input)
    if (streamed !== null && streamed !== SCANNER_GAVE_UP) return streamed
    scannerGaveUp = streamed === SCANNER_GAVE_UP
  }
  const decoded = decodeInput(input)
  if (decoded._tag === "NotText") {
    throw new InvalidRequest({ detail: `cannot extract sections: ${decoded.reason}`, errors: [] })
  }
  const doc = primaryDocument(decoded.text, form)
  const html = looksLikeHtml(doc.body)
  const lines = html ? yield* (scannerGaveUp ? parsedLinesSteps(doc.body) : htmlToLinesSteps(doc.body)) : plainTextToLines(doc.body)
  return { lineText: lineTextOf(lines), source: { format: html ? "html" : "text", wrapped: doc.wrapped, line_count: lines.length } }
}

function* andThen(first: string, rest: Iterator<string, void> | null): Generator<string, void> {
  yield first
  if (rest === null) return
  for (let next = rest.next(); next.done !== true; next = rest.next()) yield next.value
}

/**
/** `htmlBytesToLinesSteps` read the document's text and the scanner gave it up (read it with the parser). */
const SCANNER_GAVE_UP = "scanner gave up" as const

/**
 * The lines of an HTML document given as bytes, read from its text in pieces (no string of
 * the whole document) by the fast scanner: the same lines as decoding it whole. Null when the
 * whole text is needed: not UTF-8, binary or plain text, or a complete-submission wrapper;
 * `SCANNER_GAVE_UP` when the scanner leaves the document to the parser (which reads it whole).
 */
function* htmlBytesToLinesSteps(bytes: Uint8Array): Generator<void, ReadLines | typeof SCANNER_GAVE_UP | null> {
  const pieces = decodedPieces(bytes)
  if (pieces === null) return null
  // The start of the text, as far as the checks of the whole text read it.
  let head = ""
  let more = true
  while (head.length < Math.max(BINARY_PROBE_CHARS, WRAPPER_PROBE_CHARS, HTML_PROBE_CHARS)) {
    const next = pieces.next()
    if (next.done === true) {
      more = false
      break
    }
    head += next.value
  }
  if (looksBinary(head) || isWrapped(head) || !looksLikeHtml(head)) return null
  // The visible text is at most as long as the document's text, which has at most a character per byte.
  const lineText = yield* htmlPiecesToLineTextSteps(andThen(head, more ? pieces : null), bytes.length + 1)
  if (lineText === null) return SCANNER_GAVE_UP
  return { lineText, source: { format: "html", wrapped: false, line_count: lineText.count } }
}

/** `extractSections` that yields to the event loop between parser chunks. */
export const extractSectionsCooperatively = (input: string | Uint8Array, form: FormType): Effect.Effect<Extraction, InvalidRequest> =>
  Effect.gen(function* () {
    const steps = extractSectionsSteps(input, form)
    for (;;) {
      const step = yield* Effect.try({
        try: () => steps.next(),
        catch: (e) =>
          e instanceof InvalidRequest ? e : new InvalidRequest({ detail: `cannot extract sections: ${e instanceof Error ? e.message : String(e)}` })
      })
      if (step.done === true) return step.value
      yield* yieldToEventLoop
    }
  })

/** `extractSections` as an Effect, failing with `InvalidRequest` instead of throwing. */
export const extractSectionsEffect = (input: string | Uint8Array, form: FormType): Effect.Effect<Extraction, InvalidRequest> =>
  Effect.try({
    try: () => extractSections(input, form),
    catch: (e) =>
      e instanceof InvalidRequest ? e : new InvalidRequest({ detail: `cannot extract sections: ${String(e)}`, errors: [] })
  })

const extractFromLines = (read: ReadLines, form: FormType): Extraction => {
  const source = read.source
  // The lines as views of the joined text.
  let joined = read.lineText?.text ?? ""
  const joinedStarts = read.lineText?.starts ?? new Int32Array(0)
  const lines: Array<string> = []
  for (let i = 0; i < joinedStarts.length; i++) lines.push(joined.slice(joinedStarts[i]!, i + 1 < joinedStarts.length ? joinedStarts[i + 1]! - 1 : joined.length))
  read.lineText = null
  const layout = LAYOUTS[form]
  const furniture = findFurniture(lines)
  // Read before running headers below join the furniture (they may be the index's own rows).
  const xref = form === "8-K" ? null : readCrossReference(lines, furniture, form, layout)
  const cands = findCandidates(lines, layout)
  markTableOfContents(lines, furniture, cands)
  const chain = chooseHeadings(cands)

  // Locate bodies: from the end of each heading to the next chosen heading.
  const located: Array<Located> = []
  const headingLines = new Set<number>()
  for (const nd of chain) {
    const c = cands[nd.candidate]
    if (c !== undefined) headingLines.add(c.line)
  }
  for (let k = 0; k < chain.length; k++) {
    const nd = chain[k]
    if (nd === undefined || nd.keys.length === 0) continue
    const cand = cands[nd.candidate]
    if (cand === undefined) continue
    const next = chain[k + 1]
    const nextCand = next === undefined ? undefined : cands[next.candidate]
    let endLine = nextCand?.line ?? lines.length
    let openEnded = false
    if (nextCand === undefined) {
      endLine = lines.length
      openEnded = true
      for (let x = cand.bodyLine; x < lines.length; x++) {
        if (SIGNATURES.test(lines[x] ?? "")) {
          endLine = x
          openEnded = false
          break
        }
      }
    }
    // An earlier item's titled heading printed after this one ("ITEM 1. FINANCIAL
    // STATEMENTS" after MD&A) closes it too.
    if (!layout.dotted) {
      for (const c of cands) {
        if (c.line <= cand.line || c.line >= endLine || c.toc || c.kind !== "item" || headingLines.has(c.line)) continue
        if (c.nodes.some((n) => n.titleMatched && n.rankEnd < nd.rankStart && n.keys.length === 0 && c.bodyCol === 0)) {
          endLine = c.line
          openEnded = false
          break
        }
      }
    }
    for (const key of nd.keys) {
      located.push({ node: nd, cand, key, startLine: cand.bodyLine, startCol: cand.bodyCol, endLine, openEnded, sharedWithNext: false })
    }
  }
  // A required item with no "Item N" heading, whose title heads a section of its own (a
  // report that titles its sections without item numbers): from the first such line to the
  // next chosen heading, a later item's title line, or the signatures.
  if (!layout.dotted) {
    for (const key of REQUIRED_SECTIONS[form]) {
      if (located.some((l) => l.key === key)) continue
      const spec = layout.items.find((s) => s.key === key)
      if (spec === undefined) continue
      const later = layout.items.filter((s) => s.rank > spec.rank)
      const isTitleLine = (i: number, re: RegExp): boolean => {
        const l = lines[i] ?? ""
        if (l.length === 0 || l.length > 120 || /\.\s/.test(l) || /\s\d{1,3}$/.test(l) || isBareNumber(lines[i + 1] ?? "")) return false
        return re.test(normaliseTitle(l))
      }
      let start = -1
      for (let i = 0; i < lines.length && start < 0; i++) if (!headingLines.has(i) && isTitleLine(i, spec.title)) start = i
      if (start < 0) continue
      let end = lines.length
      for (let j = start + 1; j < lines.length; j++) {
        if (headingLines.has(j) || SIGNATURES.test(lines[j] ?? "") || later.some((s) => isTitleLine(j, s.title))) {
          end = j
          break
        }
      }
      const node: HeadingNode = { candidate: -1, kind: "item", rankStart: spec.rank, rankEnd: spec.rank, keys: [key], specs: [spec], titleMatched: true, score: 0 }
      const cand: Candidate = { line: start, bodyLine: start + 1, bodyCol: 0, heading: lines[start] ?? "", kind: "item", part: 0, toc: false, nodes: [node] }
      located.push({ node, cand, key, startLine: start + 1, startCol: 0, endLine: end, openEnded: false, sharedWithNext: false })
    }
  }

  // 8-K items stacked with no text between them ("Item 1.01 …; Item 2.03 …") share the text that follows.
  if (layout.dotted) {
    for (let k = located.length - 2; k >= 0; k--) {
      const a = located[k]
      const b = located[k + 1]
      if (a === undefined || b === undefined || b.cand === a.cand) continue
      if (a.startCol > 0 || a.endLine !== b.cand.line) continue
      let text = false
      for (let x = a.startLine; x < a.endLine && !text; x++) text = !furniture[x]
      if (!text) located[k] = { ...a, startLine: b.startLine, startCol: b.startCol, endLine: b.endLine, openEnded: b.openEnded, sharedWithNext: true }
    }
  }

  // Running headers: copies of a section's own heading (or of its part heading) inside its body.
  for (const loc of located) {
    for (const c of cands) {
      if (c.line < loc.startLine || c.line >= loc.endLine || headingLines.has(c.line)) continue
      const same = c.nodes.some((n) => n.rankStart === loc.node.rankStart && n.kind === "item") || c.kind === "part"
      if (same && (lines[c.line] ?? "").length <= 160) {
        furniture[c.line] = 1
        if (c.bodyLine > c.line + 1 && c.bodyCol === 0) for (let x = c.line + 1; x < c.bodyLine; x++) furniture[x] = 1
      }
    }
  }

  // Visible text: every non-furniture line, joined by newlines. It is held with spaces for
  // the newlines (`spaced`, of which the section texts are views; the joined lines themselves
  // when no line is furniture) and the offsets where its lines begin (`breaks`, after the
  // first); the text with newlines is built when read.
  const lineStart = new Array<number>(lines.length + 1)
  const breaks: Array<number> = []
  let kept = 0
  let pos = 0
  for (let i = 0; i < lines.length; i++) {
    lineStart[i] = pos
    if (furniture[i]) continue
    if (kept++ > 0) breaks.push(pos)
    pos += (lines[i] ?? "").length + 1
  }
  lineStart[lines.length] = pos
  let spaced = joined
  if (kept < lines.length) {
    const builder = new LineTextBuilder(pos)
    for (let i = 0; i < lines.length; i++) if (!furniture[i]) builder.push(lines[i] ?? "")
    spaced = builder.build().text
  }
  const visibleLength = spaced.length
  // Where a note read through an item's pointer must end at the latest (notes.ts): the chosen
  // item headings and the signatures.
  const boundaries: Array<number> = []
  if (!layout.dotted) {
    for (const nd of chain) {
      const c = cands[nd.candidate]
      if (c !== undefined) boundaries.push(lineStart[c.line] ?? visibleLength)
    }
    for (let i = 0; i < lines.length; i++) if (!furniture[i] && SIGNATURES.test(lines[i] ?? "")) boundaries.push(lineStart[i] ?? visibleLength)
  }
  // The lines are not needed any more: let them go before the sections are cut and hashed.
  lines.length = 0
  joined = ""

  const slice = (startLine: number, startCol: number, endLine: number) => {
    // A heading on the last line has its (empty) body at the very end, not past it.
    let start = Math.min(visibleLength, (lineStart[startLine] ?? visibleLength) + (furniture[startLine] ? 0 : startCol))
    let end = Math.max(start, Math.min(visibleLength, lineStart[endLine] ?? visibleLength))
    // Trim to the text itself.
    while (start < end && /\s/.test(spaced.charAt(start))) start++
    while (end > start && /\s/.test(spaced.charAt(end - 1))) end--
    // Lines are already collapsed and trimmed: the text is the spaced visible text itself.
    const lineStarts: Array<number> = []
    for (let b = firstAtOrAfter(breaks, start + 1); b < breaks.length && breaks[b]! <= end; b++) lineStarts.push(breaks[b]! - start)
    return { start, end, cleaned: spaced.slice(start, end), lineStarts }
  }

  /** A section's text between two offsets of the visible text, trimmed. */
  const sliceOffsets = (from: number, to: number) => {
    let start = Math.max(0, Math.min(visibleLength, from))
    let end = Math.max(start, Math.min(visibleLength, to))
    while (start < end && /\s/.test(spaced.charAt(start))) start++
    while (end > start && /\s/.test(spaced.charAt(end - 1))) end--
    const lineStarts: Array<number> = []
    for (let b = firstAtOrAfter(breaks, start + 1); b < breaks.length && breaks[b]! <= end; b++) lineStarts.push(breaks[b]! - start)
    return { start, end, cleaned: spaced.slice(start, end), lineStarts }
  }

  let sections: Array<ExtractedSection> = []
  const seen = new Set<string>()
  const allowed = new Set<string>(SECTION_KEYS[form])
  for (const loc of located) {
    if (seen.has(loc.key) || !allowed.has(loc.key)) continue
    seen.add(loc.key)
    const { start, end, cleaned, lineStarts } = slice(loc.startLine, loc.startCol, loc.endLine)
    sections.push(itemRecord(headingFinding(loc, form), form, cleaned, start, end, visibleLength, lineStarts))
  }

  // Document order (a section found by its title alone was added last).
  sections.sort((a, b) => a.start_offset - b.start_offset)

  // A cross-reference index maps the items to the document's own sections: its sections
  // replace the ones item headings gave where those are missing, read from the index
  // rows themselves, or too short to be the item.
  {
    if (xref !== null) {
      const byKey = new Map(sections.map((s) => [s.section_name, s]))
      const headingLine = new Map(located.map((l) => [l.key as string, l.cand.line]))
      const replaced = new Set<string>()
      const added: Array<ExtractedSection> = []
      for (const x of xref.sections) {
        if (!allowed.has(x.key)) continue
        const have = byKey.get(x.key)
        const line = headingLine.get(x.key) ?? -1
        const weak =
          have === undefined ||
          (line >= xref.line && line <= xref.lastLine) ||
          (have.status === "body" && have.word_count < MIN_REQUIRED_WORDS)
        if (!weak) continue
        const { start, end, cleaned, lineStarts } = slice(x.startLine, x.startCol, x.endLine)
        replaced.add(x.key)
        added.push(itemRecord(crossReferenceFinding(x), form, cleaned, start, end, visibleLength, lineStarts))
      }
      if (added.length > 0) {
        sections = [...sections.filter((s) => !replaced.has(s.section_name)), ...added].sort((a, b) => a.start_offset - b.start_offset)
      }
    }
  }

  // An item that only points to a note of this document: the note becomes a section of its own.
  if (!layout.dotted) {
    const followed = followNotePointers(form, sections, { text: spaced, breaks, boundaries })
    if (followed.length > 0) {
      const byItem = new Map(followed.map((f) => [f.item as string, f.pointer]))
      sections = sections.map((s) => {
        const pointer = byItem.get(s.section_name)
        return pointer === undefined ? s : { ...s, note_pointer: pointer }
      })
      for (const f of followed) {
        if (f.body === null || sections.some((s) => s.section_name === f.note)) continue
        const { start, end, cleaned, lineStarts } = sliceOffsets(f.body.start, f.body.end)
        sections.push(noteRecord(f.note, { method: "note_pointer", pointer: f.pointer, titleNamed: f.body.titleNamed }, f.body.heading, cleaned, start, end, lineStarts))
      }
      sections.sort((a, b) => a.start_offset - b.start_offset)
    }
  }

  // The notes that carry accounting events (going concern, basis of presentation, restatement,
  // debt), found by their headings: each a section of its own, read for the accounting flags only.
  if (!layout.dotted && form !== "8-K") {
    const found = findAccountingNotes(sections, { text: spaced, breaks, boundaries })
    for (const n of found) {
      if (!allowed.has(n.note) || sections.some((s) => s.section_name === n.note)) continue
      const { start, end, cleaned, lineStarts } = sliceOffsets(n.start, n.end)
      sections.push(noteRecord(n.note, { method: "note_heading" }, n.heading, cleaned, start, end, lineStarts))
    }
    if (found.length > 0) sections.sort((a, b) => a.start_offset - b.start_offset)
  }

  const present = new Set(sections.map((s) => s.section_name))
  const required = REQUIRED_SECTIONS[form]
  const requiredPresent = required.every((k) => present.has(k))
  const warnings: Array<FilingWarning> = []
  if (!requiredPresent) warnings.push("missing_required_section")
  if (isShortFiling(form, sections)) warnings.push("short_section")
  if (sections.some((s) => s.warnings.includes("extraction_suspect"))) warnings.push("extraction_suspect")
  const omitted = sections.length === 0 ? [] : EXPECTED_SECTIONS[form].filter((k) => !present.has(k) && !required.includes(k))
  if (omitted.length > 0) warnings.push("omitted_section")

  const extraction = {
    form_type: form,
    sections,
    extraction_warnings: warnings,
    required_sections_present: requiredPresent,
    omitted_sections: omitted,
    visible_text: "",
    visible_text_length: visibleLength,
    source
  }
  // Built on each read (a copy of the whole visible text: extractions are kept without it).
  Object.defineProperty(extraction, "visible_text", { enumerable: true, get: () => withNewlines(spaced, breaks) })
  return extraction
}

/** Index of the first element of an ascending array that is at least `value`. */
const firstAtOrAfter = (sorted: ReadonlyArray<number>, value: number): number => {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (sorted[mid]! < value) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** The spaced visible text with its line breaks (the space before each offset of `breaks`) as newlines. */
const withNewlines = (spaced: string, breaks: ReadonlyArray<number>): string => {
  const pieces: Array<string> = []
  let from = 0
  for (const b of breaks) {
    pieces.push(spaced.slice(from, b - 1))
    from = b
  }
  pieces.push(spaced.slice(from))
  return pieces.join("\n")
}

/** SHA-256 (hex) of a text's UTF-8 bytes, fed in pieces (no UTF-8 copy of a whole long text at once). */
const HASH_PIECE = 1 << 20
const sha256Hex = (text: string): string => {
  const hash = createHash("sha256")
  for (let at = 0; at < text.length; ) {
    let end = Math.min(text.length, at + HASH_PIECE)
    // never between the two halves of a surrogate pair
    if (end < text.length) {
      const c = text.charCodeAt(end - 1)
      if (c >= 0xd800 && c <= 0xdbff) end--
    }
    hash.update(text.slice(at, end), "utf8")
    at = end
  }
  return hash.digest("hex")
}

/** Filing-level `short_section` (see the module comment). */
const isShortFiling = (form: FormType, sections: ReadonlyArray<ExtractedSection>): boolean => {
  const short = (s: ExtractedSection): boolean => s.warnings.includes("short_section")
  if (form === "8-K") {
    const bodies = sections.filter((s) => s.status === "body")
    return bodies.length > 0 && bodies.every(short)
  }
  const roles = new Set<string>(Object.values(SECTION_ROLES[form]).filter((k): k is SectionKey => k !== null))
  return sections.some((s) => roles.has(s.section_name) && short(s))
}

/** The record of a section, whichever way it was found. */
const sectionRecord = (
  key: SectionKey,
  method: ExtractionMethod,
  heading: string,
  body: { readonly status: SectionStatus; readonly words: number; readonly cleaned: string },
  span: { readonly start: number; readonly end: number; readonly lineStarts: ReadonlyArray<number> },
  confidence: number,
  warnings: ReadonlyArray<SectionWarning>,
  extra: { readonly note_pointer?: NotePointer } = {}
): ExtractedSection => ({
  section_name: key,
  status: body.status,
  word_count: body.words,
  char_count: body.cleaned.length,
  start_offset: span.start,
  end_offset: span.end,
  extraction_confidence: Math.round(Math.max(0, Math.min(1, confidence)) * 100) / 100,
  extraction_method: method,
  warnings: [...warnings],
  text_hash: sha256Hex(body.cleaned),
  ...extra,
  cleaned_text: body.cleaned,
  heading: detached(heading),
  line_starts: span.lineStarts
})

/**
 * How an item was found, as its record tells it: the finder's own warnings, doubts and
 * confidence, given the body's status and words. The checks every item shares (an empty or
 * short body, a required item too short, a section too large a share of the document) are
 * `itemRecord`'s.
 */
interface ItemFinding {
  readonly key: SectionKey
  readonly method: ExtractionMethod
  readonly heading: string
  /** The status the finder already knows (a cross-reference index says "not applicable"), else read from the body. */
  readonly status: SectionStatus | undefined
  /** Whether the item's share of the document is checked (not for an 8-K's items). */
  readonly shareChecked: boolean
  readonly judge: (body: { readonly status: SectionStatus; readonly words: number }) => {
    readonly warnings: ReadonlyArray<SectionWarning>
    readonly suspect: boolean
    readonly confidence: number
  }
}

const itemRecord = (
  finding: ItemFinding,
  form: FormType,
  cleaned: string,
  start: number,
  end: number,
  visibleLength: number,
  lineStarts: ReadonlyArray<number>
): ExtractedSection => {
  const words = countWords(cleaned)
  const status: SectionStatus = finding.status ?? classifyStatus(cleaned, words)
  const judged = finding.judge({ status, words })
  const warnings: Array<SectionWarning> = []
  if (words === 0) warnings.push("empty_body")
  if (status === "body" && words < SHORT_SECTION_WORDS) warnings.push("short_section")
  warnings.push(...judged.warnings)
  const isRequired = REQUIRED_SECTIONS[form].includes(finding.key)
  const suspect =
    (isRequired && status === "body" && words < MIN_REQUIRED_WORDS) ||
    (finding.shareChecked && visibleLength > 0 && (end - start) / visibleLength > MAX_SECTION_SHARE) ||
    judged.suspect
  if (suspect) warnings.push("extraction_suspect")
  let confidence = judged.confidence
  if (suspect) confidence = Math.min(confidence, 0.5)
  if (warnings.includes("short_section")) confidence = Math.min(confidence, 0.4)
  return sectionRecord(finding.key, finding.method, finding.heading, { status, words, cleaned }, { start, end, lineStarts }, confidence, warnings)
}

/** An item found by its heading in the document's sequence of items. */
const headingFinding = (loc: Located, form: FormType): ItemFinding => {
  const inline = loc.startCol > 0 && loc.startLine === loc.cand.line
  const combined = loc.node.specs.length > 1 || loc.sharedWithNext
  return {
    key: loc.key,
    method: inline ? "item_heading_inline" : "item_heading_sequence",
    heading: loc.cand.heading,
    status: undefined,
    shareChecked: form !== "8-K",
    judge: ({ status, words }) => {
      const warnings: Array<SectionWarning> = []
      if (loc.openEnded) warnings.push("open_ended_boundary")
      if (!loc.node.titleMatched) warnings.push("untitled_heading")
      if (combined) warnings.push("combined_heading")
      if (inline) warnings.push("inline_heading")
      // Confidence: how sure the heading is, capped by what the body looks like.
      let confidence = loc.node.titleMatched ? 0.9 : loc.cand.heading.replace(/^items?\s*[\d.]+[a-d]?\W*/i, "").length === 0 ? 0.75 : 0.6
      if (inline) confidence -= 0.05
      if (combined) confidence -= 0.05
      if (loc.node.titleMatched && status === "body" && words >= MIN_REQUIRED_WORDS) confidence += 0.05
      if (loc.openEnded) confidence = Math.min(confidence, 0.6)
      return { warnings, suspect: form !== "8-K" && loc.openEnded, confidence }
    }
  }
}

/** An item read through the cross-reference index (crossref.ts). */
const crossReferenceFinding = (x: CrossReferenceSection): ItemFinding => ({
  key: x.key,
  method: "cross_reference_index",
  heading: x.heading,
  status: x.status ?? undefined,
  shareChecked: true,
  judge: () => ({ warnings: x.titled ? [] : ["untitled_heading"], suspect: false, confidence: x.titled ? 0.8 : 0.6 })
})

/**
 * A note extracted as a section of its own: through an item's pointer (`note_pointer`,
 * confidence 0.85 when the pointer's title was found in the heading, else 0.75) or found by its
 * heading (notes.ts `findAccountingNotes`: `note_heading`, 0.75, the heading's title alone
 * says what it holds). A note carries no filing-level warning.
 */
const noteRecord = (
  key: SectionKey,
  found: { readonly method: "note_pointer"; readonly pointer: NotePointer; readonly titleNamed: boolean } | { readonly method: "note_heading" },
  heading: string,
  cleaned: string,
  start: number,
  end: number,
  lineStarts: ReadonlyArray<number>
): ExtractedSection => {
  const words = countWords(cleaned)
  return sectionRecord(
    key,
    found.method,
    heading,
    { status: classifyStatus(cleaned, words), words, cleaned },
    { start, end, lineStarts },
    found.method === "note_pointer" && found.titleNamed ? 0.85 : 0.75,
    [],
    found.method === "note_pointer" ? { note_pointer: found.pointer } : {}
  )
}

/** The SPEC §5 JSON shape of an extraction (`cleaned_text` only when asked). */
export const toSectionsOutput = (extraction: Extraction, options: { readonly includeText: boolean }): SectionsOutput => ({
  form_type: extraction.form_type,
  sections: extraction.sections.map((s) => {
    const base = {
      section_name: s.section_name,
      status: s.status,
      word_count: s.word_count,
      char_count: s.char_count,
      start_offset: s.start_offset,
      end_offset: s.end_offset,
      extraction_confidence: s.extraction_confidence,
      extraction_method: s.extraction_method,
      warnings: s.warnings,
      text_hash: s.text_hash,
      ...(s.note_pointer === undefined ? {} : { note_pointer: s.note_pointer })
    }
    return options.includeText ? { ...base, cleaned_text: s.cleaned_text } : base
  }),
  extraction_warnings: extraction.extraction_warnings,
  versions: { parser_version: PARSER_VERSION }
})
