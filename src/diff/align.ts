/**
 * Sentence alignment between a prior and a current section.
 *
 * 1. Both texts are split into sentences (prepare.ts). A sentence's key is its lower-cased
 *    alphanumeric tokens joined by single spaces, so case, punctuation and spacing
 *    differences do not count as changes.
 * 2. Exact pass: each current sentence, in document order, takes the first still-unmatched
 *    prior sentence with the same key ("unchanged"), found through a hash of the key.
 * 3. Similar pass: for the remaining sentences, similarity is the Jaccard overlap of their
 *    content-word sets (alphabetic, two letters or more, function words removed; numbers
 *    ignored, so a sentence whose figures changed still finds its counterpart). A pair is a
 *    candidate when similarity ≥ MATCH_THRESHOLD. Candidates are found without comparing
 *    all pairs: prior sentences are indexed by content word, and a current sentence with n
 *    distinct content words looks up only its n − ⌈t·n⌉ + 1 rarest words (t the threshold).
 *    Any prior sentence with Jaccard ≥ t shares at least ⌈t·n⌉ of those n words, hence at
 *    least one of the looked-up ones, so the filter loses no candidate. Posting lists are
 *    walked outwards from the sentence's expected position (its index scaled to the prior
 *    text); at most MAX_EXAMINED prior sentences are examined, and the MAX_KEPT best
 *    candidates kept, per current sentence. These bounds only bind on long runs of
 *    near-identical sentences (table rows, repeated boilerplate), where they keep the cost
 *    linear and prefer nearby counterparts.
 *    Candidates are accepted greedily by similarity (ties: nearer the expected position,
 *    then earlier current sentence, then earlier prior sentence), each sentence matched at
 *    most once ("modified").
 * 4. Unmatched current sentences are "added"; unmatched prior sentences are "removed".
 * Sentences with fewer than MIN_CONTENT_WORDS content words take part only in the exact pass.
 */
import { type Sentence, sameTokens } from "./prepare.js"

export const MATCH_THRESHOLD = 0.5
export const MIN_CONTENT_WORDS = 2
/** Prior sentences examined per current sentence, nearest to its expected position first. */
export const MAX_EXAMINED = 128
/** Candidates kept per current sentence (the most similar, then the nearest). */
export const MAX_KEPT = 16

type Candidate = ModifiedPair & { readonly distance: number }

const byPreference = (x: Candidate, y: Candidate): number =>
  y.similarity - x.similarity || x.distance - y.distance || x.current - y.current || x.prior - y.prior

export interface ModifiedPair {
  readonly current: number
  readonly prior: number
  readonly similarity: number
}

export interface Alignment {
  readonly current: ReadonlyArray<Sentence>
  readonly prior: ReadonlyArray<Sentence>
  /** For each current sentence: the prior index it is matched to, or -1. */
  readonly currentMatch: ReadonlyArray<number>
  /** For each prior sentence: the current index it is matched to, or -1. */
  readonly priorMatch: ReadonlyArray<number>
  /** Exactly matched current sentence indexes. */
  readonly unchanged: ReadonlyArray<number>
  /** Similar pairs, ordered by current index. */
  readonly modified: ReadonlyArray<ModifiedPair>
  readonly added: ReadonlyArray<number>
  readonly removed: ReadonlyArray<number>
}

/**
 * Aligns the current sentences with the prior ones. Word ids must be below `vocabularySize`.
 */
