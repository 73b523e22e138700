/**
 * Cross-firm boilerplate: a baseline of four-word sequences (four-grams) that occur in the
 * texts of many distinct firms, and the share of a section's words that sit in sentences
 * containing one of them.
 *
 * - Four-grams are consecutive normalised words (see text.ts) *within one sentence*; they
 *   never span a sentence boundary. A gram is stored as its four words joined by one space.
 * - The baseline keeps a gram when it occurs in the texts of at least `minFirms` distinct
 *   firms and, when `minFirmShare` is given, in at least ceil(minFirmShare × firms) firms.
 *   Several filings of one firm count once, so a firm's own recurring language is not
 *   "boilerplate" merely because it repeats year after year.
 * - `baseline_version` = `boilerplate_4grams@` + the first 12 hex characters of the sha256
 *   of the sorted grams joined by newlines: same grams, same version.
 * - An empty baseline is valid: every boilerplate ratio is then 0.
 */
import { createHash } from "node:crypto"
import { Either, ParseResult, Schema } from "effect"
import { InvalidRequest } from "../domain/errors.js"
import { METRICS_ENGINE_VERSION } from "../domain/versions.js"
import { scanWords, splitSentences, type Span } from "./text.js"

export const NGRAM = 4

/** The JSON data file `data/metrics/boilerplate-baseline.json`. */
export const BoilerplateBaselineFile = Schema.Struct({
  kind: Schema.Literal("boilerplate_baseline"),
  baseline_version: Schema.String,
  ngram: Schema.Literal(NGRAM),
  tokenizer: Schema.String,
  min_firms: Schema.Int.pipe(Schema.greaterThanOrEqualTo(1)),
  min_firm_share: Schema.Number.pipe(Schema.between(0, 1)),
  n_firms: Schema.Int.pipe(Schema.greaterThanOrEqualTo(0)),
  n_documents: Schema.Int.pipe(Schema.greaterThanOrEqualTo(0)),
  filings: Schema.Array(Schema.Struct({ id: Schema.String, firm: Schema.String })),
  created_at: Schema.optional(Schema.String),
  note: Schema.optional(Schema.String),
  gram_count: Schema.Int.pipe(Schema.greaterThanOrEqualTo(0)),
  grams: Schema.Array(Schema.String)
}).annotations({ identifier: "BoilerplateBaselineFile" })
export type BoilerplateBaselineFile = typeof BoilerplateBaselineFile.Type

export interface BoilerplateBaseline {
  readonly version: string
  /** Provenance and the grams as stored (sorted). */
  readonly file: BoilerplateBaselineFile
  /** Fast membership: "w1 w2 w3 w4". */
  readonly grams: ReadonlySet<string>
}

export const baselineVersionOf = (sortedGrams: ReadonlyArray<string>): string =>
  `boilerplate_4grams@${createHash("sha256").update(sortedGrams.join("\n"), "utf8").digest("hex").slice(0, 12)}`

const fromFile = (file: BoilerplateBaselineFile): BoilerplateBaseline => ({
  version: file.baseline_version,
  file,
  grams: new Set(file.grams)
})

/** The baseline with no grams (every boilerplate ratio is 0). */
export const EMPTY_BASELINE: BoilerplateBaseline = fromFile({
  kind: "boilerplate_baseline",
  baseline_version: baselineVersionOf([]),
  ngram: NGRAM,
  tokenizer: METRICS_ENGINE_VERSION,
  min_firms: 1,
  min_firm_share: 0,
  n_firms: 0,
  n_documents: 0,
  filings: [],
  note: "empty baseline: boilerplate_word_ratio is 0 until a corpus baseline is built",
  gram_count: 0,
  grams: []
})

/** Calls `f(gram)` for every four-gram of every sentence of `text`. */
const forEachGram = (text: string, f: (gram: string) => void): void => {
  const scan = scanWords(text)
  const spans = splitSentences(text)
  forEachSentenceWords(scan.words, scan.starts, spans, (from, to) => {
    for (let i = from; i + NGRAM <= to; i++) {
      f(`${scan.words[i]} ${scan.words[i + 1]} ${scan.words[i + 2]} ${scan.words[i + 3]}`)
    }
  })
}

/**
 * Groups word indices by sentence: calls `f(from, to)` with the half-open word-index range of
 * each sentence (words are assigned to the sentence whose span contains their start).
 */
export const forEachSentenceWords = (
  _words: ReadonlyArray<string>,
  starts: ReadonlyArray<number>,
  spans: ReadonlyArray<Span>,
  f: (from: number, to: number, sentence: number) => void
): void => {
  let w = 0
  const n = starts.length
  for (let s = 0; s < spans.length; s++) {
    const span = spans[s]!
    while (w < n && starts[w]! < span.start) w++
    const from = w
    while (w < n && starts[w]! < span.end) w++
    f(from, w, s)
  }
}

export interface BaselineDoc {
  readonly id: string
  readonly firm: string
  readonly sections: ReadonlyArray<string>
}

export interface BaselineOptions {
  readonly minFirms: number
  /** Also require this share of all firms (0..1); default 0. */
  readonly minFirmShare?: number
  /** Optional provenance fields, copied into the file. */
  readonly createdAt?: string
  readonly note?: string
}

