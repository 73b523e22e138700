/**
 * Cross-firm boilerplate: a baseline of four-word sequences (four-grams) that occur in the
 * texts of many distinct firms, and the share of a section's words that sit in sentences
 * containing one of them (Lang & Stice-Lawrence 2015, with firms in place of documents).
 *
 * - Four-grams are consecutive normalised words (see text.ts) *within one sentence*; they
 *   never span a sentence boundary. A gram is stored as its four words joined by one space.
 * - Shares are over firms, not documents: several filings of one firm count once, so a
 *   firm's own recurring language is not "boilerplate" merely because it repeats.
 * - A gram is boilerplate among F firms when its firm count c satisfies
 *   c ≥ max(minFirms, ⌈minFirmShare × F⌉) and, when maxFirmShare < 1, c ≤ maxFirmShare × F
 *   (phrases used by nearly every firm, "the company may be", are excluded as in the paper).
 * - Leave-one-firm-out: the file stores, for every gram that can qualify for some firm, the
 *   set of firms using it (a bit mask over the sorted firm list). Scoring a filing of firm f
 *   uses `baselineForFirm(b, f)`: f's own use is removed from every count and F becomes
 *   F − 1 when f is one of the firms, so a firm's own phrases never count as cross-firm
 *   boilerplate for that firm. A firm outside the baseline sees the full-sample grams.
 * - `baseline_version` = `boilerplate_4grams@` + the first 12 hex characters of the sha256
 *   of the canonical content (thresholds, firms, grams and their masks): same content, same
 *   version.
 * - An empty baseline is valid: every boilerplate ratio is then 0.
 */
import { createHash } from "node:crypto"
import { Either, ParseResult, Schema } from "effect"
import { InvalidRequest } from "../domain/errors.js"
import { METRICS_ENGINE_VERSION } from "../domain/versions.js"
import { scanWords, splitSentences, type Span } from "./text.js"

export const NGRAM = 4

/** One document of the baseline's provenance. */
export const BaselineFiling = Schema.Struct({
  id: Schema.String,
  firm: Schema.String,
  form: Schema.optional(Schema.String),
  fiscal_year: Schema.optional(Schema.NullOr(Schema.Int)),
  sha256: Schema.optional(Schema.String)
})

/** The JSON data file `data/metrics/boilerplate-baseline.json`. */
export const BoilerplateBaselineFile = Schema.Struct({
  kind: Schema.Literal("boilerplate_baseline"),
  baseline_version: Schema.String,
  ngram: Schema.Literal(NGRAM),
  tokenizer: Schema.String,
  min_firms: Schema.Int.pipe(Schema.greaterThanOrEqualTo(1)),
  min_firm_share: Schema.Number.pipe(Schema.between(0, 1)),
  max_firm_share: Schema.optionalWith(Schema.Number.pipe(Schema.between(0, 1)), { default: () => 1 }),
  n_firms: Schema.Int.pipe(Schema.greaterThanOrEqualTo(0)),
  n_documents: Schema.Int.pipe(Schema.greaterThanOrEqualTo(0)),
  /** Sorted firm ids; bit i of a gram's mask is firms[i]. */
  firms: Schema.optionalWith(Schema.Array(Schema.String), { default: () => [] }),
  filings: Schema.Array(BaselineFiling),
  counts: Schema.optional(Schema.Record({ key: Schema.String, value: Schema.Unknown })),
  created_at: Schema.optional(Schema.String),
  note: Schema.optional(Schema.String),
  gram_count: Schema.Int.pipe(Schema.greaterThanOrEqualTo(0)),
  grams: Schema.Array(Schema.String),
  /** Hex bit masks over `firms`, one per gram (absent: every gram is boilerplate for every firm). */
  gram_firms: Schema.optional(Schema.Array(Schema.String))
}).annotations({ identifier: "BoilerplateBaselineFile" })
export type BoilerplateBaselineFile = typeof BoilerplateBaselineFile.Type

