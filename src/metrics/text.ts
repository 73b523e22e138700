/**
 * Tokenisation and sentence splitting shared by every metric and by flag detection.
 *
 * Word rule (documented in docs/metrics-methodology.md):
 * - A *chunk* is a maximal run of letters and digits, optionally joined by single inner
 *   apostrophes (' ’ ‘) or hyphens (- ‐ ‑): `company’s`, `non-cash`, `10-K`, `COVID-19`.
 * - A chunk that contains any digit yields no word (`10-K`, `1A`, `$5.2`, `Q3`).
 * - Otherwise the chunk is split at its hyphens (`non-cash` → `non`, `cash`), each part is
 *   lower-cased, curly apostrophes become `'`, and a trailing possessive `'s` is dropped
 *   (`company’s` → `company`); other contractions stay whole (`don't`).
 * Words are what every ratio, density and specificity rate is divided by.
 *
 * Sentence rule: a sentence ends at `.`, `!` or `?` (plus any closing quotes/brackets) that
 * is followed by whitespace and then an upper-case letter, a digit, an opening quote or
 * bracket, `$` or a bullet. A `.` does not end a sentence after a known abbreviation
 * ("No.", "Mr.", "e.g.", "Jan."), after a single-letter initial ("J."), or after a dotted
 * initialism or company suffix ("U.S.", "Inc.", "Corp.", "L.P.") unless the next word is a
 * common sentence opener ("The", "We", "In", ...). Pure and deterministic.
 */

export interface Span {
  readonly start: number
  readonly end: number
}

/** Words of a text with their character offsets (hyphen parts get their own offsets). */
export interface WordScan {
  /** Normalised (lower-cased, possessive-stripped) words. */
  readonly words: ReadonlyArray<string>
  /** Character offset of each word in the text. */
  readonly starts: ReadonlyArray<number>
  /** Character offset just after each word part in the text (before normalisation). */
  readonly ends: ReadonlyArray<number>
  /** Whether each word starts with an upper-case letter in the text. */
  readonly capitalised: ReadonlyArray<boolean>
  /** Whether each word is written entirely in upper case (2+ letters). */
  readonly allCaps: ReadonlyArray<boolean>
}

/**
 * Letters are ASCII, Latin-1 and Latin Extended-A/B, Greek and Cyrillic letters (the
 * scripts that occur in filings); digits are ASCII. No `u` flag: it is slower.
 */
const LETTER = "A-Za-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F\\u0370-\\u03FF\\u0400-\\u04FF"
const CHUNK_RE = new RegExp(`[${LETTER}0-9]+(?:['\\u2019\\u2018\\-\\u2010\\u2011][${LETTER}0-9]+)*`, "g")
const DIGIT_RE = /[0-9]/
const HYPHEN_RE = /[-\u2010\u2011]/

/** Normalises one word part: lower-case, straight apostrophe, no possessive `'s`. */
export const normaliseWord = (part: string): string => {
  let w = part.toLowerCase()
  if (w.includes("’") || w.includes("‘")) w = w.replace(/[’‘]/g, "'")
  if (w.endsWith("'s")) w = w.slice(0, -2)
  return w
}

const isUpper = (c: number): boolean =>
  (c >= 65 && c <= 90) || (c >= 0xc0 && c <= 0xde && c !== 0xd7) || (c > 0xff && String.fromCharCode(c) !== String.fromCharCode(c).toLowerCase())

/** Scans the alphabetic words of a text (see the module comment for the rule). */
export const scanWords = (text: string): WordScan => {
  const words: Array<string> = []
  const starts: Array<number> = []
  const ends: Array<number> = []
  const capitalised: Array<boolean> = []
  const allCaps: Array<boolean> = []
  const re = CHUNK_RE
  re.lastIndex = 0
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const chunk = m[0]
    if (DIGIT_RE.test(chunk)) continue
    if (!HYPHEN_RE.test(chunk)) {
      pushWord(chunk, m.index)
      continue
    }
    let offset = m.index
    for (const part of chunk.split(HYPHEN_RE)) {
      if (part.length > 0) pushWord(part, offset)
      offset += part.length + 1
    }
  }
  return { words, starts, ends, capitalised, allCaps }

  function pushWord(raw: string, from: number): void {
    const len = raw.length
    const first = raw.charCodeAt(0)
    const cap = isUpper(first)
    let upper = cap && len >= 2
    let curly = false
    let checking = upper
    for (let q = 1; q < len; q++) {
      const c = raw.charCodeAt(q)
      if (c === 0x2019 || c === 0x2018 || c === 39) {
        if (c !== 39) curly = true
        checking = false // the letters after an apostrophe do not decide all-caps
      } else if (checking && !isUpper(c)) {
        upper = false
        checking = false
      }
    }
    let w = raw.toLowerCase()
    if (curly) w = w.replace(/[’‘]/g, "'")
    const wl = w.length
    if (wl >= 2 && w.charCodeAt(wl - 1) === 115 && w.charCodeAt(wl - 2) === 39) w = w.slice(0, -2)
    if (w.length === 0) return
    // an apostrophe-s suffix does not make a word all-caps ("SEC's" is still all caps)
    if (upper && w.length < 2) upper = false
    words.push(w)
    starts.push(from)
    ends.push(from + len)
    capitalised.push(cap)
    allCaps.push(upper)
  }
}

