/**
 * Page furniture: lines that belong to the page layout rather than to the text
 * (page numbers, "Table of Contents" links, running headers and footers).
 *
 * General rules only, no company strings:
 * 1. Page numbers: lines that are only a page number (`17`, `24.`, `- 3 -`, `Page 5`,
 *    `F-12`) and that form a running sequence n, n+1, n+2 … through the document,
 *    each one a page's worth of text after the previous.
 * 2. Navigation links: a line that is only "Table of Contents" / "Index" / "Back to
 *    Contents" and the like.
 * 3. Running headers and footers: a short line that repeats, with its digits ignored,
 *    at least 6 times, spread through the document (the median distance between
 *    consecutive copies is at least `MIN_REPEAT_GAP` characters, so repeated table cells
 *    do not qualify). Bare "None."/"Not applicable." answers and sentences (four or more
 *    words ending in a full stop) never qualify.
 * 4. A page number on its own just before a "Signature(s)" line or at the very end of
 *    the document (short documents number too few pages to form a sequence).
 * 5. Header blocks: up to two short, non-sentence lines sitting between furniture lines
 *    (e.g. an all-caps section name printed between the page footer and the
 *    "Table of Contents" link of the next page).
 */

const PAGE_NUMBER = /^(?:page\s+)?(?:[-–—]\s*)?(?:([a-z]{1,3})\s?[-–—]\s?)?(\d{1,3})\.?(?:\s*[-–—])?(?:\s+of\s+\d{1,3})?$/i
const NAV_LINK = /^(?:back to |return to |go to )?(?:the )?(?:table of contents|contents|index|toc)\.?$/i
const NA_ANSWER = /^(?:none|not applicable|n\/a|not required|inapplicable)\.?$/i
const MIN_REPEAT_COUNT = 6
const MIN_REPEAT_GAP = 800
const MAX_FURNITURE_LEN = 120
/** A page holds at least this many characters of text, and at most this many. */
const PAGE_MIN_CHARS = 150
const PAGE_MAX_CHARS = 40_000

export interface PageNumberMatch {
  readonly prefix: string
  readonly value: number
}

export const parsePageNumber = (line: string): PageNumberMatch | null => {
  if (line.length > 24) return null
  const m = PAGE_NUMBER.exec(line)
  if (m === null) return null
  return { prefix: (m[1] ?? "").toUpperCase(), value: Number(m[2]) }
}

/** True for a line that is only a number (page or table cell). */
export const isBareNumber = (line: string): boolean => line.length <= 24 && PAGE_NUMBER.test(line)

/**
 * Marks furniture lines. `offsets[i]` is the character offset of line i in the text
 * with every line joined by one newline (used for the distance rules).
 */
export const findFurniture = (lines: ReadonlyArray<string>): Uint8Array => {
  const n = lines.length
  const furniture = new Uint8Array(n)
  const offsets = new Array<number>(n)
  let pos = 0
  for (let i = 0; i < n; i++) {
    offsets[i] = pos
    pos += (lines[i] ?? "").length + 1
  }
  markPageNumbers(lines, offsets, furniture)
  markRepeated(lines, offsets, furniture)
  for (let i = 0; i < n; i++) if (NAV_LINK.test(lines[i] ?? "")) furniture[i] = 1
  markHeaderBlocks(lines, furniture)
  markLastPageNumbers(lines, furniture)
  return furniture
}

interface PageCandidate {
  readonly line: number
  readonly offset: number
  readonly value: number
}