export interface BoilerplateBaseline {
  readonly version: string
  /** Provenance and the grams as stored (sorted). */
  readonly file: BoilerplateBaselineFile
  /** Fast membership: "w1 w2 w3 w4" (the full-sample boilerplate grams). */
  readonly grams: ReadonlySet<string>
}

const sha12 = (text: string): string => createHash("sha256").update(text, "utf8").digest("hex").slice(0, 12)

/** Content version: the grams alone for a plain baseline, else thresholds, firms, grams and masks. */
export const baselineVersionOf = (
  sortedGrams: ReadonlyArray<string>,
  lofo?: { readonly minFirms: number; readonly minShare: number; readonly maxShare: number; readonly firms: ReadonlyArray<string>; readonly masks: ReadonlyArray<string> }
): string =>
  `boilerplate_4grams@${sha12(
    lofo === undefined
      ? sortedGrams.join("\n")
      : [
          `min_firms=${lofo.minFirms} min_share=${lofo.minShare} max_share=${lofo.maxShare}`,
          lofo.firms.join(","),
          ...sortedGrams.map((g, i) => `${g}\t${lofo.masks[i] ?? ""}`)
        ].join("\n")
  )}`

const popcountHex = (hex: string): number => {
  let n = 0
  for (let i = 0; i < hex.length; i++) {
    let v = parseInt(hex[i]!, 16)
    while (v) {
      n += v & 1
      v >>= 1
    }
  }
  return n
}

/** Bit `i` of a hex mask (bit 0 is the last hex digit's lowest bit). */
const hasBit = (hex: string, i: number): boolean => {
  const digit = hex.length - 1 - (i >> 2)
  return digit >= 0 && ((parseInt(hex[digit]!, 16) >> (i & 3)) & 1) === 1
}

const maskOf = (indices: ReadonlyArray<number>, nFirms: number): string => {
  const digits = new Array<number>(Math.max(1, Math.ceil(nFirms / 4))).fill(0)
  for (const i of indices) digits[digits.length - 1 - (i >> 2)]! |= 1 << (i & 3)
  return digits.map((d) => d.toString(16)).join("")
}

/** The firm-count threshold rule. */
const qualifies = (count: number, nFirms: number, minFirms: number, minShare: number, maxShare: number): boolean =>
  nFirms > 0 && count >= Math.max(minFirms, Math.ceil(minShare * nFirms - 1e-9)) && (maxShare >= 1 || count <= maxShare * nFirms + 1e-9)

const fullSampleGrams = (file: BoilerplateBaselineFile): Set<string> => {
  const masks = file.gram_firms
  if (masks === undefined) return new Set(file.grams)
  const out = new Set<string>()
  file.grams.forEach((g, i) => {
    if (qualifies(popcountHex(masks[i]!), file.n_firms, file.min_firms, file.min_firm_share, file.max_firm_share)) out.add(g)
  })
  return out
}

const fromFile = (file: BoilerplateBaselineFile): BoilerplateBaseline => ({
  version: file.baseline_version,
  file,
  grams: fullSampleGrams(file)
})

const MAX_FIRM_VIEWS = 128
const firmViews = new WeakMap<BoilerplateBaseline, Map<string, BoilerplateBaseline>>()

/** Normalised firm id: a CIK without leading zeros. */
export const firmId = (cik: string | number): string => String(cik).trim().replace(/^0+(?=\d)/, "")

/**
 * The baseline as seen by one firm (leave-one-firm-out): the firm's own use of a gram is
 * removed from its count and the firm from the number of firms. Same version as `b` (the
 * firm is part of what is scored). Memoised per baseline for the most recent firms.
 */
