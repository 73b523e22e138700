/**
 * Tone lexicons: the built-in word lists, a loader for the Loughran–McDonald Master
 * Dictionary CSV format, and the `dictionary_version` (name + short content hash).
 *
 * A lexicon is indexed as one Map from word to a bit mask of categories, so scoring a
 * token costs a single hash lookup whatever the number of categories.
 */
import { createHash } from "node:crypto"
import { Either } from "effect"
import { InvalidRequest, type ErrorPath } from "../domain/errors.js"
import {
  BUILTIN_LEXICON_NAME,
  CONSTRAINING_WORDS,
  LITIGIOUS_WORDS,
  NEGATIVE_WORDS,
  STRONG_MODAL_WORDS,
  UNCERTAINTY_WORDS,
  WEAK_MODAL_WORDS
} from "./lexicon-data.js"

export const LEXICON_CATEGORIES = [
  "negative",
  "uncertainty",
  "litigious",
  "constraining",
  "strong_modal",
  "weak_modal"
] as const
export type LexiconCategory = (typeof LEXICON_CATEGORIES)[number]

/** Bit of each category in a word's mask. */
export const CATEGORY_BIT: { readonly [C in LexiconCategory]: number } = {
  negative: 1,
  uncertainty: 2,
  litigious: 4,
  constraining: 8,
  strong_modal: 16,
  weak_modal: 32
}

export interface Lexicon {
  readonly name: string
  /** `<name>@<first 12 hex of sha256 over the canonical word lists>`. */
  readonly dictionaryVersion: string
  readonly contentHash: string
  /** Number of distinct words per category. */
  readonly sizes: { readonly [C in LexiconCategory]: number }
  /** Word → bit mask of its categories (see CATEGORY_BIT). */
  readonly masks: ReadonlyMap<string, number>
}

export type LexiconWords = { readonly [C in LexiconCategory]: Iterable<string> }

const normaliseEntry = (w: string): string => w.trim().toLowerCase().replace(/[’‘]/g, "'")

/**
 * Builds a lexicon from word lists. The content hash covers the sorted, de-duplicated,
 * normalised words of every category in a fixed order, so formatting and order do not
 * matter but any added or removed word changes the version.
 */
export const makeLexicon = (name: string, lists: LexiconWords): Lexicon => {
  const masks = new Map<string, number>()
  const canonical: Array<string> = []
  const sizes = {} as { [C in LexiconCategory]: number }
  for (const cat of LEXICON_CATEGORIES) {
    const set = new Set<string>()
    for (const raw of lists[cat]) {
      const w = normaliseEntry(raw)
      if (w.length > 0) set.add(w)
    }
    const sorted = [...set].sort()
    sizes[cat] = sorted.length
    canonical.push(`${cat}:${sorted.join(",")}`)
    const bit = CATEGORY_BIT[cat]
    for (const w of sorted) masks.set(w, (masks.get(w) ?? 0) | bit)
  }
  const contentHash = createHash("sha256").update(canonical.join("\n"), "utf8").digest("hex")
  return { name, contentHash, dictionaryVersion: `${name}@${contentHash.slice(0, 12)}`, sizes, masks }
}

