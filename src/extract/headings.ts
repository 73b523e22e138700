/**
 * Item headings: candidates, table-of-contents detection and the choice of one
 * heading per item.
 *
 * 1. Candidates are lines that start with `Item <n>` (or `Items <n> and <m>`, or an
 *    8-K `Item <n>.<nn>`) or `PART <I-IV>`. The title is read from the rest of the line,
 *    or from the next line when the number stands alone (`Item 1A.` / `Risk Factors`).
 *    No space is needed between number and title (`ITEM 1A.RISK FACTORS`); trailing
 *    colons and upper case are fine. Lines that continue like a sentence
 *    (`Item 1A of our annual report …`) are cross-references, not headings.
 * 2. Table-of-contents entries are dropped: a run of three or more headings with
 *    nothing but page numbers between them, a heading followed straight away by another
 *    heading when its item appears again later, a heading followed directly by a page
 *    number, or a heading that ends in a page number or dot leaders.
 * 3. From what is left, one increasing sequence in the form's item order is chosen
 *    (maximum total score; ties go to the earliest heading). Cross-references and
 *    running headers that repeat an item heading cannot join it out of order, and a
 *    repeated copy loses to the first one.
 */
import type { SectionKey } from "../domain/forms.js"
import { isBareNumber } from "./furniture.js"
import type { FormLayout, ItemSpec } from "./taxonomy.js"

export interface HeadingNode {
  /** Index of the candidate this node interprets. */
  readonly candidate: number
  readonly kind: "item" | "part"
  readonly rankStart: number
  readonly rankEnd: number
  /** Section keys this heading opens (several for combined headings). */
  readonly keys: ReadonlyArray<SectionKey>
  readonly specs: ReadonlyArray<ItemSpec>
  readonly titleMatched: boolean
  readonly score: number
}

export interface Candidate {
  /** First line of the heading. */
  readonly line: number
  /** Line where the body starts, and the column in it (non-zero for a heading that runs into its text). */
  readonly bodyLine: number
  readonly bodyCol: number
  readonly heading: string
  readonly kind: "item" | "part"
  /** Part number for part headings. */
  readonly part: number
  toc: boolean
  readonly nodes: Array<HeadingNode>
}

const TITLE_SCORE_MATCHED = 10
const TITLE_SCORE_EMPTY = 6
const TITLE_SCORE_UNKNOWN = 3
const PART_SCORE = 4
/** Longest rest of a line that still counts as a heading by itself. */
const MAX_HEADING_REST = 200

const ITEM_HEAD = /^items?\s*(\d{1,2})([a-d])?/i
const ITEM_HEAD_DOTTED = /^items?\s*(\d{1,2})\s?\.\s?(\d{2})(?!\d)/i
const MORE_ITEMS = /^\s*(?:,|and|&|through|to|-|–|—)\s*(?:items?\s*)?(\d{1,2})([a-d])?(?![a-z0-9])/i
const MORE_ITEMS_DOTTED = /^\s*(?:,|and|&|through|to|-|–|—)\s*(?:items?\s*)?(\d{1,2})\s?\.\s?(\d{2})(?!\d)/i
const PART_HEAD = /^part\s*(iv|i{1,3}|[1-4])(?![a-z0-9])(.*)$/i
const REFERENCE_WORDS = /\b(?:of (?:this|our|the|its) |incorporated|herein|refer to|see )/i
const LEAD_PUNCT = /^[\s.:\-–—)]+/

/** Lower case, straight quotes, collapsed, without leading punctuation or quotes. */
export const normaliseTitle = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/[“”"]/g, "")
    .replace(/\s+/g, " ")
    .replace(/^[\s.:\-–—)]+/, "")
    .trim()

interface ParsedItems {
  readonly ids: ReadonlyArray<string>
  /** "Items 10 through 14" (a range) rather than "Items 1 and 2" (a list). */
  readonly range: boolean
  /** Index in the text where the title starts. */
  readonly restIndex: number
}