export const baselineForFirm = (b: BoilerplateBaseline, firm: string | null | undefined): BoilerplateBaseline => {
  const masks = b.file.gram_firms
  if (firm === null || firm === undefined || masks === undefined) return b
  const id = firmId(firm)
  const index = b.file.firms.indexOf(id)
  if (index < 0) return b
  let views = firmViews.get(b)
  if (views === undefined) {
    views = new Map()
    firmViews.set(b, views)
  }
  const cached = views.get(id)
  if (cached !== undefined) return cached
  const f = b.file
  const n = f.n_firms - 1
  const grams = new Set<string>()
  f.grams.forEach((g, i) => {
    const mask = masks[i]!
    const c = popcountHex(mask) - (hasBit(mask, index) ? 1 : 0)
    if (qualifies(c, n, f.min_firms, f.min_firm_share, f.max_firm_share)) grams.add(g)
  })
  const view: BoilerplateBaseline = { version: b.version, file: b.file, grams }
  // bounded: a long-running service scoring many firms keeps the most recent views only
  if (views.size >= MAX_FIRM_VIEWS) views.delete(views.keys().next().value!)
  views.set(id, view)
  return view
}

/** The baseline with no grams (every boilerplate ratio is 0). */
export const EMPTY_BASELINE: BoilerplateBaseline = fromFile({
  kind: "boilerplate_baseline",
  baseline_version: baselineVersionOf([]),
  ngram: NGRAM,
  tokenizer: METRICS_ENGINE_VERSION,
  min_firms: 1,
  min_firm_share: 0,
  max_firm_share: 1,
  n_firms: 0,
  n_documents: 0,
  firms: [],
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
  starts: ArrayLike<number>,
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
  readonly form?: string
  readonly fiscalYear?: number | null
  readonly sha256?: string
}

export interface BaselineOptions {
  readonly minFirms: number
  /** Also require this share of all firms (0..1); default 0. */
  readonly minFirmShare?: number
  /** Exclude grams used by more than this share of firms (0..1); default 1 (no exclusion). */
  readonly maxFirmShare?: number
  /** Store per-gram firm sets so that scoring can leave the scored firm out (default true). */
  readonly leaveOneFirmOut?: boolean
  /** Optional provenance fields, copied into the file. */
  readonly createdAt?: string
  readonly note?: string
  readonly counts?: Record<string, unknown>
}

const byString = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/**
 * Builds a baseline from documents (pure; same input, same baseline and version). Two
 * passes over the texts: firm counts of every gram, then the firm sets of the grams that
 * can qualify for some firm.
 */
export const buildBoilerplateBaseline = (
  docs: ReadonlyArray<BaselineDoc>,
  opts: BaselineOptions
): BoilerplateBaseline => {
  const minFirms = Math.max(1, Math.floor(opts.minFirms))
  const minShare = Math.min(1, Math.max(0, opts.minFirmShare ?? 0))
  const maxShare = Math.min(1, Math.max(0, opts.maxFirmShare ?? 1))
  const lofo = opts.leaveOneFirmOut ?? true
  const firms = [...new Set(docs.map((d) => firmId(d.firm)))].sort(byString)
  const nFirms = firms.length
  const docsOf = new Map<string, Array<BaselineDoc>>()
  for (const d of docs) {
    const id = firmId(d.firm)
    docsOf.set(id, [...(docsOf.get(id) ?? []), d])
  }
  const gramsOfFirm = (firm: string): Set<string> => {
    const set = new Set<string>()
    for (const doc of docsOf.get(firm) ?? []) for (const section of doc.sections) forEachGram(section, (g) => set.add(g))
    return set
  }
  // pass 1: firm counts
  const firmCount = new Map<string, number>()
  for (const firm of firms) for (const g of gramsOfFirm(firm)) firmCount.set(g, (firmCount.get(g) ?? 0) + 1)
  // candidates: qualify for the full sample, or (leave-one-firm-out) for some firm left out
  const candidates = new Map<string, Array<number>>()
  for (const [g, c] of firmCount) {
    const full = qualifies(c, nFirms, minFirms, minShare, maxShare)
    const out = lofo && nFirms > 1 && (qualifies(c - 1, nFirms - 1, minFirms, minShare, maxShare) || qualifies(c, nFirms - 1, minFirms, minShare, maxShare))
    if (full || out) candidates.set(g, [])
  }
  firmCount.clear()
  const grams = [...candidates.keys()].sort(byString)
  let masks: Array<string> | undefined
  if (lofo) {
    firms.forEach((firm, i) => {
      for (const g of gramsOfFirm(firm)) candidates.get(g)?.push(i)
    })
    masks = grams.map((g) => maskOf(candidates.get(g)!, nFirms))
  }
  const filings = docs
    .map((d) => ({
      id: d.id,
      firm: firmId(d.firm),
      ...(d.form !== undefined ? { form: d.form } : {}),
      ...(d.fiscalYear !== undefined ? { fiscal_year: d.fiscalYear } : {}),
      ...(d.sha256 !== undefined ? { sha256: d.sha256 } : {})
    }))
    .sort((a, b) => byString(a.firm, b.firm) || byString(a.id, b.id))
  const version =
    masks === undefined
      ? baselineVersionOf(grams)
      : baselineVersionOf(grams, { minFirms, minShare, maxShare, firms, masks })
  return fromFile({
    kind: "boilerplate_baseline",
    baseline_version: version,
    ngram: NGRAM,
    tokenizer: METRICS_ENGINE_VERSION,
    min_firms: minFirms,
    min_firm_share: minShare,
    max_firm_share: maxShare,
    n_firms: nFirms,
    n_documents: docs.length,
    firms,
    filings,
    ...(opts.counts !== undefined ? { counts: opts.counts } : {}),
    ...(opts.createdAt !== undefined ? { created_at: opts.createdAt } : {}),
    ...(opts.note !== undefined ? { note: opts.note } : {}),
    gram_count: grams.length,
    grams,
    ...(masks !== undefined ? { gram_firms: masks } : {})
  })
}

/** Serialises a baseline to its data-file JSON (stable key order, one gram per line). */
export const serializeBoilerplateBaseline = (b: BoilerplateBaseline): string => {
  const { grams, gram_firms, ...rest } = b.file
  const head = JSON.stringify(rest, null, 2).replace(/\n}$/, "")
  const list = (xs: ReadonlyArray<string>) => (xs.length === 0 ? "[]" : `[\n${xs.map((g) => `    ${JSON.stringify(g)}`).join(",\n")}\n  ]`)
  const masks = gram_firms === undefined ? "" : `,\n  "gram_firms": ${list(gram_firms)}`
  return `${head},\n  "grams": ${list(grams)}${masks}\n}\n`
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
  const masks = file.gram_firms
  if (masks !== undefined) {
    if (masks.length !== file.grams.length || masks.some((m) => !/^[0-9a-f]+$/.test(m))) {
      return Either.left(
        new InvalidRequest({
          detail: "Boilerplate baseline: gram_firms must hold one hex mask per gram",
          errors: [{ path: "gram_firms", message: `${masks.length} masks for ${file.grams.length} grams` }]
        })
      )
    }
    if (file.firms.length !== file.n_firms) {
      return Either.left(
        new InvalidRequest({
          detail: "Boilerplate baseline: firms does not match n_firms",
          errors: [{ path: "firms", message: `${file.firms.length} firms ≠ n_firms ${file.n_firms}` }]
        })
      )
    }
  }
  const sorted = masks === undefined ? [...file.grams].sort() : file.grams
  const expected =
    masks === undefined
      ? baselineVersionOf(sorted)
      : baselineVersionOf(sorted, {
          minFirms: file.min_firms,
          minShare: file.min_firm_share,
          maxShare: file.max_firm_share,
          firms: file.firms,
          masks
        })
  if (expected !== file.baseline_version) {
    return Either.left(
      new InvalidRequest({
        detail: "Boilerplate baseline: baseline_version does not match the grams",
        errors: [{ path: "baseline_version", message: `expected ${expected}` }]
      })
    )
  }
  return Either.right(fromFile({ ...file, grams: sorted }))
}

/**
 * Share of words that sit in sentences containing at least one baseline gram
 * (0 for an empty baseline or no words).
 */
export const boilerplateWordRatio = (
  words: ReadonlyArray<string>,
  starts: ArrayLike<number>,
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