/** Builds a baseline from documents (pure; same input, same baseline and version). */
export const buildBoilerplateBaseline = (
  docs: ReadonlyArray<BaselineDoc>,
  opts: BaselineOptions
): BoilerplateBaseline => {
  const minFirms = Math.max(1, Math.floor(opts.minFirms))
  const share = Math.min(1, Math.max(0, opts.minFirmShare ?? 0))
  const gramsByFirm = new Map<string, Set<string>>()
  for (const doc of docs) {
    let set = gramsByFirm.get(doc.firm)
    if (set === undefined) {
      set = new Set<string>()
      gramsByFirm.set(doc.firm, set)
    }
    const target = set
    for (const section of doc.sections) forEachGram(section, (g) => target.add(g))
  }
  const firmCount = new Map<string, number>()
  for (const set of gramsByFirm.values()) {
    for (const g of set) firmCount.set(g, (firmCount.get(g) ?? 0) + 1)
  }
  const nFirms = gramsByFirm.size
  const threshold = Math.max(minFirms, Math.ceil(share * nFirms))
  const grams: Array<string> = []
  for (const [g, c] of firmCount) if (c >= threshold) grams.push(g)
  grams.sort()
  const filings = docs
    .map((d) => ({ id: d.id, firm: d.firm }))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  return fromFile({
    kind: "boilerplate_baseline",
    baseline_version: baselineVersionOf(grams),
    ngram: NGRAM,
    tokenizer: METRICS_ENGINE_VERSION,
    min_firms: minFirms,
    min_firm_share: share,
    n_firms: nFirms,
    n_documents: docs.length,
    filings,
    ...(opts.createdAt !== undefined ? { created_at: opts.createdAt } : {}),
    ...(opts.note !== undefined ? { note: opts.note } : {}),
    gram_count: grams.length,
    grams
  })
}

/** Serialises a baseline to its data-file JSON (stable key order, one gram per line). */
export const serializeBoilerplateBaseline = (b: BoilerplateBaseline): string => {
  const { grams, ...rest } = b.file
  const head = JSON.stringify(rest, null, 2).replace(/\n}$/, "")
  const body = grams.length === 0 ? "[]" : `[\n${grams.map((g) => `    ${JSON.stringify(g)}`).join(",\n")}\n  ]`
  return `${head},\n  "grams": ${body}\n}\n`
}

const decodeFile = Schema.decodeUnknownEither(BoilerplateBaselineFile)

/**
 * Loads a baseline from the *contents* of its JSON file. Checks the schema, that
 * `gram_count` matches, that every gram has four lower-case words, and that
 * `baseline_version` is the content hash of the grams (so an edited file is detected).
 */
export const parseBoilerplateBaseline = (contents: string): Either.Either<BoilerplateBaseline, InvalidRequest> => {
  let json: unknown
  try {
    json = JSON.parse(contents)
  } catch (e) {
    return Either.left(
      new InvalidRequest({ detail: `Boilerplate baseline: not JSON (${e instanceof Error ? e.message : String(e)})` })
    )
  }
  const decoded = decodeFile(json)
  if (Either.isLeft(decoded)) {
    return Either.left(
      new InvalidRequest({
        detail: "Boilerplate baseline: invalid file",
        errors: ParseResult.ArrayFormatter.formatErrorSync(decoded.left).map((i) => ({
          path: i.path.join("."),
          message: i.message
        }))
      })
    )
  }
  const file = decoded.right
  if (file.gram_count !== file.grams.length) {
    return Either.left(
      new InvalidRequest({
        detail: "Boilerplate baseline: gram_count does not match grams",
        errors: [{ path: "gram_count", message: `${file.gram_count} ≠ ${file.grams.length} grams` }]
      })
    )
  }
  const gramRe = /^[^\sA-Z]+(?: [^\sA-Z]+){3}$/
  const badIndex = file.grams.findIndex((g) => !gramRe.test(g))
  if (badIndex >= 0) {
    return Either.left(
      new InvalidRequest({
        detail: "Boilerplate baseline: malformed gram",
        errors: [{ path: `grams.${badIndex}`, message: `expected four lower-case words: ${JSON.stringify(file.grams[badIndex])}` }]
      })
    )
  }
  const sorted = [...file.grams].sort()
  const expected = baselineVersionOf(sorted)
  if (expected !== file.baseline_version) {
    return Either.left(
      new InvalidRequest({
        detail: "Boilerplate baseline: baseline_version does not match the grams",
        errors: [{ path: "baseline_version", message: `expected ${expected}` }]
      })
    )
  }
  return Either.right({ version: file.baseline_version, file: { ...file, grams: sorted }, grams: new Set(sorted) })
}

/**
 * Share of words that sit in sentences containing at least one baseline gram
 * (0 for an empty baseline or no words).
 */
export const boilerplateWordRatio = (
  words: ReadonlyArray<string>,
  starts: ReadonlyArray<number>,
  spans: ReadonlyArray<Span>,
  baseline: BoilerplateBaseline
): number => {
  if (words.length === 0 || baseline.grams.size === 0) return 0
  const set = baseline.grams
  let covered = 0
  forEachSentenceWords(words, starts, spans, (from, to) => {
    for (let i = from; i + NGRAM <= to; i++) {
      if (set.has(`${words[i]} ${words[i + 1]} ${words[i + 2]} ${words[i + 3]}`)) {
        covered += to - from
        return
      }
    }
  })
  return covered / words.length
}