/** `Item 1A.`, `Items 1 and 2.`, `Item 2.02`: the item ids and where the title starts. */
const parseItems = (text: string, layout: FormLayout): ReadonlyArray<ParsedItems> => {
  if (layout.dotted) {
    const m = ITEM_HEAD_DOTTED.exec(text)
    if (m === null) return []
    const ids = [`${Number(m[1])}.${m[2] ?? ""}`]
    let idx = m[0].length
    let range = false
    for (let k = 0; k < 6; k++) {
      const more = MORE_ITEMS_DOTTED.exec(text.slice(idx))
      if (more === null) break
      ids.push(`${Number(more[1])}.${more[2] ?? ""}`)
      range ||= isRangeWord(more[0])
      idx += more[0].length
    }
    return [{ ids, range, restIndex: idx }]
  }
  const m = ITEM_HEAD.exec(text)
  if (m === null) return []
  const num = String(Number(m[1]))
  const out: Array<ParsedItems> = []
  const letter = m[2]
  const afterLetter = text.charAt(m[0].length)
  if (letter !== undefined) {
    // "1A" then a non-letter: item 1A. "1Business": item 1 with the title glued on.
    out.push(withMore(text, [num + letter.toUpperCase()], m[0].length))
    if (/[a-z]/i.test(afterLetter)) out.push(withMore(text, [num], m[0].length - 1))
  } else {
    const next = text.charAt(m[0].length)
    if (/\d/.test(next)) return []
    out.push(withMore(text, [num], m[0].length))
  }
  return out
}

const isRangeWord = (joint: string): boolean => /through|to|-|–|—/i.test(joint.replace(/\d+/g, ""))

const withMore = (text: string, ids: Array<string>, start: number): ParsedItems => {
  let idx = start
  let range = false
  for (let k = 0; k < 6; k++) {
    const more = MORE_ITEMS.exec(text.slice(idx))
    if (more === null) break
    ids.push(String(Number(more[1])) + (more[2] ?? "").toUpperCase())
    range ||= isRangeWord(more[0])
    idx += more[0].length
  }
  return { ids, range, restIndex: idx }
}

/**
 * Specs for the item ids of a heading, per part: a range ("Items 10 through 14") covers
 * everything ranked between its ends; a list ("Items 1 and 2") covers the items named.
 */
const specsFor = (ids: ReadonlyArray<string>, layout: FormLayout, range = false): ReadonlyArray<ReadonlyArray<ItemSpec>> => {
  const first = ids[0]
  const last = ids[ids.length - 1]
  if (first === undefined || last === undefined) return []
  const out: Array<ReadonlyArray<ItemSpec>> = []
  for (const a of layout.items) {
    if (a.id !== first) continue
    if (ids.length === 1) {
      out.push([a])
      continue
    }
    const b = layout.items.find((s) => s.id === last && s.part === a.part && s.rank >= a.rank)
    if (b === undefined) continue
    out.push(
      range
        ? layout.items.filter((s) => s.part === a.part && s.rank >= a.rank && s.rank <= b.rank)
        : layout.items.filter((s) => s.part === a.part && s.rank >= a.rank && ids.includes(s.id))
    )
  }
  return out
}

/** A line (up to the heading length limit) that starts with the expected title of one of these items. */
const isKnownTitle = (line: string, ids: ReadonlyArray<string>, layout: FormLayout): boolean => {
  if (line.length > MAX_HEADING_REST + 60) return false
  const norm = normaliseTitle(line)
  return specsFor(ids, layout).some((specs) => specs[0]?.title.test(norm) === true)
}

