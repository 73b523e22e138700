/**
 * Text primitives for the diff stage: word tokens, function words, sentence splitting and
 * numeric tokens. Everything here is deterministic and locale-independent.
 */

const WORD_RE = /[A-Za-z]+/g

/**
 * Words: runs of ASCII letters, lower-cased ("Company’s" gives "company", "s"; any other
 * character, accented letters included, separates words).
 */
export const words = (text: string): Array<string> => (text.match(WORD_RE) ?? []).map((w) => w.toLowerCase())

/**
 * English function words that carry no disclosure content. Removed before the TF-IDF
 * vectors and the sentence similarity sets are built, so that two unrelated passages do
 * not look alike merely because both are written in English.
 */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set([
  "a", "about", "above", "after", "again", "against", "all", "also", "am", "an", "and", "any",
  "are", "as", "at", "be", "because", "been", "before", "being", "below", "between", "both",
  "but", "by", "can", "did", "do", "does", "doing", "down", "during", "each", "either", "et",
  "few", "for", "from", "further", "had", "has", "have", "having", "he", "her", "here", "hers",
  "him", "his", "how", "however", "if", "in", "into", "is", "it", "its", "itself", "just", "ll",
  "me", "more", "most", "my", "neither", "no", "nor", "not", "of", "off", "on", "once", "one",
  "only", "or", "other", "others", "our", "ours", "ourselves", "out", "over", "own", "per",
  "re", "same", "she", "should", "so", "some", "such", "than", "that", "the", "their", "theirs",
  "them", "themselves", "then", "there", "therefore", "these", "they", "this", "those",
  "through", "thus", "to", "too", "under", "until", "up", "upon", "us", "ve", "very", "was",
  "we", "were", "what", "when", "where", "whether", "which", "while", "who", "whom", "whose",
  "why", "will", "with", "within", "without", "would", "you", "your", "yours"
])

/** Content words: alphabetic, at least two letters, not a function word. */
export const isContentWord = (w: string): boolean => w.length >= 2 && !FUNCTION_WORDS.has(w)

/**
 * Tokens that end with a period but do not end a sentence: titles, corporate suffixes,
 * "No." before a number, Latin abbreviations, month abbreviations. Compared lower-case,
 * without the final period. Single letters (initials, the parts of "U.S.") and tokens with
 * an inner period ("u.s", "e.g", "u.k") are handled by rule, not by this list.
 */
const NON_TERMINAL_ABBREVIATIONS: ReadonlySet<string> = new Set([
  "mr", "mrs", "ms", "dr", "prof", "jr", "sr", "st", "rev", "hon", "gen", "gov", "sen", "rep",
  "inc", "corp", "co", "ltd", "llc", "plc", "bros", "cos", "dept", "univ", "assn",
  "no", "nos", "vol", "sec", "secs", "art", "para", "ch", "fig", "pp", "ex",
  "vs", "v", "cf", "approx", "est", "ca", "viz", "al",
  "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec"
])

// "Item 7.", "Item 1A.", "Note 12." do not end a sentence
const ITEM_NUMBER_RE = /^\d{1,3}[A-Za-z]?$/
const ITEM_WORD_RE = /^(?:items?|notes?|parts?|exhibits?|schedules?|sections?|rules?)$/i

