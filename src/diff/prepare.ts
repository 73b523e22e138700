/**
 * One pass over a section's text that gives everything the diff needs: its sentences, each
 * with an exact-match key, a length and its content words, and the whole text as a
 * sequence of word ids.
 *
 * Tokens:
 * - a *word* is a run of ASCII letters, lower-cased ("Company’s" gives "company", "s");
 * - an *alphanumeric token* is a run of ASCII letters and digits ("10-K" gives "10", "k");
 *   a sentence's length is its number of alphanumeric tokens;
 * - a sentence's *key* is its lower-cased alphanumeric tokens joined by single spaces, so
 *   case, punctuation and spacing differences do not count as changes;
 * - a *content word* is a word of two or more letters that is not a function word
 *   (text.ts `FUNCTION_WORDS`).
 */
import { isContentWord, splitSentences } from "./text.js"

const FNV_OFFSET = 0x811c9dc5
const FNV_PRIME = 0x01000193

const isLetter = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122)
const isDigit = (c: number): boolean => c >= 48 && c <= 57

/**
 * Interns words as small integer ids (0, 1, 2, … in order of first appearance), shared by
 * both texts of one comparison. Words are looked up straight from the text they occur in
 * (an open-addressing table keyed by an FNV-1a hash of the lower-cased letters), so a word
 * already seen costs no new string.
 */
export class Vocabulary {
  readonly words: Array<string> = []
  /** Whether each id is a content word. */
  readonly content: Array<boolean> = []
  /** Per id: the stamp of the last sentence that listed it as a content word. */
  readonly marks: Array<number> = []
  private readonly hashes: Array<number> = []
  private table = new Int32Array(1 << 12)
  private mask = (1 << 12) - 1
  private stamps = 0

  /** A fresh stamp for `marks`. */
  nextStamp(): number {
    return ++this.stamps
  }

  get size(): number {
    return this.words.length
  }

  /** The id of `word` (ASCII letters only). */
  id(word: string): number {
    let h = FNV_OFFSET
    for (let i = 0; i < word.length; i++) h = Math.imul(h ^ (word.charCodeAt(i) | 32), FNV_PRIME)
    return this.idOfRange(word, 0, word.length, h)
  }

  /** The id of the letters `source[start, end)`, lower-cased; `hash` as computed by `id`. */
  idOfRange(source: string, start: number, end: number, hash: number): number {
    const length = end - start
    let slot = hash & this.mask
    for (;;) {
      const entry = this.table[slot] as number
      if (entry === 0) break
      const id = entry - 1
      if (this.hashes[id] === hash) {
        const w = this.words[id] as string
        if (w.length === length) {
          let k = 0
          while (k < length && w.charCodeAt(k) === (source.charCodeAt(start + k) | 32)) k++
          if (k === length) return id
        }
      }
      slot = (slot + 1) & this.mask
    }
    const id = this.words.length
    const word = source.slice(start, end).toLowerCase()
    this.words.push(word)
    this.content.push(isContentWord(word))
    this.marks.push(-1)
    this.hashes.push(hash)
    this.table[slot] = id + 1
    if (this.words.length * 2 > this.table.length) this.grow()
    return id
  }

  private grow(): void {
    const table = new Int32Array(this.table.length * 2)
    const mask = table.length - 1
    for (let id = 0; id < this.hashes.length; id++) {
      let slot = (this.hashes[id] as number) & mask
      while (table[slot] !== 0) slot = (slot + 1) & mask
      table[slot] = id + 1
    }
    this.table = table
    this.mask = mask
  }
}

export interface Sentence {
  /** Position among the sentences of its text. */
  readonly index: number
  /** The sentence as written (whitespace collapsed). */
  readonly text: string
  /**
   * A 52-bit hash of the sentence's lower-cased alphanumeric token sequence: equal token
   * sequences have equal hashes (the exact pass confirms a hash match with `sameTokens`).
   */
  readonly hash: number
  /** Number of alphanumeric tokens. */
  readonly length: number
  /** Number of words. */
  readonly wordCount: number
  /** Distinct content-word ids, in order of first appearance. */
  readonly content: ReadonlyArray<number>
}

