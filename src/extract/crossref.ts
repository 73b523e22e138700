/**
 * Cross-reference index: some large filers organise the report around their own
 * structure and map each form item to their own sections in a "Form 10-K (10-Q)
 * Cross-Reference Index" table (item -> pages, "Not applicable", or a footnote that
 * incorporates it by reference from another document).
 *
 * 1. The index: a line "Form 10-K Cross-Reference Index" (or 10-Q) followed by rows
 *    "Item 1A. Risk Factors 27-36" — the locator on the same line or on the lines after,
 *    as page lists ("Pages 3-9, 20", "Page 68 (a)"), "Not applicable"/"None", or a
 *    footnote marker whose footnote ("(a) Incorporated by reference to …") follows the
 *    table. Of several such titles (a contents entry, the table itself), the one with the
 *    most item rows is the index; it needs at least `MIN_ROWS` rows.
 * 2. Pages: the document's printed page numbers — page-number lines or a repeated footer
 *    ending in the number ("2023 FORM 10-K 27") — that run in sequence through the
 *    document; a line is on the page whose footer follows it.
 * 3. An item mapped to pages starts at the first heading on those pages (or the page
 *    before) that carries the item's usual title or one of its other known titles
 *    (titles.ts): a heading line of its own, or an upper-case run-in heading
 *    ("RISK FACTORS. The following …"). Without one it starts at the top of its first
 *    page (an untitled start). It ends at the end of its last page — the end of the page
 *    range holding the start; when no row of the index gives a range, page numbers are
 *    start pages and the item runs to the next item's start — and, in any case, at the
 *    next titled start of another item inside it.
 * 4. An item the index marks "Not applicable"/"None" is `not_applicable`; one whose
 *    locator is only a footnote or an "incorporated by reference" note is
 *    `by_reference` (its text is the index row's locator).
 */
import type { FormType, SectionKey } from "../domain/forms.js"
import { isBareNumber, parsePageNumber } from "./furniture.js"
import { normaliseTitle } from "./headings.js"
import type { FormLayout, ItemSpec } from "./taxonomy.js"
import { otherTitles } from "./titles.js"

/** Fewest item rows for a table to count as a cross-reference index. */
export const MIN_ROWS = 5
/** Lines read after the index title. */
const MAX_INDEX_LINES = 160

const INDEX_TITLE = /^form 10-?([kq]) cross[- ]?reference index\b/i
const ROW = /^items?\s*(\d{1,2})([a-d])?\b\.?\s*(.*)$/i
const PART = /^part\s+(iv|i{1,3})\b/i
const FOOTNOTE = /^\(([a-z])\)\s*[-–—]?\s*(.+)$/i
const PAGE_LIST =
  /(?:^|\s)((?:pages?\s*)?\d{1,3}(?:\s*[-–]\s*\d{1,3})?(?:\s*,\s*(?:pages?\s*)?\d{1,3}(?:\s*[-–]\s*\d{1,3})?)*)\s*(?:,?\s*\(([a-z])\))?\s*$/i
const NOT_APPLICABLE = /\b(?:not applicable|none|omitted)\b/i
const MARKER = /\(([a-z])\)\s*$/i
const BY_REFERENCE = /\bincorporated\b[^.]{0,80}\bby reference\b/i

export interface IndexRow {
  readonly id: string
  readonly part: number
  /** First and last line of the row (inclusive). */
  readonly line: number
  readonly lastLine: number
  /** The row as printed, on one line. */
  readonly text: string
  /** Where the locator starts: line and column. */
  readonly locatorLine: number
  readonly locatorCol: number
  /** Page ranges, in the order printed. */
  readonly pages: ReadonlyArray<readonly [number, number]>
  readonly notApplicable: boolean
  /** The footnotes the row's markers point to, or an "incorporated by reference" note in the row. */
  readonly references: ReadonlyArray<string>
}

