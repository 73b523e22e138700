/**
 * What every match of a regular expression contains: words one of which stands in any text the
 * pattern matches, read from its source. A rule that has not been built yet (compile.ts) tests
 * these first, and a text that holds none of them is not matched without building the rule.
 *
 * The reading is conservative: a literal run of ASCII characters outside any optional part is
 * required, a group's alternatives require one of their words each, and anything the reading
 * does not follow (a backreference, an unknown escape, a non-ASCII character, a lookaround) adds
 * nothing or gives up on the whole pattern. Letters are read without case: the words are lower
 * case and a text is compared in lower case, which can only find more texts than the pattern
 * matches (a pattern whose letters are case-sensitive, or folded as `[aA]`, is read the same).
 *
 * A pattern usually requires several such things at once (a literal run, then a group of
 * alternatives, then another run): `requirementsOf` reads them all, and a text must hold a word
 * of each of them to be matched; `needsOf` is the most selective one alone.
 */

/** One of these words (lower case) is in every match. */
type Need = ReadonlyArray<string>

/** The shortest word worth testing first. */
const MIN_WORD = 4
/** The most alternative words a need may hold. */
const MAX_WORDS = 12
/** The most needs a pattern's requirements hold. */
const MAX_NEEDS = 6
/** The most needs `requirementsOf` reads from a group of alternatives. */
const UNIONS = 3

const shortest = (need: Need): number => {
  let n = Infinity
  for (const w of need) n = Math.min(n, w.length)
  return n
}

/** The more selective of two needs: the longer shortest word, then fewer words. */
const better = (a: Need | null, b: Need | null): Need | null => {
  if (a === null) return b
  if (b === null) return a
  const sa = shortest(a)
  const sb = shortest(b)
  return sb > sa || (sb === sa && b.length < a.length) ? b : a
}

/** The most selective of a list of needs (the first of equals), or null for none. */
const best = (needs: ReadonlyArray<Need>): Need | null => {
  let out: Need | null = null
  for (const n of needs) out = better(out, n)
  return out
}

/** Needs, the most selective first (as `better` chooses: the longer shortest word, then fewer words; equals in their order). */
const bySelectivity = (needs: ReadonlyArray<Need>): ReadonlyArray<Need> =>
  needs
    .map((n, k) => ({ n, k, s: shortest(n) }))
    .sort((a, b) => b.s - a.s || a.n.length - b.n.length || a.k - b.k)
    .map((o) => o.n)

const HEX4_RE = /^[0-9a-fA-F]{4}$/
const HEX2_RE = /^[0-9a-fA-F]{2}$/
const COUNT_RE = /\{(\d+)(?:,\d*)?\}/y
/** Printable ASCII characters that stand for themselves outside a class. */
const PLAIN_RE = /[^\\[\]()|*+?{}.^$\x00-\x1f\x7f-\uffff]+/y
/** A character class: whether it is negated, and its body (JavaScript's reading without the `u` flag: up to the first unescaped "]"). */
const CLASS_RE = /\[(\^?)((?:[^\\\]]|\\[\s\S])*)\]/y

const isAsciiLetter = (c: string): boolean => (c >= "a" && c <= "z") || (c >= "A" && c <= "Z")

/** A printable ASCII character as a literal (lower case), or null. */
const asciiLiteral = (code: number): string | null => (code >= 0x20 && code < 0x7f ? String.fromCharCode(code).toLowerCase() : null)

/**
 * Every need `source` (a pattern without the `u` or `v` flag) is read to have, in the order read,
 * or null when the reading gives up. Each is a need of every match; a group of alternatives is one
 * need (a word of each alternative's most selective need), a group without alternatives has its
 * one branch's needs.
 */