export const alignSentences = (
  current: ReadonlyArray<Sentence>,
  prior: ReadonlyArray<Sentence>,
  vocabularySize: number
): Alignment => {
  const currentMatch: Array<number> = current.map(() => -1)
  const priorMatch: Array<number> = prior.map(() => -1)
  const unchanged: Array<number> = []

  // 2. exact pass: prior sentences by hash of their token sequence, first unmatched first
  const byHash = new Map<number, Array<number>>()
  for (const p of prior) {
    const list = byHash.get(p.hash)
    if (list === undefined) byHash.set(p.hash, [p.index])
    else list.push(p.index)
  }
  const cursor = new Map<number, number>() // per hash: entries before it are all matched
  for (const c of current) {
    const list = byHash.get(c.hash)
    if (list === undefined) continue
    let from = cursor.get(c.hash) ?? 0
    while (from < list.length && priorMatch[list[from] as number] !== -1) from++
    cursor.set(c.hash, from)
    for (let q = from; q < list.length; q++) {
      const p = list[q] as number
      if (priorMatch[p] !== -1) continue
      const pt = (prior[p] as Sentence).text
      if (pt !== c.text && !sameTokens(c.text, pt)) continue
      currentMatch[c.index] = p
      priorMatch[p] = c.index
      unchanged.push(c.index)
      break
    }
  }

  // 3. similar pass: index the unmatched prior sentences by content word
  const df = new Int32Array(vocabularySize)
  for (const p of prior) {
    if (priorMatch[p.index] !== -1 || p.content.length < MIN_CONTENT_WORDS) continue
    for (const w of p.content) df[w]++
  }
  // postings[offset[w] .. offset[w] + df[w]) lists the prior sentences containing w, in order
  const offset = new Int32Array(vocabularySize + 1)
  for (let w = 0; w < vocabularySize; w++) offset[w + 1] = (offset[w] as number) + (df[w] as number)
  const postings = new Int32Array(offset[vocabularySize] as number)
  const fill = offset.slice(0, vocabularySize)
  for (const p of prior) {
    if (priorMatch[p.index] !== -1 || p.content.length < MIN_CONTENT_WORDS) continue
    for (const w of p.content) postings[fill[w]++] = p.index
  }

  const candidates: Array<Candidate> = []
  const mark = new Int32Array(vocabularySize) // current sentence index + 1 on its content words
  const seen = new Int32Array(prior.length) // current sentence index + 1 once a prior one was tried
  const RANK = 2 ** 26
  for (const c of current) {
    if (currentMatch[c.index] !== -1 || c.content.length < MIN_CONTENT_WORDS) continue
    const n = c.content.length
    const stamp = c.index + 1
    for (const w of c.content) mark[w] = stamp
    // where this sentence would sit in the prior text if nothing moved
    const expected = current.length > 1 ? Math.round((c.index * (prior.length - 1)) / (current.length - 1)) : 0
    // the content words found in some prior sentence, rarest first (ties: smaller id)
    const keys = new Float64Array(n)
    let k = 0
    for (const w of c.content) if ((df[w] as number) > 0) keys[k++] = (df[w] as number) * RANK + w
    const rarest = keys.subarray(0, k).sort()
    const lookups = Math.min(k, n - Math.ceil(MATCH_THRESHOLD * n) + 1)
    let budget = MAX_EXAMINED
    const kept: Array<Candidate> = []
    for (let r = 0; r < lookups && budget > 0; r++) {
      const w = (rarest[r] as number) % RANK
      const lo = offset[w] as number
      const hi = offset[w + 1] as number
      // walk the posting list outwards from the expected position, nearest first
      let a = lo
      let b = hi
      while (a < b) {
        const mid = (a + b) >>> 1
        if ((postings[mid] as number) < expected) a = mid + 1
        else b = mid
      }
      let left = a - 1
      let right = a
      while (budget > 0 && (left >= lo || right < hi)) {
        const takeLeft =
          right >= hi || (left >= lo && expected - (postings[left] as number) <= (postings[right] as number) - expected)
        const p = postings[takeLeft ? left-- : right++] as number
        if (seen[p] === stamp) continue
        seen[p] = stamp
        budget--
        const other = (prior[p] as Sentence).content
        // Jaccard ≥ t needs t·n ≤ |other| ≤ n / t
        if (other.length < MATCH_THRESHOLD * n || other.length * MATCH_THRESHOLD > n) continue
        let inter = 0
        for (const x of other) if (mark[x] === stamp) inter++
        const sim = inter / (n + other.length - inter)
        if (sim < MATCH_THRESHOLD) continue
        const distance = Math.abs(p - expected)
        if (kept.length === MAX_KEPT) {
          // full: skip unless better than the worst kept one
          const worst = kept[MAX_KEPT - 1] as Candidate
          const better =
            sim > worst.similarity ||
            (sim === worst.similarity && (distance < worst.distance || (distance === worst.distance && p < worst.prior)))
          if (!better) continue
        }
        const cand = { current: c.index, prior: p, similarity: sim, distance }
        // insert into the kept list, best first
        let at = kept.length
        while (at > 0 && byPreference(cand, kept[at - 1] as Candidate) < 0) at--
        kept.splice(at, 0, cand)
        if (kept.length > MAX_KEPT) kept.pop()
      }
    }
    for (const cand of kept) candidates.push(cand)
  }
  candidates.sort(byPreference)
  const modified: Array<ModifiedPair> = []
  for (const cand of candidates) {
    if (currentMatch[cand.current] !== -1 || priorMatch[cand.prior] !== -1) continue
    currentMatch[cand.current] = cand.prior
    priorMatch[cand.prior] = cand.current
    modified.push({ current: cand.current, prior: cand.prior, similarity: cand.similarity })
  }
  modified.sort((x, y) => x.current - y.current)

  const added = current.filter((c) => currentMatch[c.index] === -1).map((c) => c.index)
  const removed = prior.filter((p) => priorMatch[p.index] === -1).map((p) => p.index)
  return { current, prior, currentMatch, priorMatch, unchanged, modified, added, removed }
}