export interface CrossReferenceSection {
  readonly key: SectionKey
  readonly row: IndexRow
  readonly startLine: number
  readonly startCol: number
  /** First line after the section. */
  readonly endLine: number
  /** Status from the index; null when the section has a text of its own to classify. */
  readonly status: "not_applicable" | "by_reference" | null
  /** The start is a heading with the item's title (not the top of a page). */
  readonly titled: boolean
  readonly heading: string
}

export interface CrossReference {
  /** The index title line and the index's last line. */
  readonly line: number
  readonly lastLine: number
  readonly rows: ReadonlyArray<IndexRow>
  readonly sections: ReadonlyArray<CrossReferenceSection>
}

const partNumber = (s: string): number => ({ i: 1, ii: 2, iii: 3, iv: 4 })[s.toLowerCase()] ?? 0

const parsePages = (list: string): Array<readonly [number, number]> => {
  const out: Array<readonly [number, number]> = []
  for (const m of list.matchAll(/(\d{1,3})(?:\s*[-–]\s*(\d{1,3}))?/g)) {
    const a = Number(m[1])
    const b = m[2] === undefined ? a : Number(m[2])
    if (b >= a) out.push([a, b])
  }
  return out
}

/** Reads the rows after an index title at line `at`. */
const readRows = (lines: ReadonlyArray<string>, furniture: Uint8Array, at: number, form: FormType): { rows: Array<IndexRow>; lastLine: number } => {
  interface Draft {
    id: string
    part: number
    line: number
    lastLine: number
    parts: Array<string>
    locatorLine: number
    locatorCol: number
    pages: Array<readonly [number, number]>
    notApplicable: boolean
    markers: Array<string>
    notes: Array<string>
  }
  const drafts: Array<Draft> = []
  const footnotes = new Map<string, string>()
  let part = form === "10-Q" ? 1 : 0
  let last = at
  const end = Math.min(lines.length, at + MAX_INDEX_LINES)
  for (let i = at + 1; i < end; i++) {
    const line = lines[i] ?? ""
    if (line.length > 400 || /^pursuant to\b/i.test(line) || INDEX_TITLE.test(line)) break
    if (furniture[i]) continue
    const fn = FOOTNOTE.exec(line)
    if (fn !== null && drafts.length > 0) {
      footnotes.set((fn[1] ?? "").toLowerCase(), fn[2] ?? "")
      last = i
      continue
    }
    const pm = PART.exec(line)
    if (pm !== null && line.length < 80) {
      if (form === "10-Q") part = partNumber(pm[1] ?? "")
      last = i
      continue
    }
    const rm = ROW.exec(line)
    const cur = drafts[drafts.length - 1]
    if (rm !== null) {
      drafts.push({
        id: `${Number(rm[1])}${(rm[2] ?? "").toUpperCase()}`,
        part,
        line: i,
        lastLine: i,
        parts: [line],
        locatorLine: i,
        locatorCol: -1,
        pages: [],
        notApplicable: false,
        markers: [],
        notes: []
      })
    } else if (cur !== undefined && line.length <= 200 && !/^signatures?\b/i.test(line)) {
      cur.parts.push(line)
      cur.lastLine = i
    } else if (/^signatures?\b/i.test(line)) {
      // "Signatures 87" closes the item rows; footnotes may follow.
      last = i
      continue
    } else if (drafts.length > 0) break
    else continue
    last = i
    const d = drafts[drafts.length - 1]
    if (d === undefined) continue
    // Locator on this line: a page list at its end, "Not applicable", a marker, a note.
    const body = d.line === i ? (rm?.[3] ?? "") : line
    const offset = line.length - body.length
    const pl = PAGE_LIST.exec(body)
    if (pl !== null && pl[1] !== undefined) {
      d.pages.push(...parsePages(pl[1].replace(/pages?/gi, "")))
      if (pl[2] !== undefined) d.markers.push(pl[2].toLowerCase())
      if (d.locatorCol < 0) {
        d.locatorLine = i
        d.locatorCol = offset + pl.index + (pl[0].length - pl[0].trimStart().length)
      }
      continue
    }
    const na = NOT_APPLICABLE.exec(body)
    const mk = MARKER.exec(body)
    const ref = BY_REFERENCE.exec(body)
    if (na !== null) d.notApplicable = true
    if (mk !== null) d.markers.push((mk[1] ?? "").toLowerCase())
    if (ref !== null) d.notes.push(body)
    const first = [na, mk, ref].filter((m): m is RegExpExecArray => m !== null).map((m) => m.index)
    if (first.length > 0 && d.locatorCol < 0) {
      d.locatorLine = i
      d.locatorCol = offset + Math.min(...first)
    }
  }
  const rows = drafts.map(
    (d): IndexRow => ({
      id: d.id,
      part: d.part,
      line: d.line,
      lastLine: d.lastLine,
      text: d.parts.join(" "),
      locatorLine: d.locatorCol < 0 ? d.lastLine : d.locatorLine,
      locatorCol: Math.max(0, d.locatorCol),
      pages: d.pages,
      notApplicable: d.notApplicable && d.pages.length === 0,
      references: [...d.markers.flatMap((m) => (footnotes.has(m) ? [footnotes.get(m) ?? ""] : [])), ...d.notes]
    })
  )
  return { rows, lastLine: last }
}

