/**
 * Whole-section similarities for the v1 change score.
 *
 * - `tfidfCosine`: cosine of TF-IDF vectors over content-word unigrams and bigrams, the IDF
 *   computed on the pair itself (n = 2 documents): idf(t) = ln((1 + n) / (1 + df(t))) + 1,
 *   so a term in both texts weighs 1 and a term in one text weighs ln(1.5) + 1 ≈ 1.405.
 *   Term frequency is sublinear, 1 + ln(count). Content words are alphabetic tokens of two
 *   or more letters that are not function words; bigrams join consecutive content words.
 * - `shingleJaccard`: Jaccard overlap of the sets of 4-word shingles (consecutive
 *   alphabetic tokens, function words included), which sees re-wording that keeps the
 *   vocabulary.
 *
 * Numbers are not terms: the v1 score measures wording; changed figures are the business of
 * the sentence-aligned v2 score and its numeric changes.
 */
const RADIX_BITS = 11
const RADIX_SIZE = 1 << RADIX_BITS
const RADIX_MASK = RADIX_SIZE - 1

/**
 * Sorts 32-bit unsigned integers into a new array: LSD radix sort, three 11-bit passes.
 * Linear time: whole sections give tens of thousands of keys per comparison.
 */
export const sortUint32 = (input: Uint32Array): Uint32Array => {
  const n = input.length
  let src = Uint32Array.from(input)
  let dst = new Uint32Array(n)
  const counts = new Int32Array(RADIX_SIZE)
  for (let shift = 0; shift < 32; shift += RADIX_BITS) {
    counts.fill(0)
    for (let i = 0; i < n; i++) counts[((src[i] as number) >>> shift) & RADIX_MASK]++
    let sum = 0
    for (let d = 0; d < RADIX_SIZE; d++) {
      const c = counts[d] as number
      counts[d] = sum
      sum += c
    }
    for (let i = 0; i < n; i++) {
      const v = src[i] as number
      const d = (v >>> shift) & RADIX_MASK
      dst[counts[d] as number] = v
      counts[d]++
    }
    const t = src
    src = dst
    dst = t
  }
  return src
}

/** Distinct values of a sorted array, with their multiplicities. */
const runs = (sorted: Uint32Array): { keys: Uint32Array; counts: Int32Array } => {
  const keys = new Uint32Array(sorted.length)
  const counts = new Int32Array(sorted.length)
  let u = -1
  for (let i = 0; i < sorted.length; i++) {
    const v = sorted[i] as number
    if (u >= 0 && keys[u] === v) counts[u]++
    else {
      u++
      keys[u] = v
      counts[u] = 1
    }
  }
  return { keys: keys.subarray(0, u + 1), counts: counts.subarray(0, u + 1) }
}

/** Mixes two 32-bit values into one (for keys that do not fit 32 bits exactly). */
const mix = (a: number, b: number): number => {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13) ^ b, 0xc2b2ae35)
  return (h ^ (h >>> 16)) >>> 0
}

/**
 * Bigram keys of consecutive ids: (id1 + 1) × base + id2 when that fits 32 bits (exact), a
 * 32-bit mix of the pair otherwise.
 */
const bigramKeys = (ids: ReadonlyArray<number>, base: number): Uint32Array => {
  const n = Math.max(0, ids.length - 1)
  const keys = new Uint32Array(n)
  const exact = (base + 1) * base < 2 ** 32
  for (let i = 0; i < n; i++) {
    const a = ids[i] as number
    const b = ids[i + 1] as number
    keys[i] = exact ? (a + 1) * base + b : mix(a, b)
  }
  return keys
}

const IDF_SHARED = 1
const IDF_SINGLE = Math.log(3 / 2) + 1
const tf = (count: number): number => 1 + Math.log(count)

