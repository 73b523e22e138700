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

/** An escape, a character class, a named group's opening, or an ASCII letter. */
const TOKEN_RE = /\\([\s\S])|\[((?:\\[\s\S]|[^\]\\])*)\]|\(\?<[A-Za-z]\w*>|[A-Za-z]/g
const CLASS_TOKEN_RE = /\\[\s\S]|([^\\])-([^\\\]])|([A-Za-z])/g
const isLetter = (c: string): boolean => (c >= "a" && c <= "z") || (c >= "A" && c <= "Z")
const isLower = (c: string): boolean => c >= "a" && c <= "z"

/** A character class's content with both cases of its letters, or null when a range would need the `i` flag. */
const foldClass = (body: string): string | null => {
  let ok = true
  const out = body.replace(CLASS_TOKEN_RE, (token, from: string | undefined, to: string | undefined, letter: string | undefined) => {
    if (letter !== undefined) return letter.toLowerCase() + letter.toUpperCase()
    if (from === undefined || to === undefined) return token
    if (isLetter(from) && isLetter(to) && isLower(from) === isLower(to)) {
      // a range of letters of one case stands for the same range in the other case
      return `${from.toLowerCase()}-${to.toLowerCase()}${from.toUpperCase()}-${to.toUpperCase()}`
    }
    // any other range that reaches a letter is left to the `i` flag
    if (from.charCodeAt(0) <= 0x7a && to.charCodeAt(0) >= 0x41) ok = false
    return token
  })
  return ok ? out : null
}

/** The source with every ASCII letter outside escapes and group names given both cases, or null when it cannot be. */
export const foldCase = (source: string): string | null => {
  // a non-ASCII letter, a backreference or an escape naming a code point or property keeps the `i` flag
  if (/[^\x00-\x7F]/.test(source) && /(?![\x00-\x7F])\p{L}/u.test(source)) return null
  if (/\\[1-9kuxcpP]/.test(source)) return null
  let ok = true
  const out = source.replace(TOKEN_RE, (token, escaped: string | undefined, body: string | undefined) => {
    if (escaped !== undefined) return token
    if (body !== undefined) {
      const folded = foldClass(body)
      if (folded === null) ok = false
      return `[${folded ?? body}]`
    }
    if (token.length > 1) return token
    return FOLDED[token.charCodeAt(0)]!
  })
  return ok ? out : null
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