/** Finds the index (see the module comment). */
export const findIndex = (lines: ReadonlyArray<string>, furniture: Uint8Array, form: FormType): { line: number; lastLine: number; rows: Array<IndexRow> } | null => {
  if (form === "8-K") return null
  const letter = form === "10-K" ? "k" : "q"
  let best: { line: number; lastLine: number; rows: Array<IndexRow> } | null = null
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? ""
    if (line.length > 80 || (line.charCodeAt(0) | 0x20) !== 0x66 /* f */) continue
    const m = INDEX_TITLE.exec(line)
    if (m === null || (m[1] ?? "").toLowerCase() !== letter) continue
    const read = readRows(lines, furniture, i, form)
    if (read.rows.length >= MIN_ROWS && (best === null || read.rows.length > best.rows.length)) best = { line: i, ...read }
  }
  return best
}

interface Marker {
  readonly line: number
  readonly value: number
}

/** Page-number lines closer than this to the next one belong to a contents list. */
const DENSE_LINES = 4

/**
 * Printed page numbers that run in sequence (the longest run of steps of 1 or 2), and
 * the last line of the contents list before them (-1 when there is none).
 */
export const pageMarkers = (lines: ReadonlyArray<string>): { readonly markers: ReadonlyArray<Marker>; readonly contentsEnd: number } => {
  // Footers with text: a short line ending in a number whose text without digits repeats.
  const shape = (l: string): string | null => (l.length <= 80 && /\s\d{1,3}$/.test(l) ? l.replace(/\d+/g, "#").toLowerCase() : null)
  const counts = new Map<string, number>()
  for (const l of lines) {
    const s = shape(l)
    if (s !== null) counts.set(s, (counts.get(s) ?? 0) + 1)
  }
  const cands: Array<Marker> = []
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i] ?? ""
    const p = parsePageNumber(l)
    if (p !== null && p.prefix === "") {
      cands.push({ line: i, value: p.value })
      continue
    }
    const s = shape(l)
    if (s !== null && (counts.get(s) ?? 0) >= 5) cands.push({ line: i, value: Number(/(\d{1,3})$/.exec(l)?.[1] ?? 0) })
  }
  // A contents list prints its page numbers every other line: those are not footers.
  // Runs of at least three numbers, each within DENSE_LINES of the next (a near-empty page
  // alone does not make a run).
  const inRun = new Uint8Array(cands.length)
  for (let k = 0; k < cands.length; ) {
    let j = k
    while (j + 1 < cands.length && (cands[j + 1]?.line ?? 0) - (cands[j]?.line ?? 0) < DENSE_LINES) j++
    if (j - k + 1 >= 3) for (let x = k; x <= j; x++) inRun[x] = 1
    k = j + 1
  }
  const dense = (k: number): boolean => inRun[k] === 1
  const kept = cands.filter((_, k) => !dense(k))
  const contentsEnd = cands.filter((_, k) => dense(k) && (cands[k]?.line ?? 0) < (kept[0]?.line ?? 0)).reduce((m, c) => Math.max(m, c.line), -1)
  const chain = longestRun(kept)
  return { markers: chain.length >= 5 ? chain : [], contentsEnd }
}