const read = (source: string, unions: number): ReadonlyArray<Need> | null => {
  let i = 0
  let bad = false

  const alternation = (): ReadonlyArray<Need> => {
    const first = sequence()
    if (bad || source[i] !== "|") return first
    const branches: Array<ReadonlyArray<Need>> = [bySelectivity(first)]
    while (!bad && source[i] === "|") {
      i++
      branches.push(bySelectivity(sequence()))
    }
    if (branches.some((b) => b.length === 0)) return []
    // every match is a match of one branch, which holds a word of each of that branch's needs:
    // the union of one need of each branch is a need of the group (the k-th most selective, or a
    // branch's last when it has fewer)
    const out: Array<Need> = []
    for (let k = 0; k < unions; k++) {
      if (k > 0 && branches.every((b) => b.length <= k)) break
      const words = new Set<string>()
      for (const b of branches) for (const w of b[Math.min(k, b.length - 1)] as Need) words.add(w)
      if (words.size <= MAX_WORDS) out.push([...words])
      else if (k === 0) return []
    }
    return out
  }

  /** The minimum count of a quantifier at `i` (moving past it and its `?`), or -1 when none stands there. */
  const quantifier = (): number => {
    const c = source[i]
    let min = -1
    if (c === "*" || c === "?") {
      min = 0
      i++
    } else if (c === "+") {
      min = 1
      i++
    } else if (c === "{") {
      COUNT_RE.lastIndex = i
      const m = COUNT_RE.exec(source)
      if (m === null) return -1
      min = Number(m[1])
      i += m[0].length
    } else return -1
    if (source[i] === "?") i++
    return min
  }

  const sequence = (): Array<Need> => {
    const needs: Array<Need> = []
    let run = ""
    while (!bad && i < source.length && source[i] !== "|" && source[i] !== ")") {
      PLAIN_RE.lastIndex = i
      const plain = PLAIN_RE.exec(source)
      if (plain !== null && plain[0].length > 1) {
        // a run of plain characters, but its last one when a quantifier follows it (read below as one atom)
        const end = i + plain[0].length - 1
        const q = source[end + 1]
        const quantified = q === "*" || q === "+" || q === "?" || (q === "{" && ((COUNT_RE.lastIndex = end + 1), COUNT_RE.test(source)))
        const to = quantified ? end : end + 1
        run += source.slice(i, to).toLowerCase()
        i = to
        continue
      }
      const c = source[i] as string
      let atom: ReadonlyArray<Need> = []
      let literal: string | null = null
      if (c === "(") {
        i++
        let look = false
        if (source.startsWith("?:", i)) i += 2
        else if (source.startsWith("?=", i) || source.startsWith("?!", i)) {
          i += 2
          look = true
        } else if (source.startsWith("?<=", i) || source.startsWith("?<!", i)) {
          i += 3
          look = true
        } else if (source.startsWith("?<", i)) {
          const close = source.indexOf(">", i)
          if (close < 0) bad = true
          i = close + 1
        } else if (source[i] === "?") bad = true
        if (bad) return needs
        const inner = alternation()
        if (bad || source[i] !== ")") {
          bad = true
          return needs
        }
        i++
        atom = look ? [] : inner
      } else if (c === "[") {
        CLASS_RE.lastIndex = i
        const m = CLASS_RE.exec(source)
        if (m === null) {
          bad = true
          return needs
        }
        const body = m[2] as string
        if (m[1] === "" && body.length === 1 && body !== "\\") literal = asciiLiteral(body.charCodeAt(0))
        else if (m[1] === "" && body.length === 2 && isAsciiLetter(body[0] as string) && (body[0] as string).toLowerCase() === (body[1] as string).toLowerCase()) literal = (body[0] as string).toLowerCase()
        i += m[0].length
      } else if (c === "\\") {
        const n = source[i + 1]
        if (n === undefined) bad = true
        else if ("bBdDsSwWnrtfv".includes(n)) i += 2
        else if (n === "u" && HEX4_RE.test(source.slice(i + 2, i + 6))) {
          literal = asciiLiteral(parseInt(source.slice(i + 2, i + 6), 16))
          i += 6
        } else if (n === "x" && HEX2_RE.test(source.slice(i + 2, i + 4))) {
          literal = asciiLiteral(parseInt(source.slice(i + 2, i + 4), 16))
          i += 4
        } else if ((n >= "0" && n <= "9") || isAsciiLetter(n) || n.charCodeAt(0) >= 0x7f) bad = true
        else {
          literal = asciiLiteral(n.charCodeAt(0))
          i += 2
        }
        if (bad) return needs
      } else if (c === "*" || c === "+" || c === "?") {
        bad = true
        return needs
      } else {
        if (c === "{") {
          COUNT_RE.lastIndex = i
          if (COUNT_RE.test(source)) {
            bad = true
            return needs
          }
        }
        if (c !== "." && c !== "^" && c !== "$") literal = asciiLiteral(c.charCodeAt(0))
        i++
      }
      const min = quantifier()
      if (literal !== null && min < 0) {
        run += literal
        continue
      }
      if (run.length > 0) needs.push([run])
      run = ""
      if (min === 0) continue
      if (literal !== null) needs.push([literal])
      else needs.push(...atom)
    }
    if (run.length > 0) needs.push([run])
    return needs
  }

  const needs = alternation()
  return bad || i !== source.length ? null : needs
}

/**
 * The words one of which is in every match of `source` (a pattern without the `u` or `v` flag):
 * its most selective need, or null when the reading finds none of at least `MIN_WORD` characters.
 */
export const needsOf = (source: string): Need | null => {
  const needs = read(source, 1)
  const need = needs === null ? null : best(needs)
  return need === null || shortest(need) < MIN_WORD ? null : need
}

/**
 * Every need of `source` whose words are at least `MIN_WORD` characters long, the most selective
 * first and at most `MAX_NEEDS` of them (a text that holds no word of one of them is not matched),
 * or null when there is none.
 */
export const requirementsOf = (source: string): ReadonlyArray<Need> | null => {
  const needs = read(source, UNIONS)
  if (needs === null) return null
  const kept: Array<Need> = []
  const seen = new Set<string>()
  for (const n of needs) {
    if (shortest(n) < MIN_WORD) continue
    const key = [...n].sort().join("\u0000")
    if (seen.has(key)) continue
    seen.add(key)
    kept.push(n)
  }
  return kept.length === 0 ? null : bySelectivity(kept).slice(0, MAX_NEEDS)
}

/** The shortest word a topic's test reads (`topicRequirementsOf`). */
const MIN_TOPIC_WORD = 3

/**
 * Every need of `source` (one alternative of a family's topic, topics.ts) whose words are at least
 * `MIN_TOPIC_WORD` characters long, the most selective first and at most `MAX_NEEDS` of them, or
 * null when there is none: a text that lacks a word of one of them is not matched.
 */
export const topicRequirementsOf = (source: string): ReadonlyArray<Need> | null => {
  const needs = read(source, UNIONS)
  if (needs === null) return null
  const kept = bySelectivity(needs.filter((n) => shortest(n) >= MIN_TOPIC_WORD)).slice(0, MAX_NEEDS)
  return kept.length === 0 ? null : kept
}
