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

/**
 * Words of a text with their character offsets (hyphen parts get their own offsets). Held
 * compactly: a long section has millions of words, so the offsets and marks are typed
 * arrays and equal words share one string.
 */
export interface WordScan {
  /** Normalised (lower-cased, possessive-stripped) words. */
  readonly words: ReadonlyArray<string>
  /** Character offset of each word in the text. */
  readonly starts: Int32Array
  /** Character offset just after each word part in the text (before normalisation). */
  readonly ends: Int32Array
  /** 1 when the word starts with an upper-case letter in the text, else 0. */
  readonly capitalised: Uint8Array
  /** 1 when the word is written entirely in upper case (2+ letters), else 0. */
  readonly allCaps: Uint8Array
}

/**
 * Letters are ASCII, Latin-1 and Latin Extended-A/B, Greek and Cyrillic letters (the
 * scripts that occur in filings): U+00C0–U+024F but × and ÷, U+0370–U+04FF; digits are
 * ASCII. Code units, as a regular expression without the `u` flag reads them.
 */
const isWordChar = (c: number): boolean =>
  (c >= 97 && c <= 122) ||
  (c >= 65 && c <= 90) ||
  (c >= 48 && c <= 57) ||
  (c >= 0xc0 && c <= 0x4ff && c !== 0xd7 && c !== 0xf7 && (c <= 0x24f || c >= 0x370))

/** Hyphens: - ‐ ‑ */
const isHyphen = (c: number): boolean => c === 45 || c === 0x2010 || c === 0x2011

/** Joiners inside a chunk: the hyphens and the apostrophes ' ’ ‘ */
const isJoiner = (c: number): boolean => c === 39 || c === 0x2019 || c === 0x2018 || isHyphen(c)

/** Normalises one word part: lower-case, straight apostrophe, no possessive `'s`. */
export const normaliseWord = (part: string): string => {
  let w = part.toLowerCase()
  if (w.includes("’") || w.includes("‘")) w = w.replace(/[’‘]/g, "'")
  if (w.endsWith("'s")) w = w.slice(0, -2)
  return w
}

const isUpper = (c: number): boolean =>
  (c >= 65 && c <= 90) || (c >= 0xc0 && c <= 0xde && c !== 0xd7) || (c > 0xff && String.fromCharCode(c) !== String.fromCharCode(c).toLowerCase())

/**
 * Recently seen short ASCII words by a hash of their lower-cased letters: a word found here
 * is neither cut out of the text nor lower-cased again, and every occurrence shares one
 * string. Only words of at most 12 letters (their own copies, never views of a text).
 */
const WORD_CACHE_BITS = 12
const wordCache: Array<string | undefined> = new Array<string | undefined>(1 << WORD_CACHE_BITS).fill(undefined)
const MAX_CACHED_WORD = 12

/** Scans the alphabetic words of a text (see the module comment for the rule). */
export const scanWords = (text: string): WordScan => {
  const words: Array<string> = []
  const length = text.length
  // About one word per six characters of prose; a word takes at least two (a letter and a
  // separator), bar the last.
  let capacity = Math.min(Math.max(64, Math.ceil(length / 6)), (length >> 1) + 1)
  let starts = new Int32Array(capacity)
  let ends = new Int32Array(capacity)
  let capitalised = new Uint8Array(capacity)
  let allCaps = new Uint8Array(capacity)
  let n = 0
  let i = 0
  // Chunks: a maximal run of letters and digits, with single joiners between such runs.
  while (i < length) {
    if (!isWordChar(text.charCodeAt(i))) {
      i++
      continue
    }
    const start = i
    let digit = false
    let hyphen = false
    for (;;) {
      for (let c = text.charCodeAt(i); i < length && isWordChar(c); c = text.charCodeAt(++i)) if (c <= 57 && c >= 48) digit = true
      if (i + 1 < length && isJoiner(text.charCodeAt(i)) && isWordChar(text.charCodeAt(i + 1))) {
        if (isHyphen(text.charCodeAt(i))) hyphen = true
        i++
        continue
      }
      break
    }
    if (digit) continue
    if (!hyphen) {
      pushWord(start, i)
      continue
    }
    let from = start
    for (let q = start; q <= i; q++) {
      if (q < i && !isHyphen(text.charCodeAt(q))) continue
      if (q > from) pushWord(from, q)
      from = q + 1
    }
  }
  // Mostly filled arrays are returned as views, others copied to their length.
  const fit =
    n >= capacity * 0.75
      ? <T extends Int32Array | Uint8Array>(a: T): T => a.subarray(0, n) as T
      : <T extends Int32Array | Uint8Array>(a: T): T => a.slice(0, n) as T
  return { words, starts: fit(starts), ends: fit(ends), capitalised: fit(capitalised), allCaps: fit(allCaps) }

  function grow(): void {
    capacity = Math.ceil(capacity * 1.5)
    const s = new Int32Array(capacity)
    s.set(starts)
    starts = s
    const e = new Int32Array(capacity)
    e.set(ends)
    ends = e
    const c = new Uint8Array(capacity)
    c.set(capitalised)
    capitalised = c
    const a = new Uint8Array(capacity)
    a.set(allCaps)
    allCaps = a
  }

  /** The word part text[from, to) (letters, maybe apostrophes). */
  function pushWord(from: number, to: number): void {
    const len = to - from
    const first = text.charCodeAt(from)
    const cap = isUpper(first)
    let upper = cap && len >= 2
    let apostrophe = false
    let curly = false
    let checking = upper
    let ascii = first < 128
    let hash = first | 32
    for (let q = from + 1; q < to; q++) {
      const c = text.charCodeAt(q)
      if (c === 0x2019 || c === 0x2018 || c === 39) {
        apostrophe = true
        if (c !== 39) curly = true
        checking = false // the letters after an apostrophe do not decide all-caps
      } else if (checking && !isUpper(c)) {
        upper = false
        checking = false
      }
      if (c >= 128) ascii = false
      hash = (Math.imul(hash, 31) + (c | 32)) | 0
    }
    let w: string
    if (ascii && !apostrophe && len <= MAX_CACHED_WORD) {
      // ASCII letters only: lower case is `| 32`.
      const slot = (hash ^ (hash >>> WORD_CACHE_BITS)) & ((1 << WORD_CACHE_BITS) - 1)
      const cached = wordCache[slot]
      let hit = cached !== undefined && cached.length === len
      for (let k = 0; hit && k < len; k++) hit = cached!.charCodeAt(k) === (text.charCodeAt(from + k) | 32)
      if (hit) w = cached!
      else {
        w = text.slice(from, to).toLowerCase()
        wordCache[slot] = w
      }
    } else {
      w = text.slice(from, to).toLowerCase()
      if (curly) w = w.replace(/[’‘]/g, "'")
      const wl = w.length
      if (wl >= 2 && w.charCodeAt(wl - 1) === 115 && w.charCodeAt(wl - 2) === 39) w = w.slice(0, -2)
      if (w.length === 0) return
      // an apostrophe-s suffix does not make a word all-caps ("SEC's" is still all caps)
      if (upper && w.length < 2) upper = false
    }
    if (n === capacity) grow()
    words.push(w)
    starts[n] = from
    ends[n] = to
    capitalised[n] = cap ? 1 : 0
    allCaps[n] = upper ? 1 : 0
    n++
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
