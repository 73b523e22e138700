/**
 * Per-section metrics (engine `text_metrics_v2`). Pure: same text and context, same values.
 *
 * Every metric name of src/domain/names.ts is present in the result; a value is `null`
 * (missing) when it cannot be computed, never NaN:
 * - all metrics are null when the text has fewer than MIN_WORDS alphabetic words;
 * - the four MD&A densities are null for sections other than item_7_mdna / item_2_mdna.
 * Values are rounded to 6 decimals.
 */
import type { SectionKey } from "../domain/forms.js"
import type { MetricName } from "../domain/names.js"
import { METRIC_NAMES } from "../domain/names.js"
import { boilerplateWordRatio, forEachSentenceWords, type BoilerplateBaseline } from "./boilerplate.js"
import { DENSITY_PACK_NAMES, countHits, densityMatchers, densityPer1000 } from "./densities.js"
import { detectFlagsWithSentences, type FlagResult } from "./flags.js"
import { CATEGORY_BIT, type Lexicon } from "./lexicon.js"
import { fogIndex, fogToScore } from "./readability.js"
import {
  COMPANY_SCALE,
  NUMERIC_SCALE,
  countNamedEntities,
  countNumericEntities,
  saturate
} from "./specificity.js"
import { round6, scanWords, splitSentences } from "./text.js"

export type SectionMetricValues = { readonly [M in MetricName]: number | null }

export interface MetricsContext {
  readonly lexicon: Lexicon
  readonly baseline: BoilerplateBaseline
  /** The filer's name as its cover gives it, when known: the red flags read the filing's mentions of it as the company's own. */
  readonly registrant?: string | null
}

/** Below this many alphabetic words a section gets no metrics (all null). */
export const MIN_WORDS = 20

export const MDNA_SECTIONS: ReadonlySet<SectionKey> = new Set<SectionKey>(["item_7_mdna", "item_2_mdna"])

export const isMdnaSection = (section: SectionKey): boolean => MDNA_SECTIONS.has(section)

const allNull = (): { [M in MetricName]: number | null } => {
  const out = {} as { [M in MetricName]: number | null }
  for (const m of METRIC_NAMES) out[m] = null
  return out
}

/** Counts of lexicon hits over words, one Map lookup per word. */
export interface ToneCounts {
  readonly words: number
  readonly negative: number
  readonly uncertainty: number
  readonly litigious: number
  readonly constraining: number
  readonly strongModal: number
  readonly weakModal: number
  /** Words in the weak or the strong modal list (counted once). */
  readonly modal: number
}

export const countTone = (words: ReadonlyArray<string>, lexicon: Lexicon): ToneCounts => {
  let negative = 0
  let uncertainty = 0
  let litigious = 0
  let constraining = 0
  let strongModal = 0
  let weakModal = 0
  let modal = 0
  const masks = lexicon.masks
  const MODAL = CATEGORY_BIT.strong_modal | CATEGORY_BIT.weak_modal
  for (const w of words) {
    const m = masks.get(w)
    if (m === undefined) continue
    if (m & CATEGORY_BIT.negative) negative++
    if (m & CATEGORY_BIT.uncertainty) uncertainty++
    if (m & CATEGORY_BIT.litigious) litigious++
    if (m & CATEGORY_BIT.constraining) constraining++
    if (m & CATEGORY_BIT.strong_modal) strongModal++
    if (m & CATEGORY_BIT.weak_modal) weakModal++
    if (m & MODAL) modal++
  }
  return { words: words.length, negative, uncertainty, litigious, constraining, strongModal, weakModal, modal }
}

/** The tone ratios language deltas read (the other metrics are absent). */
export type ToneRatios = Pick<
  SectionMetricValues,
  "negative_word_ratio" | "uncertainty_word_ratio" | "litigious_word_ratio" | "constraining_word_ratio"
>