/** Just the normalised words. */
export const tokenize = (text: string): ReadonlyArray<string> => scanWords(text).words

/* ------------------------------------------------------------------------------------ */
/* Sentences                                                                              */
/* ------------------------------------------------------------------------------------ */

/** Abbreviations after which a period never ends a sentence (lower case, no final dot). */
const NEVER_END = new Set([
  "no", "nos", "mr", "mrs", "ms", "dr", "prof", "st", "sr", "messrs", "rev", "hon", "gen",
  "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
  "e.g", "i.e", "cf", "vs", "v", "approx", "fig", "figs", "sec", "secs", "art", "para",
  "vol", "pp", "p", "ref", "est", "dept", "ex", "exh", "ch", "viz", "al", "ft", "sq", "mt"
])

/** Abbreviations that may end a sentence: split only before a common sentence opener. */
const MAY_END = new Set([
  "inc", "corp", "co", "ltd", "llc", "plc", "bros", "assn", "cos", "etc", "jr", "u.s",
  "u.k", "u.s.a", "l.p", "n.a", "s.a", "n.v", "a.g", "b.v", "s.p.a", "p.c", "d.c", "et al"
])

const SENTENCE_OPENERS = new Set([
  "the", "we", "our", "in", "on", "as", "at", "for", "this", "these", "those", "that",
  "there", "it", "its", "if", "during", "such", "under", "although", "however", "additionally",
  "also", "accordingly", "see", "each", "all", "any", "management", "following", "refer",
  "a", "an", "no", "other", "while", "when", "because", "since", "after", "before", "to",
  "they", "he", "she", "item", "further", "furthermore", "moreover", "finally", "based"
])

const BOUNDARY_RE = /[.!?]+["'”’)\]]*\s+(?=["'“‘(\[]*[\p{Lu}\p{N}$•●▪◦■])/gu
const NEXT_WORD_RE = /["'“‘(\[]*([\p{L}]+)/uy

/** The dotted word right before `periodIndex` (e.g. "U.S" for "the U.S."), lower-cased. */
const wordBeforePeriod = (text: string, periodIndex: number): string => {
  let i = periodIndex
  while (i > 0) {
    const c = text.charCodeAt(i - 1)
    // letters, dots and apostrophes belong to the abbreviation
    const isLetter = (c >= 65 && c <= 90) || (c >= 97 && c <= 122)
    if (!isLetter && c !== 46) break
    i--
  }
  return text.slice(i, periodIndex).toLowerCase()
}

const isBoundary = (text: string, punct: string, punctIndex: number, nextIndex: number): boolean => {
  if (punct !== ".") return true
  const before = wordBeforePeriod(text, punctIndex)
  if (before.length === 0) return true
  if (NEVER_END.has(before)) return false
  if (before.length === 1) return false // an initial: "J. Smith"
  const dotted = /^(?:[a-z]\.)+[a-z]$/.test(before)
  if (MAY_END.has(before) || dotted) {
    NEXT_WORD_RE.lastIndex = nextIndex
    const m = NEXT_WORD_RE.exec(text)
    const next = m?.[1]?.toLowerCase()
    return next !== undefined && SENTENCE_OPENERS.has(next)
  }
  return true
}

/** Splits a text into sentence spans (trimmed, non-empty, in order, non-overlapping). */
export const splitSentences = (text: string): ReadonlyArray<Span> => {
  const spans: Array<Span> = []
  let start = 0
  BOUNDARY_RE.lastIndex = 0
  for (let m = BOUNDARY_RE.exec(text); m !== null; m = BOUNDARY_RE.exec(text)) {
    const punct = m[0].charAt(0)
    const nextIndex = m.index + m[0].length
    if (!isBoundary(text, punct, m.index, nextIndex)) continue
    const endOfSentence = m.index + m[0].trimEnd().length
    pushSpan(spans, text, start, endOfSentence)
    start = nextIndex
  }
  pushSpan(spans, text, start, text.length)
  return spans
}

const pushSpan = (spans: Array<Span>, text: string, from: number, to: number): void => {
  let s = from
  let e = to
  while (s < e && isSpace(text.charCodeAt(s))) s++
  while (e > s && isSpace(text.charCodeAt(e - 1))) e--
  if (e > s) spans.push({ start: s, end: e })
}

const isSpace = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 13 || c === 160 || c === 12

/** Index of the sentence containing `offset` (binary search over ordered spans), or -1. */
export const sentenceIndexAt = (spans: ReadonlyArray<Span>, offset: number): number => {
  let lo = 0
  let hi = spans.length - 1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    const s = spans[mid]!
    if (offset < s.start) hi = mid - 1
    else if (offset >= s.end) lo = mid + 1
    else return mid
  }
  return -1
}

/** Rounds to 6 decimals for stable JSON (never returns -0). */
export const round6 = (x: number): number => {
  const r = Math.round(x * 1e6) / 1e6
  return r === 0 ? 0 : r
}