/** The longest run of markers whose values rise by 1 or 2. */
const longestRun = (cands: ReadonlyArray<Marker>): Array<Marker> => {
  const len = new Array<number>(cands.length).fill(1)
  const prev = new Array<number>(cands.length).fill(-1)
  const lastAt = new Map<number, number>()
  for (let k = 0; k < cands.length; k++) {
    const c = cands[k]
    if (c === undefined) continue
    for (const step of [1, 2]) {
      const j = lastAt.get(c.value - step)
      if (j !== undefined && (len[j] ?? 0) + 1 > (len[k] ?? 0)) {
        len[k] = (len[j] ?? 0) + 1
        prev[k] = j
      }
    }
    const cur = lastAt.get(c.value)
    if (cur === undefined || (len[k] ?? 0) >= (len[cur] ?? 0)) lastAt.set(c.value, k)
  }
  let end = -1
  for (let k = 0; k < cands.length; k++) if (end < 0 || (len[k] ?? 0) > (len[end] ?? 0)) end = k
  const chain: Array<Marker> = []
  for (let k = end; k >= 0; k = prev[k] ?? -1) {
    const c = cands[k]
    if (c !== undefined) chain.push(c)
  }
  return chain.reverse()
}

/** Page of every line: the value of the next page marker (footers close their page). */
const pageOfLines = (n: number, markers: ReadonlyArray<Marker>): Int32Array => {
  const out = new Int32Array(n)
  let k = markers.length - 1
  let next = (markers[k]?.value ?? 0) + 1
  for (let i = n - 1; i >= 0; i--) {
    while (k >= 0 && (markers[k]?.line ?? -1) >= i) {
      next = markers[k]?.value ?? next
      k--
    }
    out[i] = next
  }
  return out
}

/** A heading for `spec` on line `line`: the column where its text begins, or -1. */
const headingAt = (line: string, titles: ReadonlyArray<RegExp>): number => {
  if (line.length === 0) return -1
  if (line.length <= 100 && !/\.\s/.test(line)) {
    const norm = normaliseTitle(line.replace(/[.:]$/, ""))
    if (titles.some((t) => t.test(norm))) return line.length
  }
  const m = /^([^.:]{3,100})[.:]\s+\S/.exec(line)
  if (m !== null) {
    const seg = m[1] ?? ""
    if (seg === seg.toUpperCase() && /[A-Z]/.test(seg) && titles.some((t) => t.test(normaliseTitle(seg)))) return seg.length + 1
  }
  return -1
}

