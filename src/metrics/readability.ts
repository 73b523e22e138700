/**
 * Readability: a Gunning Fog index mapped to 0..100 (higher = harder to read).
 *
 *   avg_sentence_len = Σ min(words in sentence, 60) / sentences with at least one word
 *   complex_share    = words with ≥ 3 syllables (after dropping an -es/-ed/-ing ending) / words
 *   fog              = 0.4 × (avg_sentence_len + 100 × complex_share)
 *   readability      = clamp(100 × (fog − 6) / 30, 0, 100)
 *
 * So Fog 6 (plain prose) → 0, Fog 21 → 50, Fog 36 → 100; typical 10-K prose (Fog 18–24)
 * lands around 40–60. Sentence lengths are capped at 60 words because run-together table
 * text has no sentence punctuation and would otherwise swamp the average.
 * Syllables are estimated by counting vowel groups (a e i o u y), less a silent final "e"
 * (but not "-le" after a consonant), at least 1 per word.
 */

export const MAX_SENTENCE_WORDS = 60
export const FOG_FLOOR = 6
export const FOG_SPAN = 30

const syllableCache = new Map<string, number>()
const MAX_CACHE = 200_000

const isVowel = (c: number): boolean => c === 97 || c === 101 || c === 105 || c === 111 || c === 117 || c === 121

/** Estimated syllables of a lower-case word. */
export const countSyllables = (word: string): number => {
  const n = word.length
  if (n <= 3) return 1
  let groups = 0
  let prevVowel = false
  for (let i = 0; i < n; i++) {
    const v = isVowel(word.charCodeAt(i))
    if (v && !prevVowel) groups++
    prevVowel = v
  }
  // silent final "e": "rate", "issue" – but "table", "people" keep their "-le" syllable
  if (word.endsWith("e") && !word.endsWith("ee") && groups > 1) {
    const before = word.charCodeAt(n - 2)
    const isLe = before === 108 && !isVowel(word.charCodeAt(n - 3))
    if (!isLe) groups--
  }
  return Math.max(1, groups)
}

/** Whether a word is "complex" in the Fog sense (≥ 3 syllables not counting -es/-ed/-ing). */
export const isComplexWord = (word: string): boolean => {
  let c = syllableCache.get(word)
  if (c === undefined) {
    let stem = word
    if (stem.length > 5) {
      if (stem.endsWith("ing")) stem = stem.slice(0, -3)
      else if (stem.endsWith("ed") || stem.endsWith("es")) stem = stem.slice(0, -2)
    }
    c = countSyllables(stem)
    if (syllableCache.size >= MAX_CACHE) syllableCache.clear()
    syllableCache.set(word, c)
  }
  return c >= 3
}

/** Fog index from per-sentence word counts and the words themselves. */
export const fogIndex = (sentenceLengths: ReadonlyArray<number>, words: ReadonlyArray<string>): number | null => {
  let sentences = 0
  let capped = 0
  for (const len of sentenceLengths) {
    if (len <= 0) continue
    sentences++
    capped += Math.min(len, MAX_SENTENCE_WORDS)
  }
  if (sentences === 0 || words.length === 0) return null
  let complex = 0
  for (const w of words) if (isComplexWord(w)) complex++
  return 0.4 * (capped / sentences + (100 * complex) / words.length)
}

/** Fog mapped to 0..100. */
export const fogToScore = (fog: number): number => Math.min(100, Math.max(0, (100 * (fog - FOG_FLOOR)) / FOG_SPAN))