/** Rule 1: the longest running sequences of page-number lines, per prefix. */
const markPageNumbers = (lines: ReadonlyArray<string>, offsets: ReadonlyArray<number>, furniture: Uint8Array): void => {
  const byPrefix = new Map<string, Array<PageCandidate>>()
  for (let i = 0; i < lines.length; i++) {
    const p = parsePageNumber(lines[i] ?? "")
    if (p === null) continue
    let list = byPrefix.get(p.prefix)
    if (list === undefined) {
      list = []
      byPrefix.set(p.prefix, list)
    }
    list.push({ line: i, offset: offsets[i] ?? 0, value: p.value })
  }
  for (const cands of byPrefix.values()) {
    // chainLen[k]: length of the longest sequence ending at candidate k; prev[k] its predecessor.
    const chainLen = new Array<number>(cands.length).fill(1)
    const prev = new Array<number>(cands.length).fill(-1)
    // Candidates by value, in document order, for predecessor look-up.
    const byValue = new Map<number, Array<number>>()
    for (let k = 0; k < cands.length; k++) {
      const c = cands[k]
      if (c === undefined) continue
      const preds = byValue.get(c.value - 1)
      if (preds !== undefined) {
        // Walk back from the latest earlier candidate with value-1 within the page window.
        for (let q = preds.length - 1; q >= 0; q--) {
          const j = preds[q] ?? -1
          const pj = cands[j]
          if (pj === undefined) continue
          const dist = c.offset - pj.offset
          if (dist > PAGE_MAX_CHARS) break
          if (dist < PAGE_MIN_CHARS) continue
          const len = (chainLen[j] ?? 1) + 1
          if (len > (chainLen[k] ?? 1)) {
            chainLen[k] = len
            prev[k] = j
          }
        }
      }
      let same = byValue.get(c.value)
      if (same === undefined) {
        same = []
        byValue.set(c.value, same)
      }
      same.push(k)
    }
    // Take sequences longest first; each candidate belongs to at most one.
    const used = new Uint8Array(cands.length)
    const order = cands.map((_, k) => k).sort((a, b) => (chainLen[b] ?? 0) - (chainLen[a] ?? 0) || b - a)
    for (const end of order) {
      if (used[end] || (chainLen[end] ?? 0) < 3) continue
      const members: Array<number> = []
      for (let k = end; k >= 0; k = prev[k] ?? -1) {
        if (used[k]) break
        members.push(k)
      }
      if (members.length < 3) continue
      for (const k of members) {
        used[k] = 1
        const c = cands[k]
        if (c !== undefined) furniture[c.line] = 1
      }
    }
  }
}

/** A sentence of four or more words: text, even when it repeats. */
const isSentence = (line: string): boolean => /[.!?]["”’)]?$/.test(line) && line.split(" ").length >= 4

const repeatKey = (line: string): string | null => {
  if (line.length > MAX_FURNITURE_LEN || NA_ANSWER.test(line) || isSentence(line)) return null
  const key = line.toLowerCase().replace(/\d+/g, "#")
  let letters = 0
  for (let i = 0; i < key.length && letters < 3; i++) {
    const c = key.charCodeAt(i)
    if (c >= 97 && c <= 122) letters++
  }
  return letters >= 3 ? key : null
}

/** Rule 3: short lines repeated through the document. */
const markRepeated = (lines: ReadonlyArray<string>, offsets: ReadonlyArray<number>, furniture: Uint8Array): void => {
  const groups = new Map<string, Array<number>>()
  for (let i = 0; i < lines.length; i++) {
    const key = repeatKey(lines[i] ?? "")
    if (key === null) continue
    const g = groups.get(key)
    if (g === undefined) groups.set(key, [i])
    else g.push(i)
  }
  for (const members of groups.values()) {
    if (members.length < MIN_REPEAT_COUNT) continue
    const gaps: Array<number> = []
    for (let k = 1; k < members.length; k++) {
      gaps.push((offsets[members[k] ?? 0] ?? 0) - (offsets[members[k - 1] ?? 0] ?? 0))
    }
    gaps.sort((a, b) => a - b)
    const median = gaps[Math.floor(gaps.length / 2)] ?? 0
    if (median < MIN_REPEAT_GAP) continue
    for (const i of members) furniture[i] = 1
  }
}

const isHeaderLike = (line: string): boolean =>
  line.length <= 100 && !/[.;:,]$/.test(line) && !/^(?:items?|part)\s*[0-9ivx]/i.test(line)

/** Rule 5: short non-sentence lines wedged between furniture lines. */
const markHeaderBlocks = (lines: ReadonlyArray<string>, furniture: Uint8Array): void => {
  const n = lines.length
  let i = 1
  while (i < n - 1) {
    if (furniture[i] || !furniture[i - 1]) {
      i++
      continue
    }
    let j = i
    while (j < n && !furniture[j] && j - i < 3) j++
    const runLen = j - i
    if (j < n && furniture[j] && runLen <= 2) {
      let ok = true
      for (let k = i; k < j; k++) if (!isHeaderLike(lines[k] ?? "")) ok = false
      if (ok) for (let k = i; k < j; k++) furniture[k] = 1
    }
    i = j + 1
  }
}

const SIGNATURE_LINE = /^signatures?[.:]?$/i

/** Rule 4: a lone page number closing the text (before the signatures or the end). */
const markLastPageNumbers = (lines: ReadonlyArray<string>, furniture: Uint8Array): void => {
  const n = lines.length
  for (let i = 0; i < n; i++) {
    if (furniture[i] || parsePageNumber(lines[i] ?? "") === null) continue
    let j = i + 1
    while (j < n && furniture[j]) j++
    if (j >= n || SIGNATURE_LINE.test(lines[j] ?? "")) furniture[i] = 1
  }
}
