/**
 * Which of a fixed list of words a text holds, found in one pass over the text (an Aho–Corasick
 * automaton): what a family's topic test reads before it runs any of its patterns (compile.ts,
 * `anyOf`). The words are lower-case printable ASCII (needs.ts); a text is read with its ASCII
 * capitals as lower case, and any other character (a non-ASCII letter, a tab, a line break) is
 * one no word holds.
 */

export interface WordScanner {
  /** The index of `word` among the distinct words the scanner was made from. */
  readonly idOf: (word: string) => number
  /** Word `i` is in the last text scanned when `seen[i]` is that scan's `stamp`. */
  readonly seen: Uint32Array
  /** The words the last scan found, each once, in the order found: the first `scan(text)` of them. */
  readonly found: Int32Array
  /** The last scan's stamp. */
  readonly stamp: () => number
  /** Scans `text` and returns how many distinct words it holds (the last text is kept: scanning it again costs nothing). */
  readonly scan: (text: string) => number
}

/** A scanner of `words` (printable ASCII, lower case). */
export const wordScanner = (words: ReadonlyArray<string>): WordScanner => {
  const ids = new Map<string, number>()
  for (const w of words) if (!ids.has(w)) ids.set(w, ids.size)
  const list = [...ids.keys()]
  // the alphabet: each character some word holds; every other character is symbol 0
  const symbolOf = new Uint8Array(128)
  let symbols = 1
  for (const w of list)
    for (let i = 0; i < w.length; i++) {
      const c = w.charCodeAt(i)
      if (c >= 128 || (c >= 0x41 && c <= 0x5a)) throw new Error(`word-scan: not a lower-case ASCII word: ${w}`)
      if (symbolOf[c] === 0) symbolOf[c] = symbols++
    }
  for (let c = 0x41; c <= 0x5a; c++) symbolOf[c] = symbolOf[c + 32] as number
  // the trie in the automaton's table (state 0 its root, -1 a move not known yet); its edges by depth
  let most = 1
  for (const w of list) most += w.length
  const move = new Int32Array(most * symbols).fill(-1)
  /** The word that ends at a state (the words are distinct), or -1. */
  const word = new Int32Array(most).fill(-1)
  const edges: Array<Array<number>> = []
  let states = 1
  list.forEach((w, id) => {
    let s = 0
    for (let i = 0; i < w.length; i++) {
      const a = symbolOf[w.charCodeAt(i)] as number
      const at = s * symbols + a
      if ((move[at] as number) < 0) {
        move[at] = states
        ;(edges[i] ??= []).push(s, a, states)
        states++
      }
      s = move[at] as number
    }
    word[s] = id
  })
  for (let a = 0; a < symbols; a++) if ((move[a] as number) < 0) move[a] = 0
  const fail = new Int32Array(states)
  /** The next state down a state's chain of suffixes at which a word ends, or -1. */
  const dict = new Int32Array(states).fill(-1)
  /** The automaton's move from `s` on symbol `a`, worked out on first use (the root's are all known). */
  const next = (s: number, a: number): number => {
    const at = s * symbols + a
    let t = move[at] as number
    if (t < 0) {
      t = next(fail[s] as number, a)
      move[at] = t
    }
    return t
  }
  // the suffix links, depth by depth
  for (const level of edges)
    for (let e = 0; e < level.length; e += 3) {
      const s = level[e] as number
      const t = level[e + 2] as number
      const f = s === 0 ? 0 : next(fail[s] as number, level[e + 1] as number)
      fail[t] = f
      dict[t] = (word[f] as number) >= 0 ? f : (dict[f] as number)
    }
  const seen = new Uint32Array(list.length)
  const found = new Int32Array(list.length)
  let count = 0
  let stamp = 0
  let last: string | null = null
  return {
    seen,
    found,
    stamp: () => stamp,
    idOf: (w) => {
      const id = ids.get(w)
      if (id === undefined) throw new Error(`word-scan: unknown word: ${w}`)
      return id
    },
    scan: (text) => {
      if (text !== last) {
        last = text
        stamp++
        count = 0
        let s = 0
        for (let i = 0; i < text.length; i++) {
          const c = text.charCodeAt(i)
          const a = c < 128 ? (symbolOf[c] as number) : 0
          const t = move[s * symbols + a] as number
          s = t >= 0 ? t : next(s, a)
          for (let t = (word[s] as number) >= 0 ? s : (dict[s] as number); t >= 0; t = dict[t] as number) {
            const w = word[t] as number
            if (seen[w] !== stamp) {
              seen[w] = stamp
              found[count++] = w
            }
          }
        }
      }
      return count
    }
  }
}
