/**
 * `diffSection`: how much one section changed against the same section of the prior filing.
 * The formulas are stated here and in docs/diff-methodology.md; keep the two in step.
 *
 * Word counts (`current_word_count`, `prior_word_count`) are alphabetic tokens.
 *
 * v1, `disclosure_change_score` (0..100):
 *   lexical   = TF-IDF cosine over content-word unigrams + bigrams, IDF on the pair (similarity.ts)
 *   shingle   = Jaccard overlap of 4-word shingle sets (similarity.ts)
 *   text_change = 1 − (0.5 × lexical + 0.5 × shingle)
 *   length_change = (current words − prior words) / prior words
 *   length_component = min(1, length_change) when it grows, min(1, −length_change) × 0.5 when it shrinks
 *   topic_component  = min(1, (|new topics| + 0.5 × |intensified topics|) / 2)   (topics.ts)
 *   v1 = 100 × clamp01(W_TEXT × text_change + W_LENGTH × length_component + W_TOPIC × topic_component)
 *   with W_TEXT = 0.8, W_LENGTH = 0.1, W_TOPIC = 0.1. Identical wording gives exactly 0.
 *
 * v2, `disclosure_change_score_v2` (0..100), over the sentence alignment (align.ts), each
 * sentence weighted by its number of alphanumeric tokens (its length):
 *   changed = Σ len(added) + Σ len(removed) + Σ_pairs (1 − J_all(pair)) × (len(cur) + len(prior))
 *   v2 = 100 × changed / (Σ len(current sentences) + Σ len(prior sentences))
 *   where J_all is the weighted (multiset) Jaccard overlap of the pair's alphanumeric tokens,
 *   Σ min(count) / Σ max(count) (numbers included), so a changed figure counts as a
 *   modification. Identical text gives exactly 0; text with no
 *   sentence in common gives 100.
 *
 * `diff_confidence` (0..1):
 *   size  = min(1, min(words) / 200)
 *   ratio = max(words) / min(words);  ratio_factor = min(1, 3 / ratio)
 *   confidence = 0.95 × (0.3 + 0.7 × size) × (0.4 + 0.6 × ratio_factor);  0 when a side has no words
 *
 * A side with no words gives null scores and similarities and confidence 0.
 */
import { detached } from "../domain/strings.js"
import { alignSentences } from "./align.js"
import { clamp01, round } from "./numbers.js"
import type { DiffDetails, NumericChange, SectionDiff } from "./schema.js"
import { alnumTokensOf, prepareText, type Sentence, Vocabulary } from "./prepare.js"
import { jaccard, shingles, tfidfCosine } from "./similarity.js"
import { numericTokens, type NumericToken } from "./text.js"
import { compareTopics, topicProfileOfIds, type TopicChanges } from "./topics.js"

export const V1_WEIGHTS = { text: 0.8, length: 0.1, topic: 0.1 } as const
export const SIMILARITY_WEIGHTS = { lexical: 0.5, shingle: 0.5 } as const
export const SHRINK_FACTOR = 0.5
export const TOPICS_FOR_FULL_COMPONENT = 2

export const CONFIDENCE = {
  max: 0.95,
  fullSizeWords: 200,
  sizeFloor: 0.3,
  comfortableRatio: 3,
  ratioFloor: 0.4
} as const

export const MAX_SAMPLES = 5
export const MAX_NUMERIC_CHANGES = 10
export const MAX_SAMPLE_CHARS = 500
export const MAX_CONTEXT_CHARS = 300
/** Figures are reported only from sentences with at least this many words (not page footers). */
export const MIN_CONTEXT_WORDS = 6