/** Parses the word-list text format of lexicon-data.ts (families per line, `#` comments). */
export const parseWordList = (text: string): ReadonlyArray<string> => {
  const out: Array<string> = []
  for (const line of text.split(/\r?\n/)) {
    const body = line.replace(/#.*$/, "").trim()
    if (body.length === 0) continue
    for (const w of body.split(/\s+/)) out.push(w)
  }
  return out
}

let builtin: Lexicon | undefined

/** The built-in lexicon (built once, then shared). */
export const builtinLexicon = (): Lexicon => {
  if (builtin === undefined) {
    builtin = makeLexicon(BUILTIN_LEXICON_NAME, {
      negative: parseWordList(NEGATIVE_WORDS),
      uncertainty: parseWordList(UNCERTAINTY_WORDS),
      litigious: parseWordList(LITIGIOUS_WORDS),
      constraining: parseWordList(CONSTRAINING_WORDS),
      strong_modal: parseWordList(STRONG_MODAL_WORDS),
      weak_modal: parseWordList(WEAK_MODAL_WORDS)
    })
  }
  return builtin
}

/* ------------------------------------------------------------------------------------ */
/* Loughran–McDonald Master Dictionary CSV                                               */
/* ------------------------------------------------------------------------------------ */

/** Category → the Master Dictionary column that holds it. */
export const LM_COLUMNS: { readonly [C in LexiconCategory]: string } = {
  negative: "Negative",
  uncertainty: "Uncertainty",
  litigious: "Litigious",
  constraining: "Constraining",
  strong_modal: "Strong_Modal",
  weak_modal: "Weak_Modal"
}

/** Header names compare case-insensitively, ignoring spaces, underscores and a BOM. */
const headerKey = (h: string): string => h.replace(/^\uFEFF/, "").toLowerCase().replace(/[^a-z0-9]/g, "")

interface CsvRow {
  readonly line: number
  readonly fields: ReadonlyArray<string>
}

/** RFC 4180 CSV: quoted fields with "" escapes, CRLF or LF line ends; blank lines skipped. */
const parseCsv = (text: string): Either.Either<ReadonlyArray<CsvRow>, string> => {
  const rows: Array<CsvRow> = []
  let fields: Array<string> = []
  let field = ""
  let line = 1
  let rowLine = 1
  let i = 0
  let quoted = false
  const n = text.length
  const endRow = () => {
    fields.push(field)
    if (!(fields.length === 1 && fields[0]!.trim() === "")) rows.push({ line: rowLine, fields })
    fields = []
    field = ""
  }
  while (i < n) {
    const c = text.charCodeAt(i)
    if (quoted) {
      if (c === 34) {
        if (text.charCodeAt(i + 1) === 34) {
          field += '"'
          i += 2
          continue
        }
        quoted = false
        i++
        continue
      }
      if (c === 10) line++
      field += text[i]
      i++
      continue
    }
    if (c === 34 && field.length === 0) {
      quoted = true
      i++
    } else if (c === 44) {
      fields.push(field)
      field = ""
      i++
    } else if (c === 13 || c === 10) {
      endRow()
      if (c === 13 && text.charCodeAt(i + 1) === 10) i++
      i++
      line++
      rowLine = line
    } else {
      field += text[i]
      i++
    }
  }
  if (quoted) return Either.left(`unterminated quoted field starting on line ${rowLine}`)
  if (field.length > 0 || fields.length > 0) endRow()
  return Either.right(rows)
}

const NUMBER_RE = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/
const MAX_REPORTED_ERRORS = 5

/**
 * Loads a lexicon from a file in the Loughran–McDonald Master Dictionary CSV format: a
 * `Word` column plus the category columns `Negative`, `Uncertainty`, `Litigious`,
 * `Constraining`, `Strong_Modal`, `Weak_Modal` (other columns are ignored). A cell marks
 * membership when it is a positive number (the Master Dictionary stores the year the word
 * was added, e.g. `2009`); `0` or an empty cell means not a member, and a negative number
 * (the Master Dictionary's mark for a word removed from a category) also means not a
 * member. Anything that is not a number is an error naming its line and column.
 */
export const parseLexiconCsv = (text: string, name: string): Either.Either<Lexicon, InvalidRequest> => {
  const fail = (detail: string, errors: ReadonlyArray<ErrorPath>) =>
    Either.left(new InvalidRequest({ detail: `Lexicon file ${name}: ${detail}`, errors }))
  const parsed = parseCsv(text)
  if (Either.isLeft(parsed)) return fail("malformed CSV", [{ path: "", message: parsed.left }])
  const rows = parsed.right
  const header = rows[0]
  if (header === undefined) return fail("the file is empty", [])
  const keys = header.fields.map(headerKey)
  const indexOf = (column: string): number => keys.indexOf(headerKey(column))
  const wordIndex = indexOf("Word")
  const missing: Array<ErrorPath> = []
  if (wordIndex < 0) missing.push({ path: "Word", message: "missing column" })
  const catIndex = {} as { [C in LexiconCategory]: number }
  for (const cat of LEXICON_CATEGORIES) {
    const idx = indexOf(LM_COLUMNS[cat])
    if (idx < 0) missing.push({ path: LM_COLUMNS[cat], message: "missing column" })
    catIndex[cat] = idx
  }
  if (missing.length > 0) {
    return fail(`missing column(s) ${missing.map((m) => m.path).join(", ")}`, missing)
  }
  const lists: { [C in LexiconCategory]: Array<string> } = {
    negative: [],
    uncertainty: [],
    litigious: [],
    constraining: [],
    strong_modal: [],
    weak_modal: []
  }
  const errors: Array<ErrorPath> = []
  let errorCount = 0
  const bad = (path: string, message: string) => {
    errorCount++
    if (errors.length < MAX_REPORTED_ERRORS) errors.push({ path, message })
  }
  const needed = Math.max(wordIndex, ...Object.values(catIndex)) + 1
  for (let r = 1; r < rows.length; r++) {
    const row = rows[r]!
    if (row.fields.length < needed) {
      bad(`line ${row.line}`, `expected at least ${needed} fields, found ${row.fields.length}`)
      continue
    }
    const word = normaliseEntry(row.fields[wordIndex]!)
    if (word.length === 0) {
      bad(`line ${row.line}, Word`, "empty word")
      continue
    }
    for (const cat of LEXICON_CATEGORIES) {
      const cell = row.fields[catIndex[cat]]!.trim()
      if (cell === "") continue
      if (!NUMBER_RE.test(cell)) {
        bad(`line ${row.line}, ${LM_COLUMNS[cat]}`, `"${cell}" is not a number`)
        continue
      }
      if (Number(cell) > 0) lists[cat].push(word)
    }
  }
  if (errorCount > 0) {
    const more = errorCount > errors.length ? ` (first ${errors.length} shown)` : ""
    return fail(`${errorCount} bad row(s)${more}`, errors)
  }
  if (rows.length < 2) return fail("no words (only a header)", [])
  return Either.right(makeLexicon(name, lists))
}