/**
 * The four tone ratios of a text, exactly as `computeSectionMetrics` computes them (null
 * below MIN_WORDS words), without the sentence split, flags and the other metrics: what a
 * prior filing's section needs for language deltas.
 */
export const toneRatios = (text: string, ctx: MetricsContext): ToneRatios => {
  const words = scanWords(text).words
  const n = words.length
  if (n < MIN_WORDS) {
    return { negative_word_ratio: null, uncertainty_word_ratio: null, litigious_word_ratio: null, constraining_word_ratio: null }
  }
  const tone = countTone(words, ctx.lexicon)
  return {
    negative_word_ratio: round6(tone.negative / n),
    uncertainty_word_ratio: round6(tone.uncertainty / n),
    litigious_word_ratio: round6(tone.litigious / n),
    constraining_word_ratio: round6(tone.constraining / n)
  }
}

/** Metrics and flags of one section from a single tokenisation and sentence split. */
export interface SectionAnalysis {
  readonly metrics: SectionMetricValues
  readonly flags: FlagResult
  readonly word_count: number
  readonly sentence_count: number
}

/** Computes every metric of one section (see docs/metrics-methodology.md for the formulas). */
export const computeSectionMetrics = (section: SectionKey, text: string, ctx: MetricsContext): SectionMetricValues =>
  analyze(section, text, ctx, false).metrics

/** Metrics plus flags with evidence, sharing the tokenisation and sentence split. */
export const analyzeSection = (
  section: SectionKey,
  text: string,
  ctx: MetricsContext,
  lineStarts: ReadonlyArray<number> | null = null
): SectionAnalysis => analyze(section, text, ctx, true, lineStarts)

const NO_FLAGS = (section: SectionKey): FlagResult => detectFlagsWithSentences(section, "", [])

const analyze = (
  section: SectionKey,
  text: string,
  ctx: MetricsContext,
  withFlags: boolean,
  lineStarts: ReadonlyArray<number> | null = null
): SectionAnalysis => {
  const spans = splitSentences(text)
  const flags = withFlags ? detectFlagsWithSentences(section, text, spans, lineStarts, ctx.registrant ?? null) : NO_FLAGS(section)
  const scan = scanWords(text)
  const words = scan.words
  const n = words.length
  if (n < MIN_WORDS) {
    return { metrics: allNull(), flags, word_count: n, sentence_count: spans.length }
  }
  const out = allNull()
  const tone = countTone(words, ctx.lexicon)
  out.negative_word_ratio = round6(tone.negative / n)
  out.uncertainty_word_ratio = round6(tone.uncertainty / n)
  out.litigious_word_ratio = round6(tone.litigious / n)
  out.constraining_word_ratio = round6(tone.constraining / n)
  out.modal_word_ratio = round6(tone.modal / n)
  out.weak_modal_word_ratio = round6(tone.weakModal / n)
  out.strong_modal_word_ratio = round6(tone.strongModal / n)
  out.boilerplate_word_ratio = round6(boilerplateWordRatio(words, scan.starts, spans, ctx.baseline))

  const lengths: Array<number> = []
  forEachSentenceWords(words, scan.starts, spans, (from, to) => {
    lengths.push(to - from)
  })
  const fog = fogIndex(lengths, words)
  out.readability_score = fog === null ? null : round6(fogToScore(fog))

  const numeric = countNumericEntities(text).total
  const named = countNamedEntities(text, scan, spans)
  out.numeric_specificity = round6(saturate((numeric / n) * 100, NUMERIC_SCALE))
  out.company_specificity = round6(saturate(((numeric + named) / n) * 100, COMPANY_SCALE))

  if (isMdnaSection(section)) {
    for (const name of DENSITY_PACK_NAMES) {
      out[name] = round6(densityPer1000(countHits(densityMatchers()[name], scan, text), n))
    }
  }
  return { metrics: out, flags, word_count: n, sentence_count: spans.length }
}