const truncate = (s: string, max: number): string => (s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`)

/** v1 score from its parts (see the header comment). */
export const v1Score = (
  lexical: number,
  shingle: number,
  lengthChange: number,
  topics: Pick<TopicChanges, "newTopics" | "intensifiedTopics">
): number => {
  const textChange = clamp01(1 - (SIMILARITY_WEIGHTS.lexical * lexical + SIMILARITY_WEIGHTS.shingle * shingle))
  const lengthComponent = lengthChange >= 0 ? Math.min(1, lengthChange) : Math.min(1, -lengthChange) * SHRINK_FACTOR
  const topicComponent = Math.min(
    1,
    (topics.newTopics.length + 0.5 * topics.intensifiedTopics.length) / TOPICS_FOR_FULL_COMPONENT
  )
  return (
    100 *
    clamp01(V1_WEIGHTS.text * textChange + V1_WEIGHTS.length * lengthComponent + V1_WEIGHTS.topic * topicComponent)
  )
}

/** Diff confidence from the two word counts (see the header comment). */
export const diffConfidence = (currentWords: number, priorWords: number): number => {
  const lo = Math.min(currentWords, priorWords)
  const hi = Math.max(currentWords, priorWords)
  if (!(lo > 0)) return 0
  const size = Math.min(1, lo / CONFIDENCE.fullSizeWords)
  const ratioFactor = Math.min(1, CONFIDENCE.comfortableRatio / (hi / lo))
  return round(
    CONFIDENCE.max *
      (CONFIDENCE.sizeFloor + (1 - CONFIDENCE.sizeFloor) * size) *
      (CONFIDENCE.ratioFloor + (1 - CONFIDENCE.ratioFloor) * ratioFactor)
  )
}

/**
 * Weighted (multiset) Jaccard overlap of the alphanumeric tokens of two sentences:
 * Σ min(count) / Σ max(count) over tokens, so a repeated word removed still counts.
 */
const tokenBagJaccard = (a: Sentence, b: Sentence): number => {
  const counts = new Map<string, number>()
  for (const t of alnumTokensOf(a)) counts.set(t, (counts.get(t) ?? 0) + 1)
  let inter = 0
  let extraB = 0
  for (const t of alnumTokensOf(b)) {
    const n = counts.get(t) ?? 0
    if (n > 0) {
      counts.set(t, n - 1)
      inter++
    } else extraB++
  }
  // union = intersection + unmatched of a + unmatched of b
  const union = a.length + extraB
  return union === 0 ? 1 : inter / union
}

/** The longest `max` sentences (ties: earlier first), returned in document order. */
const samples = (sentences: ReadonlyArray<Sentence>): Array<string> =>
  [...sentences]
    .sort((x, y) => y.length - x.length || x.index - y.index)
    .slice(0, MAX_SAMPLES)
    .sort((x, y) => x.index - y.index)
    .map((s) => detached(truncate(s.text, MAX_SAMPLE_CHARS)))

interface Candidate extends NumericChange {
  /** 0: a quantity in prose; 1: a quantity in a table-like line; 2: a plain number. */
  readonly rank: number
  readonly order: number
}

/** Above this many cells the numbers of a pair are not aligned (a huge flattened table). */
export const MAX_NUMERIC_ALIGNMENT_CELLS = 250_000

/**
 * Longest common subsequence of two canonical-number sequences, as index pairs in order.
 * Ties prefer skipping a prior number first, which makes the result deterministic.
 */
const lcsPairs = (a: ReadonlyArray<string>, b: ReadonlyArray<string>): Array<readonly [number, number]> => {
  const n = a.length
  const m = b.length
  const width = m + 1
  const dp = new Int32Array((n + 1) * width)
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      dp[i * width + j] =
        a[i] === b[j]
          ? (dp[(i + 1) * width + j + 1] as number) + 1
          : Math.max(dp[(i + 1) * width + j] as number, dp[i * width + j + 1] as number)
    }
  }
  const out: Array<readonly [number, number]> = []
  let i = 0
  let j = 0
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      out.push([i, j])
      i++
      j++
    } else if ((dp[i * width + j + 1] as number) >= (dp[(i + 1) * width + j] as number)) j++
    else i++
  }
  return out
}

/** About MAX_CONTEXT_CHARS of the sentence around offsets [start, end). */
const contextAround = (text: string, start: number, end: number): string => {
  if (text.length <= MAX_CONTEXT_CHARS) return text
  const lead = Math.floor((MAX_CONTEXT_CHARS - (end - start)) / 3)
  let from = Math.max(0, start - lead)
  let to = Math.min(text.length, from + MAX_CONTEXT_CHARS)
  from = Math.max(0, to - MAX_CONTEXT_CHARS)
  // snap to word boundaries
  if (from > 0) {
    const space = text.indexOf(" ", from)
    if (space !== -1 && space < start) from = space + 1
  }
  if (to < text.length) {
    const space = text.lastIndexOf(" ", to)
    if (space > end) to = space
  }
  return `${from > 0 ? "…" : ""}${text.slice(from, to)}${to < text.length ? "…" : ""}`
}

/**
 * Changed figures of one aligned pair. The two sequences of numbers are aligned on their
 * longest common subsequence (by canonical form); between two consecutive common numbers,
 * the remaining current and prior numbers are paired in order and by kind: money with a scale
 * word ("$1.2 billion"), other money, percentage, other scaled number, plain number. Unpaired numbers (a value added or
 * dropped, such as a new table column) are not reported.
 */
const pairNumericChanges = (current: Sentence, prior: Sentence, sentenceOrder: number): Array<Candidate> => {
  if (current.wordCount < MIN_CONTEXT_WORDS) return []
  const cur = numericTokens(current.text)
  const pri = numericTokens(prior.text)
  if (cur.length === 0 || pri.length === 0) return []
  if (cur.length * pri.length > MAX_NUMERIC_ALIGNMENT_CELLS) return []
  // a flattened table row: many numbers for its words
  const tableLike = cur.length >= 6 && cur.length * 4 >= current.wordCount
  const anchors = lcsPairs(
    cur.map((t) => t.canonical),
    pri.map((t) => t.canonical)
  )
  anchors.push([cur.length, pri.length])
  const out: Array<Candidate> = []
  let ci = 0
  let pi = 0
  for (const [ca, pa] of anchors) {
    const curGap = cur.slice(ci, ca)
    const priGap = pri.slice(pi, pa)
    for (const kind of ["money_scaled", "money", "percent", "scaled", "plain"] as const) {
      const cs = curGap.filter((t) => t.kind === kind)
      const ps = priGap.filter((t) => t.kind === kind)
      for (let k = 0; k < Math.min(cs.length, ps.length); k++) {
        const c = cs[k] as NumericToken
        const p = ps[k] as NumericToken
        if (c.canonical === p.canonical) continue
        out.push({
          prior: p.text,
          current: c.text,
          context: contextAround(current.text, c.start, c.end),
          rank: kind === "plain" ? 2 : tableLike ? 1 : 0,
          order: sentenceOrder * 100_000 + cur.indexOf(c)
        })
      }
    }
    ci = ca + 1
    pi = pa + 1
  }
  return out.sort((x, y) => x.order - y.order)
}

/**
 * At most MAX_NUMERIC_CHANGES figures, duplicates (same prior, current and context) dropped:
 * money amounts, percentages and scaled numbers in prose first, then those in table-like
 * lines (at least 6 numbers and one number per 4 words or fewer), then plain numbers, each in
 * document order; the chosen ones are returned in document order.
 */
const chooseNumericChanges = (candidates: ReadonlyArray<Candidate>): Array<NumericChange> => {
  const seen = new Set<string>()
  const unique = candidates.filter((c) => {
    const key = JSON.stringify([c.prior, c.current, c.context])
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  return unique
    .sort((x, y) => x.rank - y.rank || x.order - y.order)
    .slice(0, MAX_NUMERIC_CHANGES)
    .sort((x, y) => x.order - y.order)
    .map((c) => ({ prior: detached(c.prior), current: detached(c.current), context: detached(c.context) }))
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : "s"}`

const summarize = (
  counts: DiffDetails["counts"],
  numericChanges: number,
  topics: TopicChanges,
  v2: number | null
): string => {
  if (counts.added + counts.removed + counts.modified === 0) {
    return counts.unchanged === 0 ? "No comparable text." : "No changes: every sentence is unchanged."
  }
  const parts = [
    `${plural(counts.added, "sentence")} added, ${counts.removed} removed, ${counts.modified} modified, ${counts.unchanged} unchanged`
  ]
  if (numericChanges > 0) parts.push(plural(numericChanges, "changed figure"))
  if (topics.newTopics.length > 0) parts.push(`new topics: ${topics.newTopics.join(", ")}`)
  if (topics.intensifiedTopics.length > 0) parts.push(`intensified: ${topics.intensifiedTopics.join(", ")}`)
  if (topics.removedTopics.length > 0) parts.push(`dropped topics: ${topics.removedTopics.join(", ")}`)
  const head = parts.join("; ")
  return v2 === null ? `${head}.` : `${head} (v2 change ${v2.toFixed(1)}).`
}

/**
 * Compares the cleaned text of a section with the cleaned text of the same section in the
 * prior filing. Pure and deterministic.
 */
export const diffSection = (current: string, prior: string): SectionDiff => {
  const vocab = new Vocabulary()
  const cur = prepareText(current, vocab)
  const pri = prepareText(prior, vocab)
  const curSentences = cur.sentences
  const priSentences = pri.sentences
  const curIds = cur.wordIds
  const priIds = pri.wordIds
  const alignment = alignSentences(curSentences, priSentences, vocab.size)
  const sentenceAt = (list: ReadonlyArray<Sentence>, i: number): Sentence => list[i] as Sentence

  // v2: length-weighted share of added, removed and modified content
  let changed = 0
  let total = 0
  for (const s of curSentences) total += s.length
  for (const s of priSentences) total += s.length
  for (const i of alignment.added) changed += sentenceAt(curSentences, i).length
  for (const i of alignment.removed) changed += sentenceAt(priSentences, i).length
  const candidates: Array<Candidate> = []
  for (const pair of alignment.modified) {
    const c = sentenceAt(curSentences, pair.current)
    const p = sentenceAt(priSentences, pair.prior)
    changed += (1 - tokenBagJaccard(c, p)) * (c.length + p.length)
    for (const nc of pairNumericChanges(c, p, pair.current)) candidates.push(nc)
  }
  const numericChanges = chooseNumericChanges(candidates)

  const counts = {
    added: alignment.added.length,
    removed: alignment.removed.length,
    modified: alignment.modified.length,
    unchanged: alignment.unchanged.length
  }

  const topics = compareTopics(topicProfileOfIds(curIds, vocab.words), topicProfileOfIds(priIds, vocab.words))

  const hasBoth = curIds.length > 0 && priIds.length > 0
  let v1: number | null = null
  let v2: number | null = null
  let lexical: number | null = null
  let shingle: number | null = null
  let lengthChange: number | null = null
  if (hasBoth) {
    lengthChange = (curIds.length - priIds.length) / priIds.length
    const identicalWording = curIds.length === priIds.length && curIds.every((id, i) => id === priIds[i])
    if (identicalWording) {
      lexical = 1
      shingle = 1
      v1 = 0
    } else {
      const isContent = (id: number): boolean => vocab.content[id] === true
      lexical = tfidfCosine(curIds.filter(isContent), priIds.filter(isContent), vocab.size)
      shingle = jaccard(shingles(curIds), shingles(priIds))
      v1 = v1Score(lexical, shingle, lengthChange, topics)
    }
    v2 = total > 0 ? (100 * changed) / total : 0
  }

  const v1r = v1 === null ? null : round(v1)
  const v2r = v2 === null ? null : round(v2)
  const details: DiffDetails = {
    added_samples: samples(alignment.added.map((i) => sentenceAt(curSentences, i))),
    removed_samples: samples(alignment.removed.map((i) => sentenceAt(priSentences, i))),
    numeric_changes: numericChanges,
    counts,
    summary: hasBoth ? summarize(counts, numericChanges.length, topics, v2r) : "One side has no text: no change score."
  }
  return {
    disclosure_change_score: v1r,
    disclosure_change_score_v2: v2r,
    diff_confidence: diffConfidence(curIds.length, priIds.length),
    lexical_similarity: lexical === null ? null : round(lexical),
    shingle_similarity: shingle === null ? null : round(shingle),
    length_change: lengthChange === null ? null : round(lengthChange),
    current_word_count: curIds.length,
    prior_word_count: priIds.length,
    new_topics: topics.newTopics,
    intensified_topics: topics.intensifiedTopics,
    removed_topics: topics.removedTopics,
    diff_details: details
  }
}