const isNonTerminal = (tokenBeforePeriod: string): boolean => {
  const t = tokenBeforePeriod.toLowerCase().replace(/^[("'\u201c\u2018[]+/, "")
  if (t.length === 0) return false
  if (t.includes(".")) return true // u.s, e.g, i.e, u.k, n.a
  if (/^[a-z]$/.test(t)) return true // initials
  return NON_TERMINAL_ABBREVIATIONS.has(t)
}

const LINE_BREAK_RE = /\r\n?|[\u2028\u2029\u0085]/g
// whitespace other than a line feed that is not a single plain space
const INLINE_SPACE_RE = /[^\S\n]{2,}|[^\S\n ]/g

// A run of terminal punctuation, optional closing quotes/brackets, whitespace, then
// something that can begin a sentence (capital, digit, opening quote or bracket).
const BOUNDARY_RE = /([.!?]+)["'\u201d\u2019)\]]* (?=["'\u201c\u2018([]?[A-Z0-9])/g

/**
 * Splits text into sentences. Line breaks always end a sentence (extracted sections keep
 * paragraphs, headings and table rows on their own lines). Within a line a sentence ends at
 * `.`, `!` or `?` followed by whitespace and a capital, digit or opening quote, unless the
 * period closes an abbreviation ("U.S.", "Inc.", "No.", "e.g.", initials) or an item number
 * ("Item 7.", "Note 12."). Returns trimmed, whitespace-collapsed sentences, empty ones
 * dropped.
 */
export const splitSentences = (text: string): Array<string> => {
  const out: Array<string> = []
  const normalized = text.replace(LINE_BREAK_RE, "\n").replace(INLINE_SPACE_RE, " ")
  for (const raw of normalized.split("\n")) {
    const line = raw.trim()
    if (line.length === 0) continue
    let start = 0
    BOUNDARY_RE.lastIndex = 0
    let m: RegExpExecArray | null
    while ((m = BOUNDARY_RE.exec(line)) !== null) {
      if (m[1] === ".") {
        // the token that the period closes, and the word before it
        const lastSpace = line.lastIndexOf(" ", m.index - 1)
        const token = line.slice(Math.max(start, lastSpace + 1), m.index)
        if (isNonTerminal(token)) continue
        if (ITEM_NUMBER_RE.test(token) && lastSpace > start) {
          const previous = line.slice(Math.max(start, line.lastIndexOf(" ", lastSpace - 1) + 1), lastSpace)
          if (ITEM_WORD_RE.test(previous)) continue // "Item 7. Management's Discussion"
        }
      }
      const end = m.index + m[0].length
      out.push(line.slice(start, end - 1)) // the match ends with one space
      start = end
    }
    if (start < line.length) out.push(line.slice(start))
  }
  return out
}

export type NumericKind = "money_scaled" | "money" | "percent" | "scaled" | "plain"

/** A number as written in a sentence, with a canonical form for comparison. */
export interface NumericToken {
  readonly text: string
  readonly canonical: string
  readonly kind: NumericKind
  /** Offsets of the match in the sentence. */
  readonly start: number
  readonly end: number
}

const NUMBER_RE =
  /(?<![\w.,$])(\$\s?)?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(\s?%|\s?percent\b|\s?per cent\b)?(\s(?:thousand|million|billion|trillion)\b)?(?![A-Za-z\d])/gi

const MONTH_BEFORE_RE =
  /\b(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\.?\s*$/i

/**
 * Numbers, percentages and money amounts in a sentence, in order: "$1.2 billion", "15%",
 * "3.5 percent", "1,250". Left out: bare four-digit years (1900–2099) and the day of a
 * date ("September 27"), because every annual filing moves its dates, which is not a change
 * in what is disclosed.
 */
export const numericTokens = (sentence: string): Array<NumericToken> => {
  const out: Array<NumericToken> = []
  NUMBER_RE.lastIndex = 0
  let m: RegExpExecArray | null
  while ((m = NUMBER_RE.exec(sentence)) !== null) {
    const dollar = m[1] !== undefined
    const integer = (m[2] ?? "").replace(/,/g, "")
    const fraction = m[3] ?? ""
    const percent = m[4] !== undefined
    const scale = (m[5] ?? "").trim().toLowerCase()
    const plain = !dollar && !percent && scale === ""
    if (plain && fraction === "" && /^(19|20)\d\d$/.test(m[2] ?? "")) continue
    if (plain && MONTH_BEFORE_RE.test(sentence.slice(Math.max(0, m.index - 12), m.index))) continue
    const value = `${integer.replace(/^0+(?=\d)/, "")}${fraction.replace(/0+$/, "").replace(/\.$/, "")}`
    const canonical = `${dollar ? "$" : ""}${value}${percent ? "%" : ""}${scale ? ` ${scale}` : ""}`
    const kind: NumericKind = dollar
      ? scale !== ""
        ? "money_scaled"
        : "money"
      : percent
        ? "percent"
        : scale !== ""
          ? "scaled"
          : "plain"
    out.push({ text: m[0].replace(/\s+/g, " ").trim(), canonical, kind, start: m.index, end: m.index + m[0].length })
  }
  return out
}