/** Accumulates dot product and squared norms of two sparse count vectors given as runs. */
const accumulate = (
  a: { keys: Uint32Array; counts: Int32Array },
  b: { keys: Uint32Array; counts: Int32Array },
  acc: { dot: number; na: number; nb: number }
): void => {
  let i = 0
  let j = 0
  while (i < a.keys.length || j < b.keys.length) {
    const x = i < a.keys.length ? (a.keys[i] as number) : Infinity
    const y = j < b.keys.length ? (b.keys[j] as number) : Infinity
    if (x === y) {
      const wa = tf(a.counts[i] as number) * IDF_SHARED
      const wb = tf(b.counts[j] as number) * IDF_SHARED
      acc.dot += wa * wb
      acc.na += wa * wa
      acc.nb += wb * wb
      i++
      j++
    } else if (x < y) {
      const wa = tf(a.counts[i] as number) * IDF_SINGLE
      acc.na += wa * wa
      i++
    } else {
      const wb = tf(b.counts[j] as number) * IDF_SINGLE
      acc.nb += wb * wb
      j++
    }
  }
}

/**
 * TF-IDF cosine (0..1) of two content-word id sequences (ids below `vocabularySize`); 0 when
 * either is empty. Sums run in a fixed order (unigrams by id, then bigrams by key), so the
 * result does not depend on anything but the input.
 */
export const tfidfCosine = (
  a: ReadonlyArray<number>,
  b: ReadonlyArray<number>,
  vocabularySize: number
): number => {
  if (a.length === 0 || b.length === 0) return 0
  const acc = { dot: 0, na: 0, nb: 0 }
  // unigrams: dense counts
  const ca = new Int32Array(vocabularySize)
  const cb = new Int32Array(vocabularySize)
  for (const w of a) ca[w]++
  for (const w of b) cb[w]++
  for (let w = 0; w < vocabularySize; w++) {
    const x = ca[w] as number
    const y = cb[w] as number
    if (x > 0 && y > 0) {
      const wa = tf(x) * IDF_SHARED
      const wb = tf(y) * IDF_SHARED
      acc.dot += wa * wb
      acc.na += wa * wa
      acc.nb += wb * wb
    } else if (x > 0) {
      const wa = tf(x) * IDF_SINGLE
      acc.na += wa * wa
    } else if (y > 0) {
      const wb = tf(y) * IDF_SINGLE
      acc.nb += wb * wb
    }
  }
  // bigrams: sorted keys
  accumulate(runs(sortUint32(bigramKeys(a, vocabularySize))), runs(sortUint32(bigramKeys(b, vocabularySize))), acc)
  if (acc.na === 0 || acc.nb === 0) return 0
  const cos = acc.dot / (Math.sqrt(acc.na) * Math.sqrt(acc.nb))
  return Math.min(1, Math.max(0, cos))
}

export const SHINGLE_SIZE = 4

/**
 * The distinct k-word shingles of an id sequence, each hashed to 32 bits (FNV-1a over the
 * ids), sorted ascending. A sequence shorter than k gives one shingle. (With tens of
 * thousands of shingles, hash collisions move the overlap by far less than its rounding.)
 */
export const shingles = (ids: ReadonlyArray<number>, k: number = SHINGLE_SIZE): Uint32Array => {
  if (ids.length === 0) return new Uint32Array(0)
  const width = Math.min(k, ids.length)
  const n = ids.length - width + 1
  const hashes = new Uint32Array(n)
  for (let i = 0; i < n; i++) {
    let h = 0x811c9dc5
    for (let j = 0; j < width; j++) {
      const v = (ids[i + j] as number) + 1
      h = Math.imul(h ^ (v & 0xffff), 0x01000193)
      h = Math.imul(h ^ (v >>> 16), 0x01000193)
    }
    hashes[i] = (h ^ (h >>> 15)) >>> 0
  }
  const sorted = sortUint32(hashes)
  let u = 0
  for (let i = 0; i < n; i++) if (i === 0 || sorted[i] !== sorted[u - 1]) sorted[u++] = sorted[i] as number
  return sorted.subarray(0, u)
}

/** Jaccard overlap |A ∩ B| / |A ∪ B| of two sorted distinct arrays; 1 when both are empty. */
export const jaccard = (a: Uint32Array, b: Uint32Array): number => {
  if (a.length === 0 && b.length === 0) return 1
  let i = 0
  let j = 0
  let inter = 0
  while (i < a.length && j < b.length) {
    const x = a[i] as number
    const y = b[j] as number
    if (x === y) {
      inter++
      i++
      j++
    } else if (x < y) i++
    else j++
  }
  return inter / (a.length + b.length - inter)
}