/** Reads the index and maps its items to the document's own sections (see the module comment). */
export const readCrossReference = (lines: ReadonlyArray<string>, furniture: Uint8Array, form: FormType, layout: FormLayout): CrossReference | null => {
  const index = findIndex(lines, furniture, form)
  if (index === null) return null
  const { markers, contentsEnd } = pageMarkers(lines)
  const pages = pageOfLines(lines.length, markers)
  const anyRange = index.rows.some((r) => r.pages.some(([a, b]) => b > a))
  // Contents entries are a title followed by a page number: never a section heading.
  const bare = (i: number): boolean => isBareNumber(lines[i] ?? "")
  const isContentsEntry = (i: number): boolean =>
    bare(i + 1) || /\s(?:\d{1,3}|pages?)$/i.test(lines[i] ?? "") || (bare(i - 1) && bare(i + 2))
  const specOf = (row: IndexRow): ItemSpec | undefined =>
    layout.items.find((s) => s.id === row.id && (form !== "10-Q" || s.part === row.part))

  interface Start {
    readonly row: IndexRow
    readonly spec: ItemSpec
    readonly line: number
    readonly col: number
    readonly titled: boolean
    readonly lastPage: number | null
  }
  const starts: Array<Start> = []
  for (const row of index.rows) {
    const spec = specOf(row)
    if (spec === undefined || row.pages.length === 0 || markers.length === 0) continue
    const other = otherTitles(form, spec.part, spec.id)
    // "Business" alone: the usual title's prefix would also take "Business Combinations".
    const usual = form === "10-K" && spec.id === "1" ? /^(?:description of )?business$/ : spec.title
    const titles = other === null ? [usual] : [usual, other]
    let found: { line: number; col: number } | null = null
    const ordered = [...row.pages].sort((x, y) => x[0] - y[0])
    for (const [a, b] of ordered) {
      for (let i = 0; i < lines.length && found === null; i++) {
        const p = pages[i] ?? 0
        if (p < a - 1 || p > b || furniture[i] || (i >= index.line && i <= index.lastLine) || isContentsEntry(i)) continue
        const col = headingAt(lines[i] ?? "", titles)
        if (col >= 0) found = { line: i, col }
      }
      if (found !== null) break
    }
    // Merged ranges (adjacent or overlapping): the item's extent around its start.
    const merged: Array<[number, number]> = []
    for (const [a, b] of ordered) {
      const m = merged[merged.length - 1]
      if (m !== undefined && a <= m[1] + 1) m[1] = Math.max(m[1], b)
      else merged.push([a, b])
    }
    if (found !== null) {
      const p = pages[found.line] ?? 0
      const range = merged.find(([a, b]) => p >= a - 1 && p <= b)
      starts.push({ row, spec, line: found.line, col: found.col, titled: true, lastPage: anyRange && range !== undefined ? range[1] : null })
      continue
    }
    const first = merged[0]
    if (first === undefined) continue
    let top = -1
    for (let i = 0; i < lines.length; i++) {
      if (i > contentsEnd && (pages[i] ?? 0) >= first[0] && (pages[i] ?? 0) <= first[1] && !furniture[i] && !(i >= index.line && i <= index.lastLine)) {
        top = i
        break
      }
    }
    if (top >= 0) starts.push({ row, spec, line: top, col: 0, titled: false, lastPage: anyRange ? first[1] : null })
  }

  const sections: Array<CrossReferenceSection> = []
  const keyed = new Set<string>()
  for (const row of index.rows) {
    const spec = specOf(row)
    if (spec === undefined || spec.key === null || keyed.has(spec.key)) continue
    const st = starts.find((s) => s.row === row)
    if (st !== undefined) {
      let endLine = lines.length
      if (st.lastPage !== null) {
        for (let i = st.line + 1; i < lines.length; i++) {
          if ((pages[i] ?? 0) > st.lastPage) {
            endLine = i
            break
          }
        }
      }
      for (const o of starts) {
        if (o === st || o.line <= st.line || o.line >= endLine) continue
        if (o.titled || st.lastPage === null) endLine = o.line
      }
      if (index.line > st.line && index.line < endLine) endLine = index.line
      keyed.add(spec.key)
      sections.push({
        key: spec.key,
        row,
        startLine: st.line,
        startCol: st.col >= (lines[st.line] ?? "").length ? 0 : st.col,
        endLine,
        status: null,
        titled: st.titled,
        heading: st.titled ? (lines[st.line] ?? "").slice(0, st.col).trim() || (lines[st.line] ?? "") : row.text
      })
      // A heading line of its own: the text starts on the next line.
      const lastSection = sections[sections.length - 1]
      if (lastSection !== undefined && st.titled && st.col >= (lines[st.line] ?? "").length) {
        sections[sections.length - 1] = { ...lastSection, startLine: st.line + 1, startCol: 0 }
      }
      continue
    }
    const status = row.references.length > 0 ? "by_reference" : row.notApplicable ? "not_applicable" : null
    if (status === null) continue
    keyed.add(spec.key)
    sections.push({
      key: spec.key,
      row,
      startLine: row.locatorLine,
      startCol: row.locatorCol,
      endLine: row.lastLine + 1,
      status,
      titled: true,
      heading: row.text
    })
  }
  return { line: index.line, lastLine: index.lastLine, rows: index.rows, sections }
}
