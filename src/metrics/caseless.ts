/**
 * Case-insensitive regular expressions that compile cheaply.
 *
 * V8 compiles a pattern with the `i` flag several times more slowly than the same pattern
 * without it (each literal letter becomes a case-folding lookup), and the red-flag rules have a
 * few hundred long patterns, each compiled on its first use: in a one-shot command that
 * compilation was most of the flags' time. `caseless` spells the case folding out instead
 * (`a` → `[aA]`, `[A-Z]` → `[a-zA-Z]`), which matches exactly the same strings as the `i` flag
 * does without the `u` flag for patterns whose letters are ASCII: there, `i` equates an ASCII
 * letter only with its other case.
 *
 * Patterns that need the `i` flag's other effects are not rewritten: a non-ASCII letter or a
 * backreference (which `i` also makes case-insensitive) keeps the flag.
 */

const isLetter = (c: string): boolean => (c >= "a" && c <= "z") || (c >= "A" && c <= "Z")
const isLower = (c: string): boolean => c >= "a" && c <= "z"
const isLetterCode = (c: number): boolean => (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a)

/**
 * A character class's content (`body`, between its brackets) with both cases of its letters, or
 * null when a range would need the `i` flag.
 */
const foldClass = (body: string): string | null => {
  let out = ""
  for (let i = 0; i < body.length; ) {
    const c = body[i] as string
    if (c === "\\") {
      // an escape, kept as written
      out += body.slice(i, i + 2)
      i += 2
      continue
    }
    const to = body[i + 2]
    if (body[i + 1] === "-" && to !== undefined && to !== "\\" && to !== "]") {
      if (isLetter(c) && isLetter(to) && isLower(c) === isLower(to)) {
        // a range of letters of one case stands for the same range in the other case
        out += `${c.toLowerCase()}-${to.toLowerCase()}${c.toUpperCase()}-${to.toUpperCase()}`
      } else {
        // any other range that reaches a letter is left to the `i` flag
        if (c.charCodeAt(0) <= 0x7a && to.charCodeAt(0) >= 0x41) return null
        out += body.slice(i, i + 3)
      }
      i += 3
      continue
    }
    out += isLetter(c) ? c.toLowerCase() + c.toUpperCase() : c
    i++
  }
  return out
}

/** The source with every ASCII letter outside escapes and group names given both cases, or null when it cannot be. */
export const foldCase = (source: string): string | null => {
  // a non-ASCII letter, a backreference or an escape naming a code point or property keeps the `i` flag
  if (/[^\x00-\x7F]/.test(source) && /(?![\x00-\x7F])\p{L}/u.test(source)) return null
  if (/\\[1-9kuxcpP]/.test(source)) return null
  // one pass over the characters: runs of non-letters are copied whole
  let out = ""
  const n = source.length
  let i = 0
  while (i < n) {
    const code = source.charCodeAt(i)
    if (code === 0x5c) {
      // an escape, kept as written
      out += source.slice(i, i + 2)
      i += 2
    } else if (code === 0x5b) {
      // a character class: up to its first unescaped "]" (a class with none is not one)
      let j = i + 1
      while (j < n) {
        const d = source.charCodeAt(j)
        if (d === 0x5c) j += 2
        else if (d === 0x5d) break
        else j++
      }
      if (j >= n) {
        out += "["
        i++
        continue
      }
      const folded = foldClass(source.slice(i + 1, j))
      if (folded === null) return null
      out += `[${folded}]`
      i = j + 1
    } else if (code === 0x28 && source.charCodeAt(i + 1) === 0x3f && source.charCodeAt(i + 2) === 0x3c && isLetterCode(source.charCodeAt(i + 3))) {
      // a named group's opening "(?<name>": its name is kept
      const close = source.indexOf(">", i + 3)
      let k = i + 4
      while (k < n && (isLetterCode(source.charCodeAt(k)) || (source.charCodeAt(k) >= 0x30 && source.charCodeAt(k) <= 0x39) || source.charCodeAt(k) === 0x5f)) k++
      if (close === k) {
        out += source.slice(i, k + 1)
        i = k + 1
      } else {
        out += "("
        i++
      }
    } else if (isLetterCode(code)) {
      out += FOLDED[code] as string
      i++
    } else {
      let j = i + 1
      while (j < n) {
        const d = source.charCodeAt(j)
        if (d === 0x5c || d === 0x5b || d === 0x28 || isLetterCode(d)) break
        j++
      }
      out += source.slice(i, j)
      i = j
    }
  }
  return out
}

const FOLDED: ReadonlyArray<string> = Array.from({ length: 128 }, (_, code) => {
  const c = String.fromCharCode(code)
  return isLetter(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : c
})

/** The `i`-flag source of each regex `caseless` rewrote (for the equivalence test). */
const written = new WeakMap<RegExp, string>()

/** The source `caseless` was given for `re`, when it rewrote it. */
export const caselessOriginal = (re: RegExp): string | undefined => written.get(re)

/** A case-insensitive regex (`flags` without `i`) that matches what `new RegExp(source, flags + "i")` matches. */
export const caseless = (source: string, flags = ""): RegExp => {
  const folded = foldCase(source)
  if (folded === null) return new RegExp(source, `${flags}i`)
  const re = new RegExp(folded, flags)
  written.set(re, source)
  return re
}

/**
 * A case-insensitive regex from a source made of parts whose folds are already known (a rule's
 * own text and the vocabulary it names, each folded once): the same regex as `caseless` builds
 * from the joined source. `folded` is null when some part cannot be folded; the joined source
 * then keeps the `i` flag.
 */
export const caselessJoined = (source: string, folded: string | null, flags = ""): RegExp => {
  if (folded === null) return new RegExp(source, `${flags}i`)
  const re = new RegExp(folded, flags)
  written.set(re, source)
  return re
}

/** `re` made in place (`RegExp.prototype.compile`) the regex that `caselessJoined` builds from the same arguments. */
export const caselessJoinedInto = (re: RegExp, source: string, folded: string | null, flags = ""): void => {
  if (folded === null) {
    re.compile(source, `${flags}i`)
    return
  }
  re.compile(folded, flags)
  written.set(re, source)
}