const looksLikeTitleLine = (line: string): boolean => {
  if (line.length === 0 || line.length > MAX_HEADING_REST) return false
  if (isBareNumber(line)) return false
  if (/^(?:items?\s*\d|part\s*(?:iv|i{1,3})(?![a-z]))/i.test(line)) return false
  const first = line.replace(/^["“'‘(\[]+/, "").charAt(0)
  if (first === "" || first !== first.toUpperCase() || /\d/.test(first)) return false
  return line.length <= 120 && (!/[.;]$/.test(line) || line.length <= 60)
}

interface ItemParse {
  readonly bodyLine: number
  readonly bodyCol: number
  readonly heading: string
  readonly nodes: Array<HeadingNode>
}

/** Reads an item heading starting at column `col` of line `i`. */
const readItemHeading = (
  lines: ReadonlyArray<string>,
  i: number,
  col: number,
  layout: FormLayout,
  candidate: number
): ItemParse | null => {
  const line = lines[i] ?? ""
  let text = line.slice(col)
  let headLines = 1
  if (/^items?$/i.test(text) && i + 1 < lines.length) {
    text = `${text} ${lines[i + 1] ?? ""}`
    headLines = 2
  }
  const readings: Array<ItemParse> = []
  for (const parsed of parseItems(text, layout)) {
    const restRaw = text.slice(parsed.restIndex)
    const lead = LEAD_PUNCT.exec(restRaw)?.[0].length ?? 0
    const rest = restRaw.slice(lead)
    let title = rest
    let splitTitle = false
    if (rest.length === 0) {
      const next = lines[i + headLines]
      if (next !== undefined && (looksLikeTitleLine(next) || isKnownTitle(next, parsed.ids, layout))) {
        title = next
        splitTitle = true
      }
    } else {
      const firstChar = rest.charAt(0)
      if (/[,;]/.test(firstChar)) continue
      if (/[a-z]/.test(firstChar) && !/^[a-z]\)/.test(rest)) continue
    }
    const norm = normaliseTitle(title)
    // Body position: after the heading lines, or inside the line for a heading that runs into its text.
    const restStart = col + (headLines === 1 ? parsed.restIndex + lead : 0)
    for (const specs of specsFor(parsed.ids, layout, parsed.range)) {
      const head = specs[0]
      // A list heading ("Items 1 and 2") may be followed by items ranked between its members
      // ("Item 1A"); a range heading covers them.
      const tail = parsed.range ? specs[specs.length - 1] : head
      if (head === undefined || tail === undefined) continue
      const m = norm.length > 0 ? head.title.exec(norm) : null
      const matched = m !== null
      let bodyLine = i + headLines + (splitTitle ? 1 : 0)
      let bodyCol = 0
      if (!splitTitle && rest.length > 0 && headLines === 1) {
        const at = matched ? inlineBodyStart(rest, Math.max(0, m[0].length - 2)) : -1
        if (at >= 0) {
          bodyLine = i
          bodyCol = restStart + at
        } else if (rest.length > MAX_HEADING_REST) {
          // A long line that is not "title. text": an 8-K item may start its text right
          // after the number; anything else is a sentence that mentions an item.
          if (!layout.dotted || matched) continue
          bodyLine = i
          bodyCol = restStart
        } else if (!matched && REFERENCE_WORDS.test(rest)) continue
      }
      const score = matched ? TITLE_SCORE_MATCHED : norm.length === 0 ? TITLE_SCORE_EMPTY : TITLE_SCORE_UNKNOWN
      const heading = collapse(splitTitle ? `${text} ${title}` : bodyLine === i ? line.slice(col, bodyCol) : text)
      readings.push({
        bodyLine,
        bodyCol,
        heading,
        nodes: [
          {
            candidate,
            kind: "item",
            rankStart: head.rank,
            rankEnd: tail.rank,
            keys: specs.flatMap((s) => (s.key === null ? [] : [s.key])),
            specs,
            titleMatched: matched,
            score
          }
        ]
      })
    }
  }
  if (readings.length === 0) return null
  // Readings with a recognised title win; readings sharing the winner's body position are kept
  // as alternatives (e.g. 10-Q "Item 2" with no title: Part I or Part II).
  const anyMatched = readings.some((r) => r.nodes.some((n) => n.titleMatched))
  const usable = anyMatched ? readings.filter((r) => r.nodes.some((n) => n.titleMatched)) : readings
  const first = usable[0]
  if (first === undefined) return null
  const nodes = usable.filter((r) => r.bodyLine === first.bodyLine && r.bodyCol === first.bodyCol).flatMap((r) => r.nodes)
  return { bodyLine: first.bodyLine, bodyCol: first.bodyCol, heading: first.heading, nodes }
}

/** Where the text after a recognised title begins, when the heading line runs on into text. */
const inlineBodyStart = (rest: string, from: number): number => {
  const re = /[.:]\s+(?=["“(]?[A-Za-z0-9])/g
  re.lastIndex = from
  const m = re.exec(rest)
  if (m === null || m.index > from + MAX_HEADING_REST) return -1
  const after = rest.slice(m.index + m[0].length)
  // Not a page number, and not just more title words ("Item 1. Business: Overview" keeps its text either way).
  if (!/[a-z]/i.test(after) || isBareNumber(after)) return -1
  return m.index + m[0].length
}

const collapse = (s: string): string => s.replace(/\s+/g, " ").trim()

const partNumber = (s: string): number => {
  const t = s.toUpperCase()
  return t === "I" || t === "1" ? 1 : t === "II" || t === "2" ? 2 : t === "III" || t === "3" ? 3 : 4
}

/** All heading candidates of a document, in order. */
export const findCandidates = (lines: ReadonlyArray<string>, layout: FormLayout): Array<Candidate> => {
  const out: Array<Candidate> = []
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? ""
    const c0 = line.charCodeAt(0) | 0x20
    if (c0 !== 0x69 /* i */ && c0 !== 0x70 /* p */) continue
    if (c0 === 0x70) {
      const pm = PART_HEAD.exec(line)
      if (pm === null) continue
      const part = partNumber(pm[1] ?? "")
      const restRaw = pm[2] ?? ""
      const rest = restRaw.replace(/^[\s.:\-–—]+/, "")
      if (/^,/.test(restRaw.trim()) || rest.length > MAX_HEADING_REST) continue
      const itemAt = /^items?\s*\d/i.test(rest) ? line.length - rest.length : -1
      if (itemAt < 0 && (rest.length > 60 || /^[a-z]/.test(rest))) continue
      const spec = layout.parts.find((p) => p.part === part)
      if (spec !== undefined) {
        let bodyLine = i + 1
        let heading = line
        if (itemAt < 0 && rest.length === 0 && /^(?:financial information|other information)$/i.test(lines[i + 1] ?? "")) {
          bodyLine = i + 2
          heading = `${line} ${lines[i + 1] ?? ""}`
        }
        out.push({
          line: i,
          bodyLine: itemAt >= 0 ? i : bodyLine,
          bodyCol: itemAt >= 0 ? itemAt : 0,
          heading: itemAt >= 0 ? line.slice(0, itemAt).trim() : heading,
          kind: "part",
          part,
          toc: false,
          nodes: [
            {
              candidate: out.length,
              kind: "part",
              rankStart: spec.rank,
              rankEnd: spec.rank,
              keys: [],
              specs: [],
              titleMatched: true,
              score: PART_SCORE
            }
          ]
        })
      }
      if (itemAt >= 0) {
        const item = readItemHeading(lines, i, itemAt, layout, out.length)
        if (item !== null) out.push({ line: i, bodyLine: item.bodyLine, bodyCol: item.bodyCol, heading: item.heading, kind: "item", part: 0, toc: false, nodes: item.nodes })
      }
      continue
    }
    if (!/^items?\s*\d/i.test(line) && !/^items?$/i.test(line)) continue
    const item = readItemHeading(lines, i, 0, layout, out.length)
    if (item === null || item.nodes.length === 0) continue
    out.push({ line: i, bodyLine: item.bodyLine, bodyCol: item.bodyCol, heading: item.heading, kind: "item", part: 0, toc: false, nodes: item.nodes })
  }
  return out
}

/** Lines a table of contents holds besides item entries: "Page", leaders, "Signatures", "Exhibit Index". */
const NON_TEXT_LINE = /^(?:pages?|page no\.?|\.+|[-–—_]+|signatures?|exhibit index|index to exhibits|exhibits?)[.:]?$/i

/** A line between two headings that is real text (not a page number or furniture). */
const isText = (lines: ReadonlyArray<string>, furniture: Uint8Array, k: number): boolean => {
  if (furniture[k]) return false
  const l = lines[k] ?? ""
  return !isBareNumber(l) && !NON_TEXT_LINE.test(l)
}

const MIN_TOC_RUN = 3

/** Marks table-of-contents candidates (see the module comment). */
export const markTableOfContents = (lines: ReadonlyArray<string>, furniture: Uint8Array, cands: Array<Candidate>): void => {
  const n = cands.length
  // noText[k]: nothing but page numbers and the like between heading k and heading k+1.
  // adjacent[k]: that, and heading k+1 comes later in the form's order (a contents list
  // runs forward; a list followed by the body starts over).
  const noText = new Uint8Array(n)
  const adjacent = new Uint8Array(n)
  for (let k = 0; k + 1 < n; k++) {
    const a = cands[k]
    const b = cands[k + 1]
    if (a === undefined || b === undefined) continue
    if (a.bodyCol > 0 && a.bodyLine === a.line && a.kind === "item") continue
    let text = false
    for (let x = a.bodyLine; x < b.line && !text; x++) text = isText(lines, furniture, x)
    if (text) continue
    noText[k] = 1
    if (a.nodes.some((na) => b.nodes.some((nb) => nb.rankStart > na.rankEnd))) adjacent[k] = 1
  }
  // A heading followed straight away by another heading, whose item appears again later:
  // an entry of a (short) table of contents.
  const lastLineOfRank = new Map<number, number>()
  for (const c of cands) for (const nd of c.nodes) lastLineOfRank.set(nd.rankStart, Math.max(lastLineOfRank.get(nd.rankStart) ?? -1, c.line))
  for (let x = 0; x < n; x++) {
    const c = cands[x]
    if (c === undefined || !noText[x]) continue
    if (c.nodes.some((nd) => (lastLineOfRank.get(nd.rankStart) ?? -1) > c.line)) c.toc = true
  }
  // Runs of headings with nothing between them. The last heading of a run has text after
  // it: it is still an entry when its item appears again later, else the real heading.
  let k = 0
  while (k < n) {
    let j = k
    while (j < n - 1 && adjacent[j]) j++
    if (j - k + 1 >= MIN_TOC_RUN) for (let x = k; x <= j; x++) {
      const c = cands[x]
      if (c === undefined) continue
      if (x < j || c.nodes.some((nd) => (lastLineOfRank.get(nd.rankStart) ?? -1) > c.line)) c.toc = true
    }
    k = j + 1
  }
  for (let x = 0; x < n; x++) {
    const c = cands[x]
    if (c === undefined || c.toc) continue
    if (/(?:\.{3,}|…)\s*\d*$|\s\d{1,3}$/.test(c.heading)) {
      c.toc = true
      continue
    }
    const nextLine = cands[x + 1]?.line ?? lines.length
    for (let y = c.bodyLine; y < nextLine; y++) {
      if (furniture[y]) continue
      if (isBareNumber(lines[y] ?? "") && c.bodyCol === 0) c.toc = true
      break
    }
  }
}

/**
 * The chosen headings: an increasing sequence in the form's order with the largest
 * total score, ties to the earliest. Linear in the number of candidates times ranks.
 */
export const chooseHeadings = (cands: ReadonlyArray<Candidate>): Array<HeadingNode> => {
  const ranks = new Set<number>()
  for (const c of cands) for (const nd of c.nodes) {
    ranks.add(nd.rankStart)
    ranks.add(nd.rankEnd)
  }
  const sorted = [...ranks].sort((a, b) => a - b)
  const rankIndex = new Map<number, number>()
  sorted.forEach((r, i) => rankIndex.set(r, i))
  const R = sorted.length
  // Best chain value ending at each rank, and the node that ends it.
  const bestValue = new Array<number>(R).fill(0)
  const bestNode = new Array<number>(R).fill(-1)
  const nodes: Array<HeadingNode> = []
  const prevOf: Array<number> = []
  const valueOf: Array<number> = []
  for (const c of cands) {
    if (c.toc) continue
    const pending: Array<{ node: HeadingNode; value: number; prev: number }> = []
    for (const nd of c.nodes) {
      const start = rankIndex.get(nd.rankStart) ?? 0
      let value = 0
      let prev = -1
      for (let r = 0; r < start; r++) {
        const v = bestValue[r] ?? 0
        const bn = bestNode[r] ?? -1
        if (bn < 0) continue
        if (v > value || (v === value && prev >= 0 && bn < prev)) {
          value = v
          prev = bn
        }
      }
      pending.push({ node: nd, value: value + nd.score, prev })
    }
    for (const p of pending) {
      const idx = nodes.length
      nodes.push(p.node)
      prevOf.push(p.prev)
      valueOf.push(p.value)
      const end = rankIndex.get(p.node.rankEnd) ?? 0
      if (p.value > (bestValue[end] ?? 0)) {
        bestValue[end] = p.value
        bestNode[end] = idx
      }
    }
  }
  let bestEnd = -1
  let bestVal = 0
  for (let i = 0; i < nodes.length; i++) {
    const v = valueOf[i] ?? 0
    if (v > bestVal) {
      bestVal = v
      bestEnd = i
    }
  }
  const chain: Array<HeadingNode> = []
  for (let i = bestEnd; i >= 0; i = prevOf[i] ?? -1) {
    const nd = nodes[i]
    if (nd !== undefined) chain.push(nd)
  }
  return chain.reverse()
}