export interface PreparedText {
  readonly sentences: ReadonlyArray<Sentence>
  /** Word ids of the whole text, in order. */
  readonly wordIds: ReadonlyArray<number>
}

const isAlnum = (c: number): boolean => isLetter(c) || isDigit(c)

/** Whether two strings have the same lower-cased alphanumeric token sequence. */
export const sameTokens = (a: string, b: string): boolean => {
  let i = 0
  let j = 0
  for (;;) {
    while (i < a.length && !isAlnum(a.charCodeAt(i))) i++
    while (j < b.length && !isAlnum(b.charCodeAt(j))) j++
    if (i >= a.length || j >= b.length) return i >= a.length && j >= b.length
    // compare one token from each
    while (i < a.length && j < b.length) {
      const x = a.charCodeAt(i)
      const y = b.charCodeAt(j)
      const ax = isAlnum(x)
      const ay = isAlnum(y)
      if (!ax || !ay) {
        if (ax !== ay) return false
        break
      }
      if ((isLetter(x) ? x | 32 : x) !== (isLetter(y) ? y | 32 : y)) return false
      i++
      j++
    }
    const endA = i >= a.length || !isAlnum(a.charCodeAt(i))
    const endB = j >= b.length || !isAlnum(b.charCodeAt(j))
    if (endA !== endB) return false
  }
}

/** Lower-cased alphanumeric tokens of a sentence. */
export const alnumTokensOf = (s: Sentence): Array<string> =>
  (s.text.match(/[A-Za-z0-9]+/g) ?? []).map((t) => t.toLowerCase())

const SEPARATOR = 0x20

export const prepareText = (text: string, vocab: Vocabulary): PreparedText => {
  const sentences: Array<Sentence> = []
  const wordIds: Array<number> = []
  for (const s of splitSentences(text)) {
    const firstWord = wordIds.length
    let alnum = 0
    let h1 = FNV_OFFSET
    let h2 = 0x9747b28c
    const n = s.length
    let i = 0
    while (i < n) {
      let c = s.charCodeAt(i)
      if (!isAlnum(c)) {
        i++
        continue
      }
      alnum++
      h1 = Math.imul(h1 ^ SEPARATOR, FNV_PRIME)
      h2 = Math.imul(h2 ^ SEPARATOR, 0x5bd1e995)
      while (i < n && isAlnum((c = s.charCodeAt(i)))) {
        if (isLetter(c)) {
          const start = i
          let h = FNV_OFFSET
          while (i < n && isLetter((c = s.charCodeAt(i)))) {
            const lc = c | 32
            h = Math.imul(h ^ lc, FNV_PRIME)
            h1 = Math.imul(h1 ^ lc, FNV_PRIME)
            h2 = Math.imul(h2 ^ lc, 0x5bd1e995)
            h2 ^= h2 >>> 13
            i++
          }
          wordIds.push(vocab.idOfRange(s, start, i, h))
        } else {
          h1 = Math.imul(h1 ^ c, FNV_PRIME)
          h2 = Math.imul(h2 ^ c, 0x5bd1e995)
          h2 ^= h2 >>> 13
          i++
        }
      }
    }
    if (alnum === 0) continue
    const stamp = vocab.nextStamp()
    const content: Array<number> = []
    for (let k = firstWord; k < wordIds.length; k++) {
      const id = wordIds[k] as number
      if (vocab.content[id] === true && vocab.marks[id] !== stamp) {
        vocab.marks[id] = stamp
        content.push(id)
      }
    }
    sentences.push({
      index: sentences.length,
      text: s,
      hash: (h1 >>> 0) * 2 ** 20 + ((h2 >>> 0) & 0xfffff),
      length: alnum,
      wordCount: wordIds.length - firstWord,
      content
    })
  }
  return { sentences, wordIds }
}
